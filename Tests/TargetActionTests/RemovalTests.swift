import HostKit
import TargetActionFixtures
import Traceless
import XCTest

final class RemovalTests: TargetActionTestCase {
    func testTA5RemovingThePairStopsTrackingAndFreesItsTrackingTarget() throws {
        try start()
        let button = show(hk_button_new("Pay"))
        hk_control_add_target(button, controller, "pay:", touchUpInside)
        let freed = deallocations(of: trackingTargets(on: button))

        hk_control_remove_target(button, controller, "pay:", touchUpInside)

        XCTAssertEqual(freed.value, 1)
        XCTAssertEqual(taf_control_pair_count(button), 0, "no tracking target left behind")
        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(log, [])
        XCTAssertEqual(interactions, [])
    }

    func testTA5NilTargetRemovesThatActionForEveryTarget() throws {
        try start()
        let cart = taf_controller_new("TAFCartController", "Cart")
        defer { hk_release(cart) }
        let button = show(hk_button_new("Pay"))
        hk_control_add_target(button, controller, "pay:", touchUpInside)
        hk_control_add_target(button, cart, "pay:", touchUpInside)
        hk_control_add_target(button, cart, "cancel:", touchUpInside)

        hk_control_remove_target(button, nil, "pay:", touchUpInside)
        XCTAssertTrue(hk_tap(button))

        XCTAssertEqual(log, ["cancel:UIButton"])
        XCTAssertEqual(interactions.map(\.elementKey), ["TAFCheckoutController.UIButton(UIButton[0]).cancel:.TouchUpInside"])
        XCTAssertEqual(trackingTargets(on: button).count, 1)
    }

    func testTA5NullActionRemovesEveryActionOfThatTarget() throws {
        try start()
        let cart = taf_controller_new("TAFCartController", "Cart")
        defer { hk_release(cart) }
        let button = show(hk_button_new("Pay"))
        hk_control_add_target(button, controller, "pay:", touchUpInside)
        hk_control_add_target(button, controller, "cancel:", touchUpInside)
        hk_control_add_target(button, cart, "pay:", touchUpInside)

        hk_control_remove_target(button, controller, nil, touchUpInside)
        XCTAssertTrue(hk_tap(button))

        XCTAssertEqual(log, ["pay:UIButton"])
        XCTAssertEqual(interactions.map(\.elementKey), ["TAFCheckoutController.UIButton(UIButton[0]).pay:.TouchUpInside"])
    }

    func testTA5NilTargetAndNullActionRemoveEverything() throws {
        try start()
        let button = show(hk_button_new("Pay"))
        hk_control_add_target(button, controller, "pay:", touchUpInside | touchDown)
        hk_control_add_target(button, controller, "cancel:", touchUpInside)
        let freed = deallocations(of: trackingTargets(on: button))

        hk_control_remove_target(button, nil, nil, allEvents)

        XCTAssertEqual(freed.value, 3)
        XCTAssertEqual(taf_control_pair_count(button), 0)
        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(interactions, [])
    }

    func testTA5RemovingSomeEventsKeepsTrackingTheOthers() throws {
        try start()
        let button = show(hk_button_new("Pay"))
        hk_control_add_target(button, controller, "pay:", touchUpInside | touchDown)

        hk_control_remove_target(button, controller, "pay:", touchDown)
        XCTAssertTrue(hk_tap(button))

        XCTAssertEqual(log, ["pay:UIButton"])
        XCTAssertEqual(interactions.map(\.controlEvent), [touchUpInside])
    }

    func testTA5AddingAgainAfterRemovalTracksAgain() throws {
        try start()
        let button = show(hk_button_new("Pay"))
        hk_control_add_target(button, controller, "pay:", touchUpInside)
        hk_control_remove_target(button, controller, "pay:", touchUpInside)
        hk_control_add_target(button, controller, "pay:", touchUpInside)

        XCTAssertTrue(hk_tap(button))

        XCTAssertEqual(log, ["pay:UIButton"])
        XCTAssertEqual(interactions.count, 1)
    }

    func testTA5GestureRemoveTargetWithExactPairNilTargetAndNullAction() throws {
        try start()
        let view = show(hk_view_new(0, 0, 100, 100))
        let exact = hk_tap_gesture_new(controller, "dismiss:", 1)
        let anyTarget = hk_tap_gesture_new(controller, "dismiss:", 2)
        let anyAction = hk_tap_gesture_new(controller, "dismiss:", 3)
        defer { hk_release(exact); hk_release(anyTarget); hk_release(anyAction) }
        let shared = Set([exact, anyTarget, anyAction].flatMap { trackingTargets(on: $0) })
        XCTAssertEqual(shared.count, 1, "one key, so one tracking target serves all three recognizers")
        let freed = deallocations(of: Array(shared))

        hk_gesture_remove_target(exact, controller, "dismiss:")
        hk_gesture_remove_target(anyTarget, nil, "dismiss:")
        XCTAssertEqual(freed.value, 0, "still registered on the third")
        hk_gesture_remove_target(anyAction, controller, nil)

        XCTAssertEqual(freed.value, 1, "freed with its last registration")
        for recognizer in [exact, anyTarget, anyAction] {
            XCTAssertEqual(taf_gesture_pair_count(recognizer), 0)
            hk_view_add_gesture(view, recognizer)
            XCTAssertTrue(hk_recognize_gesture(recognizer))
        }
        XCTAssertEqual(log, [])
        XCTAssertEqual(interactions, [])
    }
}
