import HostKit
import HostKitFixtures
import XCTest

/// Tab bar controllers: a tap on a tab, a re-tap, a refusal, and programmatic selection.
final class TabBarTests: HostKitTestCase {
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

    private func className(_ object: HKObject?) -> String {
        guard let object, let name = hk_class_name(object) else { return "nil" }
        return String(cString: name)
    }

    private func string(_ s: UnsafePointer<CChar>?) -> String? { s.map { String(cString: $0) } }

    private func frame(_ view: HKObject?) -> (x: Double, y: Double, width: Double, height: Double)? {
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        guard hk_view_frame_in_window(view, &x, &y, &width, &height) else { return nil }
        return (x, y, width, height)
    }

    /// Tabs A and B (lifecycle-logging controllers) in a tab bar controller shown as the
    /// window's root, with a logging delegate.
    private func showTabs(_ first: HKObject? = nil) -> (tabs: HKObject?, a: HKObject?, b: HKObject?, delegate: HKObject?) {
        let a = first ?? keep(hkf_lifecycle_controller_new("A"))
        let b = keep(hkf_lifecycle_controller_new("B"))
        hk_set_tab_bar_item(a, nil, "tab.a")
        hk_set_tab_bar_item(b, "Bee", "tab.b")
        var controllers = [a, b]
        let tabs = keep(hk_tab_bar_controller_new(&controllers, 2))
        let delegate = keep(hkf_tab_delegate_new())
        hk_tab_bar_controller_set_delegate(tabs, delegate)
        hk_window_set_root(window, tabs)
        hkf_log_reset()
        return (tabs, a, b, delegate)
    }

    func testTabTapTakesUIKitsPath() {
        let (tabs, _, _, _) = showTabs()

        hkf_bars_record_call_path(true)
        XCTAssertTrue(hk_tap_tab(tabs, 1))
        hkf_bars_record_call_path(false)

        XCTAssertEqual(entries, [
            "touchesBegan UITabBarButton",
            "_sendActionsForEvents 0x1 UITabBarButton event(1 touch)",
            "sendAction:to:forEvent: _buttonDown: UITabBar",
            "UIApplication sendAction _buttonDown: to UITabBar from UITabBarButton event(1 touch)",
            "_buttonDown:",
            "touchesEnded UITabBarButton",
            "_sendActionsForEvents 0x40 UITabBarButton event(1 touch)",
            "sendAction:to:forEvent: _buttonUp: UITabBar",
            "UIApplication sendAction _buttonUp: to UITabBar from UITabBarButton event(1 touch)",
            "_buttonUp:",
            "_adjustButtonSelection:",
            "_sendActionsForEvents 0x40000000 UITabBarButton nil",
            "sendAction:to:forEvent: _sendAction:withEvent: UITabBar",
            "UIApplication sendAction _sendAction:withEvent: to UITabBar from UITabBarButton nil",
            "_sendAction:withEvent: nil",
            "UIApplication sendAction _tabBarItemClicked: to UITabBarController from UITabBarItem nil",
            "_tabBarItemClicked: Bee",
            "shouldSelect B",
            "_setSelectedViewControllerAndNotify: B",
            "setSelectedViewController: B",
            "B viewWillAppear", "A viewWillDisappear", "A viewDidDisappear", "B viewDidAppear",
            "didSelect B",
        ])
        XCTAssertEqual(hk_tab_selected_index(tabs), 1)
        XCTAssertEqual(hk_tab_bar_selected_item(hk_tab_bar(tabs)), hk_tab_bar_item(hk_tab_selected_controller(tabs)))
    }

