import Foundation
import HostKit
import TargetActionFixtures
import Traceless
import TracelessRuntime
import XCTest

final class InteractionContentTests: TargetActionTestCase {
    func testAControlInteractionCarriesScreenElementSelectorEventAndKey() throws {
        try start()
        let container = show(hk_view_new(0, 0, 320, 200))
        let button = hk_button_new("Pay")
        hk_view_add_subview(container, button)
        hk_release(button)
        hk_view_set_accessibility_identifier(button, "pay-button")
        hk_view_set_tag(button, 7)
        hk_control_add_target(button, controller, "pay:", touchUpInside)

        XCTAssertTrue(hk_tap(button))

        let interaction = try XCTUnwrap(interactions.first)
        XCTAssertEqual(interactions.count, 1)
        XCTAssertEqual(interaction.kind, .controlAction)
        XCTAssertEqual(interaction.plugin, "traceless.target-action")
        XCTAssertEqual(interaction.screen, Screen(controllerClass: "TAFCheckoutController", title: "Checkout"))
        XCTAssertEqual(interaction.element?.className, "UIButton")
        XCTAssertEqual(interaction.element?.path, "UIWindow/UIView[0]/UIView[0]/UIButton[0]")
        XCTAssertEqual(interaction.element?.text, "Pay")
        XCTAssertEqual(interaction.element?.accessibilityIdentifier, "pay-button")
        XCTAssertEqual(interaction.element?.tag, 7)
        XCTAssertEqual(interaction.selector, "pay:")
        XCTAssertEqual(interaction.controlEvent, touchUpInside)
        XCTAssertEqual(interaction.elementKey, "TAFCheckoutController.UIButton(#pay-button).pay:.TouchUpInside")
        XCTAssertNil(interaction.gesture)
        XCTAssertEqual(interaction.attributes, [:])
    }

    func testTheTextOfASecureTextFieldIsNeverCaptured() throws {
        try start(options: ["reportProgrammatic": "true"])
        let secret = "hunter2-secret"
        let field = show(hk_text_field_new("Password"))
        hk_text_field_set_secure(field, true)
        let events = UInt(HKControlEventTouchUpInside | HKControlEventAllEditingEvents)
        hk_control_add_target(field, controller, "tapSender:", events)

        XCTAssertTrue(hk_type_text(field, secret))
        XCTAssertEqual(String(cString: hk_text_field_text(field)), secret)

        // UIKit's text recogniser takes the tap: the field gets TouchCancel, not TouchUpInside;
        // editing events come without a UIEvent (reported here because the option asks).
        XCTAssertEqual(Set(interactions.compactMap(\.controlEvent)),
                       [UInt(HKControlEventEditingDidBegin), UInt(HKControlEventEditingChanged)])
        let encoded = try String(decoding: JSONEncoder().encode(interactions), as: UTF8.self)
        XCTAssertFalse(encoded.contains("hunter2"), "no trace of the typed text anywhere")
        XCTAssertTrue(interactions.allSatisfy { $0.element?.className == "UITextField" && $0.element?.text == nil })
    }

    func testANilTargetActionIsTrackedAndOwnedByTheControl() throws {
        try start()
        let button = withAutoreleasePool { show(hk_button_new("Chain")) }
        hk_control_add_target(button, nil, "tapSender:", touchUpInside)
        let freed = deallocations(of: trackingTargets(on: button))

        XCTAssertTrue(hk_tap(button))

        XCTAssertEqual(log, ["tapSender:UIButton"], "UIKit sent it up the responder chain to the controller")
        XCTAssertEqual(interactions.map(\.elementKey), ["TAFCheckoutController.UIButton(UIButton[0]).tapSender:.TouchUpInside"])
        hk_view_remove_from_superview(button)
        XCTAssertEqual(freed.value, 1, "freed with the control that owned it")
    }
}
