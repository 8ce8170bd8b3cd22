import Dispatch
import Foundation
import Synchronization
import Traceless

/// Turns interactions and custom events into analytics events, keeps them in a durable
/// SQLite queue and uploads them in Segment's batch format.
///
/// ```swift
/// let tracker = try Tracker(configuration: TrackerConfiguration(
///     databaseURL: support.appendingPathComponent("traceless.sqlite"),
///     uploadURL: URL(string: "https://collector.example.com/v1/batch")))
/// let traceless = TracelessRegistry(plugins: plugins, sink: tracker)  // interactions become events
/// try traceless.start()
/// try tracker.track("Signed Up", properties: ["plan": "pro"])
/// tracker.applicationDidEnterBackground()        // commits, then uploads
/// ```
///
/// ## Durability contract
///
/// An event is *accepted* when `track` returns a receipt or `receive` returns while the
/// user has not opted out. The caller's thread only appends it to an in-memory buffer
/// (one lock, no I/O, no allocation beyond the buffer's), which is bounded (see
/// ``BackPressure``); a writer thread builds the events and a committer thread commits them
/// in SQLite transactions, one per burst (`synchronous=FULL` by default), normally within a
/// few milliseconds. Every accepted event then gets exactly one outcome:
///
/// - **durable**: its transaction committed. Only then does its receipt say `.durable`
///   and does ``flushToDisk(timeout:)`` return for it. A durable event survives the
///   process being killed (and, with `synchronous=FULL`, power loss). It leaves the queue
///   only when the server answered 2xx, or with a report: evicted by the size cap,
///   refused by the server (4xx), too large alone (413), or purged.
/// - **lost**: the in-memory queue was full (``LossReason/queueFull``), or its transaction
///   failed (disk full, I/O error): the receipt says
///   `.lost(reason)` and ``TrackerConfiguration/onReport`` gets ``TrackerReport/lost(_:reason:)``
///   with its id.
/// - **dropped**: a plugin or the redaction hook dropped it: reported with its id.
///
/// Nothing is dropped silently. The one window is between acceptance and commit: if the
/// process dies there, events not yet acknowledged are gone, which is why a caller that
/// needs an event on disk waits for its receipt or calls `flushToDisk` (a process killed
/// with SIGKILL still has every acknowledged event in its database).
public final class Tracker: InteractionSink {
    let core: TrackerCore
    /// The timers of ``startTimer(_:)``; in memory only.
    let timers: EventTimers
    /// The last lifecycle transition heard, so that each is recorded once.
    let phase = LifecyclePhase()
    /// UIKit's lifecycle notifications, when ``TrackerConfiguration/observesApplicationLifecycle``.
    let lifecycleObserver = Mutex<LifecycleObserver?>(nil)
    /// Fetches ``TrackerConfiguration/remoteConfigurationURL``, when set.
    let remoteFetcher: RemoteConfigurationFetcher?
    /// The install or update event the next launch records, taken once.
    let pendingInstall: Mutex<PendingItem.Lifecycle?>

