/// One patched (class, selector), as diagnostics show it.
public struct InstalledHook: Hashable, Sendable, Codable {
    public let className: String
    public let selector: String
    public let mechanism: HookMechanism
    /// The owners of the handlers that run there.
    public let owners: [String]
    public let handlerCount: Int
    /// False when somebody replaced the method after us (we then run inside their chain).
    public let isCurrent: Bool
}

extension HookMechanism: Codable {}
