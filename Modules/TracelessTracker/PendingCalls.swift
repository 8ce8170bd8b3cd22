import CPrefetch
import Traceless

/// The calls waiting for the writer, in the order they were made: the inbox's buffers, and
/// what the writer takes from them in one drain (the two swap, so capacity is kept).
///
/// Interactions, nearly everything that arrives, have an array of their own, so that
/// ``Tracker/receive(_:)`` copies the value once, into its place, as an append to any array
/// would; wrapped in an enum with a sequence number each was copied three times. Every
/// other item records how many interactions came before it, which places it among them.
/// Events take consecutive sequence numbers in the order they arrive, starting at
/// `firstSequence`, so an event's number is its place in that order.
struct PendingCalls {
    var interactions: [Interaction] = []
    var items: [(interactionsBefore: Int, item: PendingItem)] = []
    /// The sequence number of the first event here, or of the next one to come.
    var firstSequence: UInt64 = 1

    var count: Int { interactions.count + items.count }
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

    mutating func removeAll() {
        interactions.removeAll(keepingCapacity: true)
        items.removeAll(keepingCapacity: true)
    }
}
