import CollectorKit
import Foundation
@testable import TracelessTracker
import XCTest

/// TR14: after a 413 the batch size the collector accepted is kept, across flushes and
/// launches, so 413s stay rare.
final class BatchSizeTests: XCTestCase {
    func testTR14AcceptedBatchSizeIsRememberedAcrossRelaunch() async throws {
        let (collector, url) = try await startCollector { $0.maxBatchBytes = 26_000 }
        var configuration = makeConfiguration(uploadURL: url)
        configuration.uploadBatchSize = 100
        let padding = String(repeating: "p", count: 1_000)  // about 1.7 kB per event: 15 fit
        do {
            let tracker = try Tracker(configuration: configuration)
            for index in 0..<300 { try tracker.track("Padded", properties: ["i": .int(index), "pad": .string(padding)]) }
            let summary = await tracker.flush()
            XCTAssertEqual(summary.uploaded, 300)
            tracker.shutdown()
        }
        let first = await collector.requests
        let tooLarge = first.filter { $0.status == 413 }.count
        XCTAssertLessThanOrEqual(tooLarge, 4, "halving finds the size once: \(first.map(\.messageIds.count))")
        XCTAssertLessThanOrEqual(first.count, 30, "\(first.map(\.messageIds.count))")

        let relaunched = try makeTracker(configuration)
        for index in 0..<60 { try relaunched.track("Padded", properties: ["i": .int(index), "pad": .string(padding)]) }
        let summary = await relaunched.flush()
        XCTAssertEqual(summary.uploaded, 60)
        let second = await collector.requests.dropFirst(first.count)
        XCTAssertEqual(second.filter { $0.status == 413 }.count, 0, "the relaunch remembered the size")
        XCTAssertLessThan(second.first?.messageIds.count ?? 100, 100)
    }
}
