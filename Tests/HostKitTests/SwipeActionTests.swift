import HostKit
import HostKitFixtures
import XCTest

/// Part C: swipe actions (iOS 11+), revealed by the table's swipe handler and performed
/// through the pull view's buttons or a full swipe.
final class SwipeActionTests: HostKitTestCase {
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

    private func makeTable(delegate: HKObject?, dataSource: HKObject? = nil) -> HKObject? {
        let table = show(hk_table_new())
        hk_table_set_data_source(table, dataSource ?? self.dataSource)
        hk_table_set_delegate(table, delegate)
        _ = hk_table_row_count(table, 0) // the table loads its rows (and closes nothing) before the test
        return table
    }

    private func titles(_ table: HKObject?) -> [String] {
        (0..<hk_table_swipe_action_count(table)).map { String(cString: hk_table_swipe_action_title(table, $0)) }
    }

    private func swipedRow(_ table: HKObject?) -> [Int]? {
        var section = -1, row = -1
        return hk_table_swiped_row(table, &section, &row) ? [section, row] : nil
    }

    func testSwipeLeftRevealsTheTrailingActions() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)

        XCTAssertTrue(hk_swipe_row(table, 0, 1, -150, 6))
        XCTAssertEqual(entries, ["trailingConfig 0.1", "willBeginEditing 0.1"],
                       "the configuration is asked once, when the swipe may begin")
        XCTAssertEqual(titles(table), ["Delete", "Archive"], "the first (primary) action is at the trailing edge")
        XCTAssertEqual(String(cString: hk_class_name(hk_table_swipe_action_button(table, 0))),
                       "UISwipeActionStandardButton")
        XCTAssertEqual(swipedRow(table), [0, 1])
        XCTAssertEqual(hk_table_cell_offset(table, 0, 1), -148, "open at the buttons' width")
        XCTAssertFalse(hk_table_selected_row(table, nil, nil), "the pan cancelled the row's touch")
    }

    func testSwipeRevealPathFromThePanToTheDelegate() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)

        hkf_record_call_path(true)
        hkf_record_list_paths(true)
        XCTAssertTrue(hk_swipe_row(table, 0, 1, -150, 6))
        hkf_record_list_paths(false)
        hkf_record_call_path(false)

        let interesting = entries.filter {
            !$0.hasPrefix("UIApplication sendEvent:") && !$0.hasPrefix("UIWindow") && $0 != "UIGestureRecognizer _updateGestureForActiveEvents"
        }
        XCTAssertEqual(Array(interesting.prefix(24)), [
            "_UISwipeHandler gestureRecognizerShouldBegin:",
            "UISwipeActionController swipeHandler:mayBeginSwipeAtLocation:withProposedDirection:",
            "UITableView swipeActionController:trailingSwipeConfigurationForItemAtIndexPath:",
            "UITableView _trailingSwipeConfigurationAtIndexPath:fromRemoveButton:",
            "trailingConfig 0.1",
            "UIGestureRecognizerTarget _sendActionWithGestureRecognizer:",
            "_UISwipeHandler _swipeRecognizerDidRecognize:",
            "UIGestureRecognizerTarget _sendActionWithGestureRecognizer:",
            "_UISwipeHandler _swipeRecognizerDidRecognize:",
            "_UISwipeHandler _swipeRecognizerBegan:",
            "_UISwipeHandler initiateSwipeWithDirection:configuration:location:userInitiated:",
            "UISwipeOccurrence initWithController:indexPath:defaultStyle:",
            "UISwipeActionPullView configureWithSwipeActions:",
            "UITableView swipeActionController:insertActionsView:forItemAtIndexPath:",
            "UITableView swipeActionController:willBeginSwipeForItemAtIndexPath:",
            "UITableView _sendWillBeginEditingForIndexPath:",
            "willBeginEditing 0.1",
            "UISwipeActionController swipeHandlerDidBeginSwipe:",
            "UISwipeOccurrence beginSwipeTracking:",
            "UISwipeOccurrence _transitionToState: 2",
            "_UISwipeHandler _swipeRecognizerChanged:",
            "UISwipeOccurrence _transitionToState: 2",
            "UIGestureRecognizerTarget _sendActionWithGestureRecognizer:",
            "_UISwipeHandler _swipeRecognizerDidRecognize:",
        ])
        XCTAssertEqual(Array(interesting.suffix(4)), [
            "UIGestureRecognizerTarget _sendActionWithGestureRecognizer:",
            "_UISwipeHandler _swipeRecognizerDidRecognize:",
            "_UISwipeHandler _swipeRecognizerEnded:wasCancelled:",
            "UISwipeOccurrence _transitionToState: 1",
        ])
        XCTAssertEqual(entries.filter { $0 == "trailingConfig 0.1" }.count, 1)
    }

    func testTappingARevealedActionRunsItsHandlerOnceAndCloses() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)
        XCTAssertTrue(hk_swipe_row(table, 0, 1, -150, 6))
        hkf_log_reset()

        XCTAssertTrue(hk_tap_swipe_action(table, "Archive"))
        XCTAssertEqual(entries, ["handler Archive 0.1 UISwipeActionStandardButton", "didEndEditing 0.1"])
        XCTAssertEqual(String(cString: hk_class_name(hkf_lists_delegate_last_action(delegate))), "UIContextualAction")
        XCTAssertEqual(hk_table_swipe_action_count(table), 0, "the pull view is gone")
        XCTAssertNil(swipedRow(table))
        XCTAssertEqual(hk_table_cell_offset(table, 0, 1), 0)
        XCTAssertFalse(hk_table_selected_row(table, nil, nil))

        hkf_log_reset()
        XCTAssertTrue(hk_select_row(table, 0, 1), "the row takes touches again")
        XCTAssertEqual(entries, ["didSelect 0.1"])
    }

    func testActionTapPathFromTheButtonToTheHandlerAndTheClose() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)
        XCTAssertTrue(hk_swipe_row(table, 0, 1, -150, 6))

        hkf_record_call_path(true)
        hkf_record_list_paths(true)
        XCTAssertTrue(hk_tap_swipe_action(table, "Archive"))
        hkf_record_list_paths(false)
        hkf_record_call_path(false)

        XCTAssertEqual(entries(fromLast: "UIControl touchesEnded:withEvent:"), [
            "UIControl touchesEnded:withEvent:",
            "UIControl _sendActionsForEvents:withEvent:",
            "UIControl sendAction:to:forEvent:",
            "UIApplication sendAction:to:from:forEvent:",
            "UISwipeActionPullView _tappedButton:",
            "UISwipeOccurrence swipeActionPullView:tappedAction:",
            "UISwipeOccurrence _performSwipeAction:inPullView:swipeInfo:",
            "UIContextualAction executePreHandlerWithView:",
            "UISwipeOccurrence _executeLifecycleForPerformedAction:sourceView:completionHandler:",
            "UISwipeOccurrence _transitionToState: 3",
            "UIContextualAction executeHandlerWithView:completionHandler:",
            "handler Archive 0.1 UISwipeActionStandardButton",
            "UIContextualAction _completeWithResult:",
            "UISwipeOccurrence _transitionToState: 4",
            "UISwipeActionController resetSwipedItemAnimated:completion:",
            "UISwipeOccurrence _resetItemWithSwipeInfo:animated:deletion:completion:",
            "UITableView swipeActionController:cleanupActionsView:forItemAtIndexPath:",
            "UISwipeOccurrence endSwipe",
            "UITableView swipeActionController:didEndSwipeForItemAtIndexPath:",
            "UITableView _sendDidEndEditingForIndexPath:",
            "didEndEditing 0.1",
            // A UIButton then sends PrimaryActionTriggered, nested, after TouchUpInside's actions.
            "UIControl _sendActionsForEvents:withEvent:",
        ])
        XCTAssertTrue(entries.contains("UISwipeActionPullView _pressedButton:"), "TouchDown reached the pull view")
        XCTAssertFalse(entries.contains("_UISwipeHandler _dismissalRecognizerDidRecognize:"),
                       "a tap on the actions does not dismiss them")
    }

    func testHandlerCompletingLaterKeepsTheActionsUntilItDoes() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        hkf_lists_delegate_set_completion(delegate, Int32(HKFCompleteLater))
        let table = makeTable(delegate: delegate)
        XCTAssertTrue(hk_swipe_row(table, 0, 1, -150, 6))
        hkf_log_reset()

        XCTAssertTrue(hk_tap_swipe_action(table, "Archive"))
        XCTAssertEqual(entries, ["handler Archive 0.1 UISwipeActionStandardButton"])
        XCTAssertEqual(titles(table), ["Delete", "Archive"], "still revealed while the handler works")

        XCTAssertTrue(hkf_lists_delegate_complete(delegate, true))
        XCTAssertEqual(entries, ["handler Archive 0.1 UISwipeActionStandardButton", "didEndEditing 0.1"])
        XCTAssertEqual(hk_table_swipe_action_count(table), 0)
        XCTAssertFalse(hkf_lists_delegate_complete(delegate, true), "the completion was used")
        XCTAssertEqual(entries.count, 2)
    }

    func testHandlerCompletingWithNoAlsoCloses() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        hkf_lists_delegate_set_completion(delegate, Int32(HKFCompleteNo))
        let table = makeTable(delegate: delegate)
        XCTAssertTrue(hk_swipe_row(table, 0, 1, -150, 6))
        hkf_log_reset()

        hkf_record_list_paths(true)
        XCTAssertTrue(hk_tap_swipe_action(table, "Delete"))
        hkf_record_list_paths(false)
        XCTAssertTrue(entries.contains("UISwipeOccurrence _transitionToState: 5"), "cancelled")
        XCTAssertEqual(entries.filter { !$0.hasPrefix("UI") && !$0.hasPrefix("_UI") },
                       ["handler Delete 0.1 UISwipeActionStandardButton", "didEndEditing 0.1"])
        XCTAssertEqual(hk_table_swipe_action_count(table), 0)
    }

    func testFullSwipePerformsTheFirstAction() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)

        hkf_record_list_paths(true)
        XCTAssertTrue(hk_full_swipe_row(table, 0, 2, true))
        hkf_record_list_paths(false)

        XCTAssertEqual(entries.filter { !$0.hasPrefix("UI") && !$0.hasPrefix("_UI") }, [
            "trailingConfig 0.2",
            "willBeginEditing 0.2",
            "handler Archive 0.2 UISwipeActionStandardButton",
            "didEndEditing 0.2",
        ])
        XCTAssertEqual(entries(fromLast: "_UISwipeHandler _swipeRecognizerEnded:wasCancelled:").prefix(4), [
            "_UISwipeHandler _swipeRecognizerEnded:wasCancelled:",
            "UISwipeActionController swipeHandler:didConfirmSwipeWithInfo:",
            "UISwipeOccurrence performPrimaryActionWithSwipeInfo:",
            "UISwipeOccurrence _performSwipeAction:inPullView:swipeInfo:",
        ])
        XCTAssertEqual(hk_table_swipe_action_count(table), 0)
        XCTAssertEqual(hk_table_cell_offset(table, 0, 2), 0)
    }

    func testFullSwipeOnlyOpensWhenTheConfigurationSaysSo() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        hkf_lists_delegate_set_full_swipe(delegate, false)
        let table = makeTable(delegate: delegate)

        XCTAssertTrue(hk_full_swipe_row(table, 0, 2, true))
        XCTAssertEqual(entries, ["trailingConfig 0.2", "willBeginEditing 0.2"])
        XCTAssertEqual(titles(table), ["Delete", "Archive"])
    }

    func testSwipeRightRevealsTheLeadingActions() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)

        XCTAssertTrue(hk_swipe_row(table, 0, 0, 120, 6))
        XCTAssertEqual(entries, ["leadingConfig 0.0", "willBeginEditing 0.0"])
        XCTAssertEqual(titles(table), ["Pin"])
        XCTAssertEqual(hk_table_cell_offset(table, 0, 0), 74)

        hkf_log_reset()
        XCTAssertTrue(hk_tap_swipe_action(table, "Pin"))
        XCTAssertEqual(entries, ["handler Pin 0.0 UISwipeActionStandardButton", "didEndEditing 0.0"])
    }

    func testTapElsewhereClosesTheActionsWithoutSelecting() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)
        XCTAssertTrue(hk_swipe_row(table, 0, 1, -150, 6))
        hkf_log_reset()

        hkf_record_list_paths(true)
        XCTAssertTrue(hk_select_row(table, 0, 2))
        hkf_record_list_paths(false)
        XCTAssertTrue(entries.contains("_UISwipeHandler _dismissalRecognizerDidRecognize:"))
        XCTAssertEqual(entries.filter { !$0.hasPrefix("UI") && !$0.hasPrefix("_UI") }, ["didEndEditing 0.1"])
        XCTAssertFalse(entries.contains { $0.hasPrefix("handler") })
        XCTAssertFalse(hk_table_selected_row(table, nil, nil))
        XCTAssertEqual(hk_table_swipe_action_count(table), 0)

        hkf_log_reset()
        XCTAssertTrue(hk_select_row(table, 0, 2))
        XCTAssertEqual(entries, ["didSelect 0.2"], "with nothing open, taps select again")
    }

    func testShortSwipeSnapsBack() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)

        // 40 points, slowly: not past half the actions' width, no flick.
        XCTAssertTrue(hk_swipe_row(table, 0, 1, -40, 16))
        XCTAssertEqual(hk_table_swipe_action_count(table), 0)
        XCTAssertEqual(hk_table_cell_offset(table, 0, 1), 0)
    }

    func testVerticalPanIsNotASwipe() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)
        let cell = hk_table_cell(table, 0, 0)

        XCTAssertTrue(hk_pan(cell, 160, 22, 0, 60, 4))
        XCTAssertFalse(entries.contains("willBeginEditing 0.0"))
        XCTAssertEqual(hk_table_swipe_action_count(table), 0)
    }

    func testDelegateWithoutSwipeMethodsGetsNothing() {
        let delegate = hkf_list_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate)

        hkf_record_list_paths(true)
        XCTAssertTrue(hk_swipe_row(table, 0, 1, -150, 6))
        hkf_record_list_paths(false)
        XCTAssertFalse(entries.contains { $0.contains("Swipe") || $0.contains("swipe") }, "no swipe machinery")
        XCTAssertFalse(entries.contains { $0.hasPrefix("willBeginEditing") || $0.hasPrefix("didEndEditing") })
        XCTAssertEqual(hk_table_swipe_action_count(table), 0)
    }

    func testNilTrailingConfigurationWithoutCommitEditingGivesNoActions() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        hkf_lists_delegate_set_trailing(delegate, nil)
        let table = makeTable(delegate: delegate)

        XCTAssertTrue(hk_swipe_row(table, 0, 1, -150, 6))
        XCTAssertEqual(entries.filter { $0 != "didSelect 0.1" }, ["trailingConfig 0.1"],
                       "asked once: the recogniser stays failed until the finger lifts")
        XCTAssertEqual(hk_table_swipe_action_count(table), 0)
    }

    func testDataSourceThatCommitsEditsGetsTheDefaultDeleteAction() {
        let editable = hk_editable_list_data_source_new()
        defer { hk_release(editable) }
        for title in ["Espresso", "Flat white", "Matcha"] { hk_list_data_source_add(editable, title) }
        let delegate = hkf_list_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: delegate, dataSource: editable)

        XCTAssertTrue(hk_swipe_row(table, 0, 1, -150, 6))
        XCTAssertEqual(titles(table), ["Delete"])
        XCTAssertTrue(hk_tap_swipe_action(table, "Delete"))
        XCTAssertEqual(hk_table_row_count(table, 0), 2)
        XCTAssertEqual(String(cString: hk_table_cell_text(table, 0, 1)), "Matcha")
        XCTAssertEqual(hk_table_swipe_action_count(table), 0)
        XCTAssertEqual(hk_table_cell_offset(table, 0, 1), 0)
    }

    func testNilTrailingConfigurationFallsBackToTheDefaultDelete() {
        let editable = hk_editable_list_data_source_new()
        defer { hk_release(editable) }
        for title in ["Espresso", "Flat white"] { hk_list_data_source_add(editable, title) }
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        hkf_lists_delegate_set_trailing(delegate, nil)
        let table = makeTable(delegate: delegate, dataSource: editable)

        XCTAssertTrue(hk_swipe_row(table, 0, 0, -150, 6))
        XCTAssertEqual(titles(table), ["Delete"])
        XCTAssertEqual(entries, ["trailingConfig 0.0", "willBeginEditing 0.0"])
    }

    func testSwipeHandlerLivesOnlyWhileTheTableWantsSwipes() {
        let delegate = hkf_lists_delegate_new()
        defer { hk_release(delegate) }
        let table = makeTable(delegate: nil)
        XCTAssertEqual(hkf_lists_swipe_recognizer_count(table), 0)
        hk_table_set_delegate(table, delegate)
        XCTAssertEqual(hkf_lists_swipe_recognizer_count(table), 2, "the swipe pan and the dismissal recogniser")
        hk_table_set_delegate(table, nil)
        XCTAssertEqual(hkf_lists_swipe_recognizer_count(table), 0)
    }
}
