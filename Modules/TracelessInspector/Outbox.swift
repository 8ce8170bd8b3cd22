import Foundation

/// The device's messages waiting for the inspector: bounded (the newest kept, the oldest
/// dropped and counted) and waited on by the sending thread.
final class Outbox: @unchecked Sendable {
    // An NSCondition guards everything below; the sender waits on it.
    private let condition = NSCondition()
    private var messages: [(id: UInt64, json: Data)] = []
    private var nextID: UInt64 = 0
    private var closed = false
    private let capacity: Int
    private(set) var dropped = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    func append(_ json: Data) {
        condition.lock()
        defer { condition.unlock() }
        guard !closed else { return }
        messages.append((nextID, json))
        nextID += 1
        if messages.count > capacity {
            let excess = messages.count - capacity
            messages.removeFirst(excess)
            dropped += excess
        }
        condition.signal()
    }

    /// The oldest messages, at most `maxBytes` together (at least one), waiting up to
    /// `timeout` seconds for one; empty when closed or none came.
    func next(maxBytes: Int, timeout: Double) -> [(id: UInt64, json: Data)] {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(timeout)
        while messages.isEmpty, !closed {
            if !condition.wait(until: deadline) { break }
        }
        var taken: [(id: UInt64, json: Data)] = []
        var bytes = 0
        for message in messages {
            if !taken.isEmpty, bytes + message.json.count > maxBytes { break }
            taken.append(message)
            bytes += message.json.count + 1
        }
        return taken
    }

    /// Forgets the messages up to and including `id` (the inspector stored them).
    func acknowledge(through id: UInt64) {
        condition.lock()
        messages.removeAll { $0.id <= id }
        condition.unlock()
    }

    /// Waits `seconds` unless closed first; returns whether it is closed.
    func pause(_ seconds: Double) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(seconds)
        while !closed, condition.wait(until: deadline) {}
        return closed
    }

    var isClosed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return closed
    }

    func close() {
        condition.lock()
        closed = true
        messages.removeAll()
        condition.broadcast()
        condition.unlock()
    }
}
