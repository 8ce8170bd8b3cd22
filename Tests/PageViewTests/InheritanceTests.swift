import HostKit
import PageViewFixtures
import Traceless
import XCTest

/// PV1, the inheritance trap (seed 001, 缺陷 1): business subclasses override
/// `viewDidAppear:` and call super; each appearance is still one page view, whatever
/// order base and subclass instances were created in, and business code runs once.
final class InheritanceTests: PageViewTestCase {
    /// Shows each controller in turn as the top of a navigation stack.
    private func showInTurn(_ controllers: [HKObject?]) {
        let nav = navigation(root: controller("Root"))
        showAsRoot(nav)
        for controller in controllers {
            XCTAssertTrue(hk_push(nav, controller))
            XCTAssertTrue(hk_pop(nav))
        }
    }

    func testPV1_subclassCallingSuperIsCountedOnceWhenTheSubclassIsCreatedFirst() throws {
        let sub = own(pvf_sub_controller_new("Sub"))
        let base = own(pvf_base_controller_new("Base"))
        try start()
        showInTurn([sub, base, sub])
        XCTAssertEqual(events.filter { !$0.hasSuffix("Root") }, [
            "view Sub", "leave Sub", "view Base", "leave Base", "view Sub", "leave Sub",
        ])
    }

    func testPV1_subclassCallingSuperIsCountedOnceWhenTheBaseIsCreatedFirst() throws {
        try start()
        let base = own(pvf_base_controller_new("Base"))
        let sub = own(pvf_sub_controller_new("Sub"))
        showInTurn([base, sub, base])
        XCTAssertEqual(events.filter { !$0.hasSuffix("Root") }, [
            "view Base", "leave Base", "view Sub", "leave Sub", "view Base", "leave Base",
        ])
    }

    func testPV1_grandSubclassIsCountedOnceAndEveryOverrideRunsOnce() throws {
        try start()
        let grand = own(pvf_grand_sub_controller_new("Grand"))
        showAsRoot(grand)
        hk_window_set_root(window, controller("Next"))
        XCTAssertEqual(events, ["view Grand", "leave Grand", "view Next"])
        XCTAssertEqual(businessLog, [
            "PVFGrandSubController grand viewDidAppear", "PVFGrandSubController base viewDidAppear",
            "PVFGrandSubController sub viewDidAppear",
            "PVFGrandSubController grand viewDidDisappear", "PVFGrandSubController base viewDidDisappear",
            "PVFGrandSubController sub viewDidDisappear",
        ])
    }

    func testPV1_anAppearanceReportedTwiceWithoutADisappearanceCountsOnce() throws {
        try start()
        let twice = own(pvf_double_super_controller_new("Twice"))
        showAsRoot(twice)
        XCTAssertEqual(events, ["view Twice"], "super called twice in one appearance")

        pvf_send_view_did_appear(twice)
        XCTAssertEqual(events, ["view Twice"], "a programmatic call while visible")

        hk_window_set_root(window, controller("Next"))
        XCTAssertEqual(events, ["view Twice", "leave Twice", "view Next"])
    }

    func testPV1_aProgrammaticCallOffScreenIsNotAPageView() throws {
        try start()
        let offScreen = controller("OffScreen")
        pvf_send_view_did_appear(offScreen)
        hk_view_controller_view(offScreen)
        pvf_send_view_did_appear(offScreen)
        XCTAssertEqual(events, [])
    }

    /// UIKit requires overrides to call super; Traceless hooks UIViewController only
    /// (patching each business class is the trap), so such a controller is not seen,
    /// and leaves no orphan page leave either.
    func testPV1_anOverrideThatSkipsSuperIsNotCounted() throws {
        try start()
        let rogue = own(pvf_no_super_controller_new("Rogue"))
        showAsRoot(rogue)
        hk_window_set_root(window, controller("Next"))
        XCTAssertEqual(events, ["view Next"])
        XCTAssertEqual(businessLog, ["PVFNoSuperController no-super viewDidAppear", "PVFNoSuperController base viewDidDisappear"])
    }
}
