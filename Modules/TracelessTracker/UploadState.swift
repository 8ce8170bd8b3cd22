import Foundation

/// What the uploader remembers across flushes and launches: how many attempts failed in a
/// row and when the next may start (so a relaunch or a new flush does not restart the
/// backoff), and the batch size the collector last accepted after a 413.
///
/// Persisted in the queue's `meta` table; a value that cannot be written stays in memory.
/// The deadline is kept on the monotonic clock and written as a wall-clock time, the only
/// one that means something to the next launch (the monotonic clock restarts with the
/// device), with the delay that set it: `"<seconds since 1970>/<delay>"`. Reading it back
/// re-bases it on this launch's monotonic clock.
struct UploadState: Sendable, Hashable {
    var failures = 0
    /// The earliest time of the next request, on the monotonic clock (``TrackerClock/monotonic()``).
    var notBefore: Double?
    /// The length of the wait that ends at `notBefore`: no relaunch waits longer.
    var delay: Double?
    /// At most this many events per request, learnt from 413s; `nil`: the configured size.
    var batchLimit: Int?

    init() {}

    /// Reads the persisted state. The time left is what the wall clock says, within
    /// `0...delay` (`0...horizon` for a value without its delay, as earlier versions wrote):
    /// after the clock was moved back a day, the relaunch waits out at most the delay it was
    /// given, not a day.
    init(store: EventStore, clock: any TrackerClock, horizon: Double) {
        failures = (try? store.meta(.uploadFailures)).flatMap { $0 }.flatMap { Int($0) }.map { max(0, $0) } ?? 0
        if let stored = (try? store.meta(.uploadNotBefore)).flatMap({ $0 }) {
            let parts = stored.split(separator: "/", maxSplits: 1).map { Double($0) }
            if let deadline = parts.first ?? nil, deadline.isFinite {
                var bound = horizon
                if parts.count > 1, let given = parts[1], given.isFinite { bound = min(horizon, max(0, given)) }
                let left = min(max(0, deadline - clock.now().timeIntervalSince1970), bound)
                notBefore = clock.monotonic() + left
                delay = bound
            }
        }
        batchLimit = (try? store.meta(.uploadBatchLimit)).flatMap { $0 }.flatMap { Int($0) }.flatMap { $0 >= 1 ? $0 : nil }
    }

    /// The values to persist; the deadline as the wall-clock time it falls on now.
    func metaValues(clock: any TrackerClock) -> [(EventStore.MetaKey, String?)] {
        let wallNotBefore = notBefore.map { clock.now().timeIntervalSince1970 + ($0 - clock.monotonic()) }
        return [(.uploadFailures, failures > 0 ? String(failures) : nil),
                (.uploadNotBefore, wallNotBefore.map { deadline in delay.map { "\(deadline)/\($0)" } ?? String(deadline) }),
                (.uploadBatchLimit, batchLimit.map(String.init))]
    }
}
