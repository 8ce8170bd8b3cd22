import Foundation
import HostKit
import HostKitFixtures
import ModernCaptureFixtures
import Traceless
import XCTest

/// UI15 pages under sheets, UI16 UIKit's own recognisers.
final class PageTests: ModernCaptureTestCase {
    /// A list page in a navigation controller, presenting a details page with `style`.
    private func presentDetails(_ style: Int) -> (list: HKObject?, details: HKObject?) {
        let list = screen("MCFListController", "List")
        show(root: own(hk_navigation_controller_new(list)))
        let details = screen("MCFDetailsController", "Details")
        XCTAssertTrue(hk_present_with_style(list, details, style))
        return (list, details)
    }

    func testUI15_aPageSheetSwipedDownGivesThePageUnderItItsPageViewBack() throws {
        try inBothStrategies {
            try start()
            let (_, details) = presentDetails(Int(HKModalPresentationPageSheet))
            XCTAssertTrue(hk_swipe_sheet_down(details, 400, 6))

            XCTAssertEqual(pages, [
                "view MCFListController", "leave MCFListController", "view MCFDetailsController",
                "leave MCFDetailsController", "view MCFListController",
            ], "(\(strategy))")
            XCTAssertEqual(reported(.pageAppear).last?.referrer?.controllerClass, "MCFDetailsController")
            XCTAssertEqual(taps, [], "the swipe is UIKit's own recogniser: no gesture")
        }
    }

    func testUI15_formSheetsDismissedInCodeAndPopoversTappedOutsideToo() throws {
        for (style, dismiss) in [(HKModalPresentationFormSheet, hk_dismiss), (HKModalPresentationPopover, hk_tap_outside_popover)] {
            try inBothStrategies {
                try start()
                let (_, details) = presentDetails(Int(style))
                XCTAssertTrue(dismiss(details))
                XCTAssertEqual(pages, [
                    "view MCFListController", "leave MCFListController", "view MCFDetailsController",
                    "leave MCFDetailsController", "view MCFListController",
                ], "style \(style) (\(strategy))")
                XCTAssertEqual(taps.filter { $0.kind != .deadTap }, [])
            }
        }
    }

    func testUI15_aCancelledSwipeChangesNothingAndFullScreenKeepsUIKitsCallbacks() throws {
        try inBothStrategies {
            try start()
            let (_, details) = presentDetails(Int(HKModalPresentationPageSheet))
            XCTAssertTrue(hk_swipe_sheet_down(details, 40, 3), "not far enough: the sheet stays")
            XCTAssertEqual(pages, ["view MCFListController", "leave MCFListController", "view MCFDetailsController"], "(\(strategy))")
            XCTAssertTrue(hk_dismiss(details))
            let full = screen("MCFFullController", "Full")
            let list = hk_navigation_top(hk_window_root(hk_key_window()))
            XCTAssertTrue(hk_present_with_style(list, full, Int(HKModalPresentationFullScreen)))
            XCTAssertTrue(hk_dismiss(full))
            XCTAssertEqual(Array(pages.suffix(5)), [
                "view MCFListController", "view MCFFullController", "leave MCFListController",
                "view MCFListController", "leave MCFFullController",
            ], "full screen: UIKit's own order, nothing added (\(strategy))")
        }
    }

    func testUI16_scrollPansPageSwipesAndSheetDragsAreNoGesturesWhatTheyCauseIsReportedOnce() throws {
        try inBothStrategies {
            try start()
            let source = own(hkf_page_data_source_new(3))
            let pager = own(hk_page_view_controller_new(Int(HKPageTransitionStyleScroll), Int(HKPageOrientationHorizontal)))
            hk_page_view_set_data_source(pager, source)
            hk_page_view_set_page(pager, hkf_page_data_source_page(source, 0))
            show(root: pager)
            XCTAssertTrue(hk_page_view_swipe(pager, true, true))
            XCTAssertTrue(hk_page_view_swipe(pager, true, false), "a swipe that does not go far enough")

            let feed = screen("MCFFeedController", "Feed")
            let scroll = add(hk_scroll_view_new(), to: feed)
            hk_view_set_frame(scroll, 0, 0, 320, 400)
            XCTAssertTrue(hk_present_with_style(pager, feed, Int(HKModalPresentationFullScreen)))
            XCTAssertTrue(hk_drag(scroll))

            XCTAssertEqual(reported(.gesture), [], "UIKit's recognisers are not the app's (\(strategy))")
            XCTAssertEqual(reported(.scroll), [], "nor the page view controller's scroll view, its own delegate's (\(strategy))")
            XCTAssertEqual(reported(.deadTap), [], "drags are not taps")
            let views = reported(.pageAppear).map { $0.screen?.title }
            XCTAssertEqual(views, ["P0", "P1", "Feed"], "one page view per page the user reached; the cancelled swipe none")
        }
    }
}
