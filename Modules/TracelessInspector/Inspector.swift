import Foundation
import Synchronization
import Traceless
import TracelessRuntime
import TracelessTracker

/// Streams what Traceless captures in this app session to the inspector
/// (docs/inspector.md): events as captured, uploaded and dropped, the registry's
/// diagnostics, and wireframes of the current screen. Off unless created; meant for
/// debug builds.
///
/// It only connects out (it never listens), sends nothing typed into a text input, keeps
/// at most ``InspectorConfiguration/maxQueuedMessages`` while the inspector is away, and
/// stops for good when the inspector refuses the pairing token.
///
/// ```swift
/// #if DEBUG
/// let inspector = Inspector(InspectorConfiguration(url: inspectorURL, pairingToken: token),
///                           tracker: tracker, registry: traceless)
/// #endif
/// ```
public final class Inspector: Sendable {
    let configuration: InspectorConfiguration
    let outbox: Outbox
    private let observer: Observer
    private let connection: InspectorConnection
    private let tracker: Tracker

    /// Attaches to `tracker` (as its one observer) and starts sending.
    public init(_ configuration: InspectorConfiguration, tracker: Tracker, registry: TracelessRegistry) {
        self.configuration = configuration
        self.tracker = tracker
        outbox = Outbox(capacity: configuration.maxQueuedMessages)
        observer = Observer(outbox: outbox, registry: registry)
        connection = InspectorConnection(configuration: configuration, device: tracker.anonymousId, outbox: outbox) { [observer] in
            observer.snapshotRequested()
        }
        outbox.append(observer.diagnostics())
        tracker.setObserver(observer)
        connection.start()
    }

    /// What it sent, dropped and why it stopped.
    public var status: InspectorStatus {
        var status = connection.status
        status.dropped = outbox.dropped
        return status
    }

    /// Sends a snapshot of the current screen now. Call it on the thread UIKit runs on.
    public func snapshot() {
        outbox.append(observer.snapshot(reason: "requested"))
    }

    /// Detaches from the tracker and stops sending; what was not sent is dropped.
    public func stop() {
        tracker.setObserver(nil)
        connection.stop()
    }

    deinit { stop() }
}

/// What the tracker tells the inspector, turned into messages.
private final class Observer: TrackerObserver {
    let outbox: Outbox
    let registry: TracelessRegistry

    init(outbox: Outbox, registry: TracelessRegistry) {
        self.outbox = outbox
        self.registry = registry
    }

    func received(_ interaction: Interaction) {
        // On the capturing thread (UIKit's): the screen is read as the page appears; the
        // diagnostics do not change with the screen and are built off the app's thread.
        guard interaction.kind == .pageAppear else { return }
        outbox.append(snapshot(reason: "page_view"))
        DispatchQueue.global(qos: .utility).async { [self] in outbox.append(diagnostics()) }
    }

    func observed(_ stage: EventStage, message: [UInt8], reason: String?) {
        outbox.append(InspectorMessage.event(stage, message: message, reason: reason))
    }

    func snapshot(reason: String) -> Data {
        withAutoreleasePool {
            // The enabled plugins only: the whole diagnostics are not needed for the walk.
            let plugins = Set(registry.installOrder.filter { registry.isEnabled(plugin: $0) }.map(\.rawValue))
            return ScreenSnapshot.take(reason: reason, plugins: plugins)
        }
    }

    /// A `snapshot` command: taken on the main queue, where UIKit runs.
    func snapshotRequested() {
        DispatchQueue.main.async { [self] in outbox.append(snapshot(reason: "requested")) }
    }

    func diagnostics() -> Data {
        let diagnostics = withAutoreleasePool { registry.diagnostics }
        var rows: [(plugin: String, what: String, detail: String)] = diagnostics.plugins.map {
            ($0.id.rawValue, $0.enabled ? "enabled" : "disabled", "\($0.interactions) interactions, \($0.dropped) dropped")
        }
        rows += diagnostics.skipped.map { ($0.plugin.rawValue, "skipped \($0.subject)", "\($0.reason) (\($0.occurrences)×)") }
        if diagnostics.captureFaults > 0 {
            rows.append(("traceless", "capture faults", "\(diagnostics.captureFaults): \(diagnostics.recentCaptureFaults.joined(separator: ", "))"))
        }
        if outbox.dropped > 0 { rows.append(("traceless.inspector", "dropped", "\(outbox.dropped) messages while unreachable")) }
        return InspectorMessage.diagnostics(rows)
    }
}
