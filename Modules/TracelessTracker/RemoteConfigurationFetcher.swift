import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches the remote configuration: at start when the saved one is older than
/// ``TrackerConfiguration/remoteConfigurationRefreshInterval`` (or missing), then once per
/// interval, always off the caller's thread. `If-None-Match` with the saved ETag makes an
/// unchanged configuration a 304 with no body. Any failure keeps the last good configuration
/// and is reported.
final class RemoteConfigurationFetcher: Sendable {
    private let url: URL
    private let fileURL: URL
    private let interval: Double
    private let timeout: Double
    private let clock: any TrackerClock
    private let switches: RemoteSwitches
    private let redaction: Redaction
    private let anonymousID: @Sendable () -> String
    private let report: @Sendable (TrackerReport) -> Void
    private let task = Mutex<Task<Void, Never>?>(nil)

    init(url: URL, configuration: TrackerConfiguration, switches: RemoteSwitches,
         anonymousID: @escaping @Sendable () -> String, report: @escaping @Sendable (TrackerReport) -> Void) {
        self.url = url
        self.fileURL = RemoteSwitches.fileURL(for: configuration.databaseURL)
        self.interval = configuration.remoteConfigurationRefreshInterval
        self.timeout = configuration.remoteConfigurationTimeout
        self.clock = configuration.clock
        self.switches = switches
        self.redaction = Redaction(url: url)
        self.anonymousID = anonymousID
        self.report = report
    }

    func start() {
        let started = Task { [self] in
            // `fetchedAt` is a wall-clock time from this or an earlier launch: within `0...interval`,
            // so a clock moved back does not postpone the next fetch by as much.
            let left = (switches.stored?.fetchedAt).map { $0 + interval - clock.now().timeIntervalSince1970 } ?? 0
            var wait = min(max(0, left), interval)
            while !Task.isCancelled {
                if wait > 0 {
                    do { try await clock.sleep(seconds: wait) } catch { return }
                }
                _ = await fetchNow()
                wait = interval
            }
        }
        task.withLock { $0 = started }
    }

    func stop() { task.withLock { $0?.cancel() } }

    /// One fetch; returns the error it reported, if any.
    @discardableResult
    func fetchNow() async -> RemoteConfigurationError? {
        let previous = switches.stored
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let etag = previous?.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        let result: (status: Int, etag: String?, body: Data)
        do {
            result = try await Self.get(request, timeout: timeout)
        } catch {
            return fail(.unreachable(redaction.scrub("\(error)")))
        }
        let now = clock.now().timeIntervalSince1970
        let stored: RemoteSwitches.Stored
        switch result.status {
        case 304 where previous != nil:
            stored = RemoteSwitches.Stored(configuration: previous!.configuration, etag: previous!.etag, fetchedAt: now)
        case 200:
            do {
                let parsed = try RemoteConfiguration.parse(result.body)
                stored = RemoteSwitches.Stored(configuration: parsed, etag: result.etag, fetchedAt: now)
            } catch {
                return fail(error)
            }
            switches.apply(stored, anonymousID: anonymousID())
            report(.remoteConfigurationApplied(stored.configuration))
            for refusal in stored.configuration.refusedDefinitions { report(.eventDefinitionRefused(refusal)) }
        default:
            return fail(.status(result.status))
        }
        do {
            try RemoteSwitches.save(stored, to: fileURL)
        } catch {
            return fail(error)
        }
        if result.status == 304 { switches.apply(stored, anonymousID: anonymousID()) }
        return nil
    }

    private func fail(_ error: RemoteConfigurationError) -> RemoteConfigurationError {
        report(.remoteConfigurationFailed(error, url: Redaction.redacted(url)))
        return error
    }

    private static func get(_ request: URLRequest, timeout: Double) async throws -> (status: Int, etag: String?, body: Data) {
        let answer = try await HTTPExchange.perform(request, timeout: timeout)
        return (answer.status, answer.headers["etag"], answer.body)
    }
}
