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

    /// The format nests two levels (the message, its properties); a few more let a nested
    /// property be refused by its key rather than by depth.
    static let maxDepth = 8

    /// Checks everything, on the whole of `json` (UTF-8); `now` is the device's time.
    init(json: [UInt8], limit: Int, now: Date) throws(WebMessageRefusal) {
        if json.count > limit { throw .tooLarge(bytes: json.count, limit: limit) }
        let value = try StrictJSON.parse(json, maxDepth: Self.maxDepth)
        guard case .object(let fields) = value else { throw .notAnObject }
        guard case .string(let type)? = fields["type"], type == "track" else {
            throw .unknownType(fields["type"].map { "\($0)" } ?? "")
        }
        if let unknown = fields.keys.sorted().first(where: { !Self.fields.contains($0) }) { throw .unknownField(unknown) }

        guard case .string(let event)? = fields["event"], !event.isEmpty else { throw .missingEventName }
        if event.utf8.count > Self.maxNameBytes { throw .eventNameTooLong(bytes: event.utf8.count, limit: Self.maxNameBytes) }
        if Self.isReserved(event) { throw .reservedEventName(event) }

        var properties: [String: Screen.Value] = [:]
        switch fields["properties"] {
        case nil, .null?:
            break
        case .object(let given)?:
            for key in given.keys.sorted() {
                guard !key.isEmpty, key.utf8.count <= Self.maxNameBytes, !Self.isReserved(key) else { throw .invalidPropertyKey(key) }
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

    /// `$` names are the SDK's; a look-alike (`＄`, `﹩`) is one too once normalised (NFKC),
    /// as a reader downstream may normalise it.
    private static func isReserved(_ name: String) -> Bool {
        name.hasPrefix("$") || name.precomposedStringWithCompatibilityMapping.hasPrefix("$")
    }
}
