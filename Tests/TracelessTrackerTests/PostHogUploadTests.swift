import CollectorKit
import Foundation
import SpecValidator
import Traceless
@testable import TracelessTracker
import XCTest

/// SG9: PostHog's capture API as a second wire format, from the same queue, with the same
/// retries, splitting and reports.
final class PostHogUploadTests: XCTestCase {
    private func postHogConfiguration(collectorURL: URL, clock: TestClock = TestClock(),
                                      reports: ReportLog? = nil) -> TrackerConfiguration {
        var configuration = makeConfiguration(clock: clock, reports: reports)
        // The collector's root: PostHog's batch endpoint is <host>/batch/.
        let host = collectorURL.deletingLastPathComponent().deletingLastPathComponent()
        configuration.uploadFormat = .posthog(apiKey: "phc_test-key", host: host)
        configuration.writeKey = "segment-key-not-used"
        return configuration
    }

    func testSG9_uploadsPostHogBatchesToTheCaptureAPI() async throws {
        let (collector, url) = try await startCollector()
        var configuration = postHogConfiguration(collectorURL: url)
        configuration.compressUploads = false
        configuration.namingProfile = .posthog
        let transport = RecordingTransport()
        configuration.transport = transport
        let tracker = try makeTracker(configuration)
        let anonymous = try tracker.track("Item Viewed", properties: ["sku": "A-1", "price": 9.5, "count": 2, "gift": true])
        try tracker.identify(userId: "user-1")
        tracker.receive(tap())
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 3, "the event, the identify call, the tap")
        XCTAssertEqual(tracker.queuedCount, 0)

        let request = try XCTUnwrap(transport.requests.first)
        XCTAssertTrue(request.url.absoluteString.hasSuffix("/batch/"), request.url.absoluteString)
        XCTAssertNil(request.headers["Authorization"], "PostHog authenticates with api_key in the body")
        XCTAssertEqual(PostHogSpec.validateBatch(request.body).map(\.description), [])
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        XCTAssertEqual(body["api_key"] as? String, "phc_test-key")
        XCTAssertNotNil(body["sent_at"] as? String)

