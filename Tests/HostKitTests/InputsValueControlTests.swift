import HostKit
import HostKitFixtures
import XCTest

/// Value controls as iOS 17/18 run them: a finger reaches them through UIKit's own views and
/// recognizers, and the value change goes out through sendActionsForControlEvents:, so the
/// action gets no UIEvent. Setters from code send nothing.
final class InputsValueControlTests: HostKitTestCase {
    private func target(on control: HKObject?) -> HKObject? {
        let target = hkf_input_target_new()
        hkf_input_target_attach(target, control)
        return target
    }

    private func recording(_ body: () -> Void) -> [String] {
        hkf_log_reset()
        hkf_record_input_path(true)
        body()
        hkf_record_input_path(false)
        return entries
    }

    /// `expected` appears in `log` in this order (other entries may come in between).
    private func assertSubsequence(_ expected: [String], of log: [String], file: StaticString = #filePath, line: UInt = #line) {
        var index = log.startIndex
        for entry in expected {
            guard let found = log[index...].firstIndex(of: entry) else {
                return XCTFail("missing \(entry) after position \(index) in \(log)", file: file, line: line)
            }
            index = log.index(after: found)
        }
    }

    // MARK: UISwitch

    func testSwitchTapSendsValueChangedThenTouchUpInsideWithoutAnEvent() {
        let toggle = show(hk_switch_new(false))
        let target = target(on: toggle)
        defer { hk_release(target) }

        XCTAssertTrue(hk_tap_switch(toggle))

        XCTAssertTrue(hk_switch_is_on(toggle))
        XCTAssertEqual(entries, [
            "touchDown UISwitch event",
            "touchCancel UISwitch event",
            "valueChanged UISwitch nil",
            "touchUpInside UISwitch nil",
        ], "the long press cancels UIControl's tracking; the value and the tap come from the visual element")
    }

    func testSwitchTapGoesThroughTheVisualElementsLongPress() {
        let toggle = show(hk_switch_new(true))
        let target = target(on: toggle)
        defer { hk_release(target) }

        let log = recording { XCTAssertTrue(hk_tap_switch(toggle)) }

        XCTAssertFalse(hk_switch_is_on(toggle))
        assertSubsequence([
            "UIGestureRecognizerTarget _handleLongPress: UISwitchModernVisualElement UILongPressGestureRecognizer",
            "UISwitchModernVisualElement _handleLongPress:",
            "UIGestureRecognizerTarget _handleLongPress: UISwitchModernVisualElement UILongPressGestureRecognizer",
            "UISwitchModernVisualElement _handleLongPress:",
            "UIApplication _performBlockAfterCATransactionCommits:",
            "UIApplication sendEvent: returned",
            "UISwitch visualElement:transitionedToOn: NO",
            "UIControl sendActionsForControlEvents: 0x1000 UISwitch",
            "UIApplication sendAction valueChanged:event: to HKFInputTarget from UISwitch nil",
            "valueChanged UISwitch nil",
            "UISwitch visualElementHadTouchUpInside:",
            "UIControl sendActionsForControlEvents: 0x40 UISwitch",
            "touchUpInside UISwitch nil",
        ], of: log)
    }

    func testSwitchRecognizersAreUIKitsOnItsVisualElement() {
        let toggle = show(hk_switch_new(false))
        let element = hk_switch_visual_element(toggle)
        XCTAssertEqual(String(cString: hk_class_name(element)), "UISwitchModernVisualElement")
        XCTAssertEqual(hk_view_superview(element), toggle)
        XCTAssertEqual(String(cString: hk_class_name(hk_switch_long_press(toggle))), "UILongPressGestureRecognizer")
        XCTAssertEqual(String(cString: hk_class_name(hk_switch_pan(toggle))), "UIPanGestureRecognizer")
        XCTAssertEqual(hk_gesture_view(hk_switch_long_press(toggle)), element)
        XCTAssertEqual(hk_gesture_view(hk_switch_pan(toggle)), element)
    }

