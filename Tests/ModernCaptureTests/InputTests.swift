import Foundation
import HostKit
import HostKitFixtures
import ModernCaptureFixtures
import Traceless
import TracelessDelegateProxy
import TracelessRuntime
import TracelessTracker
import XCTest

/// UI8 value controls as UIKit sends them, UI9 pull to refresh, UI10 typed text.
final class InputTests: ModernCaptureTestCase {
    private let valueChanged = UInt(HKControlEventValueChanged)

    /// A settings page and a control on it whose ValueChanged goes to `changed:`.
    private func control(_ made: HKObject?, on page: HKObject?) -> HKObject? {
        let control = add(made, to: page)
        hk_control_add_target(control, page, "changed:", valueChanged)
        return control
    }

    /// A booking page shown, frames held (a wheel turns on after the finger).
    private func shownBooking() throws -> HKObject? {
        try start()
        holdFrames()
        let booking = screen("MCFBookingController", "Booking")
        show(root: booking)
        return booking
    }

    /// A picker whose data source and delegate are the app's rows (`mcf_picker_rows_new`).
    private func picker(rows: HKObject?, in view: HKObject?) -> HKObject? {
        let picker = own(hk_picker_new())
        hk_picker_set_data_source(picker, rows)
        hk_picker_set_delegate(picker, rows)
        if let view { hk_view_add_subview(view, picker) }
        return picker
    }

    /// Traceless started and a form shown, `views` added in rows 60 points apart, each
    /// button wired to its action (nil for a text field).
    private func showForm(_ rows: [(view: HKObject?, action: String?)]) throws -> HKObject? {
        try start()
        let form = screen("MCFFormController", "Form")
        show(root: form)
        for (row, entry) in rows.enumerated() {
            _ = add(entry.view, to: form)
            hk_view_set_frame(entry.view, 0, Double(row) * 60, 320, 44)
            if let action = entry.action { hk_control_add_target(entry.view, form, action, UInt(HKControlEventTouchUpInside)) }
        }
        return form
    }

    func testUI8_aSwitchTappedOrDraggedIsOneEventWithItsNewValueAndCodeIsNone() throws {
        try inBothStrategies {
            try start()
            let settings = screen("MCFSettingsController", "Settings")
            show(root: settings)
            let wifi = control(hk_switch_new(false), on: settings)

            XCTAssertTrue(hk_tap_switch(wifi))
            XCTAssertTrue(hk_drag_switch(wifi))
            hk_switch_set_on(wifi, true, false)
            hk_control_send_actions(wifi, valueChanged)

            XCTAssertEqual(log, ["changed: UISwitch", "changed: UISwitch", "changed: UISwitch"], "the business action runs for each")
            XCTAssertEqual(taps.map(\.kind), [.controlAction, .controlAction], "the tap and the drag; not code's send, not UIKit's recognisers (\(strategy))")
            XCTAssertEqual(taps.map(\.element?.value), [.bool(true), .bool(false)])
            XCTAssertEqual(taps.map(\.elementKey), Array(repeating: "MCFSettingsController.UISwitch(UISwitch[0]).changed:.ValueChanged", count: 2))
            XCTAssertEqual(taps.compactMap { $0.attributes["programmatic"] }, [])
            assertNoPrivateClassNames(taps)
        }
    }

    /// A finger's claims (the sends it accounted for, so that code's send of the same
    /// events right after is not taken for UIKit's): the first three kept inline, more
    /// beyond, each counted once wherever it sits.
    func testUI8_aFingersClaimsEachCountOnceBeforeAndPastTheThird() {
        var claims = Claims()
        let sends = (0..<6).map { UserTouches.Claim(control: 0x1000, events: 1 << $0) }
        for claim in sends { XCTAssertTrue(claims.add(claim), "new") }
        for claim in sends { XCTAssertFalse(claims.add(claim), "again") }
        XCTAssertTrue(claims.add(UserTouches.Claim(control: 0x2000, events: 1)), "another control's")
        XCTAssertFalse(claims.add(UserTouches.Claim(control: 0x2000, events: 1)))
    }

