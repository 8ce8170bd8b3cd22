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

    /// In both of 26.1's looks: the glass one (its recognisers move the value and send it
    /// without an event, the last send after the value came to rest) and the classic one
    /// (with the touch's event: at the landing, every move, the lift).
    func testID7_aContinuousSliderReportsOnceWithTheValueItComesToRestOn() throws {
        try start()
        var sent = 0  // (the log cannot be read while empty)
        for classic in [false, true] {
            let before = interactions.count
            let slider = show(hk_slider_new(0, 100, 10))
            hk_slider_set_classic_look(slider, classic)
            hk_control_add_target(slider, controller, "toggle:", valueChanged)
            XCTAssertTrue(hk_drag_slider(slider, 80))
            XCTAssertGreaterThan(log.count - sent, 4, "UIKit sends a value change at every move (classic \(classic))")
            XCTAssertEqual(interactions.count - before, 1, "one drag, one report (classic \(classic))")
            guard case .number(let value) = interactions.last?.element?.value else { return XCTFail("no value") }
            XCTAssertEqual(value, hk_slider_value(slider), accuracy: 0.001)
            XCTAssertEqual(value, 80, accuracy: 0.5)
            sent = log.count
        }
    }

    /// Traceless started, frames held (until the test ends), and a glass slider at 0.1
    /// wired to `toggle:` for ValueChanged (and, `paying`, to `pay:` for TouchUpInside),
    /// flicked towards 0.5: still springing.
    private func flickedGlassSlider(paying: Bool = false) throws -> HKObject? {
        try start()
        hk_hold_frames(true)
        addTeardownBlock { hk_hold_frames(false) }
        let slider = show(hk_slider_new(0, 1, 0.1))
        hk_control_add_target(slider, controller, "toggle:", valueChanged)
        if paying { hk_control_add_target(slider, controller, "pay:", UInt(HKControlEventTouchUpInside)) }
        XCTAssertTrue(hk_flick_slider(slider, 0.5))
        return slider
    }

    /// The glass look flicked: the value springs on after the lift, and only then does
    /// the slider end tracking, send TouchUpInside and its last value, without an event.
    /// One report of the value, with the value at rest, not the one under the finger at
    /// the lift; the TouchUpInside is the finger's too.
    func testID7_aGlassSliderFlickedReportsTheValueItSpringsTo() throws {
        let slider = try flickedGlassSlider(paying: true)
        let atLift = hk_slider_value(slider)
        XCTAssertEqual(interactions.count, 0, "held while the slider still tracks")
        hk_run_frames()
        XCTAssertGreaterThan(hk_slider_value(slider), atLift + 0.1)
        XCTAssertEqual(interactions.map(\.controlEvent), [UInt(HKControlEventTouchUpInside), valueChanged],
                       "in UIKit's order: the TouchUpInside, then the last value")
        guard case .number(let value) = interactions.last?.element?.value else { return XCTFail("no value") }
        XCTAssertEqual(value, hk_slider_value(slider), accuracy: 0.001, "the value at rest")
        XCTAssertTrue(interactions.allSatisfy { $0.attributes["programmatic"] == nil })

        XCTAssertTrue(hk_drag_slider(slider, 0.2), "the next drag")
        hk_run_frames()
        XCTAssertEqual(interactions.count, 4, "its own value and TouchUpInside, nothing held over")

        // A slider that has not ended by the next touch is held no longer: its value is
        // reported at that touch, not lost.
        XCTAssertTrue(hk_flick_slider(slider, 0.9))
        let other = show(hk_button_new("Other"))
        XCTAssertTrue(hk_tap(other))
        XCTAssertEqual(interactions.count, 5)
        XCTAssertEqual(interactions.last?.controlEvent, valueChanged)
        hk_run_frames()
    }

    /// Nothing the finger did is lost when Traceless stops: a value still held (here a
    /// glass slider still springing after the lift) is reported with the value it has then.
    func testID7_aValueStillHeldIsReportedWhenThePluginStops() throws {
        let slider = try flickedGlassSlider()
        XCTAssertEqual(interactions.count, 0, "held while the slider still tracks")
        let atStop = hk_slider_value(slider)
        registry?.stop()
        XCTAssertEqual(interactions.map(\.controlEvent), [valueChanged])
        guard case .number(let value) = interactions.first?.element?.value else { return XCTFail("no value") }
        XCTAssertEqual(value, atStop, accuracy: 0.001)
        hk_run_frames()
        XCTAssertEqual(interactions.count, 1, "nothing after the stop")
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

    /// A tap on a slider's thumb: UIKit 26.1 sends the unchanged value at the lift (the
    /// glass look when the press ends, without an event; the classic one with it). One
    /// event, reported at once, not held for a next touch; code's send just after is code's.
    func testID7_aSliderTappedReportsItsValueAtOnceAndCodesSendAfterIsNotTheFingers() throws {
        try start()
        for classic in [false, true] {
            let before = interactions.count
            let slider = show(hk_slider_new(0, 1, 0.5))
            hk_slider_set_classic_look(slider, classic)
            hk_slider_set_continuous(slider, false)
            hk_control_add_target(slider, controller, "toggle:", valueChanged)
            XCTAssertTrue(hk_tap(slider))
            XCTAssertEqual(interactions[before...].map { $0.element?.value }, [.number(0.5)], "(classic \(classic))")
            XCTAssertNil(interactions.last?.attributes["programmatic"])
            hk_control_send_actions(slider, valueChanged)
            XCTAssertEqual(interactions.count - before, 1, "(classic \(classic))")
        }
    }

    func testID7_aSliderReleasedAfterStopReportsNothingAndLeavesNothingHeld() throws {
        try start()
        let slider = show(hk_slider_new(0, 1, 0))
        hk_control_add_target(slider, controller, "toggle:", valueChanged)
        registry?.stop()
        XCTAssertTrue(hk_drag_slider(slider, 0.5))
        XCTAssertEqual(interactions.count, 0)
        XCTAssertGreaterThan(log.count, 4)
    }

    /// With code's sends reported on request: the glass slider's last ValueChanged, which
    /// it sends at rest after the value the finger left was reported, is UIKit's repeat of
    /// the finger's, not code's; code's own send a moment later is not told apart from it,
    /// and one after the finger's moment is code's.
    func testID7_aGlassSlidersLastSendIsNotReportedAsCodesOnRequest() throws {
        try start(options: ["reportProgrammatic": "true"])
        let slider = show(hk_slider_new(0, 1, 0.1))
        hk_control_add_target(slider, controller, "toggle:", valueChanged)
        XCTAssertTrue(hk_drag_slider(slider, 0.5))
        XCTAssertEqual(interactions.map { $0.attributes["programmatic"] }, [nil])
        UserTouches.advanceClock(by: 2)
        hk_control_send_actions(slider, valueChanged)
        XCTAssertEqual(interactions.map { $0.attributes["programmatic"] }, [nil, "true"])
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
