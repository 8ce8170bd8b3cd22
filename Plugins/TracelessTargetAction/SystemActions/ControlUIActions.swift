import Foundation
import Synchronization
import Traceless
import TracelessRuntime

/// `UIAction`s on controls (iOS 14+): `addAction:forControlEvents:`, a button's primary
/// action. UIKit never calls `addTarget:` for them; it runs each through the public,
/// overridable `-[UIControl sendAction:(UIAction *)]` (then `-[UIAction
/// performWithSender:target:]`), inside `-[UIControl _sendActionsForEvents:withEvent:]`.
///
/// Reported as a control action of the control, once per send that is a user's
/// (``UserActions``), keyed `Scope.Class(place).UIAction.Event`; a slider's or
/// stepper's change once, when the finger lifts. An action the app gave an identifier
/// of its own is named by it in `selector`.
enum ControlUIActions {
    /// UIKit's identifier for an action made without one: a new UUID each launch.
    static let generatedIdentifierPrefix = "com.apple.action.dynamic."

    /// `-[UIControl sendAction:]` begins: report, and mark the action as the control's
    /// (its `performWithSender:target:` is not a menu's).
    static func willSend(_ action: ObjCObject?, from control: ObjCObject, session: TrackingSession?) {
        // Pushed whatever happens next: didSend pops it.
        marks.push(action)
        // A control UIKit keeps to itself (an iOS 26 tab button): its action is UIKit's wiring.
        guard let action, let session, session.isReporting, !ClassFacts.of(control).isUIKitsOwnControl else { return }
        let (users, events) = UserActions.action(action, of: control)
        guard users || (session.options.reportsProgrammatic && !UserActions.isRepeatOfUsers(control, events: events, event: nil)) else { return }
        let event = ControlEvent.first(in: events)
        let kind = session.valueKind(of: control)
        let identifier = appIdentifier(of: action)
        if session.holds(control, kind: kind, event: event, users: users) {
            session.heldValueChanges.hold(control, by: ObjectIdentifier(ControlUIActions.self)) { control in
                report(control, event: event, kind: kind, identifier: identifier, users: users, session: session)
            }
        } else {
            // Without a closure to keep: a tap's report allocates none.
            report(control, event: event, kind: kind, identifier: identifier, users: users, session: session)
        }
    }

    private static func report(
        _ control: ObjCObject, event: ControlEvent?, kind: ControlValue.Kind?, identifier: String?, users: Bool,
        session: TrackingSession
    ) {
        let value = kind.flatMap { ControlValue.read(control, as: $0) }
        InteractionCapture.controlAction(
            control, event: event, action: identifier ?? "UIAction", programmatic: !users, value: value,
            context: session.context,
            key: { place in
                // The key last built, while the same control is tapped again.
                let name = ClassFacts.of(control).name
                return lastKey.key(place, name, event?.name ?? "") { place.key(name, "UIAction", event?.name) }
            })
    }

    static func didSend() { marks.pop() }

    /// Whether `action` is being run by a control's `sendAction:` on this thread.
    static func isSending(_ action: ObjCObject) -> Bool { marks.contains(action) }

    /// The identifier an app gave the action, not one UIKit generated.
    static func appIdentifier(of action: ObjCObject) -> String? {
        // Looked at as bytes: almost every action has a generated one, read on every tap.
        guard let bytes = UIKitIntrospection.utf8(action.probe(identifier)?.object), bytes.pointee != 0,
              strncmp(bytes, generatedIdentifierPrefix, generatedIdentifierPrefix.utf8.count) != 0 else { return nil }
        return String(cString: bytes)
    }

    private static let identifier: ObjCSelector = "identifier"
    private static let lastKey = LastKey()

    private static let marks = ActionMarks()
}

/// Objects a hook is in the middle of, per thread: so a deeper hook on the same path
/// knows the outer one reported (one event per user action, never one per hop).
final class ActionMarks: @unchecked Sendable {
    private struct Mark {
        let thread: pthread_t
        let object: UInt
    }

    private let marks = Mutex<[Mark]>([])

    /// Marks `object` (nil: nothing, but still a mark for ``pop()`` to take).
    func push(_ object: ObjCObject?) {
        let mark = Mark(thread: pthread_self(), object: object?.objcWord ?? 0)
        marks.withLock { $0.append(mark) }
    }

    func pop() {
        let me = pthread_self()
        marks.withLock { marks in
            if let index = marks.lastIndex(where: { pthread_equal($0.thread, me) != 0 }) { marks.remove(at: index) }
        }
    }

    func contains(_ object: ObjCObject) -> Bool {
        let me = pthread_self()
        let word = object.objcWord
        return marks.withLock { $0.contains { pthread_equal($0.thread, me) != 0 && $0.object == word } }
    }
}