    /// iOS 26's floating bar: the bar's selection gesture takes the finger; a tap, or a
    /// drag that lifts on another tab, performs that tab button's primary action, whose
    /// UIAction tells the bar `_didSelectButtonForItem:`; a drag lifting on the selected tab
    /// selects nothing.
    func testTheFloatingBarSelectsThroughItsSelectionGestureAndTheButtonsAction() {
        hk_set_liquid_glass(true)
        defer { hk_set_liquid_glass(false) }
        let (tabs, _, _, _) = showTabs()
        XCTAssertEqual(String(cString: hk_class_name(hk_tab_bar_button(hk_tab_bar(tabs), 1))), "_UITabButton")

        hkf_bars_record_call_path(true)
        XCTAssertTrue(hk_tap_tab(tabs, 1))
        hkf_bars_record_call_path(false)

        XCTAssertEqual(hk_tab_selected_index(tabs), 1)
        XCTAssertFalse(entries.contains { $0.hasPrefix("touchesEnded") || $0.contains("_buttonUp:") }, "the gesture takes the touch")
        let path = [
            "handleSelectionGesture: 3",
            "_sendActionsForEvents 0x2000 _UITabButton nil",
            "_didSelectButtonForItem: Bee",
            "_tabBarDidChangeSelectionToItem: Bee",
            "shouldSelect B",
            "_setSelectedViewControllerAndNotify: B",
            "didSelect B",
        ]
        XCTAssertEqual(entries.filter { path.contains($0) }, path)

        hkf_log_reset()
        XCTAssertTrue(hk_drag_tab(tabs, 1, 0))
        XCTAssertEqual(hk_tab_selected_index(tabs), 0, "a drag that lifts on another tab selects it")
        XCTAssertTrue(entries.contains("didSelect A"))
        hkf_log_reset()
        XCTAssertTrue(hk_drag_tab(tabs, 1, 0))
        XCTAssertEqual(hk_tab_selected_index(tabs), 0)
        XCTAssertFalse(entries.contains { $0.hasPrefix("didSelect") }, "moved, and lifted on the selected tab: nothing")
    }

    func testProgrammaticSelectionSendsNoDelegateCalls() {
        let (tabs, _, b, _) = showTabs()
        hk_tab_set_selected_index(tabs, 1)
        XCTAssertEqual(entries, ["B viewWillAppear", "A viewWillDisappear", "A viewDidDisappear", "B viewDidAppear"])
        XCTAssertEqual(hk_tab_selected_index(tabs), 1)
        XCTAssertEqual(hk_tab_selected_controller(tabs), b)
        XCTAssertEqual(hk_tab_bar_selected_item(hk_tab_bar(tabs)), hk_tab_bar_item(b))
    }

    func testRetapOfTheSelectedTabPopsItsNavigationControllerToRoot() {
        let a = keep(hkf_lifecycle_controller_new("A"))
        let navigation = keep(hk_navigation_controller_new(a))
        hk_set_tab_bar_item(navigation, "Home", nil)
        let (tabs, _, _, _) = showTabs(navigation)
        let c = keep(hkf_lifecycle_controller_new("C"))
        XCTAssertTrue(hk_push(navigation, c))
        XCTAssertEqual(hk_tab_bar_controller_of(c), tabs)
        XCTAssertEqual(hk_navigation_controller_of(c), navigation)
        hkf_log_reset()

        XCTAssertTrue(hk_tap_tab(tabs, 0))

        XCTAssertEqual(entries.filter { !$0.contains("Parent") }, [
            "shouldSelect UINavigationController",
            "C viewWillDisappear", "A viewWillAppear", "C viewDidDisappear", "A viewDidAppear",
            "didSelect UINavigationController",
        ], "the delegate is told about a re-tap too; nothing else appears")
        XCTAssertEqual(hk_navigation_depth(navigation), 1)
        XCTAssertEqual(hk_tab_selected_index(tabs), 0)
    }

    func testDelegateCanRefuseATab() {
        let (tabs, a, _, delegate) = showTabs()
        hkf_tab_delegate_set_allow(delegate, false)
        XCTAssertTrue(hk_tap_tab(tabs, 1))
        XCTAssertEqual(entries, ["shouldSelect B"])
        XCTAssertEqual(hk_tab_selected_index(tabs), 0)
        XCTAssertEqual(hk_tab_bar_selected_item(hk_tab_bar(tabs)), hk_tab_bar_item(a), "the tab bar shows A again")
    }

