import Foundation
import TracelessRuntime

/// The pages on screen now, with the clock reading of their appearance.
///
/// Keyed by the controller's address, so it never retains a controller; an entry
/// goes away with the page's disappearance, and the address with the controller's
/// deallocation (before the address can be reused).
final class VisiblePages: @unchecked Sendable {
    private let lock = NSLock()
    private var appearedAt: [UInt: UInt64] = [:]
    /// Pages whose `viewWillDisappear:` came: they are going, not being covered.
    private var leaving: Set<UInt> = []

    /// Records an appearance. False when the page is already visible (its appearance
    /// was reported twice without a disappearance in between).
    func insert(_ controller: ObjCObject, at time: UInt64) -> Bool {
        let address = controller.objcWord
        let inserted = lock.withLock { () -> Bool in
            guard appearedAt[address] == nil else { return false }
            appearedAt[address] = time
            return true
        }
        // Outside our lock: registering takes the runtime's lock, and the callback
        // takes ours. Keyed: one callback per controller, however often it appears.
        if inserted {
            ObjectLifetime.onDeallocation(of: controller, key: ObjectIdentifier(self)) { [self] in forget(address) }
        }
        return inserted
    }

    /// Ends an appearance; the clock reading it began at, or nil when it was not recorded.
    func remove(_ controller: ObjCObject) -> UInt64? {
        lock.withLock {
            leaving.remove(controller.objcWord)
            return appearedAt.removeValue(forKey: controller.objcWord)
        }
    }

    /// The page is about to disappear (`viewWillDisappear:`), or is back (nil: it appeared).
    func setLeaving(_ controller: ObjCObject, _ isLeaving: Bool) {
        lock.withLock {
            if isLeaving, appearedAt[controller.objcWord] != nil {
                leaving.insert(controller.objcWord)
            } else {
                leaving.remove(controller.objcWord)
            }
        }
    }

    /// Visible pages that are not leaving, by address.
    var staying: [UInt] { lock.withLock { appearedAt.keys.filter { !leaving.contains($0) } } }

    /// Whether the page is visible now.
    func contains(_ controller: ObjCObject) -> Bool { lock.withLock { appearedAt[controller.objcWord] != nil } }

    /// Forgets every appearance (the registry stopped: no leave will follow).
    func removeAll() {
        lock.withLock {
            appearedAt.removeAll()
            leaving.removeAll()
        }
    }

    /// Pages visible now.
    var visibleCount: Int { lock.withLock { appearedAt.count } }

    private func forget(_ address: UInt) {
        lock.withLock {
            appearedAt[address] = nil
            leaving.remove(address)
        }
    }
}
