import Dispatch
import Foundation

/// One transaction's worth of work, built by the writer thread.
struct PreparedBatch {
    var inserts = EncodedEvents()
    /// The events built as ``Event`` values, for their receipts and the destinations; those
    /// encoded directly have no entry (they have neither, see ``EventWriter``).
    var events: [(event: Event, box: Box<EventOutcome>?)] = []
    var meta: [(EventStore.MetaKey, String?)] = []
    /// Every event up to this sequence is resolved once the batch is committed.
    var highest: UInt64 = 0
    /// Purge the queue after committing the rest of the batch.
    var purge: Box<Int>?
    /// Upload once committed (the app entered the background).
    var upload = false
    /// The writer is still draining its inbox: the next batch follows at once, and the
    /// committer keeps the transaction open for it (one sync per burst).
    var more = false
    var destinations: [any TrackerPlugin] = []

    var isEmpty: Bool { inserts.isEmpty && meta.isEmpty && highest == 0 && purge == nil && !upload }

    /// Appends `next`, which came after this batch, to it.
    mutating func absorb(_ next: PreparedBatch) {
        inserts.append(contentsOf: next.inserts)
        events += next.events
        meta += next.meta
        highest = max(highest, next.highest)
        purge = next.purge
        upload = upload || next.upload
        more = next.more
        destinations = next.destinations
    }
}

