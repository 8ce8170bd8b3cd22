import Foundation

/// Encodes events as Segment `track` messages and assembles them into batch bodies.
enum MessageEncoding {
    private static let library: PropertyValue = .object([
        "name": .string(TracelessLibrary.name), "version": .string(TracelessLibrary.version),
    ])

    /// The stored form of an event: a complete JSON object without `sentAt`, which is only
    /// known when a batch is sent.
    static func encode(_ event: Event) -> [UInt8] {
        var writer = JSONWriter(capacity: 256 + event.properties.count * 48)
        writer.raw("{\"type\":\"track\",\"event\":")
        writer.string(event.name)
        writer.raw(",\"messageId\":")
        writer.string(event.id)
        writer.raw(",\"timestamp\":")
        writer.string(event.timestamp)
        writer.raw(",\"anonymousId\":")
        writer.string(event.anonymousId)
        if let userId = event.userId {
            writer.raw(",\"userId\":")
            writer.string(userId)
        }
        writer.raw(",\"properties\":")
        writer.object(event.properties)
        writer.raw(",\"context\":")
        if event.context.isEmpty {
            // The usual case, written without building the two dictionaries below; the
            // bytes are the same as the general case's.
            writer.raw("{\"library\":")
            writer.value(library)
            writer.raw(",\"sessionId\":")
            writer.string(event.sessionId)
            writer.raw("}")
        } else {
            var context = event.context
            context["library"] = library
            context["sessionId"] = .string(event.sessionId)
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
