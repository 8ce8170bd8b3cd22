import Traceless
import TracelessRuntime

/// A tap nothing answered: no control, gesture recogniser, list, text input or web
/// view took it, no action ran and nothing was reported while the finger was down.
/// The user touched something that looks tappable and is not (PostHog's and
/// Amplitude's dead clicks). Reported once, naming the view under the finger.
///
/// A tap is a touch that ended where it began (at most `maximumMovement` points away)
/// within `maximumDuration`; a drag, a long hold or a touch UIKit cancelled is not one.
enum DeadTaps {
    static let maximumMovement = 10.0
    static let maximumDuration = 1.0

    static func isTap(_ touch: UserTouches.Finished) -> Bool {
        !touch.cancelled && touch.distance <= maximumMovement && touch.duration <= maximumDuration
    }

    /// The interaction for a tap that ended unanswered, or nil when something answers it.
    static func interaction(for touch: UserTouches.Finished, plugin: PluginID) -> Interaction? {
        guard isTap(touch), !touch.answered, !answers(touch), !ElementAnnotations.isIgnored(touch.view) else { return nil }
        let element = UIKitIntrospection.element(for: touch.view)
        return Interaction(
            kind: .deadTap, plugin: plugin.rawValue, screen: UIKitIntrospection.screen(of: touch.view), element: element,
            elementKey: ElementPlace(of: touch.view).key(element.className), tap: touch.position)
    }

    /// Whether the view under the finger, or a view it sits in, would take the tap.
    private static func answers(_ touch: UserTouches.Finished) -> Bool {
        if UIKitIntrospection.isInTextInput(touch.view) { return true }
        var current: ObjCObject? = touch.view
        var depth = 0
        while let candidate = current, depth < 64 {
            if takesTaps(candidate, touch) { return true }
            current = candidate.probe(superview)?.object
            depth += 1
        }
        return false
    }

    private static func takesTaps(_ view: ObjCObject, _ touch: UserTouches.Finished) -> Bool {
        let isa = view.isa
        if let controlClass, isa.isSubclass(of: controlClass) { return view.probe(isEnabled)?.bool ?? true }
        if answeringKinds.contains(where: isa.isSubclass(of:)) { return true }
        if let recognizers = view.probe(gestureRecognizers)?.object,
           UIKitIntrospection.elements(of: recognizers).contains(where: { answers(touch, by: $0) }) { return true }
        // A view of the app's that handles touches itself (touchesEnded:withEvent: of its own).
        if let owner = view.probedClass.definingClass(of: touchesEnded), !UIKitClasses.isUIKit(owner) { return true }
        return false
    }

    /// Whether an enabled recogniser could have fired on this tap. Any tap recogniser
    /// could. One that only follows motion could not, nor a long press the finger left
    /// before its minimum duration. UIKit's private recognisers are its own machinery:
    /// every scroll view carries a touch delay and its indicator's long presses, which
    /// answer no tap on the content.
    private static func answers(_ touch: UserTouches.Finished, by recognizer: ObjCObject) -> Bool {
        guard recognizer.probe(isEnabled)?.bool ?? false else { return false }
        let isa = recognizer.isa
        if let tapClass, isa.isSubclass(of: tapClass) { return true }
        if motionRecognizerKinds.contains(where: isa.isSubclass(of:)) { return false }
        if UIKitClasses.isPrivateUIKit(recognizer.probedClass) { return false }
        if let longPressClass, isa.isSubclass(of: longPressClass) {
            return touch.duration >= recognizer.probeDouble(minimumPressDuration) ?? 0
        }
        return true
    }

    // Looked up and registered once.
    private static let controlClass = ObjCClass(named: "UIControl")
    private static let tapClass = ObjCClass(named: "UITapGestureRecognizer")
    private static let longPressClass = ObjCClass(named: "UILongPressGestureRecognizer")
    /// Lists take taps on their cells; web views take them in their pages.
    private static let answeringKinds = ["UITableViewCell", "UICollectionViewCell", "WKWebView", "UIWebView"]
        .compactMap(ObjCClass.init(named:))
    private static let motionRecognizerKinds = [
        "UIPanGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
        "UISwipeGestureRecognizer", "UIHoverGestureRecognizer",
    ].compactMap(ObjCClass.init(named:))
    private static let superview: ObjCSelector = "superview"
    private static let isEnabled: ObjCSelector = "isEnabled"
    private static let gestureRecognizers: ObjCSelector = "gestureRecognizers"
    private static let minimumPressDuration: ObjCSelector = "minimumPressDuration"
    private static let touchesEnded: ObjCSelector = "touchesEnded:withEvent:"
}
