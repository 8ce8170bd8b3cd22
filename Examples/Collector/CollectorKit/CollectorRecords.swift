import Foundation

/// One event the collector stored.
public struct ReceivedEvent: Sendable, Hashable {
    public var messageId: String
    public var type: String
    /// The `event` field of a `track` message.
    public var event: String?
    public var userId: String?
    public var anonymousId: String?
    /// The message as received, as JSON.
    public var json: Data
    /// Which request (0-based) brought it.
    public var requestIndex: Int
    /// The batch format it came in: `segment` (`type` is the call's) or `posthog` (`type`
    /// is `capture`, `userId` the `distinct_id`).
    public var format = "segment"

    /// The message parsed with `JSONSerialization`.
    public func message() -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: json)) as? [String: Any] ?? [:]
    }

    /// `properties[key]` as a string, for quick checks.
    public func property(_ key: String) -> String? {
        guard let properties = message()["properties"] as? [String: Any], let value = properties[key] else { return nil }
        // JSON's true and false come back as NSNumbers of type char.
        if let number = value as? NSNumber, String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
        return value as? String ?? "\(value)"
    }
}

/// One request to `/v1/batch` and what the collector did with it.
public struct RequestRecord: Sendable, Hashable {
    public var index: Int
    /// The status sent, or `nil` when the connection was dropped.
    public var status: Int?
    public var contentEncoding: String?
    /// Bytes on the wire.
    public var bodyBytes: Int
    /// Bytes of JSON after decompression.
    public var decodedBytes: Int
    /// The message ids in the batch (empty when it could not be decoded).
    public var messageIds: [String]
    /// The injected fault, if any.
    public var fault: Fault?
    /// Messages already stored before (same messageId), ignored.
    public var duplicates: Int
    public var receivedAt: Date
    /// The request's `Idempotency-Key` header: the same for every send of one batch.
    public var idempotencyKey: String? = nil
    /// Whether a request with the same `Idempotency-Key` came before: a re-send.
    public var isResend = false
}

/// Counters over the collector's lifetime (`GET /stats`).
public struct CollectorStats: Sendable, Hashable, Codable {
    public var requests = 0
    public var events = 0
    public var duplicates = 0
    public var maxConcurrentRequests = 0
    public var faultsPending = 0
    /// Requests whose `Idempotency-Key` was seen before (the client re-sent a batch).
    public var resentBatches = 0
    /// Ways the batches broke their API's rules (``Collector/violations``).
    public var specViolations = 0
}
