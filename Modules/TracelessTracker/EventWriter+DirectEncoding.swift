import Foundation
import Traceless

extension EventWriter {
    /// An interaction encoded straight into JSON from its properties in key order, when
    /// neither the redaction hook nor any plugin needs an ``Event``: no dictionary or array
    /// of properties is built, hashed or sorted, which was most of the writer's work per
    /// event. The bytes are those of the general path (``MessageEncoding/encode(_:)`` of the
    /// same event); a test compares them.
    func admitDirectly(_ interaction: Interaction, sequence: UInt64) {
        let timestamp = interaction.timestamp
        lastEventTime = max(lastEventTime ?? timestamp, timestamp)
        let id = core.eventID(sequence)
        let name = mapping.eventName(of: interaction)
        let sessionID = profile.propertiesCarryLibrary ? session.id : nil
        if !blockedEvents.isEmpty, blockedEvents.contains(name) {
            drop(id, box: nil, plugin: RemoteConfiguration.pluginName, reason: "blocked by the remote configuration")
            return
        }
        var truncations: [(key: String, originalLength: Int)] = []
        let header = MessageHeader(type: mapping.callType(of: interaction), name: name, id: id, timestamp: timestamp,
                                   anonymousId: anonymousID, userId: userID)
        MessageEncoding.write(header, context: context, sessionId: session.id, traits: traits, into: &scratch) { writer in
            var object = MergingObjectWriter(taking: &writer, merging: sortedSuperProperties)
            truncations = mapping.writeProperties(of: interaction, sessionID: sessionID, into: &object)
            writer = object.finish()
        }
        for truncation in truncations {
            core.counters.withLock { $0.truncatedStrings += 1 }
            core.report(.truncated(id, key: truncation.key, originalLength: truncation.originalLength))
        }
        let limit = core.configuration.limits.maxEventBytes
        if scratch.bytes.count + MessageEncoding.sendTimeBytes > limit {
            drop(id, box: nil, plugin: Self.sizeLimit, reason: "encoded event of \(scratch.bytes.count + MessageEncoding.sendTimeBytes) bytes exceeds \(limit)")
            return
        }
        scratch.bytes.withUnsafeBufferPointer { insert(id, message: $0) }
    }
}
