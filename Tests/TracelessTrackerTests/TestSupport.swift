import CSQLite
import CollectorKit
import Foundation
import SpecValidator
import Synchronization
import Traceless
@testable import TracelessTracker
import XCTest

/// A clock whose time the test moves, and whose sleeps are recorded and shortened by
/// `scale` so that backoff and Retry-After can be checked without waiting for them.
///
/// Its wall clock and monotonic clock are independent: ``advance(_:)`` moves both (time
/// passing), ``jumpWallClock(_:)`` only the wall clock (the user or NTP setting the date).
final class TestClock: TrackerClock {
    private let state: Mutex<(now: Date, monotonic: Double, sleeps: [Double])>
    let scale: Double

    init(now: Date = Date(), scale: Double = 0.001) {
        state = Mutex((now, 1_000, []))
        self.scale = scale
    }

    func now() -> Date { state.withLock { $0.now } }
    func monotonic() -> Double { state.withLock { $0.monotonic } }
    func advance(_ seconds: Double) {
        state.withLock {
            $0.now += seconds
            $0.monotonic += seconds
        }
    }
    func jumpWallClock(_ seconds: Double) { state.withLock { $0.now += seconds } }
    var sleeps: [Double] { state.withLock { $0.sleeps } }

    func sleep(seconds: Double) async throws {
        state.withLock { $0.sleeps.append(seconds) }
        try await Task.sleep(nanoseconds: UInt64(max(0, seconds * scale) * 1e9))
    }
}

/// Collects reports from `onReport`, which runs on the tracker's threads.
final class ReportLog: Sendable {
    private let reports = Mutex<[TrackerReport]>([])
    var all: [TrackerReport] { reports.withLock { $0 } }
    var handler: @Sendable (TrackerReport) -> Void { { report in self.reports.withLock { $0.append(report) } } }

    var lostIDs: [EventID] {
        all.flatMap { report -> [EventID] in if case .lost(let ids, _) = report { return ids } else { return [] } }
    }
}

/// A fresh directory per test, removed afterwards.
func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("traceless-tests-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

extension XCTestCase {
    /// A configuration on a fresh database, with the test clock and reports recorded.
    func makeConfiguration(uploadURL: URL? = nil, clock: TestClock = TestClock(), reports: ReportLog? = nil) -> TrackerConfiguration {
        let directory = temporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        var configuration = TrackerConfiguration(databaseURL: directory.appendingPathComponent("events.sqlite"), uploadURL: uploadURL)
        configuration.clock = clock
        configuration.onReport = reports?.handler
        // Tests flush on demand unless they test the triggers.
        configuration.flushAt = 1_000_000
        configuration.flushInterval = 3_600
        configuration.synchronous = .normal
        return configuration
    }

    func makeTracker(_ configuration: TrackerConfiguration) throws -> Tracker {
        let tracker = try Tracker(configuration: configuration)
        addTeardownBlock { tracker.shutdown() }
        return tracker
    }

    /// A collector on a free loopback port, stopped after the test. Every batch it received
    /// must have followed its API's rules (``SegmentSpec``, ``PostHogSpec``).
    func startCollector(_ configure: (inout CollectorConfiguration) -> Void = { _ in }) async throws -> (Collector, URL) {
        var configuration = CollectorConfiguration()
        configuration.port = 0
        configuration.output = nil
        configure(&configuration)
        let collector = try Collector(configuration: configuration)
        let port = try await collector.start()
        addTeardownBlock {
            let violations = await collector.violations
            XCTAssertEqual(violations.map(\.description), [], "spec violations in the batches the collector received")
            await collector.stop()
        }
        return (collector, URL(string: "http://127.0.0.1:\(port)/v1/batch")!)
    }

    /// Polls `condition` until it holds or `timeout` seconds pass.
    func eventually(timeout: Double = 10, _ message: String = "condition", _ condition: () async -> Bool) async {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if await condition() { return }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        XCTFail("timed out waiting for \(message)")
    }
}

/// Reads a queue database with its own connection, independently of the tracker.
enum DatabaseReader {
    static func messageIDs(at url: URL) -> [String] {
        rows(at: url, "SELECT message_id FROM events ORDER BY row").map { $0[0] }
    }

    /// The queued messages; each must follow Segment's spec (``SegmentSpec``).
    static func messages(at url: URL, file: StaticString = #filePath, line: UInt = #line) -> [[String: Any]] {
        rows(at: url, "SELECT payload FROM events ORDER BY row").map {
            let json = Data($0[0].utf8)
            let violations = SegmentSpec.validateMessage(json: json)
            XCTAssertEqual(violations.map(\.description), [], "a queued message breaks Segment's spec", file: file, line: line)
            return (try? JSONSerialization.jsonObject(with: json)) as? [String: Any] ?? [:]
        }
    }

    static func rows(at url: URL, _ sql: String) -> [[String]] {
        var db: OpaquePointer?
        // Read-write, as any SQLite client opens it: a transaction cut short by a kill leaves a
        // hot journal that only a writer may roll back before reading.
        guard sqlite3_open_v2(url.path, &db, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else { return [] }
        defer { sqlite3_close(db) }
        sqlite3_busy_timeout(db, 5_000)
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else { return [] }
        defer { sqlite3_finalize(statement) }
        var rows: [[String]] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            rows.append((0..<sqlite3_column_count(statement)).map { column in
                sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
            })
        }
        return rows
    }
}

/// A button tap as the target-action plugin would report it.
func tap(_ title: String = "Pay", screen: String = "CheckoutViewController") -> Interaction {
    Interaction(kind: .controlAction, plugin: "traceless.target-action",
                screen: Screen(controllerClass: screen, title: "Checkout"),
                element: Interaction.Element(className: "UIButton", path: "UIWindow/UIView/UIButton[0]", text: title,
                                 accessibilityIdentifier: "pay-button"),
                selector: "pay:", controlEvent: 64, elementKey: "\(screen).UIButton.pay:.TouchUpInside")
}
