import HostKit
import HostKitFixtures
import XCTest

/// A finger on a scroll view goes through UIKit's UIScrollViewPanGestureRecognizer and the
/// scroll view's pan handler; pulling past the refresh control's threshold makes it send
/// ValueChanged once, without a UIEvent, while the finger is still down.
final class InputsScrollRefreshTests: HostKitTestCase {
    private func recording(_ body: () -> Void) -> [String] {
        hkf_log_reset()
        hkf_record_input_path(true)
        body()
        hkf_record_input_path(false)
        return entries
    }

    private func assertSubsequence(_ expected: [String], of log: [String], file: StaticString = #filePath, line: UInt = #line) {
        var index = log.startIndex
        for entry in expected {
            guard let found = log[index...].firstIndex(of: entry) else {
                return XCTFail("missing \(entry) after position \(index) in \(log)", file: file, line: line)
            }
            index = log.index(after: found)
        }
    }

    func testThePanRecognizerIsUIKitsAndTargetsTheScrollView() {
        let scroll = show(hk_scroll_view_new())
        let pan = hk_scroll_view_pan_gesture(scroll)
        XCTAssertEqual(String(cString: hk_class_name(pan)), "UIScrollViewPanGestureRecognizer")
        XCTAssertEqual(hk_gesture_view(pan), scroll)

        let log = recording { XCTAssertTrue(hk_drag(scroll)) }
        XCTAssertEqual(log.first { $0.hasPrefix("UIGestureRecognizerTarget") },
                       "UIGestureRecognizerTarget handlePan: UIScrollView UIScrollViewPanGestureRecognizer")
    }

    func testDragCallsTheDelegateInUIKitsOrder() {
        let scroll = show(hk_scroll_view_new())
        let delegate = hkf_input_delegate_new()
        defer { hk_release(delegate) }
        hk_scroll_view_set_delegate(scroll, delegate)

        XCTAssertTrue(hk_scroll_pan(scroll, 60, 3, false))

        XCTAssertEqual(entries, [
            "willBeginDragging",
            "didScroll 20",
            "didScroll 40",
            "didScroll 60",
            "willEndDragging 0.00 60",
            "didEndDragging 0",
        ])
        XCTAssertEqual(hk_scroll_view_content_offset_y(scroll), 60)
        XCTAssertFalse(hk_scroll_view_is_dragging(scroll))
        XCTAssertFalse(hk_scroll_view_is_tracking(scroll))
    }

    func testTheDragsStepsAreThePanHandlers() {
        let scroll = show(hk_scroll_view_new())
        let log = recording { XCTAssertTrue(hk_drag(scroll)) }
        assertSubsequence([
            "UIScrollView handlePan:",
            "UIScrollView _scrollViewWillBeginDragging",
            "UIScrollView handlePan:",
            "UIScrollView handlePan:",
            "UIScrollView _endPanNormal: YES",
            "UIScrollView _scrollViewWillEndDraggingWithDeceleration:",
            "UIScrollView _scrollViewDidEndDraggingWithDeceleration: NO",
            "UIScrollView _scrollViewDidEndDraggingForDelegateWithDeceleration: NO",
        ], of: log)
        XCTAssertEqual(log.filter { $0 == "UIScrollView _scrollViewDidEndDraggingWithDeceleration: NO" }.count, 1)
    }

    func testAFlingDecelerates() {
        let scroll = show(hk_scroll_view_new())
        let delegate = hkf_input_delegate_new()
        defer { hk_release(delegate) }
        hk_scroll_view_set_delegate(scroll, delegate)

        XCTAssertTrue(hk_scroll_pan(scroll, 60, 3, true))

        let log = entries
        XCTAssertEqual(Array(log.prefix(4)), ["willBeginDragging", "didScroll 20", "didScroll 40", "didScroll 60"])
        XCTAssertTrue(log[4].hasPrefix("willEndDragging 0.25 "), log[4])
        XCTAssertEqual(Array(log.suffix(4)), ["didEndDragging 1", "willBeginDecelerating", log[log.count - 2], "didEndDecelerating"])
        XCTAssertGreaterThan(hk_scroll_view_content_offset_y(scroll), 60)
    }

