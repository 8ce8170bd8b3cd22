/// What ``Tracker/track(_:properties:)`` and ``Tracker/receive(_:)`` do when the in-memory
/// queue between the caller and the writer thread is full
/// (``TrackerConfiguration/maxPendingEvents`` or ``TrackerConfiguration/maxPendingBytes``).
///
/// The queue fills only when events come faster than SQLite can commit them (a flood from
/// many threads, a slow disk). Memory stays bounded either way; what differs is who pays:
///
/// ```swift
/// configuration.backPressure = .drop                 // default: the app never waits
/// configuration.backPressure = .wait(timeout: 0.05)  // the caller waits up to 50 ms, then drops
/// ```
///
/// A dropped event counts as accepted and lost: its receipt says
/// `.lost(.queueFull)`, ``TrackerDiagnostics/lostToBackPressure`` counts it, and the writer
/// reports ``TrackerReport/droppedUnderLoad(count:limit:)`` with the count since the last report.
/// Lifecycle events, identity calls (`identify`, `alias`, `group`) and control calls
/// (`optOut`, `purge`, ...) are never dropped: they are few, and losing one would lose state.
public enum BackPressure: Sendable, Hashable {
    /// Drop the event at once.
    case drop
    /// Block the caller until there is room, at most `timeout` seconds; then drop.
    case wait(timeout: Double)
}
