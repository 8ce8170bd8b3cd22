/// A table keyed by object address, for the side table, which every deallocation of a
/// host goes through: open addressing with linear probing on a multiplicative hash of
/// the address (objects are 16-byte aligned, so the low bits carry nothing), each value
/// beside its key in the table itself (a lookup costs one cache miss, not one for the
/// key and one for the value), and removal by shifting the entries after back (no
/// tombstones, so a lookup stops at the first empty slot however many hosts went).
///
/// Not thread-safe: its owner holds a lock around every use. Grows (never shrinks) so
/// that at most three quarters of its slots are taken.
///
/// ```swift
/// let table = AddressTable<Int>()
/// table.modify(address, default: { 0 }, isEmpty: { $0 == 0 }) { $0 += 1 }
/// table.removeValue(for: address)   // 1
/// ```
final class AddressTable<Value> {
    /// Slot `i` is `stride` bytes at `base + i * stride`: its key (0: empty, no object
    /// lives at address 0), then its value at `valueOffset`, initialized exactly where
    /// the key is not 0.
    private var base: UnsafeMutableRawPointer
    private var mask: Int
    private var shift: UInt
    private(set) var count = 0

    private static var alignment: Int { max(MemoryLayout<UInt>.alignment, MemoryLayout<Value>.alignment) }
    private static var valueOffset: Int { max(MemoryLayout<UInt>.stride, MemoryLayout<Value>.alignment) }
    private static var stride: Int {
        let size = valueOffset + MemoryLayout<Value>.size
        return (size + alignment - 1) / alignment * alignment
    }

    init() {
        let capacity = 64
        base = Self.allocate(capacity)
        mask = capacity - 1
        shift = UInt(UInt.bitWidth - capacity.trailingZeroBitCount)
    }

    deinit {
        for slot in 0...mask where key(at: slot) != 0 { value(at: slot).deinitialize(count: 1) }
        base.deallocate()
    }

    private static func allocate(_ capacity: Int) -> UnsafeMutableRawPointer {
        let base = UnsafeMutableRawPointer.allocate(byteCount: capacity * stride, alignment: alignment)
        for slot in 0..<capacity { (base + slot * stride).storeBytes(of: 0, as: UInt.self) }
        return base
    }

    @inline(__always)
    private func key(at slot: Int) -> UInt { (base + slot * Self.stride).load(as: UInt.self) }

    @inline(__always)
    private func setKey(_ key: UInt, at slot: Int) { (base + slot * Self.stride).storeBytes(of: key, as: UInt.self) }

    /// Where slot `slot`'s value goes (raw: initialized only while the slot is taken).
    @inline(__always)
    private func valueMemory(at slot: Int) -> UnsafeMutableRawPointer { base + slot * Self.stride + Self.valueOffset }

    /// A taken slot's value.
    @inline(__always)
    private func value(at slot: Int) -> UnsafeMutablePointer<Value> { valueMemory(at: slot).assumingMemoryBound(to: Value.self) }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: UInt) -> (slot: Int, found: Bool) {
        var slot = home(key)
        while true {
            let there = self.key(at: slot)
            if there == key { return (slot, true) }
            if there == 0 { return (slot, false) }
            slot = (slot + 1) & mask
        }
    }

    subscript(key: UInt) -> Value? {
        let (slot, found) = slot(of: key)
        return found ? value(at: slot).pointee : nil
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
            if (count + 1) * 4 > (mask + 1) * 3 {
                grow()
                slot = self.slot(of: key).slot
            }
            setKey(key, at: slot)
            valueMemory(at: slot).initializeMemory(as: Value.self, to: make())
            count += 1
        }
        let result = body(&value(at: slot).pointee)
        let emptied = isEmpty(value(at: slot).pointee)
        if emptied { _ = remove(at: slot) }
        return (result, found, !emptied)
    }

    /// Each key and value, in no order.
    func forEach(_ body: (UInt, Value) -> Void) {
        for slot in 0...mask where key(at: slot) != 0 { body(key(at: slot), value(at: slot).pointee) }
    }

    /// Removes and returns `key`'s value.
    @discardableResult
    func removeValue(for key: UInt) -> Value? {
        let (slot, found) = slot(of: key)
        return found ? remove(at: slot) : nil
    }

    private func remove(at removed: Int) -> Value {
        let removedValue = value(at: removed).move()
        count -= 1
        // Shift back every entry after it that would no longer be found past the hole.
        var hole = removed
        var next = (removed + 1) & mask
        while key(at: next) != 0 {
            let wanted = home(key(at: next))
            // The entry stays if its home lies cyclically in (hole, next].
            let stays = hole <= next ? (hole < wanted && wanted <= next) : (hole < wanted || wanted <= next)
            if !stays {
                setKey(key(at: next), at: hole)
                valueMemory(at: hole).moveInitializeMemory(as: Value.self, from: value(at: next), count: 1)
                hole = next
            }
            next = (next + 1) & mask
        }
        setKey(0, at: hole)
        return removedValue
    }

    private func grow() {
        let old = base, oldCapacity = mask + 1
        base = Self.allocate(oldCapacity * 2)
        mask = oldCapacity * 2 - 1
        shift -= 1
        for oldSlot in 0..<oldCapacity {
            let key = (old + oldSlot * Self.stride).load(as: UInt.self)
            guard key != 0 else { continue }
            let slot = slot(of: key).slot
            setKey(key, at: slot)
            valueMemory(at: slot).moveInitializeMemory(
                as: Value.self, from: (old + oldSlot * Self.stride + Self.valueOffset).assumingMemoryBound(to: Value.self), count: 1)
        }
        old.deallocate()
    }
}