    func testUI8_segmentedSliderStepperDatePickerAndPageControlEachGiveOneEventWithTheNewValue() throws {
        try inBothStrategies {
            try start()
            let settings = screen("MCFSettingsController", "Settings")
            show(root: settings)
            let size = hk_segmented_new()
            for title in ["S", "M", "L"] { hk_segmented_add_segment(size, title) }
            let segmented = control(size, on: settings)
            let volume = control(hk_slider_new(0, 1, 0.2), on: settings)
            let count = control(hk_stepper_new(0, 10, 1, 1), on: settings)
            let date = control(hk_date_picker_new(Int32(HKDatePickerModeDate), Int32(HKDatePickerStyleInline)), on: settings)
            hk_date_picker_set_time_zone(date, "UTC")
            hk_date_picker_set_date(date, 1_767_225_600) // 2026-01-01T00:00:00Z
            let pages = control(hk_page_control_new(4), on: settings)

            XCTAssertTrue(hk_tap_segment(segmented, 2))
            XCTAssertTrue(hk_drag_slider(volume, 0.8))
            XCTAssertTrue(hk_press_stepper(count, true, 3))
            XCTAssertTrue(hk_date_picker_pick_day(date, 15))
            XCTAssertTrue(hk_page_control_tap_next(pages))
            hk_segmented_set_selected_index(segmented, 0)
            hk_page_control_set_current_page(pages, 3)

            XCTAssertEqual(taps.map(\.element?.className), ["UISegmentedControl", "UISlider", "UIStepper", "UIDatePicker", "UIPageControl"],
                           "one event per gesture; setters from code send nothing (\(strategy))")
            XCTAssertEqual(taps.first?.element?.text, "L")
            XCTAssertEqual(taps.first?.element?.value, .number(2))
            if case .number(let level)? = taps[1].element?.value { XCTAssertEqual(level, 0.8, accuracy: 0.05) } else { XCTFail("slider value") }
            XCTAssertEqual(taps[2].element?.value, .number(Double(hk_stepper_value(count))), "the value the finger left")
            XCTAssertEqual(taps[3].element?.value, .string("2026-01-15T00:00:00Z"))
            XCTAssertEqual(taps[4].element?.value, .number(1))
            XCTAssertEqual(Set(taps.compactMap(\.elementKey)).count, 5, "five controls, five keys")
            XCTAssertTrue(taps.allSatisfy { $0.attributes["programmatic"] == nil })
        }
    }

    /// A settings list scrolls: UIKit holds each touch on its content back until it knows
    /// the touch is no scroll (at the lift for a tap, at once for a move the list cannot
    /// scroll along), then delivers its began and the rest together. Each control is still
    /// one event with its new value; a scroll that starts on a control is none.
    func testUI8_valueControlsInAScrollingListAreOneEventEachAndAScrollOverThemNone() throws {
        try inBothStrategies {
            try start()
            let settings = screen("MCFSettingsController", "Settings")
            let list = scrollingList(on: settings, height: 2000)
            let size = hk_segmented_new()
            for title in ["S", "M", "L"] { hk_segmented_add_segment(size, title) }
            let controls = [hk_switch_new(false), size, hk_slider_new(0, 1, 0.2), hk_stepper_new(0, 10, 1, 1)].enumerated().map { row, made in
                hk_view_set_frame(made, 20, 20 + Double(row) * 60, 280, 44)
                hk_view_add_subview(list, made)
                hk_release(made)
                hk_control_add_target(made, settings, "changed:", valueChanged)
                return made
            }
            // A slider tracked by UIControl (a restyled one), whose touches the list holds back.
            hk_slider_set_classic_look(controls[2], true)

            XCTAssertTrue(hk_tap_switch(controls[0]))
            XCTAssertTrue(hk_tap_segment(controls[1], 2))
            XCTAssertTrue(hk_drag_slider(controls[2], 0.8))
            XCTAssertTrue(hk_press_stepper(controls[3], true, 4), "held: it repeats once the list lets the touch through")
            XCTAssertTrue(hk_pan(controls[2], 140, 22, 0, -150, 5), "a scroll that starts on the slider")

            XCTAssertEqual(taps.map(\.element?.className), ["UISwitch", "UISegmentedControl", "UISlider", "UIStepper"], "(\(strategy))")
            XCTAssertEqual(taps[0].element?.value, .bool(true))
            XCTAssertEqual(taps[1].element?.value, .number(2))
            if case .number(let level)? = taps[2].element?.value { XCTAssertEqual(level, 0.8, accuracy: 0.05) } else { XCTFail("slider value") }
            XCTAssertGreaterThan(hk_stepper_value(controls[3]), 2)
            XCTAssertEqual(taps[3].element?.value, .number(hk_stepper_value(controls[3])), "the value the finger left")
            XCTAssertTrue(taps.allSatisfy { $0.tap != nil && $0.attributes["programmatic"] == nil })
            XCTAssertGreaterThan(hk_scroll_view_content_offset_y(list), 0)
        }
    }

