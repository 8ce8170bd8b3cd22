import CTracelessRuntime

/// Associated objects on both runtimes.
///
/// Apple's runtime has them natively. The GNU runtime has none, so there they live
/// in a side table that a `before` hook on the root classes' `-dealloc` empties
/// when the host object goes away (releasing what it retained).
///
/// ```swift
/// let key = AssociationKey()
/// Associations.set(tracker, on: button, key: key, policy: .retain)
/// Associations.get(button, key: key) // tracker
/// ```
package enum Associations {
    /// How the host holds the value.
    package enum Policy: Sendable {
        /// The host retains the value and releases it when it deallocates.
        case retain
        /// The host keeps the pointer only (it may dangle, as `OBJC_ASSOCIATION_ASSIGN`).
        case assign
    }

    package static func set(_ value: ObjCObject?, on object: ObjCObject, key: AssociationKey, policy: Policy) {
        if tl_associations_supported() {
            tl_set_associated(object.raw, key.pointer, value?.raw, policy == .retain)
        } else {
            SideTable.shared.set(value, on: object, key: key, policy: policy)
        }
    }

    package static func get(_ object: ObjCObject, key: AssociationKey) -> ObjCObject? {
        if tl_associations_supported() {
            return ObjCObject(tl_get_associated(object.raw, key.pointer))
        }
        return SideTable.shared.get(object, key: key)
    }

    /// Number of host objects with associations in the side table (GNU only; 0 on Apple).
    package static var sideTableCount: Int { SideTable.shared.count }
}

/// A unique key for an association.
package final class AssociationKey: Hashable, Sendable {
    package init() {}
    var pointer: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }
    package static func == (lhs: AssociationKey, rhs: AssociationKey) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The GNU runtime's stand-in for associated objects.
private final class SideTable: @unchecked Sendable {
    static let shared = SideTable()

    private struct Entry {
        let value: ObjCObject
        let retained: Bool
    }

    // Its own lock, not the hook lock: it is taken on every dealloc while the table
    // has entries, which must not wait for a hook install.
    private let lock = RuntimeLock()
    private var table: [UInt: [ObjectIdentifier: Entry]] = [:]
    private let occupied = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 1)

    private init() {
        occupied.initialize(to: nil)
        let handler: HookHandler = { call in SideTable.shared.hostWillDeallocate(call.object) }
        for root in ["NSObject", "NSProxy"] {
            guard let cls = ObjCClass(named: root) else { continue }
            _ = try? Hooks.hook(cls, "dealloc", position: .before, owner: "traceless.associations", mechanism: .typed, handler)
        }
    }

    var count: Int { lock.withLock { table.count } }

    func set(_ value: ObjCObject?, on object: ObjCObject, key: AssociationKey, policy: Associations.Policy) {
        let released: Entry? = lock.withLock {
            var entries = table[object.objcWord] ?? [:]
            let old = entries[ObjectIdentifier(key)]
            if let value {
                if policy == .retain { value.retain() }
                entries[ObjectIdentifier(key)] = Entry(value: value, retained: policy == .retain)
            } else {
                entries[ObjectIdentifier(key)] = nil
            }
            table[object.objcWord] = entries.isEmpty ? nil : entries
            tl_atomic_store_ptr(occupied, table.isEmpty ? nil : UnsafeMutableRawPointer(bitPattern: 1))
            return old
        }
        if let released, released.retained { released.value.release() }
    }

    func get(_ object: ObjCObject, key: AssociationKey) -> ObjCObject? {
        lock.withLock { table[object.objcWord]?[ObjectIdentifier(key)]?.value }
    }

    func hostWillDeallocate(_ object: ObjCObject) {
        // Most deallocations in a process have nothing here: skip the lock for them.
        guard tl_atomic_load_ptr(occupied) != nil else { return }
        let entries: [ObjectIdentifier: Entry]? = lock.withLock {
            let removed = table.removeValue(forKey: object.objcWord)
            tl_atomic_store_ptr(occupied, table.isEmpty ? nil : UnsafeMutableRawPointer(bitPattern: 1))
            return removed
        }
        // Released outside the lock: a value's own dealloc may associate again.
        for entry in entries?.values ?? [:].values where entry.retained { entry.value.release() }
    }
}
