import HostKit
import HostKitFixtures
import XCTest

/// Modal presentation styles as iOS 17/18 runs them: which controllers get appearance
/// callbacks, which presentation controller each style uses, and the views in the window.
final class PresentationStyleTests: HostKitTestCase {
    private var owned: [HKObject?] = []

    private func controller(_ title: String) -> HKObject? {
        let c = hkf_lifecycle_controller_new(title)
        owned.append(c)
        return c
    }

    override func tearDown() {
        super.tearDown()
        owned.forEach { hk_release($0) }
        owned = []
    }

    /// A lifecycle controller "A" as the window's root, appeared, with the log cleared.
    private func showRoot() -> HKObject? {
        let a = controller("A")
        hk_window_set_root(window, a)
        hkf_log_reset()
        return a
    }

    private let fullScreenLike = [Int(HKModalPresentationFullScreen), Int(HKModalPresentationCurrentContext)]
    private let presenterStays = [Int(HKModalPresentationAutomatic), Int(HKModalPresentationPageSheet),
                                  Int(HKModalPresentationFormSheet), Int(HKModalPresentationCustom),
                                  Int(HKModalPresentationOverFullScreen), Int(HKModalPresentationOverCurrentContext),
                                  Int(HKModalPresentationPopover)]

    func testTheDefaultIsAutomaticWhichIsAPageSheet() {
        let modal = controller("M")
        XCTAssertEqual(hk_modal_presentation_style(modal), Int(HKModalPresentationAutomatic))
        XCTAssertEqual(String(cString: hk_class_name(hk_presentation_controller(modal))), "_UIPageSheetPresentationController")
        XCTAssertEqual(hk_presentation_style(modal), Int(HKModalPresentationPageSheet))
    }

    func testEachStyleHasUIKitsPresentationController() {
        let expected: [(Int, String)] = [
            (Int(HKModalPresentationFullScreen), "_UIFullscreenPresentationController"),
            (Int(HKModalPresentationPageSheet), "_UIPageSheetPresentationController"),
            (Int(HKModalPresentationFormSheet), "_UIFormSheetPresentationController"),
            (Int(HKModalPresentationCurrentContext), "_UICurrentContextPresentationController"),
            (Int(HKModalPresentationCustom), "UIPresentationController"),
            (Int(HKModalPresentationOverFullScreen), "_UIOverFullscreenPresentationController"),
            (Int(HKModalPresentationOverCurrentContext), "_UIOverCurrentContextPresentationController"),
            (Int(HKModalPresentationPopover), "UIPopoverPresentationController"),
        ]
        for (style, name) in expected {
            let modal = controller("M\(style)")
            hk_set_modal_presentation_style(modal, style)
            XCTAssertEqual(String(cString: hk_class_name(hk_presentation_controller(modal))), name, "style \(style)")
            XCTAssertEqual(hk_presentation_style(modal), style, "style \(style)")
        }
        let sheet = controller("S")
        XCTAssertTrue(hk_is_kind_of_class(hk_presentation_controller(sheet), "UISheetPresentationController"))
    }

    func testStylesThatRemoveThePresentersViewSendItsCallbacks() {
        for style in fullScreenLike {
            let a = showRoot()
            let modal = controller("M")
            XCTAssertTrue(hk_present_with_style(a, modal, style))
            XCTAssertEqual(entries, ["A viewWillDisappear", "M viewWillAppear", "M viewDidAppear", "A viewDidDisappear"],
                           "present, style \(style)")
            XCTAssertNil(hk_view_window(hk_view_controller_view(a)), "the presenter's view left the window")
            hkf_log_reset()
            XCTAssertTrue(hk_dismiss(modal))
            XCTAssertEqual(entries, ["M viewWillDisappear", "A viewWillAppear", "A viewDidAppear", "M viewDidDisappear"],
                           "dismiss, style \(style)")
            XCTAssertEqual(hk_view_window(hk_view_controller_view(a)), window)
            XCTAssertNil(hk_presented(a))
        }
    }

    func testSheetsPopoversAndOverStylesLeaveThePresenterAlone() {
        for style in presenterStays {
            let a = showRoot()
            let modal = controller("M")
            XCTAssertTrue(hk_present_with_style(a, modal, style))
            XCTAssertEqual(entries, ["M viewWillAppear", "M viewDidAppear"], "present, style \(style)")
            XCTAssertEqual(hk_view_window(hk_view_controller_view(a)), window, "the presenter's view stays, style \(style)")
            hkf_log_reset()
            XCTAssertTrue(hk_dismiss(modal))
            XCTAssertEqual(entries, ["M viewWillDisappear", "M viewDidDisappear"], "dismiss, style \(style)")
            XCTAssertNil(hk_presented(a))
            XCTAssertNil(hk_presenting(modal))
        }
    }

