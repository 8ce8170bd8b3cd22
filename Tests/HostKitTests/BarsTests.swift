import HostKit
import HostKitFixtures
import XCTest

/// Navigation bars, toolbars and bar button items: what a user's tap sends, as on iOS 17/18.
final class BarsTests: HostKitTestCase {
    private var owned: [HKObject?] = []

    override func tearDown() {
        hkf_bars_record_call_path(false)
        super.tearDown()
        owned.forEach { hk_release($0) }
    }

    private func keep(_ object: HKObject?) -> HKObject? {
        owned.append(object)
        return object
    }

    /// A navigation controller rooted at an app-like screen "A", shown as the window's root.
    private func showApp() -> (navigation: HKObject?, a: HKObject?) {
        let a = keep(hkf_bars_app_controller_new("A"))
        let navigation = keep(hk_navigation_controller_new(a))
        hk_window_set_root(window, navigation)
        hkf_log_reset()
        return (navigation, a)
    }

    private func frame(_ view: HKObject?) -> (x: Double, y: Double, width: Double, height: Double)? {
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        guard hk_view_frame_in_window(view, &x, &y, &width, &height) else { return nil }
        return (x, y, width, height)
    }

    private func className(_ object: HKObject?) -> String {
        guard let object, let name = hk_class_name(object) else { return "nil" }
        return String(cString: name)
    }

    private func string(_ s: UnsafePointer<CChar>?) -> String? { s.map { String(cString: $0) } }

    // MARK: The tap

    func testBarButtonItemTapTakesUIKitsPathWithTheItemAsSenderAndTheTouchEvent() {
        let (_, a) = showApp()
        let save = hkf_bars_app_item(a, "save")

        hkf_bars_record_call_path(true)
        XCTAssertTrue(hk_tap_bar_button_item(save))
        hkf_bars_record_call_path(false)

        XCTAssertEqual(entries, [
            "touchesBegan _UIButtonBarButton",
            "_sendActionsForEvents 0x1 _UIButtonBarButton event(1 touch)",
            "touchesEnded _UIButtonBarButton",
            "_sendActionsForEvents 0x40 _UIButtonBarButton event(1 touch)",
            "_sendActionsForEvents 0x2000 _UIButtonBarButton event(1 touch)",
            "sendAction:to:forEvent: _invalidateAssistant: _UIButtonBar",
            "UIApplication sendAction _invalidateAssistant: to _UIButtonBar from _UIButtonBarButton event(1 touch)",
            "sendAction:to:forEvent: _invoke:forEvent: _UIButtonBarTargetAction",
            "UIApplication sendAction _invoke:forEvent: to _UIButtonBarTargetAction from _UIButtonBarButton event(1 touch)",
            "_invoke:forEvent: _UIButtonBarButton event(1 touch)",
            "_triggerActionForEvent: event(1 touch)",
            "_triggerActionForEvent:fallbackSender: event(1 touch) nil",
            "UIApplication sendAction save: to HKFBarsAppController from UIBarButtonItem event(1 touch)",
            "A save: UIBarButtonItem",
        ])
    }

    func testActionGetsTheItemAndTheTouchEvent() {
        let (_, a) = showApp()
        let recorder = keep(hkf_recorder_new())
        let item = keep(hk_bar_button_item_new("Share", recorder, "twoArgs:event:"))
        var items = [item]
        hk_set_right_bar_items(a, &items, 1)

        XCTAssertTrue(hk_tap_bar_button_item(item))

        XCTAssertEqual(entries, ["twoArgs:UIBarButtonItem:event(1 touch)"])
        XCTAssertEqual(hkf_recorder_last_sender(recorder), item, "the sender is the item, not its button")
        XCTAssertEqual(hkf_event_touch_count(hkf_recorder_last_event(recorder)), 1)
        XCTAssertEqual(hk_bar_button_item_target(item), recorder)
        XCTAssertEqual(string(hk_bar_button_item_action(item)), "twoArgs:event:")
    }

