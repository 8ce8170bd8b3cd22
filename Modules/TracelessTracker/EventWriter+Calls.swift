import Foundation

/// The events the writer builds from lifecycle transitions and identity calls.
extension EventWriter {
    func lifecycleEvent(_ lifecycle: PendingItem.Lifecycle, timestamp: Date, monotonic: Double, sequence: UInt64) -> Event {
        let profile = self.profile
        func event(_ kind: LifecycleEvent, _ properties: [String: PropertyValue]) -> Event {
            var merged = superProperties
            merged.merge(properties) { _, own in own }
            return makeEvent(sequence: sequence, origin: .lifecycle, name: kind.name(in: profile),
                             properties: merged, timestamp: timestamp)
        }
        switch lifecycle {
        case .install(let app):
            recordVersion(of: app)
            return event(.installed, Self.versionProperties(of: app, profile: profile))
        case .update(let app, let previousVersion, let previousBuild):
            recordVersion(of: app)
            var properties = Self.versionProperties(of: app, profile: profile)
            properties[LifecycleKey.previousVersion(profile)] = previousVersion.map(PropertyValue.string)
            properties[LifecycleKey.previousBuild(profile)] = previousBuild.map(PropertyValue.string)
            return event(.updated, properties)
        case .launch:
            session.launch(monotonic: monotonic)
            var properties = Self.versionProperties(of: application, profile: profile)
            properties[LifecycleKey.fromBackground(profile)] = false
            if profile == .sensors, firstLaunch { properties[LifecycleKey.firstTime] = true }
            return event(.opened, properties)
        case .foreground:
            session.enterForeground(at: timestamp, monotonic: monotonic)
            var properties = Self.versionProperties(of: application, profile: profile)
            properties[LifecycleKey.fromBackground(profile)] = true
            return event(.opened, properties)
        case .background:
            let duration = session.enterBackground(monotonic: monotonic)
            return event(.backgrounded, [LifecycleKey.duration(profile): .double(duration)])
        }
    }

    private func recordVersion(of app: ApplicationInfo) {
        meta.append((.appVersion, app.version))
        meta.append((.appBuild, app.build))
    }

    private static func versionProperties(of app: ApplicationInfo, profile: NamingProfile) -> [String: PropertyValue] {
        var properties: [String: PropertyValue] = [:]
        properties[LifecycleKey.version(profile)] = app.version.map(PropertyValue.string)
        properties[LifecycleKey.build(profile)] = app.build.map(PropertyValue.string)
        return properties
    }

    /// An `identify`, `alias` or `group` message; `identify` and `alias` change the identity
    /// of this message and the ones after it.
    func identityEvent(_ call: PendingItem.IdentityCall, timestamp: Date, sequence: UInt64) -> Event {
        var event = makeEvent(sequence: sequence, origin: .custom, name: "", properties: [:], timestamp: timestamp)
        event.properties = [:]
        switch call {
        case .identify(let id, let newTraits):
            // Another user's traits are not this one's.
            if id != userID { traits = [:] }
            userID = id
            traits.merge(newTraits) { _, new in new }
            meta.append((.userID, id))
            meta.append((.traits, traits.isEmpty ? nil : PersistedProperties.encode(traits)))
            event.type = .identify
            event.userId = id
            event.traits = traits
        case .alias(let id):
            event.type = .alias
            event.previousId = userID ?? anonymousID
            userID = id
            meta.append((.userID, id))
            event.userId = id
        case .group(let groupId, let groupTraits):
            event.type = .group
            event.groupId = groupId
            event.traits = groupTraits
        }
        return event
    }
}
