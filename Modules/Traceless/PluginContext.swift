import TracelessRuntime

/// What a plugin gets from the registry: a way to report interactions, its
/// options, and hooks that the registry removes when it stops.
///
/// ```swift
/// context.emit(Interaction(kind: .listSelection, plugin: context.pluginID.rawValue))
/// let token = try context.hook(delegate, "tableView:didSelectRowAtIndexPath:", position: .after) { call in ... }
/// ```
public final class PluginContext: @unchecked Sendable {
    public let pluginID: PluginID
    /// This plugin's options from the configuration.
    public let options: [String: String]
    public let configuration: TracelessConfiguration
    let priority: Int
    /// The registry outlives its contexts (it removes them on stop); unowned(unsafe)
    /// keeps reference counting off the hooked call path.
    unowned(unsafe) let registry: TracelessRegistry
    /// 1 while the plugin is enabled (read on every hooked call, so lock-free).
    @usableFromInline let enabled = AtomicCounter(1)
    /// The registry's global switch, held directly: read on every hooked call.
    @usableFromInline let globalSwitch: AtomicCounter
    let emitted = AtomicCounter()
    let dropped = AtomicCounter()
    private let lock = RuntimeLock()
    private var tokens: [HookToken] = []

    init(pluginID: PluginID, priority: Int, configuration: TracelessConfiguration, registry: TracelessRegistry) {
        self.pluginID = pluginID
        self.priority = priority
        self.configuration = configuration
        self.options = configuration.pluginOptions[pluginID] ?? [:]
        self.registry = registry
        self.globalSwitch = registry.globalSwitch
    }

    /// False while this plugin is disabled or all interception is switched off:
    /// handlers should then do nothing but let the call through.
    @inlinable
    public var isActive: Bool { enabled.value != 0 && globalSwitch.value != 0 }

    /// Reports an interaction. Ignore lists and sampling apply; the sink receives
    /// it without I/O on this thread.
    public func emit(_ interaction: Interaction) {
        registry.deliver(interaction, from: self)
    }

    /// Hooks on this plugin's behalf, beyond its declared points: the request's owner
    /// and priority become the plugin's, the handler stands aside while the plugin is
    /// switched off (unless `isGated` is false: it then runs and checks ``isActive``
    /// itself), and the hook is removed when the registry stops.
    ///
    /// ```swift
    /// try context.hook(.cls(proxyClass), HookRequest("tableView:didSelectRowAtIndexPath:", position: .instead) { call in
    ///     call.invokeOriginal()
    /// })
    /// ```
    @discardableResult
    public func hook(_ target: HookTarget, _ request: HookRequest, isGated: Bool = true) throws(HookError) -> HookToken {
        var request = request
        request.owner = pluginID.rawValue
        request.priority = priority
        if isGated { request.handler = gated(request.position, request.handler) }
        let token: HookToken
        switch target {
        case .cls(let cls): token = try Hooks.hook(cls, request)
        case .object(let object): token = try Hooks.hook(object, request)
        }
        return kept(token)
    }

    /// Why `object` must not be moved into a runtime subclass of its class, or hooked
    /// through its class (another library already changed its isa, ...), or nil.
    public func foreignClassRefusal(for object: ObjCObject) -> String? { ObjectHooks.shared.foreignClassRefusal(for: object) }

    private func kept(_ token: HookToken) -> HookToken {
        keep(token)
        return token
    }

    /// Hands a token made elsewhere to the registry, to be removed on stop.
    package func keep(_ token: HookToken) { lock.withLock { tokens.append(token) } }

    /// Records something the plugin skipped, and why, for diagnostics.
    public func skip(_ subject: String, reason: String) {
        registry.recordSkip(SkippedItem(plugin: pluginID, subject: subject, reason: reason))
    }

    /// Wraps a handler so that it stands aside while the plugin is inactive.
    func gated(_ position: HookPosition, _ handler: @escaping HookHandler) -> HookHandler {
        let enabled = self.enabled
        let global = globalSwitch
        return { call in
            if enabled.value != 0 && global.value != 0 {
                handler(&call)
            } else if position == .instead {
                call.invokeOriginal()
            }
        }
    }

    func removeHooks() {
        let all = lock.withLock { () -> [HookToken] in
            defer { tokens.removeAll() }
            return tokens
        }
        for token in all.reversed() { token.remove() }
    }
}

/// Where a plugin's hook goes (``PluginContext/hook(_:_:isGated:)``).
public enum HookTarget: Sendable {
    /// Every instance of the class and its subclasses.
    case cls(ObjCClass)
    /// One object, through a runtime subclass of its class.
    case object(ObjCObject)
}
