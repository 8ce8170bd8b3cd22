import HostKit
import TargetActionFixtures
import Traceless
import TracelessRuntime
import XCTest

final class LifetimeTests: TargetActionTestCase {
    func testTA6ControllerDeallocatedFirstTakesItsTrackingTargetOffTheControl() throws {
        try start()
        let cart = taf_controller_new("TAFCartController", "Cart")
        let button = show(hk_button_new("Pay"))
        let tap = hk_tap_gesture_new(cart, "dismiss:", 1)
        defer { hk_release(tap) }
        hk_control_add_target(button, cart, "pay:", touchUpInside)
        let trackers = trackingTargets(on: button) + trackingTargets(on: tap)
        XCTAssertEqual(trackers.count, 2)
        let freed = deallocations(of: trackers)
        let deallocs = taf_controller_dealloc_count()

        hk_release(cart)

        XCTAssertEqual(taf_controller_dealloc_count(), deallocs + 1)
        XCTAssertEqual(freed.value, 2, "the tracking targets die with their business target")
        for tracker in trackers {
            XCTAssertFalse(taf_has_target(button, tracker), "no dangling tracking target on the control")
            XCTAssertFalse(taf_has_target(tap, tracker), "nor on the recognizer")
        }
        XCTAssertEqual(taf_control_pair_count(button), 1, "the business pair stays, as UIKit keeps it")
        XCTAssertEqual(taf_gesture_pair_count(tap), 1)
        // The business pairs now dangle (UIKit's behaviour, the business's bug): take them out.
        hk_control_remove_target(button, nil, nil, allEvents)
        hk_gesture_remove_target(tap, nil, nil)
        XCTAssertEqual(interactions, [])
    }

    func testTA6TidyControllerDeallocatedFirstThenTheControlIsStillTappable() throws {
        try start()
        let cart = taf_controller_new("TAFCartController", "Cart")
        let button = show(hk_button_new("Pay"))
        taf_controller_keep(cart, button, true)
        hk_control_add_target(button, cart, "pay:", touchUpInside)
        hk_control_add_target(button, controller, "cancel:", touchUpInside)
        let freed = deallocations(of: trackingTargets(on: button))

        hk_release(cart)
        XCTAssertTrue(hk_tap(button))

        XCTAssertEqual(freed.value, 1, "the cart's tracking target went with the cart")
        XCTAssertEqual(log, ["dealloc TAFCartController", "cancel:UIButton"])
        XCTAssertEqual(interactions.map(\.elementKey), ["TAFCheckoutController.UIButton(UIButton[0]).cancel:.TouchUpInside"])
    }

    func testTA6ControlDeallocatedFirstFreesTheTrackingTargetWithItsLastControl() throws {
        try start()
        // A pool of their own, so that nothing autoreleased outlives the buttons' removal.
        let (first, second) = withAutoreleasePool { (show(hk_button_new("Pay")), show(hk_button_new("Pay too"))) }
        hk_control_add_target(first, controller, "pay:", touchUpInside)
        hk_control_add_target(second, controller, "pay:", touchUpInside)
        let trackers = trackingTargets(on: first)
        XCTAssertEqual(trackers, trackingTargets(on: second), "one key: one tracking target on both")
        let freed = deallocations(of: trackers)

        hk_view_remove_from_superview(first)
        XCTAssertEqual(freed.value, 0, "still serving the second button")
        XCTAssertTrue(hk_tap(second))
        XCTAssertEqual(interactions.count, 1)

        hk_view_remove_from_superview(second)
        XCTAssertEqual(freed.value, 1, "freed with the last control it served")
    }

    func testTA6RecognizerDeallocatedFirstFreesItsTrackingTarget() throws {
        try start()
        let tap = hk_tap_gesture_new(controller, "dismiss:", 1)
        let freed = deallocations(of: trackingTargets(on: tap))

        hk_release(tap)

        XCTAssertEqual(freed.value, 1)
    }