    func testTheItemDoesNotRetainItsTarget() {
        let recorder = hkf_recorder_new()
        let before = hk_retain_count(recorder)
        XCTAssertNotNil(keep(hk_bar_button_item_new("Share", recorder, "oneArg:")))
        XCTAssertEqual(hk_retain_count(recorder), before)
        hk_release(recorder)
    }

    func testToolbarItemTapTakesTheSamePathInsideTheToolbar() {
        let (navigation, a) = showApp()
        let compose = hkf_bars_app_item(a, "compose")
        XCTAssertTrue(hk_navigation_toolbar_hidden(navigation), "hidden until shown, as in UIKit")
        XCTAssertFalse(hk_tap_bar_button_item(compose), "not on screen")

        hk_navigation_set_toolbar_hidden(navigation, false)
        let button = hk_bar_item_view(compose)
        XCTAssertEqual(className(button), "_UIButtonBarButton")
        XCTAssertEqual(className(hk_view_superview(button)), "_UIButtonBarStackView")
        XCTAssertEqual(className(hk_view_superview(hk_view_superview(button))), "_UIToolbarContentView")
        XCTAssertEqual(hk_view_superview(hk_view_superview(hk_view_superview(button))), hk_navigation_toolbar(navigation))

        hkf_bars_record_call_path(true)
        XCTAssertTrue(hk_tap_bar_button_item(compose))
        hkf_bars_record_call_path(false)
        XCTAssertEqual(entries.filter { $0.hasPrefix("_invoke") || $0.hasPrefix("UIApplication") || $0.hasPrefix("A ") }, [
            "UIApplication sendAction _invalidateAssistant: to _UIButtonBar from _UIButtonBarButton event(1 touch)",
            "UIApplication sendAction _invoke:forEvent: to _UIButtonBarTargetAction from _UIButtonBarButton event(1 touch)",
            "_invoke:forEvent: _UIButtonBarButton event(1 touch)",
            "UIApplication sendAction compose:event: to HKFBarsAppController from UIBarButtonItem event(1 touch)",
            "A compose:event: UIBarButtonItem event(1 touch)",
        ])

        hkf_log_reset()
        XCTAssertTrue(hk_tap_bar_button_item(hkf_bars_app_item(a, "trash")))
        XCTAssertEqual(entries, ["A trash: UIBarButtonItem"])
    }

    func testPrimaryActionRunsInsteadOfTargetAction() {
        let (_, a) = showApp()
        let recorder = keep(hkf_recorder_new())
        let save = hkf_bars_app_item(a, "save")
        hk_bar_button_item_set_primary_action(save, "Store", recorder, "oneArg:")
        XCTAssertNil(hk_bar_button_item_action(save), "UIKit answers no action while a primary action is set")
        XCTAssertEqual(string(hk_bar_item_title(save)), "Store")

        hkf_bars_record_call_path(true)
        XCTAssertTrue(hk_tap_bar_button_item(save))
        hkf_bars_record_call_path(false)

        XCTAssertEqual(entries.filter { $0.hasPrefix("UIApplication sendAction") }.count, 2,
                       "only the button's own targets: no sendAction for the item")
        XCTAssertEqual(entries.last, "oneArg:UIAction")
        XCTAssertFalse(entries.contains("A save: UIBarButtonItem"))
    }

    func testDisabledItemSendsNothing() {
        let (_, a) = showApp()
        let save = hkf_bars_app_item(a, "save")
        hk_bar_item_set_enabled(save, false)
        XCTAssertTrue(hk_tap_bar_button_item(save), "the finger lands on it")
        XCTAssertEqual(entries, [])
        hk_bar_item_set_enabled(save, true)
        XCTAssertTrue(hk_tap_bar_button_item(save))
        XCTAssertEqual(entries, ["A save: UIBarButtonItem"])
    }

    // MARK: What an SDK reads

