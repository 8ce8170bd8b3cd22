import Foundation
import HostKit
import HostKitFixtures
import ModernCaptureFixtures
import Traceless
import XCTest

/// UI3 alert actions, UI4 UIActions on controls, UI5 menus.
final class ActionTests: ModernCaptureTestCase {
    private func alert(_ style: Int, on presenter: HKObject?) -> HKObject? {
        let alert = own(hk_alert_controller_new("Delete the photo?", "It goes for good.", style))
        hk_alert_controller_add_action(alert, "Delete", Int(HKAlertActionStyleDestructive), presenter, "handled:")
        hk_alert_controller_add_action(alert, "Cancel", Int(HKAlertActionStyleCancel), presenter, "handled:")
        return alert
    }

    func testUI3_anAlertsActionIsOneEventNamedByItsTitleOnThePresentingPage() throws {
        try inBothStrategies {
            try start()
            let photos = screen("MCFPhotosController", "Photos")
            show(root: own(hk_navigation_controller_new(photos)))
            let pagesBefore = pages
            let alert = alert(Int(HKAlertControllerStyleAlert), on: photos)
            XCTAssertTrue(hk_present(photos, alert))
            XCTAssertEqual(taps, [], "presenting an alert is no event")
            XCTAssertEqual(pages, pagesBefore, "an alert is no page, and the page under it stays")

            XCTAssertTrue(hk_tap_alert_action_titled(alert, "Delete"))

            XCTAssertEqual(log, ["handled: Delete"])
            XCTAssertEqual(taps.map(\.kind), [.alertButton], "one event, not a gesture on the button group (\(strategy))")
            let tap = try XCTUnwrap(taps.first)
            XCTAssertEqual(tap.element?.text, "Delete")
            XCTAssertEqual(tap.attributes["actionStyle"], "destructive")
            XCTAssertEqual(tap.attributes["buttonIndex"], "0")
            XCTAssertEqual(tap.screen?.controllerClass, "MCFPhotosController", "the presenting page")
            XCTAssertEqual(tap.elementKey, "MCFPhotosController.UIAlertAction(alert:2/0)")
            XCTAssertEqual(pages, pagesBefore, "dismissing it is no page either")
            assertNoPrivateClassNames(taps)
        }
    }

    func testUI3_anActionSheetsActionsHaveKeysOfTheirOwn() throws {
        try inBothStrategies {
            try start()
            let photos = screen("MCFPhotosController", "Photos")
            show(root: photos)
            for title in ["Delete", "Cancel"] {
                let sheet = alert(Int(HKAlertControllerStyleActionSheet), on: photos)
                XCTAssertTrue(hk_present(photos, sheet))
                XCTAssertTrue(hk_tap_alert_action_titled(sheet, title))
            }
            XCTAssertEqual(log, ["handled: Delete", "handled: Cancel"])
            XCTAssertEqual(taps.map(\.kind), [.actionSheetButton, .actionSheetButton], "(\(strategy))")
            XCTAssertEqual(taps.map(\.elementKey), [
                "MCFPhotosController.UIAlertAction(actionSheet:2/0)", "MCFPhotosController.UIAlertAction(actionSheet:2/1)",
            ])
            XCTAssertEqual(taps.map { $0.attributes["actionStyle"] }, ["destructive", "cancel"])
        }
    }

    func testUI4_aUIActionOnAControlIsOneEventAndCodeSendingItIsNone() throws {
        try inBothStrategies {
            try start()
            let shop = screen("MCFShopController", "Shop")
            show(root: shop)
            let buy = add(hk_button_new("Buy"), to: shop)
            hk_control_add_action(buy, own(hk_action_new("Buy", nil, shop, "handled:")), UInt(HKControlEventTouchUpInside))
            let primary = add(hk_button_new_with_primary_action(own(hk_action_new("Add to cart", "shop.add", shop, "handled:"))), to: shop)

            XCTAssertTrue(hk_tap(buy))
            XCTAssertTrue(hk_tap(primary))
            hk_control_send_actions(buy, UInt(HKControlEventTouchUpInside))
            hk_control_send_action(primary, own(hk_action_new("Code", nil, shop, "handled:")))

            XCTAssertEqual(log, ["handled: Buy", "handled: Add to cart", "handled: Buy", "handled: Code"], "every action runs")
            XCTAssertEqual(taps.map(\.kind), [.controlAction, .controlAction], "the two taps, not code's sends (\(strategy))")
            XCTAssertEqual(taps.map(\.element?.text), ["Buy", "Add to cart"])
            XCTAssertEqual(taps.map(\.elementKey), [
                "MCFShopController.UIButton(UIButton[0]).UIAction.TouchUpInside",
                "MCFShopController.UIButton(UIButton[1]).UIAction.PrimaryActionTriggered",
            ])
            XCTAssertEqual(taps.map(\.selector), ["UIAction", "shop.add"], "an identifier the app gave names the action")
            XCTAssertNotNil(taps.first?.tap)
        }
    }

