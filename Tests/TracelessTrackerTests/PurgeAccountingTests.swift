import CollectorKit
import Foundation
@testable import TracelessTracker
import XCTest

/// TR11: `purge()` while a batch is in flight: every event counted once,
/// accepted = durable + dropped + lost, and durable = uploaded + purged + queued.
final class PurgeAccountingTests: XCTestCase {
    func testTR11PurgeDuringAnUploadCountsEveryEventOnce() async throws {
        let (collector, url) = try await startCollector { $0.faults = [.slow(0.5)] }
        let reports = ReportLog()
        var configuration = makeConfiguration(uploadURL: url, reports: reports)
        configuration.uploadBatchSize = 20
        let tracker = try makeTracker(configuration)
        for index in 0..<30 { try tracker.track("Queued", properties: ["i": .int(index)]) }
        await tracker.flushToDisk()
        let flush = Task { await tracker.flush() }
        await eventually("the first batch to be in flight") { await collector.stats.requests == 1 }
        XCTAssertEqual(tracker.purge(), 30, "the purge takes the in-flight batch too")
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