    func testAScrollViewWhoseContentFitsDoesNotPan() {
        let scroll = show(hk_scroll_view_new())
        hk_scroll_view_set_content_size(scroll, 320, 100)
        let delegate = hkf_input_delegate_new()
        defer { hk_release(delegate) }
        hk_scroll_view_set_delegate(scroll, delegate)

        XCTAssertTrue(hk_drag(scroll))
        XCTAssertEqual(entries, [])
    }

    func testATapOnATableRowStillSelectsAndDoesNotScroll() {
        let table = show(hk_table_new())
        let source = hk_list_data_source_new()
        let delegate = hkf_list_delegate_new()
        defer { hk_release(source); hk_release(delegate) }
        for title in ["A", "B", "C"] { hk_list_data_source_add(source, title) }
        hk_table_set_data_source(table, source)
        hk_table_set_delegate(table, delegate)

        XCTAssertTrue(hk_select_row(table, 0, 1))
        XCTAssertEqual(entries, ["willSelect 0.1", "didSelect 0.1"])
    }

    func testADragThatBeganOnARowScrollsTheTableAndSelectsNothing() {
        let table = show(hk_table_new())
        let source = hk_list_data_source_new()
        let delegate = hkf_list_delegate_new()
        defer { hk_release(source); hk_release(delegate) }
        for title in ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"] { hk_list_data_source_add(source, title) }
        hk_table_set_data_source(table, source)
        hk_table_set_delegate(table, delegate)
        hk_table_reload(table)

        XCTAssertTrue(hk_drag(table))
        XCTAssertEqual(entries.first, "willBeginDragging")
        XCTAssertTrue(entries.contains("didEndDragging"))
        XCTAssertFalse(entries.contains { $0.hasPrefix("willSelect") || $0.hasPrefix("didSelect") })
    }

    // MARK: Touches on the content (UIScrollViewDelayedTouchesBeganGestureRecognizer)

    /// A scroll view of 320 x 400 whose content scrolls vertically, with an app's control
    /// (100 x 44) at (20, 20) in it.
    private func controlInScrollView() -> (scroll: HKObject?, control: HKObject?) {
        let scroll = show(hk_scroll_view_new())
        hk_view_set_frame(scroll, 0, 0, 320, 400)
        hk_scroll_view_set_content_size(scroll, 320, 2000)
        let control = hkf_choosy_control_new(true, true)
        hk_view_set_frame(control, 20, 20, 100, 44)
        hk_view_add_subview(scroll, control)
        hk_release(control)
        return (scroll, control)
    }

    func testAScrollViewHasUIKitsRecognisersTheTouchDelayFirst() {
        let scroll = show(hk_scroll_view_new())
        let names = (0..<5).compactMap { hk_view_gesture_at(scroll, $0) }.map { String(cString: hk_class_name($0)) }
        XCTAssertEqual(names, [
            "UIScrollViewDelayedTouchesBeganGestureRecognizer", "UIScrollViewPanGestureRecognizer",
            "UIScrollViewKnobLongPressGestureRecognizer", "UIScrollViewKnobLongPressGestureRecognizer",
        ])
    }

    func testATapOnAControlInAScrollViewReachesItAtTheLiftBeganThenEnded() {
        let control = controlInScrollView().control
        XCTAssertTrue(hk_tap(control))
        XCTAssertEqual(entries, ["began late", "send TouchDown", "send TouchUpInside"])
    }

    func testWithoutTheDelayTheControlGetsTheTouchAsItLands() {
        let (scroll, control) = controlInScrollView()
        hk_scroll_view_set_delays_content_touches(scroll, false)
        XCTAssertTrue(hk_tap(control))
        XCTAssertEqual(entries, ["began", "send TouchDown", "send TouchUpInside"])
    }

    func testAFingerRestingPastTheDelayReachesTheControlBeforeItLifts() {
        let control = controlInScrollView().control
        XCTAssertTrue(hk_press(control, 0.3))
        XCTAssertEqual(entries, ["began late", "send TouchDown", "send TouchDragInside", "send TouchUpInside"],
                       "held back until the delay passed, then the move that came with it")
    }

