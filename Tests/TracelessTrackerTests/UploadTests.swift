import CollectorKit
import Foundation
import Traceless
@testable import TracelessTracker
import XCTest

/// TR2: batches, gzip, retry with backoff on 5xx/429/408 and Retry-After, 413 splits the
/// batch, other 4xx drop with a report; nothing is deleted before the server accepted it.
/// Every test runs against the real collector on loopback.
final class UploadTests: XCTestCase {
    private func track(_ tracker: Tracker, _ count: Int, padding: Int = 0) throws -> [EventReceipt] {
        try (0..<count).map { index in
            try tracker.track("Item Viewed", properties: ["index": .int(index), "padding": .string(String(repeating: "p", count: padding))])
        }
    }

    func testTR2_uploadsGzippedBatchesInSegmentFormat() async throws {
        let (collector, url) = try await startCollector()
        var configuration = makeConfiguration(uploadURL: url)
        configuration.uploadBatchSize = 10
        configuration.writeKey = "key"
        let tracker = try makeTracker(configuration)
        let identify = try XCTUnwrap(try tracker.identify(userId: "user-1"))
        let receipts = try track(tracker, 25)
        tracker.receive(tap())

        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 27)
        XCTAssertEqual(summary.requests, 3)
        XCTAssertEqual(tracker.queuedCount, 0)

