import HostKit
import TargetActionFixtures
import Traceless
import TracelessRuntime
import TracelessTargetAction
import XCTest

/// Issue 12: targets that only carry a closure (block helpers, RxCocoa, ReactiveCocoa)
/// are keyed by the element's place on its screen, not by their own class.
final class ClosureBoxTests: TargetActionTestCase {
    func testTA_closureBoxTargetsOfTwoButtonsGetTwoKeysNamingTheScreenNotTheBox() throws {
        try start()
        let pay = show(hk_button_new("Pay"))
        let cancel = show(hk_button_new("Cancel"))
        let payBlock = taf_block_target_new("pay")
        let cancelBlock = taf_block_target_new("cancel")
        defer { hk_release(payBlock); hk_release(cancelBlock) }
        hk_control_add_target(pay, payBlock, "invoke:", touchUpInside)
        hk_control_add_target(cancel, cancelBlock, "invoke:", touchUpInside)

        XCTAssertTrue(hk_tap(pay))
        XCTAssertTrue(hk_tap(cancel))

        XCTAssertEqual(log, ["block pay", "block cancel"], "the blocks run once each")
        XCTAssertEqual(interactions.map(\.elementKey), [
            "TAFCheckoutController.UIButton(UIButton[0]).invoke:.TouchUpInside",
            "TAFCheckoutController.UIButton(UIButton[1]).invoke:.TouchUpInside",
        ])
        XCTAssertEqual(interactions.map(\.selector), ["invoke:", "invoke:"])
        XCTAssertEqual(interactions.map(\.screen?.controllerClass), ["TAFCheckoutController", "TAFCheckoutController"])
        let skipped = registry?.diagnostics.skipped.filter { $0.subject == "TAFBlockTarget" } ?? []
        XCTAssertEqual(skipped.map(\.occurrences), [2], "one diagnostics line for the class, counted")
        XCTAssertFalse(skipped.first?.reason.contains("rx-compat") ?? true, "no plugin to name for an unknown library")
    }

    func testTA_closureBoxKeyPrefersTheAccessibilityIdentifierAndNamesTheGestureView() throws {
        try start()
        let pay = show(hk_button_new("Pay"))
        hk_view_set_accessibility_identifier(pay, "checkout.pay")
        let banner = show(hk_view_new(0, 0, 100, 40))
        let recognizer = taf_tap_gesture_new_plain()
        hk_view_add_gesture(banner, recognizer)
        hk_release(recognizer)
        let block = taf_block_target_new("any")
        defer { hk_release(block) }
        hk_control_add_target(pay, block, "invoke:", touchUpInside)
        hk_gesture_add_target(recognizer, block, "invoke:")

        XCTAssertTrue(hk_tap(pay))
        XCTAssertTrue(hk_recognize_gesture(recognizer))

        XCTAssertEqual(interactions.map(\.elementKey), [
            "TAFCheckoutController.UIButton(#checkout.pay).invoke:.TouchUpInside",
            "TAFCheckoutController.UITapGestureRecognizer(UIView[0]).invoke:",
        ])
    }

    func testTA_twoClosureBoxRecognizersOfOneClassOnOneViewGetTwoKeys() throws {
        try start()
        let banner = show(hk_view_new(0, 0, 100, 40))
        let single = taf_tap_gesture_new_plain()
        let second = taf_tap_gesture_new_plain()
        hk_view_add_gesture(banner, single)
        hk_view_add_gesture(banner, second)
        hk_release(single)
        hk_release(second)
        let block = taf_block_target_new("any")
        defer { hk_release(block) }
        hk_gesture_add_target(single, block, "invoke:")
        hk_gesture_add_target(second, block, "invoke:")

        // Both recognise every tap on the view: one event each, in the view's order.
        XCTAssertTrue(hk_recognize_gesture(single))

        XCTAssertEqual(interactions.map(\.elementKey), [
            "TAFCheckoutController.UITapGestureRecognizer(UIView[0]).invoke:",
            "TAFCheckoutController.UITapGestureRecognizer[1](UIView[0]).invoke:",
        ])
    }

    func testTA_rulesRegisteredByACompatibilityPluginRecogniseTheirLibrary() throws {
        let token = ClosureBoxRules.add(ClosureBoxRule(library: "Blocks", omitsAction: true) { cls, action in
            cls == "TAFBlockTarget" && action == "invoke:"
        })
        defer { ClosureBoxRules.remove(token) }
        try start()
        let pay = show(hk_button_new("Pay"))
        let block = taf_block_target_new("pay")
        defer { hk_release(block) }
        hk_control_add_target(pay, block, "invoke:", touchUpInside)

        XCTAssertTrue(hk_tap(pay))

        XCTAssertEqual(interactions.map(\.elementKey), ["TAFCheckoutController.UIButton(UIButton[0]).TouchUpInside"],
                       "the library's own action is left out")
        XCTAssertEqual(registry?.diagnostics.skipped.filter { $0.subject == "TAFBlockTarget" }, [],
                       "the rule's plugin reports what it handled; TargetAction does not")
    }

    func testTA_controllersAndNilTargetsAreKeyedByTheirElementsPlaceToo() throws {
        try start()
        let pay = show(hk_button_new("Pay"))
        hk_control_add_target(pay, controller, "pay:", touchUpInside)
        hk_control_add_target(pay, nil, "tapSender:", touchUpInside)

        XCTAssertTrue(hk_tap(pay))

        XCTAssertEqual(interactions.map(\.elementKey), [
            "TAFCheckoutController.UIButton(UIButton[0]).pay:.TouchUpInside",
            "TAFCheckoutController.UIButton(UIButton[0]).tapSender:.TouchUpInside",
        ])
        XCTAssertEqual(registry?.diagnostics.skipped.filter { $0.reason.contains("closure-box") }, [])
    }
}