    func testAStepperHeldInAListAutorepeatsOnceTheDelayHasPassed() {
        let scroll = controlInScrollView().scroll
        let stepper = hk_stepper_new(0, 10, 1, 0)
        hk_view_set_frame(stepper, 20, 100, 94, 32)
        hk_view_add_subview(scroll, stepper)
        hk_release(stepper)
        XCTAssertTrue(hk_press_stepper(stepper, true, 5))
        XCTAssertGreaterThan(hk_stepper_value(stepper), 1, "the repeat timer stepped: the stepper began tracking while the finger rested")
    }

    func testADragThatScrollsNeverReachesTheControl() {
        let (scroll, control) = controlInScrollView()
        XCTAssertTrue(hk_pan(control, 50, 22, 0, -120, 4))
        XCTAssertEqual(entries, [], "no touch down, no cancel: the control never saw the finger")
        XCTAssertGreaterThan(hk_scroll_view_content_offset_y(scroll), 0)
    }

    func testAControlGivenTheTouchKeepsItWhenTheFingerThenMovesAlongTheList() {
        let (scroll, control) = controlInScrollView()
        XCTAssertTrue(hk_pan_after_rest(control, 50, 22, 0.3, 0, 150, 3))
        XCTAssertEqual(hk_scroll_view_content_offset_y(scroll), 0, "no scroll: a control keeps a touch it tracks")
        XCTAssertEqual(entries, [
            "began late", "send TouchDown", "send TouchDragInside", "send TouchDragInside", "send TouchDragExit",
            "send TouchDragOutside", "send TouchDragOutside", "send TouchUpOutside",
        ])
    }

    func testAViewGivenTheTouchGivesItUpToAScroll() {
        let scroll = controlInScrollView().scroll
        let card = hk_view_new(0, 200, 320, 100)
        hk_view_add_subview(scroll, card)
        hk_release(card)
        XCTAssertTrue(hk_pan_after_rest(card, 50, 50, 0.3, 0, -150, 3))
        XCTAssertGreaterThan(hk_scroll_view_content_offset_y(scroll), 0)
    }

    func testAMoveAlongAnAxisTheViewCannotScrollReleasesTheTouchAtOnce() {
        let control = controlInScrollView().control
        XCTAssertTrue(hk_pan(control, 50, 22, 30, 0, 2))
        XCTAssertEqual(entries, ["began late", "send TouchDown", "send TouchDragInside", "send TouchDragInside", "send TouchUpInside"])
    }

    // MARK: UIRefreshControl

    private func refreshingScrollView() -> (HKObject?, HKObject?) {
        let scroll = show(hk_scroll_view_new())
        let control = hk_refresh_control_new()
        hk_scroll_view_set_refresh_control(scroll, control)
        hk_release(control)
        return (scroll, control)
    }

    /// A logging delegate on the scroll view and a logging target on its refresh control
    /// (+1 each).
    private func listening(to scroll: HKObject?, _ control: HKObject?) -> (delegate: HKObject?, target: HKObject?) {
        let delegate = hkf_input_delegate_new()
        let target = hkf_input_target_new()
        hk_scroll_view_set_delegate(scroll, delegate)
        hkf_input_target_attach(target, control)
        return (delegate, target)
    }

    func testTheRefreshControlIsASubviewOfTheScrollView() {
        let (scroll, control) = refreshingScrollView()
        XCTAssertEqual(hk_scroll_view_refresh_control(scroll), control)
        XCTAssertEqual(hk_view_superview(control), scroll)
        XCTAssertEqual(String(cString: hk_class_name(control)), "UIRefreshControl")
    }

    func testPullingPastTheThresholdSendsValueChangedOnceWithoutAnEvent() {
        let (scroll, control) = refreshingScrollView()
        let target = hkf_input_target_new()
        defer { hk_release(target) }
        hkf_input_target_attach(target, control)

        let log = recording { XCTAssertTrue(hk_pull_down(scroll, 200)) }

        XCTAssertEqual(log.filter { !$0.hasPrefix("UI") }, ["valueChanged UIRefreshControl nil"])
        XCTAssertTrue(hk_refresh_control_is_refreshing(control))
        XCTAssertEqual(hk_scroll_view_adjusted_inset_top(scroll), 60)
        XCTAssertEqual(hk_scroll_view_content_offset_y(scroll), -60, "it rests with the spinner showing")
        assertSubsequence([
            "UIScrollView _scrollViewWillBeginDragging",
            "UIRefreshControl _setRefreshControlState:notify: 1 YES",
            "UIRefreshControl _setRefreshControlState:notify: 2 YES",
            "UIRefreshControl _setRefreshControlState:notify: 3 YES",
            "UIControl sendActionsForControlEvents: 0x1000 UIRefreshControl",
            "UIApplication sendAction valueChanged:event: to HKFInputTarget from UIRefreshControl nil",
            "UIScrollView _endPanNormal: YES",
            "UIScrollView _scrollViewDidEndDraggingWithDeceleration: YES",
        ], of: log)
    }

