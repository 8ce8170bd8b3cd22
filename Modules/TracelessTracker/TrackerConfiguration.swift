import Foundation

/// Everything a ``Tracker`` needs to know, checked once by ``Tracker/init(configuration:)``.
///
/// ```swift
/// var configuration = TrackerConfiguration(
///     databaseURL: applicationSupport.appendingPathComponent("traceless.sqlite"),
///     uploadURL: URL(string: "https://collector.example.com/v1/batch"))
/// configuration.flushAt = 50
/// configuration.onReport = { report in logger.warning("\(report)") }
/// let tracker = try Tracker(configuration: configuration)
/// ```
public struct TrackerConfiguration: Sendable {
    /// How hard a commit waits for the disk (SQLite's `synchronous` setting; the queue uses
    /// a rollback journal).
    public enum Synchronous: String, Sendable, Hashable {
        /// Every sync SQLite can make: a durable event survives process death and power loss.
        case full = "FULL"
        /// Fewer syncs: a durable event survives process death (crash, SIGKILL, jetsam); on
        /// power loss the last commits may roll back, or, rarely, the file may be damaged,
        /// in which case its readable rows are salvaged at the next launch.
        case normal = "NORMAL"
    }

    /// The SQLite file of the queue. Its directory is created if needed.
    public var databaseURL: URL
    /// Where batches are POSTed (a Segment-compatible `/v1/batch` endpoint); `nil` stores
    /// events without uploading them. ``UploadFormat/posthog(apiKey:host:)`` posts to its
    /// host instead.
    public var uploadURL: URL?
    /// Sent as HTTP basic auth user name, as Segment's write key is.
    public var writeKey: String?
    /// Upload when this many events are queued.
    public var flushAt: Int = 20
    /// Upload at least this often while events are queued, in seconds.
    public var flushInterval: Double = 30
    /// Most events in one request (at most 2,500 are sent in one Segment batch, its limit).
    public var uploadBatchSize: Int = 100
    /// Most bytes of one request body (uncompressed JSON, every field added at send time
    /// counted): 475 KB, a margin under Segment's 500 KB. A batch is cut before the event
    /// that would pass it; an event larger on its own is sent alone.
    public var maxBatchBytes: Int = 475_000
    /// Gzip request bodies (`Content-Encoding: gzip`).
    public var compressUploads: Bool = true
    /// Retries of failed uploads.
    public var retry = RetryPolicy()
    /// Most events kept on disk; beyond it the oldest are evicted and reported with
    /// ``TrackerReport/evicted(_:limit:)``.
    public var maxQueuedEvents: Int = 10_000
    /// A hard cap on the database file size, in bytes (`PRAGMA max_page_count`); writes
    /// beyond it fail as on a full disk and the events are reported lost. `nil`: no cap.
    public var maxDatabaseBytes: Int?
    /// Most events (and control calls) waiting in memory for the writer thread. Beyond it,
    /// ``backPressure`` decides; every event refused is counted and reported.
    public var maxPendingEvents: Int = 10_000
    /// Most bytes (estimated) waiting in memory for the writer thread; see ``maxPendingEvents``.
    public var maxPendingBytes: Int = 8 * 1024 * 1024
    /// What `track` and `receive` do when the in-memory queue is full. Dropping by default:
    /// an analytics SDK must never slow the app down.
    public var backPressure: BackPressure = .drop
    /// Durability of commits.
    public var synchronous: Synchronous = .full
    /// A new session starts when the app comes back after this long in the background, in seconds.
    public var sessionTimeout: Double = 30 * 60
    /// Limits for custom events' names and properties, and for captured strings.
    public var limits = PropertyLimits.standard
    /// Capture the visible text of elements (button titles, cell labels). Text inputs'
    /// text is never captured: capture leaves it out by kind, before any sink sees it.
    public var captureElementText = true
    /// Properties added to every event (Mixpanel's super-properties); keys follow the
    /// rules of custom properties. Can be changed later with ``Tracker/register(_:)``.
    public var superProperties: [String: PropertyValue] = [:]
    /// A last word on every event before it is stored: rewrite properties, or return
    /// `.drop(reason:)`. Runs first, before the `.before` plugins.
    public var redact: (@Sendable (inout Event) -> PluginDecision)?
    /// Told of everything that did not go as planned (losses, evictions, drops, rejected
    /// uploads, repaired databases). Called on the tracker's threads; return quickly.
    public var onReport: (@Sendable (TrackerReport) -> Void)?
    /// Where to fetch a ``RemoteConfiguration`` (JSON over HTTP(S)); `nil`: none. Fetched in
    /// the background at start (never blocking it) when the saved one is older than
    /// ``remoteConfigurationRefreshInterval``, then once per interval, with `If-None-Match`.
    /// Applied as soon as fetched, saved next to the database and applied at the next start
    /// before anything is captured. A failure keeps the last good one and is reported.
    public var remoteConfigurationURL: URL?
    /// Seconds between fetches of the remote configuration (6 hours).
    public var remoteConfigurationRefreshInterval: Double = 6 * 3600
    /// Seconds a fetch of the remote configuration may take (on Linux, swift-corelibs-foundation
    /// counts whole seconds: use at least 1).
    public var remoteConfigurationTimeout: Double = 10
    /// Record the lifecycle events ("Application Opened", ...) and upload on entering the
    /// background from UIKit's notifications (`UIApplicationDidFinishLaunchingNotification`, `...DidBecomeActive...`,
    /// `...DidEnterBackground...`, `...WillEnterForeground...`, `...WillTerminate...`),
    /// observed in the Objective-C runtime's `NSNotificationCenter`, so that the app needs no
    /// calls. The app's own calls (`applicationDidLaunch()` ...) still work; nothing is
    /// recorded twice.
    public var observesApplicationLifecycle = true
    /// Time and sleeping, replaceable in tests.
    package var clock: any TrackerClock = SystemClock()
    /// The monotonic clock of event timers (``Tracker/startTimer(_:)``), in seconds;
    /// replaceable in tests.
    public var uptime: @Sendable () -> Double = MonotonicClock.seconds
    /// The HTTP client; `nil` uses `URLSession`.
    package var transport: (any UploadTransport)?
    /// How long the writer keeps polling for new events after a commit before it parks
    /// and needs a wake-up, in seconds. While it polls, `track` and `receive` never make a
    /// system call; the cost is a wake-up every `writerPollInterval` during that time.
    public var writerLinger: Double = 0.2
    /// How often the lingering writer looks for new events, in seconds (the usual delay
    /// between `track` and its commit).
    public var writerPollInterval: Double = 0.002
    /// The API batches are written for: Segment's (default) or PostHog's capture API.
    public var uploadFormat: UploadFormat = .segment
    /// How captured interactions and lifecycle events are named and shaped: Segment's spec
    /// by default, or PostHog's or Sensors Analytics' conventions (see ``NamingProfile``).
    public var namingProfile: NamingProfile = .segment
    /// The app as `context.app` and the install and update events describe it; `nil` reads
    /// the main bundle's info.
    public var app: ApplicationInfo?
    /// An advertising id the app obtained (with the user's consent), sent as
    /// `context.device.advertisingId`; `nil`: none is sent.
    public var advertisingId: String?