    func testSwitchThumbDragSendsOneValueChangedAndNoTouchUpInside() {
        let toggle = show(hk_switch_new(false))
        let target = target(on: toggle)
        defer { hk_release(target) }

        let log = recording { XCTAssertTrue(hk_drag_switch(toggle)) }

        XCTAssertTrue(hk_switch_is_on(toggle))
        XCTAssertEqual(log.filter { $0.hasPrefix("valueChanged") || $0.hasPrefix("touchUpInside") }, ["valueChanged UISwitch nil"])
        XCTAssertTrue(log.contains("UISwitchModernVisualElement _handlePan:"))
        XCTAssertFalse(log.contains("UISwitch visualElementHadTouchUpInside:"))
    }

    func testSwitchSetFromCodeSendsNothing() {
        let toggle = show(hk_switch_new(false))
        let target = target(on: toggle)
        defer { hk_release(target) }

        hk_switch_set_on(toggle, true, true)

        XCTAssertTrue(hk_switch_is_on(toggle))
        XCTAssertEqual(entries, [])
    }

    func testAPlainTapOnTheSwitchTogglesIt() {
        let toggle = show(hk_switch_new(false))
        let target = target(on: toggle)
        defer { hk_release(target) }

        XCTAssertTrue(hk_tap(toggle), "a finger lands on the visual element and stays 80 ms, past the 10 ms press")
        XCTAssertTrue(hk_switch_is_on(toggle))
        XCTAssertTrue(entries.contains("valueChanged UISwitch nil"))
    }

    // MARK: UISegmentedControl

    private func segmented(_ titles: [String]) -> HKObject? {
        let control = show(hk_segmented_new())
        for title in titles { hk_segmented_add_segment(control, title) }
        return control
    }

    func testSegmentTapSendsValueChangedWithoutAnEventAndNoTouchEvents() {
        let control = segmented(["Day", "Week", "Month"])
        let target = target(on: control)
        defer { hk_release(target) }

        let log = recording { XCTAssertTrue(hk_tap_segment(control, 2)) }

        XCTAssertEqual(hk_segmented_selected_index(control), 2)
        XCTAssertEqual(String(cString: hk_segmented_title(control, 2)), "Month")
        XCTAssertEqual(log.filter { !$0.hasPrefix("UI") }, ["valueChanged UISegmentedControl nil"],
                       "the control overrides the touch methods: no TouchDown or TouchUpInside")
        assertSubsequence([
            "UISegmentedControl _setSelectedSegmentIndex:notify:animate: 2 YES",
            "UISegmentedControl _emitValueChanged",
            "UIApplication _performBlockAfterCATransactionCommits:",
            "UIApplication sendEvent: returned",
            "UISegmentedControl _sendValueChanged",
            "UIControl sendActionsForControlEvents: 0x1000 UISegmentedControl",
            "UIApplication sendAction valueChanged:event: to HKFInputTarget from UISegmentedControl nil",
        ], of: log)
    }

    /// 26.1: a touch that lands on the selected segment drags the selection; the lift
    /// selects the segment under the finger wherever it lifts, sent once the touch's event
    /// returned. A touch that lands on another segment and lifts outside selects nothing.
    func testSegmentSelectionDraggedSelectsWhereTheFingerLiftsEvenOutsideTheControl() {
        let control = segmented(["Day", "Week", "Month"])
        hk_view_set_frame(control, 20, 100, 300, 32)
        let target = target(on: control)
        defer { hk_release(target) }
        XCTAssertTrue(hk_tap_segment(control, 0))
        hkf_log_reset()

        XCTAssertTrue(hk_pan(control, 50, 16, 200, 120, 6), "from Day, lifted 120 pt below Month")
        XCTAssertEqual(hk_segmented_selected_index(control), 2)
        XCTAssertEqual(entries, ["valueChanged UISegmentedControl nil"])

        XCTAssertTrue(hk_pan(control, 150, 16, -100, 120, 6), "from Week, not the selected one, lifted outside")
        XCTAssertEqual(hk_segmented_selected_index(control), 2)
        XCTAssertEqual(entries.count, 1)
    }

