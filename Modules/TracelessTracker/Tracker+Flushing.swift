import Foundation

/// Waiting for events to be stored or uploaded, and stopping.
extension Tracker {
    /// Blocks until every event accepted before the call is resolved (committed, dropped or
    /// lost), or `timeout` seconds pass. Returns whether it finished in time.
    @discardableResult
    public func flushToDisk(timeout: Double = 10) -> Bool {
        let target = core.inbox.withLock { $0.lastSequence }
        core.wakeup.signal()
        return core.resolution.wait(through: target, timeout: timeout)
    }

    /// Suspends until every event accepted before the call is resolved.
    public func flushToDisk() async {
        let target = core.inbox.withLock { $0.lastSequence }
        core.wakeup.signal()
        await core.resolution.wait(through: target)
    }

    /// Commits what is buffered, then uploads everything queued (after any upload in
    /// progress). Returns at once with an empty summary when no upload URL is configured.
    ///
    /// While the collector is failing, a flush first waits out the backoff in effect (at
    /// least 1 s after the last failure, up to ``RetryPolicy/maxDelay``), which persists
    /// across flushes and launches until a 2xx: call it from a task that may wait.
    @discardableResult
    public func flush() async -> UploadSummary {
        await flushToDisk()
        guard let uploader = core.uploader else { return UploadSummary() }
        return await uploader.flush()
    }

    /// Stops the tracker: commits what is buffered, stops uploads, closes the database.
    /// Events accepted afterwards are reported lost. Returns whether the writer finished
    /// within `timeout` seconds.
    @discardableResult
    public func shutdown(timeout: Double = 10) -> Bool {
        let alreadyStopping = core.inbox.withLock { inbox -> Bool in
            defer { inbox.stopping = true }
            return inbox.stopping
        }
        guard !alreadyStopping else { return true }
        lifecycleObserver.withLock { $0?.stop() }
        remoteFetcher?.stop()
        core.wakeup.signal()
        if let uploader = core.uploader { Task { await uploader.stop() } }
        guard core.writerFinished.wait(timeout: .now() + timeout) == .success else { return false }
        core.store.close()
        return true
    }
}
