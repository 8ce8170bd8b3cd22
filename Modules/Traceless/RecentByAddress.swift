import Synchronization

/// The last entry kept for each of 64 slots chosen by an object's address: what
/// ``PathMemo`` and ``StringMemo`` keep. Bounded whatever the app does; an entry another
/// address replaced is simply built again. Its users check that an entry is the one
/// they want (its address and what it was built from): two addresses share a slot.
///
/// ```swift
/// let recent = RecentByAddress<Entry>()
/// if let paths = recent.withSlot(view.objcWord, { $0?.origin == view.objcWord ? $0?.paths : nil }) { return paths }
/// let replaced = recent.replace(view.objcWord, with: entry)
/// ```
final class RecentByAddress<Entry: Sendable>: Sendable {
    private let entries = Mutex([Entry?](repeating: nil, count: 64))

    private static func slot(of address: UInt) -> Int {
        // Objects are 16-byte aligned: the low bits carry nothing. The top six bits of
        // the product: 64 slots.
        Int(truncatingIfNeeded: ((address >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// Runs `body` on `address`'s slot in place, under the lock: an entry compared there
    /// is not copied out (its arrays and strings retained and released) to be compared.
    func withSlot<Result>(_ address: UInt, _ body: (inout Entry?) -> Result) -> Result {
        let slot = Self.slot(of: address)
        return entries.withLock { body(&$0[slot]) }
    }

    /// Puts `entry` in `address`'s slot; returns the one it replaced, for the caller to
    /// let go of outside the lock (a release may run a dealloc).
    func replace(_ address: UInt, with entry: Entry) -> Entry? {
        let slot = Self.slot(of: address)
        return entries.withLock { entries in
            defer { entries[slot] = entry }
            return entries[slot]
        }
    }
}
