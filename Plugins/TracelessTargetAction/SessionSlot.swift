import Synchronization

/// The running session, or nil while the plugin is not installed: what TargetAction's
/// hooks hold and ask on every tap, apart from the plugin itself.
final class SessionSlot: Sendable {
    private let session = Mutex<TrackingSession?>(nil)

    var current: TrackingSession? { session.withLock { $0 } }

    /// Sets the session; returns the one it replaced.
    func replace(with new: TrackingSession?) -> TrackingSession? {
        session.withLock { session in
            defer { session = new }
            return session
        }
    }
}