    /// A switch's and a slider's primary action (`initWithFrame:primaryAction:`, iOS 14):
    /// UIKit sends PrimaryActionTriggered after each ValueChanged, without an event, so
    /// the action runs at every change. A switch's tap is one event with its new value, a
    /// slider's drag one with the value it comes to rest on.
    func testUI4_aSwitchsAndASlidersPrimaryActionIsOneEventPerGestureWithTheValue() throws {
        try inBothStrategies {
            try start()
            holdFrames()
            let settings = screen("MCFSettingsController", "Settings")
            show(root: settings)
            let wifi = add(hk_switch_new(false), to: settings)
            hk_control_add_action(wifi, own(hk_action_new("Wi-Fi", "settings.wifi", settings, "handled:")), UInt(HKControlEventPrimaryActionTriggered))
            let volume = add(hk_slider_new(0, 1, 0.2), to: settings)
            hk_view_set_frame(volume, 20, 300, 200, 30)
            hk_control_add_action(volume, own(hk_action_new("Volume", nil, settings, "handled:")), UInt(HKControlEventPrimaryActionTriggered))

            XCTAssertTrue(hk_tap(wifi))
            XCTAssertTrue(hk_drag_slider(volume, 0.7))
            hk_run_frames()

            XCTAssertEqual(log.first, "handled: Wi-Fi")
            XCTAssertGreaterThan(log.filter { $0 == "handled: Volume" }.count, 2, "the slider's action ran at each change: \(log)")
            XCTAssertEqual(taps.map(\.kind), [.controlAction, .controlAction], "(\(strategy))")
            XCTAssertEqual(taps.map(\.selector), ["settings.wifi", "UIAction"])
            XCTAssertEqual(taps.first?.element?.value, .bool(true))
            XCTAssertEqual(hk_slider_value(volume), 0.7, accuracy: 0.001)
            guard case .number(let volumeValue)? = taps.last?.element?.value else { return XCTFail("no value") }
            XCTAssertEqual(volumeValue, 0.7, accuracy: 0.001, "the value at rest")
            XCTAssertEqual(taps.map(\.elementKey), [
                "MCFSettingsController.UISwitch(UISwitch[0]).UIAction.PrimaryActionTriggered",
                "MCFSettingsController.UISlider(UISlider[0]).UIAction.PrimaryActionTriggered",
            ])
        }
    }

    private func menu(_ titles: [String], target: HKObject?) -> HKObject? {
        var actions = titles.map { own(hk_action_new($0, nil, target, "handled:")) }
        return own(hk_menu_new("", nil, 0, &actions, actions.count))
    }

    func testUI5_anElementPickedInAButtonsMenuIsOneEventOpeningItIsNone() throws {
        try inBothStrategies {
            try start()
            let photo = screen("MCFPhotoController", "Photo")
            show(root: photo)
            let button = add(hk_button_new("…"), to: photo)
            hk_button_set_menu(button, menu(["Share", "Duplicate", "Delete"], target: photo))
            hk_control_set_shows_menu_as_primary_action(button, true)

            XCTAssertTrue(hk_tap(button))
            XCTAssertTrue(hk_menu_is_visible())
            XCTAssertEqual(taps, [], "opening a menu is no event (\(strategy))")
            XCTAssertTrue(hk_pick_menu_element("Duplicate"))

            XCTAssertEqual(log, ["handled: Duplicate"])
            XCTAssertEqual(taps.map(\.kind), [.menuAction], "(\(strategy))")
            let pick = try XCTUnwrap(taps.first)
            XCTAssertEqual(pick.element?.text, "Duplicate")
            XCTAssertEqual(pick.screen?.controllerClass, "MCFPhotoController")
            XCTAssertEqual(pick.elementKey, "MCFPhotoController.UIAction(UIButton[0]/1)", "the source, then the element's place in its menu")
            XCTAssertEqual(pick.attributes["menuSource"], "UIButton")
            assertNoPrivateClassNames(taps)
        }
    }

    func testUI5_aRowsContextMenuNamesTheElementAndTheRowAndATapOutsideIsNothing() throws {
        try inBothStrategies {
            try start()
            let inbox = screen("MCFInboxController", "Inbox")
            show(root: inbox)
            let source = own(hk_list_data_source_new())
            for title in ["Alice", "Bob", "Carol"] { hk_list_data_source_add(source, title) }
            let table = add(hk_table_new(), to: inbox)
            hk_table_set_data_source(table, source)
            let recorder = own(hkf_menu_recorder_new())
            hkf_menu_recorder_set_menu(recorder, menu(["Reply", "Archive"], target: inbox))
            hk_table_set_delegate(table, recorder)

            XCTAssertTrue(hk_long_press_row(table, 0, 1))
            XCTAssertTrue(hk_pick_menu_element("Archive"))
            XCTAssertTrue(hk_long_press_row(table, 0, 2))
            XCTAssertTrue(hk_tap_outside_menu())

            XCTAssertEqual(log, ["handled: Archive"])
            XCTAssertEqual(taps.map(\.kind), [.menuAction], "no selection, no gesture, nothing for the tap outside (\(strategy))")
            let pick = try XCTUnwrap(taps.first)
            XCTAssertEqual(pick.element?.text, "Archive")
            XCTAssertEqual(pick.element?.indexPath, Interaction.Element.IndexPath(section: 0, item: 1))
            XCTAssertEqual(pick.attributes["rowText"], "Bob")
            XCTAssertEqual(pick.screen?.controllerClass, "MCFInboxController")
            XCTAssertTrue(pick.elementKey?.hasPrefix("MCFInboxController.UIAction(UITableView[0]/") == true, pick.elementKey ?? "")
            assertNoPrivateClassNames(taps)
        }
    }
}
