/// General hooks: before, instead of or after any method, on every instance of a
/// class or on one object.
///
/// ```swift
/// let controller = ObjCClass(named: "UIViewController")!
/// let token = try Hooks.hook(controller, "viewDidAppear:", position: .after, owner: "pages") { call in
///     print("appeared:", call.object.declaredClass.name, call.boolArgument(0))
/// }
/// defer { token.remove() }
/// ```
///
/// Methods whose arguments and return are integer-class (objects, integers,
/// `BOOL`, selectors) take a typed entry point without NSInvocation; others go
/// through the runtime's forwarding path. Either way the original runs with its
/// own `_cmd`, and is looked up when the call happens, so swizzles that others
/// apply before or after us keep working.
public enum Hooks {
    /// Hooks the request's method on every instance of `cls` (and its subclasses).
    ///
    /// Hooks on one (class, selector) share one patch; their handlers run by
    /// `priority` (higher first), then in the order they were installed.
    @discardableResult
    public static func hook(_ cls: ObjCClass, _ request: HookRequest) throws(HookError) -> HookToken {
        try HookTable.shared.install(cls, request, scope: 0)
    }

    /// Hooks the request's method on one object only, through a runtime subclass of
    /// its class (see ``ObjectHooks``). `-class` keeps answering the object's own class.
    @discardableResult
    public static func hook(_ object: ObjCObject, _ request: HookRequest) throws(HookError) -> HookToken {
        try ObjectHooks.shared.hook(object, request)
    }

    /// Hooks `selector` on every instance of `cls` (and its subclasses).
    ///
    /// Hooks on one (class, selector) share one patch; their handlers run by
    /// `priority` (higher first), then in the order they were installed.
    ///
    /// `types` is for a selector the class answers only through message forwarding
    /// (it has no method to take the signature from): the hook is added with that
    /// type encoding and calls through to the forwarding.
    @discardableResult
    public static func hook(
        _ cls: ObjCClass, _ selector: ObjCSelector, position: HookPosition = .after,
        owner: String = "", priority: Int = 0, mechanism: HookMechanism = .automatic,
        types: String? = nil, _ handler: @escaping HookHandler
    ) throws(HookError) -> HookToken {
        try hook(cls, HookRequest(
            selector, position: position, owner: owner, priority: priority, mechanism: mechanism, types: types, handler: handler))
    }

    /// Hooks `selector` on every instance of the class named `className`.
    @discardableResult
    public static func hook(
        _ className: String, _ selector: ObjCSelector, position: HookPosition = .after,
        owner: String = "", priority: Int = 0, mechanism: HookMechanism = .automatic,
        _ handler: @escaping HookHandler
    ) throws(HookError) -> HookToken {
        guard let cls = ObjCClass(named: className) else { throw .classNotFound(className) }
        return try hook(cls, selector, position: position, owner: owner, priority: priority, mechanism: mechanism, handler)
    }

    /// Hooks `selector` on one object only, through a runtime subclass of its class
    /// (see ``ObjectHooks``). `-class` keeps answering the object's own class.
    @discardableResult
    public static func hook(
        _ object: ObjCObject, _ selector: ObjCSelector, position: HookPosition = .after,
        owner: String = "", priority: Int = 0, mechanism: HookMechanism = .automatic,
        _ handler: @escaping HookHandler
    ) throws(HookError) -> HookToken {
        try hook(object, HookRequest(
            selector, position: position, owner: owner, priority: priority, mechanism: mechanism, handler: handler))
    }

    /// Every (class, selector) currently patched, for diagnostics.
    package static var installed: [InstalledHook] { HookTable.shared.snapshot() }
}
