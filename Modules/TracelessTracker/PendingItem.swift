import Foundation
import Traceless

/// What the caller's thread hands to the writer besides interactions: custom and lifecycle
/// events, and the control calls whose order relative to events matters (an `identify`
/// applies to the events accepted after it). Events carry no sequence number: theirs is
/// their place among the ``PendingCalls``.
enum PendingItem: Sendable {
    case custom(name: String, properties: [String: PropertyValue], timestamp: Date, box: Box<EventOutcome>)
    /// `monotonic`: the tracker clock's monotonic reading with `timestamp`, for durations and sessions.
    case lifecycle(Lifecycle, timestamp: Date, monotonic: Double)
    /// An `identify`, `alias` or `group` message, which may also change the identity.
    case call(IdentityCall, timestamp: Date, box: Box<EventOutcome>)
    case identify(String?)
    case reset(anonymousID: String)
    case setOptedOut(Bool)
    case register([String: PropertyValue])
    case unregister([String])
    case purge(Box<Int>)

    enum Lifecycle: Sendable {
        case launch, foreground, background
        /// The first launch, or the first of a new version: the app as it is now, and for an
        /// update, the version and build before it.
        case install(ApplicationInfo)
        case update(ApplicationInfo, previousVersion: String?, previousBuild: String?)
    }

    enum IdentityCall: Sendable {
        case identify(userId: String?, traits: [String: PropertyValue])
        case alias(userId: String)
        case group(groupId: String, traits: [String: PropertyValue])
    }
}

/// The in-memory buffer between callers and the writer, behind one lock.
struct Inbox {
    var pending = PendingCalls()
    var nextSequence: UInt64 = 1
    /// The writer is blocked on its semaphore and needs a signal to see new items.
    var writerParked = false
    var stopping = false
    /// Upload once the calls now pending are committed (entering background).
    var uploadAfterCommit = false
    // Mirrors of the latest requested state, for readers on any thread.
    var optedOut: Bool
    var userID: String?
    var anonymousID: String
    var accepted: UInt64 = 0
    var ignoredWhileOptedOut: UInt64 = 0
    /// Estimated bytes of the events in `pending`; reset when the writer takes them.
    var pendingBytes = 0
    /// Events refused because the queue was full, since start and since the writer last reported them.
    var droppedUnderLoad: UInt64 = 0
    var droppedSinceReport: UInt64 = 0
    /// The most calls `pending` held at once.
    var peakPending = 0

    var lastSequence: UInt64 { nextSequence - 1 }

    /// Whether the caller must signal the writer: only once it parked.
    @inline(__always)
    mutating func takeWakeup() -> Bool {
        guard writerParked else { return false }
        writerParked = false
        return true
    }

    mutating func takeSequence() -> UInt64 {
        defer { nextSequence += 1 }
        accepted += 1
        return nextSequence
    }
}
