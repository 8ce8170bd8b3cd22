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

        /// The C size and alignment of a value of this kind on the 64-bit ABIs the
        /// runtime runs on: what a handler's buffer for it must measure. Nil where
        /// there is no layout to rely on (bit fields, opaque structs, unknown codes).
        package var layout: (size: Int, alignment: Int)? {
            switch self {
            case .void: (0, 1)
            case .object, .classObject, .selector, .pointer, .cString: (8, 8)
            case .bool: (1, 1)
            case .signedInteger(let bytes), .unsignedInteger(let bytes): (bytes, bytes)
            case .float: (4, 4)
            case .double: (8, 8)
            case .structure(let body): MethodSignature.aggregateLayout(body)
            case .other: nil
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

    /// Why GNUstep's forwarding cannot pass this signature's values on intact, or nil
    /// when it can. Its call frames are built from its own reading of the types: a
    /// union goes as whichever member aligns most (another register class than the
    /// caller used), and a type it cannot describe raises inside GNUstep.
    package var gnuForwardingObstacle: String? {
        for kind in [returnKind] + arguments {
            switch kind {
            case .structure(let body) where body.contains("("):
                return "a union (\(body)) goes through GNUstep's forwarding as one of its members"
            case .structure(let body) where kind.layout == nil:
                return "a struct of no fixed layout here (\(body): bit fields, or no members)"
            case .other(let code):
                return "GNUstep's forwarding cannot describe a value of type '\(code)'"
            default:
                continue
            }
        }
        return nil
    }

    /// The layout of a struct (`{name=members}`), union (`(name=members)`) or array
    /// (`[count type]`) encoding, by C's rules: members in order, each at its
    /// alignment; the whole rounded up to the largest alignment.
    private static func aggregateLayout(_ body: String) -> (size: Int, alignment: Int)? {
        var s = Substring(body)
        guard let open = s.popFirst() else { return nil }
        if open == "[" {
            var digits = ""
            while let d = s.first, d.isNumber { digits.append(d); s.removeFirst() }
            guard let count = Int(digits), let element = nextKind(&s).layout else { return nil }
            return (count * element.size, element.alignment)
        }
        // The name, up to "=": a struct spelled without members is opaque.
        while let c = s.first, c != "=", c != "}", c != ")" { s.removeFirst() }
        guard s.popFirst() == "=" else { return nil }
        var size = 0
        var alignment = 1
        while let c = s.first, c != "}", c != ")" {
            if c == "\"" {  // a member's name, as some compilers spell them
                s.removeFirst()
                while let q = s.popFirst(), q != "\"" {}
                continue
            }
            guard let member = nextKind(&s).layout else { return nil }
            alignment = max(alignment, member.alignment)
            if open == "(" {
                size = max(size, member.size)
            } else {
                size = (size + member.alignment - 1) / member.alignment * member.alignment + member.size
            }
        }
        return ((size + alignment - 1) / alignment * alignment, alignment)
    }

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
