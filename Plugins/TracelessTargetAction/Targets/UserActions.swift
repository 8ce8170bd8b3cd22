import Foundation
import Synchronization
import Traceless
import TracelessRuntime

/// Tells a user's control action from code's, also when UIKit sends it without a
/// `UIEvent`.
///
/// UIKit itself sends many of a finger's actions with no event: a switch's value (from
/// its visual element's recognisers, after the animation transaction commits), a
/// segmented control's, a stepper's (at the lift and from its autorepeat timer), a
/// page control's (at a tap's lift, and from its display link while it scrubs), a
/// refresh control's (from the scroll view's pan, finger still down),
/// a text field's editing events; an app's own control calls
/// `sendActionsForControlEvents:` from its touch handling. Code calling
/// `sendActionsForControlEvents:` passes none either. The difference is the finger
/// (``UserTouches/isFingers(_:events:area:)``): on the control now, still down in it, or
/// lifted from it a moment ago — for a refresh control, on the scroll view it refreshes.
///
/// Where `-[UIControl _sendActionsForEvents:withEvent:]` can be hooked (UIKit's step for
/// every send, by touch or by code), the answer is taken once per send there and every
/// action of that send shares it (``willSend(_:events:event:)``).
enum UserActions {
    private struct Send {
        let thread: pthread_t
        let control: UInt
        let users: Bool
        let events: UInt
        /// The control's public UIKit kind (for a send without a UIEvent), for a send UIKit
        /// makes while it handles this one.
        let type: String?
    }

    /// Sends under way, per thread (innermost last).
    private static let sends = Mutex<[Send]>([])

    /// Whether this UIKit takes `-[UIControl _sendActionsForEvents:withEvent:]` for every
    /// send (then a `sendAction:` outside one is code's own call).
    static let sendsAreSeen = ObjCClass(named: "UIControl")?.instanceMethod("_sendActionsForEvents:withEvent:") != nil

    /// `-[UIControl _sendActionsForEvents:withEvent:]` begins.
    static func willSend(_ control: ObjCObject, events: UInt, event: ObjCObject?) {
        let users: Bool
        var type: String?
        if event != nil {
            // A touch's send: the finger's, and what UIKit relays from it comes without one.
            UserTouches.noteSent(control, events: events)
            users = true
        } else {
            type = ClassFacts.of(control).publicType
            users = isUsers(control, events: events) || isRelayed(by: type)
        }
        let send = Send(thread: pthread_self(), control: control.objcWord, users: users, events: events, type: type)
        sends.withLock { $0.append(send) }
    }

    /// ... and ends.
    static func didSend() {
        let me = pthread_self()
        sends.withLock { sends in
            if let index = sends.lastIndex(where: { pthread_equal($0.thread, me) != 0 }) { sends.remove(at: index) }
        }
    }

    /// Whether a user's send of a control of the same kind is under way on this thread:
    /// UIKit relays a control's value to the control the app holds (a compact date picker
    /// sends its value when the picker in its overlay, where the finger is, sent its own).
    private static func isRelayed(by type: String?) -> Bool {
        guard let type else { return false }
        let me = pthread_self()
        return sends.withLock { $0.contains { pthread_equal($0.thread, me) != 0 && $0.users && $0.type == type } }
    }

    /// The send of `control` under way on this thread (innermost), if one is.
    private static func currentSend(of control: ObjCObject) -> Send? {
        let me = pthread_self()
        let word = control.objcWord
        return sends.withLock { $0.last { pthread_equal($0.thread, me) != 0 && $0.control == word } }
    }

    /// Whether the send of `events` by `control` going on now is a user's.
    static func isUsersSend(_ control: ObjCObject, events: UInt, event: ObjCObject?) -> Bool {
        if event != nil { return true }
        if let send = currentSend(of: control) { return send.users }
        return isUsers(control, events: events)
    }

    /// Whether `action`, which `control` runs now (`-[UIControl sendAction:]`), is a
    /// user's, and the control events of the send it runs in (0 when unknown). UIKit runs
    /// a control's actions inside a send, so where sends are seen, one outside a send is
    /// the app's own call — except a segmented control's: UIKit runs the selected
    /// segment's action on its own, just before the ValueChanged send, after the touch's
    /// event returned. That one is the finger's if the finger lifted from the control a
    /// moment ago, and is taken as the segment's ValueChanged.
    static func action(_ action: ObjCObject, of control: ObjCObject) -> (users: Bool, events: UInt) {
        if let send = currentSend(of: control) { return (send.users, send.events) }
        guard sendsAreSeen else { return (isUsers(control, events: 0), 0) }
        guard isSelectedSegments(action, of: control) else { return (false, 0) }
        // Claimed apart from the ValueChanged send that follows, which the finger accounts for too.
        return (UserTouches.isFingers(control, events: segmentActionClaim, area: control), ControlEvent.valueChanged.rawValue)
    }

    /// Whether `action` is the action of the segment `control` (a segmented control) has selected.
    private static func isSelectedSegments(_ action: ObjCObject, of control: ObjCObject) -> Bool {
        guard ClassFacts.of(control).isSegmentedControl,
              let index = control.probe(selectedSegmentIndex)?.int, index >= 0 else { return false }
        return control.probe(actionForSegmentAtIndex, index)?.object == action
    }

    /// A claim no control event has (those fit in 32 bits): a segment's action.
    private static let segmentActionClaim: UInt = 1 << 40

    /// Whether a send without an event that is not a user's is the finger's all the same:
    /// UIKit sending again what the finger accounted for already (iOS 26's slider sends
    /// its value once more at rest). Neither reported as the user's, nor as code's.
    static func isRepeatOfUsers(_ control: ObjCObject, events: UInt, event: ObjCObject?) -> Bool {
        event == nil && UserTouches.hasAccounted(control, events: events, area: area(of: control))
    }

    private static func isUsers(_ control: ObjCObject, events: UInt) -> Bool {
        UserTouches.isFingers(control, events: events, area: area(of: control))
    }

    /// Where the finger is for `control`'s sends: a refresh control's scroll view, else the control.
    private static func area(of control: ObjCObject) -> ObjCObject {
        if let refreshControlClass, control.probeKind(of: refreshControlClass), let scrollView = control.probe(superview)?.object {
            return scrollView
        }
        return control
    }

    private static let refreshControlClass = ObjCClass(named: "UIRefreshControl")
    private static let selectedSegmentIndex: ObjCSelector = "selectedSegmentIndex"
    private static let actionForSegmentAtIndex: ObjCSelector = "actionForSegmentAtIndex:"
    private static let superview: ObjCSelector = "superview"
}
