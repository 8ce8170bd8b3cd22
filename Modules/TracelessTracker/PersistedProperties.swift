import Foundation

/// Super-properties as stored in the queue's `meta` table, so that ``Tracker/register(_:)``
/// survives a relaunch.
///
/// Each value is tagged with its case (`{"i":3}`, `{"d":3.0}`, `{"b":true}`, ...): plain JSON
/// would bring `3.0` back as an integer and, through `NSNumber`, `1` back as `true`.
enum PersistedProperties {
    static func encode(_ properties: [String: PropertyValue]) -> String? {
        guard let data = try? JSONSerialization.data(withJSONObject: properties.mapValues(tagged)) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    static func decode(_ text: String) -> [String: PropertyValue]? {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else { return nil }
        var properties: [String: PropertyValue] = [:]
        for (key, value) in object {
            guard let decoded = untagged(value) else { return nil }
            properties[key] = decoded
        }
        return properties
    }

    private static func tagged(_ value: PropertyValue) -> Any {
        switch value {
        case .string(let string): return ["s": string]
        case .int(let int): return ["i": int]
        case .double(let double): return ["d": double]
        case .bool(let bool): return ["b": bool]
        case .null: return ["n": 0]
        case .array(let array): return ["a": array.map(tagged)]
        case .object(let object): return ["o": object.mapValues(tagged)]
        }
    }

    private static func untagged(_ any: Any) -> PropertyValue? {
        guard let wrapper = any as? [String: Any], wrapper.count == 1, let (tag, value) = wrapper.first else { return nil }
        switch tag {
        case "s": return (value as? String).map(PropertyValue.string)
        case "i": return (value as? NSNumber).map { .int($0.intValue) }
        case "d": return (value as? NSNumber).map { .double($0.doubleValue) }
        case "b": return (value as? NSNumber).map { .bool($0.boolValue) }
        case "n": return .null
        case "a":
            guard let array = value as? [Any] else { return nil }
            var elements: [PropertyValue] = []
            for element in array {
                guard let decoded = untagged(element) else { return nil }
                elements.append(decoded)
            }
            return .array(elements)
        case "o":
            guard let object = value as? [String: Any] else { return nil }
            var properties: [String: PropertyValue] = [:]
            for (key, element) in object {
                guard let decoded = untagged(element) else { return nil }
                properties[key] = decoded
            }
            return .object(properties)
        default: return nil
        }
    }
}
