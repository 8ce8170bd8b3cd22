import TracelessRuntime

/// Which plugin sets can start, and in which order they install.
extension TracelessRegistry {
    /// Every problem with a plugin set (duplicates, missing requirements,
    /// conflicts, requirement cycles); empty when it can start.
    public static func problems(in plugins: [any InterceptionPlugin]) -> [RegistryError.Problem] {
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

    private static func cycles(in plugins: [any InterceptionPlugin]) -> [[PluginID]] {
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
    public static func installOrder(of plugins: [any InterceptionPlugin]) -> [any InterceptionPlugin] {
        var remaining = plugins
        var done: Set<PluginID> = []
        var order: [any InterceptionPlugin] = []
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
}
