import CollectorKit
import Foundation
import SpecValidator
import Traceless
@testable import TracelessTracker
import XCTest

/// SG10: a validator written from Segment's and PostHog's field rules accepts correct
/// messages of every call type and names what is wrong in the others. It checks every
/// batch the test collector receives (``XCTestCase/startCollector(_:)``) and every queued
/// message the tests read (``DatabaseReader/messages(at:)``).
final class SpecValidatorTests: XCTestCase {
    private static let ids = #""messageId":"m-1","anonymousId":"anon-1","timestamp":"2026-05-01T10:00:00.123Z""#

    private func violations(_ json: String) -> [String] {
        SegmentSpec.validateMessage(json: Data(json.utf8)).map(\.description)
    }

    func testSG10_acceptsCorrectMessagesOfEveryCallType() {
        let correct = [
            #"{"type":"track","event":"Order Placed","properties":{"total":1},"context":{"library":{"name":"t"}},\#(Self.ids)}"#,
            #"{"type":"screen","name":"Checkout","properties":{},\#(Self.ids)}"#,
            #"{"type":"page","name":"Promo","category":"Shop",\#(Self.ids)}"#,
            #"{"type":"identify","userId":"u-1","traits":{"plan":"pro"},\#(Self.ids)}"#,
            #"{"type":"alias","userId":"u-1","previousId":"anon-1",\#(Self.ids)}"#,
            #"{"type":"group","groupId":"acme","traits":{},\#(Self.ids)}"#,
            #"{"type":"track","event":"E","userId":"u-1","messageId":"m-2","originalTimestamp":"2026-05-01T12:00:00+02:00","sentAt":"2026-05-01T10:00:01Z"}"#,
        ]
        for message in correct { XCTAssertEqual(violations(message), [], message) }
    }

