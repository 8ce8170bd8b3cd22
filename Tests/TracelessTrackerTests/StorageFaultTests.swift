import CollectorKit
import Foundation
@testable import TracelessTracker
import XCTest

/// TR8 and TR9: storage faults are final, never loops. A read-only database is a typed error
/// at init; a full disk is reported, nothing is re-sent, and the tracker resumes when space
/// returns. Both on a real tmpfs, full or remounted read-only.
final class StorageFaultTests: XCTestCase {
    func testTR8ReadOnlyDatabaseIsATypedErrorAtInit() throws {
        let fileSystem = try makeScratchFileSystem(megabytes: 4)
        var configuration = makeConfiguration()
        configuration.databaseURL = fileSystem.directory.appendingPathComponent("events.sqlite")
        do {
            let tracker = try Tracker(configuration: configuration)
            XCTAssertEqual(try tracker.track("Before").waitUntilDurable(), .durable)
            XCTAssertTrue(tracker.shutdown())
        }
        try fileSystem.remount(readOnly: true)
        XCTAssertThrowsError(try Tracker(configuration: configuration)) { error in
            XCTAssertEqual(error as? TrackerError, .storage(.readOnly(path: configuration.databaseURL.path)))
        }
        try fileSystem.remount(readOnly: false)
        XCTAssertEqual(DatabaseReader.messageIDs(at: configuration.databaseURL).count, 1, "the queue is left as it was")
    }

    func testTR9DiskFullIsReportedNeverResentAndResumesWhenSpaceReturns() async throws {
        let (collector, url) = try await startCollector()
        let fileSystem = try makeScratchFileSystem(megabytes: 4)
        let reports = ReportLog()
        var configuration = makeConfiguration(uploadURL: url, reports: reports)
        configuration.databaseURL = fileSystem.directory.appendingPathComponent("events.sqlite")
        let tracker = try makeTracker(configuration)
        let before = try (0..<50).map { try tracker.track("Before", properties: ["i": .int($0)]) }
        XCTAssertTrue(before.allSatisfy { $0.waitUntilDurable() == .durable })

        fileSystem.fill()
        let padding = String(repeating: "x", count: 7_000)
        let during = try (0..<100).map { _ in try tracker.track("During", properties: ["pad": .string(padding)]) }
        XCTAssertTrue(tracker.flushToDisk())
        let outcomes = during.map { $0.outcome }
        let lost = zip(during, outcomes).filter { $0.1 == .lost(.storageFull) }.map(\.0.id)
        XCTAssertGreaterThan(lost.count, 0, "a full disk loses events")
        XCTAssertEqual(outcomes.filter { $0 == .durable }.count + lost.count, during.count, "each durable or reported lost")
        XCTAssertEqual(Set(reports.lostIDs), Set(lost))
        XCTAssertTrue(reports.all.contains(.storageUnavailable(.storageFull)), "\(reports.all.filter { if case .lost = $0 { false } else { true } })")
        tracker.optOut()
        XCTAssertTrue(tracker.flushToDisk())

        // Uploading on the full disk: each event reaches the collector once, however often we flush.
        let durableCount = DatabaseReader.messageIDs(at: configuration.databaseURL).count
        await tracker.flush()
        let requestsOfFirstFlush = await collector.stats.requests
        for _ in 0..<2 { await tracker.flush() }
        XCTAssertTrue(reports.all.contains { if case .deleteFailed = $0 { return true } else { return false } },
                      "the full disk made the delete after the 2xx fail: the case this test is about")
        let stats = await collector.stats
        XCTAssertEqual(stats.events, durableCount)
        XCTAssertEqual(stats.duplicates, 0, "nothing re-sent although deletes may fail")
        XCTAssertEqual(stats.requests, requestsOfFirstFlush, "later flushes send nothing again")
        let diagnostics = tracker.diagnostics
        XCTAssertEqual(diagnostics.accepted, diagnostics.committed + diagnostics.lost)

        // Space returns: the opt-out, reported if it could not be written, is persisted with the next commit.
        fileSystem.free()
        try tracker.identify(userId: "after-space")
        XCTAssertTrue(tracker.shutdown())
        XCTAssertTrue(reports.all.contains(.storageResumed(after: .storageFull)))
        let relaunched = try makeTracker(configuration)
        XCTAssertTrue(relaunched.isOptedOut, "the opt-out made on the full disk survived")
        relaunched.optIn()
        XCTAssertEqual(try relaunched.track("After").waitUntilDurable(), .durable, "accepting again")
    }
}
