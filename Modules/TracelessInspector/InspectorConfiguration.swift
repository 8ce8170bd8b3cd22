import Foundation

/// Where the inspector runs and the pairing token it printed.
///
/// ```swift
/// #if DEBUG
/// let inspector = Inspector(InspectorConfiguration(url: URL(string: "http://192.168.1.20:8080")!,
///                                                  pairingToken: "4f1c…"),
///                           tracker: tracker, registry: traceless)
/// #endif
/// ```
public struct InspectorConfiguration: Sendable, Hashable {
    /// The collector serving the inspector (`swift run Collector --inspector`): its
    /// `/inspector/...` endpoints are resolved against this URL.
    public var url: URL
    /// The token the collector printed (`#token=...` in the page's URL).
    public var pairingToken: String
    /// Messages kept while the inspector cannot be reached: the newest ones, the oldest
    /// dropped and counted.
    public var maxQueuedMessages = 1_000
    /// The longest wait between attempts to reach an inspector that does not answer.
    public var maxBackoff: Double = 5

    public init(url: URL, pairingToken: String) {
        self.url = url
        self.pairingToken = pairingToken
    }

    func endpoint(_ path: String) -> URL {
        url.appendingPathComponent("inspector").appendingPathComponent(path)
    }
}

/// Why the inspector stopped or could not send.
public enum InspectorError: Error, Sendable, Hashable {
    /// The inspector refused the pairing token (401): it stops; nothing more is sent.
    case pairingRefused
    /// No answer, or an answer other than 200 (the status, 0 for none); it retries.
    case unreachable(status: Int, detail: String)
}

/// What the inspector did, for the app's debug screens and tests.
public struct InspectorStatus: Sendable, Hashable {
    /// Whether it still sends (false after ``Inspector/stop()`` or a refused pairing).
    public var running = true
    /// The connection id of the current connection (a new one after every failure).
    public var connection = UUID().uuidString.lowercased()
    /// Messages the inspector stored (its last `ack` + 1, summed over connections).
    public var delivered = 0
    /// Messages dropped from the queue while the inspector could not be reached.
    public var dropped = 0
    /// Connections opened after the first (each failure opens a new one).
    public var reconnections = 0
    /// The last error, if any.
    public var lastError: InspectorError?
}
