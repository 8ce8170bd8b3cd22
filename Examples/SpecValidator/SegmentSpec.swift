import Foundation

/// Segment's HTTP tracking API and Spec, as rules a batch or a message must follow.
///
/// Written from the published field rules: the six call types; `userId` or `anonymousId`
/// on every call; `event` on `track`, `previousId` and `userId` on `alias`, `groupId` on
/// `group`; `messageId` (at most 100 characters, unique); ISO-8601 timestamps; `context`,
/// `properties`, `traits` and `integrations` as objects; at most 32 KiB a message, 500 KB
/// and 2,500 messages a batch.
///
/// ```swift
/// let violations = SegmentSpec.validateBatch(requestBody)   // [] when the batch conforms
/// ```
public enum SegmentSpec {
    public static let maxMessageBytes = 32 * 1024
    public static let maxBatchBytes = 500_000
    public static let maxBatchMessages = 2_500
    public static let maxMessageIDLength = 100
    public static let callTypes: Set<String> = ["track", "screen", "page", "identify", "alias", "group"]

    /// Checks a `/v1/batch` body (uncompressed JSON) and every message in it.
    public static func validateBatch(_ body: Data) -> [SpecViolation] {
        var violations: [SpecViolation] = []
        if body.count > maxBatchBytes {
            violations.append(SpecViolation("body", "\(body.count) bytes, over the \(maxBatchBytes) a batch may have"))
        }
        let object: [String: Any]
        switch JSONChecks.object(body) {
        case .success(let parsed): object = parsed
        case .failure(let violation): return violations + [violation]
        }
        guard let batch = object["batch"] as? [Any] else { return violations + [SpecViolation("batch", "must be an array of messages")] }
        if batch.isEmpty { violations.append(SpecViolation("batch", "is empty")) }
        if batch.count > maxBatchMessages {
            violations.append(SpecViolation("batch", "\(batch.count) messages, over the \(maxBatchMessages) a batch may have"))
        }
        JSONChecks.dateIfPresent(object, "sentAt", path: "body", into: &violations)
        var seen: Set<String> = []
        for (index, message) in batch.enumerated() {
            violations += validateMessage(message, path: "batch[\(index)]")
            if let id = (message as? [String: Any])?["messageId"] as? String, !seen.insert(id).inserted {
                violations.append(SpecViolation("batch[\(index)].messageId", "\(id) appears twice in the batch"))
            }
        }
        return violations
    }

    /// Checks one message given as JSON.
    public static func validateMessage(json: Data, path: String = "message") -> [SpecViolation] {
        switch JSONChecks.object(json) {
        case .success(let message): validateMessage(message, path: path)
        case .failure(let violation): [SpecViolation(path, violation.rule)]
        }
    }

    /// Checks one message (a value `JSONSerialization` read).
    public static func validateMessage(_ value: Any, path: String = "message") -> [SpecViolation] {
        guard let message = value as? [String: Any] else { return [SpecViolation(path, "a message must be an object")] }
        var violations: [SpecViolation] = []
        func require(_ field: String, _ rule: String) {
            if JSONChecks.nonEmptyString(message[field]) == nil { violations.append(SpecViolation("\(path).\(field)", rule)) }
        }
        let bytes = JSONChecks.encodedBytes(message)
        if bytes > maxMessageBytes {
            violations.append(SpecViolation(path, "\(bytes) bytes, over the \(maxMessageBytes) a message may have"))
        }
        let type = message["type"] as? String
        if let type, !callTypes.contains(type) {
            violations.append(SpecViolation("\(path).type", "\(JSONChecks.short(type)) is not one of \(callTypes.sorted())"))
        } else if type == nil {
            violations.append(SpecViolation("\(path).type", "is required"))
        }
        for field in ["userId", "anonymousId"] where message[field] != nil && !(message[field] is NSNull) {
            if JSONChecks.nonEmptyString(message[field]) == nil {
                violations.append(SpecViolation("\(path).\(field)", "must be a non-empty string"))
            }
        }
        if JSONChecks.nonEmptyString(message["userId"]) == nil && JSONChecks.nonEmptyString(message["anonymousId"]) == nil {
            violations.append(SpecViolation(path, "every call needs a userId or an anonymousId"))
        }
        if let id = JSONChecks.nonEmptyString(message["messageId"]) {
            if id.count > maxMessageIDLength {
                violations.append(SpecViolation("\(path).messageId", "\(id.count) characters, over \(maxMessageIDLength)"))
            }
        } else {
            violations.append(SpecViolation("\(path).messageId", "must be a non-empty string (it deduplicates re-sends)"))
        }
        for field in ["timestamp", "originalTimestamp", "sentAt", "receivedAt"] {
            JSONChecks.dateIfPresent(message, field, path: path, into: &violations)
        }
        for field in ["context", "integrations", "properties", "traits"] {
            JSONChecks.objectIfPresent(message, field, path: path, into: &violations)
        }
        if let context = message["context"] as? [String: Any] {
            JSONChecks.objectIfPresent(context, "traits", path: "\(path).context", into: &violations)
            JSONChecks.objectIfPresent(context, "library", path: "\(path).context", into: &violations)
        }
        switch type {
        case "track":
            require("event", "a track call needs an event name")
        case "screen", "page":
            for field in ["name", "category"] where message[field] != nil && !(message[field] is String) {
                violations.append(SpecViolation("\(path).\(field)", "must be a string"))
            }
        case "alias":
            require("previousId", "an alias call needs the previousId it merges")
            require("userId", "an alias call needs the new userId")
        case "group":
            require("groupId", "a group call needs a groupId")
        default:
            break
        }
        return violations
    }
}