/// The committing thread: takes the batches the writer built and commits them to SQLite,
/// then resolves their receipts.
///
/// Building events (mapping, enrichment, JSON) and inserting them overlap on two threads.
/// The batches of one burst go into one transaction: while the writer says more follow, the
/// committer inserts each as it comes and commits after the last, one sync for the burst
/// (at most ``maxEventsPerTransaction`` events). The hand-off holds at most ``capacity``
/// batches, so memory stays bounded: a writer that is ahead waits, its inbox fills, and
/// back-pressure applies.
final class Committer: @unchecked Sendable {
    // `@unchecked Sendable`: `queue` and `stopping` are guarded by `condition`; the rest is
    // confined to the committing thread.
    private let core: TrackerCore
    private let condition = NSCondition()
    private var queue: [PreparedBatch] = []
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)
    /// The buffers of committed batches, for the writer to fill again.
    let chunks = ChunkPool()
    static let capacity = 2
    /// Most events in one transaction when batches are merged.
    static let maxEventsPerTransaction = 10_000

    /// Why the last commit failed, until one succeeds: the store is unavailable meanwhile.
    private var storageFailure: LossReason?
    /// Settings not yet written because a commit failed; retried with the next one.
    private var unpersisted: [(EventStore.MetaKey, String?)] = []
    /// Settings already reported as not persisted, so a retry does not report them again.
    private var unpersistedReported: Set<String> = []

    init(core: TrackerCore) {
        self.core = core
        let thread = Thread { [self] in run() }
        thread.name = "traceless.committer"
        thread.qualityOfService = .utility
        thread.start()
    }

    /// Hands a batch over; waits while ``capacity`` batches are waiting already. An empty
    /// batch is handed over only when it `closes` a transaction a batch with `more` opened.
    func submit(_ batch: PreparedBatch, closes: Bool = false) {
        guard !batch.isEmpty || closes else { return }
        condition.lock()
        while queue.count >= Self.capacity { condition.wait() }
        queue.append(batch)
        condition.broadcast()
        condition.unlock()
    }

    /// Commits what was submitted, then ends the thread; returns once it has.
    func finish() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
        finished.wait()
    }

    private func run() {
        while true {
            condition.lock()
            while queue.isEmpty && !stopping { condition.wait() }
            if queue.isEmpty && stopping {
                condition.unlock()
                break
            }
            var taken: [PreparedBatch] = []
            swap(&taken, &queue)
            condition.broadcast()
            condition.unlock()
            var batches = merged(taken)
            // The batches now hold the only references to their buffers, so that recycled
            // ones are not copied when the writer fills them again.
            taken = []
            // Only the last may wait for batches still to come: the others have theirs here.
            for index in batches.indices.dropLast() { batches[index].more = false }
            // Moved out one by one, so that each batch's buffers are recycled unshared.
            batches.reverse()
            while let batch = batches.popLast() { commit(batch) }
        }
        finished.signal()
    }

    /// Consecutive batches joined into as few transactions as the limit allows; a purge ends one.
    private func merged(_ batches: [PreparedBatch]) -> [PreparedBatch] {
        var result: [PreparedBatch] = []
        for batch in batches {
            if let last = result.last, last.purge == nil,
               last.inserts.count + batch.inserts.count <= Self.maxEventsPerTransaction {
                result[result.count - 1].absorb(batch)
            } else {
                result.append(batch)
            }
        }
        return result
    }

    /// The next batch of an open transaction, appended to `open`; `nil` when the transaction
    /// should be committed now: no more follow, a purge must see it committed, it is full, or
    /// the tracker is stopping.
    private func next(joining open: inout PreparedBatch) -> EventStore.Changes? {
        guard open.more, open.purge == nil, open.inserts.count < Self.maxEventsPerTransaction else { return nil }
        condition.lock()
        while queue.isEmpty && !stopping { condition.wait() }
        guard !queue.isEmpty else {
            condition.unlock()
            return nil
        }
        let next = queue.removeFirst()
        condition.broadcast()
        condition.unlock()
        open.absorb(next)
        return (next.inserts, next.meta)
    }

    private func commit(_ batch: consuming PreparedBatch) {
        write(&batch)
        if let box = batch.purge { purge(box) }
        // Released before the waiters are woken, not while the caller's next burst runs:
        // the events share their strings with the callers' values, and releasing them on
        // this thread while callers retain them makes both fight over the reference counts.
        // The encoded payloads share nothing, and are recycled after the wake-up.
        batch.events = []
        if batch.highest > 0 { core.resolution.advance(to: batch.highest) }
        chunks.recycle(batch.inserts.takeChunks())
        if let uploader = core.uploader {
            if batch.upload || core.store.count >= core.configuration.flushAt { uploader.requestFlush() }
        }
    }

    private func purge(_ box: Box<Int>) {
        do {
            let count = try core.store.purge()
            core.counters.withLock { $0.purged += UInt64(count) }
            core.report(.purged(count: count))
            box.set(count)
        } catch {
            core.report(.lost([], reason: .storageError(code: error.code, message: "purge failed: \(error.message)")))
            box.set(0)
        }
        core.resolution.notifyAll()
    }

    /// Commits the batch. On failure every event in it is resolved as lost and reported; a
    /// corrupt database is replaced and the commit tried once more first. Settings that could
    /// not be written are reported and kept for the next commit, so an opt-out made on a full
    /// disk is persisted once there is room again.
    private func write(_ batch: inout PreparedBatch) {
        var meta = unpersisted + batch.meta
        guard !batch.inserts.isEmpty || !meta.isEmpty || batch.more else { return }
        let limit = core.configuration.maxQueuedEvents
        var result: Result<[EventID], SQLiteError>
        do {
            result = .success(try core.store.commit(events: batch.inserts, meta: meta, limit: limit) { next(joining: &batch) })
        } catch {
            result = .failure(error)
        }
        // What the transaction took from later batches is now in `batch`, settings included.
        meta = unpersisted + batch.meta
        if case .failure(let error) = result, error.isCorruption {
            do {
                let (movedTo, kept) = try core.store.recoverFromCorruption(reason: error.message)
                core.counters.withLock { $0.storeRecoveries += 1 }
                core.report(.storeRecovered(movedTo: movedTo, reason: EventStore.describe(error.message, kept: kept)))
                do { result = .success(try core.store.commit(events: batch.inserts, meta: meta, limit: limit)) } catch { result = .failure(error) }
            } catch {
                result = .failure(SQLiteError(code: 0, message: "\(error)"))
            }
        }
        switch result {
        case .success(let evicted):
            unpersisted = []
            unpersistedReported = []
            if let failure = storageFailure {
                storageFailure = nil
                core.report(.storageResumed(after: failure))
            }
            core.counters.withLock {
                $0.committed += UInt64(batch.inserts.count)
                $0.evicted += UInt64(evicted.count)
                $0.transactions += 1
            }
            for (_, box) in batch.events { box?.set(.durable) }
            if !evicted.isEmpty { core.report(.evicted(evicted, limit: limit)) }
            for destination in batch.destinations {
                for (event, _) in batch.events {
                    var copy = event
                    // A destination's drop concerns only its own delivery: the event is stored.
                    if case .drop = destination.process(&copy) {
                        core.counters.withLock { $0.droppedByDestinations += 1 }
                    }
                }
            }
        case .failure(let error):
            let reason = LossReason(error)
            if storageFailure == nil {
                storageFailure = reason
                core.report(.storageUnavailable(reason))
            }
            core.counters.withLock { $0.lost += UInt64(batch.inserts.count) }
            for (_, box) in batch.events { box?.set(.lost(reason)) }
            if !batch.inserts.isEmpty { core.report(.lost(batch.inserts.ids, reason: reason)) }
            // The last value per setting, retried with the next commit. The session is
            // written with every batch anyway.
            var latest: [(EventStore.MetaKey, String?)] = []
            for (key, value) in meta.reversed() where !latest.contains(where: { $0.0 == key }) { latest.insert((key, value), at: 0) }
            meta = latest.filter { $0.0 != .sessionID && $0.0 != .sessionSeen }
            let unreported = meta.map(\.0.rawValue).filter { !unpersistedReported.contains($0) }
            if !unreported.isEmpty {
                unpersistedReported.formUnion(unreported)
                core.report(.notPersisted(settings: unreported, reason: reason))
            }
            unpersisted = meta
        }
    }
}