    /// iOS 14: segments made from UIActions, each titled by its action; selecting one runs
    /// the action through -[UIControl sendAction:] (no send of control events around it),
    /// then ValueChanged, both once the touch's event returned.
    func testSegmentsMadeOfActionsRunTheSelectedOnesActionThenValueChanged() {
        let recorder = hkf_menu_recorder_new()
        defer { hk_release(recorder) }
        let small = hk_autorelease(hk_action_new("Small", "size.s", recorder, "handlerFired:"))
        let large = hk_autorelease(hk_action_new("Large", "size.l", recorder, "handlerFired:"))
        var actions = [small, large, small]
        let control = show(hk_segmented_new_with_actions(&actions, actions.count))
        let target = target(on: control)
        defer { hk_release(target) }

        XCTAssertEqual(hk_segmented_number_of_segments(control), 2, "an action given twice makes one segment")
        XCTAssertEqual(String(cString: hk_segmented_title(control, 1)), "Large")
        XCTAssertNotEqual(hk_segmented_action(control, 1), large, "the segment keeps a copy")
        XCTAssertTrue(hk_object_is_equal(hk_segmented_action(control, 1), large))

        let log = recording { XCTAssertTrue(hk_tap_segment(control, 1)) }

        XCTAssertEqual(hk_segmented_selected_index(control), 1)
        assertSubsequence([
            "UISegmentedControl _emitValueChanged",
            "UIApplication sendEvent: returned",
            "UISegmentedControl _sendValueChanged",
            "UIControl sendAction: Large UISegmentedControl",
            "handler Large sender UISegmentedControl",
            "UIControl sendActionsForControlEvents: 0x1000 UISegmentedControl",
            "valueChanged UISegmentedControl nil",
        ], of: log)
        XCTAssertEqual(log.filter { $0.hasPrefix("UIControl sendAction:") }.count, 1)

        hk_segmented_insert_action(control, hk_autorelease(hk_action_new("Tiny", "size.s", recorder, "handlerFired:")), 2)
        XCTAssertEqual(hk_segmented_number_of_segments(control), 2, "an identifier already there moves to the new place")
        XCTAssertEqual(String(cString: hk_segmented_title(control, 1)), "Tiny")
        XCTAssertEqual(String(cString: hk_segmented_title(control, 0)), "Large")
    }

    func testTheFingerLandsOnASegmentView() {
        let control = segmented(["Day", "Week"])
        let segment = hk_segmented_segment_view(control, 1)
        XCTAssertEqual(String(cString: hk_class_name(segment)), "UISegment")
        XCTAssertEqual(hk_view_superview(segment), control)
    }

    func testSegmentSetFromCodeOrTappedAgainSendsNothing() {
        let control = segmented(["Day", "Week"])
        let target = target(on: control)
        defer { hk_release(target) }

        hk_segmented_set_selected_index(control, 1)
        XCTAssertEqual(hk_segmented_selected_index(control), 1)
        XCTAssertTrue(hk_tap_segment(control, 1))
        XCTAssertEqual(entries, [])
    }

    func testMomentarySegmentSendsAtTouchDownAndClearsItsSelection() {
        let control = segmented(["Back", "Forward"])
        hk_segmented_set_momentary(control, true)
        let target = target(on: control)
        defer { hk_release(target) }

        XCTAssertTrue(hk_tap_segment(control, 0))

        XCTAssertEqual(entries, ["valueChanged UISegmentedControl nil"])
        XCTAssertEqual(hk_segmented_selected_index(control), -1)
    }

    // MARK: UIStepper, UISlider

    // UIKitCore 26.1: a tap steps at the lift, inside -touchesEnded:withEvent: and before
    // TouchUpInside; a held press steps from the repeat timer, and its lift no more.
    func testStepperTappedStepsWhenTheFingerLiftsWithoutAnEvent() {
        let stepper = show(hk_stepper_new(0, 10, 1, 0))
        let target = target(on: stepper)
        defer { hk_release(target) }

        let log = recording { XCTAssertTrue(hk_press_stepper(stepper, true, 0)) }

        XCTAssertEqual(hk_stepper_value(stepper), 1)
        XCTAssertEqual(log.filter { !$0.hasPrefix("UI") }, [
            "touchDown UIStepper event",
            "valueChanged UIStepper nil",
            "touchUpInside UIStepper event",
        ])
        assertSubsequence([
            "UIStepper visualElementSendValueChangedEvent:",
            "UIStepper _emitValueChanged",
            "UIControl sendActionsForControlEvents: 0x1000 UIStepper",
        ], of: log)
    }

