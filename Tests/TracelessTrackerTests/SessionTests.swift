import Foundation
@testable import TracelessTracker
import XCTest

final class SessionTests: XCTestCase {
    func testNewSessionOnlyAfterTheTimeoutInBackground() {
        let start = Date()
        var session = Session(timeout: 1_800, now: start, monotonic: 0)
        let first = session.id
        XCTAssertEqual(session.enterBackground(monotonic: 10), 10)
        XCTAssertFalse(session.enterForeground(at: start + 10 + 1_799, monotonic: 10 + 1_799))
        XCTAssertEqual(session.id, first)
        XCTAssertEqual(session.enterBackground(monotonic: 2_000), 2_000 - 1_809)
        XCTAssertTrue(session.enterForeground(at: start + 2_000 + 1_800, monotonic: 2_000 + 1_800))
        XCTAssertNotEqual(session.id, first)
    }

    func testForegroundWithoutBackgroundKeepsTheSession() {
        var session = Session(timeout: 1, now: Date(), monotonic: 0)
        let id = session.id
        XCTAssertFalse(session.enterForeground(at: Date() + 100, monotonic: 100))
        XCTAssertEqual(session.id, id)
    }

    func testSG6_trackerRollsTheSessionOverWithItsConfiguredTimeoutAndNumbersItByItsStart() throws {
        // In Sensors' profile, whose lifecycle events carry the session and durations as properties.
        let clock = TestClock()
        var configuration = makeConfiguration(clock: clock)
        configuration.sessionTimeout = 60
        configuration.namingProfile = .sensors
        let tracker = try makeTracker(configuration)
        tracker.applicationDidLaunch()
        clock.advance(30)
        tracker.applicationDidEnterBackground()
        clock.advance(59)
        tracker.applicationWillEnterForeground()    // same session
        clock.advance(5)
        tracker.applicationDidEnterBackground()
        clock.advance(61)
        tracker.applicationWillEnterForeground()    // new session
        XCTAssertTrue(tracker.flushToDisk())
        let messages = DatabaseReader.messages(at: configuration.databaseURL)
        let names = messages.map { $0["event"] as? String ?? "" }
        XCTAssertEqual(names, ["$AppInstall", "$AppStart", "$AppEnd", "$AppStart", "$AppEnd", "$AppStart"])
        let sessions = messages.map { ($0["properties"] as? [String: Any])?[PropertyKey.sessionID] as? Int ?? 0 }
        XCTAssertEqual(Set(sessions[0...4]).count, 1)
        XCTAssertNotEqual(sessions[5], sessions[0])
        XCTAssertEqual(sessions[5], Int((clock.now().timeIntervalSince1970 * 1000).rounded(.down)),
                       "a session is numbered by the milliseconds of its start")
        let contextSessions = messages.map { ($0["context"] as? [String: Any])?["sessionId"] as? Int ?? -1 }
        XCTAssertEqual(contextSessions, sessions)
        let durations = messages.compactMap { ($0["properties"] as? [String: Any])?["event_duration"] as? Double }
        XCTAssertEqual(durations, [30, 5])
        let resumed = messages.map { ($0["properties"] as? [String: Any])?["$resume_from_background"] as? Bool }
        XCTAssertEqual(resumed, [nil, false, nil, true, nil, true])
        let firstTime = messages.map { ($0["properties"] as? [String: Any])?["$is_first_time"] as? Bool }
        XCTAssertEqual(firstTime, [nil, true, nil, nil, nil, nil])
    }

    func testIdentifyAndResetApplyInCallOrderAndPersist() throws {
        let configuration = makeConfiguration()
        let anonymous: String
        do {
            let tracker = try Tracker(configuration: configuration)
            anonymous = tracker.anonymousId
            tracker.receive(tap())
            try tracker.identify(userId: "alice")
            tracker.receive(tap())
            tracker.reset()
            tracker.receive(tap())
            try tracker.identify(userId: "bob")
            XCTAssertTrue(tracker.flushToDisk())
            tracker.shutdown()
        }
        let messages = DatabaseReader.messages(at: configuration.databaseURL).filter { $0["type"] as? String == "track" }
        XCTAssertEqual(messages.map { $0["userId"] as? String }, [nil, "alice", nil])
        XCTAssertEqual(messages[0]["anonymousId"] as? String, anonymous)
        XCTAssertEqual(messages[1]["anonymousId"] as? String, anonymous)
        XCTAssertNotEqual(messages[2]["anonymousId"] as? String, anonymous)
        let relaunched = try makeTracker(configuration)
        XCTAssertEqual(relaunched.userId, "bob")
        XCTAssertEqual(relaunched.anonymousId, messages[2]["anonymousId"] as? String)
    }
}
