import Synchronization
import TracelessRuntime

/// The text last read from each of a few immutable NSStrings: a button's title and its
/// page's title are the same objects tap after tap, and reading one again costs a
/// UTF-8 conversion and a copy. An entry keeps its string alive, so its address is
/// never another string's while it is here; a mutable string (whose text may change
/// under the same address) is never kept.
enum StringMemo {
    private struct Entry {
        /// Retained by the entry.
        let object: ObjCObject
        let isa: ObjCClass
        let text: String
    }

    /// Bounded: one entry per slot, the last string seen there.
    private static let entries = Mutex([Entry?](repeating: nil, count: slots))
    private static let slots = 64
    private static let stringClass = ObjCClass(named: "NSString")
    private static let mutableStringClass = ObjCClass(named: "NSMutableString")

    private static func slot(of object: ObjCObject) -> Int {
        Int(truncatingIfNeeded: ((object.objcWord >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// The text `object` had when it was remembered, if it is that very string.
    static func text(of object: ObjCObject) -> String? {
        let isa = object.isa
        guard let entry = entries.withLock({ $0[slot(of: object)] }), entry.object == object, entry.isa == isa else { return nil }
        return entry.text
    }

    /// Remembers `text` as `object`'s, an NSString's whose text was just read.
    static func remember(_ object: ObjCObject, _ text: String) {
        let isa = object.isa
        // By its class, not its answers: a proxy that says it is a string may change its
        // text. Unknown mutability (no NSMutableString class) is taken as mutable.
        guard let stringClass, let mutableStringClass, isa.isSubclass(of: stringClass),
              !isa.isSubclass(of: mutableStringClass) else { return }
        object.retain()
        let entry = Entry(object: object, isa: isa, text: text)
        let slot = slot(of: object)
        let replaced = entries.withLock { entries in
            defer { entries[slot] = entry }
            return entries[slot]
        }
        // Released outside the lock: a release may run a dealloc.
        replaced?.object.release()
    }
}
