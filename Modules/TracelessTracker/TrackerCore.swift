import Dispatch
import Foundation
import Synchronization

/// The state shared between the caller-facing ``Tracker``, its writer thread and its uploader.
final class TrackerCore: Sendable {
    let configuration: TrackerConfiguration
    let store: EventStore
    let pipeline = Pipeline()
    let inbox: Mutex<Inbox>
    /// Wakes a parked writer. A semaphore keeps a signal sent before the writer waits.
    let wakeup = DispatchSemaphore(value: 0)
    /// Signalled once by the writer thread when it exits.
    let writerFinished = DispatchSemaphore(value: 0)
    let resolution = Resolution()
    let counters: Counters
    /// The random half of every event id of this tracker.
    let idPrefix = EventID.randomPrefix()
    let validator: PropertyValidator
    let uploader: Uploader?

    init(configuration: TrackerConfiguration, store: EventStore, inbox: Inbox, uploader: Uploader?, counters: Counters) {
        self.counters = counters
        self.configuration = configuration
        self.store = store
        self.inbox = Mutex(inbox)
        self.validator = PropertyValidator(limits: configuration.limits)
        self.uploader = uploader
    }

    func report(_ report: TrackerReport) {
        configuration.onReport?(report)
    }

    func eventID(_ sequence: UInt64) -> EventID { EventID(prefix: idPrefix, sequence: sequence) }

    /// Appends an item and wakes the writer if it is parked. The whole cost on the caller's
    /// thread: one lock, one append, and a semaphore signal only after the writer went idle.
    /// Returns `false` when the tracker is shutting down (nothing appended).
    @inline(__always)
    func enqueue(_ makeItem: (inout Inbox) -> PendingItem?) -> Bool {
        let (appended, wake) = inbox.withLock { inbox -> (Bool, Bool) in
            guard !inbox.stopping, let item = makeItem(&inbox) else { return (false, false) }
            inbox.items.append(item)
            guard inbox.writerParked else { return (true, false) }
            inbox.writerParked = false
            return (true, true)
        }
        if wake { wakeup.signal() }
        return appended
    }

    var diagnostics: TrackerDiagnostics {
        var snapshot = counters.withLock { $0 }
        let (accepted, ignored) = inbox.withLock { ($0.accepted, $0.ignoredWhileOptedOut) }
        snapshot.accepted = accepted
        snapshot.ignoredWhileOptedOut = ignored
        let resolved = snapshot.committed + snapshot.lost + snapshot.droppedByPlugins
        snapshot.pending = accepted > resolved ? accepted - resolved : 0
        snapshot.queued = store.count
        return snapshot
    }
}
