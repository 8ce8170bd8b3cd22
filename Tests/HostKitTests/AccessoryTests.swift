import HostKit
import HostKitFixtures
import XCTest

/// Part C: cells as iOS 17/18 build them and their accessory (detail) buttons.
final class AccessoryTests: HostKitTestCase {
    private var dataSource: HKObject?

    override func setUp() {
        super.setUp()
        dataSource = hk_list_data_source_new()
        for title in ["Espresso", "Flat white", "Matcha"] { hk_list_data_source_add(dataSource, title) }
        hk_list_data_source_set_accessory(dataSource, 0, Int32(HKAccessoryDisclosureIndicator))
        hk_list_data_source_set_accessory(dataSource, 1, Int32(HKAccessoryDetailButton))
        hk_list_data_source_set_accessory(dataSource, 2, Int32(HKAccessoryDetailDisclosureButton))
    }

    override func tearDown() {
        hk_release(dataSource)
        super.tearDown()
    }

    private func makeTable(delegate: HKObject?) -> HKObject? {
        let table = show(hk_table_new())
        hk_table_set_data_source(table, dataSource)
        hk_table_set_delegate(table, delegate)
        return table
    }

    private func className(_ object: HKObject?) -> String { String(cString: hk_class_name(object)) }

    func testCellsHaveAContentViewHoldingTheirLabelAndSystemAccessories() {
        let table = makeTable(delegate: nil)
        let cell = hk_table_cell(table, 0, 1)
        let contentView = hk_table_cell_content_view(cell)
        XCTAssertEqual(className(contentView), "UITableViewCellContentView")
        XCTAssertEqual(hk_view_superview(contentView), cell)
        XCTAssertEqual(hk_view_superview(hk_table_cell_text_label(cell)), contentView)
        XCTAssertEqual(String(cString: hk_table_cell_text(table, 0, 1)), "Flat white")

        XCTAssertEqual(hk_table_cell_accessory_type(cell), Int32(HKAccessoryDetailButton))
        XCTAssertNil(hk_table_cell_accessory_view(cell), "system accessories are not the public accessoryView")
        XCTAssertEqual(hk_table_cell_accessory_count(cell), 1)
        XCTAssertEqual(className(hk_table_cell_accessory(cell, 0)), "UIButton")

        let chevronCell = hk_table_cell(table, 0, 0)
        XCTAssertEqual(hk_table_cell_accessory_count(chevronCell), 1)
        XCTAssertEqual(className(hk_table_cell_accessory(chevronCell, 0)), "_UITableCellAccessoryButton")

        let both = hk_table_cell(table, 0, 2)
        XCTAssertEqual(hk_table_cell_accessory_count(both), 2)
        XCTAssertEqual(className(hk_table_cell_accessory(both, 0)), "UIButton")
        XCTAssertEqual(className(hk_table_cell_accessory(both, 1)), "_UITableCellAccessoryButton")
    }

    func testAccessoryControlsTargetTheTableWithTheAccessoryAction() {
        let table = makeTable(delegate: nil)
        let detail = hk_table_cell_accessory(hk_table_cell(table, 0, 1), 0)
        XCTAssertEqual(hk_control_target_count(detail), 1)
        XCTAssertEqual(hk_control_all_events(detail), UInt(HKControlEventTouchUpInside))
        XCTAssertEqual(String(cString: hkf_lists_control_action(detail, table)), "_accessoryButtonAction:")
    }

