import HostKit
import HostKitFixtures
import XCTest

final class AlertTests: HostKitTestCase {
    func testTappedAlertButtonCallsClickedThenWillThenDidDismiss() {
        let delegate = hkf_alert_delegate_new()
        defer { hk_release(delegate) }
        let alert = hk_alert_new("Delete?", "It cannot be undone", delegate, "Cancel")
        XCTAssertEqual(hk_alert_add_button(alert, "Delete"), 1)
        XCTAssertFalse(hk_tap_alert_button(alert, 1), "not shown yet")

        hk_alert_show(alert)
        hk_release(alert)
        XCTAssertTrue(hk_alert_is_visible(alert), "a shown alert keeps itself alive")
        XCTAssertEqual(String(cString: hk_alert_button_title(alert, 1)), "Delete")

        hk_retain(alert)
        defer { hk_release(alert) }
        XCTAssertTrue(hk_tap_alert_button(alert, 1))
        XCTAssertEqual(entries, ["willPresent", "didPresent", "clicked 1", "willDismiss 1", "didDismiss 1"])
        XCTAssertFalse(hk_alert_is_visible(alert))
    }

    func testProgrammaticDismissSkipsClickedButtonAtIndex() {
        let delegate = hkf_alert_delegate_new()
        let alert = hk_alert_new("Saved", nil, delegate, "OK")
        defer { hk_release(alert); hk_release(delegate) }
        hk_alert_show(alert)
        hkf_log_reset()

        hk_alert_dismiss(alert, 0)
        XCTAssertEqual(entries, ["willDismiss 0", "didDismiss 0"])
    }

    func testAlertDoesNotRetainItsDelegate() {
        let delegate = hkf_alert_delegate_new()
        let before = hk_retain_count(delegate)
        let alert = hk_alert_new("Hi", nil, delegate, "OK")
        defer { hk_release(alert); hk_release(delegate) }
        XCTAssertEqual(hk_retain_count(delegate), before)
    }

    func testActionSheetPutsDestructiveFirstAndCancelLast() {
        let delegate = hkf_alert_delegate_new()
        let sheet = hk_action_sheet_new("Photo", delegate, "Cancel", "Delete")
        defer { hk_release(sheet); hk_release(delegate) }
        XCTAssertEqual(hk_action_sheet_add_button(sheet, "Share"), 1)
        hk_action_sheet_show_in_view(sheet, hk_view_controller_view(root))
        hkf_log_reset()

        XCTAssertFalse(hk_tap_action_sheet_button(sheet, 3))
        XCTAssertTrue(hk_tap_action_sheet_button(sheet, 2), "index 2 is Cancel")
        XCTAssertEqual(entries, ["clicked 2", "willDismiss 2", "didDismiss 2"])
        XCTAssertFalse(hk_action_sheet_is_visible(sheet))
    }
}
