import Foundation

/// Something the integrator should know about: every event that leaves the queue without
/// being accepted by the server, and every repair, is reported here with the events' ids.
///
/// Delivered to ``TrackerConfiguration/onReport`` on the tracker's threads.
///
/// ```swift
/// configuration.onReport = { report in
///     if case .lost(let ids, let reason) = report { log.error("lost \(ids.count): \(reason)") }
/// }
/// ```
public enum TrackerReport: Sendable, Hashable {
    /// Accepted events that could not be committed; they are gone.
    case lost([EventID], reason: LossReason)
    /// Committed events removed, oldest first, to keep the queue under its limit.
    case evicted([EventID], limit: Int)
    /// A plugin (or the redaction hook) dropped an event.
    case droppedByPlugin(EventID, plugin: String, reason: String)
    /// A captured string was cut to the length limit.
    case truncated(EventID, key: String, originalLength: Int)
    /// The server refused a batch with a 4xx other than 408, 413 and 429; the events were deleted.
    case rejectedByServer([EventID], status: Int, body: String)
    /// One event was still too large for the server (413) on its own; it was deleted.
    case tooLargeToUpload(EventID, bytes: Int)
    /// An upload attempt failed and will be retried after `retryIn` seconds, or (when
    /// `retryIn` is `nil`) the flush gave up; the events stay queued.
    case uploadFailed(UploadFailure, attempt: Int, retryIn: Double?)
    /// The database could not be used (corrupt, not a database, or failing its check); it
    /// was moved to `movedTo` and a fresh one created.
    case storeRecovered(movedTo: URL?, reason: String)
    /// ``Tracker/purge()`` deleted this many queued events.
    case purged(count: Int)
    /// This many events were dropped, since the last such report, because the in-memory
    /// queue was full (``TrackerConfiguration/maxPendingEvents`` or `maxPendingBytes`, here
    /// `limit` events); see ``BackPressure``. They count as lost.
    case droppedUnderLoad(count: Int, limit: Int)
}

/// Why accepted events were lost.
public enum LossReason: Sendable, Hashable {
    /// The disk (or ``TrackerConfiguration/maxDatabaseBytes``) was full: `SQLITE_FULL`.
    case storageFull
    /// SQLite failed with another error.
    case storageError(code: Int32, message: String)
    /// The tracker was shut down before the events could be committed.
    case shutDown
    /// The in-memory queue was full (``BackPressure``).
    case queueFull
}

/// Why one upload attempt failed.
public enum UploadFailure: Sendable, Hashable {
    /// The server answered with this retryable status (5xx, 429, 408).
    case status(Int)
    /// No HTTP answer: connection refused, dropped, timed out.
    case transport(String)
}

/// What became of one accepted event; the answer of ``EventReceipt/waitUntilDurable(timeout:)``.
public enum EventOutcome: Sendable, Hashable {
    /// Committed to the database.
    case durable
    /// A plugin or the redaction hook dropped it (also reported).
    case dropped(plugin: String, reason: String)
    /// It could not be committed (also reported).
    case lost(LossReason)
    /// It was not captured because the user had opted out.
    case optedOut
}
