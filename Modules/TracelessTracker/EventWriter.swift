import Dispatch
import Foundation
import Traceless

/// The writer thread: drains the inbox, builds and encodes events, runs the pipeline and
/// hands the batches to the ``Committer``, which commits them and resolves their receipts.
///
/// Its identity, session and super-properties live here, confined to the thread, and are
/// changed only by items in the inbox, so they apply in the order the calls were made.
final class EventWriter {
    let core: TrackerCore
    var anonymousID: String
    var userID: String?
    /// The user's traits (``Tracker/identify(userId:traits:)``), sent in every message's context.
    var traits: [String: PropertyValue]
    /// The `context` members known at start.
    let context: MessageContext
    let profile: NamingProfile
    let application: ApplicationInfo
    let firstLaunch: Bool
    var superProperties: [String: PropertyValue]
    /// What ``Tracker/register(_:)`` added (and did not unregister): the persisted part.
    private var registered: [String: PropertyValue]
    /// The timestamp of the latest event in the batch, persisted with the session id.
    var lastEventTime: Date?
    var session: Session
    let mapping: InteractionMapping
    /// The inbox's buffers as the writer last emptied them, swapped in at the next drain so
    /// that their capacity is kept.
    private var spare = PendingCalls()

    // The batch being built.
    var inserts = EncodedEvents()
    /// The events of the batch built as ``Event`` values, for their receipts and the
    /// destination plugins; those encoded directly (``admitDirectly(_:sequence:)``) need neither.
    var insertedEvents: [(event: Event, box: Box<EventOutcome>?)] = []
    /// `superProperties` in key order, for events encoded without a dictionary.
    var sortedSuperProperties: [(key: String, value: PropertyValue)] = []
    var meta: [(EventStore.MetaKey, String?)] = []
    var plugins = Pipeline.Snapshot(beforeAndEnrichment: [], destinations: [])
    let committer: Committer
    /// The remote configuration's block list, read once per batch.
    var blockedEvents: Set<String> = []
    /// The remote configuration's event definitions, read once per batch.
    var definitions: [EventDefinition] = []
    /// The inspector, read once per batch.
    var observer: (any TrackerObserver)?
    /// The last batch handed over said more follow: the next one closes its transaction,
    /// even if empty.
    var transactionOpen = false
    /// Where each event's JSON is written before it is copied into the batch.
    var scratch = JSONWriter(capacity: 4096)

    /// Events per batch handed to the committer: small, so that the committer starts
    /// inserting soon after a burst begins and inserts while the next batch is built; the
    /// batches of one burst share a transaction (one sync).
    static let maxEventsPerBatch = 500
    /// The name that size-limit drops are reported under.
    static let sizeLimit = "traceless.size-limit"

    init(core: TrackerCore, anonymousID: String, userID: String?, restored: RestoredState, context: MessageContext) {
        self.core = core
        self.committer = Committer(core: core)
        self.anonymousID = anonymousID
        self.userID = userID
        self.traits = restored.traits
        self.application = restored.application
        self.firstLaunch = restored.firstLaunch
        self.context = context
        let configuration = core.configuration
        self.profile = configuration.namingProfile
        self.registered = restored.registered
        self.superProperties = configuration.superProperties.merging(restored.registered) { _, registered in registered }
        self.session = Session(timeout: configuration.sessionTimeout, now: restored.startedAt,
                               monotonic: restored.startedMonotonic, restoring: restored.session)
        self.sortedSuperProperties = superProperties.sorted { $0.key < $1.key }
        self.mapping = InteractionMapping(
            captureElementText: configuration.captureElementText,
            maxStringLength: configuration.limits.maxStringLength, profile: configuration.namingProfile)
        spare.interactions.reserveCapacity(1024)
    }

