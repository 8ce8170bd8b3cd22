/// Why the web bridge refused a page's message. The page is not told (nothing is thrown
/// into it); the refusal is counted in ``WebBridgeStatistics`` and listed in the
/// registry's diagnostics.
///
/// ```swift
/// if case .hostNotAllowed(let host)? = webBridge.statistics.recentRefusals.last {
///     print("add \(host) to the allow-list?")
/// }
/// ```
public enum WebMessageRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The page posted something other than a string (the bridge posts JSON text); the
    /// body's class is given.
    case notAString(className: String)
    /// The message is larger than the limit, in UTF-8 bytes.
    case tooLarge(bytes: Int, limit: Int)
    /// The message has a NUL character (a raw byte or `\u0000`): it is refused whole, never
    /// read up to the NUL.
    case containsNUL
    /// The message is not well-formed UTF-8 (an NSString holding half a surrogate pair).
    case invalidUTF8
    /// The text is not strict JSON (RFC 8259: no trailing comma, nothing after the value).
    case notJSON
    /// Objects and arrays nest deeper than the limit (the format needs two levels).
    case tooDeep(limit: Int)
    /// An object has the same key twice.
    case duplicateKey(String)
    /// The JSON is not an object.
    case notAnObject
    /// `type` is missing or not one the bridge knows (`track`).
    case unknownType(String)
    /// A top-level field the format does not have (often a typo).
    case unknownField(String)
    /// `event` is missing, not a string, or empty.
    case missingEventName
    /// `event` is longer than the limit, in UTF-8 bytes.
    case eventNameTooLong(bytes: Int, limit: Int)
    /// `event` starts with `$`, or does once normalised (NFKC: `＄`): those names are the SDK's own.
    case reservedEventName(String)
    /// `properties` is not an object.
    case propertiesNotAnObject
    /// A property key that is empty, longer than 255 bytes or starts with `$` (NFKC, as for `event`).
    case invalidPropertyKey(String)
    /// A property whose value is an object or an array: properties are flat.
    case unsupportedPropertyValue(key: String)
    /// `time` is missing or not a number.
    case missingTime
    /// `time` (milliseconds since 1970) is more than a day away from the device's clock.
    case implausibleTime(milliseconds: Double)
    /// The sending page's host is not on the allow-list.
    case hostNotAllowed(String)
    /// The sending frame's origin has no host (`file:`, `data:`, `about:blank`).
    case noHost(origin: String)
    /// A `traceless:` URL other than `traceless://track/?message=…`.
    case unknownURL(String)

    public var description: String {
        switch self {
        case .notAString(let className): "the message is a \(className), not a JSON string"
        case .tooLarge(let bytes, let limit): "the message has \(bytes) bytes, more than the limit of \(limit)"
        case .containsNUL: "the message has a NUL character"
        case .invalidUTF8: "the message is not valid UTF-8"
        case .notJSON: "the message is not strict JSON"
        case .tooDeep(let limit): "the message nests objects or arrays deeper than \(limit) levels"
        case .duplicateKey(let key): "the key \"\(key)\" appears twice in one object"
        case .notAnObject: "the message is not a JSON object"
        case .unknownType(let type): "unknown message type \"\(type)\" (known: track)"
        case .unknownField(let field): "unknown field \"\(field)\" (known: type, event, properties, time)"
        case .missingEventName: "event is missing, not a string or empty"
        case .eventNameTooLong(let bytes, let limit): "event has \(bytes) bytes, more than the limit of \(limit)"
        case .reservedEventName(let name): "event \"\(name)\" starts with $, which is the SDK's"
        case .propertiesNotAnObject: "properties is not an object"
        case .invalidPropertyKey(let key): "property key \"\(key)\" is empty, too long or starts with $"
        case .unsupportedPropertyValue(let key): "property \"\(key)\" is an object or an array; values are strings, numbers, booleans or null"
        case .missingTime: "time is missing or not a number"
        case .implausibleTime(let milliseconds): "time \(milliseconds) is more than a day away from the device's clock"
        case .hostNotAllowed(let host): "host \(host) is not on the allow-list"
        case .noHost(let origin): "the sending frame's origin (\(origin)) has no host"
        case .unknownURL(let url): "\(url) is not traceless://track/?message=…"
        }
    }
}
