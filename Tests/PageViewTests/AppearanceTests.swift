import HostKit
import PageViewFixtures
import Traceless
import XCTest

/// PV1: one page view per appearance and one page leave per disappearance, through
/// every way UIKit shows a controller.
final class AppearanceTests: PageViewTestCase {
    func testPV1_windowRootIsViewedWhenTheWindowBecomesVisible() throws {
        try start()
        let home = controller("Home")
        hk_window_set_root(window, home)
        XCTAssertEqual(events, [], "a hidden window shows nothing")
        hk_window_make_key_and_visible(window)
        XCTAssertEqual(events, ["view Home"])

        hk_window_set_root(window, controller("Onboarding"))
        XCTAssertEqual(events, ["view Home", "leave Home", "view Onboarding"], "the old root ends its transition first")
    }

    func testPV1_pushAndPopViewAndLeaveEachScreenOnce() throws {
        try start()
        let list = controller("List")
        let nav = navigation(root: list)
        showAsRoot(nav)
        XCTAssertTrue(hk_push(nav, controller("Detail")))
        XCTAssertTrue(hk_pop(nav))
        XCTAssertEqual(events, ["view List", "leave List", "view Detail", "leave Detail", "view List"])
    }

    func testPV1_presentAndDismissViewAndLeaveEachScreenOnce() throws {
        try start()
        let list = controller("List")
        showAsRoot(navigation(root: list))
        let modal = controller("Modal")
        hk_set_modal_presentation_style(modal, HKModalPresentationFullScreen)
        XCTAssertTrue(hk_present(list, modal))
        XCTAssertTrue(hk_dismiss(modal))
        XCTAssertEqual(events, ["view List", "view Modal", "leave List", "view List", "leave Modal"],
                       "full screen: UIKit sends the presenter its callbacks, in its order")
    }

    func testUI15_aPageSheetLeavesAndGivesBackThePageUnderIt() throws {
        try start()
        let list = controller("List")
        showAsRoot(navigation(root: list))
        let modal = controller("Modal")
        XCTAssertTrue(hk_present(list, modal), "the default style: a page sheet")
        XCTAssertTrue(hk_dismiss(modal))
        XCTAssertEqual(events, ["view List", "leave List", "view Modal", "leave Modal", "view List"],
                       "no callbacks for the presenter: its leave when the sheet comes, its view when it goes")
    }

    func testPV1_aNavigationStackPresentedModallyCountsItsScreensNotItself() throws {
        try start()
        let home = controller("Home")
        showAsRoot(home)
        let checkout = controller("Checkout")
        let flow = navigation(root: checkout)
        hk_set_modal_presentation_style(flow, HKModalPresentationFullScreen)
        XCTAssertTrue(hk_present(home, flow))
        XCTAssertTrue(hk_push(flow, controller("Payment")))
        XCTAssertEqual(events, ["view Home", "view Checkout", "leave Home", "leave Checkout", "view Payment"])
    }

    func testPV1_interactionsCarryTheScreenClassAndTitle() throws {
        try start()
        let settings = own(pvf_sub_controller_new("Settings"))
        let nav = navigation(root: settings)
        showAsRoot(nav)
        XCTAssertTrue(hk_push(nav, controller("About")))

        let all = sink.interactions.all
        XCTAssertEqual(all.count, 3)
        let view = all[0], leave = all[1]
        XCTAssertEqual(view.kind, .pageAppear)
        XCTAssertEqual(view.plugin, "traceless.page-view")
        XCTAssertEqual(view.screen, Screen(controllerClass: "PVFSubController", title: "Settings"))
        XCTAssertEqual(view.selector, "viewDidAppear:")
        XCTAssertNil(view.duration)
        XCTAssertNil(view.element)
        XCTAssertEqual(leave.kind, .pageDisappear)
        XCTAssertEqual(leave.screen, Screen(controllerClass: "PVFSubController", title: "Settings"))
        XCTAssertEqual(leave.selector, "viewDidDisappear:")
        XCTAssertNotNil(leave.duration)
        XCTAssertEqual(all[2].screen, Screen(controllerClass: "UIViewController", title: "About"))
    }

    func testPV1_ignoredControllerClassesAreDroppedByTheRegistry() throws {
        try start { $0.ignoredControllerClasses = ["PVFBaseController"] }
        let debug = own(pvf_base_controller_new("Debug"))
        let nav = navigation(root: debug)
        showAsRoot(nav)
        XCTAssertTrue(hk_push(nav, controller("Home")))
        XCTAssertEqual(events, ["view Home"])
    }
}
