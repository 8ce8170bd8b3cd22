import Foundation

/// Sessions: a new one at start, and when the app returns after `timeout` or more in
/// the background. Owned by the writer thread, which applies lifecycle calls in order.
///
/// A session's id is the milliseconds since 1970 of its start: a number, as RudderStack's
/// `context.sessionId` is, and one that sorts sessions by time.
struct Session {
    let timeout: Double
    private(set) var id: Int64
    private(set) var backgroundSince: Date?
    /// When the app last came to the foreground (or started), for the backgrounded event's duration.
    private(set) var foregroundSince: Date

    /// - Parameter restoring: the session of the last launch and when it last saw an event;
    ///   kept when that was less than `timeout` ago, so a quick relaunch is one session. An id
    ///   that is not a number (earlier versions used UUIDs) starts a new session.
    init(timeout: Double, now: Date, restoring previous: (id: String, lastSeen: Date)? = nil) {
        self.timeout = timeout
        if let previous, let id = Int64(previous.id), now.timeIntervalSince(previous.lastSeen) < timeout,
           now >= previous.lastSeen {
            self.id = id
        } else {
            self.id = Self.id(startingAt: now)
        }
        self.foregroundSince = now
    }

    /// A cold launch: the foreground time counts from here.
    mutating func launch(at date: Date) {
        backgroundSince = nil
        foregroundSince = date
    }

    mutating func enterBackground(at date: Date) {
        backgroundSince = date
    }

    /// Returns whether a new session started.
    @discardableResult
    mutating func enterForeground(at date: Date) -> Bool {
        defer {
            backgroundSince = nil
            foregroundSince = date
        }
        guard let since = backgroundSince, date.timeIntervalSince(since) >= timeout else { return false }
        id = Self.id(startingAt: date)
        return true
    }

    static func id(startingAt date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    }
}
