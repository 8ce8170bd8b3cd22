/// A response the collector gives instead of its normal one, for testing clients.
///
/// Faults are consumed in order, one per `POST /v1/batch`. Over HTTP they are posted to
/// `/faults` as JSON, e.g. `[{"status":500},{"status":429,"retryAfter":"2"},{"delay":1.5},{"drop":true}]`.
///
/// ```swift
/// await collector.enqueue([.status(500), .tooManyRequests(retryAfter: "3"), .dropConnection()])
/// ```
public struct Fault: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Answer with this status instead of processing the batch (`nil`: process it).
    public var status: Int?
    /// The `Retry-After` header to send with `status`.
    public var retryAfter: String?
    /// Wait this many seconds before answering (a slow server).
    public var delay: Double?
    /// Close the connection in the middle of the response instead of answering.
    public var drop: Bool?
    /// With `drop`: store the batch first, as a server whose answer got lost would.
    public var storeBeforeDrop: Bool?

    public init(status: Int? = nil, retryAfter: String? = nil, delay: Double? = nil, drop: Bool? = nil, storeBeforeDrop: Bool? = nil) {
        self.status = status
        self.retryAfter = retryAfter
        self.delay = delay
        self.drop = drop
        self.storeBeforeDrop = storeBeforeDrop
    }

    /// Answer with `code` (and no processing).
    public static func status(_ code: Int, retryAfter: String? = nil) -> Fault { Fault(status: code, retryAfter: retryAfter) }
    /// 429 with a `Retry-After` (seconds or an HTTP date).
    public static func tooManyRequests(retryAfter: String) -> Fault { Fault(status: 429, retryAfter: retryAfter) }
    /// Process normally, but only after `seconds`.
    public static func slow(_ seconds: Double) -> Fault { Fault(delay: seconds) }
    /// Drop the connection mid-response.
    public static func dropConnection(afterStoring: Bool = false) -> Fault { Fault(drop: true, storeBeforeDrop: afterStoring) }

    public var description: String {
        var parts: [String] = []
        if let delay { parts.append("delay \(delay)s") }
        if drop == true { parts.append(storeBeforeDrop == true ? "drop after storing" : "drop") }
        if let status { parts.append("status \(status)") }
        if let retryAfter { parts.append("Retry-After \(retryAfter)") }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}
