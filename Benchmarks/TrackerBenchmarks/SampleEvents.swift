import Foundation
import Traceless
import TracelessTracker

/// The event the tracker builds from `sampleInteraction`, with the same properties, so that
/// the baselines handle the same data as the tracker.
func sampleEvent(sequence: UInt64) -> Event {
    Event(
        id: EventID(prefix: 0x3f2a_9c4e_51b0_4d7a, sequence: sequence), origin: .interaction(.controlAction),
        name: "$element_click",
        properties: [
            "$plugin": "traceless.target-action", "$screen_class": "CheckoutViewController", "$screen_title": "Checkout",
            "$element_class": "UIButton", "$element_path": "UIWindow/UIView/UIStackView[1]/UIButton[0]",
            "$element_content": "Pay", "$element_key": "CheckoutViewController.UIButton.pay:.TouchUpInside", "$selector": "pay:",
            "$control_event": 64, "$session_id": "6c1d9a52-0f3e-4b8e-9d7a-2f4c8e1b3a90",
            "$lib": .string(TracelessLibrary.name), "$lib_version": .string(TracelessLibrary.version),
        ],
        timestamp: Date(timeIntervalSince1970: 1_714_557_600.123), anonymousId: "0b7e4d2c-8a1f-4c3e-9b6d-5e2f1a7c9d84",
        sessionId: "6c1d9a52-0f3e-4b8e-9d7a-2f4c8e1b3a90")
}

let batchEvents = (0..<1_000).map { sampleEvent(sequence: UInt64($0) + 1) }
let sentAt = Date(timeIntervalSince1970: 1_714_557_601)

/// The rows the store would hold for `storeBatch` sample events: id (a C string) and message bytes.
func storeRows() -> [(id: [CChar], payload: [UInt8])] {
    (0..<storeBatch).map { index in
        let event = sampleEvent(sequence: UInt64(index) + 1)
        return (Array(event.id.description.utf8CString), Array(SegmentBatch.message(for: event)))
    }
}

// MARK: The same batch as Codable values, for the JSONEncoder baseline

struct CodableBatch: Encodable, Sendable {
    var batch: [CodableMessage]
    var sentAt: Date
}

struct CodableMessage: Encodable, Sendable {
    var type = "track"
    var event: String
    var messageId: String
    var timestamp: Date
    var anonymousId: String
    var properties: [String: CodableValue]
    var context: [String: CodableValue]
    var sentAt: Date
}

enum CodableValue: Encodable, Sendable {
    case string(String)
    case int(Int)
    case object([String: CodableValue])

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

let codableEvents: [CodableMessage] = batchEvents.map { event in
    CodableMessage(
        event: event.name, messageId: event.id.description, timestamp: event.timestamp, anonymousId: event.anonymousId,
        properties: event.properties.mapValues { value in
            if let int = value.intValue { return .int(int) }
            return .string(value.stringValue ?? "")
        },
        context: [
            "library": .object(["name": .string(TracelessLibrary.name), "version": .string(TracelessLibrary.version)]),
            "sessionId": .string(event.sessionId),
        ],
        sentAt: sentAt)
}
