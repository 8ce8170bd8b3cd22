import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal JSON writer into a byte buffer.
///
/// Events are encoded once, on the writer thread, and stored as bytes; batches are then
/// assembled by concatenation. Writing by hand avoids `JSONEncoder`'s per-value boxing,
/// which dominates store throughput otherwise. It can only write valid JSON because
/// ``PropertyValue`` can only hold JSON values (non-finite doubles are written as `null`
/// as a last resort; validation keeps them out of custom events).
struct JSONWriter {
    var bytes: [UInt8] = []
    private var cachedSecond = Int64.min
    private var cachedSecondText: [UInt8] = []

    init(capacity: Int = 512) { bytes.reserveCapacity(capacity) }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ value: String) {
        // Borrowed where the string is contiguous (native and small strings): the `var` copy
        // that `withUTF8` needs cost a retain and a release per string.
        if value.utf8.withContiguousStorageIfAvailable({ string($0) }) != nil { return }
        var value = value
        value.withUTF8 { string($0) }
    }

    /// A quoted string from UTF-8 bytes. Runs without anything to escape are copied whole,
    /// and found eight bytes at a time: a byte-at-a-time append, then a byte-at-a-time scan,
    /// were the writer thread's largest cost.
    mutating func string(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        if let base = utf8.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index < utf8.count {
                if utf8.count - index >= 8, !Self.mayNeedEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    index += 8
                    continue
                }
                let byte = utf8[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                    escape(byte)
                    runStart = index + 1
                }
                index += 1
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether any of the eight bytes is a control character, `"` or `\` (it may say yes
    /// for none; the bytes are then checked one by one).
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte below 0x20, or equal to 0x22 or 0x5C after the xor makes it zero.
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = ((word ^ (ones &* 0x22)) &- ones) & ~(word ^ (ones &* 0x22)) & highs
        let backslash = ((word ^ (ones &* 0x5C)) &- ones) & ~(word ^ (ones &* 0x5C)) & highs
        return (control | quote | backslash) != 0
    }

    private mutating func escape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                      hex.utf8Start[Int(byte >> 4)], hex.utf8Start[Int(byte & 0xF)]])
        }
    }

    mutating func key(_ key: String) {
        string(key)
        bytes.append(UInt8(ascii: ":"))
    }

    mutating func value(_ value: PropertyValue) {
        switch value {
        case .string(let string): self.string(string)
        case .int(let int): bytes.append(contentsOf: String(int).utf8)
        case .double(let double):
            if double.isFinite { bytes.append(contentsOf: "\(double)".utf8) } else { raw("null") }
        case .bool(let bool): bool ? raw("true") : raw("false")
        case .null: raw("null")
        case .array(let array):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in array.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                self.value(element)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            self.object(object)
        }
    }

    mutating func object(_ object: [String: PropertyValue]) {
        // Sorted keys make payloads reproducible, which tests and deduplicating backends like.
        // Sorting the pairs rather than the keys saves hashing every key again to find its value.
        self.object(sorted: object.sorted(by: { $0.key < $1.key }))
    }

    /// An object from pairs already in key order.
    mutating func object(sorted pairs: [(key: String, value: PropertyValue)]) {
        bytes.append(UInt8(ascii: "{"))
        var first = true
        for (key, value) in pairs {
            separator(&first)
            self.key(key)
            self.value(value)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// Appends a comma when the next member is not the first.
    mutating func separator(_ first: inout Bool) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
    }

    /// An id as a quoted string, without making a `String` of it.
    mutating func string(_ id: EventID) {
        id.withUTF8 { string($0) }
    }

    /// A date as a quoted ISO 8601 string. The events of a burst share their second, so the
    /// second's 20 bytes are kept from one date to the next: `gmtime_r` per event was
    /// measurable on the writer thread.
    mutating func string(_ date: Date) {
        bytes.append(UInt8(ascii: "\""))
        let (seconds, millis) = ISO8601.split(date)
        if seconds != cachedSecond {
            cachedSecondText.removeAll(keepingCapacity: true)
            ISO8601.writeSecond(seconds, into: &cachedSecondText)
            cachedSecond = seconds
        }
        bytes.append(contentsOf: cachedSecondText)
        ISO8601.writeMillis(millis, into: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }
}

/// ISO 8601 in UTC with milliseconds (`2024-05-01T10:00:00.123Z`), Segment's timestamp form.
/// `ISO8601DateFormatter` is neither cheap nor `Sendable`; this is both.
enum ISO8601 {
    static func string(from date: Date) -> String {
        var bytes: [UInt8] = []
        write(date, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the 24 bytes of the timestamp, digit by digit: the formatted-string version
    /// cost a dozen small strings per event on the writer thread.
    static func write(_ date: Date, into bytes: inout [UInt8]) {
        let (seconds, millis) = split(date)
        writeSecond(seconds, into: &bytes)
        writeMillis(millis, into: &bytes)
    }

    /// Whole seconds since 1970 and the milliseconds after them. Whole milliseconds first:
    /// splitting the Double into seconds and a fraction loses the last millisecond to binary
    /// rounding (.123 becoming .122999…).
    static func split(_ date: Date) -> (seconds: Int64, millis: Int) {
        let totalMillis = Int64((date.timeIntervalSince1970 * 1000).rounded())
        var (seconds, millis) = totalMillis.quotientAndRemainder(dividingBy: 1000)
        if millis < 0 { seconds -= 1; millis += 1000 }
        return (seconds, Int(millis))
    }

    /// `2024-05-01T10:00:00.`: the 20 bytes that name the second.
    static func writeSecond(_ seconds: Int64, into bytes: inout [UInt8]) {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        put(Int(parts.tm_year) + 1900, 4, into: &bytes); bytes.append(UInt8(ascii: "-"))
        put(Int(parts.tm_mon) + 1, 2, into: &bytes); bytes.append(UInt8(ascii: "-"))
        put(Int(parts.tm_mday), 2, into: &bytes); bytes.append(UInt8(ascii: "T"))
        put(Int(parts.tm_hour), 2, into: &bytes); bytes.append(UInt8(ascii: ":"))
        put(Int(parts.tm_min), 2, into: &bytes); bytes.append(UInt8(ascii: ":"))
        put(Int(parts.tm_sec), 2, into: &bytes); bytes.append(UInt8(ascii: "."))
    }

    /// `123Z`.
    static func writeMillis(_ millis: Int, into bytes: inout [UInt8]) {
        put(millis, 3, into: &bytes); bytes.append(UInt8(ascii: "Z"))
    }

    private static func put(_ value: Int, _ width: Int, into bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let value = abs(value)
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        while value / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8((value / divisor) % 10))
            divisor /= 10
        }
    }
}
