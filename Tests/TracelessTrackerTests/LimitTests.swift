import Foundation
import Traceless
@testable import TracelessTracker
import XCTest

/// TR12: size limits. An oversized event and an oversized or malformed user id are refused
/// with typed errors before anything is queued; captured text is cut and reported.
final class LimitTests: XCTestCase {
    func testTR12OversizedEventIsATypedError() throws {
        let tracker = try makeTracker(makeConfiguration())
        // Every string is within the 8 KiB string limit; together they pass 32 KB.
        let chunk = String(repeating: "x", count: 8_000)
        let properties = Dictionary(uniqueKeysWithValues: (0..<5).map { ("part\($0)", PropertyValue.string(chunk)) })
        XCTAssertThrowsError(try tracker.track("Huge", properties: properties)) { error in
            guard case .eventTooLarge(let bytes, 32_000)? = error as? PropertyError else {
                return XCTFail("expected eventTooLarge, got \(error)")
            }
            XCTAssertGreaterThan(bytes, 32_000)
        }
        // An 80 MB event in one array is refused as soon as the walk passes the limit.
        let flood = PropertyValue.array(Array(repeating: .string(chunk), count: 10_000))
        XCTAssertThrowsError(try tracker.track("Flood", properties: ["items": flood])) { error in
            guard case .eventTooLarge? = error as? PropertyError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try tracker.track("Fits", properties: ["part": .string(chunk)]).waitUntilDurable(), .durable)
        XCTAssertEqual(tracker.diagnostics.accepted, 1, "refused events are not half-accepted")
    }

    func testTR12EventGrownPastTheLimitBySuperPropertiesIsDroppedWithAReport() throws {
        let reports = ReportLog()
        var configuration = makeConfiguration(reports: reports)
        configuration.limits.maxEventBytes = 4_000
        let tracker = try makeTracker(configuration)
        try tracker.register(["context": .string(String(repeating: "s", count: 3_000))])
        let receipt = try tracker.track("Grown", properties: ["own": .string(String(repeating: "o", count: 2_000))])
        guard case .dropped(EventWriter.sizeLimit, _)? = receipt.waitUntilDurable() else {
            return XCTFail("expected a size-limit drop, got \(String(describing: receipt.outcome))")
        }
        XCTAssertTrue(reports.all.contains { if case .droppedByPlugin(receipt.id, EventWriter.sizeLimit, _) = $0 { true } else { false } })
        XCTAssertEqual(tracker.queuedCount, 0)
    }

    func testTR12OversizedUserIDIsATypedError() throws {
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        try tracker.identify(userId: "user-1")
        let huge = String(repeating: "u", count: 10 * 1024 * 1024)
        XCTAssertThrowsError(try tracker.identify(userId: huge)) { error in
            XCTAssertEqual(error as? IdentityError, .userIDTooLong(length: 10 * 1024 * 1024, limit: 255))
            XCTAssertLessThan("\(error)".count, 200, "the error does not carry the id")
        }
        XCTAssertThrowsError(try tracker.identify(userId: "")) { XCTAssertEqual($0 as? IdentityError, .emptyUserID) }
        XCTAssertThrowsError(try tracker.identify(userId: "bob\nadmin")) {
            XCTAssertEqual($0 as? IdentityError, .controlCharacter(offset: 3))
        }
        XCTAssertNoThrow(try tracker.identify(userId: "zoë-42"))
        tracker.receive(tap())
        XCTAssertTrue(tracker.flushToDisk())
        XCTAssertEqual(tracker.userId, "zoë-42", "refused ids left the last valid one in effect")
        XCTAssertEqual(DatabaseReader.messages(at: configuration.databaseURL).last?["userId"] as? String, "zoë-42")
    }
}
