import Traceless
import TracelessRuntime

/// Tells a user's control action from code's when UIKit sends it without a `UIEvent`.
///
/// UIKit itself sends some of a finger's actions with no event: a switch's value from
/// its internal recognisers, a segmented control's, a refresh control's from the
/// scroll view's pan; and an app's own control calls `sendActionsForControlEvents:`
/// from its touch handling. Code calling `sendActionsForControlEvents:` passes none
/// either. The difference is the finger: a user's send happens while UIKit dispatches
/// a touch that landed on the control (``UserTouches``) — for a refresh control, on
/// the scroll view it refreshes.
enum UserActions {
    private static let refreshControlClass = ObjCClass(named: "UIRefreshControl")
    private static let superview: ObjCSelector = "superview"

    static func isUsers(_ control: ObjCObject) -> Bool {
        if UserTouches.isDispatching(to: control) { return true }
        if let refreshControlClass, control.probeKind(of: refreshControlClass),
           let scrollView = control.probe(superview)?.object {
            return UserTouches.isDispatching(to: scrollView)
        }
        return false
    }
}
