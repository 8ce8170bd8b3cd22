import CollectorKit
import Foundation
@testable import TracelessTracker
import XCTest

/// TR17: the wall clock jumps back a day and forward two (the user setting the date, NTP)
/// while events are tracked, uploads back off and the app is in the background. The test
/// clock moves its wall clock alone (`jumpWallClock`), monotonic time untouched: waits,
/// durations and sessions follow the time that passed, timestamps follow the wall clock.
final class WallClockJumpTests: XCTestCase {
    private let day: Double = 86_400
    /// 2024-05-01T10:00:00Z, a Wednesday.
    private let start = Date(timeIntervalSince1970: 1_714_557_600)

    /// Sleeps shorter than the flush interval (the backoff's), to the millisecond.
    private func retrySleeps(_ clock: TestClock) -> [Double] {
        clock.sleeps.filter { $0 < 100_000 }.map { ($0 * 1_000).rounded() / 1_000 }
    }

    private func uploadConfiguration(_ url: URL, _ clock: TestClock) -> TrackerConfiguration {
        var configuration = makeConfiguration(uploadURL: url, clock: clock)
        configuration.flushInterval = 1_000_000
        configuration.retry = RetryPolicy(maxAttempts: 1, baseDelay: 2, maxDelay: 4, jitter: 1)
        return configuration
    }

    func testTR17_durationsAndSessionsFollowElapsedTimeAndTimestampsTheWallClock() throws {
        let clock = TestClock(now: start)
        var configuration = makeConfiguration(clock: clock)
        configuration.sessionTimeout = 3
        configuration.uptime = { clock.monotonic() }
        let tracker = try makeTracker(configuration)

        tracker.applicationDidLaunch()
        tracker.startTimer("Checkout")
        clock.advance(20)
        clock.jumpWallClock(-day)                  // back a day while tracking
        clock.advance(38.5)
        try tracker.track("Checkout")              // 58.5 s after the launch
        tracker.applicationDidEnterBackground()    // 58.5 s in the foreground
        clock.advance(1)
        clock.jumpWallClock(-day)                  // back a day in the background
        clock.advance(2.6)
        tracker.applicationWillEnterForeground()   // 3.6 s away, timeout 3 s: a new session
        clock.advance(5)
        tracker.applicationDidEnterBackground()    // 5 s in the foreground
        clock.advance(0.3)
        clock.jumpWallClock(2 * day)               // forward two days in the background
        clock.advance(0.3)
        tracker.applicationWillEnterForeground()   // 0.6 s away: the same session
        try tracker.track("After")
        XCTAssertTrue(tracker.flushToDisk())

        let messages = DatabaseReader.messages(at: configuration.databaseURL)
        XCTAssertEqual(messages.map { $0["event"] as? String ?? "" },
                       ["Application Installed", "Application Opened", "Checkout", "Application Backgrounded",
                        "Application Opened", "Application Backgrounded", "Application Opened", "After"])
        let properties = messages.map { $0["properties"] as? [String: Any] ?? [:] }
        XCTAssertEqual(properties[2][PropertyKey.eventDuration] as? Double ?? -1, 58.5, accuracy: 1e-6)
        XCTAssertEqual(properties[3]["duration"] as? Double ?? -1, 58.5, accuracy: 1e-6, "not a day more")
        XCTAssertEqual(properties[5]["duration"] as? Double ?? -1, 5, accuracy: 1e-6)

        let sessions = messages.map { ($0["context"] as? [String: Any])?["sessionId"] as? Int ?? -1 }
        XCTAssertEqual(Set(sessions[0...3]), [1_714_557_600_000], "the first session, numbered by its start")
        XCTAssertEqual(Set(sessions[4...7]).count, 1, "0.6 s across +2 days keeps the session")
        XCTAssertNotEqual(sessions[4], sessions[0], "3.6 s across -1 day ends it")
        XCTAssertEqual(sessions[4], 1_714_557_600_000 + 62_100 - 2 * 86_400_000,
                       "the new session is numbered by the wall clock at its start")

        let timestamps = messages.map { $0["timestamp"] as? String ?? "" }
        XCTAssertEqual(timestamps[1], "2024-05-01T10:00:00.000Z")
        XCTAssertEqual(timestamps[2], "2024-04-30T10:00:58.500Z", "the wall clock, a day back")
        XCTAssertEqual(timestamps[4], "2024-04-29T10:01:02.100Z", "two days back")
        XCTAssertEqual(timestamps[7], "2024-05-01T10:01:07.700Z", "and forward two")
    }

