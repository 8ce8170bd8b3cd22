import Foundation

/// The batch the writer builds and hands to the committer.
extension EventWriter {
    /// Adds an encoded event to the batch, the batch's first into a buffer the committer is
    /// done with.
    func insert(_ id: EventID, message: UnsafeBufferPointer<UInt8>) {
        if inserts.isEmpty { inserts = EncodedEvents(reusing: committer.chunks.take(events: Self.maxEventsPerBatch)) }
        inserts.append(id, message: message)
    }

    /// Hands the batch built so far to the committer (which waits while it is two behind).
    /// With `more`, the rest of the drain follows at once and shares the batch's transaction.
    func submit(highest: UInt64, purge: Box<Int>? = nil, upload: Bool = false, more: Bool = false) {
        var batch = PreparedBatch()
        swap(&batch.inserts, &inserts)
        swap(&batch.events, &insertedEvents)
        swap(&batch.meta, &meta)
        if !batch.inserts.isEmpty, let lastEventTime {
            // With the events, in the same transaction: a relaunch within the timeout continues the session.
            batch.meta.append((.sessionID, String(session.id)))
            batch.meta.append((.sessionSeen, String(lastEventTime.timeIntervalSince1970)))
        }
        batch.highest = highest
        batch.purge = purge
        batch.upload = upload
        batch.destinations = plugins.destinations
        batch.more = more
        committer.submit(batch, closes: transactionOpen)
        transactionOpen = more
    }
}