    /// A slider the app drives with a recogniser of its own: the pan takes the touch from
    /// UIControl's tracking, and each change comes while the control no longer tracks (as
    /// a value driven by an interaction rather than by UIControl's tracking does). One
    /// drag, one event, with the value the finger left.
    func testUI8_aSliderDrivenByARecogniserOfItsOwnIsOneEventWithTheValueLeft() throws {
        try inBothStrategies {
            try start()
            let settings = screen("MCFSettingsController", "Settings")
            show(root: settings)
            let slider = control(mcf_pan_slider_new(), on: settings)

            XCTAssertTrue(hk_pan(slider, 20, 15, 140, 0, 4))
            XCTAssertGreaterThanOrEqual(log.count, 3, "the app heard each change: \(log)")

            let changes = reported(.controlAction)
            XCTAssertEqual(changes.count, 1, "\(changes.map(\.element?.value)) (\(strategy))")
            XCTAssertEqual(reported(.gesture).count, 1, "the app's own pan, once")
            if case .number(let value)? = changes.first?.element?.value {
                XCTAssertEqual(value, Double(hk_slider_value(slider)), accuracy: 0.001)
                XCTAssertEqual(value, 0.8, accuracy: 0.05)
            } else { XCTFail("no value") }
        }
    }

    /// UIKit 26.1's page control scrubs under a held finger: its display link turns the
    /// pages one at a time, a ValueChanged each, between the touch's events. One gesture,
    /// one event, with the page the finger left; a tap after it is an event of its own.
    func testUI8_aPageControlScrubbedIsOneEventWithThePageItLeft() throws {
        try inBothStrategies {
            try start()
            let settings = screen("MCFSettingsController", "Settings")
            show(root: settings)
            let pages = control(hk_page_control_new(6), on: settings)

            XCTAssertTrue(hk_page_control_scrub(pages, 4))
            XCTAssertEqual(log.count, 4, "the app heard each page")
            XCTAssertTrue(hk_page_control_tap_previous(pages))

            XCTAssertEqual(taps.map(\.element?.value), [.number(4), .number(3)], "\(strategy)")
            XCTAssertEqual(Set(taps.compactMap(\.elementKey)).count, 1)
        }
    }

    /// A segmented control made of UIActions (iOS 14): UIKit runs the selected segment's
    /// action itself, after the touch's event returned and outside any send of control
    /// events, then sends ValueChanged. The choice is one event named by the segment.
    func testUI8_aSegmentedControlMadeOfActionsGivesOneEventPerChoiceNamedByTheSegment() throws {
        try inBothStrategies {
            try start()
            let settings = screen("MCFSettingsController", "Settings")
            show(root: settings)
            var actions = [own(hk_action_new("Small", nil, settings, "handled:")), own(hk_action_new("Medium", nil, settings, "handled:")),
                           own(hk_action_new("Large", "size.large", settings, "handled:"))]
            let size = add(hk_segmented_new_with_actions(&actions, actions.count), to: settings)
            // The same with a target of the app's for ValueChanged too: each runs, each is reported.
            var both = [own(hk_action_new("Map", nil, settings, "handled:")), own(hk_action_new("List", nil, settings, "handled:"))]
            let mode = control(hk_segmented_new_with_actions(&both, both.count), on: settings)

            XCTAssertTrue(hk_tap_segment(size, 1))
            XCTAssertTrue(hk_tap_segment(size, 1), "the selected segment again: UIKit sends nothing")
            hk_wait(2) // not a burst of taps (a rage tap)
            XCTAssertTrue(hk_tap_segment(size, 2))
            hk_segmented_set_selected_index(size, 0)
            hk_control_send_action(size, hk_segmented_action(size, 0))
            XCTAssertTrue(hk_tap_segment(mode, 1))

            XCTAssertEqual(log, ["handled: Medium", "handled: Large", "handled: Small", "handled: List", "changed: UISegmentedControl"],
                           "each segment's action runs once, code's too")
            XCTAssertEqual(taps.map(\.kind), [.controlAction, .controlAction, .controlAction, .controlAction],
                           "the three choices (one control with an app's target too), not code's selection or send (\(strategy))")
            XCTAssertEqual(taps.map(\.element?.text), ["Medium", "Large", "List", "List"])
            XCTAssertEqual(taps.map(\.element?.value), [.number(1), .number(2), .number(1), .number(1)])
            XCTAssertEqual(taps.map(\.selector), ["UIAction", "size.large", "UIAction", "changed:"], "an identifier the app gave names the action")
            XCTAssertEqual(taps.map(\.elementKey), [
                "MCFSettingsController.UISegmentedControl(UISegmentedControl[0]).UIAction.ValueChanged",
                "MCFSettingsController.UISegmentedControl(UISegmentedControl[0]).UIAction.ValueChanged",
                "MCFSettingsController.UISegmentedControl(UISegmentedControl[1]).UIAction.ValueChanged",
                "MCFSettingsController.UISegmentedControl(UISegmentedControl[1]).changed:.ValueChanged",
            ])
            XCTAssertTrue(taps.allSatisfy { $0.attributes["programmatic"] == nil && $0.tap != nil })
            assertNoPrivateClassNames(taps)
        }
    }

