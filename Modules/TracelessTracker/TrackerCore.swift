import Dispatch
import Foundation
import Synchronization
import Traceless

/// The state shared between the caller-facing ``Tracker``, its writer thread and its uploader.
final class TrackerCore: Sendable {
    let configuration: TrackerConfiguration
    let store: EventStore
    let pipeline = Pipeline()
    /// The inspector, when one is attached.
    let observers = ObserverSlot()
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
    /// Where callers wait for room under ``BackPressure/wait(timeout:)``.
    let space = SpaceSignal()
    /// The remote configuration in effect (all on by default).
    let remote = RemoteSwitches()
    private let maxPendingEvents: Int
    private let maxPendingBytes: Int

    init(configuration: TrackerConfiguration, store: EventStore, inbox: Inbox, uploader: Uploader?, counters: Counters) {
        self.counters = counters
        self.configuration = configuration
        self.store = store
        self.inbox = Mutex(inbox)
        self.validator = PropertyValidator(limits: configuration.limits)
        self.uploader = uploader
        self.maxPendingEvents = configuration.maxPendingEvents
        self.maxPendingBytes = configuration.maxPendingBytes
    }

    func report(_ report: TrackerReport) {
        configuration.onReport?(report)
    }

    func eventID(_ sequence: UInt64) -> EventID { EventID(prefix: idPrefix, sequence: sequence) }

    /// Appends a control item (identify, purge, opt-out, ...) and wakes the writer if it is
    /// parked. Control items are few and must never be dropped, so the bound does not apply.
    /// Returns `false` when the tracker is shutting down (nothing appended).
    @inline(__always)
    func enqueue(_ makeItem: (inout Inbox) -> PendingItem?) -> Bool {
        let (appended, wake) = inbox.withLock { inbox -> (Bool, Bool) in
            guard !inbox.stopping, let item = makeItem(&inbox) else { return (false, false) }
            inbox.pending.append(item)
            return (true, inbox.takeWakeup())
        }
        if wake { wakeup.signal() }
        return appended
    }

    /// What became of an event handed to ``enqueueEvent(_:bytes:bounded:mayWait:)``.
    enum Admission {
        case queued(sequence: UInt64)
        case optedOut
        /// The in-memory queue was full: counted as accepted and lost.
        case full
        case shutDown
    }

    /// Appends an event within the memory bound. The whole cost on the caller's thread: one
    /// lock, two comparisons, one append, and a semaphore signal only after the writer went idle.
    ///
    /// - Parameter bounded: `false` for the few lifecycle events, which carry the session's
    ///   transitions and must not be dropped under load.
    /// - Parameter mayWait: `false` where the caller handles ``BackPressure/wait(timeout:)`` itself.
    @inline(__always)
    func enqueueEvent(_ item: PendingItem, bytes: Int, bounded: Bool = true, mayWait: Bool = true) -> Admission {
        enqueue(bytes: bytes, bounded: bounded, mayWait: mayWait) { pending in pending.append(item) }
    }

    /// The receipt of an event handed to ``enqueueEvent(_:bytes:bounded:mayWait:)`` with
    /// `box`: its outcome to come, or the one it has now.
    func receipt(for admission: Admission, box: Box<EventOutcome>) -> EventReceipt {
        switch admission {
        case .queued(let sequence):
            return EventReceipt(id: eventID(sequence), box: box, resolution: resolution)
        case .optedOut:
            return EventReceipt(id: eventID(0), outcome: .optedOut, resolution: resolution)
        case .full:
            return EventReceipt(id: eventID(0), outcome: .lost(.queueFull), resolution: resolution)
        case .shutDown:
            // Nothing will commit it, so it is lost now, and said so.
            let id = eventID(0)
            report(.lost([id], reason: .shutDown))
            return EventReceipt(id: id, outcome: .lost(.shutDown), resolution: resolution)
        }
    }

    /// ``enqueueEvent(_:bytes:bounded:mayWait:)`` for an interaction, copied straight into
    /// the inbox's array of them.
    @inline(__always)
    func enqueueInteraction(_ interaction: Interaction, bytes: Int, mayWait: Bool = true) -> Admission {
        enqueue(bytes: bytes, bounded: true, mayWait: mayWait) { pending in pending.append(interaction) }
    }