    func testSG10_namesWhatIsWrongInAMessage() {
        let wrong: [(String, String)] = [
            (#"{"type":"track",\#(Self.ids)}"#, "message.event: a track call needs an event name"),
            (#"{"type":"track","event":"","messageId":"m","timestamp":"2026-05-01T10:00:00Z"}"#,
             "message: every call needs a userId or an anonymousId"),
            (#"{"type":"alias","userId":"u-1",\#(Self.ids)}"#, "message.previousId: an alias call needs the previousId it merges"),
            (#"{"type":"alias","previousId":"anon-1",\#(Self.ids)}"#, "message.userId: an alias call needs the new userId"),
            (#"{"type":"group",\#(Self.ids)}"#, "message.groupId: a group call needs a groupId"),
            (#"{"type":"click","event":"E",\#(Self.ids)}"#, "message.type: \"click\" is not one of"),
            (#"{"event":"E",\#(Self.ids)}"#, "message.type: is required"),
            (#"{"type":"track","event":"E","anonymousId":"a","timestamp":"2026-05-01 10:00"}"#, "message.messageId: must be a non-empty string"),
            (#"{"type":"track","event":"E","anonymousId":"a","messageId":"m","timestamp":"2026-05-01 10:00"}"#,
             "message.timestamp: must be an ISO-8601 date-time string"),
            (#"{"type":"track","event":"E","properties":[1],\#(Self.ids)}"#, "message.properties: must be an object"),
            (#"{"type":"identify","traits":"pro",\#(Self.ids)}"#, "message.traits: must be an object"),
            (#"{"type":"track","event":"E","context":{"traits":1},\#(Self.ids)}"#, "message.context.traits: must be an object"),
            (#"{"type":"screen","name":7,\#(Self.ids)}"#, "message.name: must be a string"),
            (#"{"type":"track","event":"E","anonymousId":"a","messageId":"\#(String(repeating: "m", count: 101))"}"#,
             "message.messageId: 101 characters, over 100"),
            (#"{"type":"track","event":"E","userId":42,"messageId":"m"}"#, "message.userId: must be a non-empty string"),
            (#"{"type":"track","event":"E","properties":{"big":"\#(String(repeating: "b", count: 33_000))"},\#(Self.ids)}"#,
             "over the 32768 a message may have"),
            ("[1]", "message: is not a JSON object"),
        ]
        for (message, expected) in wrong {
            let found = violations(message)
            XCTAssertTrue(found.contains { $0.hasPrefix(expected) || $0.contains(expected) }, "expected \(expected), got \(found)")
        }
    }

    func testSG10_checksTheBatchAroundTheMessages() {
        func batch(_ body: String) -> [String] { SegmentSpec.validateBatch(Data(body.utf8)).map(\.description) }
        let message = #"{"type":"track","event":"E",\#(Self.ids)}"#
        XCTAssertEqual(batch(#"{"batch":[\#(message)],"sentAt":"2026-05-01T10:00:01.000Z"}"#), [])
        XCTAssertEqual(batch(#"{"batch":[\#(message),\#(message)]}"#), ["batch[1].messageId: m-1 appears twice in the batch"])
        XCTAssertEqual(batch(#"{"batch":[]}"#), ["batch: is empty"])
        XCTAssertEqual(batch(#"{"messages":[]}"#), ["batch: must be an array of messages"])
        XCTAssertEqual(batch(#"{"batch":[\#(message)],"sentAt":"yesterday"}"#),
                       [#"body.sentAt: must be an ISO-8601 date-time string, got "yesterday""#])
        let messages = (0..<200).map { #"{"type":"track","event":"E","anonymousId":"a","messageId":"m\#($0)","properties":{"p":"\#(String(repeating: "p", count: 2_500))"}}"# }
        XCTAssertTrue(batch(#"{"batch":[\#(messages.joined(separator: ","))]}"#).contains { $0.hasPrefix("body: ") && $0.hasSuffix("over the 500000 a batch may have") })
        XCTAssertEqual(batch("{not json"), ["body: is not JSON"])
    }

    func testSG10_checksPostHogBatches() {
        func batch(_ body: String) -> [String] { PostHogSpec.validateBatch(Data(body.utf8)).map(\.description) }
        let event = #"{"event":"E","distinct_id":"u-1","properties":{},"timestamp":"2026-05-01T10:00:00Z","uuid":"3f2a9c4e-51b0-4d7a-8000-000000000001"}"#
        XCTAssertEqual(batch(#"{"api_key":"phc_x","batch":[\#(event)],"sent_at":"2026-05-01T10:00:01Z"}"#), [])
        XCTAssertEqual(batch(#"{"api_key":"phc_x","batch":[{"event":"E","properties":{"distinct_id":7}}]}"#), [],
                       "distinct_id may sit in properties, and be a number")
        XCTAssertEqual(batch(#"{"batch":[\#(event)]}"#), ["api_key: the project API key is required"])
        XCTAssertEqual(batch(#"{"api_key":"k","batch":[{"event":"E"}]}"#),
                       ["batch[0].distinct_id: a non-empty distinct_id is required (top level or in properties)"])
        XCTAssertEqual(batch(#"{"api_key":"k","batch":[{"distinct_id":"u"}]}"#), ["batch[0].event: the event name is required"])
        XCTAssertEqual(batch(#"{"api_key":"k","batch":[{"event":"E","distinct_id":"u","uuid":"m-1"}]}"#),
                       [#"batch[0].uuid: must be a UUID, got "m-1""#])
        XCTAssertEqual(batch(#"{"api_key":"k","batch":[{"event":"E","distinct_id":"u","properties":"x"}]}"#),
                       ["batch[0].properties: must be an object"])
        XCTAssertEqual(batch(#"{"api_key":"k","batch":[{"event":"$create_alias","distinct_id":"u","properties":{}}]}"#),
                       ["batch[0].properties.alias: $create_alias needs the alias it merges"])
        XCTAssertEqual(batch(#"{"api_key":"k","batch":[{"event":"$groupidentify","distinct_id":"u","properties":{"$group_type":"company"}}]}"#),
                       ["batch[0].properties.$group_key: $groupidentify needs it"])
        XCTAssertEqual(batch(#"{"api_key":"k","batch":[{"event":"$identify","distinct_id":"u","properties":{"$set":[]}}]}"#),
                       ["batch[0].properties.$set: must be an object"])
    }

    func testSG10_everyMessageTheTrackerQueuesAndUploadsConforms() async throws {
        let (collector, url) = try await startCollector()
        let configuration = makeConfiguration(uploadURL: url)
        let tracker = try makeTracker(configuration)
        tracker.applicationDidLaunch()
        try tracker.track("Order Placed", properties: ["total": 42.5, "items": ["a", "b"], "meta": ["gift": true], "note": nil])
        try tracker.identify(userId: "user-1")
        tracker.receive(tap())
        tracker.startTimer("Checkout")
        try tracker.track("Checkout")
        tracker.reset()
        tracker.receive(tap("Cancel"))
        XCTAssertTrue(tracker.flushToDisk())
        // DatabaseReader checks each queued message against Segment's spec.
        let queued = DatabaseReader.messages(at: configuration.databaseURL)
        XCTAssertGreaterThanOrEqual(queued.count, 5)
        tracker.applicationDidEnterBackground()
        _ = await tracker.flush()
        await eventually("every event at the collector") { await collector.events.count == queued.count + 1 }
        let violations = await collector.violations
        XCTAssertEqual(violations.map(\.description), [])
        let stats = await collector.stats
        XCTAssertEqual(stats.specViolations, 0)
        XCTAssertGreaterThan(stats.requests, 0)
    }

    func testSG10_theCollectorReportsViolationsItReceives() async throws {
        var configuration = CollectorConfiguration()
        configuration.port = 0
        configuration.output = nil
        let collector = try Collector(configuration: configuration)
        let port = try await collector.start()
        addTeardownBlock { await collector.stop() }
        let transport = URLSessionTransport(timeout: 10)
        let body = #"{"batch":[{"type":"track","messageId":"m-1","anonymousId":"a"}]}"#
        let answer = try await transport.send(UploadRequest(url: URL(string: "http://127.0.0.1:\(port)/v1/batch")!,
                                                            headers: ["Content-Type": "application/json"], body: Data(body.utf8)))
        XCTAssertEqual(answer.status, 200, "stored anyway, so that one run lists every violation")
        let postHog = try await transport.send(UploadRequest(url: URL(string: "http://127.0.0.1:\(port)/batch/")!,
                                                             headers: [:], body: Data(#"{"api_key":"k","batch":[{"event":"E"}]}"#.utf8)))
        XCTAssertEqual(postHog.status, 200)
        let violations = await collector.violations
        XCTAssertEqual(violations.map(\.description), [
            "request[0].batch[0].event: a track call needs an event name",
            "request[1].batch[0].distinct_id: a non-empty distinct_id is required (top level or in properties)",
        ])
        let stats = await collector.stats
        XCTAssertEqual(stats.specViolations, 2)
    }

    func testSG10_iso8601() {
        for good in ["2026-05-01T10:00:00Z", "2026-05-01T10:00:00.123Z", "2026-05-01T10:00:00.123456+02:00", "2026-12-31T23:59:60-11:30"] {
            XCTAssertTrue(SpecTimestamps.isISO8601(good), good)
        }
        for bad in ["2026-05-01", "2026-05-01 10:00:00Z", "2026-13-01T10:00:00Z", "2026-05-01T24:00:00Z", "2026-05-01T10:00:00",
                    "2026-05-01T10:00:00.Z", "2026-05-01T10:00:00+0200", "1714557600", "2026-05-01T10:00:00Zjunk"] {
            XCTAssertFalse(SpecTimestamps.isISO8601(bad), bad)
        }
    }
}
