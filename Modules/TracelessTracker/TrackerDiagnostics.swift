import Synchronization

/// Counters since the tracker started, for dashboards and tests.
///
/// Every accepted event ends up in exactly one of `committed`, `lost` and `droppedByPlugins`
/// (or is still `pending`); events refused while opted out are not accepted and are counted
/// in `ignoredWhileOptedOut`. Committed events leave the queue through `uploaded`,
/// `rejected`, `tooLarge`, `evicted` or `purged`.
///
/// ```swift
/// let d = tracker.diagnostics
/// assert(d.accepted == d.committed + d.lost + d.droppedByPlugins + d.pending)
/// ```
public struct TrackerDiagnostics: Sendable, Hashable {
    /// Events accepted by `track` and `receive`.
    public var accepted: UInt64 = 0
    /// Accepted events not yet resolved (in memory, waiting for the writer).
    public var pending: UInt64 = 0
    /// Events committed to the database.
    public var committed: UInt64 = 0
    /// Events that could not be committed, those dropped under load included.
    public var lost: UInt64 = 0
    /// Events dropped because the in-memory queue was full (part of `lost`).
    public var lostToBackPressure: UInt64 = 0
    /// Events dropped by plugins or the redaction hook.
    public var droppedByPlugins: UInt64 = 0
    /// Copies of committed events that a destination plugin declined (the events stay queued).
    public var droppedByDestinations: UInt64 = 0
    /// Events received while opted out (not stored, by the user's choice).
    public var ignoredWhileOptedOut: UInt64 = 0
    /// Committed events evicted by the size cap.
    public var evicted: UInt64 = 0
    /// Captured strings cut to the length limit.
    public var truncatedStrings: UInt64 = 0
    /// Events the server accepted (2xx) and that were deleted.
    public var uploaded: UInt64 = 0
    /// Events the server refused with a 4xx, deleted.
    public var rejected: UInt64 = 0
    /// Single events the server found too large (413), deleted.
    public var tooLarge: UInt64 = 0
    /// Events deleted by ``Tracker/purge()``.
    public var purged: UInt64 = 0
    /// Upload requests sent.
    public var requests: UInt64 = 0
    /// Upload attempts that failed and were (or would have been) retried.
    public var failedAttempts: UInt64 = 0
    /// Database files moved aside and replaced.
    public var storeRecoveries: UInt64 = 0
    /// Write transactions committed.
    public var transactions: UInt64 = 0
    /// The most items that waited in memory at once; above
    /// ``TrackerConfiguration/maxPendingEvents`` only by lifecycle events and control calls,
    /// which are never dropped.
    public var peakPendingEvents: Int = 0
    /// Events currently in the database.
    public var queued: Int = 0

    public init() {}
}

/// The diagnostics counters, shared by the writer, the uploader and readers.
final class Counters: Sendable {
    private let value = Mutex(TrackerDiagnostics())

    func withLock<Result>(_ body: (inout TrackerDiagnostics) -> Result) -> Result {
        value.withLock { body(&$0) }
    }
}
