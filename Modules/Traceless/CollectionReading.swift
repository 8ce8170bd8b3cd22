import TracelessRuntime

/// The objects of the NSArrays and NSSets UIKit hands over (a view's subviews, a bar's
/// items, an event's touches), read by fast enumeration, which every Foundation
/// collection answers: one message hands over a batch of objects, where
/// `objectAtIndex:` is one message an object. An array is read no further than the
/// `count` it gives, asked once a second batch is wanted (a view found among its
/// siblings in the first batch costs one message), so a collection that enumerates more
/// than it holds cannot keep a tap reading.
extension UIKitIntrospection {
    /// Each object of an NSArray in order, until `body` answers false, without making
    /// an array of them (a tap reads the siblings of every view up its hierarchy).
    /// `counted`: told the array's count before the first element.
    package static func forEachElement(of array: ObjCObject, counted: ((Int) -> Void)? = nil, _ body: (ObjCObject) -> Bool) {
        guard let arrayClass = CollectionReading.arrayClass, array.isa.isSubclass(of: arrayClass) else { return }
        guard let counted else { return CollectionReading.enumerate(array, limit: nil, body) }
        guard let count = CollectionReading.count(of: array), count > 0 else { return }
        counted(count)
        CollectionReading.enumerate(array, limit: count, body)
    }

    /// The objects of an NSArray (nothing, for anything that is not one).
    package static func elements(of array: ObjCObject) -> [ObjCObject] {
        var found: [ObjCObject] = []
        forEachElement(of: array, counted: { found.reserveCapacity($0) }) { found.append($0); return true }
        return found
    }

    /// Where `object` is in an NSArray, by identity, without making an array of it.
    package static func index(of object: ObjCObject, in array: ObjCObject) -> Int? {
        var index = 0
        var found: Int?
        forEachElement(of: array) { element in
            if element == object { found = index }
            index += 1
            return found == nil
        }
        return found
    }

    /// Some object of an NSSet or NSArray (the first, for an array); nil when it is
    /// empty or neither.
    package static func anyElement(of collection: ObjCObject) -> ObjCObject? {
        guard let setClass = CollectionReading.setClass, let arrayClass = CollectionReading.arrayClass,
              collection.isa.isSubclass(of: setClass) || collection.isa.isSubclass(of: arrayClass) else { return nil }
        var found: ObjCObject?
        CollectionReading.enumerate(collection, limit: 1) { found = $0; return false }
        return found
    }
}

/// Looked up and registered once: every walk of a view tree reads arrays.
private enum CollectionReading {
    static let arrayClass = ObjCClass(named: "NSArray")
    static let setClass = ObjCClass(named: "NSSet")
    static let count: ObjCSelector = "count"
    static let countByEnumerating: ObjCSelector = "countByEnumeratingWithState:objects:count:"

    static func count(of collection: ObjCObject) -> Int? { collection.probeKnown(count)?.int }

    /// Up to `limit` objects of `collection` (nil: its count, asked before a second
    /// batch), in its order, until `body` answers false.
    static func enumerate(_ collection: ObjCObject, limit: Int?, _ body: (ObjCObject) -> Bool) {
        var limit = limit ?? Int.max
        var isCounted = limit != Int.max
        // NSFastEnumerationState: state, itemsPtr, mutationsPtr, extra[5]; zero to begin.
        var state: (UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt) = (0, 0, 0, 0, 0, 0, 0, 0)
        // Where a collection without storage of its own to point at copies a batch.
        var buffer: (UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var seen = 0
        withUnsafeMutablePointer(to: &state) { statePointer in
            withUnsafeMutablePointer(to: &buffer) { bufferPointer in
                let stateWords = UnsafeMutableRawPointer(statePointer).assumingMemoryBound(to: UInt.self)
                while seen < limit {
                    if seen > 0, !isCounted {
                        limit = count(of: collection) ?? 0
                        isCounted = true
                        guard seen < limit else { return }
                    }
                    guard let batch = collection.probeKnown(
                              countByEnumerating, UInt(bitPattern: statePointer), UInt(bitPattern: bufferPointer), 16)?.word,
                          batch > 0, batch <= UInt(Int.max),
                          let items = UnsafePointer<UInt>(bitPattern: stateWords[1]) else { return }
                    // Never past our own buffer, whatever the batch says.
                    let held = UnsafeRawPointer(items) == UnsafeRawPointer(bufferPointer) ? min(Int(batch), 16) : Int(batch)
                    for index in 0..<min(held, limit - seen) {
                        seen += 1
                        guard let object = ObjCObject(word: items[index]) else { continue }
                        if !body(object) { return }
                    }
                }
            }
        }
    }
}
