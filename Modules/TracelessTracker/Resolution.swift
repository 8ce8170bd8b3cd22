import Foundation
import Synchronization

/// How far the writer has got: every accepted event with a sequence number up to
/// `resolvedThrough` has its outcome. Blocking and async waiters both wait on it.
///
/// `@unchecked Sendable` because its state is guarded by `condition`, a pthread mutex and
/// condition variable, which `Mutex` cannot wait on; every access below takes it. Timed
/// waits run on the monotonic clock (``MonotonicCondition``).
final class Resolution: @unchecked Sendable {
    private let condition = MonotonicCondition()
    private var resolvedThrough: UInt64 = 0
    private var asyncWaiters: [(target: UInt64, continuation: CheckedContinuation<Void, Never>)] = []

    var current: UInt64 {
        condition.lock(); defer { condition.unlock() }
        return resolvedThrough
    }

    /// Called by the writer after it has stored the outcomes of events up to `sequence`.
    func advance(to sequence: UInt64) {
        condition.lock()
        if sequence > resolvedThrough { resolvedThrough = sequence }
        let ready = asyncWaiters.filter { $0.target <= resolvedThrough }
        asyncWaiters.removeAll { $0.target <= resolvedThrough }
        condition.broadcast()
        condition.unlock()
        for waiter in ready { waiter.continuation.resume() }
    }

    /// Wakes blocking waiters whose condition is not a sequence (purge completion, shutdown).
    func notifyAll() {
        condition.lock()
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until `done()` holds or `timeout` seconds pass; `done` is evaluated under the lock.
    func wait(timeout: Double, until done: () -> Bool) -> Bool {
        let deadline = MonotonicCondition.deadline(in: timeout)
        condition.lock(); defer { condition.unlock() }
        while !done() {
            if !condition.wait(until: deadline) { return done() }
        }
        return true
    }

    func wait(through sequence: UInt64, timeout: Double) -> Bool {
        wait(timeout: timeout) { resolvedThrough >= sequence }
    }

    func wait(through sequence: UInt64) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            condition.lock()
            if resolvedThrough >= sequence {
                condition.unlock()
                continuation.resume()
            } else {
                asyncWaiters.append((sequence, continuation))
                condition.unlock()
            }
        }
    }
}

/// A one-shot result the writer fills in for a caller that may wait for it.
final class Box<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    func set(_ newValue: Value) { value.withLock { $0 = newValue } }
    var get: Value? { value.withLock { $0 } }
}