    func testStepperHeldStepsOnEachRepeatAndNotAgainWhenTheFingerLifts() {
        let stepper = show(hk_stepper_new(0, 10, 1, 0))
        let target = target(on: stepper)
        defer { hk_release(target) }

        XCTAssertTrue(hk_press_stepper(stepper, true, 2))

        XCTAssertEqual(hk_stepper_value(stepper), 2)
        XCTAssertEqual(entries, [
            "touchDown UIStepper event",
            "valueChanged UIStepper nil",
            "valueChanged UIStepper nil",
            "touchUpInside UIStepper event",
        ], "the two repeats step; the lift does not")
    }

    func testStepperThatIsNotContinuousSendsOnceWhenTheFingerLifts() {
        let stepper = show(hk_stepper_new(0, 10, 2, 6))
        hk_stepper_set_continuous(stepper, false)
        let target = target(on: stepper)
        defer { hk_release(target) }

        XCTAssertTrue(hk_press_stepper(stepper, false, 1))
        XCTAssertTrue(hk_press_stepper(stepper, false, 0))

        XCTAssertEqual(hk_stepper_value(stepper), 2)
        XCTAssertEqual(entries.filter { $0.hasPrefix("valueChanged") }, ["valueChanged UIStepper nil", "valueChanged UIStepper nil"])
    }

    // The held button is disabled (and unhighlighted) at the limit: the lift finds none held.
    func testStepperThatIsNotContinuousHeldIntoItsLimitSendsNothing() {
        let stepper = show(hk_stepper_new(0, 10, 2, 2))
        hk_stepper_set_continuous(stepper, false)
        let target = target(on: stepper)
        defer { hk_release(target) }

        XCTAssertTrue(hk_press_stepper(stepper, false, 1))

        XCTAssertEqual(hk_stepper_value(stepper), 0)
        XCTAssertEqual(entries.filter { $0.hasPrefix("valueChanged") }, [])
    }

    func testStepperSetFromCodeSendsNothing() {
        let stepper = show(hk_stepper_new(0, 10, 1, 0))
        let target = target(on: stepper)
        defer { hk_release(target) }
        hk_stepper_set_value(stepper, 7)
        XCTAssertEqual(hk_stepper_value(stepper), 7)
        XCTAssertEqual(entries, [])
    }

    /// The classic look (a track image set): UIControl's tracking moves the value; a
    /// continuous slider sends with the touch's event as the finger lands, at every move
    /// (changed or not) and at the lift (always), before TouchUpInside.
    func testClassicSliderSendsWithTheTouchsEventAtTheLandingEveryMoveAndTheLift() {
        let slider = show(hk_slider_new(0, 1, 0))
        hk_slider_set_classic_look(slider, true)
        let target = target(on: slider)
        defer { hk_release(target) }

        XCTAssertTrue(hk_drag_slider(slider, 0.5))

        XCTAssertEqual(hk_slider_value(slider), 0.5, accuracy: 0.001)
        XCTAssertEqual(entries.filter { $0.hasPrefix("valueChanged") }, Array(repeating: "valueChanged UISlider event", count: 7),
                       "landing, five moves, the lift")
        XCTAssertEqual(Array(entries.suffix(2)), ["valueChanged UISlider event", "touchUpInside UISlider event"])

        hk_slider_set_continuous(slider, false)
        XCTAssertTrue(hk_tap(slider))
        XCTAssertEqual(Array(entries.suffix(2)), ["valueChanged UISlider event", "touchUpInside UISlider event"],
                       "a tap sends its unchanged value at the lift")
    }

