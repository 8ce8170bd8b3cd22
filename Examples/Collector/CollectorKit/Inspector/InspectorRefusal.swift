/// Why the inspector refused a request from the page: answered `400 {"error": rawValue}`
/// (`404` for ``unknownDefinition``, `500` for ``notSaved``).
enum InspectorRefusal: String, Error, Sendable {
    /// The body was larger than ``InspectorRequest/maxBytes``.
    case tooLarge = "too_large"
    /// The body was not strict JSON or not an object.
    case malformed = "malformed_json"
    /// A field the request needs was missing or not a string.
    case missingField = "missing_field"
    /// A field the protocol does not know.
    case unknownField = "unknown_field"
    /// The name breaks the rules of `track` names: empty, starting with `$`, over 255 bytes.
    case invalidName = "invalid_name"
    /// `index` was not a string.
    case invalidIndex = "invalid_index"
    /// No definition has this id.
    case unknownDefinition = "unknown_definition"
    /// The definitions could not be written to their file; nothing changed.
    case notSaved = "not_saved"

    var status: Int {
        switch self {
        case .unknownDefinition: 404
        case .notSaved: 500
        default: 400
        }
    }
}

/// The checks every body from the page passes: size and strict JSON.
enum InspectorRequest {
    static let maxBytes = 16 * 1024

    static func object(_ body: [UInt8]) throws(InspectorRefusal) -> [String: Any] {
        guard body.count <= maxBytes else { throw .tooLarge }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else { throw .malformed }
        return object
    }
}

import Foundation
