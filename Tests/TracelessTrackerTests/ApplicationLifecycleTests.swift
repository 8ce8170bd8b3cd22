import Foundation
#if canImport(HostKit)
import HostKit
#endif
@testable import TracelessTracker
import XCTest

/// ID11: the lifecycle events and the upload on entering the background come from UIKit's
/// notifications, without calls; an app that calls too records nothing twice. The first
/// launch with a queue is also the install.
final class ApplicationLifecycleTests: XCTestCase {
    private func names(_ configuration: TrackerConfiguration) -> [String] {
        DatabaseReader.messages(at: configuration.databaseURL).map { $0["event"] as? String ?? "" }
    }

    private func resumed(_ configuration: TrackerConfiguration) -> [Bool?] {
        DatabaseReader.messages(at: configuration.databaseURL).map {
            ($0["properties"] as? [String: Any])?["from_background"] as? Bool
        }
    }

    func testID11AppOpenedAfterAnAppEndStartsAgain() throws {
        // What the demo showed: events after a backgrounded event without a new opened one.
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        tracker.applicationDidLaunch()
        tracker.receive(tap())
        tracker.applicationDidEnterBackground()
        tracker.receive(tap())
        XCTAssertTrue(tracker.flushToDisk())
        XCTAssertEqual(names(configuration), ["Application Installed", "Application Opened", "Element Clicked", "Application Backgrounded", "Application Opened", "Element Clicked"])
        XCTAssertEqual(resumed(configuration), [nil, false, nil, nil, true, nil])
    }

    func testID11RepeatedCallsRecordEachTransitionOnce() throws {
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        tracker.applicationDidLaunch()
        tracker.applicationDidLaunch()
        tracker.applicationWillEnterForeground()     // already in the foreground
        tracker.applicationDidEnterBackground()
        tracker.applicationDidEnterBackground()
        tracker.applicationWillEnterForeground()
        tracker.applicationDidLaunch()               // not a launch any more
        XCTAssertTrue(tracker.flushToDisk())
        XCTAssertEqual(names(configuration), ["Application Installed", "Application Opened", "Application Backgrounded", "Application Opened"])
    }

    func testID11FoundationsNotificationCenterIsNotTheOneObserved() throws {
        // swift-corelibs-foundation's center is a separate one on Linux: posting there is
        // not what UIKit-style Objective-C code does, and the tracker does not hear it.
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        tracker.applicationDidLaunch()
        NotificationCenter.default.post(name: Notification.Name("UIApplicationDidEnterBackgroundNotification"), object: nil)
        XCTAssertTrue(tracker.flushToDisk())
        XCTAssertEqual(names(configuration), ["Application Installed", "Application Opened"])
    }

    #if canImport(HostKit)
    func testID11LifecycleEventsWithoutCalls() throws {
        let clock = TestClock()
        let configuration = makeConfiguration(clock: clock)
        let tracker = try makeTracker(configuration)
        hk_application_launch()
        tracker.receive(tap())
        clock.advance(20)
        hk_application_enter_background()
        clock.advance(60)
        hk_application_enter_foreground()
        tracker.receive(tap())
        hk_application_terminate()                     // flushes to disk by itself
        XCTAssertEqual(names(configuration),
                       ["Application Installed", "Application Opened", "Element Clicked", "Application Backgrounded", "Application Opened", "Element Clicked", "Application Backgrounded"])
        XCTAssertEqual(resumed(configuration), [nil, false, nil, nil, true, nil, nil])
        let durations = DatabaseReader.messages(at: configuration.databaseURL).compactMap {
            ($0["properties"] as? [String: Any])?["duration"] as? Double
        }
        XCTAssertEqual(durations, [20, 0])
    }

    func testID11NoDoubleEventsWhenTheAppCallsToo() throws {
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        tracker.applicationDidLaunch()                 // from the app delegate...
        hk_application_launch()                        // ...and the notification
        tracker.applicationDidEnterBackground()
        hk_application_enter_background()
        hk_application_enter_foreground()
        tracker.applicationWillEnterForeground()
        XCTAssertTrue(tracker.flushToDisk())
        XCTAssertEqual(names(configuration), ["Application Installed", "Application Opened", "Application Backgrounded", "Application Opened"])
    }

    func testID11TrackerMadeAfterLaunchStartsOnDidBecomeActive() throws {
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        hk_application_enter_foreground()              // will enter foreground, did become active
        XCTAssertTrue(tracker.flushToDisk())
        XCTAssertEqual(names(configuration), ["Application Installed", "Application Opened"])
    }

    func testID11ObservationCanBeTurnedOffAndStopsAtShutdown() throws {
        var configuration = makeConfiguration()
        configuration.observesApplicationLifecycle = false
        let off = try makeTracker(configuration)
        hk_application_launch()
        XCTAssertTrue(off.flushToDisk())
        XCTAssertEqual(names(configuration), [])

        let second = makeConfiguration()
        let stopped = try Tracker(configuration: second)
        stopped.shutdown()
        hk_application_launch()                        // the observer is gone: no crash, no event
        XCTAssertEqual(names(second), [])
    }

    func testID11EnteringTheBackgroundUploads() async throws {
        let (collector, url) = try await startCollector()
        let configuration = makeConfiguration(uploadURL: url)
        let tracker = try makeTracker(configuration)
        hk_application_launch()
        try tracker.track("Viewed Cart")
        hk_application_enter_background()
        await eventually("the upload on entering the background") {
            await collector.events.map(\.event) == ["Application Installed", "Application Opened", "Viewed Cart", "Application Backgrounded"]
        }
    }
    #endif
}
