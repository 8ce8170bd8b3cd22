import CSQLite
import Foundation
import TestSupport
import Traceless
@testable import TracelessTracker
import XCTest

/// TR1: an accepted event is committed before it is acknowledged, or reported lost;
/// killing the process mid-write loses nothing that was acknowledged.
final class DurabilityTests: XCTestCase {
    func testTR1_receiptSaysDurableOnlyOnceTheEventIsInTheDatabase() throws {
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        let receipt = try tracker.track("Order Placed", properties: ["total": 42.5])
        XCTAssertEqual(receipt.waitUntilDurable(timeout: 5), .durable)
        XCTAssertEqual(DatabaseReader.messageIDs(at: configuration.databaseURL), [receipt.id.description])
    }

    func testTR1_asyncDurabilityResolves() async throws {
        let tracker = try makeTracker(makeConfiguration())
        let receipt = try tracker.track("Signed Up")
        let outcome = await receipt.durability()
        XCTAssertEqual(outcome, .durable)
    }

    func testTR1_flushToDiskCommitsEverythingAcceptedBeforeIt() throws {
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        for index in 0..<2_000 { tracker.receive(tap("Pay \(index)")) }
        XCTAssertTrue(tracker.flushToDisk(timeout: 10))
        XCTAssertEqual(DatabaseReader.messageIDs(at: configuration.databaseURL).count, 2_000)
        let diagnostics = tracker.diagnostics
        XCTAssertEqual(diagnostics.accepted, 2_000)
        XCTAssertEqual(diagnostics.committed, 2_000)
        XCTAssertEqual(diagnostics.pending, 0)
    }

    func testTR1_eventsSurviveARestartOfTheTracker() throws {
        let configuration = makeConfiguration()
        var tracker: Tracker? = try Tracker(configuration: configuration)
        let receipt = try tracker!.track("Before Restart")
        XCTAssertEqual(receipt.waitUntilDurable(), .durable)
        let anonymousID = tracker!.anonymousId
        tracker!.shutdown()
        tracker = nil
        let reopened = try makeTracker(configuration)
        XCTAssertEqual(reopened.queuedCount, 1)
        XCTAssertEqual(reopened.anonymousId, anonymousID, "the anonymous id is persisted")
    }

    func testTR1_shutdownCommitsWhatIsBufferedAndLaterEventsAreReportedLost() throws {
        let reports = ReportLog()
        let configuration = makeConfiguration(reports: reports)
        let tracker = try Tracker(configuration: configuration)
        for _ in 0..<100 { tracker.receive(tap()) }
        XCTAssertTrue(tracker.shutdown())
        XCTAssertEqual(DatabaseReader.messageIDs(at: configuration.databaseURL).count, 100)
        let late = try tracker.track("Too Late")
        XCTAssertEqual(late.outcome, .lost(.shutDown))
        XCTAssertEqual(reports.lostIDs, [late.id])
    }

    func testTR1_sizeCapEvictsOldestFirstAndReportsIt() throws {
        let reports = ReportLog()
        var configuration = makeConfiguration(reports: reports)
        configuration.maxQueuedEvents = 10
        let tracker = try makeTracker(configuration)
        var receipts: [EventReceipt] = []
        for index in 0..<15 {
            receipts.append(try tracker.track("Numbered", properties: ["index": .int(index)]))
            XCTAssertEqual(receipts.last!.waitUntilDurable(), .durable)
        }
        let evicted = reports.all.flatMap { report -> [EventID] in
            if case .evicted(let ids, let limit) = report { XCTAssertEqual(limit, 10); return ids }
            return []
        }
        XCTAssertEqual(evicted, receipts.prefix(5).map(\.id))
        XCTAssertEqual(DatabaseReader.messageIDs(at: configuration.databaseURL), receipts.suffix(10).map(\.id.description))
        XCTAssertEqual(tracker.diagnostics.evicted, 5)
    }

