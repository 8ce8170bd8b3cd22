import Foundation
import Traceless
@testable import TracelessTracker
import XCTest

/// Interactions wait in an array of their own, beside the other calls; the writer puts them
/// back in the order the calls were made.
final class CallOrderTests: XCTestCase {
    func testInteractionsAndOtherCallsApplyInTheOrderTheyWereMade() throws {
        try assertOrderKept(encodedDirectly: true)
    }

    /// The same through the general path, which builds an ``Event`` for the redaction hook.
    func testTheOrderIsKeptWhenEventsAreBuiltForARedactionHook() throws {
        try assertOrderKept(encodedDirectly: false)
    }

    private func assertOrderKept(encodedDirectly: Bool) throws {
        var configuration = makeConfiguration()
        if !encodedDirectly { configuration.redact = { _ in .keep } }
        let tracker = try makeTracker(configuration)
        tracker.receive(tap("A"))
        try tracker.track("first")
        try tracker.identify(userId: "u-1")
        tracker.receive(tap("B"))
        tracker.receive(tap("C"))
        try tracker.register(["plan": "pro"])
        tracker.receive(tap("D"))
        try tracker.track("second")
        tracker.reset()
        tracker.receive(tap("E"))
        XCTAssertTrue(tracker.flushToDisk())

        let messages = DatabaseReader.messages(at: configuration.databaseURL)
        let labels = messages.map { message -> String in
            let properties = message["properties"] as? [String: Any] ?? [:]
            return properties["element_content"] as? String ?? message["event"] as? String ?? message["type"] as? String ?? "?"
        }
        XCTAssertEqual(labels, ["A", "first", "identify", "B", "C", "D", "second", "E"])
        XCTAssertEqual(messages.map { $0["userId"] as? String }, [nil, nil, "u-1", "u-1", "u-1", "u-1", "u-1", nil],
                       "identify applies from its own message on, reset from the event after it")
        XCTAssertEqual(messages.map { ($0["properties"] as? [String: Any])?["plan"] as? String },
                       [nil, nil, nil, nil, nil, "pro", "pro", "pro"], "register applies from the next event")
        let sequences = messages.compactMap { ($0["messageId"] as? String).flatMap(EventID.init(uuidString:))?.sequence }
        XCTAssertEqual(sequences.count, 8)
        XCTAssertEqual(sequences, (0..<8).map { sequences[0] + UInt64($0) }, "one sequence number per event, in call order")
    }

    /// Every drain starts where the last one ended: bursts taken in several drains, with
    /// calls between them, still number their events without gap or repeat.
    func testSequenceNumbersContinueAcrossDrains() throws {
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        var receipts: [EventReceipt] = []
        for round in 0..<5 {
            for _ in 0..<300 { tracker.receive(tap("round \(round)")) }
            receipts.append(try tracker.track("round \(round) done"))
            if round % 2 == 0 { XCTAssertTrue(tracker.flushToDisk()) }
        }
        XCTAssertTrue(tracker.flushToDisk())
        let ids = DatabaseReader.messageIDs(at: configuration.databaseURL).compactMap(EventID.init(uuidString:))
        XCTAssertEqual(ids.count, 5 * 301)
        XCTAssertEqual(ids.map(\.sequence), (0..<UInt64(ids.count)).map { ids[0].sequence + $0 })
        XCTAssertTrue(receipts.allSatisfy { receipt in ids.contains(receipt.id) }, "each custom event under its receipt's id")
        XCTAssertEqual(tracker.diagnostics.committed, UInt64(ids.count))
    }
}
