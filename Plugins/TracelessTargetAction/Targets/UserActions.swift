import Foundation
import Synchronization
import Traceless
import TracelessRuntime

/// Tells a user's control action from code's, also when UIKit sends it without a
/// `UIEvent`.
///
/// UIKit itself sends many of a finger's actions with no event: a switch's value (from
/// its visual element's recognisers, after the animation transaction commits), a
/// segmented control's, a stepper's (at touch down and from its autorepeat timer), a
/// page control's, a refresh control's (from the scroll view's pan, finger still down),
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

    /// Whether a `UIAction` that `control` runs now (`-[UIControl sendAction:]`) is a
    /// user's: UIKit runs them inside a send, so where sends are seen, one outside a send
    /// is the app's own call.
    static func isUsersAction(of control: ObjCObject) -> Bool { action(of: control).users }

    /// Whether a `UIAction` that `control` runs now is a user's (``isUsersAction(of:)``),
    /// and the control events of the send it runs in (0 when unknown).
    static func action(of control: ObjCObject) -> (users: Bool, events: UInt) {
        if let send = currentSend(of: control) { return (send.users, send.events) }
        return (sendsAreSeen ? false : isUsers(control, events: 0), 0)
    }

    private static func isUsers(_ control: ObjCObject, events: UInt) -> Bool {
        var area = control
        if let refreshControlClass, control.probeKind(of: refreshControlClass), let scrollView = control.probe(superview)?.object {
            area = scrollView
        }
        return UserTouches.isFingers(control, events: events, area: area)
    }

    private static let refreshControlClass = ObjCClass(named: "UIRefreshControl")
    private static let superview: ObjCSelector = "superview"
}