    func testItemsAnswerUIKitsPublicAPI() {
        let add = keep(hk_bar_button_system_item_new(Int(HKBarButtonSystemItemAdd), nil, "noArgs"))
        XCTAssertNil(hk_bar_item_title(add), "a system item has no title")
        hk_bar_item_set_tag(add, 7)
        hk_bar_item_set_accessibility_identifier(add, "add")
        XCTAssertEqual(hk_bar_item_tag(add), 7)
        XCTAssertEqual(string(hk_bar_item_accessibility_identifier(add)), "add")
        XCTAssertEqual(hk_bar_button_item_style(add), Int(HKBarButtonStylePlain))

        let (_, a) = showApp()
        let save = hkf_bars_app_item(a, "save")
        XCTAssertEqual(string(hk_bar_item_title(save)), "Save")
        XCTAssertEqual(hk_bar_button_item_style(save), Int(HKBarButtonStyleDone))
        XCTAssertEqual(string(hk_bar_item_accessibility_identifier(save)), "save")
        XCTAssertEqual(hk_right_bar_item_count(a), 1)
        XCTAssertEqual(hk_left_bar_item_count(a), 1)
        XCTAssertEqual(hk_toolbar_item_count(a), 3)
    }

    func testTitleOfTheControllerIsTheNavigationItemsAndTheBarShowsIt() {
        let (navigation, a) = showApp()
        XCTAssertEqual(string(hk_navigation_item_title(a)), "A")
        let bar = hk_navigation_bar(navigation)
        XCTAssertEqual(string(hk_navigation_bar_title(bar)), "A")
        XCTAssertNil(hk_navigation_bar_back_title(bar), "no back button at the root")
    }

    // MARK: Views and frames

    func testBarsAndItemViewsHaveFramesHitTestingAgreesWith() {
        let (navigation, a) = showApp()
        let bar = hk_navigation_bar(navigation)
        guard let barFrame = frame(bar) else { return XCTFail("the bar is not on screen") }
        XCTAssertEqual(barFrame.y, 20)
        XCTAssertEqual(barFrame.height, 44)
        XCTAssertEqual(barFrame.width, 320)
        guard let content = frame(hk_view_controller_view(a)) else { return XCTFail("no content") }
        XCTAssertEqual(content.y, 64, "content below the bar")
        XCTAssertEqual(content.height, 568 - 64)

        let first = keep(hk_bar_button_item_new("One", nil, nil))
        let second = keep(hk_bar_button_item_new("Two", nil, nil))
        var items = [first, second]
        hk_set_right_bar_items(a, &items, 2)
        guard let one = frame(hk_bar_item_view(first)), let two = frame(hk_bar_item_view(second)) else {
            return XCTFail("the items are not shown")
        }
        XCTAssertLessThan(two.x, one.x, "the first right item is the rightmost one, as in UIKit")
        XCTAssertLessThanOrEqual(one.x + one.width, 320)
        XCTAssertEqual(one.y, 20)
        guard let edit = frame(hk_bar_item_view(hkf_bars_app_item(a, "edit"))) else { return XCTFail() }
        XCTAssertLessThan(edit.x, two.x, "left items on the left")

        let hit = hk_hit_view_at(one.x + one.width / 2, one.y + one.height / 2)
        XCTAssertEqual(hit, hk_bar_item_view(first))
        XCTAssertEqual(className(hk_view_superview(hit)), "_UIButtonBarStackView")
        XCTAssertEqual(className(hk_view_superview(hk_view_superview(hit))), "_UINavigationBarContentView")
        XCTAssertEqual(hk_view_superview(hk_view_superview(hk_view_superview(hit))), bar)
        XCTAssertEqual(className(hk_view_superview(hk_view_controller_view(a))), "UIViewControllerWrapperView")
        XCTAssertEqual(className(hk_view_superview(hk_view_superview(hk_view_controller_view(a)))), "UINavigationTransitionView")
        XCTAssertEqual(className(hk_view_controller_view(navigation)), "UILayoutContainerView")
    }

