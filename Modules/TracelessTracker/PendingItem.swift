import CPrefetch
import Foundation
import Traceless

/// What the caller's thread hands to the writer besides interactions: custom and lifecycle
/// events, and the control calls whose order relative to events matters (an `identify`
/// applies to the events accepted after it).
enum PendingItem: Sendable {
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
///
/// Interactions, nearly everything that arrives, have an array of their own, so that
/// ``Tracker/receive(_:)`` copies the value once, into its place, as an append to any array
/// would; wrapped in an enum with a sequence number each was copied three times. Every
/// other item records how many interactions came before it, which places it among them.
/// Events take consecutive sequence numbers in the order they arrive, starting at
/// `firstSequence` in each drain, so an interaction's number is its place in that order.
struct Inbox {
    var interactions: [Interaction] = []
    var items: [(interactionsBefore: Int, item: PendingItem)] = []
    /// The sequence number of the first event in the buffers, or of the next one to come.
    var firstSequence: UInt64 = 1
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
    /// Estimated bytes of the events in the buffers; reset when the writer takes them.
    var pendingBytes = 0
    /// Events refused because the queue was full, since start and since the writer last reported them.
    var droppedUnderLoad: UInt64 = 0
    var droppedSinceReport: UInt64 = 0
    /// The most items the buffers held at once.
    var peakPending = 0

    var lastSequence: UInt64 { nextSequence - 1 }

    var pendingCount: Int { interactions.count + items.count }
    var isEmpty: Bool { interactions.isEmpty && items.isEmpty }

    /// Appends an interaction, then asks the CPU for the next one's place.
    ///
    /// The writer thread read this array last (it swaps it out at each drain and hands it back
    /// emptied), so its lines sit in that core's cache and every line a caller writes must be
    /// fetched back. Within a 4 KB page the hardware prefetcher streams them ahead of the
    /// caller; it does not cross into the next page, and the call whose interaction landed on a
    /// new page fetched several lines on demand: most of `receive`'s slow calls, its p99
    /// (BENCHMARKS.md). Fetched now, the next place is owned by the time the next call writes it.
    @inline(__always)
    mutating func append(_ interaction: Interaction) {
        interactions.append(interaction)
        let next = interactions.count
        guard next < interactions.capacity else { return }
        interactions.withUnsafeBufferPointer { buffer in
            let place = UnsafeRawPointer(buffer.baseAddress! + next)
            for offset in stride(from: 0, to: MemoryLayout<Interaction>.stride, by: 64) {
                tl_prefetch_for_write(place + offset)
            }
        }
    }

    /// Appends a non-interaction item at its place among the interactions.
    mutating func append(_ item: PendingItem) {
        items.append((interactions.count, item))
    }

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
