import HostKit
import HostKitFixtures
import XCTest

/// UIAlertController as iOS 17/18 runs it: a custom presentation, action views that are not
/// controls, one selection recogniser, and the handler after the dismissal.
final class AlertControllerTests: HostKitTestCase {
    private var owned: [HKObject?] = []
    private var a: HKObject?

    override func setUp() {
        super.setUp()
        a = hkf_lifecycle_controller_new("A")
        owned.append(a)
        hk_window_set_root(window, a)
        hkf_log_reset()
    }

    override func tearDown() {
        hkf_record_presentation_path(false)
        hkf_record_call_path(false)
        super.tearDown()
        owned.forEach { hk_release($0) }
        owned = []
    }

    /// A logging alert ("Alert") with OK (default) and Cancel, handlers logging.
    private func makeAlert(style: Int = Int(HKAlertControllerStyleAlert), cancel: Bool = true) -> HKObject? {
        let alert = hkf_alert_controller_new("Alert", "Message", style)
        owned.append(alert)
        let handler = hkf_alert_handler_new(alert, a)
        owned.append(handler)
        hk_alert_controller_add_action(alert, "OK", Int(HKAlertActionStyleDefault), handler, "alertAction:")
        hk_alert_controller_add_action(alert, "Delete", Int(HKAlertActionStyleDestructive), handler, "alertAction:")
        if cancel { hk_alert_controller_add_action(alert, "Cancel", Int(HKAlertActionStyleCancel), handler, "alertAction:") }
        return alert
    }

    private func present(_ alert: HKObject?) {
        XCTAssertTrue(hk_present(a, alert))
        hkf_log_reset()
    }

    func testPublicAPI() {
        let alert = makeAlert()
        XCTAssertEqual(String(cString: hk_alert_controller_title(alert)), "Alert")
        XCTAssertEqual(String(cString: hk_alert_controller_message(alert)), "Message")
        XCTAssertEqual(hk_alert_controller_preferred_style(alert), Int(HKAlertControllerStyleAlert))
        XCTAssertEqual(hk_alert_controller_action_count(alert), 3)
        let ok = hk_alert_controller_action(alert, 0)
        XCTAssertEqual(String(cString: hk_alert_action_title(ok)), "OK")
        XCTAssertEqual(hk_alert_action_style(hk_alert_controller_action(alert, 2)), Int(HKAlertActionStyleCancel))
        XCTAssertTrue(hk_alert_action_is_enabled(ok))
        XCTAssertNil(hk_alert_controller_preferred_action(alert))
        hk_alert_controller_set_preferred_action(alert, ok)
        XCTAssertEqual(hk_alert_controller_preferred_action(alert), ok)
        XCTAssertEqual(hk_modal_presentation_style(alert), Int(HKModalPresentationCustom))
        hk_set_modal_presentation_style(alert, Int(HKModalPresentationFullScreen))
        XCTAssertEqual(hk_modal_presentation_style(alert), Int(HKModalPresentationCustom), "UIAlertController keeps .custom")
        XCTAssertTrue(hk_alert_controller_add_text_field(alert))
        XCTAssertEqual(hk_alert_controller_text_field_count(alert), 1)
        let sheet = makeAlert(style: Int(HKAlertControllerStyleActionSheet))
        XCTAssertFalse(hk_alert_controller_add_text_field(sheet), "text fields are for alerts only")
    }

    func testAnAlertIsACustomPresentationThePresenterDoesNotNotice() {
        let alert = makeAlert()
        XCTAssertTrue(hk_present(a, alert))
        XCTAssertEqual(entries, ["Alert viewWillAppear", "Alert viewDidAppear"])
        XCTAssertEqual(String(cString: hk_class_name(hk_presentation_controller(alert))), "_UIAlertControllerAlertPresentationController")
        XCTAssertEqual(hk_presentation_style(alert), Int(HKModalPresentationCustom))
        XCTAssertEqual(hk_presenting(alert), a)
        XCTAssertEqual(hk_view_window(hk_view_controller_view(a)), window)

        let sheet = makeAlert(style: Int(HKAlertControllerStyleActionSheet))
        XCTAssertTrue(hk_dismiss(alert))
        XCTAssertTrue(hk_present(a, sheet))
        XCTAssertEqual(String(cString: hk_class_name(hk_presentation_controller(sheet))),
                       "_UIAlertControllerActionSheetCompactPresentationController")
    }

