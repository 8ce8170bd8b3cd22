import Dispatch
import TracelessRuntime

/// The registry: validates a set of plugins, installs their hooks in order,
/// composes plugins that share a (class, selector), and delivers what they
/// capture to a sink.
///
/// ```swift
/// let traceless = Traceless(plugins: [TargetActionPlugin(), PageViewPlugin()], sink: tracker)
/// try traceless.start()
/// print(traceless.diagnostics.table())
/// traceless.isInterceptionEnabled = false   // everything passes straight through
/// traceless.stop()                          // every class as it was
/// ```
public final class Traceless: @unchecked Sendable {
    public let plugins: [any Plugin]
    public let configuration: Configuration
    private let sink: (any InteractionSink)?
    private let lock = RuntimeLock()
    private var started = false
    private var installed: [PluginContext] = []
    private var skipped: [SkippedItem] = []
    private var sampledIn = true
    let globalSwitch = AtomicCounter(1)
    private let deliveryQueue = DispatchQueue(label: "traceless.delivery")

    public init(plugins: [any Plugin], configuration: Configuration = Configuration(), sink: (any InteractionSink)? = nil) {
        self.plugins = plugins
        self.configuration = configuration
        self.sink = sink
    }

    deinit { stop() }

    // MARK: Validation and order

    /// Every problem with a plugin set (duplicates, missing requirements,
    /// conflicts, requirement cycles); empty when it can start.
    public static func problems(in plugins: [any Plugin]) -> [RegistryError.Problem] {
        var problems: [RegistryError.Problem] = []
        var seen: Set<PluginID> = []
        for plugin in plugins where !seen.insert(plugin.id).inserted {
            problems.append(.duplicateID(plugin.id))
        }
        let ids = Set(plugins.map(\.id))
        let capabilities = RuntimeCapability.available
        for plugin in plugins {
            for requirement in plugin.requirements {
                let met: Bool
                switch requirement {
                case .plugin(let id): met = ids.contains(id)
                case .capability(let capability): met = capabilities.contains(capability)
                case .classNamed(let name): met = ObjCClass(named: name) != nil
                }
                if !met { problems.append(.missingRequirement(plugin: plugin.id, requirement: requirement)) }
            }
        }
        var reported: Set<[PluginID]> = []
        for plugin in plugins {
            for conflict in plugin.conflicts where ids.contains(conflict.plugin) {
                let pair = [plugin.id, conflict.plugin].sorted()
                if reported.insert(pair).inserted {
                    problems.append(.conflict(plugin.id, conflict.plugin, reason: conflict.reason))
                }
            }
        }
        problems += cycles(in: plugins).map { .cycle($0) }
        return problems
    }

