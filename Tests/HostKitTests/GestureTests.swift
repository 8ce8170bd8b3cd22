import HostKit
import HostKitFixtures
import XCTest

final class GestureTests: HostKitTestCase {
    func testLongPressFiresOnlyWhenHeldLongEnough() {
        let view = show(hk_view_new(0, 0, 100, 100))
        let target = hkf_recorder_new()
        let press = hk_long_press_gesture_new(target, "gestureFired:", 0.5)
        defer { hk_release(press); hk_release(target) }
        hk_view_add_gesture(view, press)

        XCTAssertTrue(hk_tap(view))
        XCTAssertEqual(entries, [], "a quick tap is not a long press")

        XCTAssertTrue(hk_recognize_gesture(press))
        XCTAssertEqual(entries, ["gestureFired:1", "gestureFired:3"], "Began, then Ended")
        XCTAssertEqual(hk_gesture_view(press), view)
    }

    func testPanBeginsPastItsHysteresisChangesAndEnds() {
        let view = show(hk_view_new(0, 0, 200, 200))
        let target = hkf_recorder_new()
        let pan = hk_pan_gesture_new(target, "gestureFired:")
        defer { hk_release(pan); hk_release(target) }
        hk_view_add_gesture(view, pan)

        XCTAssertTrue(hk_tap(view))
        XCTAssertEqual(entries, [], "a tap does not move: no pan")

        XCTAssertTrue(hk_pan(view, 20, 20, 0, 80, 4))
        XCTAssertEqual(entries, ["gestureFired:1", "gestureFired:2", "gestureFired:2", "gestureFired:2", "gestureFired:3"],
                       "Began at the first move past 10 points, Changed at the three moves after it, Ended when the finger lifts")
    }

    func testATapAtAPointLandsOnTheViewHitTestingFinds() {
        let outer = show(hk_view_new(0, 100, 200, 200))
        let inner = hk_view_new(50, 50, 50, 50)
        hk_view_add_subview(outer, inner)
        hk_release(inner)
        let label = hk_label_new("Title")
        hk_view_add_subview(inner, label)
        hk_release(label)
        let target = hkf_recorder_new()
        let tap = hk_tap_gesture_new(target, "gestureFired:", 1)
        defer { hk_release(tap); hk_release(target) }
        hk_view_add_gesture(inner, tap)

        XCTAssertTrue(hk_tap_at(60, 160), "on the label, which passes touches to its superview")
        XCTAssertEqual(entries, ["gestureFired:3"])
        XCTAssertTrue(hk_tap_at(10, 110), "outside the inner view")
        XCTAssertEqual(entries, ["gestureFired:3"])
    }

    func testDoubleTapNeedsTwoTaps() {
        let view = show(hk_view_new(0, 0, 100, 100))
        let target = hkf_recorder_new()
        let doubleTap = hk_tap_gesture_new(target, "gestureFired:", 2)
        defer { hk_release(doubleTap); hk_release(target) }
        hk_view_add_gesture(view, doubleTap)

        XCTAssertTrue(hk_recognize_gesture(doubleTap))
        XCTAssertEqual(entries, ["gestureFired:3"])
    }

    func testGestureActionGoesThroughUIGestureRecognizerTarget() {
        let view = show(hk_view_new(0, 0, 100, 100))
        let target = hkf_recorder_new()
        let tap = hk_tap_gesture_new(target, "gestureFired:", 1)
        defer { hk_release(tap); hk_release(target) }
        hk_view_add_gesture(view, tap)

        hkf_record_call_path(true)
        XCTAssertTrue(hk_tap(view))
        hkf_record_call_path(false)

        XCTAssertEqual(entries(fromLast: "UIApplication sendEvent:"), [
            "UIApplication sendEvent:",
            "UIWindow sendEvent:",
            "UIGestureRecognizer _updateGestureForActiveEvents",
            "UIGestureRecognizerTarget _sendActionWithGestureRecognizer:",
            "gestureFired:3",
            "UIWindow _sendTouchesForEvent:",
        ])
    }

    func testGestureRecognizerDoesNotRetainItsTargetAndRemovesTargets() {
        let target = hkf_recorder_new()
        let before = hk_retain_count(target)
        let tap = hk_tap_gesture_new(target, "gestureFired:", 1)
        defer { hk_release(tap); hk_release(target) }
        hk_gesture_add_target(tap, target, "noArgs")
        XCTAssertEqual(hk_retain_count(target), before)

        let view = show(hk_view_new(0, 0, 100, 100))
        hk_view_add_gesture(view, tap)
        hk_gesture_remove_target(tap, target, "gestureFired:")
        XCTAssertTrue(hk_tap(view))
        XCTAssertEqual(entries, ["noArgs"])

        hkf_log_reset()
        hk_gesture_remove_target(tap, nil, nil)
        XCTAssertTrue(hk_tap(view))
        XCTAssertEqual(entries, [])
    }

    func testRecognizedTapCancelsTheButtonsTouchesUnlessToldNotTo() {
        let button = show(hk_button_new("Buy"))
        let target = hkf_recorder_new()
        let tap = hk_tap_gesture_new(target, "gestureFired:", 1)
        defer { hk_release(tap); hk_release(target) }
        hk_view_add_gesture(button, tap)
        hk_control_add_target(button, target, "noArgs", UInt(HKControlEventTouchUpInside))
        hk_control_add_target(button, target, "oneArg:", UInt(HKControlEventTouchCancel))

        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(entries, ["gestureFired:3", "oneArg:UIButton"], "touch cancelled, no touch-up")

        hkf_log_reset()
        hk_gesture_set_cancels_touches_in_view(tap, false)
        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(entries, ["gestureFired:3", "noArgs"])
    }

    func testDisabledRecognizerDoesNotFire() {
        let view = show(hk_view_new(0, 0, 100, 100))
        let target = hkf_recorder_new()
        let tap = hk_tap_gesture_new(target, "gestureFired:", 1)
        defer { hk_release(tap); hk_release(target) }
        hk_view_add_gesture(view, tap)
        hk_gesture_set_enabled(tap, false)

        XCTAssertTrue(hk_tap(view))
        XCTAssertEqual(entries, [])
        XCTAssertEqual(hk_gesture_state(tap), Int32(HKGestureStatePossible))
    }
}