    func testToolbarLaysItemsOutLeftToRightWithFlexibleSpace() {
        let (navigation, a) = showApp()
        hk_navigation_set_toolbar_hidden(navigation, false)
        guard let toolbar = frame(hk_navigation_toolbar(navigation)),
              let compose = frame(hk_bar_item_view(hkf_bars_app_item(a, "compose"))),
              let trash = frame(hk_bar_item_view(hkf_bars_app_item(a, "trash"))),
              let content = frame(hk_view_controller_view(a)) else { return XCTFail("not shown") }
        XCTAssertEqual(toolbar.y, 568 - 44)
        XCTAssertEqual(content.y + content.height, 568 - 44, "content above the toolbar")
        XCTAssertLessThan(compose.x, 40)
        XCTAssertGreaterThan(trash.x, 240, "the flexible space pushes it to the right")
        XCTAssertEqual(compose.y, toolbar.y)

        hk_navigation_set_toolbar_hidden(navigation, true)
        XCTAssertFalse(hk_tap_bar_button_item(hkf_bars_app_item(a, "compose")))
        XCTAssertEqual(frame(hk_view_controller_view(a))?.height, 568 - 64)
    }

    func testStandaloneToolbar() {
        let recorder = keep(hkf_recorder_new())
        let toolbar = show(hk_toolbar_new())
        let item = keep(hk_bar_button_item_new("Go", recorder, "oneArg:"))
        var items = [item]
        hk_toolbar_set_items(toolbar, &items, 1)
        XCTAssertEqual(hk_toolbar_items_count(toolbar), 1)
        XCTAssertEqual(className(hk_view_superview(hk_view_superview(hk_bar_item_view(item)))), "_UIToolbarContentView")
        XCTAssertTrue(hk_tap_bar_button_item(item))
        XCTAssertEqual(entries, ["oneArg:UIBarButtonItem"])
    }

    func testCustomViewItemIsShownAsItsView() {
        let (_, a) = showApp()
        let view = hk_view_new(0, 0, 60, 30)
        let item = keep(hk_bar_button_custom_item_new(view))
        hk_release(view)
        var items = [item]
        hk_set_right_bar_items(a, &items, 1)
        XCTAssertEqual(hk_bar_item_view(item), view)
        XCTAssertNotNil(hk_view_window(view))
    }

    // MARK: Push, pop and the back button

    func testBarShowsTheTopControllersItemsAndIsRebuiltOnPushAndPop() {
        let (navigation, a) = showApp()
        let bar = hk_navigation_bar(navigation)
        let b = keep(hkf_bars_app_controller_new("B"))
        XCTAssertTrue(hk_push(navigation, b))

        XCTAssertEqual(hk_navigation_bar_item_count(bar), 2)
        XCTAssertEqual(hk_navigation_bar_top_item(bar), hk_navigation_item(b))
        XCTAssertEqual(string(hk_navigation_bar_title(bar)), "B")
        XCTAssertEqual(string(hk_navigation_bar_back_title(bar)), "A", "the previous title")
        XCTAssertFalse(hk_tap_bar_button_item(hkf_bars_app_item(a, "save")), "A's items left the bar")

        hkf_log_reset()
        XCTAssertTrue(hk_tap_bar_button_item(hkf_bars_app_item(b, "save")))
        XCTAssertEqual(entries, ["B save: UIBarButtonItem"])

        XCTAssertTrue(hk_pop(navigation))
        XCTAssertEqual(hk_navigation_bar_item_count(bar), 1)
        XCTAssertEqual(string(hk_navigation_bar_title(bar)), "A")
        XCTAssertNil(hk_navigation_back_button(navigation))
        hkf_log_reset()
        XCTAssertTrue(hk_tap_bar_button_item(hkf_bars_app_item(a, "save")))
        XCTAssertEqual(entries, ["A save: UIBarButtonItem"])
    }

