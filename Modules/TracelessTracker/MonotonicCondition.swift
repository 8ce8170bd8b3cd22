#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A mutex and condition variable whose timed wait is measured on a monotonic clock, for
/// the waits the app may block on (`flushToDisk(timeout:)`, receipts, back-pressure).
///
/// `NSCondition.wait(until:)` takes a `Date`, which becomes an absolute `CLOCK_REALTIME`
/// deadline: a wall clock moved back a day during the wait would block the caller for a
/// day. Here the condition waits on `CLOCK_MONOTONIC` (Linux) or for a relative time
/// (Apple platforms).
///
/// `@unchecked Sendable`: the pthread objects are made for sharing between threads and are
/// only used through the calls below.
final class MonotonicCondition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        #if canImport(Darwin)
        pthread_cond_init(condition, nil)
        #else
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
        #endif
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
    func broadcast() { pthread_cond_broadcast(condition) }

    /// The deadline `seconds` from now, for ``wait(until:)``.
    static func deadline(in seconds: Double) -> Double { MonotonicClock.seconds() + seconds }

    /// With the lock held: waits for a broadcast (or a spurious wake-up) until `deadline`
    /// (``MonotonicClock/seconds()``). Returns `false` once the deadline has passed.
    func wait(until deadline: Double) -> Bool {
        let left = deadline - MonotonicClock.seconds()
        guard left > 0 else { return false }
        let seconds = min(left, 1e9)
        #if canImport(Darwin)
        var relative = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        return pthread_cond_timedwait_relative_np(condition, mutex, &relative) == 0
        #else
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        var nanoseconds = Int(now.tv_nsec) + Int((seconds - seconds.rounded(.down)) * 1e9)
        var wholeSeconds = Int(now.tv_sec) + Int(seconds)
        if nanoseconds >= 1_000_000_000 {
            nanoseconds -= 1_000_000_000
            wholeSeconds += 1
        }
        var absolute = timespec(tv_sec: wholeSeconds, tv_nsec: nanoseconds)
        return pthread_cond_timedwait(condition, mutex, &absolute) == 0
        #endif
    }
}
