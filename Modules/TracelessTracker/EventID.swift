/// The unique id of one event, sent as Segment's `messageId`.
///
/// It is a UUID-shaped value made of a random per-tracker prefix and a sequence number,
/// so that `track` and `receive` can assign it on the caller's thread without a system
/// call (a random UUID per event would cost a `getrandom` each time).
///
/// ```swift
/// let receipt = try tracker.track("Signed Up")
/// print(receipt.id)   // 3f2a9c4e-51b0-4d7a-8000-000000000001
/// ```
public struct EventID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The random half, with the UUID version (4) and variant bits set.
    public let prefix: UInt64
    /// The position of the event among those its tracker accepted since it started.
    public let sequence: UInt64

    public init(prefix: UInt64, sequence: UInt64) {
        self.prefix = prefix
        self.sequence = sequence
    }

    /// A random prefix shaped as the first half of a version 4 UUID.
    static func randomPrefix() -> UInt64 {
        var generator = SystemRandomNumberGenerator()
        let random = generator.next() as UInt64
        return (random & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000
    }

    /// The canonical `8-4-4-4-12` lowercase form.
    public var description: String {
        withUTF8 { String(decoding: $0, as: UTF8.self) }
    }

    /// The canonical form as 36 ASCII bytes on the stack: the writer encodes and stores
    /// every id, and a `String` per use would be an allocation each time.
    func withUTF8<Result, Failure>(_ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result) throws(Failure) -> Result {
        // The variant bits live in the sequence half; forcing them costs two bits of sequence,
        // which still leaves 2^62 events per tracker start.
        let low = (sequence & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { bytes throws(Failure) in
            var index = 0
            func put(_ value: UInt64, nibbles: Int) {
                for shift in stride(from: (nibbles - 1) * 4, through: 0, by: -4) {
                    let nibble = UInt8(truncatingIfNeeded: (value >> UInt64(shift)) & 0xF)
                    bytes[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
                    index += 1
                }
            }
            func dash() { bytes[index] = UInt8(ascii: "-"); index += 1 }
            put(prefix >> 32, nibbles: 8); dash()
            put(prefix >> 16, nibbles: 4); dash()
            put(prefix, nibbles: 4); dash()
            put(low >> 48, nibbles: 4); dash()
            put(low, nibbles: 12)
            return try body(UnsafeBufferPointer(bytes))
        }
    }

    public static func < (lhs: EventID, rhs: EventID) -> Bool {
        (lhs.prefix, lhs.sequence) < (rhs.prefix, rhs.sequence)
    }
}

extension EventID {
    /// Parses the form produced by ``description`` (dashes anywhere, hex digits of either case).
    ///
    /// Digit by digit, without intermediate strings: the store parses the id of every event it
    /// uploads or evicts.
    public init?(uuidString: String) {
        var high: UInt64 = 0
        var low: UInt64 = 0
        var digits = 0
        for byte in uuidString.utf8 where byte != UInt8(ascii: "-") {
            let nibble: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            guard digits < 32 else { return nil }
            if digits < 16 { high = high << 4 | UInt64(nibble) } else { low = low << 4 | UInt64(nibble) }
            digits += 1
        }
        guard digits == 32 else { return nil }
        self.init(prefix: high, sequence: low & 0x3FFF_FFFF_FFFF_FFFF)
    }
}