    func testTR17_backoffWaitsItsDelayWhicheverWayTheWallClockJumps() async throws {
        let (collector, url) = try await startCollector { $0.faults = [.status(503), .status(503)] }
        let clock = TestClock(now: start)
        let tracker = try makeTracker(uploadConfiguration(url, clock))
        try tracker.track("Queued")

        let first = await tracker.flush()          // 503: the next request 2 s later
        XCTAssertTrue(first.gaveUp)
        clock.jumpWallClock(-day)
        let second = await tracker.flush()         // returns: waited 2 s, not a day; 503 again
        XCTAssertTrue(second.gaveUp)
        clock.jumpWallClock(2 * day)
        let third = await tracker.flush()          // waits its 4 s although the date moved two days
        XCTAssertEqual(third.uploaded, 1)

        XCTAssertEqual(retrySleeps(clock), [2, 4], "each wait is the backoff's delay")
        let requests = await collector.requests
        XCTAssertEqual(requests.map(\.status), [503, 503, 200])
        let events = await collector.events
        let message = try XCTUnwrap(events.first).message()
        XCTAssertEqual(message["timestamp"] as? String, "2024-05-01T10:00:00.000Z")
        XCTAssertEqual(message["sentAt"] as? String, "2024-05-02T10:00:00.000Z", "sent by the wall clock of the upload")
    }

    func testTR17_retryAfterAsAnHTTPDateIsConvertedOnceToAMonotonicDeadline() async throws {
        let (collector, url) = try await startCollector { $0.faults = [.tooManyRequests(retryAfter: "Wed, 01 May 2024 10:00:30 GMT")] }
        let clock = TestClock(now: start)
        let tracker = try makeTracker(uploadConfiguration(url, clock))
        try tracker.track("Queued")

        let first = await tracker.flush()
        XCTAssertTrue(first.gaveUp)
        clock.jumpWallClock(-day)                  // the date in the header is now a day and 30 s away
        let second = await tracker.flush()
        XCTAssertEqual(second.uploaded, 1)
        XCTAssertEqual(retrySleeps(clock), [30], "30 s after the response, as the date said then")
        let requests = await collector.requests
        XCTAssertEqual(requests.map(\.status), [429, 200])
    }

    func testTR17_aRelaunchAfterTheWallClockWentBackWaitsOnlyTheDelayItWasGiven() async throws {
        let (collector, url) = try await startCollector { $0.faults = [.status(503)] }
        let clock = TestClock(now: start)
        let configuration = uploadConfiguration(url, clock)
        do {
            let tracker = try Tracker(configuration: configuration)
            try tracker.track("Queued")
            let failed = await tracker.flush()     // the next request 2 s later, persisted
            XCTAssertTrue(failed.gaveUp)
            tracker.shutdown()
        }
        clock.jumpWallClock(-day)                  // the persisted deadline is now a day away
        let relaunched = try makeTracker(configuration)
        let summary = await relaunched.flush()
        XCTAssertEqual(summary.uploaded, 1)
        XCTAssertEqual(retrySleeps(clock), [2], "re-based at launch: the delay it was given, not a day")
        let requests = await collector.requests
        XCTAssertEqual(requests.map(\.status), [503, 200])
    }
}
