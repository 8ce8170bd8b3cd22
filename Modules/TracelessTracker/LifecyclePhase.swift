import Synchronization

/// Where the app is in its lifecycle, as the tracker last heard it, so that each transition
/// is recorded once whether it came from UIKit's notifications, from the app's own calls
/// (`applicationDidLaunch()` and friends), or from both.
///
/// An atomic rather than the inbox lock: ``Tracker/receive(_:)`` reads it for every
/// interaction and must stay at one lock.
final class LifecyclePhase: Sendable {
    enum Phase: UInt8 {
        /// Nothing heard yet: any transition is taken as it comes.
        case unknown, foreground, background
    }

    private let value = Atomic<UInt8>(Phase.unknown.rawValue)

    var current: Phase { Phase(rawValue: value.load(ordering: .relaxed)) ?? .unknown }

    /// A launch is recorded once, and only before any other transition.
    func launch() -> Bool {
        value.compareExchange(expected: Phase.unknown.rawValue, desired: Phase.foreground.rawValue,
                              ordering: .acquiringAndReleasing).exchanged
    }

    /// Whether the app was not already in the background.
    func enterBackground() -> Bool {
        value.exchange(Phase.background.rawValue, ordering: .acquiringAndReleasing) != Phase.background.rawValue
    }

    /// Whether the app was not already in the foreground.
    func enterForeground() -> Bool {
        value.exchange(Phase.foreground.rawValue, ordering: .acquiringAndReleasing) != Phase.foreground.rawValue
    }
}
