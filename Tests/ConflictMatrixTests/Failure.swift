import Foundation

/// How a child run failed, and why, as far as it said.
struct Failure: Equatable, CustomStringConvertible {
    enum Kind: Equatable {
        /// The matrix itself could not run the case: never the parties' doing.
        case harness
        case hung
        case signal(Int32)
        case exit(Int32)
    }

    var kind: Kind
    /// The uncaught exception's line from stderr, else the runner's error or the
    /// harness's explanation, else stderr's last line.
    var reason: String

    init(_ kind: Kind, _ said: String, stderr: Data = Data()) {
        self.kind = kind
        let lines = String(decoding: stderr.suffix(65_536), as: UTF8.self).split(separator: "\n").map(String.init)
        reason = [said, Self.explanation(in: lines)].filter { !$0.isEmpty }.joined(separator: "; ")
    }

    /// What a dying child said about it: GNUstep's uncaught exception line, else
    /// Swift's crash report (what crashed and in which library, without addresses
    /// or timings), else its last line.
    private static func explanation(in lines: [String]) -> String {
        if let exception = lines.last(where: { $0.contains("Uncaught exception") }) {
            return String(exception[exception.range(of: "Uncaught exception")!.lowerBound...])
        }
        if let crash = lines.first(where: { $0.contains("*** Program crashed: ") }) {
            // A fault next to the stack pointer is the stack running out (endless
            // recursion): where it runs out depends on frame sizes and layout, not on
            // what recursed, so the library is left out. A push faults just below the
            // stack pointer, a store into a frame already allocated just above it.
            if let fault = hexNumber(after: " at ", in: crash),
               let stack = lines.first(where: { $0.hasPrefix("rsp ") }).flatMap({ hexNumber(after: "rsp ", in: $0) }),
               max(fault, stack) - min(fault, stack) < 1 << 16 {
                return "Program crashed: stack overflow"
            }
            let what = crash.replacingOccurrences(of: "*** ", with: "").replacingOccurrences(of: " ***", with: "")
                .replacingOccurrences(of: #" at 0x[0-9a-fA-F]+"#, with: "", options: .regularExpression)
            let frame = lines.first { $0.hasPrefix("  0 ") }
            let library = frame.flatMap { $0.range(of: " in ") }.map { String(frame![$0.upperBound...]) }
            return library.map { "\(what) in \($0)" } ?? what
        }
        return lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    }

    private static func hexNumber(after prefix: String, in line: String) -> UInt64? {
        guard let start = line.range(of: prefix + "0x") else { return nil }
        return UInt64(line[start.upperBound...].prefix { $0.isHexDigit }, radix: 16)
    }

    var description: String { reason.isEmpty ? how : "\(how): \(reason)" }

    private var how: String {
        switch kind {
        case .harness: "not run"
        case .hung: "hung"
        case .signal(let number): "signal \(number)"
        case .exit(let status): "exit \(status)"
        }
    }

    /// Whether `other` is this failure: the same way out (signal, status or
    /// hang) and the same exception. A class named after our subclass reads as the
    /// class it stands for, so the same exception from the same party matches
    /// whichever class the delegate had. A harness failure matches nothing.
    func isSame(as other: Failure) -> Bool {
        kind != .harness && kind == other.kind && Self.normalized(reason) == Self.normalized(other.reason)
    }

    private static func normalized(_ reason: String) -> String {
        reason.replacingOccurrences(of: "Traceless_", with: "")
    }

    /// The reason without the names a case puts in it (for grouping cases by cause).
    var cause: String {
        let reason = Self.normalized(self.reason)
        guard let range = reason.range(of: "reason: ") else { return Self.normalized(description) }
        return "\(how): \(reason[range.upperBound...])"
    }
}
