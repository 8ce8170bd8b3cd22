import Foundation
import HostKit
import Traceless
import TracelessPageView
import XCTest

/// PV1: a page leave carries how long the page was visible, on a monotonic clock.
final class DurationTests: PageViewTestCase {
    func testPV1_pageLeaveDurationIsTheTimeBetweenAppearAndDisappear() throws {
        let clock = ManualClock()
        try start(clock: clock.pageClock)
        let list = controller("List")
        let nav = navigation(root: list)
        showAsRoot(nav)
        clock.advance(seconds: 2.5)
        XCTAssertTrue(hk_push(nav, controller("Detail")))
        clock.advance(seconds: 0.75)
        XCTAssertTrue(hk_pop(nav))

        let leaves = sink.interactions.all.filter { $0.kind == .pageDisappear }
        XCTAssertEqual(leaves.map { $0.screen?.title }, ["List", "Detail"])
        XCTAssertEqual(try XCTUnwrap(leaves[0].duration), 2.5, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(leaves[1].duration), 0.75, accuracy: 1e-9)
    }

    func testPV1_pageLeaveDurationOnTheSystemClockReflectsElapsedTime() throws {
        try start()
        let home = controller("Home"), next = controller("Next")
        let before = PageClock.monotonic.now()
        showAsRoot(home)
        hk_window_set_root(window, next)
        let elapsed = Double(PageClock.monotonic.now() - before) / 1e9

        let leave = try XCTUnwrap(sink.interactions.all.first { $0.kind == .pageDisappear })
        let duration = try XCTUnwrap(leave.duration)
        XCTAssertGreaterThan(duration, 0, "time passed between appearing and leaving")
        XCTAssertLessThanOrEqual(duration, elapsed, "no longer than the test measured around both")
    }

    func testPV1_eachAppearanceStartsItsOwnDuration() throws {
        let clock = ManualClock()
        try start(clock: clock.pageClock)
        let list = controller("List")
        let nav = navigation(root: list)
        showAsRoot(nav)
        clock.advance(seconds: 10)
        XCTAssertTrue(hk_push(nav, controller("Detail")))
        XCTAssertTrue(hk_pop(nav))
        clock.advance(seconds: 1)
        XCTAssertTrue(hk_push(nav, controller("Other")))

        let listLeaves = sink.interactions.all.filter { $0.kind == .pageDisappear && $0.screen?.title == "List" }
        XCTAssertEqual(listLeaves.compactMap(\.duration), [10, 1])
    }

    /// TR17: the duration comes from the page clock (monotonic, counting time asleep), the
    /// timestamp from the wall clock; a half hour the page stayed open while the app sat
    /// suspended counts in full.
    func testTR17_pageDurationFollowsThePageClockAndTimestampsTheWallClock() throws {
        let clock = ManualClock()
        try start(clock: clock.pageClock)
        let home = controller("Home"), next = controller("Next")
        showAsRoot(home)
        clock.advance(seconds: 1_800)
        let before = Date()
        hk_window_set_root(window, next)
        let after = Date()

        let leave = try XCTUnwrap(sink.interactions.all.first { $0.kind == .pageDisappear })
        XCTAssertEqual(try XCTUnwrap(leave.duration), 1_800, accuracy: 1e-9)
        XCTAssertTrue((before...after).contains(leave.timestamp), "stamped by the wall clock when it happened")
    }
}
