import HostKit
import HostKitFixtures
import XCTest

/// UIPageViewController (scroll style): pages are children; a swipe is the queuing scroll
/// view's pan, with UIKit's appearance callbacks and delegate calls.
final class PageViewControllerTests: HostKitTestCase {
    private var owned: [HKObject?] = []
    private var pages: HKObject?
    private var dataSource: HKObject?
    private var delegate: HKObject?

    override func setUp() {
        super.setUp()
        pages = hk_page_view_controller_new(Int(HKPageTransitionStyleScroll), Int(HKPageOrientationHorizontal))
        dataSource = hkf_page_data_source_new(3)
        delegate = hkf_page_delegate_new()
        owned += [pages, dataSource, delegate]
        hk_page_view_set_data_source(pages, dataSource)
        hk_page_view_set_delegate(pages, delegate)
        hk_page_view_set_page(pages, page(0))
        hk_window_set_root(window, pages)
        hkf_log_reset()
    }

    override func tearDown() {
        hkf_record_presentation_path(false)
        hkf_record_call_path(false)
        super.tearDown()
        owned.forEach { hk_release($0) }
        owned = []
    }

    private func page(_ index: Int32) -> HKObject? { hkf_page_data_source_page(dataSource, index) }

    /// Appearance callbacks and the page view controller delegate's calls.
    private var callbacks: [String] {
        entries.filter { $0.contains(" view") || $0.hasPrefix("willTransition") || $0.hasPrefix("didFinish") }
    }

    func testTheFirstPageAppearsWithThePageViewControllerAndIsItsChild() {
        let other = hk_window_new()
        defer { hk_release(other) }
        let second = hk_page_view_controller_new(Int(HKPageTransitionStyleScroll), Int(HKPageOrientationHorizontal))
        owned.append(second)
        let p = hkf_lifecycle_controller_new("Q")
        owned.append(p)
        hk_page_view_set_page(second, p)
        XCTAssertEqual(hk_next_responder(hk_view_controller_view(p)), p)
        XCTAssertEqual(hk_page_view_child_count(second), 1)
        hkf_log_reset()
        hk_window_set_root(other, second)
        hk_window_make_key_and_visible(other)
        XCTAssertEqual(callbacks, ["Q viewWillAppear", "Q viewDidAppear"])
        XCTAssertEqual(String(cString: hk_class_name(hk_page_view_scroll_view(second))), "_UIQueuingScrollView")
        XCTAssertTrue(hk_is_kind_of_class(hk_page_view_scroll_view(second), "UIScrollView"))
    }

    func testASwipeToTheNextPage() {
        XCTAssertTrue(hk_page_view_swipe(pages, true, true))
        XCTAssertEqual(callbacks, [
            "willTransition P1",
            "P1 viewWillAppear", "P0 viewWillDisappear",
            "P1 viewDidAppear", "P0 viewDidDisappear",
            "didFinish finished=1 previous=P0 completed=1",
        ])
        XCTAssertEqual(hk_page_view_current(pages), page(1))
        XCTAssertTrue(entries.contains("after P0"), "the data source was asked for the next page")
        XCTAssertEqual(hk_page_view_child_count(pages), 2, "the previous page stays a child, queued")
    }

    func testASwipeThatDoesNotGoFarEnoughIsCancelled() {
        XCTAssertTrue(hk_page_view_swipe(pages, true, false))
        XCTAssertEqual(callbacks, [
            "willTransition P1",
            "P1 viewWillAppear", "P0 viewWillDisappear",
            "P0 viewWillAppear", "P0 viewDidAppear",
            "P1 viewWillDisappear", "P1 viewDidDisappear",
            "didFinish finished=1 previous=P0 completed=0",
        ])
        XCTAssertEqual(hk_page_view_current(pages), page(0))
    }

    func testSwipingBackAndForth() {
        XCTAssertTrue(hk_page_view_swipe(pages, true, true))
        XCTAssertTrue(hk_page_view_swipe(pages, true, true))
        XCTAssertEqual(hk_page_view_current(pages), page(2))
        hkf_log_reset()
        XCTAssertTrue(hk_page_view_swipe(pages, false, true))
        XCTAssertEqual(callbacks, [
            "willTransition P1",
            "P1 viewWillAppear", "P2 viewWillDisappear",
            "P1 viewDidAppear", "P2 viewDidDisappear",
            "didFinish finished=1 previous=P2 completed=1",
        ])
        XCTAssertFalse(entries.contains("before P2"), "P1 was still queued: no data source call")
        XCTAssertEqual(hk_page_view_current(pages), page(1))
    }

    func testNoPageBeyondTheEnds() {
        XCTAssertTrue(hk_page_view_swipe(pages, false, true))
        XCTAssertEqual(callbacks, [], "nothing before P0")
        XCTAssertEqual(entries, ["before P0"])
        XCTAssertEqual(hk_page_view_current(pages), page(0))
    }

    func testTheSwipeIsTheQueuingScrollViewsPan() {
        hkf_record_presentation_path(true)
        hkf_record_call_path(true)
        XCTAssertTrue(hk_page_view_swipe(pages, true, true))
        hkf_record_presentation_path(false)
        hkf_record_call_path(false)
        XCTAssertEqual(entries.first, "UIApplication sendEvent:")
        let steps = entries.filter { $0.hasPrefix("_UIQueuingScrollView") || $0.hasPrefix("UIPageViewController") }
        XCTAssertEqual(steps, [
            "_UIQueuingScrollView handlePan: 1",
            "UIPageViewController queuingScrollView:willManuallyScroll:toRevealView:concealView:animated: 1",
            "_UIQueuingScrollView handlePan: 2", "_UIQueuingScrollView handlePan: 2", "_UIQueuingScrollView handlePan: 2",
            "_UIQueuingScrollView handlePan: 3",
            "UIPageViewController queuingScrollView:didCommitManualScroll:toRevealView:concealView:direction:animated:canComplete: 1",
            "UIPageViewController queuingScrollView:didEndManualScroll:toRevealView:direction:animated:didFinish:didComplete: 1",
        ])
    }

    func testSetViewControllersInCodeSwapsThePagesWithoutTheDelegate() {
        hk_page_view_set_page(pages, page(2))
        XCTAssertEqual(callbacks, ["P2 viewWillAppear", "P0 viewWillDisappear", "P2 viewDidAppear", "P0 viewDidDisappear"])
        XCTAssertEqual(hk_page_view_current(pages), page(2))
        XCTAssertEqual(hk_page_view_child_count(pages), 1)
    }
}
