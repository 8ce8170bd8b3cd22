/// One hook as asked for: the method, when the handler runs, who owns it, how the
/// call reaches it and what runs. It travels as one value from a plugin through the
/// registry (which sets owner and priority) to the runtime; where it goes (a class,
/// one object) is said beside it.
///
/// ```swift
/// let request = HookRequest("viewDidAppear:", owner: "pages") { call in
///     print("appeared:", call.object.declaredClass.name)
/// }
/// let token = try Hooks.hook(ObjCClass(named: "UIViewController")!, request)
/// ```
public struct HookRequest: Sendable {
    public var selector: ObjCSelector
    public var position: HookPosition
    /// Shown in diagnostics; `instead` hooks of two owners on one method conflict.
    public var owner: String
    /// Where hooks share a method, higher runs first; ties in installation order.
    public var priority: Int
    public var mechanism: HookMechanism
    /// The method's type encoding, for a selector the class answers only through
    /// message forwarding (it has no method to take the signature from).
    public var types: String?
    public var handler: HookHandler

    public init(
        _ selector: ObjCSelector, position: HookPosition = .after, owner: String = "", priority: Int = 0,
        mechanism: HookMechanism = .automatic, types: String? = nil, handler: @escaping HookHandler
    ) {
        self.selector = selector
        self.position = position
        self.owner = owner
        self.priority = priority
        self.mechanism = mechanism
        self.types = types
        self.handler = handler
    }
}
