import Foundation
import TracelessRuntime

/// Tells the running sessions when a control or recogniser that carries a
/// tracking target deallocates, so that its tracking targets forget it (and are
/// freed when it was their last one) instead of keeping a dangling address.
///
/// One watch per sender for its whole life, shared by every session: a sender
/// seen again after a restart is not watched twice (the watch is keyed).
///
/// A session is held from its start to its `stop()`, strongly: a weak reference would
/// send every retain of the session, which each hook makes, down the slow path.
enum SenderWatch {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sessions: [ObjectIdentifier: TrackingSession] = [:]
    private final class Key: Sendable {}
    private static let key = Key()

    static func add(_ session: TrackingSession) {
        lock.withLock { sessions[ObjectIdentifier(session)] = session }
    }

    static func remove(_ session: TrackingSession) {
        // Handed out of the lock and released there: its deinit is not ours to run under it.
        _ = lock.withLock { sessions.removeValue(forKey: ObjectIdentifier(session)) }
    }

    static func watch(_ sender: ObjCObject) {
        let word = sender.objcWord
        ObjectLifetime.onDeallocation(of: sender, key: ObjectIdentifier(key)) {
            let current = lock.withLock { Array(sessions.values) }
            for session in current { session.senderDeallocated(word) }
        }
    }
}