    func testDetailButtonTapTellsTheDelegateAndDoesNotSelectTheRow() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)

        XCTAssertTrue(hk_tap_accessory_button(table, 0, 1))
        XCTAssertEqual(entries, ["accessory 0.1"])
        XCTAssertFalse(hk_table_selected_row(table, nil, nil))

        hkf_log_reset()
        XCTAssertTrue(hk_tap_accessory_button(table, 0, 2))
        XCTAssertEqual(entries, ["accessory 0.2"])
    }

    func testAccessoryTapPathGoesThroughTheButtonToTheTable() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)

        hkf_record_call_path(true)
        hkf_record_list_paths(true)
        XCTAssertTrue(hk_tap_accessory_button(table, 0, 1))
        hkf_record_list_paths(false)
        hkf_record_call_path(false)

        // (The table's swipe recognisers also see the touch: their updates are left out.)
        // The table delays content touches: the button's touch down comes with the lift.
        XCTAssertEqual(entries(fromLast: "UIApplication sendEvent:").filter { $0 != "UIGestureRecognizer _updateGestureForActiveEvents" }, [
            "UIApplication sendEvent:",
            "UIWindow sendEvent:",
            "UIWindow _sendTouchesForEvent:",
            "UIControl _sendActionsForEvents:withEvent:",
            "UIControl touchesEnded:withEvent:",
            "UIControl _sendActionsForEvents:withEvent:",
            "UIControl sendAction:to:forEvent:",
            "UIApplication sendAction:to:from:forEvent:",
            "UITableView _accessoryButtonAction:",
            "accessory 0.1",
            // A UIButton then sends PrimaryActionTriggered, nested, after TouchUpInside's actions.
            "UIControl _sendActionsForEvents:withEvent:",
        ])
        XCTAssertFalse(entries.contains("UITableView _userSelectRowAtPendingSelectionIndexPath:"))
    }

    func testAccessoryActionCarriesTheTouchEventAndTheButtonAsSender() {
        let recorder = hkf_recorder_new()
        defer { hk_release(recorder) }
        let table = makeTable(delegate: nil)
        let detail = hk_table_cell_accessory(hk_table_cell(table, 0, 1), 0)
        hk_control_add_target(detail, recorder, "twoArgs:event:", UInt(HKControlEventTouchUpInside))

        XCTAssertTrue(hk_tap_accessory_button(table, 0, 1))
        XCTAssertEqual(entries, ["twoArgs:UIButton:event(1 touch)"])
    }

    func testChevronIsNotInteractiveSoATapThereSelectsTheRow() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)

        let chevron = hk_table_cell_accessory(hk_table_cell(table, 0, 0), 0)
        XCTAssertTrue(hk_tap_view_center(chevron))
        XCTAssertEqual(entries, ["didSelect 0.0"])
        var row = -1
        XCTAssertTrue(hk_table_selected_row(table, nil, &row))
        XCTAssertEqual(row, 0)
    }

    func testDelegateWithoutTheAccessoryMethodGetsNothing() {
        let delegate = hkf_list_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)

        XCTAssertTrue(hk_tap_accessory_button(table, 0, 1))
        XCTAssertEqual(entries, [])
        XCTAssertFalse(hk_table_selected_row(table, nil, nil))
    }

    func testAccessoryMethodAddedAfterSetDelegateIsNotCalledUntilTheDelegateIsSetAgain() {
        let delegate = hkf_bare_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)

        hkf_add_accessory_method(delegate)
        XCTAssertTrue(hk_tap_accessory_button(table, 0, 1))
        XCTAssertEqual(entries, [], "the table asked respondsToSelector: when the delegate was set")

        hk_table_set_delegate(table, delegate)
        XCTAssertTrue(hk_tap_accessory_button(table, 0, 1))
        XCTAssertEqual(entries, ["late accessory 0.1"])
    }

    func testCustomAccessoryViewReplacesTheSystemOnesAndGetsNoAccessoryAction() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)
        let cell = hk_table_cell(table, 0, 1)
        let button = hk_button_new("Info")
        defer { hk_release(button) }

        hk_table_cell_set_accessory_view(cell, button)
        XCTAssertEqual(hk_table_cell_accessory_view(cell), button)
        XCTAssertEqual(hk_table_cell_accessory_count(cell), 0)
        XCTAssertEqual(hk_view_superview(button), cell)
        XCTAssertEqual(hk_control_target_count(button), 0)
        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(entries, [])
    }

    func testRowTapStillSelectsThroughTheContentView() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)
        XCTAssertTrue(hk_select_row(table, 0, 1))
        XCTAssertEqual(entries, ["didSelect 0.1"])
    }
}
