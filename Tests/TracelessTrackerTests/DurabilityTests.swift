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

    /// The probe is built next to the test bundle.
    static func probeExecutable() -> URL? { BuiltExecutable.url(named: "TrackerProbe") }
}
