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
        write(id: event.id, name: event.name, timestamp: event.timestamp, anonymousId: event.anonymousId,
              userId: event.userId, context: event.context, sessionId: event.sessionId, into: &writer) {
            $0.object(event.properties)
        }
        return writer.bytes
    }

    /// The same message, written into `buffer` (emptied first, its capacity kept from one
    /// event to the next) with its properties written by `writeProperties`, which starts
    /// from `"properties":` and must leave one JSON object. The writer thread calls it
    /// directly when no plugin needs an ``Event`` value, so that it neither builds nor sorts
    /// a collection of the properties.
    static func write(id: EventID, name: String, timestamp: Date, anonymousId: String, userId: String?,
                      context: [String: PropertyValue] = [:], sessionId: String, into buffer: inout JSONWriter,
                      properties writeProperties: (inout JSONWriter) -> Void) {
        buffer.bytes.removeAll(keepingCapacity: true)
        writeHeader(id: id, name: name, timestamp: timestamp, anonymousId: anonymousId, userId: userId, into: &buffer)
        writeProperties(&buffer)
        writeContext(context, sessionId: sessionId, into: &buffer)
    }

    /// Everything before the properties object, ending with `"properties":`.
    private static func writeHeader(id: EventID, name: String, timestamp: Date, anonymousId: String, userId: String?,
                                    into writer: inout JSONWriter) {
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
    }

    /// `library` encoded once: sorting its dictionary for every event was measurable.
    private static let libraryJSON: [UInt8] = {
        var writer = JSONWriter(capacity: 64)
        writer.value(library)
        return writer.bytes
    }()

    /// The context object and the message's closing brace.
    private static func writeContext(_ context: [String: PropertyValue], sessionId: String, into writer: inout JSONWriter) {
        writer.raw(",\"context\":")
        if context.isEmpty {
            // The usual case, written without building the two dictionaries below; the
            // bytes are the same as the general case's.
            writer.raw("{\"library\":")
            writer.bytes.append(contentsOf: libraryJSON)
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
