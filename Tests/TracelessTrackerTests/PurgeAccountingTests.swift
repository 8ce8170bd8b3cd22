import Foundation
@testable import TracelessTracker
import XCTest

/// TR11: `purge()` while a batch is in flight: every event counted once,
/// accepted = durable + dropped + lost, and durable = uploaded + purged + queued.
final class PurgeAccountingTests: XCTestCase {
    func testTR11PurgeDuringAnUploadCountsEveryEventOnce() async throws {
        // The server holds the first batch's answer until the purge is done.
        let server = try HeldServer()
        addTeardownBlock { server.close() }
        let reports = ReportLog()
        var configuration = makeConfiguration(uploadURL: URL(string: "http://127.0.0.1:\(server.port)/v1/batch")!, reports: reports)
        configuration.uploadBatchSize = 20
        let tracker = try makeTracker(configuration)
        for index in 0..<30 { try tracker.track("Queued", properties: ["i": .int(index)]) }
        await tracker.flushToDisk()
        let flush = Task { await tracker.flush() }
        let arrived = await server.waitForRequest()
        XCTAssertTrue(arrived, "the first batch is in flight")
        XCTAssertEqual(tracker.purge(), 30, "the purge takes the in-flight batch too")
        server.release()
        let summary = await flush.value
        XCTAssertEqual(summary.uploaded, 0, "purged before the 2xx came: counted as purged, not uploaded")

        let d = tracker.diagnostics
        XCTAssertEqual(d.accepted, 30)
        XCTAssertEqual(d.accepted, d.committed + d.droppedByPlugins + d.lost + d.pending)
        XCTAssertEqual(d.committed, d.uploaded + d.rejected + d.tooLarge + d.evicted + d.purged + UInt64(d.queued))
        XCTAssertEqual(d.purged, 30)
        XCTAssertEqual(d.queued, 0)
        XCTAssertTrue(reports.all.contains(.purged(count: 30)))
    }
}
