import HostKit
import HostKitFixtures
import XCTest

/// Swiping a sheet down: the sheet interaction's pan, the presentation controller delegate's
/// calls (only for the user's dismissal) and the presented controller's callbacks.
final class SheetDismissalTests: HostKitTestCase {
    private var owned: [HKObject?] = []
    private var a: HKObject?
    private var modal: HKObject?

    override func setUp() {
        super.setUp()
        a = hkf_lifecycle_controller_new("A")
        modal = hkf_lifecycle_controller_new("M")
        owned += [a, modal]
        hk_window_set_root(window, a)
    }

    override func tearDown() {
        hkf_record_presentation_path(false)
        hkf_record_call_path(false)
        super.tearDown()
        owned.forEach { hk_release($0) }
        owned = []
    }

    /// Presents M as a page sheet with a logging delegate (should_dismiss as in the fixture).
    private func presentSheet(shouldDismiss: Int32 = 1) {
        let delegate = hkf_presentation_delegate_new(shouldDismiss)
        owned.append(delegate)
        hk_presentation_controller_set_delegate(modal, delegate)
        XCTAssertTrue(hk_present(a, modal))
        hkf_log_reset()
    }

    func testASwipeFarEnoughDismissesTheSheet() {
        presentSheet()
        XCTAssertTrue(hk_swipe_sheet_down(modal, 400, 5))
        XCTAssertEqual(entries, ["shouldDismiss M", "willDismiss M", "M viewWillDisappear", "M viewDidDisappear", "didDismiss M"],
                       "WillDismiss comes before viewWillDisappear; the presenter gets nothing")
        XCTAssertNil(hk_presented(a))
        XCTAssertNil(hk_presenting(modal))
        XCTAssertNil(hk_view_window(hk_view_controller_view(modal)))
    }

    func testAShortSwipeIsCancelledAndTheSheetReappears() {
        presentSheet()
        XCTAssertTrue(hk_swipe_sheet_down(modal, 100, 5))
        XCTAssertEqual(entries, ["shouldDismiss M", "willDismiss M", "M viewWillDisappear", "M viewWillAppear", "M viewDidAppear"],
                       "no DidDismiss for a cancelled swipe")
        XCTAssertEqual(hk_presented(a), modal)
        XCTAssertEqual(hk_view_window(hk_view_controller_view(modal)), window)
        XCTAssertFalse(hk_is_being_dismissed(modal))

        hkf_log_reset()
        XCTAssertTrue(hk_swipe_sheet_down(modal, 400, 5), "the sheet can be swiped again")
        XCTAssertEqual(entries.last, "didDismiss M")
        XCTAssertNil(hk_presented(a))
    }

    func testAFastFlickDismissesEvenIfShort() {
        presentSheet()
        XCTAssertTrue(hk_swipe_sheet_down(modal, 250, 2))
        XCTAssertEqual(entries.last, "didDismiss M")
    }

    func testAModalSheetOnlyReportsTheAttempt() {
        hk_set_modal_in_presentation(modal, true)
        presentSheet()
        XCTAssertTrue(hk_is_modal_in_presentation(modal))
        XCTAssertTrue(hk_swipe_sheet_down(modal, 400, 5))
        XCTAssertEqual(entries, ["didAttemptToDismiss M"], "presentationControllerShouldDismiss: is not asked")
        XCTAssertEqual(hk_presented(a), modal)
    }

    func testADelegateThatSaysNoGetsTheAttempt() {
        presentSheet(shouldDismiss: 0)
        XCTAssertTrue(hk_swipe_sheet_down(modal, 400, 5))
        XCTAssertEqual(entries, ["shouldDismiss M", "didAttemptToDismiss M"])
        XCTAssertEqual(hk_presented(a), modal)
    }

    func testASmallTugOfAModalSheetIsNoAttempt() {
        hk_set_modal_in_presentation(modal, true)
        presentSheet()
        XCTAssertTrue(hk_swipe_sheet_down(modal, 40, 4))
        XCTAssertEqual(entries, [])
    }

    func testWithoutShouldDismissTheSheetIsDismissible() {
        presentSheet(shouldDismiss: -1)
        XCTAssertTrue(hk_swipe_sheet_down(modal, 400, 5))
        XCTAssertEqual(entries, ["willDismiss M", "M viewWillDisappear", "M viewDidDisappear", "didDismiss M"])
    }

    func testTheSwipeGoesThroughTheSheetInteractionsPan() {
        presentSheet()
        hkf_record_presentation_path(true)
        hkf_record_call_path(true)
        XCTAssertTrue(hk_swipe_sheet_down(modal, 400, 5))
        hkf_record_presentation_path(false)
        hkf_record_call_path(false)
        let steps = entries.filter {
            $0.hasPrefix("_UISheetInteraction") || $0.hasPrefix("UISheetPresentationController")
                || $0.hasPrefix("UIPresentationController") || $0.hasPrefix("UIViewController")
                || $0.hasPrefix("M ") || $0.hasSuffix(" M")
        }
        XCTAssertEqual(steps, [
            "_UISheetInteraction handlePan: 1",
            "UISheetPresentationController _sheetInteractionDraggingBegan:withRubberBandCoefficient:",
            "_UISheetInteraction handlePan: 2",
            "UIPresentationController _shouldDismiss", "shouldDismiss M",
            "UISheetPresentationController _startInteractiveTransitionWithProgress:",
            "UIViewController dismissViewControllerAnimated:completion: HKFLifecycleController",
            "UIPresentationController _sendWillDismiss", "willDismiss M",
            "M viewWillDisappear",
            "_UISheetInteraction handlePan: 2", "_UISheetInteraction handlePan: 2", "_UISheetInteraction handlePan: 2",
            "_UISheetInteraction handlePan: 3",
            "UISheetPresentationController _sheetInteractionDraggingEnded:",
            "UISheetPresentationController _completeInteractiveTransition:duration:timingCurve: 1",
            "UIPresentationController transitionDidFinish: 1",
            "M viewDidDisappear",
            "UIPresentationController _sendDidDismiss", "didDismiss M",
        ])
        // A finger's touches: every step comes from -[UIApplication sendEvent:] through the
        // recogniser's target.
        XCTAssertTrue(entries.contains("UIGestureRecognizerTarget _sendActionWithGestureRecognizer:"))
        XCTAssertEqual(entries.first, "UIApplication sendEvent:")
    }

    func testOnlySheetsCanBeSwiped() {
        hk_set_modal_presentation_style(modal, Int(HKModalPresentationFullScreen))
        XCTAssertTrue(hk_present(a, modal))
        XCTAssertFalse(hk_swipe_sheet_down(modal, 400, 5))
    }
}
