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
    public let configuration: Configuration
    let priority: Int
    /// The registry outlives its contexts (it removes them on stop); unowned(unsafe)
    /// keeps reference counting off the hooked call path.
    unowned(unsafe) let registry: Traceless
    /// 1 while the plugin is enabled (read on every hooked call, so lock-free).
    @usableFromInline let enabled = AtomicCounter(1)
    /// The registry's global switch, held directly: read on every hooked call.
    @usableFromInline let globalSwitch: AtomicCounter
    let emitted = AtomicCounter()
    let dropped = AtomicCounter()
    private let lock = RuntimeLock()
    private var tokens: [HookToken] = []

    init(pluginID: PluginID, priority: Int, configuration: Configuration, registry: Traceless) {
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

    /// Hooks one object on this plugin's behalf; removed when the registry stops.
    @discardableResult
    public func hook(
        _ object: ObjCObject, _ selector: Selector, position: HookPosition = .after,
        mechanism: HookMechanism = .automatic, _ handler: @escaping HookHandler
    ) throws(HookError) -> HookToken {
        try kept(Hooks.hook(
            object, selector, position: position, owner: pluginID.rawValue, priority: priority,
            mechanism: mechanism, gated(position, handler)))
    }

    /// Hooks a class on this plugin's behalf (beyond its declared points); removed on stop.
    /// `types` declares the method's types where the class does not implement it (a
    /// class the plugin built); `isGated: false` runs the handler while switched off too.
    @discardableResult
    public func hook(
        _ cls: ObjCClass, _ selector: Selector, position: HookPosition = .after,
        mechanism: HookMechanism = .automatic, types: String? = nil, isGated: Bool = true,
        _ handler: @escaping HookHandler
    ) throws(HookError) -> HookToken {
        try kept(Hooks.hook(
            cls, selector, position: position, owner: pluginID.rawValue, priority: priority,
            mechanism: mechanism, types: types, isGated ? gated(position, handler) : handler))
    }

    private func kept(_ token: HookToken) -> HookToken {
        keep(token)
        return token
    }

    /// Hands a token made elsewhere to the registry, to be removed on stop.
    public func keep(_ token: HookToken) { lock.withLock { tokens.append(token) } }

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