        let requests = await collector.requests
        XCTAssertEqual(requests.map(\.messageIds.count), [10, 10, 7])
        XCTAssertTrue(requests.allSatisfy { $0.contentEncoding == "gzip" && $0.bodyBytes < $0.decodedBytes })
        let events = await collector.events
        XCTAssertEqual(events.map(\.messageId), [identify.id.description] + receipts.map(\.id.description) + [events.last!.messageId])
        XCTAssertEqual(events[0].type, "identify")
        let message = events[1].message()
        XCTAssertEqual(message["type"] as? String, "track")
        XCTAssertEqual(message["event"] as? String, "Item Viewed")
        XCTAssertEqual(message["userId"] as? String, "user-1")
        XCTAssertEqual(message["anonymousId"] as? String, tracker.anonymousId)
        XCTAssertNotNil(message["timestamp"] as? String)
        XCTAssertNotNil(message["sentAt"] as? String)
        let library = (message["context"] as? [String: Any])?["library"] as? [String: Any]
        XCTAssertEqual(library?["name"] as? String, TracelessLibrary.name)
        XCTAssertEqual(events.last?.event, "Element Clicked")
        XCTAssertEqual(events.last?.property("screen_class"), "CheckoutViewController")
    }

    func testTR2_uploadsPlainJSONWhenCompressionIsOff() async throws {
        let (collector, url) = try await startCollector()
        var configuration = makeConfiguration(uploadURL: url)
        configuration.compressUploads = false
        let tracker = try makeTracker(configuration)
        _ = try track(tracker, 3)
        await tracker.flush()
        let requests = await collector.requests
        XCTAssertEqual(requests.count, 1)
        XCTAssertNil(requests[0].contentEncoding)
        XCTAssertEqual(requests[0].bodyBytes, requests[0].decodedBytes)
    }

    func testTR2_flushesWhenTheCountIsReached() async throws {
        let (collector, url) = try await startCollector()
        var configuration = makeConfiguration(uploadURL: url)
        configuration.flushAt = 5
        let tracker = try makeTracker(configuration)
        _ = try track(tracker, 5)
        await eventually("5 events at the collector") { await collector.events.count == 5 }
    }

    func testTR2_flushesOnTheInterval() async throws {
        let (collector, url) = try await startCollector()
        var configuration = makeConfiguration(uploadURL: url, clock: TestClock(scale: 0.01))
        configuration.flushInterval = 5  // 50 ms with the scaled clock
        let tracker = try makeTracker(configuration)
        _ = try track(tracker, 2)
        await eventually("2 events at the collector") { await collector.events.count == 2 }
    }

    func testTR2_flushesOnEnteringBackground() async throws {
        let (collector, url) = try await startCollector()
        let tracker = try makeTracker(makeConfiguration(uploadURL: url))
        tracker.applicationDidLaunch()
        tracker.receive(tap())
        tracker.applicationDidEnterBackground()
        await eventually("4 events at the collector") { await collector.events.count == 4 }
        let names = await collector.events.map(\.event)
        XCTAssertEqual(names, ["Application Installed", "Application Opened", "Element Clicked", "Application Backgrounded"])
    }

    func testTR2_retriesOn500WithExponentialBackoff() async throws {
        let (collector, url) = try await startCollector { $0.faults = [.status(500), .status(503)] }
        let clock = TestClock()
        let reports = ReportLog()
        var configuration = makeConfiguration(uploadURL: url, clock: clock, reports: reports)
        configuration.retry = RetryPolicy(maxAttempts: 5, baseDelay: 2, maxDelay: 60, jitter: 1)
        let tracker = try makeTracker(configuration)
        _ = try track(tracker, 4)
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 4)
        XCTAssertEqual(summary.requests, 3)
        XCTAssertEqual(clock.sleeps.filter { $0 != 3_600 }, [2, 4], "base delay, then doubled")
        let failures = reports.all.compactMap { report -> Int? in
            if case .uploadFailed(.status(let status), _, _) = report { return status }
            return nil
        }
        XCTAssertEqual(failures, [500, 503])
        let count = await collector.events.count
        XCTAssertEqual(count, 4)
    }

    func testTR2_backoffJitterStaysWithinBounds() {
        let policy = RetryPolicy(maxAttempts: 10, baseDelay: 1, maxDelay: 10, jitter: 0.5)
        for retry in 1...8 {
            let ceiling = min(10, pow(2, Double(retry - 1)))
            for _ in 0..<50 {
                let delay = policy.delay(beforeRetry: retry, random: Double.random(in: 0...1))
                XCTAssert(delay >= ceiling * 0.5 && delay <= ceiling, "retry \(retry): \(delay)")
            }
        }
    }

    func testTR2_retriesOn429HonouringRetryAfter() async throws {
        let (collector, url) = try await startCollector { $0.faults = [.tooManyRequests(retryAfter: "7")] }
        let clock = TestClock()
        let tracker = try makeTracker(makeConfiguration(uploadURL: url, clock: clock))
        _ = try track(tracker, 2)
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 2)
        XCTAssertEqual(clock.sleeps.filter { $0 != 3_600 }, [7])
        let count = await collector.events.count
        XCTAssertEqual(count, 2)
    }

    func testTR2_retriesOn408HonouringAnHTTPDateRetryAfter() async throws {
        let clock = TestClock()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let date = formatter.string(from: clock.now().addingTimeInterval(30))
        let (_, url) = try await startCollector { $0.faults = [.status(408, retryAfter: date)] }
        let tracker = try makeTracker(makeConfiguration(uploadURL: url, clock: clock))
        _ = try track(tracker, 1)
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 1)
        let retrySleeps = clock.sleeps.filter { $0 != 3_600 }
        XCTAssertEqual(retrySleeps.count, 1)
        XCTAssertEqual(retrySleeps.first ?? 0, 30, accuracy: 1.5)
    }

    func testTR2_retryAfterIsCappedByPolicy() async throws {
        let (_, url) = try await startCollector { $0.faults = [.tooManyRequests(retryAfter: "100000")] }
        let clock = TestClock(scale: 0.000001)
        var configuration = makeConfiguration(uploadURL: url, clock: clock)
        configuration.retry.maxRetryAfter = 120
        let tracker = try makeTracker(configuration)
        _ = try track(tracker, 1)
        await tracker.flush()
        XCTAssertEqual(clock.sleeps.filter { $0 != 3_600 }, [120])
    }

    func testTR2_413SplitsTheBatchInHalvesUntilItFits() async throws {
        let (collector, url) = try await startCollector()
        let configuration = makeConfiguration(uploadURL: url)
        let tracker = try makeTracker(configuration)
        let receipts = try track(tracker, 8, padding: 1_000)
        await tracker.flushToDisk()
        // One event is about 1.7 kB of JSON: 8 do not fit, 2 do.
        await collector.setMaxBatchBytes(4_000)
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 8)
        XCTAssertEqual(summary.tooLarge, 0)
        let requests = await collector.requests
        XCTAssertEqual(requests.map(\.status), [413, 413, 200, 200, 200, 200], "the size that fit is remembered")
        XCTAssertEqual(requests.map(\.messageIds.count), [8, 4, 2, 2, 2, 2])
        let ids = await collector.events.map(\.messageId)
        XCTAssertEqual(ids, receipts.map(\.id.description), "order preserved across the split")
    }

    func testTR2_413OnASingleEventDropsItWithAReport() async throws {
        let (collector, url) = try await startCollector { $0.maxBatchBytes = 2_000 }
        let reports = ReportLog()
        let tracker = try makeTracker(makeConfiguration(uploadURL: url, reports: reports))
        let small = try tracker.track("Small")
        let huge = try tracker.track("Huge", properties: ["blob": .string(String(repeating: "h", count: 5_000))])
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 1)
        XCTAssertEqual(summary.tooLarge, 1)
        XCTAssertEqual(tracker.queuedCount, 0)
        XCTAssertTrue(reports.all.contains { if case .tooLargeToUpload(huge.id, _) = $0 { return true } else { return false } })
        let ids = await collector.events.map(\.messageId)
        XCTAssertEqual(ids, [small.id.description])
    }

    func testTR2_400DropsTheBatchWithAReport() async throws {
        let (collector, url) = try await startCollector { $0.faults = [.status(400)] }
        let reports = ReportLog()
        let tracker = try makeTracker(makeConfiguration(uploadURL: url, reports: reports))
        let receipts = try track(tracker, 3)
        let summary = await tracker.flush()
        XCTAssertEqual(summary.rejected, 3)
        XCTAssertEqual(tracker.queuedCount, 0)
        let rejected = reports.all.compactMap { report -> ([EventID], Int)? in
            if case .rejectedByServer(let ids, let status, _) = report { return (ids, status) }
            return nil
        }
        XCTAssertEqual(rejected.first?.0, receipts.map(\.id))
        XCTAssertEqual(rejected.first?.1, 400)
        let count = await collector.events.count
        XCTAssertEqual(count, 0)
        XCTAssertEqual(tracker.diagnostics.rejected, 3)
    }

    func testTR2_nothingIsDeletedWhileTheRequestIsInFlight() async throws {
        let (collector, url) = try await startCollector { $0.faults = [.slow(0.5)] }
        let configuration = makeConfiguration(uploadURL: url)
        let tracker = try makeTracker(configuration)
        _ = try track(tracker, 5)
        await tracker.flushToDisk()
        let flush = Task { await tracker.flush() }
        await eventually("the request to start") { await collector.stats.requests == 1 }
        XCTAssertEqual(DatabaseReader.messageIDs(at: configuration.databaseURL).count, 5, "still queued while in flight")
        let summary = await flush.value
        XCTAssertEqual(summary.uploaded, 5)
        XCTAssertEqual(DatabaseReader.messageIDs(at: configuration.databaseURL).count, 0)
    }

    func testTR2_eventsStayQueuedWhenRetriesAreExhausted() async throws {
        let (collector, url) = try await startCollector { $0.faults = [.status(500), .status(502), .status(504)] }
        let reports = ReportLog()
        var configuration = makeConfiguration(uploadURL: url, reports: reports)
        configuration.retry.maxAttempts = 3
        let tracker = try makeTracker(configuration)
        _ = try track(tracker, 4)
        let first = await tracker.flush()
        XCTAssertTrue(first.gaveUp)
        XCTAssertEqual(first.uploaded, 0)
        XCTAssertEqual(DatabaseReader.messageIDs(at: configuration.databaseURL).count, 4)
        XCTAssertTrue(reports.all.contains { if case .uploadFailed(.status(504), 3, nil) = $0 { return true } else { return false } })
        let second = await tracker.flush()
        XCTAssertEqual(second.uploaded, 4)
        let count = await collector.events.count
        XCTAssertEqual(count, 4)
    }

    func testTR2_droppedConnectionIsRetriedAndDeduplicatedByMessageID() async throws {
        let (collector, url) = try await startCollector { $0.faults = [.dropConnection(afterStoring: true)] }
        let reports = ReportLog()
        let tracker = try makeTracker(makeConfiguration(uploadURL: url, reports: reports))
        _ = try track(tracker, 3)
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 3)
        XCTAssertEqual(summary.requests, 2)
        XCTAssertTrue(reports.all.contains { if case .uploadFailed(.transport, 1, _) = $0 { return true } else { return false } })
        let stats = await collector.stats
        XCTAssertEqual(stats.events, 3)
        XCTAssertEqual(stats.duplicates, 3, "the retry resent what the server had stored")
    }

    func testTR2_connectionRefusedKeepsEventsQueued() async throws {
        var configuration = makeConfiguration(uploadURL: URL(string: "http://127.0.0.1:9/v1/batch")!)
        configuration.retry.maxAttempts = 2
        let tracker = try makeTracker(configuration)
        _ = try track(tracker, 2)
        let summary = await tracker.flush()
        XCTAssertTrue(summary.gaveUp)
        XCTAssertEqual(tracker.queuedCount, 2)
    }

    func testTR2_onlyOneUploadIsInFlightAtATime() async throws {
        let (collector, url) = try await startCollector { $0.faults = Array(repeating: .slow(0.05), count: 6) }
        var configuration = makeConfiguration(uploadURL: url)
        configuration.uploadBatchSize = 5
        configuration.flushAt = 5
        let tracker = try makeTracker(configuration)
        _ = try track(tracker, 30)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<5 { group.addTask { await tracker.flush() } }
        }
        tracker.applicationDidEnterBackground()
        await eventually("all events at the collector") { await collector.events.count == 31 }
        let stats = await collector.stats
        XCTAssertEqual(stats.maxConcurrentRequests, 1)
        XCTAssertEqual(stats.duplicates, 0)
    }
}

