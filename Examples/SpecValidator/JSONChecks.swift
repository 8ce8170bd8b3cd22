import Foundation

/// Checks shared by both specs: JSON kinds, ISO-8601 dates, encoded sizes.
enum JSONChecks {
    /// The body parsed as a JSON object, or the violation that it is not one.
    static func object(_ body: Data) -> Result<[String: Any], SpecViolation> {
        guard let parsed = try? JSONSerialization.jsonObject(with: body) else {
            return .failure(SpecViolation("body", "is not JSON"))
        }
        guard let object = parsed as? [String: Any] else { return .failure(SpecViolation("body", "is not a JSON object")) }
        return .success(object)
    }

    static func isBool(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        let type = String(cString: number.objCType)
        return type == "c" || type == "B"
    }

    static func isNumber(_ value: Any) -> Bool { value is NSNumber && !isBool(value) }

    static func nonEmptyString(_ value: Any?) -> String? {
        guard let string = value as? String, !string.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return string
    }

    /// `field`, when present, must be a JSON object.
    static func objectIfPresent(_ message: [String: Any], _ field: String, path: String, into violations: inout [SpecViolation]) {
        guard let value = message[field], !(value is NSNull) else { return }
        if !(value is [String: Any]) { violations.append(SpecViolation("\(path).\(field)", "must be an object")) }
    }

    /// `field`, when present, must be an ISO-8601 date-time string.
    static func dateIfPresent(_ object: [String: Any], _ field: String, path: String, into violations: inout [SpecViolation]) {
        guard let value = object[field] else { return }
        guard let text = value as? String, isISO8601(text) else {
            violations.append(SpecViolation("\(path).\(field)", "must be an ISO-8601 date-time string, got \(short(value))"))
            return
        }
    }

    /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` with every part in range.
    static func isISO8601(_ text: String) -> Bool {
        let characters = Array(text.utf8)
        func digits(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= characters.count else { return nil }
            var value = 0
            for byte in characters[start..<start + count] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        func at(_ index: Int, _ character: Character) -> Bool {
            index < characters.count && characters[index] == character.asciiValue
        }
        guard digits(0, 4) != nil, at(4, "-"), let month = digits(5, 2), at(7, "-"), let day = digits(8, 2),
              at(10, "T") || at(10, "t"), let hour = digits(11, 2), at(13, ":"), let minute = digits(14, 2), at(16, ":"),
              let second = digits(17, 2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return false }
        var index = 19
        if at(index, ".") {
            index += 1
            let start = index
            while index < characters.count, (48...57).contains(characters[index]) { index += 1 }
            guard index > start else { return false }
        }
        if at(index, "Z") || at(index, "z") { return index + 1 == characters.count }
        guard at(index, "+") || at(index, "-"), let offsetHours = digits(index + 1, 2), at(index + 3, ":"),
              let offsetMinutes = digits(index + 4, 2), offsetHours < 24, offsetMinutes < 60 else { return false }
        return index + 6 == characters.count
    }

    /// The bytes of `value` written as compact JSON with only the escapes JSON requires, as
    /// senders write it (re-serialising would count escapes the sender did not write).
    static func encodedBytes(_ value: Any) -> Int {
        switch value {
        case let string as String:
            var bytes = 2
            for byte in string.utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x08, 0x0C, 0x0A, 0x0D, 0x09: bytes += 2
                case 0..<0x20: bytes += 6
                default: bytes += 1
                }
            }
            return bytes
        case let object as [String: Any]:
            return object.reduce(1 + max(1, object.count)) { $0 + encodedBytes($1.key) + 1 + encodedBytes($1.value) }
        case let array as [Any]:
            return array.reduce(1 + max(1, array.count)) { $0 + encodedBytes($1) }
        case is NSNull:
            return 4
        default:
            if isBool(value) { return (value as? NSNumber)?.boolValue == true ? 4 : 5 }
            return "\(value)".utf8.count
        }
    }

    /// A value in a few characters, for messages.
    static func short(_ value: Any) -> String {
        let text = value is String ? "\"\(value)\"" : "\(value)"
        return text.count > 40 ? String(text.prefix(40)) + "..." : text
    }
}

/// Date-times as both APIs require them.
///
/// ```swift
/// SpecTimestamps.isISO8601("2026-05-01T10:00:00.123Z")   // true
/// ```
public enum SpecTimestamps {
    /// Whether `text` is `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` with every part in range.
    public static func isISO8601(_ text: String) -> Bool { JSONChecks.isISO8601(text) }
}
