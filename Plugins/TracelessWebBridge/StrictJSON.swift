/// Any JSON value. Booleans and numbers stay apart (`true` is never `1`).
enum JSONValue: Sendable, Equatable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    var description: String {
        switch self {
        case .string(let text): text
        case .number(let number): "\(number)"
        case .bool(let flag): "\(flag)"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// RFC 8259 JSON from UTF-8 bytes, nothing more: no trailing commas, no comments, no NaN,
/// no bytes after the value but whitespace. Pages are untrusted, so cost is bounded: one
/// pass over the bytes (work linear in their count), and a container deeper than
/// `maxDepth` is refused when it opens, before anything inside it is built. Foundation's
/// decoders are not used: on Linux they accept trailing commas and their cost grows with
/// the square of the nesting depth.
struct StrictJSON {
    private let bytes: [UInt8]
    private let maxDepth: Int
    private var index = 0

    /// The value the whole of `bytes` holds. A NUL byte anywhere (or `\u0000` in a string)
    /// and bytes that are not UTF-8 are refused before the grammar is looked at.
    static func parse(_ bytes: [UInt8], maxDepth: Int) throws(WebMessageRefusal) -> JSONValue {
        if bytes.contains(0) { throw .containsNUL }
        guard UTF8Validation.isValid(bytes) else { throw .invalidUTF8 }
        var parser = StrictJSON(bytes: bytes, maxDepth: maxDepth)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw .notJSON }
        return value
    }

    private init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws(WebMessageRefusal) {
        guard current == byte else { throw .notJSON }
        index += 1
    }

    private mutating func value(depth: Int) throws(WebMessageRefusal) -> JSONValue {
        guard let byte = current else { throw .notJSON }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw .notJSON
        }
    }

    private mutating func literal(_ word: StaticString) throws(WebMessageRefusal) {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count,
              word.withUTF8Buffer({ bytes[index..<index + count].elementsEqual($0) }) else { throw .notJSON }
        index += count
    }

    private mutating func object(depth: Int) throws(WebMessageRefusal) -> JSONValue {
        if depth > maxDepth { throw .tooDeep(limit: maxDepth) }
        index += 1
        var fields: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw .notJSON }
            let key = try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            let member = try value(depth: depth)
            // Two values for one key: which one counts would differ between readers.
            guard fields.updateValue(member, forKey: key) == nil else { throw .duplicateKey(key) }
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "}"))
            return .object(fields)
        }
    }

    private mutating func array(depth: Int) throws(WebMessageRefusal) -> JSONValue {
        if depth > maxDepth { throw .tooDeep(limit: maxDepth) }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth))
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "]"))
            return .array(elements)
        }
    }

    private mutating func number() throws(WebMessageRefusal) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            guard digits() > 0 else { throw .notJSON }
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw .notJSON }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw .notJSON }
        }
        // The grammar above is what Double's parser also reads; out-of-range values become ±inf.
        guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)), number.isFinite else {
            throw .notJSON
        }
        return number
    }

    private mutating func digits() -> Int {
        let start = index
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    private mutating func string() throws(WebMessageRefusal) -> String {
        index += 1
        var text: [UInt8] = []
        while true {
            guard let byte = current else { throw .notJSON }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &text)
            case ..<0x20:
                throw .notJSON
            default:
                text.append(byte)
            }
        }
    }

    private mutating func escape(into text: inout [UInt8]) throws(WebMessageRefusal) {
        guard let byte = current else { throw .notJSON }
        index += 1
        let simple: UInt8? = switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple { return text.append(simple) }
        guard byte == UInt8(ascii: "u") else { throw .notJSON }
        var scalar = try hexQuad()
        if (0xD800..<0xDC00).contains(scalar) {
            // A high surrogate is only half a character: the low half must follow.
            guard current == UInt8(ascii: "\\") else { throw .notJSON }
            index += 1
            guard current == UInt8(ascii: "u") else { throw .notJSON }
            index += 1
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw .notJSON }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        if scalar == 0 { throw .containsNUL }
        guard let unicode = Unicode.Scalar(scalar) else { throw .notJSON }
        text.append(contentsOf: UTF8.encode(unicode)!)
    }

    private mutating func hexQuad() throws(WebMessageRefusal) -> UInt32 {
        guard bytes.count - index >= 4 else { throw .notJSON }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8 = switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: throw .notJSON
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}

/// Whether bytes are well-formed UTF-8: no overlong forms, no surrogates, nothing past U+10FFFF.
enum UTF8Validation {
    static func isValid(_ bytes: [UInt8]) -> Bool {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
