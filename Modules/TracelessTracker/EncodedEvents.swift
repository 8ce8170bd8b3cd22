/// Encoded events on their way to the store: per event its id's 36 characters and its
/// message, laid end to end in a few large buffers.
///
/// One allocation per batch rather than one per event: the writer allocated, and the
/// committer freed, ten thousand small arrays per ten thousand events, on two threads that
/// then contended for the allocator. The committer reads the rows it inserts from
/// consecutive memory, and binds each id without formatting it again.
struct EncodedEvents {
    /// One buffer of events, and where each event ends in it.
    private struct Chunk {
        var bytes: [UInt8] = []
        var ends: [Int] = []
    }

    private(set) var ids: [EventID] = []
    private var chunks: [Chunk] = []

    static let idLength = 36

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
