import Foundation
import Traceless
@testable import TracelessTracker
import XCTest

/// TR3: bad input gives a clear error or a repaired state, never a silent loss.
final class BadInputTests: XCTestCase {
    private func assertRefused(_ tracker: Tracker, named name: String = "Event", _ properties: [String: PropertyValue],
                               _ expected: PropertyError, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try tracker.track(name, properties: properties), file: file, line: line) { error in
            XCTAssertEqual(error as? PropertyError, expected, file: file, line: line)
        }
    }

    func testTR3_nonFiniteNumbersAreTypedErrors() throws {
        let tracker = try makeTracker(makeConfiguration())
        assertRefused(tracker, ["price": .double(.nan)], .nonFiniteNumber(key: "price"))
        assertRefused(tracker, ["price": .double(.infinity)], .nonFiniteNumber(key: "price"))
        assertRefused(tracker, ["cart": ["items": [1, .double(-.infinity)]]], .nonFiniteNumber(key: "cart.items[1]"))
        XCTAssertTrue(tracker.flushToDisk())
        XCTAssertEqual(tracker.queuedCount, 0, "a refused event is not half-stored")
        XCTAssertEqual(tracker.diagnostics.accepted, 0)
    }

    func testTR3_overlongStringsAreRefusedInCustomEvents() throws {
        let tracker = try makeTracker(makeConfiguration())
        let huge = String(repeating: "é", count: 5_000)  // 10,000 UTF-8 bytes
        assertRefused(tracker, ["note": .string(huge)], .stringTooLong(key: "note", length: 10_000, limit: 8_192))
        XCTAssertNoThrow(try tracker.track("Event", properties: ["note": .string(String(repeating: "a", count: 8_192))]))
    }

    func testTR3_overlongCapturedStringsAreTruncatedAndReported() throws {
        let reports = ReportLog()
        let configuration = makeConfiguration(reports: reports)
        let tracker = try makeTracker(configuration)
        tracker.receive(tap(String(repeating: "ü", count: 6_000)))  // 12,000 bytes
        XCTAssertTrue(tracker.flushToDisk())
        let content = DatabaseReader.messages(at: configuration.databaseURL).first?["properties"]
            .flatMap { ($0 as? [String: Any])?[NamingProfile.segment.key(PropertyKey.elementContent)] as? String }
        XCTAssertEqual(content?.utf8.count, 8_192, "cut on a character boundary at the limit")
        XCTAssertEqual(content, String(repeating: "ü", count: 4_096))
        XCTAssertTrue(reports.all.contains {
            if case .truncated(_, "element_content", 12_000) = $0 { return true } else { return false }
        })
        XCTAssertEqual(tracker.diagnostics.truncatedStrings, 1)
    }

    func testTR3_invalidKeysAndNamesAreTypedErrors() throws {
        let tracker = try makeTracker(makeConfiguration())
        assertRefused(tracker, ["": 1], .emptyKey(path: ""))
        assertRefused(tracker, ["$screen_class": "x"], .reservedKey("$screen_class"))
        assertRefused(tracker, ["outer": ["$inner": 1]], .reservedKey("outer.$inner"))
        let long = String(repeating: "k", count: 256)
        assertRefused(tracker, [long: 1], .keyTooLong(long, limit: 255))
        assertRefused(tracker, named: "", [:], .emptyEventName)
        assertRefused(tracker, named: "$page_view", [:], .reservedEventName("$page_view"))
        var deep: PropertyValue = 1
        for _ in 0..<20 { deep = .array([deep]) }
        assertRefused(tracker, ["deep": deep], .nestedTooDeep(key: "deep[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]", limit: 16))
        XCTAssertThrowsError(try tracker.register(["$lib": "mine"])) { error in
            XCTAssertEqual(error as? PropertyError, .reservedKey("$lib"))
        }
    }

    func testTR3_corruptDatabaseFileIsMovedAsideAndReplaced() throws {
        let reports = ReportLog()
        let configuration = makeConfiguration(reports: reports)
        try Data(repeating: 0x5A, count: 64 * 1024).write(to: configuration.databaseURL)
        let tracker = try makeTracker(configuration)
        let recovery = reports.all.compactMap { report -> URL?? in
            if case .storeRecovered(let movedTo, _) = report { return movedTo }
            return nil
        }
        XCTAssertEqual(recovery.count, 1)
        let movedTo = try XCTUnwrap(recovery.first ?? nil)
        XCTAssertTrue(FileManager.default.fileExists(atPath: movedTo.path), "the bad file is kept for inspection")
        XCTAssertEqual(tracker.diagnostics.storeRecoveries, 1)
        XCTAssertEqual(try tracker.track("After Repair").waitUntilDurable(), .durable)
    }

    func testTR3_databaseThatFailsItsIntegrityCheckIsReplaced() throws {
        let configuration = makeConfiguration()
        do {
            let tracker = try Tracker(configuration: configuration)
            for index in 0..<3_000 { try tracker.track("Filler", properties: ["i": .int(index), "pad": .string(String(repeating: "x", count: 300))]) }
            XCTAssertTrue(tracker.flushToDisk())
            tracker.shutdown()
        }
        // Every committed row is in the file; overwrite pages in its middle, keep the header.
        let handle = try FileHandle(forUpdating: configuration.databaseURL)
        try handle.seek(toOffset: 4096 * 3)
        handle.write(Data(repeating: 0xFF, count: 4096 * 8))
        try handle.close()

        let reports = ReportLog()
        var reopened = configuration
        reopened.onReport = reports.handler
        let tracker = try makeTracker(reopened)
        XCTAssertTrue(reports.all.contains { if case .storeRecovered = $0 { return true } else { return false } })
        XCTAssertGreaterThan(tracker.queuedCount, 2_000, "the readable rows are kept (TR13)")
        XCTAssertLessThan(tracker.queuedCount, 3_000)
        XCTAssertEqual(try tracker.track("After Repair").waitUntilDurable(), .durable)
    }

    func testTR3_diskFullReportsEveryLostEventByID() throws {
        let reports = ReportLog()
        var configuration = makeConfiguration(reports: reports)
        configuration.maxDatabaseBytes = 128 * 1024  // SQLITE_FULL once the file would exceed it
        let tracker = try makeTracker(configuration)
        var receipts: [EventReceipt] = []
        for index in 0..<400 {
            receipts.append(try tracker.track("Big", properties: ["i": .int(index), "pad": .string(String(repeating: "x", count: 2_000))]))
            if index % 20 == 0 { tracker.flushToDisk() }
        }
        XCTAssertTrue(tracker.flushToDisk())
        let outcomes = receipts.map { $0.waitUntilDurable(timeout: 5) }
        let lost = zip(receipts, outcomes).filter { $0.1 == .lost(.storageFull) }.map(\.0.id)
        let durable = outcomes.filter { $0 == .durable }.count
        XCTAssertGreaterThan(durable, 0)
        XCTAssertGreaterThan(lost.count, 0)
        XCTAssertEqual(durable + lost.count, receipts.count, "every event is durable or reported lost")
        XCTAssertEqual(Set(reports.lostIDs), Set(lost))
        XCTAssertEqual(DatabaseReader.messageIDs(at: configuration.databaseURL).count, durable)
        let diagnostics = tracker.diagnostics
        XCTAssertEqual(diagnostics.lost, UInt64(lost.count))
        XCTAssertEqual(diagnostics.accepted, diagnostics.committed + diagnostics.lost)

        // Room again (the queue purged): commits work again, no restart needed.
        tracker.purge()
        XCTAssertEqual(try tracker.track("After Purge").waitUntilDurable(), .durable)
    }

    func testTR3_invalidConfigurationIsATypedError() {
        func refused(_ change: (inout TrackerConfiguration) -> Void) -> ConfigurationError? {
            var configuration = TrackerConfiguration(databaseURL: temporaryDirectory().appendingPathComponent("db.sqlite"))
            change(&configuration)
            do {
                _ = try Tracker(configuration: configuration)
                return nil
            } catch {
                if case .configuration(let reason) = error { return reason }
                return nil
            }
        }
        XCTAssertEqual(refused { $0.uploadURL = URL(string: "ftp://example.com/v1/batch") }, .invalidUploadURL("ftp://example.com/v1/batch"))
        XCTAssertEqual(refused { $0.uploadURL = URL(string: "http:///v1/batch") }, .invalidUploadURL("http:///v1/batch"))
        XCTAssertEqual(refused { $0.uploadBatchSize = 0 }, .notPositive(field: "uploadBatchSize", value: 0))
        XCTAssertEqual(refused { $0.flushAt = -1 }, .notPositive(field: "flushAt", value: -1))
        XCTAssertEqual(refused { $0.maxQueuedEvents = 0 }, .notPositive(field: "maxQueuedEvents", value: 0))
        XCTAssertEqual(refused { $0.flushInterval = -5 }, .invalidInterval(field: "flushInterval", value: -5))
        XCTAssertEqual(refused { $0.sessionTimeout = .nan }?.isInvalidInterval, true)
        XCTAssertEqual(refused { $0.retry.jitter = 2 }, .invalidRetryPolicy("jitter must be within 0...1"))
        XCTAssertEqual(refused { $0.databaseURL = URL(string: "https://example.com/db")! }, .invalidDatabaseURL("https://example.com/db"))
        XCTAssertNil(refused { _ in })
    }

    func testTR3_unusableDatabaseLocationIsATypedError() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let configuration = TrackerConfiguration(databaseURL: file.appendingPathComponent("events.sqlite"))
        XCTAssertThrowsError(try Tracker(configuration: configuration)) { error in
            guard case .storage(.cannotCreateDirectory)? = error as? TrackerError else {
                return XCTFail("expected cannotCreateDirectory, got \(error)")
            }
        }
    }
}

private extension ConfigurationError {
    var isInvalidInterval: Bool { if case .invalidInterval = self { return true } else { return false } }
}
