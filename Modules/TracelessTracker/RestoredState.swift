import Foundation
import Traceless

/// What the last launch persisted besides events, read by ``Tracker/init(configuration:)``.
struct RestoredState: Sendable {
    var registered: [String: PropertyValue] = [:]
    var session: (id: String, lastSeen: Date)?
    var traits: [String: PropertyValue] = [:]
    /// The app as it is now, and whether this is its first launch with this queue.
    var application = ApplicationInfo()
    var firstLaunch = false
    /// When the tracker started: the start of its first session, unless it continues the last one.
    var startedAt = Date()
    /// The same instant on the monotonic clock.
    var startedMonotonic: Double = 0
}
