#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// A monotonic time source in seconds, for the tracker's waits, deadlines and durations:
/// wall-clock time jumps (NTP, the user changing the date) must not make a duration
/// negative or huge, nor a deadline a day away.
///
/// It counts the time the device sleeps (as Swift's `ContinuousClock` does, which needs
/// iOS 16): an app suspended in the background for 30 minutes, screen locked, has been
/// away 30 minutes for its session timeout. `CLOCK_MONOTONIC` on Apple platforms (which,
/// unlike `mach_absolute_time` and `CLOCK_UPTIME_RAW`, keeps counting asleep), and
/// `CLOCK_BOOTTIME` on Linux (whose `CLOCK_MONOTONIC` stops during suspend).
///
/// ```swift
/// configuration.uptime = MonotonicClock.seconds  // the default
/// ```
public enum MonotonicClock {
    /// Seconds since an arbitrary fixed point (the boot), asleep time included.
    @Sendable public static func seconds() -> Double {
        #if canImport(Darwin)
        return Double(clock_gettime_nsec_np(CLOCK_MONOTONIC)) / 1e9
        #else
        var time = timespec()
        clock_gettime(CLOCK_BOOTTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        #endif
    }
}

extension PropertyKey {
    /// Seconds between ``Tracker/startTimer(_:)`` and the `track` of the same name,
    /// without the time paused or spent in the background.
    public static let eventDuration = "$event_duration"
}

/// The running timers of ``Tracker/startTimer(_:)``, behind one lock: called from any thread.
///
/// Time in the background does not count: entering the background freezes every timer,
/// coming back restarts those the app had not paused itself. Kept in memory only, so
/// nothing survives a relaunch (a duration across launches would include the time the
/// app was not running).
final class EventTimers: Sendable {
    struct Timer {
        /// Seconds counted before the current run.
        var accumulated: Double = 0
        /// When the current run started (`uptime`), `nil` while not running.
        var runningSince: Double?
        /// Paused by the app (not by the background).
        var pausedByApp = false
    }

    private struct State {
        var timers: [String: Timer] = [:]
        var inBackground = false
    }

    private let state = Mutex(State())
    private let uptime: @Sendable () -> Double

    init(uptime: @escaping @Sendable () -> Double) { self.uptime = uptime }

    func start(_ name: String) {
        let now = uptime()
        state.withLock { state in
            state.timers[name] = Timer(runningSince: state.inBackground ? nil : now)
        }
    }

    func pause(_ name: String) {
        let now = uptime()
        state.withLock { state in
            guard var timer = state.timers[name] else { return }
            timer.stop(at: now)
            timer.pausedByApp = true
            state.timers[name] = timer
        }
    }

    func resume(_ name: String) {
        let now = uptime()
        state.withLock { state in
            guard var timer = state.timers[name], timer.pausedByApp else { return }
            timer.pausedByApp = false
            if !state.inBackground { timer.runningSince = now }
            state.timers[name] = timer
        }
    }

    func remove(_ name: String) {
        _ = state.withLock { $0.timers.removeValue(forKey: name) }
    }

    func removeAll() {
        state.withLock { $0.timers.removeAll() }
    }

    /// Removes the timer and returns its elapsed seconds, or `nil` when none was started.
    func finish(_ name: String) -> Double? {
        let now = uptime()
        return state.withLock { state -> Double? in
            guard var timer = state.timers.removeValue(forKey: name) else { return nil }
            timer.stop(at: now)
            return timer.accumulated
        }
    }

    func elapsed(_ name: String) -> Double? {
        let now = uptime()
        return state.withLock { state -> Double? in
            guard var timer = state.timers[name] else { return nil }
            timer.stop(at: now)
            return timer.accumulated
        }
    }

    func enterBackground() {
        let now = uptime()
        state.withLock { state in
            guard !state.inBackground else { return }
            state.inBackground = true
            for name in state.timers.keys { state.timers[name]?.stop(at: now) }
        }
    }

    func enterForeground() {
        let now = uptime()
        state.withLock { state in
            guard state.inBackground else { return }
            state.inBackground = false
            for (name, timer) in state.timers where !timer.pausedByApp { state.timers[name]?.runningSince = now }
        }
    }
}

extension EventTimers.Timer {
    mutating func stop(at now: Double) {
        if let since = runningSince { accumulated += max(0, now - since) }
        runningSince = nil
    }
}