/// Issue 13, item 12: a request whose answer never reaches the tracker (a timeout, a
/// dropped connection) makes it send the batch again. At-least-once is accepted; the
/// collector must be able to tell, and store each message once.
final class TR2ResendTests: XCTestCase {
    func testTR2ResentBatchCarriesTheSameIdempotencyKey() async throws {
        // The collector stores the batch, then the connection drops before the answer.
        let (collector, url) = try await startCollector { $0.faults = [.dropConnection(afterStoring: true)] }
        let tracker = try makeTracker(makeConfiguration(uploadURL: url))
        let receipts = try (0..<5).map { try tracker.track("Late", properties: ["i": .int($0)]) }
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 5)
        XCTAssertEqual(summary.requests, 2)
        let requests = await collector.requests.sorted { $0.index < $1.index }
        XCTAssertEqual(requests.count, 2)
        XCTAssertEqual(requests[0].messageIds, requests[1].messageIds, "the same batch, the same messageIds")
        XCTAssertNotNil(requests[0].idempotencyKey)
        XCTAssertEqual(requests[0].idempotencyKey, requests[1].idempotencyKey)
        XCTAssertEqual(requests.map(\.isResend), [false, true])
        let stats = await collector.stats
        XCTAssertEqual(stats.resentBatches, 1, "the collector can tell the re-send")
        XCTAssertEqual(stats.events, 5)
        XCTAssertEqual(stats.duplicates, 5, "and stores each message once")
        let ids = await collector.events.map(\.messageId)
        XCTAssertEqual(ids, receipts.map(\.id.description))
    }
}
