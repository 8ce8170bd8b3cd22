/// One patched (class, selector), as diagnostics show it.
package struct InstalledHook: Hashable, Sendable, Codable {
    package let className: String
    package let selector: String
    package let mechanism: HookMechanism
    /// The owners of the handlers that run there.
    package let owners: [String]
    package let handlerCount: Int
    /// False when somebody replaced the method after us (we then run inside their chain).
    package let isCurrent: Bool
}

extension HookMechanism: Codable {}
