import Foundation

/// Sessions: a new one at start, and when the app returns after `timeout` or more in
/// the background. Owned by the writer thread, which applies lifecycle calls in order.
///
/// A session's id is the milliseconds since 1970 of its start: a number, as RudderStack's
/// `context.sessionId` is, and one that sorts sessions by time. Time in the background and
/// in the foreground is measured on the monotonic clock (``TrackerClock/monotonic()``), so
/// a wall-clock jump neither keeps nor splits a session; the wall clock only names it.
struct Session {
    let timeout: Double
    private(set) var id: Int64
    /// When the app entered the background (monotonic seconds).
    private(set) var backgroundSince: Double?
    /// When the app last came to the foreground (or started), for the backgrounded event's
    /// duration (monotonic seconds).
    private(set) var foregroundSince: Double

    /// - Parameter restoring: the session of the last launch and when (wall clock) it last
    ///   saw an event; kept when that was less than `timeout` ago, so a quick relaunch is one
    ///   session. The monotonic clock may have restarted since (a reboot), so across launches
    ///   only the wall clock can tell; a gap that is negative (the clock went back) starts a
    ///   new session rather than guessing. An id that is not a number (earlier versions used
    ///   UUIDs) starts a new session.
    init(timeout: Double, now: Date, monotonic: Double, restoring previous: (id: String, lastSeen: Date)? = nil) {
        self.timeout = timeout
        if let previous, let id = Int64(previous.id), now.timeIntervalSince(previous.lastSeen) < timeout,
           now >= previous.lastSeen {
            self.id = id
        } else {
            self.id = Self.id(startingAt: now)
        }
        self.foregroundSince = monotonic
    }

    /// A cold launch: the foreground time counts from here.
    mutating func launch(monotonic: Double) {
        backgroundSince = nil
        foregroundSince = monotonic
    }

    /// Returns the seconds spent in the foreground since it last started.
    mutating func enterBackground(monotonic: Double) -> Double {
        backgroundSince = monotonic
        return max(0, monotonic - foregroundSince)
    }

    /// Returns whether a new session started; `date` (the wall clock) numbers it.
    @discardableResult
    mutating func enterForeground(at date: Date, monotonic: Double) -> Bool {
        defer {
            backgroundSince = nil
            foregroundSince = monotonic
        }
        guard let since = backgroundSince, monotonic - since >= timeout else { return false }
        id = Self.id(startingAt: date)
        return true
    }

    static func id(startingAt date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    }
}
