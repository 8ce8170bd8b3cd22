import Foundation

/// How a ``Collector`` runs.
///
/// ```swift
/// var configuration = CollectorConfiguration()
/// configuration.port = 0                 // any free port; read it from start()
/// configuration.maxBatchBytes = 10_000   // 413 above 10 kB of JSON
/// let collector = Collector(configuration: configuration)
/// let port = try await collector.start()
/// ```
public struct CollectorConfiguration: Sendable {
    /// TCP port on ``host``; 0 picks a free one.
    public var port: UInt16 = 8787
    /// SQLite file for received events; `nil` keeps them in memory only.
    public var databasePath: String?
    /// Answer ``tooLargeStatus`` to batches whose decoded JSON is larger than this many bytes.
    public var maxBatchBytes: Int?
    /// The status for a batch over ``maxBatchBytes``: 413, or 400 as Segment answers (its
    /// body says "payload too large" either way).
    public var tooLargeStatus = 413
    /// Faults for the first requests, in order.
    public var faults: [Fault] = []
    /// Where each received event is printed as one line; `nil` prints nothing.
    public var output: (@Sendable (String) -> Void)? = { print($0) }

    /// The remote configuration served at `GET /config` (with an ETag; `If-None-Match`
    /// gets a 304), as raw bytes so tests can serve a malformed one; `nil`: 404.
    public var remoteConfiguration: Data?
    /// The address to listen on: 127.0.0.1 unless told otherwise (`--inspector-host`).
    public var host = "127.0.0.1"
    /// The inspector's pairing token (docs/inspector.md); `nil` serves no `/inspector` routes.
    public var inspectorToken: String?
    /// A JSON file the inspector keeps its event definitions in across runs (`--definitions`);
    /// `nil` keeps them in memory for the run.
    public var definitionsPath: String?
    public init() {}
}
