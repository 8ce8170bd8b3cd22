import Dispatch

/// The time source for page durations: monotonic nanoseconds since an arbitrary origin.
///
/// Wall-clock time can jump (NTP, the user changing the date), which would make a
/// page's duration negative or huge; durations therefore use this clock only.
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

    /// The system's monotonic clock (`CLOCK_MONOTONIC` on Linux, `mach_absolute_time` on Apple).
    public static let monotonic = PageClock { DispatchTime.now().uptimeNanoseconds }
}
