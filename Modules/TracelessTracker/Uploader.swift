import Foundation
import Synchronization

/// Sends queued events to the collector, one request at a time.
///
/// Events are read from the store and deleted only when the server accepted them (2xx),
/// rejected them for good (other 4xx, reported) or found a single one too large (413, or
/// a 400 that says so; reported). A batch found too large is halved and sent again. 5xx,
/// 429, 408 and network errors are retried with backoff; the events stay queued whatever
/// happens to the process meanwhile. Batches are written in the configured
/// ``UploadFormat`` and never built larger than `maxBatchBytes` as sent.
///
/// Three things outlive a flush. The backoff (``UploadState``): failures in a row and the
/// earliest next attempt, persisted, so neither a new flush nor a relaunch restarts it. The
/// batch size a 413 taught, persisted and grown back slowly. And `sentThrough`: rows the
/// server settled but the store could not delete (a full or failing disk) are never read
/// for sending again; their deletion is retried before each batch. After a relaunch they
/// would be re-sent with the same `messageId`s, which the collector deduplicates.
actor Uploader {
    private let store: EventStore
    private let configuration: TrackerConfiguration
    private let uploadURL: URL
    private let transport: any UploadTransport
    private let counters: Counters
    private let report: @Sendable (TrackerReport) -> Void
    private let redaction: Redaction
    private let encoding: WireEncoding
    /// The flush in progress or last started; each new one waits for it, so there is
    /// never more than one request in flight.
    private var tail: Task<UploadSummary, Never>?
    private nonisolated let flushRequested = Mutex(false)
    private var intervalTask: Task<Void, Never>?
    private var state: UploadState
    /// The highest row the server has settled; rows up to it are never sent again.
    private var sentThrough: Int64 = 0
    /// Settled rows whose delete failed; deleted before the next batch is read.
    private var undeleted: [(rowIDs: [Int64], outcome: Settled)] = []
    /// The store's generation that `sentThrough` and `undeleted` refer to.
    private var storeGeneration = 0
    /// 2xx answers in a row at the learnt batch limit, towards growing it back.
    private var successesAtLimit = 0

    /// Successes at the learnt limit before it grows by an eighth.
    static let growthInterval = 20

    /// How a batch left the queue, for the counters once its rows are deleted.
    enum Settled { case uploaded, rejected, tooLarge }

    init(store: EventStore, configuration: TrackerConfiguration, uploadURL: URL,
         counters: Counters, report: @escaping @Sendable (TrackerReport) -> Void) {
        self.store = store
        self.configuration = configuration
        self.uploadURL = uploadURL
        self.transport = configuration.transport ?? URLSessionTransport()
        self.counters = counters
        self.report = report
        self.redaction = Redaction(url: uploadURL)
        self.encoding = WireEncoding(format: configuration.uploadFormat)
        let retry = configuration.retry
        self.state = UploadState(store: store, clock: configuration.clock,
                                 horizon: max(retry.maxDelay, retry.maxRetryAfter, RetryPolicy.minimumDelay))
    }

    /// Starts the interval timer.
    func start() {
        let interval = configuration.flushInterval
        let clock = configuration.clock
        intervalTask = Task { [weak self] in
            while !Task.isCancelled {
                do { try await clock.sleep(seconds: interval) } catch { return }
                guard let self else { return }
                if self.store.count > 0 { _ = await self.flush() }
            }
        }
    }

    func stop() {
        intervalTask?.cancel()
        tail?.cancel()
    }

    /// Asks for a flush without waiting; requests made while one is pending are merged.
    nonisolated func requestFlush() {
        let first = flushRequested.withLock { requested -> Bool in
            defer { requested = true }
            return !requested
        }
        guard first else { return }
        Task { _ = await self.flush() }
    }

    /// Uploads everything queued, after any flush already in progress.
    func flush() async -> UploadSummary {
        let previous = tail
        let task = Task { [previous] in
            _ = await previous?.value
            return await self.uploadAll()
        }
        tail = task
        return await task.value
    }

    private func uploadAll() async -> UploadSummary {
        flushRequested.withLock { $0 = false }
        var summary = UploadSummary()
        while !Task.isCancelled {
            let generation = store.generation
            if generation != storeGeneration {
                // A replaced database numbers its rows afresh; the rows settled before are gone with the old file.
                storeGeneration = generation
                sentThrough = 0
                undeleted = []
            }
            retryDeletes(summary: &summary)
            let events: [StoredEvent]
            let batch: BatchRequest
            do {
                let size = min(configuration.uploadBatchSize, state.batchLimit ?? .max, encoding.maxMessages)
                events = try store.oldest(after: sentThrough, limit: size, maxBytes: configuration.maxBatchBytes)
            } catch {
                summary.gaveUp = true
                return summary
            }
            switch encoding.select(events, maxBytes: configuration.maxBatchBytes) {
            case nil:
                return summary
            case .unreadable(let event):
                settle([event], as: .rejected, summary: &summary)
                report(.rejectedByServer([event.id], status: 0, body: "the queued message is not JSON: it cannot be rewritten for the upload format"))
                continue
            case .batch(let fitting, let messages):
                batch = BatchRequest(events: fitting, messages: messages)
            }
            guard await send(batch, summary: &summary) else {
                summary.gaveUp = true
                return summary
            }
        }
        summary.gaveUp = true
        return summary
    }

    /// Sends one batch until it is settled. Returns `false` when the flush should stop
    /// (retries exhausted or cancelled) with the events still queued.
    private func send(_ batch: BatchRequest, summary: inout UploadSummary) async -> Bool {
        let events = batch.events
        var attempt = 0
        while true {
            attempt += 1
            guard await waitForBackoff() else { return false }
            let response: UploadResponse
            do {
                summary.requests += 1
                counters.withLock { $0.requests += 1 }
                response = try await transport.send(try batch.request(url: uploadURL, encoding: encoding, configuration: configuration))
            } catch is CancellationError {
                return false
            } catch {
                guard failed(.transport(scrub("\(error)")), retryAfter: nil, attempt: attempt) else { return false }
                continue
            }
            switch response.status {
            case 200..<300:
                succeeded(batchSize: events.count)
                settle(events, as: .uploaded, summary: &summary)
                return true
            case _ where BatchRequest.saysTooLarge(response):
                // An answer about size, not load: the backoff ends.
                succeeded(batchSize: nil)
                guard events.count > 1 else {
                    settle(events, as: .tooLarge, summary: &summary)
                    report(.tooLargeToUpload(events[0].id, bytes: batch.messages[0].count + encoding.perMessageBytes))
                    return true
                }
                // Remember what fits (persisted): half of what did not, for this batch and the next.
                let limit = max(1, events.count / 2)
                state.batchLimit = min(state.batchLimit ?? .max, limit)
                successesAtLimit = 0
                persist()
                // The rest of this batch stays queued; the next read takes it at the new size.
                return await send(batch.prefix(limit), summary: &summary)
            case 408, 429, 500..<600:
                let retryAfter = response.headers["retry-after"].flatMap { RetryAfter.seconds($0, now: configuration.clock.now()) }
                guard failed(.status(response.status), retryAfter: retryAfter, attempt: attempt) else { return false }
            case 400..<500:
                succeeded(batchSize: nil)
                settle(events, as: .rejected, summary: &summary)
                let body = scrub(String(decoding: response.body.prefix(1024), as: UTF8.self))
                report(.rejectedByServer(events.map(\.id), status: response.status, body: body))
                return true
            default:
                // 1xx and unfollowed 3xx: nothing says the events arrived; keep them and retry.
                guard failed(.status(response.status), retryAfter: nil, attempt: attempt) else { return false }
            }
        }
    }

    /// Sleeps until the backoff allows the next request; `false` if cancelled.
    private func waitForBackoff() async -> Bool {
        guard let notBefore = state.notBefore else { return true }
        let wait = notBefore - configuration.clock.monotonic()
        guard wait > 0 else { return true }
        do {
            try await configuration.clock.sleep(seconds: wait)
            return true
        } catch {
            return false
        }
    }

    /// Records a failed attempt: the backoff grows (persisted) and the failure is reported.
    /// Returns whether this flush tries again.
    private func failed(_ failure: UploadFailure, retryAfter: Double?, attempt: Int) -> Bool {
        counters.withLock { $0.failedAttempts += 1 }
        let policy = configuration.retry
        state.failures += 1
        let delay = retryAfter.map(policy.delay(retryAfter:))
            ?? policy.delay(beforeRetry: state.failures, random: Double.random(in: 0...1))
        // A monotonic deadline (a Retry-After date became seconds from now when the response
        // came): moving the wall clock afterwards must not move it.
        state.notBefore = configuration.clock.monotonic() + delay
        state.delay = delay
        persist()
        guard attempt < policy.maxAttempts else {
            report(.uploadFailed(failure, attempt: attempt, retryIn: nil))
            return false
        }
        report(.uploadFailed(failure, attempt: attempt, retryIn: delay))
        return true
    }

    /// A 2xx (or a final 4xx): the backoff ends; a batch at the learnt limit counts towards growing it.
    private func succeeded(batchSize: Int?) {
        var changed = state.failures > 0 || state.notBefore != nil
        state.failures = 0
        state.notBefore = nil
        state.delay = nil
        if let limit = state.batchLimit, let batchSize, batchSize >= limit {
            successesAtLimit += 1
            if successesAtLimit >= Self.growthInterval {
                successesAtLimit = 0
                let grown = limit + max(1, limit / 8)
                state.batchLimit = grown >= configuration.uploadBatchSize ? nil : grown
                changed = true
            }
        }
        if changed { persist() }
    }

    /// Persists the backoff and batch limit; on a failing disk they live on in memory.
    private func persist() {
        try? store.setMeta(state.metaValues(clock: configuration.clock))
    }

    /// Deletes a settled batch and counts what was deleted: rows a purge removed meanwhile
    /// were counted as purged, not here. A failed delete is retried before the next batch,
    /// and the rows are never read for sending again.
    private func settle(_ events: [StoredEvent], as outcome: Settled, summary: inout UploadSummary) {
        let rowIDs = events.map(\.rowID)
        sentThrough = max(sentThrough, rowIDs.max() ?? 0)
        do {
            let deleted = try store.delete(rowIDs: rowIDs, generation: storeGeneration)
            count(deleted, as: outcome, summary: &summary)
        } catch {
            undeleted.append((rowIDs, outcome))
            report(.deleteFailed(events.map(\.id), reason: LossReason(error)))
        }
    }

    private func retryDeletes(summary: inout UploadSummary) {
        while let (rowIDs, outcome) = undeleted.first {
            guard let deleted = try? store.delete(rowIDs: rowIDs, generation: storeGeneration) else { return }
            undeleted.removeFirst()
            count(deleted, as: outcome, summary: &summary)
        }
    }

    private func count(_ deleted: Int, as outcome: Settled, summary: inout UploadSummary) {
        switch outcome {
        case .uploaded:
            summary.uploaded += deleted
            counters.withLock { $0.uploaded += UInt64(deleted) }
        case .rejected:
            summary.rejected += deleted
            counters.withLock { $0.rejected += UInt64(deleted) }
        case .tooLarge:
            summary.tooLarge += deleted
            counters.withLock { $0.tooLarge += UInt64(deleted) }
        }
    }

    /// `text` without the upload URL's secrets, nor PostHog's API key.
    private func scrub(_ text: String) -> String {
        let scrubbed = redaction.scrub(text)
        guard case .posthog(let apiKey, _) = encoding.format, !apiKey.isEmpty else { return scrubbed }
        return scrubbed.replacingOccurrences(of: apiKey, with: Redaction.placeholder)
    }
}
