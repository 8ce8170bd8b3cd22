import Foundation
import Traceless
import TracelessRuntime

/// A business target that only carries a closure: RxCocoa's `ControlTarget`
/// (`button.rx.tap`), ReactiveCocoa's `CocoaTarget`, block-based helpers. Every
/// button bound through one library reaches UIKit with the same target class and
/// action, so `TargetClass.SenderClass.action.Event` would name them all alike.
///
/// A closure box is keyed by where the element is instead (``ElementPlace``):
/// `Screen.SenderClass(element)[.action][.Event]`, e.g.
/// `CatalogController.UIButton(UIButton[1]).eventHandler:.TouchUpInside`. For a
/// gesture the element is the recogniser's view.
///
/// Which targets are closure boxes:
/// - a target a ``ClosureBoxRule`` recognises (a compatibility plugin knows its
///   library's classes; the rule may leave the box's own action out of the key);
/// - otherwise any target that is not a `UIResponder`: a view or a controller is
///   its own element or screen, anything else cannot be in the responder chain
///   and says nothing about where the user touched.
///
/// A nil target (sent up the responder chain) is not a closure box.
struct ClosureBox: Sendable, Hashable {
    /// The library a rule named, nil for the general rule.
    let library: String?
    /// Whether the action is the box's own plumbing (`eventHandler:`), left out of the key.
    let omitsAction: Bool

    /// The key of an interaction through this box, read when it happens (the
    /// element may have been added to its screen after it was bound). For a
    /// gesture, `recognizer` is the sender: a second recogniser of the same class on
    /// one view is told apart by its index among them (`UITapGestureRecognizer[1](…)`).
    func key(
        view: ObjCObject?, recognizer: ObjCObject?, senderClass: String, action: String, controlEvent: ControlEvent?
    ) -> String {
        let place = view.map(ElementPlace.init(of:)) ?? ElementPlace(screen: "-", element: "-")
        let index = recognizer.flatMap { recognizer in view.map { Self.index(of: recognizer, on: $0) } } ?? 0
        var parts = [place.screen, "\(senderClass)\(index > 0 ? "[\(index)]" : "")(\(place.element))"]
        if !omitsAction { parts.append(action) }
        if let controlEvent { parts.append(controlEvent.name) }
        return parts.joined(separator: ".")
    }

    /// The recogniser's index among the view's recognisers of its class (0 when alone,
    /// and left out of the key then, so the common case reads simply).
    private static func index(of recognizer: ObjCObject, on view: ObjCObject) -> Int {
        guard let all = view.probe(gestureRecognizers)?.object?.probeAs(arrayClass) else { return 0 }
        let cls = recognizer.probedClass
        var index = 0
        for i in 0..<(all.probe(count)?.int ?? 0) {
            guard let other = all.probe(objectAtIndex, i)?.object else { continue }
            if other == recognizer { return index }
            if other.probedClass == cls { index += 1 }
        }
        return 0
    }

    // Looked up and registered once.
    private static let arrayClass = ObjCClass(named: "NSArray")
    private static let gestureRecognizers: ObjCSelector = "gestureRecognizers"
    private static let count: ObjCSelector = "count"
    private static let objectAtIndex: ObjCSelector = "objectAtIndex:"
}

/// Recognises one library's closure-box targets. Compatibility plugins register
/// rules while they run (``ClosureBoxRules``); TargetAction asks them before its
/// general rule.
///
/// ```swift
/// let rule = ClosureBoxRule(library: "ReactiveCocoa", omitsAction: true) { targetClass, action in
///     targetClass.contains("13ReactiveCocoa10CocoaTarget") && action == "invoke:"
/// }
/// let token = ClosureBoxRules.add(rule)
/// // ... later
/// ClosureBoxRules.remove(token)
/// ```
public struct ClosureBoxRule: Sendable {
    /// The library, named in diagnostics.
    public let library: String
    /// True when the target's action is the library's own (every binding sends
    /// the same one): it says nothing, and is left out of the element key.
    public let omitsAction: Bool
    /// Whether a target of this class (its runtime name) with this action is one
    /// of the library's closure boxes. Called on the thread that adds the target;
    /// it must not message app objects.
    public let recognizes: @Sendable (_ targetClass: String, _ action: String) -> Bool

    public init(library: String, omitsAction: Bool, recognizes: @escaping @Sendable (_ targetClass: String, _ action: String) -> Bool) {
        self.library = library
        self.omitsAction = omitsAction
        self.recognizes = recognizes
    }
}

/// The closure-box rules registered now, process-wide (TargetAction sessions and
/// the plugins that add rules are separate objects that meet only here).
public enum ClosureBoxRules {
    /// Identifies one registration, for ``remove(_:)``.
    public struct Token: Hashable, Sendable {
        fileprivate let value: Int
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var rules: [(Token, ClosureBoxRule)] = []
    nonisolated(unsafe) private static var next = 0

    /// Adds a rule; targets added from now on are matched against it.
    @discardableResult
    public static func add(_ rule: ClosureBoxRule) -> Token {
        lock.withLock {
            next += 1
            let token = Token(value: next)
            rules.append((token, rule))
            return token
        }
    }

    /// Removes a rule added by ``add(_:)``.
    public static func remove(_ token: Token) {
        lock.withLock { rules.removeAll { $0.0 == token } }
    }

    static var current: [ClosureBoxRule] { lock.withLock { rules.map(\.1) } }
}

/// Sorts business targets into ordinary ones and closure boxes, and says so in
/// diagnostics.
enum ClosureBoxClassifier {
    private static let responderClass = ObjCClass(named: "UIResponder")

    /// Libraries whose closure boxes a compatibility plugin attributes better, by a
    /// marker in their (possibly Swift-mangled) class names. Only for the hint in
    /// diagnostics: TargetAction knows no library's classes otherwise.
    private static let hints: [(marker: String, library: String, plugin: String)] = [
        ("RxCocoa", "RxCocoa", "traceless.rx-compat"),
    ]

    static func classify(_ target: ObjCObject?, targetClass: String, action: String, context: PluginContext) -> ClosureBox? {
        guard let target else { return nil }
        let rules = ClosureBoxRules.current
        if let rule = rules.first(where: { $0.recognizes(targetClass, action) }) {
            return ClosureBox(library: rule.library, omitsAction: rule.omitsAction)
        }
        // Without UIKit's responder class nothing can be told apart: keep the class-based key.
        guard let responderClass, !target.probeKind(of: responderClass) else { return nil }
        var reason = "closure-box target (not a responder): keyed by screen and element, not by its class"
        if let hint = hints.first(where: { targetClass.contains($0.marker) }),
           !rules.contains(where: { $0.library == hint.library }) {
            reason += "; \(hint.plugin) would attribute \(hint.library) targets better"
        }
        context.skip(targetClass, reason: reason)
        return ClosureBox(library: nil, omitsAction: false)
    }
}