    private static func cycles(in plugins: [any Plugin]) -> [[PluginID]] {
        let byID = Dictionary(plugins.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var state: [PluginID: Int] = [:]  // 1 visiting, 2 done
        var found: [[PluginID]] = []
        func visit(_ id: PluginID, _ path: [PluginID]) {
            if state[id] == 2 { return }
            if state[id] == 1 {
                if let start = path.firstIndex(of: id) { found.append(Array(path[start...]) + [id]) }
                return
            }
            state[id] = 1
            for case .plugin(let next) in byID[id]?.requirements ?? [] where byID[next] != nil {
                visit(next, path + [id])
            }
            state[id] = 2
        }
        for id in byID.keys.sorted() { visit(id, []) }
        return found
    }

    /// Install order: requirements first; otherwise higher priority first, then by id.
    public static func installOrder(of plugins: [any Plugin]) -> [any Plugin] {
        var remaining = plugins
        var done: Set<PluginID> = []
        var order: [any Plugin] = []
        let present = Set(plugins.map(\.id))
        while !remaining.isEmpty {
            let ready = remaining.filter { plugin in
                plugin.requirements.allSatisfy {
                    if case .plugin(let id) = $0, present.contains(id) { return done.contains(id) }
                    return true
                }
            }
            guard let next = (ready.isEmpty ? remaining : ready).min(by: { ($0.priority, $1.id) > ($1.priority, $0.id) }) else { break }
            order.append(next)
            done.insert(next.id)
            remaining.removeAll { $0 === next }
        }
        return order
    }

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

    private func install(_ plugin: any Plugin, _ context: PluginContext) throws {
        for point in plugin.interceptionPoints(context: context) {
            guard let cls = ObjCClass(named: point.className) else {
                if point.isOptional {
                    skipped.append(SkippedItem(plugin: plugin.id, subject: "-[\(point.className) \(point.selector)]", reason: "class not loaded"))
                    continue
                }
                throw HookError.classNotFound(point.className)
            }
            if point.isOptional, cls.instanceMethod(point.selector) == nil {
                skipped.append(SkippedItem(plugin: plugin.id, subject: "-[\(point.className) \(point.selector)]", reason: "method not implemented"))
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

    // MARK: Delivery

    func deliver(_ interaction: Interaction, from context: PluginContext) {
        guard sampledIn, !isIgnored(interaction) else {
            context.dropped.add(1)
            return
        }
        context.emitted.add(1)
        guard let sink else { return }
        if sink.receivesOnCallerThread {
            sink.receive(interaction)
        } else {
            deliveryQueue.async { sink.receive(interaction) }
        }
    }

    private func isIgnored(_ interaction: Interaction) -> Bool {
        if let element = interaction.element, configuration.ignoredViewClasses.contains(element.className) { return true }
        if let screen = interaction.screen, configuration.ignoredControllerClasses.contains(screen.controllerClass) { return true }
        if let selector = interaction.selector, configuration.ignoredSelectors.contains(selector) { return true }
        return false
    }

    /// Skips repeat per object (every KVO-observed delegate of a class, say): one
    /// line per (plugin, subject, reason), counted, and at most `skipLimit` lines —
    /// the rest counted under one line — so diagnostics stay bounded.
    func recordSkip(_ item: SkippedItem) {
        lock.withLock {
            if let index = skipped.firstIndex(where: { $0.plugin == item.plugin && $0.subject == item.subject && $0.reason == item.reason }) {
                skipped[index].occurrences += 1
            } else if skipped.count < Self.skipLimit {
                skipped.append(item)
            } else if let index = skipped.firstIndex(where: { $0.subject == Self.overflowSubject }) {
                skipped[index].occurrences += 1
            } else {
                skipped.append(SkippedItem(plugin: item.plugin, subject: Self.overflowSubject, reason: "more skips than diagnostics keep"))
            }
        }
    }

    private static let skipLimit = 256
    private static let overflowSubject = "(others)"


    // MARK: Diagnostics

    /// What is installed and what happened, for humans (`table()`) and tools (`json()`).
    public var diagnostics: Diagnostics {
        lock.withLock {
            let owners = Set(installed.map(\.pluginID.rawValue))
            let hooks = Hooks.installed.filter { !Set($0.owners).isDisjoint(with: owners) }
            return Diagnostics(
                interceptionEnabled: isInterceptionEnabled && configuration.interceptionEnabled,
                runtime: RuntimeCapability.runtimeName,
                plugins: installed.map {
                    PluginStatus(id: $0.pluginID, priority: $0.priority, enabled: $0.enabled.value != 0,
                                 interactions: $0.emitted.value, dropped: $0.dropped.value)
                },
                hooks: hooks.map {
                    HookRecord(className: $0.className, selector: $0.selector, mechanism: $0.mechanism.rawValue,
                               owners: $0.owners.filter { owners.contains($0) }, isCurrent: $0.isCurrent)
                },
                skipped: skipped,
                captureFaults: CaptureFaults.count,
                recentCaptureFaults: CaptureFaults.recent,
                forwardingLoopsCut: LoopCuts.all)
        }
    }
}
