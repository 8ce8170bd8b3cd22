import Dispatch
import TracelessRuntime

/// The registry: validates a set of plugins, installs their hooks in order,
/// composes plugins that share a (class, selector), and delivers what they
/// capture to a sink.
///
/// ```swift
/// let traceless = TracelessRegistry(plugins: [TargetActionPlugin(), PageViewPlugin()], sink: tracker)
/// try traceless.start()
/// print(traceless.diagnostics.table())
/// traceless.isInterceptionEnabled = false   // everything passes straight through
/// traceless.stop()                          // every class as it was
/// ```
public final class TracelessRegistry: @unchecked Sendable {
    public let plugins: [any InterceptionPlugin]
    public let configuration: TracelessConfiguration
    let sink: (any InteractionSink)?
    let lock = RuntimeLock()
    var started = false
    var installed: [PluginContext] = []
    var skipped: [SkippedItem] = []
    var sampledIn = true
    let globalSwitch = AtomicCounter(1)
    /// What the user types, followed while started (``TypedText``).
    var typedTextObserver: NotificationObserver?
    let deliveryQueue = DispatchQueue(label: "traceless.delivery")

    public init(plugins: [any InterceptionPlugin], configuration: TracelessConfiguration = TracelessConfiguration(), sink: (any InteractionSink)? = nil) {
        self.plugins = plugins
        self.configuration = configuration
        self.sink = sink
    }

    deinit { stop() }

    // MARK: Start and stop

    public var isStarted: Bool { lock.withLock { started } }

    /// The plugins in the order they were installed.
    public var installOrder: [PluginID] { lock.withLock { installed.map(\.pluginID) } }

    /// Validates, then installs every plugin. All or nothing: if one plugin fails,
    /// everything installed before it is removed and the error says why.
    public func start() throws(RegistryError) {
        try lock.withLock { () throws(RegistryError) in
            guard !started else { throw .alreadyStarted }
            var configurationProblems = configuration.problems()
            for plugin in plugins {
                configurationProblems += plugin.validate(options: configuration.pluginOptions[plugin.id] ?? [:])
                    .map { "\(plugin.id): \($0)" }
            }
            if !configurationProblems.isEmpty { throw .invalidConfiguration(configurationProblems) }
            let problems = Self.problems(in: plugins)
            if !problems.isEmpty { throw .invalidPluginSet(problems) }

            skipped = []
            started = true
            guard configuration.interceptionEnabled else {
                skipped.append(SkippedItem(plugin: "traceless", subject: "all plugins", reason: "interception disabled by configuration"))
                return
            }
            sampledIn = configuration.samplingRate >= 1 || Double.random(in: 0..<1) < configuration.samplingRate
            // In the core, before any plugin: what a plugin reports is kept clear of
            // what the user typed, whichever plugins run.
            TypedText.reset()
            typedTextObserver = NotificationObserver.start(names: TypedText.notificationNames) { name, input in
                TypedText.note(name, input: input)
            }
            for plugin in Self.installOrder(of: plugins) {
                let context = PluginContext(pluginID: plugin.id, priority: plugin.priority, configuration: configuration, registry: self)
                do {
                    try install(plugin, context)
                } catch {
                    context.removeHooks()
                    rollBack()
                    started = false
                    throw .installFailed(plugin: plugin.id, reason: "\(error)")
                }
                installed.append(context)
            }
        }
    }

    /// A point left out: one line however many of the plugin's points (before and after
    /// on one selector) it stands for.
    private func skipPoint(_ item: SkippedItem) {
        if !skipped.contains(item) { skipped.append(item) }
    }

    private func install(_ plugin: any InterceptionPlugin, _ context: PluginContext) throws {
        for point in plugin.interceptionPoints(context: context) {
            guard let cls = ObjCClass(named: point.className) else {
                if point.isOptional {
                    skipPoint(SkippedItem(plugin: plugin.id, subject: "-[\(point.className) \(point.selector)]", reason: "class not loaded"))
                    continue
                }
                throw HookError.classNotFound(point.className)
            }
            if point.isOptional, cls.instanceMethod(point.selector) == nil {
                skipPoint(SkippedItem(plugin: plugin.id, subject: "-[\(point.className) \(point.selector)]", reason: "method not implemented"))
                continue
            }
            let handler = point.handler
            try context.hook(.cls(cls), HookRequest(point.selector, position: point.position, mechanism: point.mechanism) { call in
                handler(&call, context)
            }, isGated: point.isGated)
        }
        try plugin.install(context: context)
    }

    private func rollBack() {
        for context in installed.reversed() {
            plugins.first { $0.id == context.pluginID }?.uninstall(context: context)
            context.removeHooks()
        }
        installed = []
        // What the user typed is forgotten with the plugins.
        typedTextObserver?.stop()
        typedTextObserver = nil
        TypedText.reset()
    }

    /// Removes every hook the plugins installed, in reverse order. Classes are
    /// as they were before `start()`, except where somebody else patched a
    /// method after us: there our entry point stays, passing calls through.
    public func stop() {
        lock.withLock {
            guard started else { return }
            rollBack()
            started = false
        }
    }

    // MARK: Switches

    /// The global switch: false makes every hook pass calls straight through,
    /// at once, on every thread.
    public var isInterceptionEnabled: Bool {
        get { globalSwitch.value != 0 }
        set { globalSwitch.store(newValue ? 1 : 0) }
    }

    /// Enables or disables one plugin while running.
    public func setEnabled(_ enabled: Bool, plugin id: PluginID) {
        lock.withLock { installed.first { $0.pluginID == id } }?.enabled.store(enabled ? 1 : 0)
    }

    public func isEnabled(plugin id: PluginID) -> Bool {
        lock.withLock { installed.first { $0.pluginID == id } }.map { $0.enabled.value != 0 } ?? false
    }
}
