import Foundation

/// PostHog's capture API (`POST /batch/`), as rules a batch must follow.
///
/// Written from the published rules: an `api_key`; a `batch` array of events, each with an
/// `event` name and a `distinct_id` (top level or in `properties`), `properties` an object,
/// `timestamp` ISO-8601, `uuid` a UUID; the special events' own fields (`$create_alias`
/// needs `properties.alias`, `$groupidentify` needs `$group_type` and `$group_key`,
/// `$identify`'s `$set` is an object).
///
/// ```swift
/// let violations = PostHogSpec.validateBatch(requestBody)   // [] when the batch conforms
/// ```
public enum PostHogSpec {
    /// Checks a `/batch/` body (uncompressed JSON) and every event in it.
    public static func validateBatch(_ body: Data) -> [SpecViolation] {
        let object: [String: Any]
        switch JSONChecks.object(body) {
        case .success(let parsed): object = parsed
        case .failure(let violation): return [violation]
        }
        var violations: [SpecViolation] = []
        if JSONChecks.nonEmptyString(object["api_key"]) == nil {
            violations.append(SpecViolation("api_key", "the project API key is required"))
        }
        JSONChecks.dateIfPresent(object, "sent_at", path: "body", into: &violations)
        guard let batch = object["batch"] as? [Any] else { return violations + [SpecViolation("batch", "must be an array of events")] }
        if batch.isEmpty { violations.append(SpecViolation("batch", "is empty")) }
        for (index, event) in batch.enumerated() {
            violations += validateEvent(event, path: "batch[\(index)]")
        }
        return violations
    }

    /// Checks one event of a batch (a value `JSONSerialization` read).
    public static func validateEvent(_ value: Any, path: String = "event") -> [SpecViolation] {
        guard let event = value as? [String: Any] else { return [SpecViolation(path, "an event must be an object")] }
        var violations: [SpecViolation] = []
        let name = JSONChecks.nonEmptyString(event["event"])
        if name == nil { violations.append(SpecViolation("\(path).event", "the event name is required")) }
        let properties = event["properties"] as? [String: Any]
        if event["properties"] != nil && properties == nil {
            violations.append(SpecViolation("\(path).properties", "must be an object"))
        }
        let distinctID = event["distinct_id"] ?? properties?["distinct_id"]
        if !isDistinctID(distinctID) {
            violations.append(SpecViolation("\(path).distinct_id", "a non-empty distinct_id is required (top level or in properties)"))
        }
        JSONChecks.dateIfPresent(event, "timestamp", path: path, into: &violations)
        if let uuid = event["uuid"], (uuid as? String).flatMap(UUID.init(uuidString:)) == nil {
            violations.append(SpecViolation("\(path).uuid", "must be a UUID, got \(JSONChecks.short(uuid))"))
        }
        let props = properties ?? [:]
        switch name {
        case "$create_alias":
            if JSONChecks.nonEmptyString(props["alias"]) == nil {
                violations.append(SpecViolation("\(path).properties.alias", "$create_alias needs the alias it merges"))
            }
        case "$groupidentify":
            for field in ["$group_type", "$group_key"] where JSONChecks.nonEmptyString(props[field]) == nil {
                violations.append(SpecViolation("\(path).properties.\(field)", "$groupidentify needs it"))
            }
            JSONChecks.objectIfPresent(props, "$group_set", path: "\(path).properties", into: &violations)
        default:
            break
        }
        for field in ["$set", "$set_once"] {
            JSONChecks.objectIfPresent(props, field, path: "\(path).properties", into: &violations)
        }
        return violations
    }

    private static func isDistinctID(_ value: Any?) -> Bool {
        if let value, JSONChecks.isNumber(value) { return true }
        return JSONChecks.nonEmptyString(value) != nil
    }
}
