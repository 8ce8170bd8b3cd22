/// Where a hook runs relative to the original implementation.
public enum HookPosition: String, Hashable, Sendable, CaseIterable {
    /// Before the original; the original then runs as usual, unless a `before` handler
    /// already ran it (it runs once a call).
    case before
    /// In place of the original; the handler calls ``HookInvocation/invokeOriginal()`` if it wants it.
    case instead
    /// After the original, with its return value readable.
    case after
}

/// How a hooked call reaches the hook.
public enum HookMechanism: String, Hashable, Sendable {
    /// The typed fast path where the signature allows it, else forwarding.
    case automatic
    /// A direct entry point per (class, selector): no NSInvocation, a few ns per call.
    /// Only for signatures whose arguments and return are integer-class words.
    case typed
    /// The forwarding path (an NSInvocation per call), for any signature but those
    /// the runtime cannot pass on intact (see ``HookError/unsupportedSignature(selector:types:reason:)``).
    case forwarding
}

/// A hook's body. It receives the call and may read its arguments, call the
/// original (for `instead`) and read or set the return value.
public typealias HookHandler = @Sendable (inout HookInvocation) -> Void
