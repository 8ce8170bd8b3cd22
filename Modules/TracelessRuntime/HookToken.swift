/// Removes the hook it was returned for. Removing leaves every other hook, ours
/// or anybody's, in place.
///
/// ```swift
/// let token = try Hooks.hook(cls, "viewDidAppear:", position: .after) { _ in }
/// token.remove()
/// ```
public final class HookToken: Hashable, Sendable, CustomStringConvertible {
    let id: UInt64
    public let className: String
    public let selector: String
    private let remover: @Sendable () -> Void
    private let activity: @Sendable () -> Bool

    init(id: UInt64, className: String, selector: String,
         remove: @escaping @Sendable () -> Void, isActive: @escaping @Sendable () -> Bool) {
        self.id = id
        self.className = className
        self.selector = selector
        self.remover = remove
        self.activity = isActive
    }

    /// Removes the hook. Calling it twice is harmless.
    public func remove() { remover() }

    /// False once removed.
    public var isActive: Bool { activity() }

    public var description: String { "-[\(className) \(selector)]#\(id)" }
    public static func == (lhs: HookToken, rhs: HookToken) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
