import TracelessRuntime

/// A seam for compatibility plugins (KVO, RxCocoa, a customer's own proxy): asked
/// before the plugin takes a delegate, it can make the plugin leave it alone.
///
/// ```swift
/// struct LeaveRxAlone: DelegateAdvisor {
///     func advice(for delegate: ObjCObject, of view: ObjCObject) -> DelegateAdvice {
///         delegate.isa.name.hasPrefix("_RX") ? .leaveAlone(reason: "RxCocoa proxy") : .proceed
///     }
/// }
/// ```
public protocol DelegateAdvisor: Sendable {
    func advice(for delegate: ObjCObject, of view: ObjCObject) -> DelegateAdvice
}

public enum DelegateAdvice: Sendable, Equatable {
    case proceed
    /// Do not hook or wrap this delegate; the reason goes to diagnostics.
    case leaveAlone(reason: String)
}
