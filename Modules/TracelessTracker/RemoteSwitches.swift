import Foundation
import Synchronization

/// The remote configuration in effect, read by callers and the writer, and its copy on disk.
///
/// Callers read one atomic (`capturing`) per event; the writer reads the block list once per
/// batch. Applying a new configuration is immediate: every switch only filters what is
/// captured from then on, so none can leave state half-changed.
final class RemoteSwitches: Sendable {
    struct Stored: Codable, Sendable {
        var configuration: RemoteConfiguration
        var etag: String?
        /// When it was last fetched or confirmed (304), seconds since 1970.
        var fetchedAt: Double
    }

    private let state = Mutex<(stored: Stored?, reason: String?)>((nil, nil))
    /// Whether events are captured at all (enabled and sampled in).
    private let capturingFlag = Atomic<Bool>(true)

    var capturing: Bool { capturingFlag.load(ordering: .relaxed) }
    /// Why events are not captured, for receipts.
    var notCapturingReason: String { state.withLock { $0.reason } ?? "tracking disabled remotely" }
    var stored: Stored? { state.withLock { $0.stored } }
    var configuration: RemoteConfiguration { stored?.configuration ?? RemoteConfiguration() }
    var blockedEvents: Set<String> { configuration.blockedEvents }
    var eventDefinitions: [EventDefinition] { configuration.eventDefinitions }

    func apply(_ stored: Stored, anonymousID: String) {
        let configuration = stored.configuration
        let reason: String? = !configuration.enabled ? "tracking disabled remotely"
            : !configuration.samples(anonymousID: anonymousID) ? "install sampled out (sampleRate \(configuration.sampleRate))" : nil
        state.withLock { $0 = (stored, reason) }
        capturingFlag.store(reason == nil, ordering: .relaxed)
    }

    /// Decides the sample again for a new anonymous id (after ``Tracker/reset()``).
    func resample(anonymousID: String) {
        guard let stored else { return }
        apply(stored, anonymousID: anonymousID)
    }

    /// Next to the database: `<database>.remote-config.json`, 0600.
    static func fileURL(for databaseURL: URL) -> URL {
        URL(fileURLWithPath: databaseURL.path + ".remote-config.json")
    }

    static func load(from url: URL) -> Stored? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(Stored.self, from: data)
    }

    static func save(_ stored: Stored, to url: URL) throws(RemoteConfigurationError) {
        do {
            let data = try JSONEncoder().encode(stored)
            try data.write(to: url, options: .atomic)
            _ = chmod(url.path, 0o600)
        } catch {
            throw .notPersisted("\(error)")
        }
    }
}
