/// Whether object hooks follow key-value observing as it moves objects in and out
/// of its runtime classes, and who hears what KVO did to objects of ours.
///
/// Off by default. Following means putting hooks on a class KVO built and owns
/// (GNUstep builds `GSKVO…` from `-class`, dropping our subclass), moving the
/// object back into our subclass when KVO puts its class back, and hooking in
/// place an object that is already observed: the compatibility plugin that owns
/// that cooperation switches it on. Off, an object KVO moves away is left where
/// KVO put it (its business code runs as written, its hooks may miss calls) and
/// listeners hear why.
///
/// ```swift
/// KVOFollowing.shared.enable()
/// defer { KVOFollowing.shared.disable() }
/// ```
package final class KVOFollowing: @unchecked Sendable {
    package static let shared = KVOFollowing()

    /// What KVO did to an object carrying hooks of ours.
    package enum Event: Sendable, Hashable {
        /// The hooks followed the object into a KVO class, or back into our subclass.
        case followed(className: String, into: String)
        /// The object was left where KVO put it: its hooks may miss calls.
        case leftAlone(className: String, reason: String)
    }

    /// Who covers what is left alone, for the reasons listeners pass on.
    package static let coverage = "KVOCompatPlugin follows it"

    private let switches = AtomicCounter()
    private let lock = RuntimeLock()
    private var listeners: [UInt64: @Sendable (Event) -> Void] = [:]
    private var nextID: UInt64 = 1

    private init() {}

    /// Whether any party switched following on.
    package var isEnabled: Bool { switches.value > 0 }

    /// Switches following on; balanced by ``disable()`` (counted, so two
    /// registries in one process do not switch it off for each other).
    package func enable() { switches.add(1) }

    package func disable() {
        if switches.add(-1) < 0 { switches.store(0) }
    }

    /// Calls `body` for every event from now on, on the thread that changed KVO.
    package func listen(_ body: @escaping @Sendable (Event) -> Void) -> UInt64 {
        lock.withLock {
            defer { nextID += 1 }
            listeners[nextID] = body
            return nextID
        }
    }

    package func stopListening(_ id: UInt64) {
        _ = lock.withLock { listeners.removeValue(forKey: id) }
    }

    /// Tells the listeners; called outside the runtime lock.
    func report(_ events: [Event]) {
        guard !events.isEmpty else { return }
        let current = lock.withLock { Array(listeners.values) }
        for event in events { for listener in current { listener(event) } }
    }

    /// Why an object KVO already observes is not hooked in place, or nil when it may be.
    func inPlaceRefusal(for isa: ObjCClass) -> String? {
        isEnabled ? nil : "observed by key-value observing (\(isa.name)): left alone; \(Self.coverage)"
    }
}
