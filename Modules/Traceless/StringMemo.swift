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

    private static let recent = RecentByAddress<Entry>()
    private static let stringClass = ObjCClass(named: "NSString")
    private static let mutableStringClass = ObjCClass(named: "NSMutableString")

    /// The text `object` had when it was remembered, if it is that very string.
    static func text(of object: ObjCObject) -> String? {
        let isa = object.isa
        return recent.withSlot(object.objcWord) { $0?.object == object && $0?.isa == isa ? $0?.text : nil }
    }

    /// Remembers `text` as `object`'s, an NSString's whose text was just read.
    static func remember(_ object: ObjCObject, _ text: String) {
        let isa = object.isa
        // By its class, not its answers: a proxy that says it is a string may change its
        // text. Unknown mutability (no NSMutableString class) is taken as mutable.
        guard let stringClass, let mutableStringClass, isa.isSubclass(of: stringClass),
              !isa.isSubclass(of: mutableStringClass) else { return }
        object.retain()
        recent.replace(object.objcWord, with: Entry(object: object, isa: isa, text: text))?.object.release()
    }
}
