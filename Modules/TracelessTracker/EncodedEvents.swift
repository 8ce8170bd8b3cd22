import Synchronization

/// Encoded events on their way to the store: per event its id's 36 characters and its
/// message, laid end to end in a few large buffers.
///
/// One allocation per batch rather than one per event: the writer allocated, and the
/// committer freed, ten thousand small arrays per ten thousand events, on two threads that
/// then contended for the allocator. The committer reads the rows it inserts from
/// consecutive memory, and binds each id without formatting it again.
struct EncodedEvents {
    /// One buffer of events, and where each event ends in it.
    struct Chunk {
        var bytes: [UInt8] = []
        var ends: [Int] = []
    }

    private(set) var ids: [EventID] = []
    private var chunks: [Chunk] = []

    static let idLength = 36

    init() {}

    /// Events written into `chunk`'s memory, emptied first. Consumed, so that the buffers
    /// stay uniquely held and are emptied in place rather than replaced.
    init(reusing chunk: consuming Chunk) {
        chunk.bytes.removeAll(keepingCapacity: true)
        chunk.ends.removeAll(keepingCapacity: true)
        ids.reserveCapacity(chunk.ends.capacity)
        chunks = [chunk]
    }

    var count: Int { ids.count }
    var isEmpty: Bool { ids.isEmpty }

    mutating func append(_ id: EventID, message: UnsafeBufferPointer<UInt8>) {
        if chunks.isEmpty { chunks.append(Chunk()) }
        let last = chunks.count - 1
        id.withUTF8 { chunks[last].bytes.append(contentsOf: $0) }
        chunks[last].bytes.append(contentsOf: message)
        chunks[last].ends.append(chunks[last].bytes.count)
        ids.append(id)
    }

    /// Appends `other`'s events after these, without copying their bytes.
    mutating func append(contentsOf other: EncodedEvents) {
        ids += other.ids
        chunks += other.chunks
    }

    /// Empties this and returns its buffers, each held only by the result, for
    /// ``ChunkPool/recycle(_:)``.
    mutating func takeChunks() -> [Chunk] {
        let taken = chunks
        self = EncodedEvents()
        return taken
    }

    /// Calls `body` with each event's id characters and message, in order; the buffers are
    /// valid only during the call.
    func forEach<Failure: Error>(_ body: (_ id: UnsafeBufferPointer<UInt8>, _ message: UnsafeBufferPointer<UInt8>) throws(Failure) -> Void) throws(Failure) {
        for chunk in chunks {
            try chunk.bytes.withUnsafeBufferPointer { (all: UnsafeBufferPointer<UInt8>) throws(Failure) in
                var start = 0
                for end in chunk.ends {
                    try body(UnsafeBufferPointer(rebasing: all[start..<start + Self.idLength]),
                             UnsafeBufferPointer(rebasing: all[start + Self.idLength..<end]))
                    start = end
                }
            }
        }
    }
}

/// Buffers the committer is done with, handed back to the writer for the next batches.
///
/// A batch's buffer is a few hundred kilobytes, beyond the allocator's threshold for
/// mapping fresh memory: a new one per batch cost a page fault per 4 KB and a copy at each
/// doubling, a quarter of the writer thread's time. A reused buffer is already mapped and
/// already large enough. At most ``limit`` buffers of at most ``maxBytes`` each are kept,
/// and the writer frees them when it goes idle.
final class ChunkPool: Sendable {
    private let spare = Mutex<[EncodedEvents.Chunk]>([])
    /// Enough for the batches in flight: the one being built, the hand-off's, the committer's.
    static let limit = Committer.capacity + 2
    /// A buffer grown past this (events near the size limit) is freed rather than kept.
    static let maxBytes = 2 << 20

    /// A spare buffer, or a new one sized for a batch of `events` typical events.
    func take(events: Int) -> EncodedEvents.Chunk {
        if let chunk = spare.withLock({ $0.popLast() }) { return chunk }
        var chunk = EncodedEvents.Chunk()
        chunk.bytes.reserveCapacity(events * 1_024)
        chunk.ends.reserveCapacity(events)
        return chunk
    }

    /// Frees the spare buffers: the writer is going idle, and an idle app keeps no memory
    /// for bursts that may not come.
    func removeAll() {
        spare.withLock { $0 = [] }
    }

    func recycle(_ chunks: [EncodedEvents.Chunk]) {
        spare.withLock { spare in
            for chunk in chunks where spare.count < Self.limit && chunk.bytes.capacity <= Self.maxBytes {
                spare.append(chunk)
            }
        }
    }
}