    @inline(__always)
    private func enqueue(bytes: Int, bounded: Bool, mayWait: Bool, _ append: (inout PendingCalls) -> Void) -> Admission {
        guard bounded else { return tryEnqueue(bytes: bytes, countDrop: true, bounded: false, append) }
        let first = tryEnqueue(bytes: bytes, countDrop: !mayWait || configuration.backPressure == .drop, append)
        guard mayWait, case .full = first, case .wait(let timeout) = configuration.backPressure else { return first }
        return waitForSpace(bytes: bytes, timeout: timeout, append)
    }

    @inline(__always)
    private func tryEnqueue(bytes: Int, countDrop: Bool, bounded: Bool = true, _ append: (inout PendingCalls) -> Void) -> Admission {
        let (admission, wake) = inbox.withLock { inbox -> (Admission, Bool) in
            if inbox.stopping { return (.shutDown, false) }
            if inbox.optedOut {
                inbox.ignoredWhileOptedOut += 1
                return (.optedOut, false)
            }
            // One event larger than the byte bound still goes in when the queue is empty.
            let pending = inbox.pending.count
            if bounded, pending >= maxPendingEvents || (pending > 0 && inbox.pendingBytes + bytes > maxPendingBytes) {
                if countDrop {
                    inbox.accepted += 1
                    inbox.droppedUnderLoad += 1
                    inbox.droppedSinceReport += 1
                }
                return (.full, false)
            }
            let sequence = inbox.takeSequence()
            append(&inbox.pending)
            inbox.pendingBytes += bytes
            if pending >= inbox.peakPending { inbox.peakPending = pending + 1 }
            return (.queued(sequence: sequence), inbox.takeWakeup())
        }
        if wake { wakeup.signal() }
        return admission
    }

    /// The slow path of ``BackPressure/wait(timeout:)``: waits for the writer to drain, then
    /// tries again, until the deadline; the last try counts a drop.
    private func waitForSpace(bytes: Int, timeout: Double, _ append: (inout PendingCalls) -> Void) -> Admission {
        let deadline = MonotonicCondition.deadline(in: timeout)
        while true {
            let generation = space.generation
            let admission = tryEnqueue(bytes: bytes, countDrop: false, append)
            guard case .full = admission else { return admission }
            wakeup.signal()
            if !space.wait(beyond: generation, until: deadline) {
                return tryEnqueue(bytes: bytes, countDrop: true, append)
            }
        }
    }

    var diagnostics: TrackerDiagnostics {
        var snapshot = counters.withLock { $0 }
        let (accepted, ignored, droppedUnderLoad, peak) = inbox.withLock {
            ($0.accepted, $0.ignoredWhileOptedOut, $0.droppedUnderLoad, $0.peakPending)
        }
        snapshot.peakPendingEvents = peak
        snapshot.accepted = accepted
        snapshot.ignoredWhileOptedOut = ignored
        snapshot.lostToBackPressure = droppedUnderLoad
        snapshot.lost += droppedUnderLoad
        let resolved = snapshot.committed + snapshot.lost + snapshot.droppedByPlugins
        snapshot.pending = accepted > resolved ? accepted - resolved : 0
        snapshot.queued = store.count
        return snapshot
    }
}

/// Tells callers waiting under ``BackPressure/wait(timeout:)`` that the writer took the
/// queue's contents. `@unchecked Sendable`: its state is guarded by `condition`.
final class SpaceSignal: @unchecked Sendable {
    private let condition = MonotonicCondition()
    private var drains: UInt64 = 0

    var generation: UInt64 {
        condition.lock(); defer { condition.unlock() }
        return drains
    }

    /// Called by the writer after each drain; one lock per drain, not per event.
    func drained() {
        condition.lock()
        drains &+= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until a drain after `generation`; `false` at the deadline.
    func wait(beyond generation: UInt64, until deadline: Double) -> Bool {
        condition.lock(); defer { condition.unlock() }
        while drains == generation {
            if !condition.wait(until: deadline) { return drains != generation }
        }
        return true
    }
}
