import Traceless
import TracelessRuntime

/// One kind of view whose delegate is watched: how its delegate is set and read,
/// which callbacks count, and the UIKit step that marks a callback as the user's.
struct DelegateFamily: Sendable {
    let viewClass: String
    let setter: Selector
    let getter: Selector
    let callbacks: [DelegateCallback]

    /// Most specific first: a table is also a scroll view.
    static let all: [DelegateFamily] = [table, collection, scroll, webView, wkWebView, alert, actionSheet]

    static let table = DelegateFamily(
        viewClass: "UITableView", setter: "setDelegate:", getter: "delegate",
        callbacks: [DelegateCallback("tableView:didSelectRowAtIndexPath:", types: "v@:@@", kind: .listSelection, proof: .mark(.tableSelection))])

    static let collection = DelegateFamily(
        viewClass: "UICollectionView", setter: "setDelegate:", getter: "delegate",
        callbacks: [DelegateCallback("collectionView:didSelectItemAtIndexPath:", types: "v@:@@", kind: .listSelection, proof: .mark(.collectionSelection))])

    static let scroll = DelegateFamily(
        viewClass: "UIScrollView", setter: "setDelegate:", getter: "delegate",
        callbacks: [DelegateCallback("scrollViewDidEndDragging:willDecelerate:", types: "v@:@C", kind: .scroll, proof: .mark(.scrollDrag))])

    static let webView = DelegateFamily(
        viewClass: "UIWebView", setter: "setDelegate:", getter: "delegate",
        callbacks: [
            DelegateCallback("webView:shouldStartLoadWithRequest:navigationType:", types: "C@:@@q", kind: .webNavigation, proof: .mark(.webDecision)),
            DelegateCallback("webViewDidFinishLoad:", types: "v@:@", kind: .webLoad, proof: .mark(.webLoad)),
            DelegateCallback("webView:didFailLoadWithError:", types: "v@:@@", kind: .webLoad, proof: .mark(.webLoad)),
        ])

    /// WebKit calls its navigation delegate from C++: there is no Objective-C step
    /// to mark, so these are reported whoever calls them.
    static let wkWebView = DelegateFamily(
        viewClass: "WKWebView", setter: "setNavigationDelegate:", getter: "navigationDelegate",
        callbacks: [
            DelegateCallback("webView:decidePolicyForNavigationAction:decisionHandler:", types: "v@:@@@", kind: .webNavigation, proof: .none),
            DelegateCallback("webView:didFinishNavigation:", types: "v@:@@", kind: .webLoad, proof: .none),
            DelegateCallback("webView:didFailNavigation:withError:", types: "v@:@@@", kind: .webLoad, proof: .none),
        ])

    static let alert = DelegateFamily(
        viewClass: "UIAlertView", setter: "setDelegate:", getter: "delegate",
        callbacks: [DelegateCallback("alertView:clickedButtonAtIndex:", types: "v@:@q", kind: .alertButton, proof: .visible)])

    static let actionSheet = DelegateFamily(
        viewClass: "UIActionSheet", setter: "setDelegate:", getter: "delegate",
        callbacks: [DelegateCallback("actionSheet:clickedButtonAtIndex:", types: "v@:@q", kind: .actionSheetButton, proof: .visible)])

    /// The family of a view: the most specific one its class belongs to.
    static func of(_ view: ObjCObject) -> DelegateFamily? {
        let isa = view.isa
        return loaded.first { isa.isSubclass(of: $0.cls) }?.family
    }

    /// The families whose view class is loaded, with the class looked up once.
    private static let loaded: [(family: DelegateFamily, cls: ObjCClass)] = all.compactMap { family in
        ObjCClass(named: family.viewClass).map { (family, $0) }
    }
}

/// A delegate callback that becomes an interaction.
struct DelegateCallback: Sendable {
    let selector: Selector
    /// Declared types, for a delegate that answers the callback only through forwarding.
    let types: String
    let kind: Interaction.Kind
    let proof: UserProof

    init(_ selector: Selector, types: String, kind: Interaction.Kind, proof: UserProof) {
        self.selector = selector
        self.types = types
        self.kind = kind
        self.proof = proof
    }
}

/// How a callback is known to come from a user, not from code.
enum UserProof: Sendable {
    /// The view marked itself in a UIKit step that only a user's action takes.
    case mark(UserPath)
    /// The alert or sheet is on screen (code calling the delegate itself while the
    /// alert is up is not told apart).
    case visible
    /// Nothing tells them apart.
    case none
}

/// The UIKit steps (real UIKit selectors, public crash logs show them) that only a
/// user's action takes, and the callbacks they lead to.
enum UserPath: UInt32, CaseIterable, Sendable {
    case tableSelection = 1, collectionSelection, scrollDrag, webDecision, webLoad

    /// Whether the loaded UIKit takes this path: a UIKit without the step cannot
    /// mark anything, and its callbacks are then reported whoever calls them.
    var isAvailable: Bool {
        hooks.allSatisfy { ObjCClass(named: $0.className)?.instanceMethod($0.selector) != nil }
    }

    var hooks: [(className: String, selector: Selector)] {
        switch self {
        case .tableSelection: [("UITableView", "_userSelectRowAtPendingSelectionIndexPath:")]
        case .collectionSelection: [("UICollectionView", "_userSelectItemAtIndexPath:")]
        case .scrollDrag: [("UIScrollView", "_scrollViewDidEndDraggingWithDeceleration:")]
        case .webDecision: [("UIWebView", "webView:decidePolicyForNavigationAction:request:frame:decisionListener:")]
        case .webLoad: [("UIWebView", "webView:didFinishLoadForFrame:"), ("UIWebView", "webView:didFailProvisionalLoadWithError:forFrame:")]
        }
    }
}