    func testTA6ControllerReleasedByItsOwnActionDoesNotCrashTheDispatch() throws {
        try start()
        let cart = taf_controller_new("TAFCartController", "Cart")
        let close = show(hk_button_new("Close"))
        hk_control_add_target(close, cart, "close:", touchUpInside)
        let trackers = trackingTargets(on: close)
        let freed = deallocations(of: trackers)

        XCTAssertTrue(hk_tap(close))  // close: releases the cart, our +1

        XCTAssertEqual(log, ["close:UIButton", "dealloc TAFCartController"])
        XCTAssertEqual(interactions.map(\.elementKey), ["TAFCheckoutController.UIButton(UIButton[0]).close:.TouchUpInside"],
                       "reported before the action ran, so the dying target's tracker was not called after its death")
        XCTAssertEqual(freed.value, 1)
        XCTAssertFalse(taf_has_target(close, trackers[0]))
        XCTAssertEqual(taf_control_pair_count(close), 1, "only the business pair, dangling as UIKit leaves it")
        hk_control_remove_target(close, nil, nil, allEvents)
    }

    func testStopLeavesNoTrackingTargetBehindAndRestoresEveryMethod() throws {
        let points: [(String, String)] = [
            ("UIControl", "addTarget:action:forControlEvents:"), ("UIControl", "removeTarget:action:forControlEvents:"),
            ("UIGestureRecognizer", "initWithTarget:action:"), ("UIGestureRecognizer", "addTarget:action:"),
            ("UIGestureRecognizer", "removeTarget:action:"),
        ]
        let before = points.map { taf_imp($0.0, $0.1) }
        try start()
        XCTAssertNotEqual(points.map { taf_imp($0.0, $0.1) }, before, "hooked while running")
        let button = show(hk_button_new("Pay"))
        let view = show(hk_view_new(0, 0, 100, 100))
        let tap = hk_tap_gesture_new(controller, "dismiss:", 1)
        defer { hk_release(tap) }
        hk_view_add_gesture(view, tap)
        hk_control_add_target(button, controller, "pay:", touchUpInside | touchDown)
        let trackers = trackingTargets(on: button) + trackingTargets(on: tap)
        XCTAssertEqual(trackers.count, 3)
        // allTargets returns an autoreleased set that retains the targets: drain it at once.
        XCTAssertEqual(withAutoreleasePool { hk_control_target_count(button) }, 1, "allTargets answers as without Traceless")
        let freed = deallocations(of: trackers)

        registry?.stop()

        XCTAssertEqual(freed.value, 3, "every tracking target freed")
        XCTAssertEqual(withAutoreleasePool { hk_control_target_count(button) }, 1, "only the business target")
        XCTAssertEqual(taf_control_pair_count(button), 1)
        XCTAssertEqual(taf_gesture_pair_count(tap), 1)
        XCTAssertEqual(points.map { taf_imp($0.0, $0.1) }, before, "every method as it was")
        XCTAssertTrue(hk_tap(button))
        XCTAssertTrue(hk_recognize_gesture(tap))
        XCTAssertEqual(log, ["pay:UIButton", "pay:UIButton", "dismiss:UITapGestureRecognizer"], "business untouched")
        XCTAssertEqual(interactions, [])
    }

    func testARestartTracksOldPairsOnScreenAndNewOnesOnce() throws {
        try start()
        let old = show(hk_button_new("Old"))
        hk_control_add_target(old, controller, "pay:", touchUpInside)
        registry?.stop()
        try start()
        let new = show(hk_button_new("New"))
        hk_control_add_target(new, controller, "pay:", touchUpInside)

        XCTAssertTrue(hk_tap(old))
        XCTAssertTrue(hk_tap(new))

        XCTAssertEqual(log, ["pay:UIButton", "pay:UIButton"])
        XCTAssertEqual(interactions.map(\.element?.text), ["Old", "New"], "the old pair, on screen, is found again at start")
        XCTAssertEqual(trackingTargets(on: old).count, 1)
        XCTAssertEqual(trackingTargets(on: new).count, 1)
    }
}
