import Foundation

/// What `GET /config` serves: a remote configuration document with an ETag, and counts of
/// what the clients asked, so tests can see a conditional request answered 304. The
/// inspector's event definitions, once there are any, are added to the document as
/// `eventDefinitions` (and survive a `PUT /config`).
actor RemoteConfigurationEndpoint {
    private var document: Data?
    private var definitions: Data?
    private(set) var stats = ConfigStats()

    init(body: Data?) { self.document = body }

    /// The document served: as set, plus `eventDefinitions` when the inspector set them.
    var body: Data? {
        guard let definitions else { return document }
        var object: [String: Any] = [:]
        if let document {
            // A document that is not a JSON object is served as set: tests serve malformed ones.
            guard let parsed = (try? JSONSerialization.jsonObject(with: document)) as? [String: Any] else { return document }
            object = parsed
        }
        object["eventDefinitions"] = (try? JSONSerialization.jsonObject(with: definitions)) ?? []
        return try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    /// Sets the `eventDefinitions` array (JSON).
    func setDefinitions(_ array: Data) { definitions = array }

    /// A strong ETag: FNV-1a of the body, quoted. Changes whenever the body does.
    static func etag(of body: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body {
            hash ^= UInt64(byte)
            hash &*= 0x0100_0000_01b3
        }
        return "\"" + String(hash, radix: 16) + "\""
    }

    func set(_ body: Data?) { document = body }

    /// The status, ETag and body for a request carrying `ifNoneMatch`.
    func answer(ifNoneMatch: String?) -> (status: Int, etag: String?, body: Data) {
        stats.requests += 1
        guard let body else {
            stats.notFound += 1
            return (404, nil, Data())
        }
        let etag = Self.etag(of: body)
        if let ifNoneMatch, ifNoneMatch.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag }) {
            stats.notModified += 1
            return (304, etag, Data())
        }
        return (200, etag, body)
    }
}

/// Requests to `GET /config` so far.
public struct ConfigStats: Sendable, Hashable, Codable {
    public var requests = 0
    /// Answered 304 because the client's `If-None-Match` matched.
    public var notModified = 0
    /// Answered 404 because no configuration is set.
    public var notFound = 0
}
