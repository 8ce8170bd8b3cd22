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
    /// The server refused a batch with a 4xx other than 408, 413, 429 and a 400 that says
    /// "too large"; the events were deleted. Status 0: the tracker could not rewrite a queued
    /// message for the upload format (it is not JSON), and deleted it without sending it.
    case rejectedByServer([EventID], status: Int, body: String)
    /// One event was still too large for the server on its own (413, or a 400 that says so);
    /// it was deleted. `bytes`: its size as sent.
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
    /// Commits started failing (disk full, I/O error): from now on every event is reported
    /// lost with this reason until ``storageResumed(after:)``. Each commit still tries, so
    /// the tracker resumes by itself when space returns.
    case storageUnavailable(LossReason)
    /// A commit succeeded again after ``storageUnavailable(_:)``.
    case storageResumed(after: LossReason)
    /// These settings (`opted_out`, `user_id`, `anonymous_id`, `super_properties`, ...) apply
    /// in memory but could not be written; the tracker retries with every commit.
    case notPersisted(settings: [String], reason: LossReason)
    /// The server settled these events but they could not be deleted from the queue. They
    /// are not sent again by this process (deletion is retried before each batch); if the
    /// app is relaunched before it succeeds they are re-sent with the same `messageId`.
    case deleteFailed([EventID], reason: LossReason)
    /// The remote configuration could not be fetched, read or saved; the last good one (or
    /// none) stays in effect. `url` has its secrets redacted.
    case remoteConfigurationFailed(RemoteConfigurationError, url: String)
    /// A newly fetched remote configuration is in effect (and saved for the next launch).
    case remoteConfigurationApplied(RemoteConfiguration)
    /// One of the remote configuration's event definitions was left out; the others apply.
    case eventDefinitionRefused(EventDefinitionError)
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

extension LossReason {
    init(_ error: SQLiteError) {
        self = error.isFull ? .storageFull : .storageError(code: error.code, message: error.message)
    }
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
