import Foundation

/// Encodes events as Segment `track` messages and assembles them into batch bodies.
enum MessageEncoding {
    private static let library: PropertyValue = .object([
        "name": .string(TracelessLibrary.name), "version": .string(TracelessLibrary.version),
    ])

    /// The stored form of an event: a complete JSON object without `sentAt`, which is only
    /// known when a batch is sent.
    static func encode(_ event: Event) -> [UInt8] {
        encode(id: event.id, name: event.name, timestamp: event.timestamp, anonymousId: event.anonymousId,
               userId: event.userId, properties: event.properties.sorted(by: { $0.key < $1.key }),
               context: event.context, sessionId: event.sessionId)
    }

    /// The same message from properties already in key order: what the writer uses when no
    /// plugin needs an ``Event`` value, so that it neither builds nor sorts a dictionary.
    static func encode(id: EventID, name: String, timestamp: Date, anonymousId: String, userId: String?,
                       properties: [(key: String, value: PropertyValue)], context: [String: PropertyValue] = [:],
                       sessionId: String) -> [UInt8] {
        var writer = JSONWriter(capacity: 256 + properties.count * 48)
        writer.raw("{\"type\":\"track\",\"event\":")
        writer.string(name)
        writer.raw(",\"messageId\":")
        writer.string(id)
        writer.raw(",\"timestamp\":")
        writer.string(timestamp)
        writer.raw(",\"anonymousId\":")
        writer.string(anonymousId)
        if let userId {
            writer.raw(",\"userId\":")
            writer.string(userId)
        }
        writer.raw(",\"properties\":")
        writer.object(sorted: properties)
        writer.raw(",\"context\":")
        if context.isEmpty {
            // The usual case, written without building the two dictionaries below; the
            // bytes are the same as the general case's.
            writer.raw("{\"library\":")
            writer.value(library)
            writer.raw(",\"sessionId\":")
            writer.string(sessionId)
            writer.raw("}")
        } else {
            var context = context
            context["library"] = library
            context["sessionId"] = .string(sessionId)
            writer.object(context)
        }
        writer.raw("}")
        return writer.bytes
    }

    /// `{"batch":[m1,m2,...],"sentAt":"..."}`, each message also given `sentAt`, so that a
    /// backend can correct device clock skew per message as Segment's does.
    static func batchBody(_ payloads: [[UInt8]], sentAt: Date) -> [UInt8] {
        let sent = Array(ISO8601.string(from: sentAt).utf8)
        var body: [UInt8] = []
        body.reserveCapacity(payloads.reduce(64) { $0 + $1.count + 40 })
        body.append(contentsOf: Array("{\"batch\":[".utf8))
        for (index, payload) in payloads.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            // Stored messages always end with "}"; reopen them to add sentAt.
            body.append(contentsOf: payload.dropLast())
            body.append(contentsOf: Array(",\"sentAt\":\"".utf8))
            body.append(contentsOf: sent)
            body.append(contentsOf: Array("\"}".utf8))
        }
        body.append(contentsOf: Array("],\"sentAt\":\"".utf8))
        body.append(contentsOf: sent)
        body.append(contentsOf: Array("\"}".utf8))
        return body
    }
}