    // UIKitCore 26.1: -_notifyDidScroll calls the delegate's scrollViewDidScroll: first,
    // then the scroll observers, the refresh control's -_didScroll among them.
    func testTheDelegateHearsTheScrollBeforeTheRefreshControlArms() {
        let (scroll, control) = refreshingScrollView()
        let (delegate, target) = listening(to: scroll, control)
        defer { hk_release(delegate); hk_release(target) }

        XCTAssertTrue(hk_pull_down(scroll, 200))

        let log = entries
        guard let sent = log.firstIndex(of: "valueChanged UIRefreshControl nil") else { return XCTFail("no refresh: \(log)") }
        // HostKit arms at 130 pt pulled (its snapping height): the move that reached it was
        // told to the delegate before the control sent its value.
        let offsets = log[..<sent].compactMap { $0.hasPrefix("didScroll ") ? Double($0.dropFirst(10)) : nil }
        XCTAssertGreaterThanOrEqual(-(offsets.last ?? 0), 130, "\(log)")
        XCTAssertLessThan(-(offsets.dropLast().last ?? 0), 130, "\(log)")
    }

    func testAShortPullSendsNothingAndBouncesBack() {
        let (scroll, control) = refreshingScrollView()
        let (delegate, target) = listening(to: scroll, control)
        defer { hk_release(target); hk_release(delegate) }

        XCTAssertTrue(hk_pull_down(scroll, 60))

        XCTAssertFalse(hk_refresh_control_is_refreshing(control))
        XCTAssertFalse(entries.contains { $0.hasPrefix("valueChanged") })
        XCTAssertEqual(Array(entries.suffix(5)), [
            "willEndDragging 0.00 0", "didEndDragging 1", "willBeginDecelerating", "didScroll 0", "didEndDecelerating",
        ])
        XCTAssertEqual(hk_scroll_view_content_offset_y(scroll), 0)
    }

    func testOneValueChangedPerPullAndEndRefreshing() {
        let (scroll, control) = refreshingScrollView()
        let target = hkf_input_target_new()
        defer { hk_release(target) }
        hkf_input_target_attach(target, control)

        XCTAssertTrue(hk_pull_down(scroll, 200))
        XCTAssertTrue(hk_pull_down(scroll, 200), "pulling again while it refreshes")
        XCTAssertEqual(entries, ["valueChanged UIRefreshControl nil"])

        hk_refresh_control_end_refreshing(control)
        XCTAssertFalse(hk_refresh_control_is_refreshing(control))
        XCTAssertEqual(hk_scroll_view_adjusted_inset_top(scroll), 0)
        XCTAssertEqual(hk_scroll_view_content_offset_y(scroll), 0)

        XCTAssertTrue(hk_pull_down(scroll, 200))
        XCTAssertEqual(entries, ["valueChanged UIRefreshControl nil", "valueChanged UIRefreshControl nil"])
    }

    func testBeginRefreshingFromCodeSendsNothing() {
        let (_, control) = refreshingScrollView()
        let target = hkf_input_target_new()
        defer { hk_release(target) }
        hkf_input_target_attach(target, control)

        hk_refresh_control_begin_refreshing(control)
        XCTAssertTrue(hk_refresh_control_is_refreshing(control))
        hk_refresh_control_end_refreshing(control)
        XCTAssertEqual(entries, [])
    }

    func testATableCanBePulledToRefresh() {
        let table = show(hk_table_new())
        let control = hk_refresh_control_new()
        let target = hkf_input_target_new()
        defer { hk_release(control); hk_release(target) }
        hk_scroll_view_set_refresh_control(table, control)
        hkf_input_target_attach(target, control)

        XCTAssertTrue(hk_pull_down(table, 200))
        XCTAssertEqual(entries, ["valueChanged UIRefreshControl nil"])
    }
}
