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

    init(capacity: Int = 512) { bytes.reserveCapacity(capacity) }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
            case 0..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                          hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
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
        bytes.append(UInt8(ascii: "{"))
        var first = true
        // Sorted keys make payloads reproducible, which tests and deduplicating backends like.
        for key in object.keys.sorted() {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            self.key(key)
            value(object[key]!)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// Appends a comma when the next member is not the first.
    mutating func separator(_ first: inout Bool) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
    }
}

/// ISO 8601 in UTC with milliseconds (`2024-05-01T10:00:00.123Z`), Segment's timestamp form.
/// `ISO8601DateFormatter` is neither cheap nor `Sendable`; this is both.
enum ISO8601 {
    static func string(from date: Date) -> String {
        // Whole milliseconds first: splitting the Double into seconds and a fraction loses
        // the last millisecond to binary rounding (.123 becoming .122999…).
        let totalMillis = Int64((date.timeIntervalSince1970 * 1000).rounded())
        var seconds = time_t(totalMillis.quotientAndRemainder(dividingBy: 1000).quotient)
        var millis = Int(totalMillis - Int64(seconds) * 1000)
        if millis < 0 { seconds -= 1; millis += 1000 }
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func pad(_ value: Int32, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))T"
            + "\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2)).\(pad(Int32(millis), 3))Z"
    }
}
