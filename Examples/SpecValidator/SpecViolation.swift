/// One way a message or batch breaks the API it is sent to: where, and which rule.
///
/// ```swift
/// let violations = SegmentSpec.validateBatch(body)
/// for violation in violations { print(violation) }   // batch[2].event: a track call needs an event name
/// ```
public struct SpecViolation: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the body: `batch[2].properties`, `api_key`, `body`.
    public var path: String
    /// The rule broken, in words.
    public var rule: String

    public init(_ path: String, _ rule: String) {
        self.path = path
        self.rule = rule
    }

    public var description: String { "\(path): \(rule)" }
}
