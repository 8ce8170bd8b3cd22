import HostKit
import TargetActionFixtures
import Traceless
import XCTest

final class ControlActionTests: TargetActionTestCase {
    func testTA1ActionsWithZeroOneAndTwoArgumentsRunOnceAndReportOnceEach() throws {
        try start()
        let button = show(hk_button_new("Buy"))
        hk_control_add_target(button, controller, "tap", touchUpInside)
        hk_control_add_target(button, controller, "tapSender:", touchUpInside)
        hk_control_add_target(button, controller, "tapSender:event:", touchUpInside)

        XCTAssertTrue(hk_tap(button))

        XCTAssertEqual(log, ["tap", "tapSender:UIButton", "tapSender:event:UIButton:1 touch"],
                       "each business action once, with its own sender and the touch event")
        XCTAssertEqual(interactions.map(\.selector), ["tap", "tapSender:", "tapSender:event:"])
        XCTAssertEqual(interactions.map(\.kind), [.controlAction, .controlAction, .controlAction])
        XCTAssertEqual(interactions.map(\.elementKey), [
            "TAFCheckoutController.UIButton(UIButton[0]).tap.TouchUpInside",
            "TAFCheckoutController.UIButton(UIButton[0]).tapSender:.TouchUpInside",
            "TAFCheckoutController.UIButton(UIButton[0]).tapSender:event:.TouchUpInside",
        ])
        XCTAssertEqual(trackingTargets(on: button).count, 3, "one tracking target per business pair")
    }

    func testTA4BusinessCallingItsOwnActionIsNoInteraction() throws {
        try start()
        let button = show(hk_button_new("Buy"))
        hk_control_add_target(button, controller, "tapSender:", touchUpInside)

        taf_call_action(controller, "tapSender:", button)
        taf_call_action(controller, "tap", nil)

        XCTAssertEqual(log, ["tapSender:UIButton", "tap"])
        XCTAssertEqual(interactions, [], "the action method is not touched, so calling it reports nothing")
    }

    func testTA7OneControllerManyControlsGivesEachItsOwnKey() throws {
        try start()
        let pay = show(hk_button_new("Pay"))
        let cancel = show(hk_button_new("Cancel"))
        let toggle = show(hk_switch_new(false))
        let secondPay = show(hk_button_new("Pay again"))
        hk_control_add_target(pay, controller, "pay:", touchUpInside | touchDown)
        hk_control_add_target(cancel, controller, "cancel:", touchUpInside)
        hk_control_add_target(toggle, controller, "toggle:", UInt(HKControlEventValueChanged))
        hk_control_add_target(secondPay, controller, "pay:", touchUpInside)

        for control in [pay, cancel, toggle, secondPay] { XCTAssertTrue(hk_tap(control)) }

        XCTAssertEqual(log, ["pay:UIButton", "pay:UIButton", "cancel:UIButton", "toggle:UISwitch", "pay:UIButton"])
        XCTAssertEqual(interactions.map(\.elementKey), [
            "TAFCheckoutController.UIButton(UIButton[0]).pay:.TouchDown",
            "TAFCheckoutController.UIButton(UIButton[0]).pay:.TouchUpInside",
            "TAFCheckoutController.UIButton(UIButton[1]).cancel:.TouchUpInside",
            "TAFCheckoutController.UISwitch(UISwitch[0]).toggle:.ValueChanged",
            "TAFCheckoutController.UIButton(UIButton[2]).pay:.TouchUpInside",
        ])
        XCTAssertEqual(interactions.map(\.controlEvent), [touchDown, touchUpInside, touchUpInside, UInt(HKControlEventValueChanged), touchUpInside])
        let payPaths = [interactions[1], interactions[4]].map { $0.element?.path }
        XCTAssertNotEqual(payPaths[0], payPaths[1], "two buttons, two places")
        XCTAssertEqual(trackingTargets(on: pay).count, 2, "one per event bit")
        XCTAssertEqual(trackingTargets(on: pay).last, trackingTargets(on: secondPay).first,
                       "one tracking target per (controller, key), registered on both buttons")
    }

    func testTA7TwoControllersTargetingOneButtonReportTheOneElementTwice() throws {
        try start()
        let cart = taf_controller_new("TAFCartController", "Cart")
        defer { hk_release(cart) }
        let button = show(hk_button_new("Pay"))
        hk_control_add_target(button, controller, "pay:", touchUpInside)
        hk_control_add_target(button, cart, "pay:", touchUpInside)

        XCTAssertTrue(hk_tap(button))

        XCTAssertEqual(log, ["pay:UIButton", "pay:UIButton"])
        XCTAssertEqual(interactions.map(\.elementKey), [
            "TAFCheckoutController.UIButton(UIButton[0]).pay:.TouchUpInside",
            "TAFCheckoutController.UIButton(UIButton[0]).pay:.TouchUpInside",
        ], "the key names the element and its action, not the object that handles it: one per business pair")
        XCTAssertEqual(interactions.map(\.screen?.controllerClass), ["TAFCheckoutController", "TAFCheckoutController"],
                       "the screen is the controller the button is on, whoever the target is")
    }

    func testTA8ProgrammaticSendActionsIsNotAUserInteraction() throws {
        try start()
        let button = show(hk_button_new("Buy"))
        hk_control_add_target(button, controller, "tapSender:event:", touchUpInside)

        hk_control_send_actions(button, touchUpInside)

        XCTAssertEqual(log, ["tapSender:event:UIButton:nil"], "the business action still runs")
        XCTAssertEqual(interactions, [])

        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(interactions.count, 1, "a touch after it is reported")
        XCTAssertNil(interactions.first?.attributes["programmatic"])
    }

    func testTA8ProgrammaticSendActionsIsReportedWhenTheOptionAsks() throws {
        try start(options: ["reportProgrammatic": "true"])
        let button = show(hk_button_new("Buy"))
        hk_control_add_target(button, controller, "tapSender:", touchUpInside)

        hk_control_send_actions(button, touchUpInside)

        XCTAssertEqual(log, ["tapSender:UIButton"])
        XCTAssertEqual(interactions.count, 1)
        XCTAssertEqual(interactions.first?.attributes["programmatic"], "true")
        XCTAssertEqual(interactions.first?.controlEvent, touchUpInside)
    }

    func testNothingIsReportedWhileThePluginIsDisabled() throws {
        try start()
        let button = show(hk_button_new("Buy"))
        hk_control_add_target(button, controller, "tap", touchUpInside)

        registry?.setEnabled(false, plugin: "traceless.target-action")
        XCTAssertTrue(hk_tap(button))
        registry?.setEnabled(true, plugin: "traceless.target-action")
        XCTAssertTrue(hk_tap(button))

        XCTAssertEqual(log, ["tap", "tap"])
        XCTAssertEqual(interactions.count, 1)
    }
}