    /// iOS 26's segmented control: the selection dragged from its segment and lifted
    /// anywhere, even off the control, selects the segment under the finger; UIKit sends it
    /// once the touch's event returned. One event, named by that segment.
    func testUI8_aSegmentedControlsSelectionDraggedOffItIsOneEventWithTheSegmentLeft() throws {
        try inBothStrategies {
            try start()
            let settings = screen("MCFSettingsController", "Settings")
            show(root: settings)
            let period = control(hk_segmented_new(), on: settings)
            for title in ["Day", "Week", "Month"] { hk_segmented_add_segment(period, title) }
            hk_view_set_frame(period, 20, 100, 300, 32)
            XCTAssertTrue(hk_tap_segment(period, 0))

            XCTAssertTrue(hk_pan(period, 50, 16, 200, 120, 6))

            XCTAssertEqual(hk_segmented_selected_index(period), 2)
            XCTAssertEqual(log, ["changed: UISegmentedControl", "changed: UISegmentedControl"])
            XCTAssertEqual(taps.map(\.element?.text), ["Day", "Month"], "(\(strategy))")
            XCTAssertEqual(taps.map(\.element?.value), [.number(0), .number(2)])
        }
    }

    /// A control with a wheel inside (as a date picker's wheels, or an app's own): a flick
    /// spins the rows for seconds after the finger lifted (UIKit's deceleration), and the
    /// control sends its value when they rest. That send is the finger's, however long
    /// the spin; code's sends are not, after the spin or after a finger that spun nothing.
    func testUI8_aWheelFlickedSendsItsValueWhenItRestsSecondsLaterAndThatIsTheFingers() throws {
        try inBothStrategies {
            try start()
            holdFrames()
            let settings = screen("MCFSettingsController", "Settings")
            show(root: settings)
            let wheel = control(mcf_wheel_new(), on: settings)
            let rows = mcf_wheel_scroll_view(wheel)

            XCTAssertTrue(hk_pan(rows, 50, 150, 0, -120, 3), "a flick up")
            XCTAssertTrue(hk_scroll_view_is_decelerating(rows), "the rows still spin after the finger")
            XCTAssertEqual(log, [])
            UserTouches.advanceClock(by: 2.5)
            hk_run_frames()
            XCTAssertGreaterThan(mcf_wheel_row(wheel), 3)
            hk_control_send_actions(wheel, valueChanged)

            XCTAssertTrue(hk_pan(rows, 50, 150, 0, -30, 10), "a slow drag: the rows rest as the finger lifts")
            XCTAssertFalse(hk_scroll_view_is_decelerating(rows))
            UserTouches.advanceClock(by: 2.5)
            hk_control_send_actions(wheel, valueChanged)

            XCTAssertEqual(log, Array(repeating: "changed: MCFWheel", count: 4), "every send runs the action")
            let actions = taps.filter { $0.kind == .controlAction }
            XCTAssertEqual(actions.count, 2, "the spin's rest and the drag's; not code's sends after them (\(strategy))")
            XCTAssertTrue(actions.allSatisfy { $0.attributes["programmatic"] == nil && $0.selector == "changed:" })
        }
    }

    /// UIKit's views that are their own delegates (a wheels date picker's picker and its
    /// wheels) are UIKit's wiring: not wrapped in a proxy, their classes' methods not
    /// hooked; the date picker still gives its one event.
    func testUI16_aUIKitViewThatIsItsOwnDelegateIsLeftAlone() throws {
        let pickerClass = try XCTUnwrap(ObjCClass(named: "_UIDatePickerView"))
        let wheelClass = try XCTUnwrap(ObjCClass(named: "UIPickerTableView"))
        let select: ObjCSelector = "pickerView:didSelectRow:inComponent:", rest: ObjCSelector = "scrollViewDidEndDragging:willDecelerate:"
        let before = (pickerClass.implementation(for: select), wheelClass.implementation(for: rest))
        try inBothStrategies {
            try start()
            holdFrames()
            let settings = screen("MCFSettingsController", "Settings")
            show(root: settings)
            let birthday = control(hk_date_picker_new(Int32(HKDatePickerModeDate), Int32(HKDatePickerStyleWheels)), on: settings)

            let skipped = registry?.diagnostics.skipped.map(\.subject) ?? []
            XCTAssertTrue(skipped.contains("_UIDatePickerView as its own delegate"), "\(skipped) (\(strategy))")
            XCTAssertTrue(skipped.contains("UIPickerTableView as its own delegate"))
            XCTAssertEqual(pickerClass.implementation(for: select), before.0, "its class not hooked (\(strategy))")
            XCTAssertEqual(wheelClass.implementation(for: rest), before.1)
            let plugin = registry?.plugins.lazy.compactMap { $0 as? DelegateProxyPlugin }.first
            XCTAssertEqual(plugin?.liveProxyCount, 0, "nothing wrapped (\(strategy))")

            XCTAssertTrue(hk_date_picker_flick_wheel(birthday, 2, -96))
            UserTouches.advanceClock(by: 3)
            hk_run_frames()
            XCTAssertEqual(taps.map(\.kind), [.controlAction])
        }
    }

