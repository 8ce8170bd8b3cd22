import Foundation

/// One batch ready to send: its events, their messages in the wire format, and the
/// request that carries them.
struct BatchRequest {
    var events: [StoredEvent]
    var messages: [[UInt8]]

    /// Names a batch: its first messageId and its size.
    static let idempotencyHeader = "Idempotency-Key"

    /// The first `count` events, for a smaller batch after a "too large" answer.
    func prefix(_ count: Int) -> BatchRequest {
        BatchRequest(events: Array(events.prefix(count)), messages: Array(messages.prefix(count)))
    }

    /// The request, with `sentAt` the time of this attempt.
    func request(url: URL, encoding: WireEncoding, configuration: TrackerConfiguration) throws -> UploadRequest {
        let body = Data(encoding.body(messages, sentAt: configuration.clock.now()))
        var headers = ["Content-Type": "application/json", "User-Agent": "\(TracelessLibrary.name)/\(TracelessLibrary.version)"]
        // The same batch always carries the same key, so a collector can tell a re-send (a
        // timeout whose answer came late) from new data; each message's messageId still
        // makes the re-send harmless to one that only deduplicates messages.
        if let first = events.first { headers[Self.idempotencyHeader] = "\(first.id)/\(events.count)" }
        if case .segment = encoding.format, let writeKey = configuration.writeKey {
            headers["Authorization"] = "Basic " + Data("\(writeKey):".utf8).base64EncodedString()
        }
        guard configuration.compressUploads else { return UploadRequest(url: url, headers: headers, body: body) }
        headers["Content-Encoding"] = "gzip"
        return UploadRequest(url: url, headers: headers, body: try Gzip.compress(body))
    }

    /// Whether an answer says the request was too large: a 413, or a 400 whose body says so
    /// (Segment answers an oversized batch with a 400).
    static func saysTooLarge(_ response: UploadResponse) -> Bool {
        if response.status == 413 { return true }
        guard response.status == 400 else { return false }
        let text = String(decoding: response.body.prefix(4096), as: UTF8.self).lowercased()
        return tooLargeWords.contains { text.contains($0) }
    }

    private static let tooLargeWords = [
        "too large", "too big", "exceeds", "exceeded", "size limit", "maximum size", "max size", "payload size",
    ]
}
