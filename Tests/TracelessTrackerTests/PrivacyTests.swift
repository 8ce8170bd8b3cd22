import Foundation
import Traceless
@testable import TracelessTracker
import XCTest

/// TR4: opt-out stops capture; an explicit purge deletes what is queued.
final class PrivacyTests: XCTestCase {
    func testTR4_optOutStopsCapture() throws {
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        tracker.receive(tap("Before"))
        tracker.optOut()
        XCTAssertTrue(tracker.isOptedOut)
        tracker.receive(tap("After"))
        let receipt = try tracker.track("After Opt-Out")
        tracker.applicationDidEnterBackground()
        XCTAssertEqual(receipt.outcome, .optedOut)
        XCTAssertTrue(tracker.flushToDisk())
        let contents = DatabaseReader.messages(at: configuration.databaseURL).map {
            ($0["properties"] as? [String: Any])?[NamingProfile.segment.key(PropertyKey.elementContent)] as? String
        }
        XCTAssertEqual(contents, ["Before"])
        XCTAssertEqual(tracker.diagnostics.ignoredWhileOptedOut, 3)
    }

    func testTR4_optOutPersistsAcrossLaunchesUntilOptIn() throws {
        let configuration = makeConfiguration()
        do {
            let tracker = try Tracker(configuration: configuration)
            tracker.optOut()
            tracker.shutdown()
        }
        let relaunched = try makeTracker(configuration)
        XCTAssertTrue(relaunched.isOptedOut)
        XCTAssertEqual(try relaunched.track("Still Out").outcome, .optedOut)
        relaunched.optIn()
        XCTAssertEqual(try relaunched.track("Back In").waitUntilDurable(), .durable)
        XCTAssertEqual(relaunched.queuedCount, 1)
    }

    func testTR4_purgeDeletesEverythingQueuedIncludingUncommittedEvents() throws {
        let reports = ReportLog()
        let configuration = makeConfiguration(reports: reports)
        let tracker = try makeTracker(configuration)
        for _ in 0..<50 { tracker.receive(tap()) }
        XCTAssertTrue(tracker.flushToDisk())
        for _ in 0..<25 { tracker.receive(tap()) }  // possibly still in memory
        XCTAssertEqual(tracker.purge(), 75)
        XCTAssertEqual(DatabaseReader.messageIDs(at: configuration.databaseURL), [])
        XCTAssertTrue(reports.all.contains(.purged(count: 75)))
        XCTAssertEqual(tracker.diagnostics.purged, 75)
    }

    func testTR4_purgedEventsAreNeverUploaded() async throws {
        let (collector, url) = try await startCollector()
        let tracker = try makeTracker(makeConfiguration(uploadURL: url))
        _ = try tracker.track("Secret")
        tracker.purge()
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 0)
        let count = await collector.events.count
        XCTAssertEqual(count, 0)
    }

    func testTR4_elementTextCaptureCanBeTurnedOff() throws {
        var configuration = makeConfiguration()
        configuration.captureElementText = false
        let tracker = try makeTracker(configuration)
        tracker.receive(tap("Pay 42 €"))
        XCTAssertTrue(tracker.flushToDisk())
        let properties = DatabaseReader.messages(at: configuration.databaseURL).first?["properties"] as? [String: Any]
        XCTAssertNil(properties?[PropertyKey.elementContent])
    }

    func testTR4_redactionHookRewritesAndDropsWithAReport() throws {
        let reports = ReportLog()
        var configuration = makeConfiguration(reports: reports)
        configuration.redact = { event in
            if event.name == "Forbidden" { return .drop(reason: "not allowed") }
            if case .string(let email)? = event.properties["email"] {
                event.properties["email"] = .string(String(repeating: "*", count: email.count))
            }
            return .keep
        }
        let tracker = try makeTracker(configuration)
        let kept = try tracker.track("Signed Up", properties: ["email": "a@b.c"])
        let dropped = try tracker.track("Forbidden")
        XCTAssertEqual(kept.waitUntilDurable(), .durable)
        XCTAssertEqual(dropped.waitUntilDurable(), .dropped(plugin: "redaction", reason: "not allowed"))
        XCTAssertTrue(reports.all.contains(.droppedByPlugin(dropped.id, plugin: "redaction", reason: "not allowed")))
        let properties = DatabaseReader.messages(at: configuration.databaseURL).first?["properties"] as? [String: Any]
        XCTAssertEqual(properties?["email"] as? String, "*****")
        XCTAssertEqual(tracker.queuedCount, 1)
    }
}