    /// A date picker in the wheels style: the year flicked turns on for seconds, and the
    /// picker sends its date when the wheel rests — one event with that date; UIKit's own
    /// wheels are no scroll of the app's.
    func testUI8_aWheelsDatePickerFlickedIsOneEventWithTheDateItRestsOn() throws {
        try inBothStrategies {
            try start()
            holdFrames()
            let settings = screen("MCFSettingsController", "Settings")
            show(root: settings)
            let birthday = control(hk_date_picker_new(Int32(HKDatePickerModeDate), Int32(HKDatePickerStyleWheels)), on: settings)
            hk_date_picker_set_time_zone(birthday, "UTC")
            hk_date_picker_set_date(birthday, 1_767_225_600) // 2026-01-01T00:00:00Z

            XCTAssertTrue(hk_date_picker_flick_wheel(birthday, 2, -96), "the year, back")
            UserTouches.advanceClock(by: 3)
            hk_run_frames()

            var year = 0, month = 0, day = 0, hour = 0, minute = 0
            hk_date_picker_components(birthday, &year, &month, &day, &hour, &minute)
            XCTAssertLessThan(year, 2026)
            XCTAssertEqual(log, ["changed: UIDatePicker"])
            XCTAssertEqual(taps.map(\.kind), [.controlAction], "the date, not the wheel's scroll (\(strategy))")
            XCTAssertEqual(taps.first?.element?.value, .string(String(format: "%04d-01-01T00:00:00Z", year)))
            XCTAssertEqual(taps.first?.element?.className, "UIDatePicker")
            XCTAssertNil(taps.first?.attributes["programmatic"])
            assertNoPrivateClassNames(taps)
        }
    }

    /// A picker's wheel turned by the finger: UIKit tells the delegate the row the wheel
    /// rests on (seconds after a flick, at the lift of a slow drag), and that is one
    /// selection naming the row by its title, with the component and row; code's
    /// `selectRow:inComponent:animated:` and the app calling its own delegate method are
    /// not the user's.
    func testUI8_aPickerWheelTurnedIsOneSelectionWithTheRowItRestsOn() throws {
        try inBothStrategies {
            let booking = try shownBooking()
            let rows = own(mcf_picker_rows_new(false))
            let picker = picker(rows: rows, in: hk_view_controller_view(booking))
            XCTAssertEqual(hk_picker_delegate(picker), rows, "the getter answers the app's delegate (\(strategy))")

            XCTAssertTrue(hk_picker_flick_wheel(picker, 0, 96), "the city, flicked")
            XCTAssertEqual(log, [], "the wheel still turns")
            UserTouches.advanceClock(by: 3)
            hk_run_frames()
            let city = hk_picker_selected_row(picker, 0)
            XCTAssertGreaterThan(city, 3, "the flick went on past the finger")

            hk_picker_select_row(picker, 4, 1, false)
            mcf_picker_rows_select(rows, picker, 5, 1)
            XCTAssertTrue(hk_pan(hk_picker_wheel(picker, 1), 80, 100, 0, -64, 30), "the stay, a slow drag: it rests as the finger lifts")
            XCTAssertFalse(hk_scroll_view_is_decelerating(hk_picker_wheel(picker, 1)))
            let nights = hk_picker_selected_row(picker, 1)
            XCTAssertEqual(nights, 6)

            let cities = ["Amsterdam", "Berlin", "Cairo", "Dakar", "Edinburgh", "Florence", "Geneva", "Hanoi", "Istanbul", "Jakarta",
                          "Kyoto", "Lima", "Madrid", "Nairobi", "Oslo", "Paris", "Quito", "Rome", "Seoul", "Tunis"]
            XCTAssertEqual(log, ["picked: \(cities[city])", "picked: 6 nights", "picked: 7 nights"])
            XCTAssertEqual(taps.map(\.kind), [.listSelection, .listSelection], "the rests, not code's select nor its own call (\(strategy))")
            XCTAssertEqual(taps.map(\.element?.text), [cities[city], "7 nights"])
            XCTAssertEqual(taps.map(\.element?.indexPath), [.init(section: 0, item: city), .init(section: 1, item: 6)])
            XCTAssertEqual(taps.map(\.element?.value), [.number(Double(city)), .number(6)])
            XCTAssertEqual(taps.map(\.element?.type), ["UIPickerView", "UIPickerView"])
            XCTAssertEqual(taps.map(\.screen?.controllerClass), ["MCFBookingController", "MCFBookingController"])
            XCTAssertEqual(Set(taps.map(\.elementKey)), ["MCFBookingController.UIPickerView(UIPickerView[0]).pickerView:didSelectRow:inComponent:"])
            assertNoPrivateClassNames(taps)
        }
    }

