import HostKit
import HostKitFixtures
import XCTest

final class ControlTests: HostKitTestCase {
    func testControlDoesNotRetainItsTarget() {
        let button = show(hk_button_new("Buy"))
        let target = hkf_recorder_new()
        let before = hk_retain_count(target)
        hk_control_add_target(button, target, "noArgs", UInt(HKControlEventTouchUpInside))
        XCTAssertEqual(hk_retain_count(target), before)

        let deallocs = hkf_dealloc_count()
        hk_release(target)
        XCTAssertEqual(hkf_dealloc_count(), deallocs + 1, "the target deallocates while the control lives")
        XCTAssertEqual(hk_control_all_events(button), UInt(HKControlEventTouchUpInside),
                       "the pair stays: UIKit does not notice that its target is gone")
    }

    func testTapCallsActionsOfZeroOneAndTwoArgumentsWithSenderAndTouchEvent() {
        let button = show(hk_button_new("Buy"))
        let target = hkf_recorder_new()
        defer { hk_release(target) }
        let upInside = UInt(HKControlEventTouchUpInside)
        hk_control_add_target(button, target, "noArgs", upInside)
        hk_control_add_target(button, target, "oneArg:", upInside)
        hk_control_add_target(button, target, "twoArgs:event:", upInside)

        XCTAssertTrue(hk_tap(button))

        XCTAssertEqual(entries, ["noArgs", "oneArg:UIButton", "twoArgs:UIButton:event(1 touch)"])
        XCTAssertEqual(hkf_recorder_last_sender(target), button)
        XCTAssertEqual(hkf_event_touch_count(hkf_recorder_last_event(target)), 1)
    }

    func testATrackedTapSendsDownThenUpAndTheSecondOfTwoQuickTapsRepeats() {
        let control = show(hkf_choosy_control_new(true, true))
        XCTAssertTrue(hk_tap_repeatedly(control, 2))
        XCTAssertEqual(entries, [
            "began", "send TouchDown", "send TouchUpInside", "began", "send TouchDown", "send TouchDownRepeat", "send TouchUpInside",
        ])
        XCTAssertFalse(hk_control_is_tracking(control))
    }

    func testAControlThatDeclinesTheTouchSendsNothingForIt() {
        let control = show(hkf_choosy_control_new(false, true))
        XCTAssertTrue(hk_tap(control))
        XCTAssertTrue(hk_pan(control, 50, 22, 20, 0, 3))
        hk_control_send_actions(control, UInt(HKControlEventTouchCancel))
        XCTAssertEqual(entries, ["began", "began", "send TouchCancel"], "before the app's own send, no TouchDown, no drags, no TouchUp: UIControl tracks nothing")
        XCTAssertFalse(hk_control_is_tracking(control))
    }

    func testAControlThatStopsTrackingMidDragSendsNoMoreAndNoTouchUp() {
        let control = show(hkf_choosy_control_new(true, false))
        XCTAssertTrue(hk_pan(control, 50, 22, 20, 0, 3))
        XCTAssertEqual(entries, ["began", "send TouchDown"])
        XCTAssertFalse(hk_control_is_tracking(control))
    }

    func testADragThatLeavesTheControlExitsThenDragsAndLiftsOutside() {
        let control = show(hkf_choosy_control_new(true, true))
        XCTAssertTrue(hk_pan(control, 50, 22, 0, 200, 4))
        XCTAssertEqual(entries, [
            "began", "send TouchDown", "send TouchDragInside", "send TouchDragExit", "send TouchDragOutside", "send TouchDragOutside",
            "send TouchDragOutside", "send TouchUpOutside",
        ], "UIKit's margin is generous: 50 points below is still inside")
    }

    func testProgrammaticSendActionsCarriesNilEvent() {
        let button = show(hk_button_new("Buy"))
        let target = hkf_recorder_new()
        defer { hk_release(target) }
        hk_control_add_target(button, target, "twoArgs:event:", UInt(HKControlEventTouchUpInside))

        hk_control_send_actions(button, UInt(HKControlEventTouchUpInside))

        XCTAssertEqual(entries, ["twoArgs:UIButton:nil"])
        XCTAssertNil(hkf_recorder_last_event(target))
    }

    func testRemoveTargetWithNilTargetOrNullActionFollowsUIKit() {
        let button = show(hk_button_new("Buy"))
        let first = hkf_recorder_new(), second = hkf_recorder_new()
        defer { hk_release(first); hk_release(second) }
        let upInside = UInt(HKControlEventTouchUpInside)
        hk_control_add_target(button, first, "noArgs", upInside)
        hk_control_add_target(button, first, "oneArg:", upInside)
        hk_control_add_target(button, second, "noArgs", upInside)
        hk_control_add_target(button, second, "oneArg:", upInside)

        hk_control_remove_target(button, nil, "noArgs", upInside)
        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(entries, ["oneArg:UIButton", "oneArg:UIButton"], "nil target: that action, every target")

        hkf_log_reset()
        hk_control_remove_target(button, first, nil, upInside)
        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(entries, ["oneArg:UIButton"], "NULL action: every action of that target")
        XCTAssertEqual(hk_control_target_count(button), 1)
    }

