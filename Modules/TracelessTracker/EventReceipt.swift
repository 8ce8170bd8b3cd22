/// Proof that an event was accepted, and the way to learn what became of it.
///
/// `track` returns before the event is on disk (it is committed by the writer thread,
/// usually within a few milliseconds). Wait on the receipt when an event must be durable
/// before you go on, e.g. before letting the process exit:
///
/// ```swift
/// let receipt = try tracker.track("Order Placed", properties: ["total": 42.5])
/// switch receipt.waitUntilDurable(timeout: 1) {
/// case .durable?: break                         // committed: survives a crash
/// case .lost(let reason)?: log.error("\(reason)") // also reported to onReport
/// case .dropped?, .optedOut?: break
/// case nil: break                               // not resolved within the timeout
/// }
/// ```
public struct EventReceipt: Sendable {
    /// The event's id (its `messageId`).
    public let id: EventID
    let box: Box<EventOutcome>
    let resolution: Resolution

    init(id: EventID, box: Box<EventOutcome>, resolution: Resolution) {
        self.id = id
        self.box = box
        self.resolution = resolution
    }

    /// A receipt resolved on the spot (an event refused because the user opted out).
    init(id: EventID, outcome: EventOutcome, resolution: Resolution) {
        let box = Box<EventOutcome>()
        box.set(outcome)
        self.init(id: id, box: box, resolution: resolution)
    }

    /// The outcome if it is known, without waiting.
    public var outcome: EventOutcome? { box.get }

    /// Blocks until the event is committed, dropped or lost, or `timeout` seconds pass
    /// (then `nil`). Do not call it on the main thread with a long timeout.
    public func waitUntilDurable(timeout: Double = 10) -> EventOutcome? {
        _ = resolution.wait(timeout: timeout) { box.get != nil }
        return box.get
    }

    /// Suspends until the event is committed, dropped or lost.
    public func durability() async -> EventOutcome {
        if let outcome = box.get { return outcome }
        await resolution.wait(through: id.sequence)
        // The writer fills the box before it advances the resolution.
        return box.get ?? .lost(.shutDown)
    }
}
