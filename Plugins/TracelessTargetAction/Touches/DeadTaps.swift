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
        guard isTap(touch), !touch.answered, !answers(touch.view), !ElementAnnotations.isIgnored(touch.view) else { return nil }
        let element = UIKitIntrospection.element(for: touch.view)
        return Interaction(
            kind: .deadTap, plugin: plugin.rawValue, screen: UIKitIntrospection.screen(of: touch.view), element: element,
            elementKey: ElementPlace(of: touch.view).key(element.className), tap: touch.position)
    }

    /// Whether `view` or a view it sits in would take a tap.
    private static func answers(_ view: ObjCObject) -> Bool {
        if UIKitIntrospection.isInTextInput(view) { return true }
        var current: ObjCObject? = view
        var depth = 0
        while let candidate = current, depth < 64 {
            if takesTaps(candidate) { return true }
            current = candidate.probe(superview)?.object
            depth += 1
        }
        return false
    }

    private static func takesTaps(_ view: ObjCObject) -> Bool {
        let isa = view.isa
        if let controlClass, isa.isSubclass(of: controlClass) { return view.probe(isEnabled)?.bool ?? true }
        if answeringKinds.contains(where: isa.isSubclass(of:)) { return true }
        if let recognizers = view.probe(gestureRecognizers)?.object,
           UIKitIntrospection.elements(of: recognizers).contains(where: isTapRecognizer) { return true }
        // A view of the app's that handles touches itself (touchesEnded:withEvent: of its own).
        if let owner = view.probedClass.definingClass(of: touchesEnded), !UIKitClasses.isUIKit(owner) { return true }
        return false
    }

    /// An enabled recogniser that a tap can fire: not one that only follows motion.
    private static func isTapRecognizer(_ recognizer: ObjCObject) -> Bool {
        guard recognizer.probe(isEnabled)?.bool ?? false else { return false }
        let isa = recognizer.isa
        return !motionRecognizerKinds.contains(where: isa.isSubclass(of:))
    }

    // Looked up and registered once.
    private static let controlClass = ObjCClass(named: "UIControl")
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
    private static let touchesEnded: ObjCSelector = "touchesEnded:withEvent:"
}
