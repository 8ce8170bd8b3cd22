/// A method's parsed type encoding: what it returns and what it takes.
///
/// Only the shape matters to a hook: whether every argument and the return value
/// are integer-class words (pointers, integers, `BOOL`, `SEL`), which the typed
/// fast path can carry, or something else (floating point, structs), which takes
/// the forwarding path.
///
/// ```swift
/// let sig = MethodSignature(encoding: "v32@0:8@16@24")
/// sig.arguments   // [.object, .object]
/// sig.isWordClass // true
/// ```
package struct MethodSignature: Hashable, Sendable, CustomStringConvertible {
    /// The kind of one value in a signature.
    package enum Kind: Hashable, Sendable {
        case void, object, classObject, selector, bool, signedInteger(bytes: Int), unsignedInteger(bytes: Int)
        case pointer, cString, float, double, structure(String), other(String)

        /// Passed in an integer register on every ABI the runtime runs on.
        package var isWord: Bool {
            switch self {
            case .object, .classObject, .selector, .bool, .signedInteger, .unsignedInteger, .pointer, .cString: true
            default: false
            }
        }
    }

    package let returnKind: Kind
    /// The explicit arguments (after `self` and `_cmd`).
    package let arguments: [Kind]
    package let encoding: String

    package init(encoding: String) {
        self.encoding = encoding
        var kinds: [Kind] = []
        var scanner = Substring(encoding)
        while !scanner.isEmpty {
            kinds.append(Self.nextKind(&scanner))
        }
        returnKind = kinds.first ?? .void
        arguments = Array(kinds.dropFirst(3))
    }

    /// True when the typed fast path can carry the call.
    package var isWordClass: Bool {
        (returnKind == .void || returnKind.isWord) && arguments.allSatisfy(\.isWord)
    }

    package var description: String { encoding }

    // Reads one type (skipping qualifiers and the frame offsets GNU encodings carry).
    private static func nextKind(_ s: inout Substring) -> Kind {
        while let c = s.first, "rnNoORV".contains(c) { s.removeFirst() }
        guard let c = s.first else { return .void }
        s.removeFirst()
        let kind: Kind
        switch c {
        case "v": kind = .void
        case "@":
            if s.first == "?" { s.removeFirst() }
            if s.first == "\"" { s.removeFirst(); while let q = s.first, q != "\"" { s.removeFirst() }; if !s.isEmpty { s.removeFirst() } }
            kind = .object
        case "#": kind = .classObject
        case ":": kind = .selector
        case "B": kind = .bool
        case "c": kind = .signedInteger(bytes: 1)
        case "C": kind = .unsignedInteger(bytes: 1)
        case "s": kind = .signedInteger(bytes: 2)
        case "S": kind = .unsignedInteger(bytes: 2)
        case "i": kind = .signedInteger(bytes: 4)
        case "I": kind = .unsignedInteger(bytes: 4)
        case "l": kind = .signedInteger(bytes: MemoryLayout<Int>.size)
        case "L": kind = .unsignedInteger(bytes: MemoryLayout<Int>.size)
        case "q": kind = .signedInteger(bytes: 8)
        case "Q": kind = .unsignedInteger(bytes: 8)
        case "*": kind = .cString
        case "f": kind = .float
        case "d": kind = .double
        case "^":
            _ = nextKind(&s)
            kind = .pointer
        case "{", "(", "[":
            let close: Character = c == "{" ? "}" : (c == "(" ? ")" : "]")
            var depth = 1
            var body = String(c)
            while depth > 0, let n = s.first {
                s.removeFirst()
                body.append(n)
                if n == c { depth += 1 } else if n == close { depth -= 1 }
            }
            kind = .structure(body)
        default: kind = .other(String(c))
        }
        while let d = s.first, d.isNumber || d == "-" { s.removeFirst() }
        return kind
    }
}
