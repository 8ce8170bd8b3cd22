import Foundation
import Synchronization

/// Sends queued events to the collector, one request at a time.
///
/// Events are read from the store and deleted only when the server accepted them (2xx),
/// rejected them for good (other 4xx, reported) or found a single one too large (413,
/// reported). 5xx, 429, 408 and network errors are retried with backoff; the events stay
/// queued whatever happens to the process meanwhile.
actor Uploader {
    private let store: EventStore
    private let configuration: TrackerConfiguration
    private let uploadURL: URL
    private let transport: any UploadTransport
    private let counters: Counters
    private let report: @Sendable (TrackerReport) -> Void
    /// The flush in progress or last started; each new one waits for it, so there is
    /// never more than one request in flight.
    private var tail: Task<UploadSummary, Never>?
    private nonisolated let flushRequested = Mutex(false)
    private var intervalTask: Task<Void, Never>?

    init(store: EventStore, configuration: TrackerConfiguration, uploadURL: URL,
         counters: Counters, report: @escaping @Sendable (TrackerReport) -> Void) {
        self.store = store
        self.configuration = configuration
        self.uploadURL = uploadURL
        self.transport = configuration.transport ?? URLSessionTransport()
        self.counters = counters
        self.report = report
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
            let events: [StoredEvent]
            do {
                events = try store.oldest(limit: configuration.uploadBatchSize, maxBytes: configuration.maxBatchBytes)
            } catch {
                summary.gaveUp = true
                return summary
            }
            if events.isEmpty { return summary }
            guard await send(events, summary: &summary) else {
                summary.gaveUp = true
                return summary
            }
        }
        summary.gaveUp = true
        return summary
    }

    /// Sends one batch until it is settled. Returns `false` when the flush should stop
    /// (retries exhausted, cancelled, or the store failed) with the events still queued.
    private func send(_ events: [StoredEvent], summary: inout UploadSummary) async -> Bool {
        var attempt = 0
        while true {
            attempt += 1
            let response: UploadResponse
            do {
                summary.requests += 1
                counters.withLock { $0.requests += 1 }
                response = try await transport.send(try makeRequest(events))
            } catch is CancellationError {
                return false
            } catch {
                guard await retry(after: nil, failure: .transport("\(error)"), attempt: attempt) else { return false }
                continue
            }
            switch response.status {
            case 200..<300:
                guard delete(events) else { return false }
                summary.uploaded += events.count
                counters.withLock { $0.uploaded += UInt64(events.count) }
                return true
            case 413 where events.count > 1:
                let half = events.count / 2
                guard await send(Array(events[..<half]), summary: &summary) else { return false }
                return await send(Array(events[half...]), summary: &summary)
            case 413:
                guard delete(events) else { return false }
                summary.tooLarge += 1
                counters.withLock { $0.tooLarge += 1 }
                report(.tooLargeToUpload(events[0].id, bytes: events[0].payload.count))
                return true
            case 408, 429, 500..<600:
                let retryAfter = response.headers["retry-after"].flatMap { RetryAfter.seconds($0, now: configuration.clock.now()) }
                guard await retry(after: retryAfter, failure: .status(response.status), attempt: attempt) else { return false }
            case 400..<500:
                guard delete(events) else { return false }
                summary.rejected += events.count
                counters.withLock { $0.rejected += UInt64(events.count) }
                let body = String(decoding: response.body.prefix(1024), as: UTF8.self)
                report(.rejectedByServer(events.map(\.id), status: response.status, body: body))
                return true
            default:
                // 1xx and unfollowed 3xx: nothing says the events arrived; keep them and retry.
                guard await retry(after: nil, failure: .status(response.status), attempt: attempt) else { return false }
            }
        }
    }

    /// Reports the failure and sleeps before the next attempt; `false` when no attempt is left.
    private func retry(after retryAfter: Double?, failure: UploadFailure, attempt: Int) async -> Bool {
        counters.withLock { $0.failedAttempts += 1 }
        let policy = configuration.retry
        guard attempt < policy.maxAttempts else {
            report(.uploadFailed(failure, attempt: attempt, retryIn: nil))
            return false
        }
        let delay = retryAfter.map { min($0, policy.maxRetryAfter) }
            ?? policy.delay(beforeRetry: attempt, random: Double.random(in: 0...1))
        report(.uploadFailed(failure, attempt: attempt, retryIn: delay))
        do {
            try await configuration.clock.sleep(seconds: delay)
            return true
        } catch {
            return false
        }
    }

    private func makeRequest(_ events: [StoredEvent]) throws -> UploadRequest {
        let body = Data(MessageEncoding.batchBody(events.map(\.payload), sentAt: configuration.clock.now()))
        var headers = ["Content-Type": "application/json", "User-Agent": "\(TracelessLibrary.name)/\(TracelessLibrary.version)"]
        if let writeKey = configuration.writeKey {
            headers["Authorization"] = "Basic " + Data("\(writeKey):".utf8).base64EncodedString()
        }
        guard configuration.compressUploads else { return UploadRequest(url: uploadURL, headers: headers, body: body) }
        headers["Content-Encoding"] = "gzip"
        return UploadRequest(url: uploadURL, headers: headers, body: try Gzip.compress(body))
    }

    private func delete(_ events: [StoredEvent]) -> Bool {
        do {
            try store.delete(rowIDs: events.map(\.rowID))
            return true
        } catch {
            // The server has the events; they stay queued and will be sent again, which a
            // backend deduplicating on messageId absorbs.
            report(.uploadFailed(.transport("delete after upload failed: \(error)"), attempt: 0, retryIn: nil))
            return false
        }
    }
}
