import CollectorKit
import Foundation
import Traceless
@testable import TracelessTracker
import XCTest

/// SG7: sizes are counted as sent, every send-time field included: at most 32 KB a message
/// and 475 KB a batch by default. SG8: a 400 or 413 that says "too large" splits the batch
/// and retries; an event is deleted only when it is too large alone, and reported.
final class WireLimitTests: XCTestCase {
    func testSG7_defaultsLeaveAMarginUnderSegmentsLimits() {
        let configuration = TrackerConfiguration(databaseURL: URL(fileURLWithPath: "/tmp/unused.sqlite"))
        XCTAssertEqual(configuration.maxBatchBytes, 475_000)
        XCTAssertEqual(configuration.limits.maxEventBytes, 32_000)
        XCTAssertEqual(MessageEncoding.sendTimeBytes, ",\"sentAt\":\"2026-01-01T00:00:00.000Z\"".utf8.count)
    }

    func testSG7_aMessageIsMeasuredWithTheSentAtItIsSentWith() async throws {
        let (_, url) = try await startCollector()
        let reports = ReportLog()
        var configuration = makeConfiguration(uploadURL: url, reports: reports)
        configuration.limits.maxEventBytes = 5_000
        configuration.uploadBatchSize = 1
        configuration.compressUploads = false
        let transport = RecordingTransport()
        configuration.transport = transport
        let tracker = try makeTracker(configuration)
        // Super-properties join the event on the writer thread, where the exact size is known.
        try tracker.register(["pad": ""])
        let probe = try tracker.track("Sized")
        XCTAssertEqual(probe.waitUntilDurable(), .durable)
        let emptySize = try XCTUnwrap(Self.storedSize(of: probe.id, in: configuration.databaseURL))
        let fitting = 5_000 - MessageEncoding.sendTimeBytes - emptySize

        try tracker.register(["pad": .string(String(repeating: "x", count: fitting))])
        let exact = try tracker.track("Sized")
        XCTAssertEqual(exact.waitUntilDurable(), .durable, "5,000 bytes as sent: within the limit")
        try tracker.register(["pad": .string(String(repeating: "x", count: fitting + 1))])
        let over = try tracker.track("Sized")
        guard case .dropped(EventWriter.sizeLimit, let reason)? = over.waitUntilDurable() else {
            return XCTFail("one byte over as sent must be refused, got \(String(describing: over.outcome))")
        }
        XCTAssertTrue(reason.contains("5001 bytes exceeds 5000"), reason)

        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 2)
        // One message a request: the body is {"batch":[MESSAGE],"sentAt":"..."}.
        let sizes = try transport.requests.map { request -> Int in
            let body = String(decoding: request.body, as: UTF8.self)
            let end = try XCTUnwrap(body.range(of: "],\"sentAt\":", options: .backwards))
            return body.utf8.distance(from: body.utf8.index(body.startIndex, offsetBy: 10), to: end.lowerBound)
        }
        XCTAssertEqual(sizes.last, 5_000, "the largest message accepted is exactly the limit as sent")
    }

    func testSG7_aBatchIsMeasuredAsSentSoTheCollectorNeverFindsItTooLarge() async throws {
        // The collector's limit is the tracker's, and ten queued messages fill it exactly: a
        // batch counted before sentAt was added would pass it by 36 bytes a message.
        let (collector, url) = try await startCollector { $0.maxBatchBytes = 10_000 }
        var configuration = makeConfiguration(uploadURL: url)
        configuration.maxBatchBytes = 10_000
        configuration.uploadBatchSize = 1_000
        let tracker = try makeTracker(configuration)
        let probe = try tracker.track("Padded", properties: ["i": 100, "pad": ""])
        XCTAssertEqual(probe.waitUntilDurable(), .durable)
        let emptySize = try XCTUnwrap(Self.storedSize(of: probe.id, in: configuration.databaseURL))
        let receipts = try (101..<131).map { index in
            try tracker.track("Padded", properties: ["i": .int(index), "pad": .string(String(repeating: "p", count: 1_000 - emptySize))])
        }
        XCTAssertEqual(receipts.last?.waitUntilDurable(), .durable)
        XCTAssertEqual(Self.storedSize(of: receipts[0].id, in: configuration.databaseURL), 1_000)
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 31)
        let requests = await collector.requests
        XCTAssertEqual(requests.filter { $0.status != 200 }.count, 0, "\(requests.map(\.status))")
        XCTAssertTrue(requests.allSatisfy { $0.decodedBytes <= 10_000 }, "\(requests.map(\.decodedBytes))")
        // Full batches: each stops only where the next message would not fit.
        XCTAssertTrue(requests.dropLast().allSatisfy { $0.decodedBytes > 10_000 - 1_040 }, "\(requests.map(\.decodedBytes))")
        let ids = await collector.events.map(\.messageId)
        XCTAssertEqual(ids, ([probe] + receipts).map(\.id.description))
    }

    private static func storedSize(of id: EventID, in database: URL) -> Int? {
        DatabaseReader.rows(at: database, "SELECT length(CAST(payload AS BLOB)) FROM events WHERE message_id = '\(id)'")
            .first.flatMap { Int($0[0]) }
    }

    func testSG7_defaultBatchesStayUnder475KB() async throws {
        let (collector, url) = try await startCollector()
        var configuration = makeConfiguration(uploadURL: url)
        configuration.uploadBatchSize = 1_000
        let tracker = try makeTracker(configuration)
        for index in 0..<400 {
            try tracker.track("Padded", properties: ["i": .int(index), "pad": .string(String(repeating: "p", count: 3_000))])
        }
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 400)
        let requests = await collector.requests
        XCTAssertGreaterThan(requests.count, 2)
        XCTAssertTrue(requests.allSatisfy { $0.decodedBytes <= 475_000 }, "\(requests.map(\.decodedBytes))")
        XCTAssertGreaterThan(requests[0].decodedBytes, 475_000 - 3_500, "batches are filled up to the limit")
    }

    func testSG7_aSegmentBatchCarriesAtMost2500Messages() async throws {
        // Segment answers 200 to a larger batch and drops what is beyond 2,500. The bodies
        // here pass 500 KB (the test raises maxBatchBytes), so no collector takes them.
        let transport = AcceptingTransport()
        var configuration = makeConfiguration(uploadURL: URL(string: "http://127.0.0.1:9/v1/batch")!)
        configuration.transport = transport
        configuration.compressUploads = false
        configuration.uploadBatchSize = 3_000
        configuration.maxBatchBytes = 5_000_000
        let tracker = try makeTracker(configuration)
        for index in 0..<2_600 { try tracker.track("Small", properties: ["i": .int(index)]) }
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 2_600)
        XCTAssertEqual(transport.messageCounts, [2_500, 100])
    }

    func testSG8_a400SayingTooLargeSplitsTheBatchAndRetries() async throws {
        let (collector, url) = try await startCollector { $0.tooLargeStatus = 400 }
        let reports = ReportLog()
        let tracker = try makeTracker(makeConfiguration(uploadURL: url, reports: reports))
        let receipts = try (0..<8).map { index in
            try tracker.track("Padded", properties: ["i": .int(index), "pad": .string(String(repeating: "p", count: 1_000))])
        }
        await tracker.flushToDisk()
        await collector.setMaxBatchBytes(4_000)
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 8)
        XCTAssertEqual(summary.rejected, 0, "a size problem is not a rejection")
        let requests = await collector.requests
        XCTAssertEqual(requests.map(\.status), [400, 400, 200, 200, 200, 200])
        XCTAssertEqual(requests.map(\.messageIds.count), [8, 4, 2, 2, 2, 2])
        let ids = await collector.events.map(\.messageId)
        XCTAssertEqual(ids, receipts.map(\.id.description))
        XCTAssertFalse(reports.all.contains { if case .rejectedByServer = $0 { true } else { false } })
    }

    func testSG8_onlyAnEventTooLargeAloneIsDeletedAndReported() async throws {
        let (collector, url) = try await startCollector {
            $0.tooLargeStatus = 400
            $0.maxBatchBytes = 3_000
        }
        let reports = ReportLog()
        let tracker = try makeTracker(makeConfiguration(uploadURL: url, reports: reports))
        let before = try (0..<3).map { try tracker.track("Small", properties: ["i": .int($0)]) }
        let huge = try tracker.track("Huge", properties: ["blob": .string(String(repeating: "h", count: 5_000))])
        let after = try (3..<6).map { try tracker.track("Small", properties: ["i": .int($0)]) }
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 6)
        XCTAssertEqual(summary.tooLarge, 1)
        XCTAssertEqual(summary.rejected, 0)
        XCTAssertEqual(tracker.queuedCount, 0)
        let tooLarge = reports.all.compactMap { report -> (EventID, Int)? in
            if case .tooLargeToUpload(let id, let bytes) = report { return (id, bytes) }
            return nil
        }
        XCTAssertEqual(tooLarge.map(\.0), [huge.id], "reported once, by id")
        XCTAssertGreaterThan(tooLarge.first?.1 ?? 0, 5_000, "with its size as sent")
        let ids = await collector.events.map(\.messageId)
        XCTAssertEqual(ids, (before + after).map(\.id.description))
        // Every accepted event has exactly one outcome.
        let diagnostics = tracker.diagnostics
        XCTAssertEqual(diagnostics.uploaded + diagnostics.tooLarge, 7)
        XCTAssertEqual(diagnostics.rejected, 0)
    }

    func testSG8_whichAnswersSayTooLarge() {
        func says(_ status: Int, _ body: String) -> Bool {
            BatchRequest.saysTooLarge(UploadResponse(status: status, body: Data(body.utf8)))
        }
        XCTAssertTrue(says(413, ""))
        XCTAssertTrue(says(400, #"{"success":false,"message":"payload too large: batch of 600000 bytes exceeds 500000"}"#))
        XCTAssertTrue(says(400, "Request Entity Too Large"))
        XCTAssertTrue(says(400, #"{"error":"Message size exceeded the limit"}"#))
        XCTAssertFalse(says(400, #"{"code":"no_user_anon_id"}"#), "other 400s reject the batch, as before")
        XCTAssertFalse(says(400, ""))
        XCTAssertFalse(says(500, "too large"), "a 5xx is retried, whatever it says")
    }
}
