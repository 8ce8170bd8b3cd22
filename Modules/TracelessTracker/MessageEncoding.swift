import Foundation

/// Encodes events as Segment messages and assembles them into batch bodies.
enum MessageEncoding {
    /// The stored form of an event: a complete JSON object without `sentAt`, which is only
    /// known when a batch is sent.
    ///
    /// - Parameter traits: the user's traits, sent in `context.traits`.
    static func encode(_ event: Event, context: MessageContext = .libraryOnly,
                       traits: [String: PropertyValue] = [:]) -> [UInt8] {
        var writer = JSONWriter(capacity: 256 + context.encodedSize + event.properties.count * 48)
        let header = MessageHeader(type: event.type, name: event.name, id: event.id, timestamp: event.timestamp,
                                   anonymousId: event.anonymousId, userId: event.userId,
                                   previousId: event.previousId, groupId: event.groupId)
        write(header, context: context, eventContext: event.context, sessionId: event.sessionId, traits: traits,
              into: &writer) {
            $0.object(event.type == .identify || event.type == .group ? event.traits : event.properties)
        }
        return writer.bytes
    }

    /// The same message, written into `buffer` (emptied first, its capacity kept from one
    /// event to the next) with its properties (or traits) written by `writeProperties`, which
    /// must leave one JSON object. The writer thread calls it directly when no plugin needs
    /// an ``Event`` value, so that it neither builds nor sorts a collection of the properties.
    static func write(_ header: MessageHeader, context: MessageContext, eventContext: [String: PropertyValue] = [:],
                      sessionId: Int64, traits: [String: PropertyValue], into buffer: inout JSONWriter,
                      properties writeProperties: (inout JSONWriter) -> Void) {
        buffer.bytes.removeAll(keepingCapacity: true)
        writeHeader(header, into: &buffer)
        switch header.type {
        case .track, .screen:
            buffer.raw(",\"properties\":")
            writeProperties(&buffer)
        case .identify, .group:
            buffer.raw(",\"traits\":")
            writeProperties(&buffer)
        case .alias:
            break
        }
        buffer.raw(",\"context\":")
        context.write(eventContext, sessionId: sessionId, traits: traits, into: &buffer)
        buffer.raw("}")
    }

    /// Everything before the properties: the call type and what it names, the ids and both timestamps.
    private static func writeHeader(_ header: MessageHeader, into writer: inout JSONWriter) {
        switch header.type {
        case .track:
            writer.raw("{\"type\":\"track\",\"event\":")
            writer.string(header.name)
        case .screen:
            writer.raw("{\"type\":\"screen\",\"name\":")
            writer.string(header.name)
        case .identify:
            writer.raw("{\"type\":\"identify\"")
        case .alias:
            writer.raw("{\"type\":\"alias\",\"previousId\":")
            writer.string(header.previousId ?? "")
        case .group:
            writer.raw("{\"type\":\"group\",\"groupId\":")
            writer.string(header.groupId ?? "")
        }
        writer.raw(",\"messageId\":")
        writer.string(header.id)
        // Both: Segment takes `timestamp` as the time of the event; RudderStack keeps it as
        // sent and takes the device's clock from `originalTimestamp`, correcting its skew with `sentAt`.
        writer.raw(",\"timestamp\":")
        writer.string(header.timestamp)
        writer.raw(",\"originalTimestamp\":")
        writer.string(header.timestamp)
        writer.raw(",\"anonymousId\":")
        writer.string(header.anonymousId)
        if let userId = header.userId {
            writer.raw(",\"userId\":")
            writer.string(userId)
        }
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
