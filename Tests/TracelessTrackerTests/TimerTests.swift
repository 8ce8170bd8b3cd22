import Foundation
import Synchronization
@testable import TracelessTracker
import XCTest

/// A monotonic clock the test moves.
final class TestUptime: Sendable {
    private let value = Mutex(1_000.0)
    func advance(_ seconds: Double) { value.withLock { $0 += seconds } }
    var read: @Sendable () -> Double { { self.value.withLock { $0 } } }
}

/// ID9: timed events carry `$event_duration`, without paused or background time.
final class TimerTests: XCTestCase {
    private func durations(_ configuration: TrackerConfiguration) -> [String: Double?] {
        var result: [String: Double?] = [:]
        for message in DatabaseReader.messages(at: configuration.databaseURL) {
            guard let name = message["event"] as? String, !name.hasPrefix("$") else { continue }
            result[name] = (message["properties"] as? [String: Any])?[PropertyKey.eventDuration] as? Double
        }
        return result
    }

    func testID9TrackCarriesTheDurationAndEndsTheTimer() throws {
        let uptime = TestUptime()
        var configuration = makeConfiguration()
        configuration.uptime = uptime.read
        let tracker = try makeTracker(configuration)
        tracker.startTimer("checkout")
        uptime.advance(12.5)
        XCTAssertEqual(tracker.elapsedTime(of: "checkout"), 12.5)
        try tracker.track("checkout")
        XCTAssertNil(tracker.elapsedTime(of: "checkout"))
        try tracker.track("untimed")
        XCTAssertTrue(tracker.flushToDisk())
        let found = durations(configuration)
        XCTAssertEqual(found["checkout"], 12.5)
        XCTAssertEqual(found["untimed"], .some(nil))
    }

    func testID9TimerExcludesBackgroundTime() throws {
        let uptime = TestUptime()
        var configuration = makeConfiguration()
        configuration.uptime = uptime.read
        let tracker = try makeTracker(configuration)
        tracker.applicationDidLaunch()
        tracker.startTimer("checkout")
        uptime.advance(10)
        tracker.applicationDidEnterBackground()
        uptime.advance(600)                       // not counted
        tracker.startTimer("started in background")
        uptime.advance(5)                         // not counted either
        tracker.applicationWillEnterForeground()
        uptime.advance(3)
        try tracker.track("checkout")
        try tracker.track("started in background")
        XCTAssertTrue(tracker.flushToDisk())
        let found = durations(configuration)
        XCTAssertEqual(found["checkout"], 13)
        XCTAssertEqual(found["started in background"], 3)
    }

    func testID9PauseResumeAndRemove() throws {
        let uptime = TestUptime()
        var configuration = makeConfiguration()
        configuration.uptime = uptime.read
        let tracker = try makeTracker(configuration)
        tracker.startTimer("form")
        tracker.startTimer("gone")
        uptime.advance(2)
        tracker.pauseTimer("form")
        uptime.advance(100)
        // A pause the app made holds through a background round trip.
        tracker.applicationDidEnterBackground()
        tracker.applicationWillEnterForeground()
        uptime.advance(100)
        tracker.resumeTimer("form")
        uptime.advance(1)
        tracker.removeTimer("gone")
        tracker.pauseTimer("never started")       // no timer: nothing happens
        try tracker.track("form")
        try tracker.track("gone")
        XCTAssertTrue(tracker.flushToDisk())
        let found = durations(configuration)
        XCTAssertEqual(found["form"], 3)
        XCTAssertEqual(found["gone"], .some(nil))
    }

    func testID9TimersDoNotSurviveARelaunch() throws {
        var configuration = makeConfiguration()
        let uptime = TestUptime()
        configuration.uptime = uptime.read
        do {
            let tracker = try Tracker(configuration: configuration)
            tracker.startTimer("checkout")
            tracker.shutdown()
        }
        let relaunched = try makeTracker(configuration)
        XCTAssertNil(relaunched.elapsedTime(of: "checkout"))
    }
}
