import Foundation

/// The clocks and the sleeping the tracker uses, injectable so tests need not wait for real
/// backoff delays or a real 30-minute background, and can move the wall clock alone.
///
/// Two clocks, never mixed: the wall clock (``now()``) stamps events (`timestamp`,
/// `originalTimestamp`, `sentAt`, session ids); the monotonic clock (``monotonic()``)
/// measures every wait, deadline and duration (backoff, `$app_end`'s duration, session
/// timeouts), so that a user or NTP moving the date neither stalls uploads nor bends a duration.
///
/// ```swift
/// struct InstantClock: TrackerClock {
///     func now() -> Date { Date() }
///     func monotonic() -> Double { MonotonicClock.seconds() }
///     func sleep(seconds: Double) async throws { await Task.yield() }
/// }
/// ```
package protocol TrackerClock: Sendable {
    /// The current wall-clock time: for timestamps only.
    func now() -> Date
    /// Seconds since an arbitrary fixed point, never going back and counting the time the
    /// device sleeps: for waits, deadlines and durations.
    func monotonic() -> Double
    /// Suspends for `seconds`; throws `CancellationError` when the task is cancelled.
    func sleep(seconds: Double) async throws
}

/// The real clocks: `Date()` and ``MonotonicClock/seconds()``.
package struct SystemClock: TrackerClock {
    package init() {}
    package func now() -> Date { Date() }
    package func monotonic() -> Double { MonotonicClock.seconds() }
    package func sleep(seconds: Double) async throws {
        guard seconds > 0 else { return }
        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
}
