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

    /// A slot of the side table's dealloc filter after a host comes in (+1) or goes
    /// (-1): a full slot stays full, since it no longer knows how many hosts it stands for.
    package static func filterCount(_ count: UInt8, adding delta: Int) -> UInt8 {
        count == .max ? count : UInt8(clamping: Int(count) + delta)
    }
}

/// A unique key for an association.
package final class AssociationKey: Hashable, Sendable {
    package init() {}
    var pointer: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }
    package static func == (lhs: AssociationKey, rhs: AssociationKey) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The GNU runtime's stand-in for associated objects, and where `ObjectLifetime`'s
/// callbacks wait there.
final class SideTable: @unchecked Sendable {
    static let shared = SideTable()

    private struct Entry {
        let value: ObjCObject
        let retained: Bool
    }

    /// A host's entries and deallocation callbacks. Most hosts have one entry or
    /// one callback: each is kept inline, and the dictionary and array stay the shared
    /// empty ones, so that a host costs no allocation of its own.
    private struct Entries {
        var first: (key: ObjectIdentifier, entry: Entry)?
        var more: [ObjectIdentifier: Entry] = [:]
        var callbacks = ObjectLifetime.Callbacks()

        var isEmpty: Bool { first == nil && more.isEmpty && callbacks.isEmpty }

        subscript(key: ObjectIdentifier) -> Entry? {
            if let first, first.key == key { return first.entry }
            return more[key]
        }

        /// Sets (nil: removes) the entry for `key`; returns the one it replaced.
        mutating func set(_ entry: Entry?, for key: ObjectIdentifier) -> Entry? {
            if let current = first, current.key == key {
                // Not `entry.map`: its nil leaves the tuple's other words uninitialised.
                if let entry { first = (key, entry) } else { first = nil }
                return current.entry
            }
            if first == nil, let entry, more[key] == nil {
                first = (key, entry)
                return nil
            }
            return entry.map { more.updateValue($0, forKey: key) } ?? more.removeValue(forKey: key)
        }
    }

    // Its own lock, not the hook lock: it is taken on every dealloc of an object that
    // may have entries, which must not wait for a hook install.
    private let lock = RuntimeLock()
    private let table = AddressTable<Entries>()
    /// How many hosts in the table hash to each slot, written under the lock and read
    /// without it: every dealloc in the process asks, and almost none has entries.
    /// More hosts than slots only make the answer "maybe" more often (then the table,
    /// under the lock, says). 64K slots of one byte: 64 KB that stay in the cache
    /// while a view tree deallocates (each of its objects asks), where four-byte
    /// counts missed it. A slot that reaches 255 stays there: it answers "maybe" from
    /// then on, which costs a lookup, never a wrong answer.
    private let hosts = UnsafeMutablePointer<UInt8>.allocate(capacity: SideTable.slots)
    private static let slots = 1 << 16

    private static func slot(of address: UInt) -> Int {
        tl_side_table_slot(UnsafeRawPointer(bitPattern: address))
    }

    /// Counts a host in (+1) or out (-1) of its slot. Under the lock.
    private func count(_ address: UInt, _ delta: Int) {
        let slot = hosts + Self.slot(of: address)
        tl_atomic_store_uchar(slot, Associations.filterCount(tl_atomic_load_uchar(slot), adding: delta))
    }

    private init() {
        hosts.initialize(repeating: 0, count: Self.slots)
        // Not a hook of `Hooks`: every deallocation in the process passes here, and the
        // gate reads the filter before anything else (in C), so that an object with
        // nothing here costs one load and a compare.
        let host: @convention(c) (OpaquePointer?) -> Void = { object in
            if let object { SideTable.shared.hostWillDeallocate(ObjCObject(raw: object)) }
        }
        for root in ["NSObject", "NSProxy"] {
            guard let cls = ObjCClass(named: root) else { continue }
            _ = tl_dealloc_gate_install(cls.raw, hosts, host)
        }
    }

    var count: Int { lock.withLock { table.count } }

    func set(_ value: ObjCObject?, on object: ObjCObject, key: AssociationKey, policy: Associations.Policy) {
        let released: Entry? = lock.withLock {
            if let value, policy == .retain { value.retain() }
            return change(object) { entries in
                entries.set(value.map { Entry(value: $0, retained: policy == .retain) }, for: ObjectIdentifier(key))
            }
        }
        if let released, released.retained { released.value.release() }
    }

    /// Runs `body` when `object` deallocates (false: `key` was there already).
    func watch(_ object: ObjCObject, key: ObjectIdentifier?, _ body: @escaping @Sendable () -> Void) -> Bool {
        lock.withLock { change(object) { $0.callbacks.add(body, key: key) } }
    }

    /// `ObjectLifetime.companion`'s: the companion kept as an unretained entry under
    /// `key` (never messaged, never released by the table) and held by its callback.
    func companion<Companion: AnyObject & Sendable>(
        of object: ObjCObject, key: AssociationKey, make: () -> (Companion, @Sendable () -> Void)
    ) -> Companion {
        lock.withLock {
            change(object) { entries in
                if let found = entries[ObjectIdentifier(key)] { return Self.companion(found.value) }
                let (made, deallocated) = make()
                _ = entries.set(Entry(value: Self.word(of: made), retained: false), for: ObjectIdentifier(key))
                _ = entries.callbacks.add(deallocated, key: ObjectIdentifier(key))
                return made
            }
        }
    }

    /// A companion's pointer where an association's value goes.
    static func word(of companion: AnyObject) -> ObjCObject {
        ObjCObject(raw: OpaquePointer(Unmanaged.passUnretained(companion).toOpaque()))
    }

    /// The companion behind `word(of:)`.
    static func companion<Companion: AnyObject>(_ word: ObjCObject) -> Companion {
        Unmanaged<Companion>.fromOpaque(UnsafeRawPointer(word.raw)).takeUnretainedValue()
    }

    func watchCount(_ object: ObjCObject) -> Int {
        lock.withLock { table[object.objcWord]?.callbacks.count ?? 0 }
    }

    /// Changes `object`'s entries in place, keeping the dealloc filter's count. Under the lock.
    private func change<Result>(_ object: ObjCObject, _ body: (inout Entries) -> Result) -> Result {
        let address = object.objcWord
        let (result, wasHost, isHost) = table.modify(address, default: { Entries() }, isEmpty: \.isEmpty, body)
        if wasHost != isHost { count(address, isHost ? 1 : -1) }
        return result
    }

    func get(_ object: ObjCObject, key: AssociationKey) -> ObjCObject? {
        lock.withLock { table[object.objcWord]?[ObjectIdentifier(key)]?.value }
    }

    /// Called by the gate for an object the filter may hold.
    func hostWillDeallocate(_ object: ObjCObject) {
        let address = object.objcWord
        let entries: Entries? = lock.withLock {
            let removed = table.removeValue(for: address)
            if removed != nil { count(address, -1) }
            return removed
        }
        // Run and released outside the lock: a callback, or a value's own dealloc,
        // may associate again.
        guard let entries else { return }
        entries.callbacks.runAll()
        if let first = entries.first, first.entry.retained { first.entry.value.release() }
        for entry in entries.more.values where entry.retained { entry.value.release() }
    }
}
