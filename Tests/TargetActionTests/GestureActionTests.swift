import HostKit
import TargetActionFixtures
import Traceless
import XCTest

final class GestureActionTests: TargetActionTestCase {
    func testTA2GestureMadeWithInitWithTargetActionIsTrackedOnce() throws {
        try start()
        let backdrop = show(hk_view_new(0, 0, 100, 100))
        let tap = hk_tap_gesture_new(controller, "dismiss:", 1)
        defer { hk_release(tap) }
        hk_view_add_gesture(backdrop, tap)

        XCTAssertEqual(taf_gesture_pair_count(tap), 2, "the business pair and one tracking target, though init calls addTarget:action:")
        XCTAssertTrue(hk_recognize_gesture(tap))

        XCTAssertEqual(log, ["dismiss:UITapGestureRecognizer"])
        XCTAssertEqual(interactions.count, 1)
        let interaction = try XCTUnwrap(interactions.first)
        XCTAssertEqual(interaction.kind, .gesture)
        XCTAssertEqual(interaction.gesture, Gesture(recognizerClass: "UITapGestureRecognizer", state: 3))
        XCTAssertEqual(interaction.selector, "dismiss:")
        XCTAssertEqual(interaction.elementKey, "TAFCheckoutController.UITapGestureRecognizer(UIView[0]).dismiss:")
        XCTAssertEqual(interaction.element?.className, "UIView", "the element is the view the gesture is on")
        XCTAssertEqual(interaction.screen?.controllerClass, "TAFCheckoutController")
        XCTAssertNil(interaction.controlEvent)
    }

    func testTA2GestureMadeWithInitThenAddTargetIsTrackedOnce() throws {
        try start()
        let backdrop = show(hk_view_new(0, 0, 100, 100))
        let tap = taf_tap_gesture_new_plain()
        defer { hk_release(tap) }
        XCTAssertEqual(taf_gesture_pair_count(tap), 0)
        hk_gesture_add_target(tap, controller, "dismiss:")
        hk_gesture_add_target(tap, controller, "dismiss:")
        hk_view_add_gesture(backdrop, tap)

        XCTAssertEqual(taf_gesture_pair_count(tap), 2, "a pair added twice is kept once, and so is its tracking target")
        XCTAssertTrue(hk_recognize_gesture(tap))

        XCTAssertEqual(log, ["dismiss:UITapGestureRecognizer"])
        XCTAssertEqual(interactions.map(\.elementKey), ["TAFCheckoutController.UITapGestureRecognizer(UIView[0]).dismiss:"])
    }

    func testTA2ContinuousGestureIsReportedOnceWhenItBegins() throws {
        try start()
        let view = show(hk_view_new(0, 0, 100, 100))
        let press = hk_long_press_gesture_new(controller, "tapSender:", 0.5)
        defer { hk_release(press) }
        hk_view_add_gesture(view, press)

        XCTAssertTrue(hk_tap(view))
        XCTAssertEqual(interactions.map(\.kind), [.deadTap], "a quick tap is not a long press: nothing answered it")
        XCTAssertTrue(hk_recognize_gesture(press))
        XCTAssertTrue(hk_recognize_gesture(press))

        XCTAssertEqual(log.count, 4, "Began and Ended reach the business action, twice")
        XCTAssertEqual(interactions.dropFirst().map(\.gesture), [Gesture(recognizerClass: "UILongPressGestureRecognizer", state: 1),
                                                                 Gesture(recognizerClass: "UILongPressGestureRecognizer", state: 1)])
    }

    func testTA3OneActionBoundToAGestureAndAButtonReportsEachOnItsOwn() throws {
        try start()
        let backdrop = show(hk_view_new(0, 100, 320, 300))
        let cancel = show(hk_button_new("Cancel"))
        let tap = hk_tap_gesture_new(controller, "dismiss:", 1)
        defer { hk_release(tap) }
        hk_view_add_gesture(backdrop, tap)
        hk_control_add_target(cancel, controller, "dismiss:", touchUpInside)

        XCTAssertTrue(hk_tap(cancel))
        XCTAssertEqual(log, ["dismiss:UIButton"])
        XCTAssertEqual(interactions.map(\.kind), [.controlAction], "a button tap: one control event, no gesture event")
        XCTAssertEqual(interactions.last?.elementKey, "TAFCheckoutController.UIButton(UIButton[0]).dismiss:.TouchUpInside")

        XCTAssertTrue(hk_recognize_gesture(tap))
        XCTAssertEqual(log, ["dismiss:UIButton", "dismiss:UITapGestureRecognizer"])
        XCTAssertEqual(interactions.map(\.kind), [.controlAction, .gesture], "a gesture: one gesture event, no control event")
        XCTAssertEqual(interactions.last?.elementKey, "TAFCheckoutController.UITapGestureRecognizer(UIView[0]).dismiss:")
    }
}
