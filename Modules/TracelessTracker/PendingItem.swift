import Foundation
import Traceless

/// What the caller's thread hands to the writer: events and the control calls whose order
/// relative to events matters (an `identify` applies to the events accepted after it).
enum PendingItem: Sendable {
    case interaction(Interaction, sequence: UInt64)
    case custom(name: String, properties: [String: PropertyValue], timestamp: Date, sequence: UInt64, box: Box<EventOutcome>)
    case lifecycle(Lifecycle, timestamp: Date, sequence: UInt64)
    case identify(String?)
    case reset(anonymousID: String)
    case setOptedOut(Bool)
    case register([String: PropertyValue])
    case unregister([String])
    case purge(Box<Int>)

    enum Lifecycle: Sendable {
        case launch, foreground, background
    }
}

/// The in-memory buffer between callers and the writer, behind one lock.
struct Inbox {
    var items: [PendingItem] = []
    var nextSequence: UInt64 = 1
    /// The writer is blocked on its semaphore and needs a signal to see new items.
    var writerParked = false
    var stopping = false
    /// Upload once the items now in the buffer are committed (entering background).
    var uploadAfterCommit = false
    // Mirrors of the latest requested state, for readers on any thread.
    var optedOut: Bool
    var userID: String?
    var anonymousID: String
    var accepted: UInt64 = 0
    var ignoredWhileOptedOut: UInt64 = 0

    var lastSequence: UInt64 { nextSequence - 1 }

    mutating func takeSequence() -> UInt64 {
        defer { nextSequence += 1 }
        accepted += 1
        return nextSequence
    }
}
