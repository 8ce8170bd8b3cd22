import CTracelessRuntime

/// What the Objective-C runtime in this process can do, for plugins that need it.
public enum RuntimeCapability: String, Hashable, Sendable, Codable, CaseIterable {
    /// Hooks through an NSInvocation (the forwarding path) for any signature.
    case forwarding
    /// Associated objects (native on Apple, a side table on the GNU runtime).
    case associatedObjects
    /// Objects can be moved into runtime subclasses (isa-swizzling).
    case isaSubclassing

    /// The capabilities of the runtime this process runs on.
    public static var available: Set<RuntimeCapability> {
        var set: Set<RuntimeCapability> = [.associatedObjects, .isaSubclassing]
        if tl_forwarding_available() { set.insert(.forwarding) }
        return set
    }

    /// "gnu" or "apple".
    package static var runtimeName: String { tl_runtime_is_gnu() ? "gnu" : "apple" }
}
