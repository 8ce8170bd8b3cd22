#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The time source for page durations: monotonic nanoseconds since an arbitrary origin.
///
/// Wall-clock time can jump (NTP, the user changing the date), which would make a
/// page's duration negative or huge; durations therefore use this clock only, and the
/// wall clock only stamps the events.
///
/// ```swift
/// let plugin = PageViewPlugin()                       // the system's monotonic clock
/// let fake = PageClock { 42_000_000_000 }             // tests: a clock they control
/// let testPlugin = PageViewPlugin(clock: fake)
/// ```
public struct PageClock: Sendable {
    /// The current reading, in nanoseconds. Never goes backwards.
    public let now: @Sendable () -> UInt64

    public init(now: @escaping @Sendable () -> UInt64) {
        self.now = now
    }

    /// The system's monotonic clock, counting the time the device sleeps: a page left open
    /// while the app sat suspended in the background was visible for all of that time, as
    /// a user measures it. `CLOCK_MONOTONIC` on Apple platforms (`mach_absolute_time` stops
    /// asleep), `CLOCK_BOOTTIME` on Linux (its `CLOCK_MONOTONIC` stops during suspend).
    public static let monotonic = PageClock {
        #if canImport(Darwin)
        return clock_gettime_nsec_np(CLOCK_MONOTONIC)
        #else
        var time = timespec()
        clock_gettime(CLOCK_BOOTTIME, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
        #endif
    }
}