    /// iOS 26's glass look: its recognisers move the value, which follows the finger and,
    /// after the lift, springs on to where the finger's velocity takes it; only then does
    /// the slider end tracking and send TouchUpInside and its last value — without an event.
    func testGlassSliderMovesByItsRecognisersAndEndsWhenTheValueRests() {
        hk_hold_frames(true)
        defer { hk_hold_frames(false) }
        let slider = show(hk_slider_new(0, 1, 0))
        let target = target(on: slider)
        defer { hk_release(target) }

        XCTAssertTrue(hk_drag_slider(slider, 0.5))
        XCTAssertTrue(hk_control_is_tracking(slider), "the lift leaves it tracking")
        XCTAssertFalse(entries.contains { $0.hasPrefix("touchUpInside") })
        XCTAssertLessThan(hk_slider_value(slider), 0.5, "the value lags the finger")
        hk_run_frames()
        XCTAssertFalse(hk_control_is_tracking(slider))
        XCTAssertEqual(hk_slider_value(slider), 0.5, accuracy: 0.001, "at rest where the finger rested")
        XCTAssertTrue(entries.filter { $0.hasPrefix("valueChanged") }.allSatisfy { $0 == "valueChanged UISlider nil" })
        XCTAssertEqual(Array(entries.suffix(2)), ["touchUpInside UISlider nil", "valueChanged UISlider nil"])

        XCTAssertTrue(hk_flick_slider(slider, 0.6))
        let atLift = hk_slider_value(slider)
        hk_run_frames()
        XCTAssertGreaterThan(hk_slider_value(slider), 0.6, "a flick springs on past the finger")
        XCTAssertGreaterThan(hk_slider_value(slider), atLift)

        let sends = entries.count
        XCTAssertTrue(hk_tap(slider))
        XCTAssertEqual(Array(entries[sends...]).filter { !$0.hasPrefix("touchDown") },
                       ["touchUpInside UISlider nil", "valueChanged UISlider nil"], "a tap ends at the lift, its value sent unchanged")
    }

    // MARK: UIPageControl

    func testPageControlTapGoesThroughItsProvidersTapRecognizer() {
        let pages = show(hk_page_control_new(3))
        let target = target(on: pages)
        defer { hk_release(target) }

        let log = recording { XCTAssertTrue(hk_page_control_tap_next(pages)) }

        XCTAssertEqual(hk_page_control_current_page(pages), 1)
        XCTAssertEqual(log.filter { !$0.hasPrefix("UI") && !$0.hasPrefix("_UI") }, [
            "touchDown UIPageControl event",
            "valueChanged UIPageControl nil",
            "touchUpInside UIPageControl event",
        ], "the recognizer does not cancel touches, so UIControl's own events still come")
        assertSubsequence([
            "UIGestureRecognizerTarget didTapPageControl: _UIInteractivePageControlVisualProvider UITapGestureRecognizer",
            "_UIInteractivePageControlVisualProvider didTapPageControl:",
            "UIPageControl _updateCurrentPage:updateDisplayImmediately: 1",
            "UIPageControl _emitValueChanged",
        ], of: log)
        XCTAssertFalse(log.contains { $0.hasPrefix("UIControl sendActionsForControlEvents:") },
                       "26.1 sends with -_sendActionsForEvents:withEvent: directly")
        XCTAssertEqual(hk_gesture_view(hk_page_control_tap_recognizer(pages)), pages)
    }

    func testPageControlOfTwoPagesTurnsToTheOtherWhereverTapped() {
        let pages = show(hk_page_control_new(2))
        let target = target(on: pages)
        defer { hk_release(target) }

        XCTAssertTrue(hk_page_control_tap_previous(pages))
        XCTAssertEqual(hk_page_control_current_page(pages), 1)
        XCTAssertTrue(hk_page_control_tap_next(pages))
        XCTAssertEqual(hk_page_control_current_page(pages), 0)
        XCTAssertEqual(entries.filter { $0.hasPrefix("valueChanged") }.count, 2)
    }

    // UIKitCore 26.1: a press of 0.15 s scrubs; the provider's display link moves the page
    // one at a time toward the finger, each a ValueChanged without a UIEvent, between the
    // touch's events; the tap recogniser does not act on that touch.
    func testPageControlScrubbedMovesAPageAFrameEachWithItsValueChanged() {
        let pages = show(hk_page_control_new(5))
        let target = target(on: pages)
        defer { hk_release(target) }

        let log = recording { XCTAssertTrue(hk_page_control_scrub(pages, 3)) }

        XCTAssertEqual(hk_page_control_current_page(pages), 3)
        XCTAssertEqual(log.filter { $0.hasPrefix("UIPageControl _updateCurrentPage") }, [
            "UIPageControl _updateCurrentPage:updateDisplayImmediately: 1",
            "UIPageControl _updateCurrentPage:updateDisplayImmediately: 2",
            "UIPageControl _updateCurrentPage:updateDisplayImmediately: 3",
        ])
        XCTAssertEqual(log.filter { $0.hasPrefix("valueChanged") }, Array(repeating: "valueChanged UIPageControl nil", count: 3))
        XCTAssertFalse(log.contains("_UIInteractivePageControlVisualProvider didTapPageControl:") && hk_page_control_current_page(pages) != 3)
        XCTAssertTrue(hk_page_control_tap_next(pages), "a tap after a scrub turns a page again")
        XCTAssertEqual(hk_page_control_current_page(pages), 4)
    }

