import Foundation
import Traceless
import TracelessRuntime

/// A business target that only carries a closure: RxCocoa's `ControlTarget`
/// (`button.rx.tap`), ReactiveCocoa's `CocoaTarget`, block-based helpers. Every
/// button bound through one library reaches UIKit with the same target class and
/// action, which says nothing about the element: the box's own action may be left out
/// of the element key (`CatalogController.UIButton(UIButton[1]).TouchUpInside`).
///
/// Which targets are closure boxes:
/// - a target a ``ClosureBoxRule`` recognises (a compatibility plugin knows its
///   library's classes; the rule may leave the box's own action out of the key);
/// - otherwise any target that is not a `UIResponder`: a view or a controller is
///   its own element or screen, anything else cannot be in the responder chain
///   and says nothing about where the user touched (diagnostics name it).
///
/// A nil target (sent up the responder chain) is not a closure box.
struct ClosureBox: Sendable, Hashable {
    /// The library a rule named, nil for the general rule.
    let library: String?
    /// Whether the action is the box's own plumbing (`eventHandler:`), left out of the key.
    let omitsAction: Bool
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
        var reason = "closure-box target (not a responder): its element is named by its place, as every element is"
        if let hint = hints.first(where: { targetClass.contains($0.marker) }),
           !rules.contains(where: { $0.library == hint.library }) {
            reason += "; \(hint.plugin) would attribute \(hint.library) targets better"
        }
        context.skip(targetClass, reason: reason)
        return ClosureBox(library: nil, omitsAction: false)
    }
}
