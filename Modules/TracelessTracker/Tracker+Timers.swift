/// Timed events: how long something took, measured by the SDK.
///
/// ```swift
/// tracker.startTimer("Checkout")
/// // ... the user fills in the form; the app may go to the background meanwhile
/// try tracker.track("Checkout")   // carries "$event_duration": seconds in the foreground
/// ```
///
/// Timers run on a monotonic clock (``TrackerConfiguration/uptime``) and stop while the app
/// is in the background (between `applicationDidEnterBackground` and
/// `applicationWillEnterForeground`, called by the app or observed from UIKit's
/// notifications). They live in memory only: a relaunch starts without timers.
extension Tracker {
    /// Starts (or restarts from zero) the timer of the event `name`; the next
    /// ``track(_:properties:)`` of that name carries `$event_duration` and ends the timer.
    public func startTimer(_ name: String) { timers.start(name) }

    /// Stops counting for `name` until ``resumeTimer(_:)``; nothing happens without a timer.
    public func pauseTimer(_ name: String) { timers.pause(name) }

    /// Counts again for `name` after ``pauseTimer(_:)``.
    public func resumeTimer(_ name: String) { timers.resume(name) }

    /// Forgets the timer of `name`: the next `track` of that name carries no duration.
    public func removeTimer(_ name: String) { timers.remove(name) }

    /// Forgets every timer.
    public func removeAllTimers() { timers.removeAll() }

    /// The seconds counted so far for `name`, or `nil` without a timer.
    public func elapsedTime(of name: String) -> Double? { timers.elapsed(name) }
}