    /// A delegate that titles its rows with attributed strings only: the row is named by
    /// the string's text.
    func testUI8_aPickerWithAttributedTitlesNamesTheRowByItsText() throws {
        try inBothStrategies {
            let booking = try shownBooking()
            let picker = picker(rows: own(mcf_picker_rows_new(true)), in: hk_view_controller_view(booking))

            XCTAssertTrue(hk_pan(hk_picker_wheel(picker, 1), 80, 100, 0, -96, 40))
            XCTAssertEqual(log, ["picked: 4 nights"])
            XCTAssertEqual(taps.map(\.element?.text), ["4 nights"], "(\(strategy))")
        }
    }

    /// A picker as a text field's input view sits in the keyboard's window: choosing in it
    /// fills the field, as typing does, and is not reported.
    func testUI10_aPickerAsATextFieldsInputViewReportsNothing() throws {
        try inBothStrategies {
            let booking = try shownBooking()
            let city = add(hk_text_field_new("City"), to: booking)
            let picker = picker(rows: own(mcf_picker_rows_new(false)), in: nil)
            hk_text_field_set_input_view(city, picker)
            let keyboard = hk_keyboard_show(city)
            defer { hk_release(keyboard) }

            XCTAssertTrue(hk_pan(hk_picker_wheel(picker, 0), 80, 100, 0, -96, 40))
            XCTAssertEqual(log, ["picked: Dakar"], "the app's delegate heard it")
            XCTAssertEqual(taps, [], "(\(strategy))")
            XCTAssertGreaterThan(registry?.diagnostics.keyboardReportsLeftAlone ?? 0, 0)
        }
    }

    func testUI9_aPullToRefreshIsOneEventAndAPlainDragNone() throws {
        try inBothStrategies {
            try start()
            let feed = screen("MCFFeedController", "Feed")
            show(root: feed)
            let source = own(hk_list_data_source_new())
            for title in ["One", "Two"] { hk_list_data_source_add(source, title) }
            let table = add(hk_table_new(), to: feed)
            hk_table_set_data_source(table, source)
            let refresh = hk_refresh_control_new()
            hk_scroll_view_set_refresh_control(table, refresh)
            hk_release(refresh)
            hk_control_add_target(refresh, feed, "refresh:", valueChanged)

            XCTAssertTrue(hk_drag(table))
            XCTAssertTrue(hk_pull_down(table, 40))
            XCTAssertEqual(taps, [], "drags that refresh nothing are no events, the scroll view's pan no gesture (\(strategy))")
            XCTAssertTrue(hk_pull_down(table, 200))

            XCTAssertEqual(log, ["refresh: UIRefreshControl"])
            XCTAssertEqual(taps.map(\.kind), [.controlAction], "(\(strategy))")
            XCTAssertEqual(taps.first?.element?.type, "UIRefreshControl")
            XCTAssertEqual(taps.first?.screen?.controllerClass, "MCFFeedController")
            XCTAssertEqual(taps.first?.elementKey, "MCFFeedController.UIRefreshControl(UITableView[0]/UIRefreshControl[0]).refresh:.ValueChanged")
        }
    }