    func testPageControlTapBeforeTheCurrentIndicatorGoesBackAndNotPastTheEnds() {
        let pages = show(hk_page_control_new(3))
        let target = target(on: pages)
        defer { hk_release(target) }

        XCTAssertTrue(hk_page_control_tap_previous(pages))
        XCTAssertEqual(hk_page_control_current_page(pages), 0)
        for _ in 0..<3 { XCTAssertTrue(hk_page_control_tap_next(pages)) }
        XCTAssertEqual(hk_page_control_current_page(pages), 2)
        XCTAssertTrue(hk_page_control_tap_previous(pages))
        XCTAssertEqual(hk_page_control_current_page(pages), 1)
        XCTAssertEqual(entries.filter { $0.hasPrefix("valueChanged") }.count, 3)
    }

    func testPageControlSetFromCodeSendsNothing() {
        let pages = show(hk_page_control_new(4))
        let target = target(on: pages)
        defer { hk_release(target) }
        hk_page_control_set_current_page(pages, 3)
        XCTAssertEqual(hk_page_control_current_page(pages), 3)
        XCTAssertEqual(hk_page_control_number_of_pages(pages), 4)
        XCTAssertEqual(entries, [])
    }

    // MARK: UIDatePicker

    /// 2024-03-10 12:00 UTC.
    private let march10 = 1_710_072_000.0

    private func datePicker(mode: Int32, style: Int32) -> HKObject? {
        let picker = show(hk_date_picker_new(mode, style))
        hk_date_picker_set_time_zone(picker, "UTC")
        hk_date_picker_set_date(picker, march10)
        return picker
    }

    private func components(_ picker: HKObject?) -> [Int] {
        var year = 0, month = 0, day = 0, hour = 0, minute = 0
        hk_date_picker_components(picker, &year, &month, &day, &hour, &minute)
        return [year, month, day, hour, minute]
    }

    func testDatePickerDefaults() {
        let picker = show(hk_date_picker_new(Int32(HKDatePickerModeDateAndTime), Int32(HKDatePickerStyleAutomatic)))
        XCTAssertEqual(hk_date_picker_mode(picker), Int32(HKDatePickerModeDateAndTime))
        XCTAssertEqual(hk_date_picker_preferred_style(picker), Int32(HKDatePickerStyleAutomatic))
        XCTAssertEqual(hk_date_picker_style(picker), Int32(HKDatePickerStyleCompact))
        hk_date_picker_set_mode(picker, Int32(HKDatePickerModeCountDownTimer))
        XCTAssertEqual(hk_date_picker_style(picker), Int32(HKDatePickerStyleWheels))
    }

    func testInlineDayTapSendsValueChangedWithoutAnEvent() {
        let picker = datePicker(mode: Int32(HKDatePickerModeDate), style: Int32(HKDatePickerStyleInline))
        let target = target(on: picker)
        defer { hk_release(target) }

        let log = recording { XCTAssertTrue(hk_date_picker_pick_day(picker, 20)) }

        XCTAssertEqual(components(picker), [2024, 3, 20, 12, 0])
        XCTAssertEqual(log.filter { !$0.hasPrefix("UI") && !$0.hasPrefix("_UI") }, ["valueChanged UIDatePicker nil"])
        assertSubsequence([
            "_UIDatePickerCalendarView dateSelection:didSelectDate:",
            "UIDatePicker _emitValueChanged",
            "UIControl sendActionsForControlEvents: 0x1000 UIDatePicker",
        ], of: log)
    }

