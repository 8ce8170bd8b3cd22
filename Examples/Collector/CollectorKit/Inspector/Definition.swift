import Foundation

/// A named event: the interactions on `screen` with element key `elementKey` (and the same
/// text and index when given) are uploaded as `name` (docs/inspector.md, "Definitions").
struct Definition: Codable, Sendable, Equatable {
    var id: String
    var version: Int
    var name: String
    var screen: String
    var elementKey: String
    var text: String?
    var index: String?

    /// The longest name, in UTF-8 bytes, as for `track` names (`PropertyLimits.maxKeyLength`).
    static let maxNameBytes = 255

    /// A definition from the page's JSON (`id` and `version` ignored), checked.
    init(page object: [String: Any], id: String, version: Int) throws(InspectorRefusal) {
        let known: Set<String> = ["id", "version", "name", "screen", "elementKey", "text", "index"]
        guard object.keys.allSatisfy(known.contains) else { throw .unknownField }
        guard let name = object["name"] as? String, let screen = object["screen"] as? String, !screen.isEmpty,
              let elementKey = object["elementKey"] as? String, !elementKey.isEmpty else { throw .missingField }
        guard !name.isEmpty, !name.hasPrefix("$"), name.utf8.count <= Self.maxNameBytes else { throw .invalidName }
        func optional(_ key: String, _ refusal: InspectorRefusal) throws(InspectorRefusal) -> String? {
            switch object[key] {
            case nil, is NSNull: return nil
            case let value as String: return value.isEmpty ? nil : value
            default: throw refusal
            }
        }
        self.init(id: id, version: version, name: name, screen: screen, elementKey: elementKey,
                  text: try optional("text", .missingField), index: try optional("index", .invalidIndex))
    }

    init(id: String, version: Int, name: String, screen: String, elementKey: String, text: String?, index: String?) {
        (self.id, self.version, self.name, self.screen, self.elementKey, self.text, self.index) =
            (id, version, name, screen, elementKey, text, index)
    }

    /// Whether a stored message is an interaction this definition names.
    func matches(_ message: [String: Any]) -> Bool {
        guard let properties = message["properties"] as? [String: Any] else { return false }
        // `$screen_name` in the PostHog and Sensors profiles, `screen_name` in Segment's.
        func value(_ key: String) -> String? {
            switch properties[key] ?? properties[String(key.dropFirst())] {
            case let string as String: string
            case let number as NSNumber: number.stringValue
            default: nil
            }
        }
        guard value("$screen_name") == screen, value("$element_key") == elementKey else { return false }
        if let text, value("$element_content") != text { return false }
        if let index, value("$element_position") != index { return false }
        return true
    }
}

/// The definitions in order (the first match wins) and the list's version.
struct DefinitionList: Codable, Sendable {
    private(set) var version = 0
    private(set) var definitions: [Definition] = []
    private var lastID = 0

    mutating func add(_ object: [String: Any]) throws(InspectorRefusal) -> Definition {
        let saved = try Definition(page: object, id: "d\(lastID + 1)", version: 1)
        lastID += 1
        version += 1
        definitions.append(saved)
        return saved
    }

    mutating func replace(_ id: String, with object: [String: Any]) throws(InspectorRefusal) -> Definition {
        guard let index = definitions.firstIndex(where: { $0.id == id }) else { throw .unknownDefinition }
        let saved = try Definition(page: object, id: id, version: definitions[index].version + 1)
        version += 1
        definitions[index] = saved
        return saved
    }

    mutating func remove(_ id: String) throws(InspectorRefusal) {
        guard let index = definitions.firstIndex(where: { $0.id == id }) else { throw .unknownDefinition }
        version += 1
        definitions.remove(at: index)
    }
}
