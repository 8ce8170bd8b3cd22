import CollectorKit
import Foundation
@testable import TracelessTracker
import XCTest

/// TR6 and TR7: retries respect the collector. Every delay has a 1 s floor whatever
/// `Retry-After` says, and the backoff keeps growing across flushes and launches until a 2xx.
/// The test clock records each sleep (and shortens it), so delays are read, not waited for.
final class RetryTests: XCTestCase {
    /// Sleeps shorter than the flush interval, to the millisecond (a persisted date comes back
    /// within a microsecond, not bit for bit).
    private func retrySleeps(_ clock: TestClock) -> [Double] {
        clock.sleeps.filter { $0 < 1_000 }.map { ($0 * 1_000).rounded() / 1_000 }
    }

    func testTR6RetryAfterZeroKeepsOneSecondFloor() async throws {
        let storm = Array(repeating: Fault.tooManyRequests(retryAfter: "0"), count: 15)
        let (collector, url) = try await startCollector { $0.faults = storm }
        let clock = TestClock()
        var configuration = makeConfiguration(uploadURL: url, clock: clock)
        configuration.retry.maxAttempts = 20
        let tracker = try makeTracker(configuration)
        try tracker.track("Storm")
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 1)
        XCTAssertEqual(summary.requests, 16)
        let sleeps = retrySleeps(clock)
        XCTAssertEqual(sleeps.count, 15, "one wait before each retry")
        XCTAssertTrue(sleeps.allSatisfy { $0 >= 1 }, "Retry-After: 0 still waits 1 s: \(sleeps)")
        let requests = await collector.requests
        XCTAssertEqual(requests.filter { $0.status == 429 }.count, 15)
    }

    func testTR6ZeroBaseDelayKeepsOneSecondFloor() async throws {
        let (_, url) = try await startCollector { $0.faults = [.status(500), .status(502), .status(503)] }
        let clock = TestClock()
        var configuration = makeConfiguration(uploadURL: url, clock: clock)
        configuration.retry = RetryPolicy(maxAttempts: 5, baseDelay: 0, maxDelay: 0, jitter: 0)
        let tracker = try makeTracker(configuration)
        try tracker.track("Storm")
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 1)
        XCTAssertEqual(retrySleeps(clock), [1, 1, 1])
    }

    func testTR7BackoffGrowsAcrossFlushesAndRelaunchToItsCeiling() async throws {
        let (collector, url) = try await startCollector { $0.faults = Array(repeating: .status(503), count: 8) }
        let clock = TestClock()
        var configuration = makeConfiguration(uploadURL: url, clock: clock)
        configuration.flushInterval = 1_000_000
        configuration.retry = RetryPolicy(maxAttempts: 1, baseDelay: 1, maxDelay: 8, jitter: 1)
        do {
            let tracker = try Tracker(configuration: configuration)
            for _ in 0..<3 { try tracker.track("Queued") }
            for _ in 0..<5 {
                let summary = await tracker.flush()
                XCTAssertTrue(summary.gaveUp)
            }
            tracker.shutdown()
        }
        XCTAssertEqual(retrySleeps(clock), [1, 2, 4, 8], "each flush waits longer than the last, up to maxDelay")

        let relaunched = try makeTracker(configuration)
        for _ in 0..<3 { _ = await relaunched.flush() }
        let summary = await relaunched.flush()
        XCTAssertEqual(summary.uploaded, 3)
        XCTAssertEqual(retrySleeps(clock), [1, 2, 4, 8, 8, 8, 8, 8], "the relaunch kept the backoff at its ceiling")
        let requests = await collector.requests
        XCTAssertEqual(requests.count, 9)
        XCTAssertEqual(DatabaseReader.rows(at: configuration.databaseURL,
                                           "SELECT value FROM meta WHERE key LIKE 'upload_%'"), [], "a 2xx ends the backoff")
    }
}