    /// Opens (or creates) the queue and starts the writer thread and the uploader.
    ///
    /// The database is opened on the calling thread so that an unusable location is a
    /// typed error here rather than a stream of losses later; it runs `PRAGMA quick_check`,
    /// so call it off the main thread if start-up time matters. A corrupt file is moved
    /// aside and replaced (reported with ``TrackerReport/storeRecovered(movedTo:reason:)``).
    public init(configuration: TrackerConfiguration) throws(TrackerError) {
        do { try configuration.validate() } catch { throw .configuration(error) }
        timers = EventTimers(uptime: configuration.uptime)
        var recoveries: [TrackerReport] = []
        let store: EventStore
        do {
            store = try EventStore(url: configuration.databaseURL, synchronous: configuration.synchronous,
                                   maxBytes: configuration.maxDatabaseBytes) { movedTo, reason in
                recoveries.append(.storeRecovered(movedTo: movedTo, reason: reason))
            }
        } catch {
            throw .storage(error)
        }
        let anonymousID: String
        let userID: String?
        let optedOut: Bool
        var restored = RestoredState()
        restored.application = configuration.app ?? ApplicationInfo.mainBundle()
        var install: PendingItem.Lifecycle?
        do {
            if let stored = try store.meta(.anonymousID) {
                anonymousID = stored
            } else {
                anonymousID = UUID().uuidString.lowercased()
                restored.firstLaunch = true
                _ = try store.commit(events: EncodedEvents(), meta: [(.anonymousID, anonymousID)], limit: configuration.maxQueuedEvents)
            }
            install = try Self.installEvent(store: store, app: restored.application, firstLaunch: restored.firstLaunch)
            userID = try store.meta(.userID)
            optedOut = try store.meta(.optedOut) == "1"
            restored.registered = try store.meta(.superProperties).flatMap(PersistedProperties.decode) ?? [:]
            restored.traits = try store.meta(.traits).flatMap(PersistedProperties.decode) ?? [:]
            if let session = try store.meta(.sessionID), let seen = try store.meta(.sessionSeen).flatMap(Double.init) {
                restored.session = (session, Date(timeIntervalSince1970: seen))
            }
        } catch {
            throw .storage(.cannotOpen(path: configuration.databaseURL.path, code: error.code, message: error.message))
        }

        let counters = Counters()
        var uploader: Uploader?
        let reportHandler = configuration.onReport
        if let uploadURL = configuration.resolvedUploadURL {
            uploader = Uploader(store: store, configuration: configuration, uploadURL: uploadURL,
                                counters: counters, report: { reportHandler?($0) })
        }
        let inbox = Inbox(optedOut: optedOut, userID: userID, anonymousID: anonymousID)
        core = TrackerCore(configuration: configuration, store: store, inbox: inbox, uploader: uploader, counters: counters)
        core.counters.withLock { $0.storeRecoveries += UInt64(recoveries.count) }
        // The last launch's remote configuration applies before anything is captured.
        if let stored = RemoteSwitches.load(from: RemoteSwitches.fileURL(for: configuration.databaseURL)) {
            core.remote.apply(stored, anonymousID: anonymousID)
        }
        if let url = configuration.remoteConfigurationURL {
            let sharedCore = core
            remoteFetcher = RemoteConfigurationFetcher(
                url: url, configuration: configuration, switches: core.remote,
                anonymousID: { sharedCore.inbox.withLock { $0.anonymousID } }, report: { reportHandler?($0) })
        } else {
            remoteFetcher = nil
        }
        for report in recoveries { core.report(report) }

        pendingInstall = Mutex(install)
        restored.startedAt = configuration.clock.now()
        restored.startedMonotonic = configuration.clock.monotonic()
        let core = self.core
        let restoredState = restored
        let advertisingId = configuration.advertisingId
        // UIKit's objects are the main thread's: asked there when the tracker is made there (as
        // apps do at launch), else on the writer thread rather than by waiting for the main one.
        let readContext: @Sendable () -> MessageContext = { MessageContext(DeviceContext.read(app: restoredState.application, advertisingId: advertisingId)) }
        let mainContext = Thread.isMainThread ? readContext() : nil
        let thread = Thread {
            let context = mainContext ?? readContext()
            EventWriter(core: core, anonymousID: anonymousID, userID: userID, restored: restoredState, context: context).run()
        }
        thread.name = "traceless.writer"
        thread.qualityOfService = .utility
        thread.start()
        if let uploader { Task { await uploader.start() } }
        remoteFetcher?.start()
        if configuration.observesApplicationLifecycle {
            let observer = LifecycleObserver.start { [weak self] notification in self?.handle(notification) }
            lifecycleObserver.withLock { $0 = observer }
        }
    }

    deinit {
        lifecycleObserver.withLock { $0?.stop() }
        remoteFetcher?.stop()
        // The writer holds the core; it drains what is buffered and then exits.
        core.inbox.withLock { $0.stopping = true }
        core.wakeup.signal()
        if let uploader = core.uploader { Task { await uploader.stop() } }
    }

    // MARK: Capture

    /// Interactions reach the tracker on the thread that captured them: ``receive(_:)``
    /// takes one lock and appends, never does I/O and never blocks (unless
    /// ``TrackerConfiguration/backPressure`` is `.wait`, which bounds the wait).
    public var receivesOnCallerThread: Bool { true }