    /// The thread's body. Returns after `stopping` is set and the inbox is drained.
    func run() {
        let configuration = core.configuration
        var idleSince = DispatchTime.now()
        while true {
            // Taken out of `spare` rather than copied: a second reference would make the
            // callers' next append copy the buffer (copy-on-write) and grow it from nothing.
            var drain = PendingCalls()
            swap(&drain, &spare)
            let (stopping, upload, droppedUnderLoad) = core.inbox.withLock { inbox -> (Bool, Bool, UInt64) in
                swap(&drain, &inbox.pending)
                inbox.pending.firstSequence = inbox.nextSequence
                inbox.pendingBytes = 0
                defer {
                    inbox.uploadAfterCommit = false
                    inbox.droppedSinceReport = 0
                }
                return (inbox.stopping, inbox.uploadAfterCommit, inbox.droppedSinceReport)
            }
            if !drain.isEmpty, case .wait = configuration.backPressure { core.space.drained() }
            if droppedUnderLoad > 0 {
                core.report(.droppedUnderLoad(count: Int(droppedUnderLoad), limit: configuration.maxPendingEvents))
            }
            var moreWaiting = false
            if !drain.isEmpty {
                moreWaiting = process(&drain)
                idleSince = DispatchTime.now()
            }
            spare = drain
            // Uploads once what is buffered now is committed: the committer does it in order.
            if upload { submit(highest: 0, upload: true) }
            // The committer holds the burst's transaction open for what is waiting.
            if upload || moreWaiting { continue }
            if stopping { break }

            let idleNanos = DispatchTime.now().uptimeNanoseconds - idleSince.uptimeNanoseconds
            if Double(idleNanos) / 1e9 < configuration.writerLinger {
                // Lingering: poll so that callers never pay for a wake-up during bursts.
                _ = core.wakeup.wait(timeout: .now() + configuration.writerPollInterval)
                continue
            }
            let park = core.inbox.withLock { inbox -> Bool in
                guard inbox.pending.isEmpty, !inbox.stopping else { return false }
                inbox.writerParked = true
                return true
            }
            if park {
                committer.chunks.removeAll()
                core.wakeup.wait()
                idleSince = DispatchTime.now()
            }
        }
        committer.finish()
        core.writerFinished.signal()
    }

    /// Builds and hands over the events of `drain`, and empties it (keeping its capacity)
    /// before the last hand-off, so that no caller waiting on the commit sees this thread
    /// still releasing what it captured. Returns whether more items were already waiting,
    /// in which case the last batch left its transaction open for them.
    private func process(_ drain: inout PendingCalls) -> Bool {
        plugins = core.pipeline.snapshot()
        blockedEvents = core.remote.blockedEvents
        definitions = core.remote.eventDefinitions
        observer = core.observers.current
        // PostHog's element chain is built as a dictionary value: that profile takes the general path.
        let direct = core.configuration.redact == nil && plugins.beforeAndEnrichment.isEmpty && plugins.destinations.isEmpty
            && profile != .posthog && definitions.isEmpty && observer == nil
        // The next event's sequence number: every one before it is built (or dropped).
        var sequence = drain.firstSequence
        var nextInteraction = 0
        /// The interactions up to `end`, each with the next sequence number.
        func processInteractions(upTo end: Int) {
            while nextInteraction < end {
                admit(drain.interactions[nextInteraction], sequence: sequence, direct: direct)
                sequence += 1
                nextInteraction += 1
                if inserts.count >= Self.maxEventsPerBatch { submit(highest: sequence - 1, more: true) }
            }
        }
        for (interactionsBefore, item) in drain.items {
            processInteractions(upTo: interactionsBefore)
            switch item {
            case .custom(let name, let properties, let timestamp, let box):
                var merged = superProperties
                merged.merge(properties) { _, custom in custom }
                let event = makeEvent(sequence: sequence, origin: .custom, name: name, properties: consume merged, timestamp: timestamp)
                admit(event, box: box)
                sequence += 1
            case .lifecycle(let lifecycle, let timestamp, let monotonic):
                admit(lifecycleEvent(lifecycle, timestamp: timestamp, monotonic: monotonic, sequence: sequence), box: nil)
                sequence += 1
            case .call(let call, let timestamp, let box):
                admit(identityEvent(call, timestamp: timestamp, sequence: sequence), box: box)
                sequence += 1
            case .identify(let id):
                userID = id
                meta.append((.userID, id))
            case .reset(let id):
                anonymousID = id
                userID = nil
                traits = [:]
                meta.append((.anonymousID, id))
                meta.append((.userID, nil))
                meta.append((.traits, nil))
            case .setOptedOut(let optedOut):
                meta.append((.optedOut, optedOut ? "1" : nil))
            case .register(let properties):
                superProperties.merge(properties) { _, new in new }
                registered.merge(properties) { _, new in new }
                sortedSuperProperties = superProperties.sorted { $0.key < $1.key }
                meta.append((.superProperties, registered.isEmpty ? nil : PersistedProperties.encode(registered)))
            case .unregister(let keys):
                for key in keys {
                    superProperties[key] = nil
                    registered[key] = nil
                }
                sortedSuperProperties = superProperties.sorted { $0.key < $1.key }
                meta.append((.superProperties, registered.isEmpty ? nil : PersistedProperties.encode(registered)))
            case .purge(let box):
                // Events accepted before the purge are committed first, so the purge removes them too.
                submit(highest: sequence - 1, purge: box)
            }
            if inserts.count >= Self.maxEventsPerBatch { submit(highest: sequence - 1, more: true) }
        }
        processInteractions(upTo: drain.interactions.count)
        drain.removeAll()
        // Callers that kept tracking while this drain ran are part of the same burst: their
        // events join the transaction rather than costing a sync of their own.
        let moreWaiting = core.inbox.withLock { !$0.pending.isEmpty }
        submit(highest: sequence - 1, more: moreWaiting)
        return moreWaiting
    }