    func testTabBarAndContentHaveFramesHitTestingAgreesWith() {
        let (tabs, a, b, _) = showTabs()
        let tabBar = hk_tab_bar(tabs)
        guard let barFrame = frame(tabBar) else { return XCTFail("no tab bar on screen") }
        XCTAssertEqual(barFrame.y, 568 - 49)
        XCTAssertEqual(barFrame.height, 49)
        XCTAssertEqual(hk_tab_bar_item_count(tabBar), 2)

        guard let first = frame(hk_tab_bar_button(tabBar, 0)), let second = frame(hk_tab_bar_button(tabBar, 1)) else {
            return XCTFail("no tab buttons")
        }
        XCTAssertEqual(first.x, 0)
        XCTAssertEqual(second.x, 160, "equal widths, left to right")
        let hit = hk_hit_view_at(second.x + second.width / 2, second.y + second.height / 2)
        XCTAssertEqual(hit, hk_tab_bar_button(tabBar, 1))
        XCTAssertEqual(className(hit), "UITabBarButton")
        XCTAssertEqual(hk_bar_item_view(hk_tab_bar_item(b)), hit)

        let content = hk_view_controller_view(a)
        XCTAssertEqual(frame(content)?.height, 568 - 49, "the content above the tab bar")
        XCTAssertEqual(className(hk_view_superview(content)), "UIViewControllerWrapperView")
        XCTAssertEqual(className(hk_view_superview(hk_view_superview(content))), "UITransitionView")
        XCTAssertEqual(className(hk_view_controller_view(tabs)), "UILayoutContainerView")
        XCTAssertNil(hk_view_window(hk_view_controller_view(b)), "only the selected tab's view is shown")
    }

    func testTabBarItemsAnswerTheirTitlesAndIdentifiers() {
        let (tabs, a, b, _) = showTabs()
        XCTAssertEqual(string(hk_bar_item_title(hk_tab_bar_item(a))), "A", "made from the controller's title")
        XCTAssertEqual(string(hk_bar_item_title(hk_tab_bar_item(b))), "Bee")
        XCTAssertEqual(string(hk_bar_item_accessibility_identifier(hk_tab_bar_item(b))), "tab.b")
        XCTAssertEqual(hk_tab_bar_controller_delegate(tabs), owned.last!)
        XCTAssertEqual(hk_tab_bar_controller_of(a), tabs)
        XCTAssertEqual(hk_tab_bar_controller_count(tabs), 2)
    }

    func testTabControllerAppearsWithItsSelectedTab() {
        let a = keep(hkf_lifecycle_controller_new("A"))
        let b = keep(hkf_lifecycle_controller_new("B"))
        var controllers = [a, b]
        let tabs = keep(hk_tab_bar_controller_new(&controllers, 2))
        hkf_log_reset()
        hk_window_set_root(window, tabs)
        XCTAssertEqual(entries.filter { $0.contains("view") }, ["A viewWillAppear", "A viewDidAppear"])
    }

    func testBarButtonItemInsideATabsNavigationController() {
        let a = keep(hkf_bars_app_controller_new("A"))
        let navigation = keep(hk_navigation_controller_new(a))
        let (tabs, _, _, _) = showTabs(navigation)
        XCTAssertTrue(hk_tap_bar_button_item(hkf_bars_app_item(a, "save")))
        XCTAssertEqual(entries, ["A save: UIBarButtonItem"])

        hk_tab_set_selected_index(tabs, 1)
        hkf_log_reset()
        XCTAssertFalse(hk_tap_bar_button_item(hkf_bars_app_item(a, "save")), "its tab is not shown")
        XCTAssertEqual(entries, [])
    }

    func testTabsDeallocateWithTheirWindow() {
        let deallocs = hkf_dealloc_count()
        let inner = hk_pool_push()
        let a = hkf_lifecycle_controller_new("A"), b = hkf_lifecycle_controller_new("B")
        var controllers = [a, b]
        let tabs = hk_tab_bar_controller_new(&controllers, 2)
        let delegate = hkf_tab_delegate_new()
        hk_tab_bar_controller_set_delegate(tabs, delegate)
        let other = hk_window_new()
        hk_window_set_root(other, tabs)
        hk_window_make_key_and_visible(other)
        XCTAssertTrue(hk_tap_tab(tabs, 1))
        [a, b, tabs, delegate].forEach { hk_release($0) }
        hk_release(other)
        hk_pool_pop(inner)
        XCTAssertEqual(hkf_dealloc_count(), deallocs + 3)
        hk_window_make_key_and_visible(window)
    }
}
