import TracelessRuntime

/// The UIKit steps (real UIKit selectors, public crash logs show them) that only a
/// user's action takes, and the callbacks they lead to.
enum UserPath: UInt32, CaseIterable, Sendable {
    case tableSelection = 1, collectionSelection, scrollDrag, webDecision, webLoad, accessoryTap

    /// Whether the loaded UIKit takes this path: a UIKit without the step cannot
    /// mark anything, and its callbacks are then reported whoever calls them.
    var isAvailable: Bool {
        hooks.allSatisfy { ObjCClass(named: $0.className)?.instanceMethod($0.selector) != nil }
    }

    var hooks: [(className: String, selector: ObjCSelector)] {
        switch self {
        case .tableSelection: [("UITableView", "_userSelectRowAtPendingSelectionIndexPath:")]
        case .collectionSelection: [("UICollectionView", "_userSelectItemAtIndexPath:")]
        case .scrollDrag: [("UIScrollView", "_scrollViewDidEndDraggingWithDeceleration:")]
        case .webDecision: [("UIWebView", "webView:decidePolicyForNavigationAction:request:frame:decisionListener:")]
        case .webLoad: [("UIWebView", "webView:didFinishLoadForFrame:"), ("UIWebView", "webView:didFailProvisionalLoadWithError:forFrame:")]
        case .accessoryTap: [("UITableView", "_accessoryButtonAction:")]
        }
    }
}