    func testTheActionsAreRepresentationViewsSharingOneRecogniser() {
        let alert = makeAlert()
        present(alert)
        let container = hk_presentation_container(alert)
        XCTAssertEqual(String(cString: hk_class_name(container)), "UITransitionView")
        let alertView = hk_view_controller_view(alert)
        XCTAssertEqual(String(cString: hk_class_name(alertView)), "_UIAlertControllerPhoneTVMacView")
        XCTAssertEqual(hk_view_superview(alertView), container)
        let ok = hk_alert_controller_action(alert, 0), delete = hk_alert_controller_action(alert, 1)
        let view = hk_alert_action_view(alert, ok)
        XCTAssertEqual(String(cString: hk_class_name(view)), "_UIAlertControllerActionView")
        let representation = hk_alert_action_representation_view(alert, ok)
        XCTAssertEqual(String(cString: hk_class_name(representation)), "_UIInterfaceActionCustomViewRepresentationView")
        XCTAssertTrue(hk_is_kind_of_class(representation, "UIInterfaceActionRepresentationView"))
        XCTAssertFalse(hk_is_kind_of_class(representation, "UIControl"), "not a control: no target-action")
        XCTAssertFalse(hk_is_kind_of_class(view, "UIControl"))
        XCTAssertEqual(hk_view_superview(view), representation)
        XCTAssertEqual(String(cString: hk_class_name(hk_view_superview(representation))), "_UIInterfaceActionRepresentationsSequenceView")
        let group = hk_alert_action_group_view(alert, ok)
        XCTAssertEqual(String(cString: hk_class_name(group)), "_UIAlertControllerInterfaceActionGroupView")
        XCTAssertTrue(hk_is_kind_of_class(group, "UIInterfaceActionGroupView"))
        XCTAssertEqual(hk_alert_action_group_view(alert, delete), group, "one group view, one recogniser, for all actions")
    }

    func testTappingAnActionDismissesThenRunsTheHandler() {
        let alert = makeAlert()
        present(alert)
        hkf_record_presentation_path(true)
        XCTAssertTrue(hk_tap_alert_action_titled(alert, "OK"))
        hkf_record_presentation_path(false)
        XCTAssertEqual(entries, [
            "UIInterfaceActionSelectionTrackingController _handleActionSelectionGestureRecognizer: 1",
            "UIInterfaceActionSelectionTrackingController _handleActionSelectionGestureRecognizer: 3",
            "UIInterfaceActionSelectionTrackingController _invokeHandlerForInterfaceAction:",
            "UIInterfaceAction _invokeHandlerWithCompletionBlock:",
            "UIInterfaceActionGroupView interfaceAction:invokeActionHandler:completion:",
            "_UIAlertControllerPhoneTVMacView interfaceAction:invokeActionHandler:completion:",
            "UIAlertController _dismissWithAction:dismissCompletion:",
            "UIAlertController _dismissAnimated:triggeringAction:triggeredByPopoverDimmingView:dismissCompletion:",
            "UIAlertController _performAction:invokeActionBlock:dismissAndPerformActionIfNotAlreadyPerformed:",
            "UIViewController dismissViewControllerAnimated:completion: HKFLifecycleController",
            "Alert viewWillDisappear",
            "UIPresentationController transitionDidFinish: 1",
            "Alert viewDidDisappear",
            "UIAlertController _invokeHandlersForAction:",
            "handler OK presenting=nil presented=nil alertWindow=no",
        ], "the handler runs after viewDidDisappear:, once the alert is no longer presented")
        XCTAssertNil(hk_presented(a))
    }

