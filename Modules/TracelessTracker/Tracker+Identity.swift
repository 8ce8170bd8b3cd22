import Foundation

/// Segment's identity calls: who the user is, a new id for them, the group they belong to.
extension Tracker {
    /// Sets (or with `nil` clears) the user id of the events accepted from now on, adds
    /// `traits` to the user's, and sends an `identify` message with them; the id and the
    /// traits are persisted, and the traits go in every message's `context.traits`. Another
    /// user's id starts their traits afresh. `identify(userId: nil)` without traits only
    /// clears the id.
    ///
    /// The id is copied into every later event, so it is checked here: not empty, at most
    /// ``PropertyLimits/maxUserIDLength`` UTF-8 bytes, no control characters; the traits
    /// follow the rules of custom properties.
    ///
    /// ```swift
    /// try tracker.identify(userId: "user-4711", traits: ["plan": "pro", "email": "a@example.com"])
    /// ```
    ///
    /// - Throws: ``IdentityError``; the previous id and traits stay in effect.
    @discardableResult
    public func identify(userId: String?, traits: [String: PropertyValue] = [:]) throws(IdentityError) -> EventReceipt? {
        if let userId { try IdentityError.validate(userId, limit: core.configuration.limits.maxUserIDLength) }
        let bytes: Int
        do { bytes = try core.validator.validateEvent(name: "identify", properties: traits) } catch { throw .invalidTraits(error) }
        let receipt = userId != nil || !traits.isEmpty ? enqueueCall(.identify(userId: userId, traits: traits), bytes: bytes) : nil
        setUserID(userId)
        return receipt
    }

    /// The id applies even where the message is not sent (opted out, not capturing); after
    /// the message, it changes nothing.
    private func setUserID(_ userId: String?) {
        _ = core.enqueue { inbox in
            inbox.userID = userId
            return .identify(userId)
        }
    }

    /// Sends an `alias` message that makes `userId` the new id of the user known until now
    /// as the current user id (or, before any, the anonymous id), and uses it from now on.
    ///
    /// ```swift
    /// try tracker.alias("user-4711")   // after sign-up: the anonymous visitor is user-4711
    /// ```
    @discardableResult
    public func alias(_ userId: String) throws(IdentityError) -> EventReceipt {
        try IdentityError.validate(userId, limit: core.configuration.limits.maxUserIDLength)
        let receipt = enqueueCall(.alias(userId: userId), bytes: PropertyValidator.messageOverhead + userId.utf8.count)
        setUserID(userId)
        return receipt
    }

    /// Sends a `group` message: the user belongs to `groupId` (a company, a team, an
    /// account), described by `traits`.
    ///
    /// ```swift
    /// try tracker.group("acme", traits: ["name": "Acme Inc.", "plan": "enterprise"])
    /// ```
    @discardableResult
    public func group(_ groupId: String, traits: [String: PropertyValue] = [:]) throws(IdentityError) -> EventReceipt {
        do { try IdentityError.validate(groupId, limit: core.configuration.limits.maxUserIDLength) } catch {
            throw .invalidGroupID(error)
        }
        let bytes: Int
        do { bytes = try core.validator.validateEvent(name: groupId, properties: traits) } catch { throw .invalidTraits(error) }
        return enqueueCall(.group(groupId: groupId, traits: traits), bytes: bytes)
    }

    private func enqueueCall(_ call: PendingItem.IdentityCall, bytes: Int) -> EventReceipt {
        guard core.remote.capturing else {
            return EventReceipt(id: core.eventID(0),
                                outcome: .dropped(plugin: RemoteConfiguration.pluginName, reason: core.remote.notCapturingReason),
                                resolution: core.resolution)
        }
        let box = Box<EventOutcome>()
        // Outside the memory bound, as lifecycle events: a dropped one would lose who the user is.
        let admission = core.enqueueEvent(.call(call, timestamp: core.configuration.clock.now(), box: box),
                                          bytes: bytes + MemoryEstimate.itemOverhead, bounded: false)
        return core.receipt(for: admission, box: box)
    }

    /// The install or update event the first launch with this queue, or with a new version
    /// of the app, records. A queue from an earlier version of the tracker, which kept no
    /// version, says nothing of an update: the version is recorded silently.
    static func installEvent(store: EventStore, app: ApplicationInfo, firstLaunch: Bool) throws(SQLiteError) -> PendingItem.Lifecycle? {
        if firstLaunch { return .install(app) }
        let version = try store.meta(.appVersion)
        let build = try store.meta(.appBuild)
        guard version != nil || build != nil else {
            if app.version != nil || app.build != nil { try store.setMeta([(.appVersion, app.version), (.appBuild, app.build)]) }
            return nil
        }
        guard version != app.version || build != app.build, app.version != nil || app.build != nil else { return nil }
        return .update(app, previousVersion: version, previousBuild: build)
    }
}

/// The anonymous and user ids, and the super-properties every event carries.
extension Tracker {
    /// Forgets the user: a new anonymous id, no user id and no traits for the events accepted
    /// from now on.
    /// With a remote `sampleRate` below 1, the new id is sampled in or out again.
    public func reset() {
        let anonymousID = UUID().uuidString.lowercased()
        _ = core.enqueue { inbox in
            inbox.anonymousID = anonymousID
            inbox.userID = nil
            return .reset(anonymousID: anonymousID)
        }
        // Sampling is per install, that is per anonymous id: a new id draws again.
        core.remote.resample(anonymousID: anonymousID)
    }

    /// The persisted anonymous id of this installation.
    public var anonymousId: String { core.inbox.withLock { $0.anonymousID } }

    /// The user id set with ``identify(userId:traits:)`` or ``alias(_:)``.
    public var userId: String? { core.inbox.withLock { $0.userID } }

    /// Adds properties to every event accepted from now on (they do not override an event's
    /// own properties). Same rules as custom properties.
    public func register(_ superProperties: [String: PropertyValue]) throws(PropertyError) {
        try core.validator.validate(superProperties)
        _ = core.enqueue { _ in .register(superProperties) }
    }

    /// Removes super-properties.
    public func unregister(_ keys: [String]) {
        _ = core.enqueue { _ in .unregister(keys) }
    }
}
