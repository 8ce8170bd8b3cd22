import HostKit
import HostKitFixtures
import XCTest

final class ListTests: HostKitTestCase {
    private var dataSource: HKObject?

    override func setUp() {
        super.setUp()
        dataSource = hk_list_data_source_new()
        for title in ["Espresso", "Flat white", "Matcha"] { hk_list_data_source_add(dataSource, title) }
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

    func testTableReadsRowsFromItsDataSource() {
        let table = makeTable(delegate: nil)
        XCTAssertEqual(hk_table_row_count(table, 0), 3)
        XCTAssertEqual(String(cString: hk_table_cell_text(table, 0, 1)), "Flat white")
    }

    func testTableDoesNotRetainDelegateOrDataSource() {
        let delegate = hkf_list_delegate_new()
        let before = (hk_retain_count(delegate), hk_retain_count(dataSource))
        let table = makeTable(delegate: delegate)
        XCTAssertEqual(hk_table_delegate(table), delegate, "the getter returns the delegate itself")
        XCTAssertEqual(hk_retain_count(delegate), before.0)
        XCTAssertEqual(hk_retain_count(dataSource), before.1)
        hk_table_set_delegate(table, nil)
        hk_release(delegate)
    }

    func testUserSelectionNotifiesDelegateButProgrammaticSelectionDoesNot() {
        let delegate = hkf_list_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)

        hk_table_select_row(table, 0, 0)
        XCTAssertEqual(entries, [])
        var section = -1, row = -1
        XCTAssertTrue(hk_table_selected_row(table, &section, &row))
        XCTAssertEqual([section, row], [0, 0])

        XCTAssertTrue(hk_select_row(table, 0, 2))
        XCTAssertEqual(entries, ["willSelect 0.2", "didDeselect 0.0", "didSelect 0.2"])
    }

    func testWillSelectCanCancelOrRedirectTheSelection() {
        let delegate = hkf_list_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)

        hkf_list_delegate_set_mode(delegate, Int32(HKFSelectCancel))
        XCTAssertTrue(hk_select_row(table, 0, 1))
        XCTAssertEqual(entries, ["willSelect 0.1"])
        XCTAssertFalse(hk_table_selected_row(table, nil, nil))

        hkf_log_reset()
        hkf_list_delegate_set_mode(delegate, Int32(HKFSelectNextRow))
        XCTAssertTrue(hk_select_row(table, 0, 0))
        XCTAssertEqual(entries, ["willSelect 0.0", "didSelect 0.1"])
    }

    func testRowTapGoesThroughTheInternalSelectionPath() {
        let delegate = hkf_list_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)

        hkf_record_call_path(true)
        XCTAssertTrue(hk_select_row(table, 0, 1))
        hkf_record_call_path(false)

        XCTAssertEqual(entries(fromLast: "UITableView _userSelectRowAtPendingSelectionIndexPath:"), [
            "UITableView _userSelectRowAtPendingSelectionIndexPath:",
            "UITableView _selectRowAtIndexPath:animated:scrollPosition:notifyDelegate:",
            "willSelect 0.1",
            "didSelect 0.1",
        ])
    }

    func testDelegateMethodAddedAfterSetDelegateIsNotCalledUntilTheDelegateIsSetAgain() {
        let delegate = hkf_bare_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)

        hkf_add_did_select_method(delegate)
        XCTAssertTrue(hk_select_row(table, 0, 0))
        XCTAssertEqual(entries, [], "the table asked respondsToSelector: when the delegate was set")

        hk_table_set_delegate(table, delegate)
        XCTAssertTrue(hk_select_row(table, 0, 1))
        XCTAssertEqual(entries, ["late didSelect 0.1"])
    }

    func testCollectionSelectionPathAndShouldSelect() {
        let delegate = hkf_list_delegate_new()
        defer { hk_release(delegate) }
        let collection = show(hk_collection_new())
        hk_collection_set_data_source(collection, dataSource)
        hk_collection_set_delegate(collection, delegate)
        XCTAssertEqual(String(cString: hk_collection_cell_text(collection, 0, 2)), "Matcha")

        hk_collection_select_item(collection, 0, 0)
        XCTAssertEqual(entries, [], "programmatic selection does not notify")

        hkf_record_call_path(true)
        XCTAssertTrue(hk_select_item(collection, 0, 1))
        hkf_record_call_path(false)
        XCTAssertEqual(entries(fromLast: "UICollectionView _userSelectItemAtIndexPath:"), [
            "UICollectionView _userSelectItemAtIndexPath:",
            "UICollectionView _selectItemAtIndexPath:animated:scrollPosition:notifyDelegate:",
            "shouldSelect 0.1",
            "didSelectItem 0.1",
        ])

        hkf_log_reset()
        hkf_list_delegate_set_mode(delegate, Int32(HKFSelectCancel))
        XCTAssertTrue(hk_select_item(collection, 0, 2))
        XCTAssertEqual(entries, ["shouldSelect 0.2"])
        var item = -1
        XCTAssertTrue(hk_collection_selected_item(collection, nil, &item))
        XCTAssertEqual(item, 1)
    }

    func testDragCallsTheScrollDelegateInOrder() {
        let delegate = hkf_list_delegate_new()
        defer { hk_release(delegate) }
        let scrollView = show(hk_scroll_view_new())
        hk_scroll_view_set_delegate(scrollView, delegate)

        XCTAssertTrue(hk_drag(scrollView))
        XCTAssertEqual(entries, ["willBeginDragging", "didScroll", "didScroll", "didScroll", "didEndDragging"])
    }
}
