import Synchronization
import Traceless

/// Where an observed event is: as Traceless built it (before the tracker's plugins), as the
/// upload will carry it (after plugins, redaction and the naming profile), or dropped.
package enum EventStage: String, Sendable {
    case captured, uploaded, dropped
}

/// Sees what the tracker receives and builds: the seam the inspector attaches to.
///
/// Called on the tracker's threads, so it must return at once and never block.
package protocol TrackerObserver: AnyObject, Sendable {
    /// An interaction, on the thread that captured it, before it is queued.
    func received(_ interaction: Interaction)
    /// An event at `stage`, as its encoded message, on the writer thread.
    func observed(_ stage: EventStage, message: [UInt8], reason: String?)
}

/// The one observer of a tracker. Nothing observes in a release build unless the app
/// attaches an inspector, so the capture path pays one relaxed atomic load.
final class ObserverSlot: Sendable {
    private let present = Atomic<Bool>(false)
    private let slot = Mutex<(any TrackerObserver)?>(nil)

    var current: (any TrackerObserver)? {
        present.load(ordering: .relaxed) ? slot.withLock { $0 } : nil
    }

    func set(_ observer: (any TrackerObserver)?) {
        slot.withLock { $0 = observer }
        present.store(observer != nil, ordering: .relaxed)
    }
}

extension Tracker {
    /// Attaches `observer` (replacing any other), or detaches with `nil`. Events built while
    /// it is attached take the general path, so that each stage can be shown.
    package func setObserver(_ observer: (any TrackerObserver)?) {
        core.observers.set(observer)
    }
}