        let events = await collector.events
        XCTAssertEqual(events.map(\.format), ["posthog", "posthog", "posthog"])
        XCTAssertEqual(events[0].messageId, anonymous.id.description, "uuid is the messageId")
        let first = events[0].message()
        XCTAssertEqual(first["event"] as? String, "Item Viewed")
        XCTAssertEqual(first["distinct_id"] as? String, tracker.anonymousId, "distinct_id is the anonymous id before identify")
        XCTAssertNotNil(first["timestamp"] as? String)
        let properties = try XCTUnwrap(first["properties"] as? [String: Any])
        XCTAssertEqual(properties["sku"] as? String, "A-1")
        XCTAssertEqual((properties["price"] as? NSNumber)?.doubleValue, 9.5)
        XCTAssertEqual((properties["count"] as? NSNumber)?.intValue, 2)
        XCTAssertEqual(events[0].property("gift"), "true")
        XCTAssertEqual(events[0].property("$process_person_profile"), "false", "anonymous until identified")
        XCTAssertEqual(events[0].property("$lib"), TracelessLibrary.name)
        XCTAssertEqual(events[1].event, "$identify")
        XCTAssertEqual(events[1].userId, "user-1")
        XCTAssertEqual(events[2].event, "$autocapture", "a tap in PostHog's naming profile")
        XCTAssertEqual(events[2].userId, "user-1", "distinct_id is the user id once identified")
        XCTAssertNil(events[2].property("$process_person_profile"))
        XCTAssertEqual(events[2].property("$screen_class"), "CheckoutViewController")
    }

    func testSG9_theSameQueueRetriesAndSplits() async throws {
        let (collector, url) = try await startCollector { $0.faults = [.status(503), .tooManyRequests(retryAfter: "4")] }
        let clock = TestClock()
        let reports = ReportLog()
        var configuration = postHogConfiguration(collectorURL: url, clock: clock, reports: reports)
        configuration.retry = RetryPolicy(maxAttempts: 5, baseDelay: 2, maxDelay: 60, jitter: 1)
        let tracker = try makeTracker(configuration)
        let receipts = try (0..<8).map { index in
            try tracker.track("Padded", properties: ["i": .int(index), "pad": .string(String(repeating: "p", count: 1_000))])
        }
        await tracker.flushToDisk()
        await collector.setMaxBatchBytes(4_000)
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 8)
        XCTAssertEqual(clock.sleeps.filter { $0 != 3_600 }, [2, 4], "backoff, then Retry-After")
        let requests = await collector.requests
        XCTAssertEqual(requests.map(\.status), [503, 429, 413, 413, 200, 200, 200, 200])
        let ids = await collector.events.map(\.messageId)
        XCTAssertEqual(ids, receipts.map(\.id.description), "order kept across retries and the split")
        XCTAssertEqual(tracker.diagnostics.uploaded, 8)
    }

    func testSG9_aRejectedBatchIsReportedWithoutTheAPIKey() async throws {
        let (_, url) = try await startCollector { $0.faults = [.status(400)] }
        let reports = ReportLog()
        let tracker = try makeTracker(postHogConfiguration(collectorURL: url, reports: reports))
        let receipt = try tracker.track("Refused")
        let summary = await tracker.flush()
        XCTAssertEqual(summary.rejected, 1)
        let rejected = reports.all.compactMap { report -> [EventID]? in
            if case .rejectedByServer(let ids, 400, _) = report { return ids }
            return nil
        }
        XCTAssertEqual(rejected, [[receipt.id]])
        XCTAssertFalse(reports.all.contains { "\($0)".contains("phc_test-key") })
    }

    func testSG9_aQueuedMessageThatCannotBeRewrittenIsReportedNotSent() async throws {
        let (collector, url) = try await startCollector()
        let reports = ReportLog()
        let configuration = postHogConfiguration(collectorURL: url, reports: reports)
        let tracker = try makeTracker(configuration)
        let receipts = try (0..<3).map { try tracker.track("Item", properties: ["i": .int($0)]) }
        await tracker.flushToDisk()
        // A damaged row, as a salvaged database may hold.
        _ = DatabaseReader.rows(at: configuration.databaseURL,
                                "UPDATE events SET payload = 'not json' WHERE message_id = '\(receipts[1].id)'")
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 2)
        XCTAssertEqual(summary.rejected, 1)
        XCTAssertEqual(tracker.queuedCount, 0)
        let refused = reports.all.compactMap { report -> [EventID]? in
            if case .rejectedByServer(let ids, 0, _) = report { return ids }
            return nil
        }
        XCTAssertEqual(refused, [[receipts[1].id]])
        let ids = await collector.events.map(\.messageId)
        XCTAssertEqual(ids, [receipts[0].id.description, receipts[2].id.description])
    }

    func testSG9_aPostHogConfigurationIsChecked() {
        func refused(_ format: UploadFormat) -> ConfigurationError? {
            var configuration = TrackerConfiguration(databaseURL: URL(fileURLWithPath: "/tmp/unused.sqlite"))
            configuration.uploadFormat = format
            do { try configuration.validate() } catch { return error }
            return nil
        }
        XCTAssertEqual(refused(.posthog(apiKey: " ", host: URL(string: "https://eu.i.posthog.com")!)), .missingAPIKey)
        XCTAssertEqual(refused(.posthog(apiKey: "phc_x", host: URL(string: "ftp://eu.i.posthog.com")!)),
                       .invalidUploadURL("ftp://eu.i.posthog.com"))
        XCTAssertNil(refused(.posthog(apiKey: "phc_x")))
        var configuration = TrackerConfiguration(databaseURL: URL(fileURLWithPath: "/tmp/unused.sqlite"))
        configuration.uploadFormat = .posthog(apiKey: "phc_x")
        XCTAssertEqual(configuration.resolvedUploadURL?.absoluteString, "https://us.i.posthog.com/batch/")
    }

    /// Every Segment call type the tracker may queue, rewritten for PostHog, follows
    /// PostHog's rules and keeps what each call means.
    func testSG9_everySegmentCallBecomesAValidPostHogEvent() throws {
        let base = #""messageId":"3f2a9c4e-51b0-4d7a-8000-000000000001","timestamp":"2026-05-01T10:00:00.000Z","anonymousId":"anon-1","context":{"library":{"name":"traceless","version":"1.0"},"os":{"name":"iOS","version":"17.4"},"app":{"version":"2.1"}}"#
        let messages: [String: String] = [
            "track": #"{"type":"track","event":"Order Placed","userId":"u-1","properties":{"total":42.5},\#(base)}"#,
            "screen": #"{"type":"screen","name":"Checkout","properties":{"step":2},\#(base)}"#,
            "page": #"{"type":"page","name":"Promo","properties":{"url":"https://shop.example.com/promo"},\#(base)}"#,
            "identify": #"{"type":"identify","userId":"u-1","traits":{"plan":"pro"},\#(base)}"#,
            "alias": #"{"type":"alias","userId":"u-1","previousId":"anon-1",\#(base)}"#,
            "group": #"{"type":"group","userId":"u-1","groupId":"acme","traits":{"name":"Acme"},\#(base)}"#,
        ]
        var converted: [String: [String: Any]] = [:]
        for (type, message) in messages {
            XCTAssertEqual(SegmentSpec.validateMessage(json: Data(message.utf8)).map(\.description), [], type)
            let bytes = try XCTUnwrap(PostHogEvent.encode(segmentMessage: Array(message.utf8)), type)
            let event = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any], type)
            XCTAssertEqual(PostHogSpec.validateEvent(event).map(\.description), [], type)
            XCTAssertEqual(event["uuid"] as? String, "3f2a9c4e-51b0-4d7a-8000-000000000001", type)
            XCTAssertEqual(event["timestamp"] as? String, "2026-05-01T10:00:00.000Z", type)
            converted[type] = event
        }
        func properties(_ type: String) -> [String: Any] { converted[type]?["properties"] as? [String: Any] ?? [:] }
        XCTAssertEqual(converted["track"]?["event"] as? String, "Order Placed")
        XCTAssertEqual(converted["track"]?["distinct_id"] as? String, "u-1")
        XCTAssertEqual((properties("track")["total"] as? NSNumber)?.doubleValue, 42.5)
        XCTAssertEqual(properties("track")["$os"] as? String, "iOS")
        XCTAssertEqual(properties("track")["$os_version"] as? String, "17.4")
        XCTAssertEqual(properties("track")["$app_version"] as? String, "2.1")
        XCTAssertEqual(converted["screen"]?["event"] as? String, "$screen")
        XCTAssertEqual(properties("screen")["$screen_name"] as? String, "Checkout")
        XCTAssertEqual(converted["screen"]?["distinct_id"] as? String, "anon-1")
        XCTAssertEqual(properties("screen")["$process_person_profile"] as? Bool, false)
        XCTAssertEqual(converted["page"]?["event"] as? String, "$pageview")
        XCTAssertEqual(properties("page")["$current_url"] as? String, "https://shop.example.com/promo")
        XCTAssertEqual(converted["identify"]?["event"] as? String, "$identify")
        XCTAssertEqual((properties("identify")["$set"] as? [String: Any])?["plan"] as? String, "pro")
        XCTAssertEqual(properties("identify")["$anon_distinct_id"] as? String, "anon-1")
        XCTAssertEqual(converted["alias"]?["event"] as? String, "$create_alias")
        XCTAssertEqual(properties("alias")["alias"] as? String, "anon-1")
        XCTAssertEqual(converted["group"]?["event"] as? String, "$groupidentify")
        XCTAssertEqual(properties("group")["$group_key"] as? String, "acme")
        XCTAssertEqual(properties("group")["$group_type"] as? String, "company")
        XCTAssertNil(PostHogEvent.encode(segmentMessage: Array("not json".utf8)))
    }
}
