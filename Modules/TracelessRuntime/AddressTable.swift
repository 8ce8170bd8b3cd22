/// A table keyed by object address, for the side table, which every deallocation of a
/// host goes through: open addressing with linear probing on a multiplicative hash of
/// the address (objects are 16-byte aligned, so the low bits carry nothing), values
/// kept in the table itself, and removal by shifting the entries after back (no
/// tombstones, so a lookup stops at the first empty slot however many hosts went).
///
/// Not thread-safe: its owner holds a lock around every use. Grows (never shrinks) so
/// that at most half its slots are taken.
///
/// ```swift
/// let table = AddressTable<Int>()
/// table.modify(address, default: { 0 }, isEmpty: { $0 == 0 }) { $0 += 1 }
/// table.removeValue(for: address)   // 1
/// ```
final class AddressTable<Value> {
    /// 0: an empty slot (no object lives at address 0).
    private var keys: UnsafeMutablePointer<UInt>
    /// Initialized exactly where `keys` is not 0.
    private var values: UnsafeMutablePointer<Value>
    private var mask: Int
    private var shift: UInt
    private(set) var count = 0

    init() {
        let capacity = 64
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: 0, count: capacity)
        values = .allocate(capacity: capacity)
        mask = capacity - 1
        shift = UInt(UInt.bitWidth - capacity.trailingZeroBitCount)
    }

    deinit {
        for slot in 0...mask where keys[slot] != 0 { (values + slot).deinitialize(count: 1) }
        keys.deallocate()
        values.deallocate()
    }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: UInt) -> (slot: Int, found: Bool) {
        var slot = home(key)
        while true {
            let there = keys[slot]
            if there == key { return (slot, true) }
            if there == 0 { return (slot, false) }
            slot = (slot + 1) & mask
        }
    }

    subscript(key: UInt) -> Value? {
        let (slot, found) = slot(of: key)
        return found ? values[slot] : nil
    }

    /// Runs `body` on `key`'s value, made from `make` first if there is none; the value
    /// is removed afterwards if `isEmpty` says so. `wasThere` and `isThere`: whether the
    /// key had a value before and has one after.
    func modify<Result>(
        _ key: UInt, default make: () -> Value, isEmpty: (Value) -> Bool, _ body: (inout Value) -> Result
    ) -> (result: Result, wasThere: Bool, isThere: Bool) {
        precondition(key != 0, "no object lives at address 0")
        var (slot, found) = slot(of: key)
        if !found {
            if (count + 1) * 2 > mask + 1 {
                grow()
                slot = self.slot(of: key).slot
            }
            keys[slot] = key
            (values + slot).initialize(to: make())
            count += 1
        }
        let result = body(&values[slot])
        let emptied = isEmpty(values[slot])
        if emptied { _ = remove(at: slot) }
        return (result, found, !emptied)
    }

    /// Removes and returns `key`'s value.
    @discardableResult
    func removeValue(for key: UInt) -> Value? {
        let (slot, found) = slot(of: key)
        return found ? remove(at: slot) : nil
    }

    private func remove(at removed: Int) -> Value {
        let value = (values + removed).move()
        count -= 1
        // Shift back every entry after it that would no longer be found past the hole.
        var hole = removed
        var next = (removed + 1) & mask
        while keys[next] != 0 {
            let wanted = home(keys[next])
            // The entry stays if its home lies cyclically in (hole, next].
            let stays = hole <= next ? (hole < wanted && wanted <= next) : (hole < wanted || wanted <= next)
            if !stays {
                keys[hole] = keys[next]
                (values + hole).moveInitialize(from: values + next, count: 1)
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = 0
        return value
    }

    private func grow() {
        let oldKeys = keys, oldValues = values, oldCapacity = mask + 1
        let capacity = oldCapacity * 2
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: 0, count: capacity)
        values = .allocate(capacity: capacity)
        mask = capacity - 1
        shift -= 1
        for old in 0..<oldCapacity where oldKeys[old] != 0 {
            let slot = slot(of: oldKeys[old]).slot
            keys[slot] = oldKeys[old]
            (values + slot).moveInitialize(from: oldValues + old, count: 1)
        }
        oldKeys.deallocate()
        oldValues.deallocate()
    }
}
