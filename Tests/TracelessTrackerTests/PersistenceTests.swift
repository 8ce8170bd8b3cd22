import Foundation
import Traceless
@testable import TracelessTracker
import XCTest

/// TR16: super-properties and the session id survive a relaunch (the session only within
/// its timeout).
final class PersistenceTests: XCTestCase {
    private func properties(_ message: [String: Any]?) -> [String: Any] { message?["properties"] as? [String: Any] ?? [:] }

    func testTR16SuperPropertiesSurviveARelaunch() throws {
        var configuration = makeConfiguration()
        configuration.superProperties = ["build": "42"]
        do {
            let tracker = try Tracker(configuration: configuration)
            try tracker.register(["plan": "pro", "seats": 3, "ratio": 3.0, "trial": true, "tags": ["a", 1], "gone": "soon"])
            tracker.unregister(["gone"])
            XCTAssertTrue(tracker.shutdown())
        }
        let relaunched = try makeTracker(configuration)
        let receipt = try relaunched.track("After Relaunch")
        XCTAssertEqual(receipt.waitUntilDurable(), .durable)
        let stored = properties(DatabaseReader.messages(at: configuration.databaseURL).last)
        XCTAssertEqual(stored["plan"] as? String, "pro")
        XCTAssertEqual(stored["seats"] as? Int, 3)
        XCTAssertEqual(stored["trial"] as? Bool, true)
        XCTAssertEqual(stored["build"] as? String, "42", "configured super-properties still apply")
        XCTAssertNil(stored["gone"], "unregister is persisted too")
        XCTAssertEqual(PersistedProperties.decode(PersistedProperties.encode(["ratio": 3.0, "seats": 3, "trial": true])!),
                       ["ratio": 3.0, "seats": 3, "trial": true], "each value keeps its type")
    }

    func testTR16SessionSurvivesARelaunchWithinItsTimeout() throws {
        let clock = TestClock()
        var configuration = makeConfiguration(clock: clock)
        configuration.sessionTimeout = 1_800
        func launch() throws -> String {
            let tracker = try Tracker(configuration: configuration)
            tracker.applicationDidLaunch()
            let receipt = try tracker.track("Opened")
            XCTAssertEqual(receipt.waitUntilDurable(), .durable)
            XCTAssertTrue(tracker.shutdown())
            let context = DatabaseReader.messages(at: configuration.databaseURL).last?["context"] as? [String: Any]
            return (context?["sessionId"] as? Int).map(String.init) ?? ""
        }
        let first = try launch()
        clock.advance(600)
        XCTAssertEqual(try launch(), first, "relaunched 10 minutes later: the same session")
        clock.advance(1_801)
        let third = try launch()
        XCTAssertNotEqual(third, first, "relaunched after the timeout: a new session")
        XCTAssertFalse(third.isEmpty)
    }
}
