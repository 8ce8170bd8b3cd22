import Foundation

/// Sessions: a new one at start, and when the app returns after `timeout` or more in
/// the background. Owned by the writer thread, which applies lifecycle calls in order.
struct Session {
    let timeout: Double
    private(set) var id: String
    private(set) var backgroundSince: Date?
    /// When the app last came to the foreground (or started), for `$app_end`'s duration.
    private(set) var foregroundSince: Date

    /// - Parameter restoring: the session of the last launch and when it last saw an event;
    ///   kept when that was less than `timeout` ago, so a quick relaunch is one session.
    init(timeout: Double, now: Date, restoring previous: (id: String, lastSeen: Date)? = nil) {
        self.timeout = timeout
        if let previous, now.timeIntervalSince(previous.lastSeen) < timeout, now >= previous.lastSeen {
            self.id = previous.id
        } else {
            self.id = UUID().uuidString.lowercased()
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
        id = UUID().uuidString.lowercased()
        return true
    }
}