    public init(databaseURL: URL, uploadURL: URL? = nil) {
        self.databaseURL = databaseURL
        self.uploadURL = uploadURL
    }

    /// Checks every setting; ``Tracker/init(configuration:)`` calls it.
    public func validate() throws(ConfigurationError) {
        guard databaseURL.isFileURL else { throw .invalidDatabaseURL(databaseURL.absoluteString) }
        if let uploadURL {
            let scheme = uploadURL.scheme?.lowercased()
            guard scheme == "http" || scheme == "https", let host = uploadURL.host, !host.isEmpty else {
                throw .invalidUploadURL(Redaction.redacted(uploadURL))
            }
        }
        try validateUploadFormat()
        if let remoteConfigurationURL {
            let scheme = remoteConfigurationURL.scheme?.lowercased()
            guard scheme == "http" || scheme == "https", let host = remoteConfigurationURL.host, !host.isEmpty else {
                throw .invalidRemoteConfigurationURL(Redaction.redacted(remoteConfigurationURL))
            }
        }
        for (field, value) in [("flushAt", flushAt), ("uploadBatchSize", uploadBatchSize),
                               ("maxBatchBytes", maxBatchBytes), ("maxQueuedEvents", maxQueuedEvents),
                               ("maxPendingEvents", maxPendingEvents), ("maxPendingBytes", maxPendingBytes),
                               ("retry.maxAttempts", retry.maxAttempts)] where value < 1 {
            throw .notPositive(field: field, value: value)
        }
        if let maxDatabaseBytes, maxDatabaseBytes < 1 { throw .notPositive(field: "maxDatabaseBytes", value: maxDatabaseBytes) }
        for (field, value) in [("flushInterval", flushInterval), ("sessionTimeout", sessionTimeout),
                               ("writerPollInterval", writerPollInterval),
                               ("remoteConfigurationRefreshInterval", remoteConfigurationRefreshInterval),
                               ("remoteConfigurationTimeout", remoteConfigurationTimeout)] where !(value > 0) || !value.isFinite {
            throw .invalidInterval(field: field, value: value)
        }
        if case .wait(let timeout) = backPressure, !(timeout >= 0) || !timeout.isFinite {
            throw .invalidInterval(field: "backPressure.wait", value: timeout)
        }
        if !(writerLinger >= 0) || !writerLinger.isFinite { throw .invalidInterval(field: "writerLinger", value: writerLinger) }
        if !(retry.baseDelay >= 0) || !(retry.maxDelay >= retry.baseDelay) || !retry.maxDelay.isFinite {
            throw .invalidRetryPolicy("need 0 <= baseDelay <= maxDelay < infinity")
        }
        if !(0...1).contains(retry.jitter) { throw .invalidRetryPolicy("jitter must be within 0...1") }
        if !(retry.maxRetryAfter >= 0) { throw .invalidRetryPolicy("maxRetryAfter must be >= 0") }
        if limits.maxKeyLength < 1 || limits.maxStringLength < 1 || limits.maxDepth < 1 || limits.maxEventBytes < 1
            || limits.maxUserIDLength < 1 {
            throw .invalidLimits("every limit must be at least 1")
        }
        do {
            try PropertyValidator(limits: limits).validate(superProperties)
        } catch {
            throw .invalidLimits("superProperties: \(error)")
        }
    }
}
