/// Why the runtime refused a hook. Every refusal is one of these; none crashes.
public enum HookError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No class of that name is loaded.
    case classNotFound(String)
    /// Neither the class nor an ancestor implements the selector.
    case selectorNotFound(class: String, selector: String)
    /// The hook was declared for another signature than the method has.
    case signatureMismatch(selector: String, expected: String, actual: String)
    /// The selector belongs to memory management or to the hooking machinery itself.
    case forbiddenSelector(String, reason: String)
    /// The object or class cannot be hooked without breaking it.
    case unsafeClass(String, reason: String)
    /// An `instead` hook is already installed for the same (class, selector, scope).
    case conflictingHook(class: String, selector: String, existingOwner: String)
    /// The method's signature needs the forwarding path, and this runtime offers none.
    case forwardingUnavailable(selector: String)
    /// The method's signature has a value the forwarding path cannot pass on intact
    /// on this runtime (GNUstep: a union, a bit field, a `long double`): the method
    /// is left as it was.
    case unsupportedSignature(selector: String, types: String, reason: String)
    /// A nil object was passed where an object was required.
    case nilObject
    /// The runtime could not make another entry point (memory refused): the method
    /// is left as it was.
    case entryPointsExhausted(class: String, selector: String)

    public var description: String {
        switch self {
        case .classNotFound(let name): "class \(name) not found"
        case .selectorNotFound(let cls, let sel): "-[\(cls) \(sel)] not found"
        case .signatureMismatch(let sel, let expected, let actual): "\(sel): expected signature \(expected), found \(actual)"
        case .forbiddenSelector(let sel, let reason): "\(sel) cannot be hooked: \(reason)"
        case .unsafeClass(let cls, let reason): "\(cls) cannot be hooked safely: \(reason)"
        case .conflictingHook(let cls, let sel, let owner): "-[\(cls) \(sel)] already has an instead hook (owner: \(owner))"
        case .forwardingUnavailable(let sel): "\(sel) needs the forwarding path, which this runtime does not offer"
        case .unsupportedSignature(let sel, let types, let reason): "\(sel) (\(types)) cannot be hooked: \(reason)"
        case .nilObject: "nil object"
        case .entryPointsExhausted(let cls, let sel): "-[\(cls) \(sel)] left alone: no entry point could be made for it"
        }
    }
}
