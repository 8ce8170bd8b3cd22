import TracelessRuntime

/// What was skipped and why, and the registry's state as a table or JSON.
extension TracelessRegistry {
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


    /// What is installed and what happened, for humans (`table()`) and tools (`json()`).
    public var diagnostics: TracelessDiagnostics {
        lock.withLock {
            let owners = Set(installed.map(\.pluginID.rawValue))
            let hooks = Hooks.installed.filter { !Set($0.owners).isDisjoint(with: owners) }
            return TracelessDiagnostics(
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
                forwardingLoopsCut: LoopCuts.all,
                keyboardReportsLeftAlone: KeyboardWindows.leftAlone,
                typedTextRemoved: TypedText.removedCount)
        }
    }
}
