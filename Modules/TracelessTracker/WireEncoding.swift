import Foundation

/// Writes queued messages as a request body in the configured ``UploadFormat``, and
/// chooses how many of them fit in one.
///
/// Sizes are those of the body as sent: what the body adds at send time (`sentAt` on every
/// Segment message, the envelope, the separators) is counted, not only the stored bytes,
/// so that a batch the collector would find too large is never built.
struct WireEncoding: Sendable {
    let format: UploadFormat
    /// The bytes of a body without messages.
    private let emptyBodyBytes: Int
    /// The bytes the body adds to each message besides the separator.
    let perMessageBytes: Int
    /// Most messages in one body: Segment answers 200 to a batch of more than 2,500 and
    /// drops the rest, so a larger `uploadBatchSize` is cut to it.
    var maxMessages: Int {
        if case .segment = format { return 2_500 }
        return .max
    }

    init(format: UploadFormat) {
        self.format = format
        let epoch = Date(timeIntervalSince1970: 0)
        let empty = Self.body([], sentAt: epoch, format: format).count
        emptyBodyBytes = empty
        perMessageBytes = Self.body([Array("{}".utf8)], sentAt: epoch, format: format).count - empty - 2
    }

    /// What to send next.
    enum Selection {
        /// The oldest events that fit in one body, with their messages in the wire format.
        case batch([StoredEvent], messages: [[UInt8]])
        /// The oldest event cannot be written in this format (its stored message is not JSON).
        case unreadable(StoredEvent)
    }

    /// The longest prefix of `events` whose body stays within `maxBytes`; at least one event,
    /// however large. Stops before an event that cannot be written, which comes alone next.
    func select(_ events: [StoredEvent], maxBytes: Int) -> Selection? {
        guard let first = events.first else { return nil }
        var messages: [[UInt8]] = []
        var bytes = emptyBodyBytes
        for event in events {
            guard let message = message(event.payload) else { break }
            let added = message.count + perMessageBytes + (messages.isEmpty ? 0 : 1)
            if !messages.isEmpty && bytes + added > maxBytes { break }
            bytes += added
            messages.append(message)
        }
        if messages.isEmpty { return .unreadable(first) }
        return .batch(Array(events.prefix(messages.count)), messages: messages)
    }

    /// The body size of `messages`, as ``body(_:sentAt:)`` writes them.
    func bodyBytes(_ messages: [[UInt8]]) -> Int {
        messages.reduce(emptyBodyBytes + max(0, messages.count - 1)) { $0 + $1.count + perMessageBytes }
    }

    /// One stored message written for the wire, without what the body adds to it.
    func message(_ payload: [UInt8]) -> [UInt8]? {
        switch format {
        case .segment: payload
        case .posthog: PostHogEvent.encode(segmentMessage: payload)
        }
    }

    func body(_ messages: [[UInt8]], sentAt: Date) -> [UInt8] {
        Self.body(messages, sentAt: sentAt, format: format)
    }

    private static func body(_ messages: [[UInt8]], sentAt: Date, format: UploadFormat) -> [UInt8] {
        switch format {
        case .segment:
            return MessageEncoding.batchBody(messages, sentAt: sentAt)
        case .posthog(let apiKey, _):
            var writer = JSONWriter(capacity: messages.reduce(96) { $0 + $1.count + 1 })
            writer.raw("{\"api_key\":")
            writer.string(apiKey)
            writer.raw(",\"batch\":[")
            for (index, message) in messages.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.bytes.append(contentsOf: message)
            }
            writer.raw("],\"sent_at\":")
            writer.string(sentAt)
            writer.raw("}")
            return writer.bytes
        }
    }
}

extension MessageEncoding {
    /// The bytes a Segment batch adds to each stored message (its `sentAt`), which the size
    /// limit of one message counts.
    static let sendTimeBytes = WireEncoding(format: .segment).perMessageBytes
}
