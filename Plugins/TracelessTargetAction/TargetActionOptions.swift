import Foundation

/// The plugin's options, from `TracelessConfiguration.pluginOptions["traceless.target-action"]`.
///
/// | key | values | default | meaning |
/// | --- | --- | --- | --- |
/// | `reportProgrammatic` | `true`, `false` | `false` | also report control actions code sent (`sendActionsForControlEvents:` from code, editing events), marked `programmatic` |
/// | `rageTaps` | `true`, `false` | `true` | report a burst of taps on one element as one `.rageTap` |
/// | `rageTapCount` | an integer ≥ 2 | `3` | how many taps make a burst |
/// | `rageTapInterval` | seconds > 0 | `1` | the longest pause between two taps of a burst |
/// | `deadTaps` | `true`, `false` | `true` | report a tap that nothing answered as a `.deadTap` |
///
/// ```swift
/// let options = try TargetActionOptions(["rageTapCount": "4", "rageTapInterval": "0.8"])
/// options.rageTapCount // 4
/// ```
public struct TargetActionOptions: Hashable, Sendable {
    /// Report control actions that code sent.
    public var reportsProgrammatic = false
    /// Report bursts of taps on one element (``rageTapCount`` taps, each within
    /// ``rageTapInterval`` of the one before).
    public var reportsRageTaps = true
    public var rageTapCount = 3
    public var rageTapInterval: TimeInterval = 1
    /// Report taps that no control, recogniser, list or text input answered.
    public var reportsDeadTaps = true

    public init() {}

    /// Parses options; the error lists every problem at once.
    public init(_ options: [String: String]) throws(OptionsError) {
        var problems: [OptionsError.Problem] = []
        for (key, value) in options.sorted(by: { $0.key < $1.key }) {
            switch key {
            case Self.reportProgrammaticKey: Self.parse(flag: value, key: key, into: &reportsProgrammatic, problems: &problems)
            case Self.rageTapsKey: Self.parse(flag: value, key: key, into: &reportsRageTaps, problems: &problems)
            case Self.deadTapsKey: Self.parse(flag: value, key: key, into: &reportsDeadTaps, problems: &problems)
            case Self.rageTapCountKey:
                if let count = Int(value), count >= 2 { rageTapCount = count } else {
                    problems.append(.invalidValue(key: key, value: value, expected: "an integer of at least 2"))
                }
            case Self.rageTapIntervalKey:
                if let seconds = Double(value), seconds.isFinite, seconds > 0 { rageTapInterval = seconds } else {
                    problems.append(.invalidValue(key: key, value: value, expected: "a number of seconds above 0"))
                }
            default:
                problems.append(.unknownKey(key))
            }
        }
        if !problems.isEmpty { throw OptionsError(problems: problems) }
    }

    private static func parse(flag value: String, key: String, into flag: inout Bool, problems: inout [OptionsError.Problem]) {
        switch value.lowercased() {
        case "true": flag = true
        case "false": flag = false
        default: problems.append(.invalidValue(key: key, value: value, expected: "true or false"))
        }
    }

    static let reportProgrammaticKey = "reportProgrammatic"
    static let rageTapsKey = "rageTaps"
    static let rageTapCountKey = "rageTapCount"
    static let rageTapIntervalKey = "rageTapInterval"
    static let deadTapsKey = "deadTaps"
    static let knownKeys = [reportProgrammaticKey, rageTapsKey, rageTapCountKey, rageTapIntervalKey, deadTapsKey]
}

/// Why options were refused.
public struct OptionsError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        case unknownKey(String)
        case invalidValue(key: String, value: String, expected: String)

        public var description: String {
            switch self {
            case .unknownKey(let key):
                "unknown option '\(key)' (known: \(TargetActionOptions.knownKeys.joined(separator: ", ")))"
            case .invalidValue(let key, let value, let expected):
                "option '\(key)' must be \(expected) (got '\(value)')"
            }
        }
    }

    public let problems: [Problem]
    public var description: String { problems.map(\.description).joined(separator: "; ") }
}
