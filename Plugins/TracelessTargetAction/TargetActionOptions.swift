/// The plugin's options, from `TracelessConfiguration.pluginOptions["traceless.target-action"]`.
///
/// | key | values | default | meaning |
/// | --- | --- | --- | --- |
/// | `reportProgrammatic` | `true`, `false` | `false` | also report control actions sent without a touch event (`sendActionsForControlEvents:` from code, editing events) |
///
/// ```swift
/// let options = try TargetActionOptions(["reportProgrammatic": "true"])
/// options.reportsProgrammatic // true
/// ```
public struct TargetActionOptions: Hashable, Sendable {
    /// Report control actions that carry no `UIEvent`.
    public var reportsProgrammatic = false

    public init() {}

    /// Parses options; the error lists every problem at once.
    public init(_ options: [String: String]) throws(OptionsError) {
        var problems: [OptionsError.Problem] = []
        for (key, value) in options.sorted(by: { $0.key < $1.key }) {
            switch key {
            case Self.reportProgrammaticKey:
                switch value.lowercased() {
                case "true": reportsProgrammatic = true
                case "false": reportsProgrammatic = false
                default: problems.append(.invalidValue(key: key, value: value, expected: "true or false"))
                }
            default:
                problems.append(.unknownKey(key))
            }
        }
        if !problems.isEmpty { throw OptionsError(problems: problems) }
    }

    static let reportProgrammaticKey = "reportProgrammatic"
    static let knownKeys = [reportProgrammaticKey]
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