    /// The probe tracks as fast as it can and prints each id once its receipt says durable;
    /// it is killed with SIGKILL mid-stream, and every printed id must be in the database.
    func testTR1_killedChildProcessLosesNoAcknowledgedEvent() throws {
        let probe = try XCTUnwrap(Self.probeExecutable(), "TrackerProbe not found next to the test bundle")
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("probe.sqlite")

        let process = Process()
        process.executableURL = probe
        process.arguments = [database.path, "10000000"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()

        var output = Data()
        var acknowledged = 0
        let deadline = Date().addingTimeInterval(60)
        // Kill it well into the stream, while the writer is committing.
        while acknowledged < 5_000 && Date() < deadline {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            output.append(chunk)
            acknowledged += chunk.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        kill(process.processIdentifier, SIGKILL)
        output.append(pipe.fileHandleForReading.readDataToEndOfFile())
        // Closed here: a handle's deallocation does not close its descriptor.
        try? pipe.fileHandleForReading.close()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)

        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
        // The last line may be cut by the kill; only whole lines count.
        let complete = output.last == UInt8(ascii: "\n") ? lines : lines.dropLast()
        let durable = complete.filter { $0.hasPrefix("durable ") }.map { String($0.dropFirst("durable ".count)) }
        XCTAssertGreaterThanOrEqual(durable.count, 5_000)
        XCTAssertFalse(complete.contains { $0.hasPrefix("lost ") }, "nothing should be lost on a healthy disk")

        let stored = Set(DatabaseReader.messageIDs(at: database))
        let missing = durable.filter { !stored.contains($0) }
        XCTAssertEqual(missing, [], "acknowledged events missing after SIGKILL")
        XCTAssertGreaterThanOrEqual(stored.count, durable.count)
    }

    /// The events of a burst share one transaction, one sync, while the committer inserts
    /// them as they are built; a transaction holds at most 10,000 events.
    func testTR1_aBurstIsCommittedInOneTransaction() throws {
        var configuration = makeConfiguration()
        configuration.maxPendingEvents = 100_000
        configuration.maxPendingBytes = 1 << 30
        configuration.maxQueuedEvents = 100_000
        let tracker = try makeTracker(configuration)
        XCTAssertTrue(tracker.flushToDisk())
        let before = tracker.diagnostics
        for _ in 0..<4_000 { tracker.receive(tap()) }
        XCTAssertTrue(tracker.flushToDisk())
        let burst = tracker.diagnostics
        XCTAssertEqual(burst.committed - before.committed, 4_000)
        // One, or two if this thread was descheduled long enough for the writer to catch up.
        XCTAssertLessThanOrEqual(burst.transactions - before.transactions, 2, "batches of 500 share the transaction")

        for _ in 0..<25_000 { tracker.receive(tap()) }
        XCTAssertTrue(tracker.flushToDisk(timeout: 60))
        let after = tracker.diagnostics
        XCTAssertEqual(after.committed - burst.committed, 25_000)
        XCTAssertGreaterThanOrEqual(after.transactions - burst.transactions, 3, "at most 10,000 events per transaction")
    }

    /// Earlier versions kept the queue in WAL mode. A queue left by one that was killed,
    /// with committed events still only in the WAL, opens with every event, and is converted.
    func testTR1_eventsLeftInAWALByAnEarlierVersionAreKept() throws {
        let configuration = makeConfiguration()
        let source = configuration.databaseURL.deletingLastPathComponent().appendingPathComponent("old.sqlite")
        var db: OpaquePointer?
        XCTAssertEqual(sqlite3_open(source.path, &db), SQLITE_OK)
        defer { sqlite3_close(db) }
        let ids = (1...3).map { EventID(prefix: 7, sequence: UInt64($0)).description }
        let sql = """
            PRAGMA journal_mode=WAL; PRAGMA wal_autocheckpoint=0;
            CREATE TABLE events(row INTEGER PRIMARY KEY AUTOINCREMENT, message_id TEXT NOT NULL, payload BLOB NOT NULL);
            CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
            INSERT INTO meta VALUES ('anonymous_id', 'old-anonymous-id');
            """ + ids.map { "INSERT INTO events(message_id, payload) VALUES ('\($0)', CAST('{}' AS BLOB));" }.joined()
        XCTAssertEqual(sqlite3_exec(db, sql, nil, nil, nil), SQLITE_OK)
        // Copied while the connection is open: the rows are in the WAL only, as after a kill.
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(atPath: source.path + suffix, toPath: configuration.databaseURL.path + suffix)
        }
        XCTAssertGreaterThan(try FileManager.default.attributesOfItem(atPath: configuration.databaseURL.path + "-wal")[.size] as? Int ?? 0, 0)

        let tracker = try makeTracker(configuration)
        XCTAssertEqual(tracker.queuedCount, 3)
        XCTAssertEqual(tracker.anonymousId, "old-anonymous-id")
        XCTAssertEqual(try tracker.track("After").waitUntilDurable(), .durable)
        XCTAssertTrue(tracker.shutdown())
        XCTAssertEqual(Array(DatabaseReader.messageIDs(at: configuration.databaseURL).prefix(3)), ids)
        XCTAssertFalse(FileManager.default.fileExists(atPath: configuration.databaseURL.path + "-wal"), "no longer in WAL mode")
    }

    /// The probe is built next to the test bundle.
    static func probeExecutable() -> URL? { BuiltExecutable.url(named: "TrackerProbe") }
}
