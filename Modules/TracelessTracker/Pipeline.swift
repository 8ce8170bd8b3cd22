import Synchronization

/// The plugins of one tracker, by stage. Plugins can be added from any thread while the
/// writer runs, so the list is behind a lock and the writer works on a snapshot.
final class Pipeline: Sendable {
    struct Snapshot {
        var beforeAndEnrichment: [any TrackerPlugin]
        var destinations: [any TrackerPlugin]
    }

    private let plugins = Mutex<[any TrackerPlugin]>([])

    func add(_ plugin: any TrackerPlugin) {
        plugins.withLock { $0.append(plugin) }
    }

    func remove(named name: String) {
        plugins.withLock { $0.removeAll { $0.name == name } }
    }

    func snapshot() -> Snapshot {
        let all = plugins.withLock { $0 }
        // A stable sort keeps the order of addition within a stage.
        let ordered = all.enumerated().sorted { ($0.element.stage, $0.offset) < ($1.element.stage, $1.offset) }.map(\.element)
        return Snapshot(
            beforeAndEnrichment: ordered.filter { $0.stage != .destination },
            destinations: ordered.filter { $0.stage == .destination }
        )
    }
}
