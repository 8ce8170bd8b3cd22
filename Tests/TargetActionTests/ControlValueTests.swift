import Foundation
import HostKit
import TargetActionFixtures
import Traceless
import TracelessRuntime
import XCTest

/// A value control reports its value after the user changed it (`Element.value`,
/// `$element_value`); a slider or stepper once per finger, when it lifts.
final class ControlValueTests: TargetActionTestCase {
    private let valueChanged = UInt(HKControlEventValueChanged)

    func testID7_aSwitchReportsItsStateAfterTheChange() throws {
        try start()
        let toggle = show(hk_switch_new(false))
        hk_control_add_target(toggle, controller, "toggle:", valueChanged)
        XCTAssertTrue(hk_tap(toggle))
        XCTAssertTrue(hk_tap(toggle))
        XCTAssertEqual(log, ["toggle:UISwitch", "toggle:UISwitch"])
        XCTAssertEqual(interactions.map { $0.element?.value }, [.bool(true), .bool(false)])
    }

    func testID7_aSegmentedControlReportsTheSelectedIndexAndItsTitle() throws {
        try start()
        let segmented = show(hk_segmented_new())
        for title in ["Day", "Week", "Month"] { hk_segmented_add_segment(segmented, title) }
        hk_control_add_target(segmented, controller, "toggle:", valueChanged)
        XCTAssertTrue(hk_tap_segment(segmented, 2))
        XCTAssertEqual(interactions.map { $0.element?.value }, [.number(2)])
        XCTAssertEqual(interactions.first?.element?.text, "Month")
    }

    func testID7_aContinuousSliderReportsOnceWithTheValueWhereTheFingerLifted() throws {
        try start()
        let slider = show(hk_slider_new(0, 100, 10))
        hk_control_add_target(slider, controller, "toggle:", valueChanged)
        XCTAssertTrue(hk_drag_slider(slider, 80))
        XCTAssertEqual(log.count, 4, "UIKit sends a value change at every move")
        XCTAssertEqual(interactions.count, 1, "one drag, one report")
        guard case .number(let value) = interactions.first?.element?.value else { return XCTFail("no value") }
        XCTAssertEqual(value, hk_slider_value(slider), accuracy: 0.001)
        XCTAssertEqual(value, 80, accuracy: 0.5)
    }

    func testID7_aSliderThatIsNotContinuousReportsItsOneChange() throws {
        try start()
        let slider = show(hk_slider_new(0, 1, 0))
        hk_slider_set_continuous(slider, false)
        hk_control_add_target(slider, controller, "toggle:", valueChanged)
        XCTAssertTrue(hk_drag_slider(slider, 0.25))
        XCTAssertEqual(log.count, 1)
        XCTAssertEqual(interactions.count, 1)
        guard case .number(let value) = interactions.first?.element?.value else { return XCTFail("no value") }
        XCTAssertEqual(value, 0.25, accuracy: 0.01)
    }

    func testID7_aHeldStepperReportsOnceWithTheValueAtRelease() throws {
        try start()
        let stepper = show(hk_stepper_new(0, 10, 1, 0))
        hk_control_add_target(stepper, controller, "toggle:", valueChanged)
        XCTAssertTrue(hk_press_stepper(stepper, true, 3))
        XCTAssertTrue(hk_press_stepper(stepper, false, 0))
        XCTAssertEqual(log.count, 4, "three repeats, then a tap's step at its lift")
        XCTAssertEqual(interactions.map { $0.element?.value }, [.number(3), .number(2)])
    }

    /// A slider's value sent just after the finger lifted (as UIKit defers a control's
    /// final sends): the finger's, reported at once, not held for a next touch.
    func testID7_aSliderValueSentJustAfterTheLiftIsReportedAtOnce() throws {
        try start()
        let slider = show(hk_slider_new(0, 1, 0.5))
        hk_control_add_target(slider, controller, "toggle:", valueChanged)
        XCTAssertTrue(hk_tap(slider), "on the thumb: nothing moves, nothing is sent")
        XCTAssertEqual(interactions.count, 0)
        hk_control_send_actions(slider, valueChanged)
        XCTAssertEqual(log.count, 1)
        XCTAssertEqual(interactions.map { $0.element?.value }, [.number(0.5)])
        XCTAssertNil(interactions.first?.attributes["programmatic"])
    }

    func testID7_aSliderReleasedAfterStopReportsNothingAndLeavesNothingHeld() throws {
        try start()
        let slider = show(hk_slider_new(0, 1, 0))
        hk_control_add_target(slider, controller, "toggle:", valueChanged)
        registry?.stop()
        XCTAssertTrue(hk_drag_slider(slider, 0.5))
        XCTAssertEqual(interactions.count, 0)
        XCTAssertEqual(log.count, 4)
    }

    func testID7_aValueSentFromCodeIsReportedOnlyOnRequestAndCarriesTheValue() throws {
        try start(options: ["reportProgrammatic": "true"])
        let toggle = show(hk_switch_new(true))
        hk_control_add_target(toggle, controller, "toggle:", valueChanged)
        hk_control_send_actions(toggle, valueChanged)
        XCTAssertEqual(interactions.map { $0.element?.value }, [.bool(true)])
        XCTAssertEqual(interactions.first?.attributes["programmatic"], "true")
    }

    func testID7_textInputNeverHasAValue() throws {
        // Typing sends its editing events without a touch: reported only on request.
        try start(options: ["reportProgrammatic": "true"])
        let field = show(hk_text_field_new("Card number"))
        hk_control_add_target(field, controller, "toggle:", UInt(HKControlEventEditingChanged) | UInt(HKControlEventEditingDidBegin))
        XCTAssertTrue(hk_type_text(field, "4242"))
        XCTAssertFalse(interactions.isEmpty)
        XCTAssertTrue(interactions.allSatisfy { $0.element?.value == nil && $0.element?.text == nil })
    }

    func testID7_aPlainButtonHasNoValue() throws {
        try start()
        let pay = show(hk_button_new("Pay"))
        hk_control_add_target(pay, controller, "pay:", touchUpInside)
        XCTAssertTrue(hk_tap(pay))
        XCTAssertEqual(interactions.count, 1)
        XCTAssertNil(interactions.first?.element?.value)
    }
}
