import Traceless
import TracelessRuntime

/// Target-action pairs the app registered before `start()`: found by walking the
/// windows' view trees once at start, and tracked as if they had just been added.
///
/// Controls answer through public API (`allTargets`, `allControlEvents`,
/// `actionsForTarget:forControlEvent:`). Gesture recognisers have none: their
/// pairs are read from UIKit's `_targets` list of `UIGestureRecognizerTarget`
/// records (`_target`, `_action`), and only where those variables exist with the
/// expected types; otherwise the recogniser is left alone and diagnostics say so.
///
/// A pair found this way has its tracking target after the business pair, so its
/// report comes after the business action instead of before it.
enum ExistingTargets {
    private static let controlClass = ObjCClass(named: "UIControl")
    private static let nullClass = ObjCClass(named: "NSNull")

    static func attach(_ session: TrackingSession) {
        // start() may run on any thread, with no pool of the app's around it.
        withAutoreleasePool { walk(session) }
    }

    private static func walk(_ session: TrackingSession) {
        for view in UIKitIntrospection.viewsInWindows() {
            if let controlClass, view.probeKind(of: controlClass) { attachControl(view, session) }
            if let recognizers = view.probe("gestureRecognizers")?.object {
                for recognizer in UIKitIntrospection.elements(of: recognizers) { attachRecognizer(recognizer, session) }
            }
        }
    }

    private static func attachControl(_ control: ObjCObject, _ session: TrackingSession) {
        guard let targets = control.probe("allTargets")?.object?.probe("allObjects")?.object,
              let mask = control.probe("allControlEvents").map({ UInt($0.word) }), mask != 0 else { return }
        for target in UIKitIntrospection.elements(of: targets) {
            let business: ObjCObject? = nullClass.map { target.isa == $0 } == true ? nil : target
            if let business, session.isTrackingTarget(business) { continue }
            for event in ControlEvent.bits(in: mask) {
                guard let actions = control.probe("actionsForTarget:forControlEvent:", business?.objcWord ?? 0, event.rawValue)?.object
                else { continue }
                for name in UIKitIntrospection.elements(of: actions) {
                    guard let action = UIKitIntrospection.string(name) else { continue }
                    session.controlAdded(control, target: business, action: action, events: event.rawValue)
                }
            }
        }
    }

    private static func attachRecognizer(_ recognizer: ObjCObject, _ session: TrackingSession) {
        guard let list = recognizer.instanceVariableWord("_targets", type: "@").flatMap(ObjCObject.init(word:)) else {
            session.context.skip(
                recognizer.probedClass.name,
                reason: "gesture recogniser created before start(): its targets cannot be read (no _targets list), so its gestures are not reported")
            return
        }
        for record in UIKitIntrospection.elements(of: list) {
            guard let actionWord = record.instanceVariableWord("_action", type: ":"), actionWord != 0,
                  let targetWord = record.instanceVariableWord("_target", type: "@") else {
                session.context.skip(
                    record.probedClass.name,
                    reason: "gesture target record of unknown layout (no _target/_action): left alone")
                continue
            }
            let target = ObjCObject(word: targetWord)
            if let target, session.isTrackingTarget(target) { continue }
            guard let raw = OpaquePointer(bitPattern: actionWord) else { continue }
            session.recognizerAdded(recognizer, target: target, action: ObjCSelector(raw: raw).name)
        }
    }
}
