import Foundation
import Traceless

/// A page's message, checked: `{"type":"track","event":…,"properties":{…},"time":…}`,
/// `time` in milliseconds since 1970 (`Date.now()`).
struct WebMessage: Sendable, Equatable {
    var event: String
    var properties: [String: Screen.Value]
    var time: Date

    static let maxNameBytes = 255
    /// A page runs on the device's clock: a time further away than this is a bug, not a delay.
    static let maxClockSkew: TimeInterval = 24 * 60 * 60
    private static let fields: Set<String> = ["type", "event", "properties", "time"]

    /// Checks everything; `now` is the device's time.
    init(json text: String, limit: Int, now: Date) throws(WebMessageRefusal) {
        let bytes = text.utf8.count
        if bytes > limit { throw .tooLarge(bytes: bytes, limit: limit) }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        } catch {
            throw .notJSON
        }
        guard case .object(let fields) = value else { throw .notAnObject }
        guard case .string(let type)? = fields["type"], type == "track" else {
            throw .unknownType(fields["type"].map { "\($0)" } ?? "")
        }
        if let unknown = fields.keys.sorted().first(where: { !Self.fields.contains($0) }) { throw .unknownField(unknown) }

        guard case .string(let event)? = fields["event"], !event.isEmpty else { throw .missingEventName }
        if event.utf8.count > Self.maxNameBytes { throw .eventNameTooLong(bytes: event.utf8.count, limit: Self.maxNameBytes) }
        if event.hasPrefix("$") { throw .reservedEventName(event) }

        var properties: [String: Screen.Value] = [:]
        switch fields["properties"] {
        case nil, .null?:
            break
        case .object(let given)?:
            for key in given.keys.sorted() {
                guard !key.isEmpty, key.utf8.count <= Self.maxNameBytes, !key.hasPrefix("$") else { throw .invalidPropertyKey(key) }
                switch given[key]! {
                case .string(let text): properties[key] = .string(text)
                case .number(let number): properties[key] = .number(number)
                case .bool(let flag): properties[key] = .bool(flag)
                // What JSON.stringify does with undefined: the key is left out.
                case .null: continue
                case .array, .object: throw .unsupportedPropertyValue(key: key)
                }
            }
        default:
            throw .propertiesNotAnObject
        }

        guard case .number(let milliseconds)? = fields["time"] else { throw .missingTime }
        let time = Date(timeIntervalSince1970: milliseconds / 1000)
        guard abs(time.timeIntervalSince(now)) <= Self.maxClockSkew else { throw .implausibleTime(milliseconds: milliseconds) }

        self.event = event
        self.properties = properties
        self.time = time
    }
}

/// Any JSON value. Decoding tells booleans from numbers (`true` is never `1`).
enum JSONValue: Decodable, Sendable, Equatable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    var description: String {
        switch self {
        case .string(let text): text
        case .number(let number): "\(number)"
        case .bool(let flag): "\(flag)"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