    /// What the user typed, shown by the app in another view (a button titled with the
    /// name just entered, a label greeting it): that text leaves with no event, whatever
    /// the view; the event itself still goes, and text the app set itself is untouched.
    func testUI10_whatWasTypedShownInAnotherViewLeavesWithNoEvent() throws {
        try inBothStrategies {
            let (name, greet, pay, city) = (hk_text_field_new("Name"), hk_button_new("Hello"), hk_button_new("Pay now"), hk_text_field_new("City"))
            let form = try showForm([(name, nil), (greet, "tapped:"), (pay, "pay:"), (city, nil)])

            XCTAssertTrue(hk_tap_text(name))
            XCTAssertTrue(hk_type(name, "Ada Zqxjkvlace"))
            // The app shows it: a button's title, a search's results.
            hk_button_set_title(greet, "Hello, Zqxjkvlace!")
            let results = own(hk_list_data_source_new())
            for title in ["Results for ada zqxjkvlace", "Quokka Bay"] { hk_list_data_source_add(results, title) }
            let table = add(hk_table_new(), to: form)
            hk_view_set_frame(table, 0, 300, 320, 200)
            hk_table_set_data_source(table, results)
            hk_table_set_delegate(table, own(hkf_lists_delegate_new()))
            hk_text_field_set_text(city, "Quokka Bay")  // code's, not typed
            hk_button_set_title(pay, "Pay Quokka Bay")

            XCTAssertTrue(hk_tap(greet))
            XCTAssertTrue(hk_tap(pay))
            XCTAssertTrue(hk_select_row(table, 0, 0))
            XCTAssertTrue(hk_select_row(table, 0, 1))

            XCTAssertEqual(taps.map(\.kind), [.controlAction, .controlAction, .listSelection, .listSelection], "the events still go (\(strategy))")
            XCTAssertEqual(taps.map(\.element?.text), [nil, "Pay Quokka Bay", nil, "Quokka Bay"], "the typed name's texts taken out; the app's own kept")
            XCTAssertTrue(taps.allSatisfy { $0.elementKey != nil })
            let encoded = String(decoding: try JSONEncoder().encode(interactions), as: UTF8.self).lowercased()
            XCTAssertFalse(encoded.contains("zqxjkv"), "(\(strategy))")
            XCTAssertGreaterThanOrEqual(registry?.diagnostics.typedTextRemoved ?? 0, 2)
        }
    }

    /// An app that formats a phone number as it is typed: its delegate refuses each edit
    /// and the app sets the formatted text itself, so UIKit posts no change. The number,
    /// shown on a button while the field is still being edited, leaves with no event.
    func testUI10_aNumberTheAppFormatsAsItIsTypedLeavesWithNoEventWhileEditing() throws {
        try inBothStrategies {
            let (phone, call) = (hk_text_field_new("Phone"), hk_button_new("Call"))
            _ = try showForm([(phone, nil), (call, "tapped:")])
            let formatter = own(hkf_input_delegate_new())
            hkf_input_delegate_refuse_changes(formatter, true)
            hk_text_field_set_delegate(phone, formatter)

            XCTAssertTrue(hk_tap_text(phone))
            XCTAssertTrue(hk_type(phone, "4159183"))
            hk_text_field_set_text(phone, "(415) 918-3")   // the app's formatting, as each key came
            hk_button_set_title(call, "Call (415) 918-3")
            XCTAssertTrue(hk_tap(call))

            XCTAssertEqual(taps.map(\.kind), [.controlAction], "(\(strategy))")
            XCTAssertNil(taps.first?.element?.text)
            let encoded = String(decoding: try JSONEncoder().encode(interactions), as: UTF8.self)
            XCTAssertFalse(encoded.contains("918"), "(\(strategy))")
        }
    }

