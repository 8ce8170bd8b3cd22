import Foundation

/// What the user allows: capture on or off, and what is queued deleted.
extension Tracker {
    /// Stops capture: interactions, custom events and lifecycle events received from now
    /// on are not stored. Persisted across launches. Events already queued are still
    /// uploaded; call ``purge()`` to delete them too.
    public func optOut() {
        _ = core.enqueue { inbox in
            inbox.optedOut = true
            return .setOptedOut(true)
        }
    }

    /// Resumes capture after ``optOut()``.
    public func optIn() {
        _ = core.enqueue { inbox in
            inbox.optedOut = false
            return .setOptedOut(false)
        }
    }

    /// Whether the user opted out.
    public var isOptedOut: Bool { core.inbox.withLock { $0.optedOut } }

    /// Deletes every queued event, those accepted before this call included, and returns
    /// how many were deleted. Blocks until done (at most `timeout` seconds; then `nil`).
    /// A request already in flight cannot be recalled.
    @discardableResult
    public func purge(timeout: Double = 10) -> Int? {
        let box = Box<Int>()
        guard core.enqueue({ _ in .purge(box) }) else { return nil }
        core.wakeup.signal()
        _ = core.resolution.wait(timeout: timeout) { box.get != nil }
        return box.get
    }
}
