import Traceless
import TracelessRuntime

/// The Swift state of one tracking target: the business pair it stands beside,
/// who owns it, and the senders (controls or recognisers) it is registered on.
///
/// One exists per (owner, key). The owner is the business target, which retains
/// the tracking target through an association, so the tracking target lives
/// exactly as long as the business target it reports for. For an
/// action sent up the responder chain (nil target) the sender owns it.
final class TrackingTarget: @unchecked Sendable {
    enum Sender: Hashable {
        case control(ControlEvent)
        case gesture

        var controlEvent: ControlEvent? {
            if case .control(let event) = self { event } else { nil }
        }
    }

    /// The Objective-C tracking target (unretained: the owner holds it).
    let object: ObjCObject
    let key: TrackedPair
    let sender: Sender
    /// The business target, compared by address only; 0 for a nil target.
    let businessTarget: UInt
    let owner: ObjCObject
    let ownerKey: AssociationKey
    let session: TrackingSession
    /// Set when the business target is a closure box: the key is then read from
    /// the element's place when the action fires, not from the target's class.
    let closureBox: ClosureBox?

    // Guarded by the session's lock.
    /// Addresses of the live senders it is registered on.
    var senders: Set<UInt> = []
    /// Recognisers whose continuous gesture began and was reported.
    var gesturesInProgress: Set<UInt> = []

    init(object: ObjCObject, key: TrackedPair, sender: Sender, businessTarget: UInt,
         owner: ObjCObject, ownerKey: AssociationKey, session: TrackingSession, closureBox: ClosureBox?) {
        self.object = object
        self.key = key
        self.sender = sender
        self.businessTarget = businessTarget
        self.owner = owner
        self.ownerKey = ownerKey
        self.session = session
        self.closureBox = closureBox
    }

    /// The element key an interaction reports: the place of `view` (the control, or the
    /// recogniser's view) as it is now (``ElementPlace``), then the action and the event.
    /// A second recogniser of the same class on one view is told apart by its index
    /// among them (`UITapGestureRecognizer[1]`).
    func reportedKey(place: ElementPlace, view: ObjCObject?, recognizer: ObjCObject? = nil) -> String {
        let index = recognizer.flatMap { recognizer in view.map { Self.index(of: recognizer, on: $0) } } ?? 0
        let sender = index > 0 ? "\(key.senderClass)[\(index)]" : key.senderClass
        // The action and the event are this target's own.
        return lastKey.key(place, sender) {
            place.key(sender, closureBox?.omitsAction == true ? nil : key.action, key.controlEvent?.name)
        }
    }

    private let lastKey = LastKey()

    /// The recogniser's index among the view's recognisers of its class (0 when alone,
    /// and left out of the key then, so the common case reads simply).
    private static func index(of recognizer: ObjCObject, on view: ObjCObject) -> Int {
        guard let all = view.probe(gestureRecognizers)?.object else { return 0 }
        let cls = recognizer.probedClass
        var index = 0
        for other in UIKitIntrospection.elements(of: all) {
            if other == recognizer { return index }
            if other.probedClass == cls { index += 1 }
        }
        return 0
    }

    private static let gestureRecognizers: ObjCSelector = "gestureRecognizers"

    var controlEvent: ControlEvent? { sender.controlEvent }

    /// Whether a business `removeTarget:action:...` call takes this pair away, with
    /// UIKit's wildcards: a nil target matches every target, a NULL action every action.
    func isRemoved(target: UInt, action: String?, events: UInt?) -> Bool {
        guard target == 0 || target == businessTarget else { return false }
        guard action == nil || action == key.action else { return false }
        guard let events, let controlEvent else { return true }
        return events & controlEvent.rawValue != 0
    }

    /// Where the pair is registered with its sender.
    func register(on sender: ObjCObject) {
        switch self.sender {
        case .control(let event):
            sender.send("addTarget:action:forControlEvents:", object, TrackingTargetClass.controlAction, event.rawValue)
        case .gesture:
            sender.send("addTarget:action:", object, TrackingTargetClass.gestureAction)
        }
    }

    func unregister(from sender: ObjCObject) {
        switch self.sender {
        case .control(let event):
            sender.send("removeTarget:action:forControlEvents:", object, TrackingTargetClass.controlAction, event.rawValue)
        case .gesture:
            sender.send("removeTarget:action:", object, TrackingTargetClass.gestureAction)
        }
    }

    // MARK: Actions

    /// A control sent the action. A user's action carries the touch's `UIEvent` or, for
    /// the controls UIKit sends without one (a switch, a segmented control, a refresh
    /// control, an app's own control calling `sendActionsForControlEvents:` from its
    /// touch handling), happens while the finger is on the control. Anything else is
    /// code's (``UserTouches``), reported only on request.
    func controlSentAction(from control: ObjCObject, event: ObjCObject?) {
        guard let controlEvent, session.isReporting else { return }
        let users = UserActions.isUsersSend(control, events: controlEvent.rawValue, event: event)
        guard users || (session.options.reportsProgrammatic && !UserActions.isRepeatOfUsers(control, events: controlEvent.rawValue, event: event))
        else { return }
        let kind = session.valueKind(of: control)
        if session.holds(control, kind: kind, event: controlEvent, users: users) {
            session.heldValueChanges.hold(control, by: ObjectIdentifier(self)) { [self] in report($0, as: kind) }
            return
        }
        report(control, as: kind, programmatic: !users)
    }

    /// Reports the action, with the control's value as it is now.
    func report(_ control: ObjCObject, as kind: ControlValue.Kind?, programmatic: Bool = false) {
        guard let controlEvent, session.isReporting else { return }
        let value = kind.flatMap { ControlValue.read(control, as: $0) }
        InteractionCapture.controlAction(
            control, event: controlEvent, action: key.action, programmatic: programmatic, value: value,
            context: session.context, key: { reportedKey(place: $0, view: control) })
    }

    /// A recogniser sent the action. Reported once per gesture, when it is
    /// recognised: a continuous gesture at Began, a discrete one at Ended
    /// (UIKit's Recognized); Changed and Cancelled are not new interactions.
    func recognizerSentAction(_ recognizer: ObjCObject) {
        guard case .gesture = sender, session.isReporting else { return }
        let state = recognizer.probe(GestureState.stateSelector)?.int ?? 0
        let word = recognizer.objcWord
        let recognised: Bool = session.withLock {
            switch state {
            case GestureState.began:
                gesturesInProgress.insert(word)
                return true
            case GestureState.ended:
                return gesturesInProgress.remove(word) == nil
            case GestureState.cancelled, GestureState.failed:
                gesturesInProgress.remove(word)
                return false
            default:
                return false
            }
        }
        guard recognised else { return }
        let view = recognizer.probe(GestureState.viewSelector)?.object
        InteractionCapture.gesture(
            recognizer, view: view, state: state, action: key.action, context: session.context,
            key: { reportedKey(place: $0, view: view, recognizer: recognizer) })
    }
}

/// `UIGestureRecognizer.State` raw values.
enum GestureState {
    static let began = 1
    static let ended = 3
    static let cancelled = 4
    static let failed = 5
    // Registered once: a continuous gesture sends its action on every frame.
    static let stateSelector: ObjCSelector = "state"
    static let viewSelector: ObjCSelector = "view"
}
