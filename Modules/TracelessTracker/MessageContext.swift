import Foundation

/// What a message says before its properties: its call type, what it names, its ids and time.
struct MessageHeader {
    var type: Event.CallType
    var name: String
    var id: EventID
    var timestamp: Date
    var anonymousId: String
    var userId: String?
    var previousId: String?
    var groupId: String?
}

/// The `context` object of every message: the members known at start (`app`, `device`, `os`,
/// `screen`, `locale`, `timezone`, `library`), encoded once, and those of each message
/// (`sessionId`, `traits`).
struct MessageContext: Sendable {
    /// The members known at start, in key order.
    let members: [(key: String, value: PropertyValue)]
    /// The encoded members that sort before `sessionId`, each followed by a comma.
    private let before: [UInt8]
    /// The encoded members that sort after `sessionId` and before `traits`, each preceded by a comma.
    private let after: [UInt8]
    /// The encoded members that sort after `traits`, each preceded by a comma.
    private let last: [UInt8]

    var encodedSize: Int { before.count + after.count + last.count + 40 }

    static let library: PropertyValue = .object([
        "name": .string(TracelessLibrary.name), "version": .string(TracelessLibrary.version),
    ])

    /// `library` only: what a message says when nothing about the device is known.
    static let libraryOnly = MessageContext(["library": library])

    init(_ members: [String: PropertyValue]) {
        var members = members
        // Written by every message itself.
        members["sessionId"] = nil
        members["traits"] = nil
        self.members = members.sorted { $0.key < $1.key }
        var before = JSONWriter(capacity: 512)
        var after = JSONWriter(capacity: 64)
        var last = JSONWriter(capacity: 0)
        for (key, value) in self.members {
            if key < "sessionId" {
                before.key(key)
                before.value(value)
                before.raw(",")
            } else {
                let into = key < "traits" ? 0 : 1
                func append(_ writer: inout JSONWriter) {
                    writer.raw(",")
                    writer.key(key)
                    writer.value(value)
                }
                if into == 0 { append(&after) } else { append(&last) }
            }
        }
        self.before = before.bytes
        self.after = after.bytes
        self.last = last.bytes
    }

    /// The context object. Without members of the event's own, the members known at start are
    /// copied as encoded; the bytes are those of the general case, which sorts them all.
    func write(_ eventContext: [String: PropertyValue], sessionId: Int64, traits: [String: PropertyValue],
               into writer: inout JSONWriter) {
        guard eventContext.isEmpty else {
            var context: [String: PropertyValue] = [:]
            for (key, value) in members { context[key] = value }
            context["sessionId"] = .int(Int(truncatingIfNeeded: sessionId))
            if !traits.isEmpty { context["traits"] = .object(traits) }
            context.merge(eventContext) { _, event in event }
            writer.object(context)
            return
        }
        writer.raw("{")
        writer.bytes.append(contentsOf: before)
        writer.raw("\"sessionId\":")
        writer.value(.int(Int(truncatingIfNeeded: sessionId)))
        writer.bytes.append(contentsOf: after)
        if !traits.isEmpty {
            writer.raw(",\"traits\":")
            writer.object(traits)
        }
        writer.bytes.append(contentsOf: last)
        writer.raw("}")
    }
}
