import Foundation

/// What the uploader remembers across flushes and launches: how many attempts failed in a
/// row and when the next may start (so a relaunch or a new flush does not restart the
/// backoff), and the batch size the collector last accepted after a 413.
///
/// Persisted in the queue's `meta` table; a value that cannot be written stays in memory.
struct UploadState: Sendable, Hashable {
    var failures = 0
    var notBefore: Date?
    /// At most this many events per request, learnt from 413s; `nil`: the configured size.
    var batchLimit: Int?

    init() {}

    /// Reads the persisted state; a value from a clock far off is brought back within `horizon`.
    init(store: EventStore, now: Date, horizon: Double) {
        failures = (try? store.meta(.uploadFailures)).flatMap { $0 }.flatMap { Int($0) }.map { max(0, $0) } ?? 0
        if let stored = (try? store.meta(.uploadNotBefore)).flatMap({ $0 }).flatMap(Double.init) {
            notBefore = min(Date(timeIntervalSince1970: stored), now.addingTimeInterval(horizon))
        }
        batchLimit = (try? store.meta(.uploadBatchLimit)).flatMap { $0 }.flatMap { Int($0) }.flatMap { $0 >= 1 ? $0 : nil }
    }

    var metaValues: [(EventStore.MetaKey, String?)] {
        [(.uploadFailures, failures > 0 ? String(failures) : nil),
         (.uploadNotBefore, notBefore.map { String($0.timeIntervalSince1970) }),
         (.uploadBatchLimit, batchLimit.map(String.init))]
    }
}
