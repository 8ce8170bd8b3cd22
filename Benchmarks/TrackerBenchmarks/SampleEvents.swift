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
            "$plugin": "traceless.target-action", "$screen_class": "CheckoutViewController", "$screen_name": "CheckoutViewController",
            "$screen_title": "Checkout",
            "$element_class": "UIButton", "$element_path": "UIWindow/UIView/UIStackView[1]/UIButton[0]",
            "$element_content": "Pay", "$element_key": "CheckoutViewController.UIButton.pay:.TouchUpInside", "$selector": "pay:",
            "$control_event": 64, "$session_id": 1_714_557_600_000,
            "$lib": .string(TracelessLibrary.name), "$lib_version": .string(TracelessLibrary.version),
        ],
        timestamp: Date(timeIntervalSince1970: 1_714_557_600.123), anonymousId: "0b7e4d2c-8a1f-4c3e-9b6d-5e2f1a7c9d84",
        sessionId: 1_714_557_600_000)
}

let batchEvents = (0..<1_000).map { sampleEvent(sequence: UInt64($0) + 1) }
let sentAt = Date(timeIntervalSince1970: 1_714_557_601)

/// The rows the tracker stores for `storeBatch` receipts of `sampleInteraction`: id (a C
/// string) and message bytes, read back from a tracker's own database, so that the baseline
/// inserts exactly the bytes the tracker does. (Rows encoded from `sampleEvent` instead
/// lacked `$screen_name`: 40 bytes less per row, which SQLite then packed five to a page
/// rather than four, a quarter fewer pages to write than the tracker's.)
func storeRows() throws -> [(id: [CChar], payload: [UInt8])] {
    let url = Scratch.database("rows")
    let tracker = try Scratch.tracker("rows", at: url, synchronous: .normal, maxQueuedEvents: storeBatch)
    for _ in 0..<storeBatch { tracker.receive(sampleInteraction) }
    guard tracker.flushToDisk(timeout: 60) else { throw RawStore.Failure(description: "sample rows not committed") }
    tracker.shutdown()
    let rows = try RawStore.rows(inDatabaseAt: url.path)
    guard rows.count == storeBatch else { throw RawStore.Failure(description: "\(rows.count) sample rows, not \(storeBatch)") }
    return rows
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
            "sessionId": .int(Int(event.sessionId)),
        ],
        sentAt: sentAt)
}
