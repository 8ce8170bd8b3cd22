import Foundation

/// The time source and the sleeping the tracker uses, injectable so tests need not wait
/// for real backoff delays or for a real 30-minute background.
///
/// ```swift
/// struct InstantClock: TrackerClock {
///     func now() -> Date { Date() }
///     func sleep(seconds: Double) async throws { await Task.yield() }
/// }
/// ```
package protocol TrackerClock: Sendable {
    /// The current wall-clock time.
    func now() -> Date
    /// Suspends for `seconds`; throws `CancellationError` when the task is cancelled.
    func sleep(seconds: Double) async throws
}

/// The real clock.
package struct SystemClock: TrackerClock {
    package init() {}
    package func now() -> Date { Date() }
    package func sleep(seconds: Double) async throws {
        guard seconds > 0 else { return }
        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
}
