import HostKit
import HostKitFixtures
import XCTest

final class ViewControllerTests: HostKitTestCase {
    private var controllers: [HKObject?] = []

    private func controller(_ title: String) -> HKObject? {
        let c = hkf_lifecycle_controller_new(title)
        controllers.append(c)
        return c
    }

    override func tearDown() {
        super.tearDown()
        controllers.forEach { hk_release($0) }
    }

    /// A navigation controller rooted at A, shown as the window's root.
    private func showNavigation() -> (navigation: HKObject?, a: HKObject?) {
        let a = controller("A")
        let navigation = hk_navigation_controller_new(a)
        controllers.append(navigation)
        hk_window_set_root(window, navigation)
        hkf_log_reset()
        return (navigation, a)
    }

    func testWindowRootAppearsWhenMadeVisible() {
        let a = controller("A")
        let other = hk_window_new()
        defer { hk_release(other) }
        hk_window_set_root(other, a)
        XCTAssertEqual(entries, [])
        hk_window_make_key_and_visible(other)
        XCTAssertEqual(entries, ["A viewWillAppear", "A viewDidAppear"])
        XCTAssertEqual(hk_key_window(), other)
    }

    func testPushAndPopCallbacksComeInUIKitsOrder() {
        let (navigation, _) = showNavigation()
        let b = controller("B")

        XCTAssertTrue(hk_push(navigation, b))
        XCTAssertEqual(entries, [
            "B willMoveToParent UINavigationController",
            "A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear",
            "B didMoveToParent UINavigationController",
        ])

        hkf_log_reset()
        XCTAssertTrue(hk_pop(navigation))
        XCTAssertEqual(entries.filter { $0.contains("view") }, [
            "B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear",
        ])
        XCTAssertEqual(entries.filter { $0.contains("Parent") }, ["B willMoveToParent nil", "B didMoveToParent nil"])
        XCTAssertEqual(hk_navigation_depth(navigation), 1)
        XCTAssertFalse(hk_pop(navigation), "the root stays")
    }

    func testPresentAndDismissCallbacksComeInUIKitsOrder() {
        let (navigation, _) = showNavigation()
        let modal = controller("M")
        // iOS 13+: the default (.automatic) is a page sheet, which leaves the presenter alone;
        // this test is about a full-screen presentation (PresentationStyleTests cover the rest).
        hk_set_modal_presentation_style(modal, Int(HKModalPresentationFullScreen))

        XCTAssertTrue(hk_present(hk_navigation_top(navigation), modal))
        XCTAssertEqual(entries, ["A viewWillDisappear", "M viewWillAppear", "M viewDidAppear", "A viewDidDisappear"])
        XCTAssertEqual(hk_presented(navigation), modal)

        hkf_log_reset()
        XCTAssertTrue(hk_dismiss(modal))
        XCTAssertEqual(entries, ["M viewWillDisappear", "A viewWillAppear", "A viewDidAppear", "M viewDidDisappear"])
        XCTAssertNil(hk_presented(navigation))
    }

    func testChildControllerAppearsInAVisibleParentAndFollowsIt() {
        let (navigation, a) = showNavigation()
        let child = controller("C")

        hk_add_child(a, child)
        XCTAssertEqual(entries, ["C willMoveToParent A", "C viewWillAppear", "C viewDidAppear", "C didMoveToParent A"])

        hkf_log_reset()
        XCTAssertTrue(hk_push(navigation, controller("B")))
        XCTAssertEqual(entries.filter { $0.hasPrefix("A") || $0.hasPrefix("C") }, [
            "A viewWillDisappear", "C viewWillDisappear", "A viewDidDisappear", "C viewDidDisappear",
        ])

        hkf_log_reset()
        XCTAssertTrue(hk_pop(navigation))
        hkf_log_reset()
        hk_remove_child(child)
        XCTAssertEqual(entries, ["C willMoveToParent nil", "C viewWillDisappear", "C viewDidDisappear", "C didMoveToParent nil"])
    }

    func testViewsNextResponderIsItsControllerThenTheSuperview() {
        let a = controller("A")
        hk_window_set_root(window, a)
        let view = hk_view_controller_view(a)
        let button = hk_button_new("Buy")
        hk_view_add_subview(view, button)
        hk_release(button)

        XCTAssertEqual(hk_next_responder(button), view)
        XCTAssertEqual(hk_next_responder(view), a)
        XCTAssertEqual(hk_next_responder(a), window)
        XCTAssertEqual(hk_next_responder(window), hk_application())
    }

    func testControllersDeallocateWithTheirWindow() {
        let deallocs = hkf_dealloc_count()
        let inner = hk_pool_push()
        let a = hkf_lifecycle_controller_new("A"), b = hkf_lifecycle_controller_new("B")
        let navigation = hk_navigation_controller_new(a)
        let other = hk_window_new()
        hk_window_set_root(other, navigation)
        hk_window_make_key_and_visible(other)
        XCTAssertTrue(hk_push(navigation, b))
        let c = hkf_lifecycle_controller_new("C")
        hk_add_child(b, c)
        [a, b, c, navigation].forEach { hk_release($0) }
        hk_release(other)
        hk_pool_pop(inner)
        XCTAssertEqual(hkf_dealloc_count(), deallocs + 3)
    }
}
