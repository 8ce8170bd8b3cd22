/// Where ``InteractionMapping`` hands an interaction's properties, one pair at a time and
/// in key order: collected as pairs, or written straight into an event's JSON.
protocol PropertySink {
    mutating func put(_ key: String, _ value: PropertyValue)
    /// The same, for one of the SDK's own keys, whose JSON is written once for all events.
    mutating func put(_ key: EncodedKey, _ value: PropertyValue)
}

extension PropertySink {
    mutating func put(_ key: EncodedKey, _ value: PropertyValue) { put(key.name, value) }
}

/// A property key with its JSON (`"$element_class":`) made once: the writer thread wrote
/// and scanned the same dozen keys for every event.
struct EncodedKey: Sendable {
    let name: String
    let json: [UInt8]

    init(_ name: String) {
        self.name = name
        var writer = JSONWriter(capacity: name.utf8.count + 4)
        writer.key(name)
        json = writer.bytes
    }
}

/// Pairs collected in the order they came.
struct PropertyPairs: PropertySink {
    var pairs: [(key: String, value: PropertyValue)] = []

    init() { pairs.reserveCapacity(20) }

    mutating func put(_ key: String, _ value: PropertyValue) {
        pairs.append((key, value))
    }
}

/// A JSON object written from pairs that arrive in key order, with the super-properties
/// (also in key order) merged in at their places; on a shared key the arriving pair wins.
/// The writer encodes an interaction this way without building, hashing or sorting a
/// collection of its properties.
struct MergingObjectWriter: PropertySink {
    private(set) var writer: JSONWriter
    private let supers: [(key: String, value: PropertyValue)]
    private var nextSuper = 0
    private var first = true

    /// Takes over `writer`'s bytes (moved, not shared, so that appending does not copy them)
    /// until ``finish()`` gives them back.
    init(taking writer: inout JSONWriter, merging supers: [(key: String, value: PropertyValue)]) {
        self.writer = JSONWriter(capacity: 0)
        swap(&self.writer, &writer)
        self.supers = supers
        self.writer.raw("{")
    }

    mutating func put(_ key: String, _ value: PropertyValue) {
        writeSupers(before: key)
        member(key, value)
    }

    mutating func put(_ key: EncodedKey, _ value: PropertyValue) {
        writeSupers(before: key.name)
        writer.separator(&first)
        writer.bytes.append(contentsOf: key.json)
        writer.value(value)
    }

    /// The super-properties that sort before `key`; one with the same key is skipped, since
    /// the captured value wins.
    private mutating func writeSupers(before key: String) {
        while nextSuper < supers.count, supers[nextSuper].key <= key {
            if supers[nextSuper].key != key { member(supers[nextSuper].key, supers[nextSuper].value) }
            nextSuper += 1
        }
    }

    /// Writes the super-properties after the last pair and closes the object.
    consuming func finish() -> JSONWriter {
        while nextSuper < supers.count {
            member(supers[nextSuper].key, supers[nextSuper].value)
            nextSuper += 1
        }
        writer.raw("}")
        return writer
    }

    private mutating func member(_ key: String, _ value: PropertyValue) {
        writer.separator(&first)
        writer.key(key)
        writer.value(value)
    }
}
