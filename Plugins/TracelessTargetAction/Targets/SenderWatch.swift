import Foundation
import TracelessRuntime

/// Tells the running sessions when a control or recogniser that carries a
/// tracking target deallocates, so that its tracking targets forget it (and are
/// freed when it was their last one) instead of keeping a dangling address.
///
/// One watch per sender for its whole life, shared by every session: a sender
/// seen again after a restart is not watched twice (the watch is keyed).
enum SenderWatch {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sessions: [ObjectIdentifier: Weak] = [:]
    private final class Key: Sendable {}
    private static let key = Key()

    private struct Weak { weak var session: TrackingSession? }

    static func add(_ session: TrackingSession) {
        lock.withLock { sessions[ObjectIdentifier(session)] = Weak(session: session) }
    }

    static func remove(_ session: TrackingSession) {
        lock.withLock { sessions[ObjectIdentifier(session)] = nil }
    }

    static func watch(_ sender: ObjCObject) {
        let word = sender.objcWord
        ObjectLifetime.onDeallocation(of: sender, key: ObjectIdentifier(key)) {
            let current = lock.withLock { sessions.values.compactMap(\.session) }
            for session in current { session.senderDeallocated(word) }
        }
    }
}