    /// An interaction, encoded directly when nothing needs an ``Event`` value.
    private func admit(_ interaction: Interaction, sequence: UInt64, direct: Bool) {
        if direct { return admitDirectly(interaction, sequence: sequence) }
        var mapped = mapping.map(interaction)
        // Moved out, not copied: a second reference would make every later change to the
        // event's properties copy the whole dictionary.
        var properties: [String: PropertyValue] = [:]
        swap(&properties, &mapped.properties)
        if !definitions.isEmpty, let definition = definitions.first(matching: interaction) {
            properties[EventDefinition.originalEventKey] = .string(mapped.name)
            properties[EventDefinition.definitionKey] = .string(definition.reference)
            (mapped.name, mapped.type) = (definition.name, .track)
        }
        var event = makeEvent(sequence: sequence, origin: .interaction(interaction.kind), name: mapped.name,
                              properties: consume properties, timestamp: interaction.timestamp)
        event.type = mapped.type
        for truncation in mapped.truncations {
            core.counters.withLock { $0.truncatedStrings += 1 }
            core.report(.truncated(event.id, key: truncation.key, originalLength: truncation.originalLength))
        }
        event.properties.merge(superProperties) { captured, _ in captured }
        admit(event, box: nil)
    }

    /// `properties` is consumed so that adding the tracker's keys does not copy it.
    func makeEvent(sequence: UInt64, origin: Event.Origin, name: String,
                   properties: consuming [String: PropertyValue], timestamp: Date) -> Event {
        // The latest, not the largest: after the wall clock went back, a relaunch compares
        // with what the clock says now, not with a time it may not reach for a day.
        lastEventTime = timestamp
        if profile.propertiesCarryLibrary {
            properties[PropertyKey.sessionID] = .int(Int(truncatingIfNeeded: session.id))
            properties[PropertyKey.libraryName] = .string(TracelessLibrary.name)
            properties[PropertyKey.libraryVersion] = .string(TracelessLibrary.version)
        }
        return Event(id: core.eventID(sequence), origin: origin, name: name, properties: properties,
                     timestamp: timestamp, anonymousId: anonymousID, userId: userID, sessionId: session.id)
    }

    /// Runs the redaction hook and the before/enrichment plugins, then queues the event for the commit.
    private func admit(_ event: Event, box: Box<EventOutcome>?) {
        var event = event
        let redact = core.configuration.redact
        if !blockedEvents.isEmpty, blockedEvents.contains(event.name) {
            drop(event, box: box, plugin: RemoteConfiguration.pluginName, reason: "blocked by the remote configuration",
                 redacted: redact == nil)
            return
        }
        if let redact, case .drop(let reason) = redact(&event) {
            drop(event, box: box, plugin: "redaction", reason: reason, redacted: false)
            return
        }
        observe(.captured, event, redacted: true)
        for plugin in plugins.beforeAndEnrichment {
            if case .drop(let reason) = plugin.process(&event) {
                drop(event, box: box, plugin: plugin.name, reason: reason)
                return
            }
        }
        let payload = MessageEncoding.encode(event, context: context, traits: traits)
        let limit = core.configuration.limits.maxEventBytes
        if payload.count + MessageEncoding.sendTimeBytes > limit {
            // Grown past the limit after `track` checked it (super-properties, plugins) or an
            // interaction with huge attributes: refused here rather than by the collector.
            drop(event, box: box, plugin: Self.sizeLimit, reason: "encoded event of \(payload.count + MessageEncoding.sendTimeBytes) bytes exceeds \(limit)")
            return
        }
        payload.withUnsafeBufferPointer { insert(event.id, message: $0) }
        observer?.observed(.uploaded, message: payload, reason: nil)
        insertedEvents.append((event, box))
    }

    private func drop(_ event: Event, box: Box<EventOutcome>?, plugin: String, reason: String, redacted: Bool = true) {
        observe(.dropped, event, redacted: redacted, reason: "\(plugin): \(reason)")
        drop(event.id, box: box, plugin: plugin, reason: reason)
    }

    func drop(_ id: EventID, box: Box<EventOutcome>?, plugin: String, reason: String) {
        core.counters.withLock { $0.droppedByPlugins += 1 }
        box?.set(.dropped(plugin: plugin, reason: reason))
        core.report(.droppedByPlugin(id, plugin: plugin, reason: reason))
    }
}
