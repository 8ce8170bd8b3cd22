import TracelessRuntime

/// The UIKit steps (real UIKit selectors, public crash logs show them) that only a
/// user's action takes, and the callbacks they lead to.
enum UserPath: UInt32, CaseIterable, Sendable {
    case tableSelection = 1, collectionSelection, scrollDrag, webDecision, webLoad, accessoryTap, pickerSelection

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
        // Every path that tells the delegate goes through it (the end of a drag or a
        // deceleration, a tap on a row, VoiceOver), with `notify:` YES; code's
        // `selectRow:inComponent:animated:` with NO, and the delegate is not told.
        case .pickerSelection: [("UIPickerView", "_sendSelectionChangedForComponent:notify:")]
        }
    }
}
