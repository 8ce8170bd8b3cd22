/// What RxCocoa's objects are called in the Objective-C runtime. RxCocoa is Swift:
/// its classes carry mangled runtime names (`_TtC7RxCocoa13ControlTarget`;
/// GestureTarget is generic, one class per recogniser class:
/// `_TtGC7RxCocoa13GestureTargetCSo22UITapGestureRecognizer_`), and
/// `NSStringFromClass` answers the demangled `RxCocoa.ControlTarget` on Apple
/// platforms: both spellings are accepted.
enum RxCocoaNames {
    /// The action every ControlTarget and GestureTarget registers (RxTarget.swift).
    static let eventHandler = "eventHandler:"
    static let controlTarget = ["_TtC7RxCocoa13ControlTarget", "RxCocoa.ControlTarget"]
    static let gestureTargetPrefixes = ["_TtGC7RxCocoa13GestureTarget", "RxCocoa.GestureTarget<"]
    /// `_RXObjCRuntime`'s prefix: of the runtime subclass it moves an observed object
    /// into (`_RX_namespace_<Class>`), and of the alias under which it keeps the
    /// implementation it found for a forwarded method (`_RX_namespace_<selector>`).
    static let runtimePrefix = "_RX_namespace_"
    /// RxCocoa's Objective-C delegate proxy base class (every `DelegateProxy` subclasses it).
    static let delegateProxy = "_RXDelegateProxy"

    /// Any class of RxCocoa's module.
    static func isRxCocoa(_ className: String) -> Bool {
        className.contains("7RxCocoa") || className.hasPrefix("RxCocoa.")
    }

    /// A ControlTarget or GestureTarget registered with its own action.
    static func isClosureBox(_ className: String, action: String) -> Bool {
        guard action == eventHandler else { return false }
        return controlTarget.contains(className) || gestureTargetPrefixes.contains { className.hasPrefix($0) }
    }
}
