import Foundation

/// A queued Segment message rewritten as an event of PostHog's capture API.
///
/// | Segment | PostHog `event` | properties added |
/// |---|---|---|
/// | `track` | its `event` | the message's `properties` |
/// | `screen` | `$screen` | `$screen_name` (the `name`) |
/// | `page` | `$pageview` | `$title` (the `name`), `$current_url` (`properties.url`) |
/// | `identify` | `$identify` | `$set` (the `traits`), `$anon_distinct_id` |
/// | `alias` | `$create_alias` | `alias` (the `previousId`) |
/// | `group` | `$groupidentify` | `$group_type` (`traits.group_type`, else `company`), `$group_key`, `$group_set` |
///
/// `distinct_id` is the user id, else the anonymous id; events without a user id carry
/// `$process_person_profile: false`, PostHog's mark for anonymous events. `uuid` is the
/// `messageId`, so PostHog deduplicates re-sent events as Segment does. The context's
/// fields become PostHog's own properties (`$os`, `$app_version`, `$lib`, ...).
enum PostHogEvent {
    /// The PostHog event for a stored message, as JSON; `nil` if the message is not a JSON object.
    static func encode(segmentMessage payload: [UInt8]) -> [UInt8]? {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(payload))) as? [String: Any] else { return nil }
        let message = object.compactMapValues(PropertyValue.init(json:))
        var writer = JSONWriter(capacity: payload.count + 128)
        writer.value(.object(event(from: message)))
        return writer.bytes
    }

    static func event(from message: [String: PropertyValue]) -> [String: PropertyValue] {
        let anonymousID = message["anonymousId"]?.stringValue
        let userID = message["userId"]?.stringValue
        var distinctID = userID ?? anonymousID ?? ""
        var properties = contextProperties(message["context"]?.objectValue ?? [:])
        let traits = message["traits"]?.objectValue ?? [:]
        let name: String
        switch message["type"]?.stringValue ?? "track" {
        case "screen":
            name = "$screen"
            properties.merge(message["properties"]?.objectValue ?? [:]) { _, own in own }
            properties["$screen_name"] = message["name"]
        case "page":
            name = "$pageview"
            properties.merge(message["properties"]?.objectValue ?? [:]) { _, own in own }
            properties["$title"] = message["name"]
            properties["$current_url"] = message["properties"]?.objectValue?["url"]
        case "identify":
            name = "$identify"
            properties["$set"] = .object(traits)
            if let anonymousID, anonymousID != userID { properties["$anon_distinct_id"] = .string(anonymousID) }
        case "alias":
            name = "$create_alias"
            properties["alias"] = message["previousId"]
        case "group":
            name = "$groupidentify"
            properties["$group_type"] = traits["group_type"].flatMap { $0.stringValue.map(PropertyValue.string) } ?? "company"
            properties["$group_key"] = message["groupId"]
            properties["$group_set"] = .object(traits)
        case let other:
            name = message["event"]?.stringValue ?? other
            properties.merge(message["properties"]?.objectValue ?? [:]) { _, own in own }
        }
        if userID == nil { properties["$process_person_profile"] = false }
        if distinctID.isEmpty { distinctID = message["messageId"]?.stringValue ?? "" }
        var event: [String: PropertyValue] = [
            "event": .string(name), "distinct_id": .string(distinctID), "properties": .object(properties),
        ]
        event["timestamp"] = message["timestamp"]
        event["uuid"] = message["messageId"]
        return event
    }

    /// Segment's context fields under the names PostHog's own SDKs give them.
    private static let contextNames: [(path: [String], name: String)] = [
        (["library", "name"], "$lib"), (["library", "version"], "$lib_version"),
        (["app", "name"], "$app_name"), (["app", "version"], "$app_version"), (["app", "build"], "$app_build"),
        (["app", "namespace"], "$app_namespace"),
        (["device", "manufacturer"], "$device_manufacturer"), (["device", "model"], "$device_model"),
        (["device", "name"], "$device_name"), (["device", "type"], "$device_type"),
        (["os", "name"], "$os"), (["os", "version"], "$os_version"),
        (["screen", "width"], "$screen_width"), (["screen", "height"], "$screen_height"),
        (["network", "wifi"], "$network_wifi"), (["network", "cellular"], "$network_cellular"),
        (["locale"], "$locale"), (["timezone"], "$timezone"),
        (["sessionId"], "session_id"),
    ]

    private static func contextProperties(_ context: [String: PropertyValue]) -> [String: PropertyValue] {
        var properties: [String: PropertyValue] = [:]
        for (path, name) in contextNames {
            var value: PropertyValue? = .object(context)
            for key in path { value = value?.objectValue?[key] }
            if let value, value.objectValue == nil { properties[name] = value }
        }
        return properties
    }
}

extension PropertyValue {
    /// The members, if this is an `.object`.
    var objectValue: [String: PropertyValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// A value `JSONSerialization` read; `nil` for anything JSON cannot hold.
    init?(json: Any) {
        switch json {
        case let string as String: self = .string(string)
        case let number as NSNumber:
            // Booleans and integers are NSNumbers too; the type code tells them apart.
            switch String(cString: number.objCType) {
            case "c", "B": self = .bool(number.boolValue)
            case "f", "d": self = .double(number.doubleValue)
            default: self = .int(number.intValue)
            }
        case let array as [Any]: self = .array(array.map { PropertyValue(json: $0) ?? .null })
        case let object as [String: Any]: self = .object(object.compactMapValues(PropertyValue.init(json:)))
        case is NSNull: self = .null
        default: return nil
        }
    }
}