    /// Accepts an interaction from a plugin. Cost on the caller's thread: one lock and an
    /// append; the event is built, enriched and committed on the writer thread. When the
    /// in-memory queue is full the interaction is dropped and counted (see ``BackPressure``).
    public func receive(_ interaction: Interaction) {
        // A user interacting means the app is in the foreground: after a backgrounded event, a
        // new foreground period starts with its opened event rather than continuing the old one.
        if phase.current == .background { applicationWillEnterForeground() }
        // Turned off or sampled out remotely: not captured, as under opt-out.
        guard core.remote.capturing else { return }
        core.observers.current?.received(interaction)
        // The waiting path in a function of its own: sharing the closure with it made the
        // compiler copy the interaction (a dozen reference counts) once more on every call.
        if case .wait = core.configuration.backPressure { return receiveWaiting(interaction) }
        _ = core.enqueueInteraction(interaction, bytes: MemoryEstimate.bytes(of: interaction), mayWait: false)
    }

    @inline(never)
    private func receiveWaiting(_ interaction: Interaction) {
        _ = core.enqueueInteraction(interaction, bytes: MemoryEstimate.bytes(of: interaction))
    }

    /// Accepts a custom event.
    ///
    /// The name and properties are checked here, on the caller's thread, so that a refused
    /// event is a typed error for the caller rather than a report later. Strings over
    /// ``PropertyLimits/maxStringLength`` are refused, not truncated, and so is an event
    /// whose encoded size would pass ``PropertyLimits/maxEventBytes``.
    ///
    /// ```swift
    /// let receipt = try tracker.track("Order Placed", properties: ["total": 42.5, "items": 3])
    /// ```
    ///
    /// - Returns: a receipt whose outcome is `.optedOut` at once if the user opted out, and
    ///   `.lost(.queueFull)` at once if the in-memory queue was full.
    /// - Throws: ``PropertyError`` for an invalid name, key or value, or an event too large.
    @discardableResult
    public func track(_ name: String, properties: [String: PropertyValue] = [:]) throws(PropertyError) -> EventReceipt {
        try core.validator.validateEventName(name)
        var bytes = try core.validator.validateEvent(name: name, properties: properties)
        guard core.remote.capturing else {
            timers.remove(name)
            return EventReceipt(id: core.eventID(0),
                                outcome: .dropped(plugin: RemoteConfiguration.pluginName, reason: core.remote.notCapturingReason),
                                resolution: core.resolution)
        }
        let timestamp = core.configuration.clock.now()
        var properties = properties
        // Added after validation: `$` keys are the SDK's own, refused from callers.
        if let duration = timers.finish(name) {
            properties[PropertyKey.eventDuration] = .double(duration)
            bytes += 32
        }
        let box = Box<EventOutcome>()
        let admission = core.enqueueEvent(.custom(name: name, properties: properties, timestamp: timestamp, box: box),
                                          bytes: bytes + MemoryEstimate.itemOverhead)
        return core.receipt(for: admission, box: box)
    }

    // MARK: Remote configuration

    /// The remote configuration in effect: the last one fetched from
    /// ``TrackerConfiguration/remoteConfigurationURL`` (or saved by an earlier launch), or
    /// the defaults (everything on) before any.
    ///
    /// ```swift
    /// // Interception plugins belong to the Traceless registry, not to the tracker:
    /// let off = Set(tracker.remoteConfiguration.disabledPlugins)
    /// let traceless = TracelessRegistry(plugins: plugins.filter { !off.contains($0.id.rawValue) }, sink: tracker)
    /// ```
    public var remoteConfiguration: RemoteConfiguration { core.remote.configuration }

    /// The interception plugin ids the remote configuration turns off. The tracker cannot
    /// turn them off itself: the app passes them to its Traceless registry before `start()`.
    public var disabledPlugins: [String] { core.remote.configuration.disabledPlugins }

    /// Fetches the remote configuration now (normally done at start and every
    /// ``TrackerConfiguration/remoteConfigurationRefreshInterval``). Returns what went wrong,
    /// also reported; `nil` when it was applied or unchanged, or no URL is configured.
    @discardableResult
    public func refreshRemoteConfiguration() async -> RemoteConfigurationError? {
        await remoteFetcher?.fetchNow()
    }

    // MARK: Plugins

    /// Adds a plugin to the pipeline; it sees events committed from the next batch on.
    public func add(_ plugin: any TrackerPlugin) { core.pipeline.add(plugin) }

    /// Removes the plugins with this name.
    public func removePlugin(named name: String) { core.pipeline.remove(named: name) }

    // MARK: Measurement

    /// Counters since start. Cheap enough to poll.
    public var diagnostics: TrackerDiagnostics { core.diagnostics }

    /// The number of events in the database now.
    public var queuedCount: Int { core.store.count }
}