    /// Wheels: a flicked wheel goes on turning after the finger; ValueChanged goes out when
    /// it rests on a row, without an event, and only once no wheel moves any more.
    func testWheelsSendValueChangedWhenTheFlickedWheelRestsAndNoWheelMoves() {
        let picker = datePicker(mode: Int32(HKDatePickerModeDate), style: Int32(HKDatePickerStyleWheels))
        XCTAssertEqual(String(cString: hk_class_name(hk_date_picker_wheel(picker, 2))), "UIPickerTableView")
        let target = target(on: picker)
        defer { hk_release(target) }
        hk_hold_frames(true)
        defer {
            hk_run_frames()
            hk_hold_frames(false)
        }

        let log = recording {
            XCTAssertTrue(hk_date_picker_flick_wheel(picker, 2, 96), "the year")
            XCTAssertTrue(hk_scroll_view_is_decelerating(hk_date_picker_wheel(picker, 2)))
            XCTAssertTrue(hk_date_picker_flick_wheel(picker, 0, 64), "the month, while the year still turns")
            XCTAssertFalse(entries.contains("valueChanged UIDatePicker nil"), "nothing while the wheels turn")
            hk_run_frames()
        }

        let date = components(picker)
        XCTAssertGreaterThan(date[0], 2024)
        XCTAssertGreaterThan(date[1], 3)
        XCTAssertEqual(Array(date[2...]), [10, 12, 0], "the day and the time stay")
        XCTAssertEqual(log.filter { $0 == "valueChanged UIDatePicker nil" }.count, 1, "one send, once both wheels rest")
        assertSubsequence([
            "UIApplication sendEvent: returned",
            "UIDatePicker _emitValueChanged",
            "UIControl sendActionsForControlEvents: 0x1000 UIDatePicker",
        ], of: log)

        hk_date_picker_set_date(picker, march10)
        XCTAssertEqual(components(picker), [2024, 3, 10, 12, 0])
        XCTAssertEqual(hk_date_picker_style(picker), Int32(HKDatePickerStyleWheels))
        XCTAssertEqual(entries.filter { $0 == "valueChanged UIDatePicker nil" }.count, 1, "a date from code sends nothing")
    }

    func testInlineTapOnTheSelectedDayOrADateFromCodeSendsNothing() {
        let picker = datePicker(mode: Int32(HKDatePickerModeDate), style: Int32(HKDatePickerStyleInline))
        let target = target(on: picker)
        defer { hk_release(target) }

        XCTAssertTrue(hk_date_picker_pick_day(picker, 10))
        hk_date_picker_set_date(picker, march10 + 86400)
        XCTAssertEqual(components(picker), [2024, 3, 11, 12, 0])
        XCTAssertEqual(entries, [])
    }

    func testInlineTimePickBeginsEditsAndEnds() {
        let picker = datePicker(mode: Int32(HKDatePickerModeDateAndTime), style: Int32(HKDatePickerStyleInline))
        let target = target(on: picker)
        defer { hk_release(target) }

        XCTAssertTrue(hk_date_picker_pick_time(picker, 9, 30))

        XCTAssertEqual(components(picker), [2024, 3, 10, 9, 30])
        XCTAssertEqual(entries, ["editingDidBegin UIDatePicker nil", "valueChanged UIDatePicker nil", "editingDidEnd UIDatePicker nil"])
    }

    func testCompactDayPickGoesThroughTheOverlaysInnerPicker() {
        let picker = datePicker(mode: Int32(HKDatePickerModeDate), style: Int32(HKDatePickerStyleAutomatic))
        let target = target(on: picker)
        defer { hk_release(target) }

        let log = recording { XCTAssertTrue(hk_date_picker_pick_day(picker, 3)) }

        XCTAssertEqual(components(picker), [2024, 3, 3, 12, 0])
        XCTAssertTrue(hk_date_picker_overlay_is_presented(picker))
        let inner = hk_date_picker_overlay_picker(picker)
        XCTAssertNotEqual(inner, picker)
        XCTAssertEqual(hk_date_picker_style(inner), Int32(HKDatePickerStyleInline))
        XCTAssertEqual(log.filter { !$0.hasPrefix("UI") && !$0.hasPrefix("_UI") },
                       ["editingDidBegin UIDatePicker nil", "valueChanged UIDatePicker nil"])
        XCTAssertEqual(log.filter { $0 == "UIControl sendActionsForControlEvents: 0x1000 UIDatePicker" }.count, 2,
                       "the overlay's inner picker sends first (to UIKit's own handler), then the app's picker")

        hkf_log_reset()
        XCTAssertTrue(hk_date_picker_dismiss_overlay(picker))
        XCTAssertFalse(hk_date_picker_overlay_is_presented(picker))
        XCTAssertEqual(entries, ["editingDidEnd UIDatePicker nil"])
    }
}