    func testTheTapArrivesAsATouchThroughTheSelectionRecogniser() {
        let alert = makeAlert()
        present(alert)
        hkf_record_call_path(true)
        XCTAssertTrue(hk_tap_alert_action(alert, 1))
        hkf_record_call_path(false)
        XCTAssertEqual(entries.first, "UIApplication sendEvent:")
        XCTAssertEqual(entries.filter { $0 == "UIGestureRecognizerTarget _sendActionWithGestureRecognizer:" }.count, 2,
                       "Began and Ended of the one long-press recogniser")
        XCTAssertFalse(entries.contains("UIControl sendAction:to:forEvent:"), "no target-action")
        XCTAssertTrue(entries.contains("handler Delete presenting=nil presented=nil alertWindow=no"))
    }

    func testTheCancelActionOfAnActionSheetSitsApartAndWorks() {
        let sheet = makeAlert(style: Int(HKAlertControllerStyleActionSheet))
        present(sheet)
        let cancel = hk_alert_controller_action(sheet, 2), ok = hk_alert_controller_action(sheet, 0)
        XCTAssertNotEqual(hk_alert_action_group_view(sheet, cancel), hk_alert_action_group_view(sheet, ok))
        XCTAssertTrue(hk_tap_alert_action_titled(sheet, "Cancel"))
        XCTAssertEqual(entries, ["Alert viewWillDisappear", "Alert viewDidDisappear",
                                 "handler Cancel presenting=nil presented=nil alertWindow=no"])
    }

    func testATapOutsideAnActionSheetTriggersItsCancelAction() {
        let sheet = makeAlert(style: Int(HKAlertControllerStyleActionSheet))
        present(sheet)
        hkf_record_presentation_path(true)
        XCTAssertTrue(hk_tap_outside_alert(sheet))
        hkf_record_presentation_path(false)
        XCTAssertEqual(entries, [
            "UIAlertController _attemptAnimatedDismissWithGestureRecognizer:",
            "UIAlertController _dismissWithCancelOrEmptyAction",
            "UIAlertController _dismissAnimated:triggeringAction:triggeredByPopoverDimmingView:dismissCompletion:",
            "UIAlertController _performAction:invokeActionBlock:dismissAndPerformActionIfNotAlreadyPerformed:",
            "UIViewController dismissViewControllerAnimated:completion: HKFLifecycleController",
            "Alert viewWillDisappear",
            "UIPresentationController transitionDidFinish: 1",
            "Alert viewDidDisappear",
            "UIAlertController _invokeHandlersForAction:",
            "handler Cancel presenting=nil presented=nil alertWindow=no",
        ])
    }

    func testATapOutsideAnActionSheetWithoutCancelDoesNothing() {
        let sheet = makeAlert(style: Int(HKAlertControllerStyleActionSheet), cancel: false)
        present(sheet)
        XCTAssertTrue(hk_tap_outside_alert(sheet))
        XCTAssertEqual(entries, [])
        XCTAssertEqual(hk_presented(a), sheet)
    }

    func testATapOutsideAnAlertDoesNothing() {
        let alert = makeAlert()
        present(alert)
        XCTAssertTrue(hk_tap_outside_alert(alert))
        XCTAssertEqual(entries, [])
        XCTAssertEqual(hk_presented(a), alert)
    }

    func testADisabledActionIgnoresTheTap() {
        let alert = makeAlert()
        hk_alert_action_set_enabled(hk_alert_controller_action(alert, 0), false)
        present(alert)
        XCTAssertTrue(hk_tap_alert_action(alert, 0))
        XCTAssertEqual(entries, [])
        XCTAssertEqual(hk_presented(a), alert)
    }

    func testADismissalInCodeRunsNoHandler() {
        let alert = makeAlert()
        present(alert)
        XCTAssertTrue(hk_dismiss(alert))
        XCTAssertEqual(entries, ["Alert viewWillDisappear", "Alert viewDidDisappear"])
    }
}
