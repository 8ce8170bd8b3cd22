/// What one flush (``Tracker/flush()``) did.
public struct UploadSummary: Sendable, Hashable {
    /// Events the server accepted (deleted from the queue).
    public var uploaded = 0
    /// Events the server refused with a 4xx (deleted, reported).
    public var rejected = 0
    /// Single events too large for the server (deleted, reported).
    public var tooLarge = 0
    /// Requests sent, retries included.
    public var requests = 0
    /// The flush stopped with events still queued: retries exhausted, cancelled, or a
    /// database error. They are sent by a later flush.
    public var gaveUp = false

    public init() {}
}