    func testUI10_whatIsTypedReachesNoInteractionAndNoStoredEvent() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ui10-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try inBothStrategies {
            try start(["reportProgrammatic": "true"])
            let form = screen("MCFFormController", "Form")
            show(root: form)
            // Letters no number, timestamp or position can spell by chance.
            let secret = "hunter2-\(strategy)-zqxjkvwpqz"
            let name = add(hk_text_field_new("Name"), to: form)
            let password = add(hk_text_field_new("Password"), to: form)
            hk_text_field_set_secure(password, true)
            let notes = add(hkf_placeholder_text_view_new("Notes"), to: form)
            let search = add(hk_search_bar_new("Search"), to: form)
            let custom = add(hkf_key_input_view_new(), to: form)
            for (row, view) in [name, password, notes, search, custom].enumerated() {
                hk_view_set_frame(view, 0, Double(row) * 100, 320, row == 2 ? 90 : 44)
            }
            for field in [name, password, hk_search_bar_text_field(search)] {
                hk_control_add_target(field, form, "changed:", UInt(HKControlEventAllEditingEvents) | UInt(HKControlEventTouchUpInside))
            }
            // The app's own recogniser on the text view, as apps add one.
            let tap = hk_tap_gesture_new(form, "tapped:", 1)
            hk_view_add_gesture(notes, tap)
            hk_release(tap)

            for input in [name, password, notes, hk_search_bar_text_field(search)] {
                XCTAssertTrue(hk_tap_text(input))
                XCTAssertTrue(hk_type(input, secret))
                XCTAssertTrue(hk_tap_text(input), "a tap on what holds the text")
            }
            XCTAssertTrue(hk_tap(custom))
            XCTAssertTrue(hk_type(custom, secret))
            XCTAssertTrue(hk_tap(custom))

            XCTAssertFalse(interactions.isEmpty)
            let encoded = String(decoding: try JSONEncoder().encode(interactions), as: UTF8.self)
            XCTAssertFalse(encoded.contains("hunter2"), "no typed text in any interaction (\(strategy))")
            XCTAssertFalse(encoded.contains("zqxjkv"), "nor any part of it")
            let notesTaps = reported(.gesture)
            XCTAssertEqual(notesTaps.count, 2, "the app's recogniser, once per tap; UIKit's text recogniser none (\(strategy))")
            XCTAssertTrue(notesTaps.allSatisfy { $0.element?.text == nil && $0.element?.type == "UITextView" })

            // The same interactions through a real tracker: nothing typed in the stored events.
            let tracker = try Tracker(configuration: TrackerConfiguration(
                databaseURL: directory.appendingPathComponent("\(strategy).sqlite"), uploadURL: nil))
            for interaction in interactions { tracker.receive(interaction) }
            XCTAssertTrue(tracker.flushToDisk(timeout: 10))
            let stored = try Data(contentsOf: directory.appendingPathComponent("\(strategy).sqlite"))
            XCTAssertFalse(stored.range(of: Data("hunter2".utf8)) != nil, "no typed text in the database (\(strategy))")
            XCTAssertFalse(stored.range(of: Data("zqxjkv".utf8)) != nil, "nor any part of it")
            XCTAssertTrue(stored.range(of: Data("MCFFormController".utf8)) != nil, "the events are there")
            _ = tracker.shutdown()
        }
    }

    /// UIKit 26.1's keyboard is in the app's process: each key is a touch through
    /// `-[UIApplication sendEvent:]` on one view (UIKeyboardLayoutStar) that no control,
    /// recogniser or list answers, so a dead tap and a burst of rage taps with the finger's
    /// place on the keys would spell what was typed; the prediction bar's recogniser
    /// (TextInputUI's, not UIKit's) shows the word being typed; an app's own keypad (an
    /// input view) is its buttons. Nothing in the keyboard's window is reported.
    func testUI10_theKeyboardsKeysItsPredictionsAndAnAppsOwnKeypadReportNothing() throws {
        try inBothStrategies {
            try start()
            let form = screen("MCFFormController", "Form")
            show(root: form)
            let name = add(hk_text_field_new("Name"), to: form)
            let pin = add(hk_text_field_new("PIN"), to: form)
            hk_view_set_frame(name, 0, 100, 320, 44)
            hk_view_set_frame(pin, 0, 200, 320, 44)
            let keypad = own(hk_view_new(0, 0, 320, 200))
            var digits: [HKObject?] = []
            for digit in 0..<10 {
                let key = hk_button_new("\(digit)")
                hk_view_set_frame(key, Double(digit % 5) * 64, Double(digit / 5) * 50, 64, 50)
                hk_control_add_target(key, form, "changed:", UInt(HKControlEventTouchUpInside))
                hk_view_add_subview(keypad, key)
                hk_release(key)
                digits.append(key)
            }
            hk_text_field_set_input_view(pin, keypad)
            let done = own(hk_button_new("Done"))
            hk_control_add_target(done, form, "tapped:", UInt(HKControlEventTouchUpInside))
            hk_text_field_set_input_accessory_view(pin, done)

            let keyboard = hk_keyboard_show(name)
            let before = interactions.count
            XCTAssertTrue(hk_keyboard_tap_keys(keyboard, "zqxjkv zqx"))
            XCTAssertEqual(String(cString: hk_text_field_text(name)), "zqxjkv zqx", "the keys typed")
            XCTAssertEqual(hk_keyboard_prediction(keyboard).map { String(cString: $0) }, "zqx")
            XCTAssertTrue(hk_keyboard_tap_prediction(keyboard))
            XCTAssertEqual(String(cString: hk_text_field_text(name)), "zqxjkv zqx ")

            let padKeyboard = hk_keyboard_show(pin)
            let beforePad = interactions.count
            for digit in [7, 3, 7, 7] { XCTAssertTrue(hk_tap(digits[digit])) }
            XCTAssertTrue(hk_tap(done))
            XCTAssertEqual(log.count, 5, "the app's keys and its Done ran")
            hk_release(keyboard)
            hk_release(padKeyboard)
            registry?.stop()   // a burst under way is reported at the stop

            XCTAssertEqual(interactions[before..<beforePad].map(\.kind), [], "UIKit's keys and predictions (\(strategy))")
            XCTAssertEqual(interactions[beforePad...].map(\.kind), [], "the app's keypad and its bar (\(strategy))")
            let encoded = String(decoding: try JSONEncoder().encode(interactions), as: UTF8.self)
            XCTAssertFalse(encoded.contains("zqx"), "the word typed, as the prediction bar showed it")
            XCTAssertFalse(encoded.contains("Keyboard") || encoded.contains("TUIPrediction"), "nor the keyboard's classes")
            XCTAssertGreaterThan(registry?.diagnostics.keyboardReportsLeftAlone ?? 0, 0, "said in diagnostics")
        }
    }
}