    func testAPageSheetIsACardInATransitionViewOverThePresenter() {
        let a = showRoot()
        let modal = controller("M")
        XCTAssertTrue(hk_present(a, modal))
        let container = hk_presentation_container(modal)
        XCTAssertEqual(String(cString: hk_class_name(container)), "UITransitionView")
        XCTAssertEqual(hk_view_superview(container), window)
        XCTAssertEqual(hk_view_subview(window, 0), hk_view_controller_view(a), "the presenter's view is under it")
        XCTAssertEqual(hk_view_subview(window, 1), container)
        XCTAssertEqual(String(cString: hk_class_name(hk_view_subview(container, 0))), "UIDimmingView")
        let card = hk_sheet_card(modal)
        XCTAssertEqual(String(cString: hk_class_name(card)), "UIDropShadowView")
        XCTAssertEqual(hk_view_superview(card), container)
        XCTAssertEqual(hk_view_superview(hk_view_controller_view(modal)), card)
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        hk_view_get_frame(card, &x, &y, &width, &height)
        XCTAssertEqual([x, y, width, height], [0, 30, 320, 538], "a strip of the presenter stays visible above the card")
        XCTAssertTrue(hk_dismiss(modal))
        XCTAssertNil(hk_view_superview(container))
        XCTAssertNil(hk_view_window(hk_view_controller_view(modal)))
    }

    func testAFullScreenPresentationShowsThePresentedViewInATransitionView() {
        let a = showRoot()
        let modal = controller("M")
        XCTAssertTrue(hk_present_with_style(a, modal, Int(HKModalPresentationFullScreen)))
        let container = hk_presentation_container(modal)
        XCTAssertEqual(String(cString: hk_class_name(container)), "UITransitionView")
        XCTAssertEqual(hk_view_superview(hk_view_controller_view(modal)), container)
        XCTAssertNil(hk_sheet_card(modal))
        XCTAssertEqual(hk_view_subview_count(window), 1, "only the transition view: the presenter's view left")
    }

    func testPresentingAndPresentedAndTheBeingFlags() {
        let a = showRoot()
        let modal = controller("M")
        XCTAssertFalse(hk_is_being_presented(modal))
        XCTAssertTrue(hk_present(a, modal))
        XCTAssertEqual(hk_presenting(modal), a)
        XCTAssertEqual(hk_presented(a), modal)
        XCTAssertFalse(hk_is_being_presented(modal), "the transition has ended")
        XCTAssertFalse(hk_is_being_dismissed(modal))
        XCTAssertTrue(hk_dismiss(modal))
        XCTAssertNil(hk_presenting(modal))
        XCTAssertNil(hk_presented(a))
    }

    func testWhatThePresentedControllerSeesDuringItsCallbacks() {
        let a = showRoot()
        let probe = hkf_presentation_probe_new("P")
        owned.append(probe)
        XCTAssertTrue(hk_present(a, probe))
        XCTAssertTrue(hk_dismiss(probe))
        XCTAssertEqual(entries, [
            "P viewWillAppear presenting=A beingPresented=1 beingDismissed=0",
            "P viewDidAppear presenting=A beingPresented=1 beingDismissed=0",
            "P viewWillDisappear presenting=A beingPresented=0 beingDismissed=1",
            "P viewDidDisappear presenting=A beingPresented=0 beingDismissed=1",
        ])
        XCTAssertNil(hk_presenting(probe), "cleared once the dismissal is over")
    }

    func testADismissalInCodeNeverCallsThePresentationDelegate() {
        let a = showRoot()
        for style in [Int(HKModalPresentationPageSheet), Int(HKModalPresentationPopover), Int(HKModalPresentationFullScreen)] {
            let modal = controller("M")
            let delegate = hkf_presentation_delegate_new(1)
            owned.append(delegate)
            hk_set_modal_presentation_style(modal, style)
            hk_presentation_controller_set_delegate(modal, delegate)
            XCTAssertTrue(hk_present(a, modal))
            hkf_log_reset()
            XCTAssertTrue(hk_dismiss(modal))
            XCTAssertEqual(entries.filter { $0.contains("Dismiss") || $0.contains("dismiss") }, [], "style \(style)")
        }
    }

    func testATapOutsideAPopoverDismissesItAndTellsTheDelegate() {
        let a = showRoot()
        let modal = controller("M")
        let delegate = hkf_presentation_delegate_new(1)
        owned.append(delegate)
        hk_set_modal_presentation_style(modal, Int(HKModalPresentationPopover))
        hk_presentation_controller_set_delegate(modal, delegate)
        XCTAssertTrue(hk_present(a, modal))
        hkf_log_reset()
        hkf_record_presentation_path(true)
        XCTAssertTrue(hk_tap_outside_popover(modal))
        hkf_record_presentation_path(false)
        XCTAssertEqual(entries, [
            "UIDimmingView handleSingleTap:",
            "UIPopoverPresentationController _attemptDismissalWithCompletion:",
            "UIPresentationController _shouldDismiss", "shouldDismiss M",
            "UIViewController dismissViewControllerAnimated:completion: HKFLifecycleController",
            "M viewWillDisappear",
            "UIPresentationController _sendWillDismiss", "willDismiss M",
            "UIPresentationController transitionDidFinish: 1",
            "M viewDidDisappear",
            "UIPresentationController _sendDidDismiss", "didDismiss M",
        ])
        XCTAssertNil(hk_presented(a))
    }

    func testAPopoverWhoseDelegateSaysNoStays() {
        let a = showRoot()
        let modal = controller("M")
        let delegate = hkf_presentation_delegate_new(0)
        owned.append(delegate)
        hk_set_modal_presentation_style(modal, Int(HKModalPresentationPopover))
        hk_presentation_controller_set_delegate(modal, delegate)
        XCTAssertTrue(hk_present(a, modal))
        hkf_log_reset()
        XCTAssertTrue(hk_tap_outside_popover(modal))
        XCTAssertEqual(entries, ["shouldDismiss M"])
        XCTAssertEqual(hk_presented(a), modal)
    }
}