    func testBackButtonTapPopsThroughTheBarAndTheNavigationController() {
        let (navigation, _) = showApp()
        let b = keep(hkf_bars_app_controller_new("B"))
        XCTAssertTrue(hk_push(navigation, b))
        let back = hk_navigation_back_button(navigation)
        XCTAssertEqual(className(back), "_UIButtonBarButton")
        XCTAssertEqual(className(hk_view_superview(back)), "_UINavigationBarContentView")
        guard let backFrame = frame(back) else { return XCTFail("no back button on screen") }
        XCTAssertLessThan(backFrame.x, 20, "on the left")
        hkf_log_reset()

        hkf_bars_record_call_path(true)
        XCTAssertTrue(hk_tap_back_button(navigation))
        hkf_bars_record_call_path(false)

        XCTAssertEqual(entries.filter { !$0.hasPrefix("_sendActionsForEvents") && !$0.hasPrefix("touches") }, [
            "sendAction:to:forEvent: __backButtonAction: _UINavigationBarContentView",
            "UIApplication sendAction __backButtonAction: to _UINavigationBarContentView from _UIButtonBarButton event(1 touch)",
            "__backButtonAction:",
            "navigationBarContentViewDidTriggerBackAction A",
            "_sendNavigationPopForBackBarButtonItem: A",
            "navigationBar:shouldPopItem: B",
            "popViewControllerAnimated:",
            "B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear",
        ])
        XCTAssertEqual(hk_navigation_depth(navigation), 1)
        XCTAssertFalse(hk_tap_back_button(navigation), "no back button at the root")
    }

    func testBackButtonTitleFollowsTheItemBelow() {
        let (navigation, a) = showApp()
        hk_set_back_button_title(a, "Home")
        XCTAssertTrue(hk_push(navigation, keep(hk_view_controller_new("B"))))
        XCTAssertEqual(string(hk_navigation_bar_back_title(hk_navigation_bar(navigation))), "Home")
    }

    func testToolbarShowsTheTopControllersItems() {
        let (navigation, a) = showApp()
        hk_navigation_set_toolbar_hidden(navigation, false)
        let toolbar = hk_navigation_toolbar(navigation)
        XCTAssertEqual(hk_toolbar_items_count(toolbar), 3)
        let b = keep(hk_view_controller_new("B"))
        XCTAssertTrue(hk_push(navigation, b))
        XCTAssertEqual(hk_toolbar_items_count(toolbar), 0)
        XCTAssertFalse(hk_tap_bar_button_item(hkf_bars_app_item(a, "compose")))

        let recorder = keep(hkf_recorder_new())
        let item = keep(hk_bar_button_item_new("Next", recorder, "noArgs"))
        var items = [item]
        hk_set_toolbar_items(b, &items, 1)
        XCTAssertEqual(hk_toolbar_items_count(toolbar), 1, "the top controller's new items are shown")
        XCTAssertTrue(hk_tap_bar_button_item(item))
        XCTAssertEqual(entries.last, "noArgs")

        XCTAssertTrue(hk_pop(navigation))
        XCTAssertEqual(hk_toolbar_items_count(toolbar), 3)
    }

    func testAppearanceCallbacksOfPushAndPopAreUnchanged() {
        let (navigation, _) = showApp()
        XCTAssertTrue(hk_push(navigation, keep(hkf_lifecycle_controller_new("B"))))
        XCTAssertEqual(entries.filter { $0.contains("view") }, [
            "A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear",
        ])
    }

    func testControllersAndItemsDeallocate() {
        let deallocs = hkf_dealloc_count()
        let inner = hk_pool_push()
        let a = hkf_bars_app_controller_new("A"), b = hkf_bars_app_controller_new("B")
        let navigation = hk_navigation_controller_new(a)
        let other = hk_window_new()
        hk_window_set_root(other, navigation)
        hk_window_make_key_and_visible(other)
        hk_navigation_set_toolbar_hidden(navigation, false)
        XCTAssertTrue(hk_push(navigation, b))
        XCTAssertTrue(hk_tap_bar_button_item(hkf_bars_app_item(b, "save")))
        XCTAssertTrue(hk_tap_back_button(navigation))
        [a, b, navigation].forEach { hk_release($0) }
        hk_release(other)
        hk_pool_pop(inner)
        XCTAssertEqual(hkf_dealloc_count(), deallocs + 2)
        hk_window_make_key_and_visible(window)
    }
}
