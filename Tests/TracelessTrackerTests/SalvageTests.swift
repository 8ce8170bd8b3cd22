import CSQLite
import Foundation
@testable import TracelessTracker
import XCTest

/// TR13: a damaged page costs the rows on it, not the queue: every row SQLite can still read
/// is kept, and at most one damaged copy stays on disk.
final class SalvageTests: XCTestCase {
    private func fillQueue(_ configuration: TrackerConfiguration, count: Int) throws -> [String] {
        let tracker = try Tracker(configuration: configuration)
        for index in 0..<count {
            try tracker.track("Filler", properties: ["i": .int(index), "pad": .string(String(repeating: "x", count: 300))])
        }
        XCTAssertTrue(tracker.flushToDisk())
        XCTAssertTrue(tracker.shutdown())
        return DatabaseReader.messageIDs(at: configuration.databaseURL)
    }

    /// Overwrites one page with garbage, as a failing flash block would.
    private func damage(_ url: URL, page: UInt64) throws {
        let handle = try FileHandle(forUpdating: url)
        try handle.seek(toOffset: 4096 * page)
        handle.write(Data(repeating: 0xFF, count: 4096))
        try handle.close()
    }

    /// The rows SQLite can read one by one from the damaged file, found independently of the tracker.
    private func readableIDs(_ url: URL, upTo last: Int) -> [String] {
        var db: OpaquePointer?
        guard sqlite3_open_v2(url.path, &db, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { return [] }
        defer { sqlite3_close(db) }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, "SELECT message_id FROM events WHERE row = ?", -1, &statement, nil) == SQLITE_OK else { return [] }
        defer { sqlite3_finalize(statement) }
        var ids: [String] = []
        for row in 1...last {
            sqlite3_bind_int64(statement, 1, Int64(row))
            if sqlite3_step(statement) == SQLITE_ROW, let text = sqlite3_column_text(statement, 0) { ids.append(String(cString: text)) }
            sqlite3_reset(statement)
        }
        return ids
    }

    private func damagedCopies(_ configuration: TrackerConfiguration) throws -> [String] {
        let directory = configuration.databaseURL.deletingLastPathComponent()
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix(configuration.databaseURL.lastPathComponent + ".corrupt-") && !["-journal", "-wal", "-shm"].contains(where: $0.hasSuffix) }
    }

    func testTR13DamagedPageKeepsReadableRows() throws {
        let reports = ReportLog()
        var configuration = makeConfiguration(reports: reports)
        let original = try fillQueue(configuration, count: 1_000)
        XCTAssertEqual(original.count, 1_000)
        try damage(configuration.databaseURL, page: 40)
        let readable = readableIDs(configuration.databaseURL, upTo: 1_000)
        XCTAssertLessThan(readable.count, 1_000, "the page held rows")

        configuration.onReport = reports.handler
        let tracker = try makeTracker(configuration)
        XCTAssertTrue(reports.all.contains { if case .storeRecovered = $0 { true } else { false } })
        let kept = DatabaseReader.messageIDs(at: configuration.databaseURL)
        XCTAssertGreaterThanOrEqual(kept.count, readable.count, "every row SQLite can read is kept")
        XCTAssertGreaterThan(kept.count, 950)
        XCTAssertEqual(kept, original.filter(Set(kept).contains), "in their old order, none invented")
        XCTAssertEqual(tracker.queuedCount, kept.count)
        XCTAssertEqual(try tracker.track("After").waitUntilDurable(), .durable)
    }

    func testTR13AtMostOneDamagedCopyIsKept() throws {
        let configuration = makeConfiguration()
        for round in 0..<3 {
            _ = try fillQueue(configuration, count: 300)
            try damage(configuration.databaseURL, page: 5)
            let tracker = try Tracker(configuration: configuration)
            XCTAssertTrue(tracker.shutdown())
            XCTAssertEqual(try damagedCopies(configuration).count, 1, "round \(round)")
        }
    }
}