    func testRemovingSomeEventsKeepsThePairForTheOthers() {
        let button = show(hk_button_new("Buy"))
        let target = hkf_recorder_new()
        defer { hk_release(target) }
        let events = UInt(HKControlEventTouchDown | HKControlEventTouchUpInside)
        hk_control_add_target(button, target, "noArgs", events)
        hk_control_remove_target(button, target, "noArgs", UInt(HKControlEventTouchDown))

        XCTAssertEqual(hk_control_all_events(button), UInt(HKControlEventTouchUpInside))
        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(entries, ["noArgs"])
    }

    func testTapGoesThroughUIKitsCallPath() {
        let button = show(hk_button_new("Buy"))
        let target = hkf_recorder_new()
        defer { hk_release(target) }
        hk_control_add_target(button, target, "noArgs", UInt(HKControlEventTouchUpInside))

        hkf_record_call_path(true)
        XCTAssertTrue(hk_tap(button))
        hkf_record_call_path(false)

        XCTAssertEqual(entries(fromLast: "UIApplication sendEvent:"), [
            "UIApplication sendEvent:",
            "UIWindow sendEvent:",
            "UIWindow _sendTouchesForEvent:",
            "UIControl touchesEnded:withEvent:",
            "UIControl _sendActionsForEvents:withEvent:",
            "UIControl sendAction:to:forEvent:",
            "UIApplication sendAction:to:from:forEvent:",
            "noArgs",
            // UIControl.mm: a button's TouchUpInside is followed by PrimaryActionTriggered
            // (nested, same event), which has no actions here.
            "UIControl _sendActionsForEvents:withEvent:",
        ])
    }

    func testNilTargetActionTravelsUpTheResponderChain() {
        let controller = hkf_lifecycle_controller_new("Screen")
        defer { hk_release(controller) }
        hk_window_set_root(window, controller)
        let button = hk_button_new("Buy")
        hk_view_add_subview(hk_view_controller_view(controller), button)
        hk_release(button)
        hkf_log_reset()

        hk_control_add_target(button, nil, "chainAction:", UInt(HKControlEventTouchUpInside))
        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(entries, ["Screen chainAction"])
        XCTAssertFalse(hkf_send_nil_targeted_action("nobodyAnswers:", button))
    }

    func testDisabledControlSendsNothing() {
        let button = show(hk_button_new("Buy"))
        let target = hkf_recorder_new()
        defer { hk_release(target) }
        hk_control_add_target(button, target, "noArgs", HKControlEventAllEvents)
        hk_control_set_enabled(button, false)

        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(entries, [])
    }

    func testHiddenViewCannotBeTapped() {
        let button = show(hk_button_new("Buy"))
        hk_view_set_hidden(button, true)
        XCTAssertFalse(hk_tap(button))
        let offscreen = hk_button_new("Nowhere")
        defer { hk_release(offscreen) }
        XCTAssertFalse(hk_tap(offscreen))
    }

    func testSwitchTapTogglesAndSendsValueChanged() {
        let toggle = show(hk_switch_new(false))
        let target = hkf_recorder_new()
        defer { hk_release(target) }
        hk_control_add_target(toggle, target, "oneArg:", UInt(HKControlEventValueChanged))

        XCTAssertTrue(hk_tap(toggle))
        XCTAssertTrue(hk_switch_is_on(toggle))
        XCTAssertEqual(entries, ["oneArg:UISwitch"])
    }

    func testSegmentTapSendsValueChangedOnlyWhenTheSelectionChanges() {
        let segmented = show(hk_segmented_new())
        hk_segmented_add_segment(segmented, "Day")
        hk_segmented_add_segment(segmented, "Week")
        let target = hkf_recorder_new()
        defer { hk_release(target) }
        hk_control_add_target(segmented, target, "oneArg:", UInt(HKControlEventValueChanged))

        XCTAssertTrue(hk_tap_segment(segmented, 1))
        XCTAssertEqual(hk_segmented_selected_index(segmented), 1)
        XCTAssertTrue(hk_tap_segment(segmented, 1))
        XCTAssertEqual(entries, ["oneArg:UISegmentedControl"])
        XCTAssertFalse(hk_tap_segment(segmented, 2))
    }

    func testTypingBeginsEditingAndSendsEditingChangedPerCharacter() {
        let field = show(hk_text_field_new("Password"))
        hk_text_field_set_secure(field, true)
        let target = hkf_recorder_new()
        defer { hk_release(target) }
        hk_control_add_target(field, target, "noArgs", UInt(HKControlEventEditingDidBegin))
        hk_control_add_target(field, target, "twoArgs:event:", UInt(HKControlEventEditingChanged))

        XCTAssertTrue(hk_type_text(field, "ab"))

        XCTAssertEqual(String(cString: hk_text_field_text(field)), "ab")
        XCTAssertTrue(hk_text_field_is_secure(field))
        XCTAssertEqual(entries, ["noArgs", "twoArgs:UITextField:nil", "twoArgs:UITextField:nil"])
    }
}
