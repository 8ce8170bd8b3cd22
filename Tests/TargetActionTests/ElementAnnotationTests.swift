import Foundation
import HostKit
import TargetActionFixtures
import Traceless
import TracelessRuntime
import XCTest

/// ID3-ID5: views that name themselves, add properties, or ask to report nothing —
/// by methods of their own or from Swift (`ElementAnnotations`).
final class ElementAnnotationTests: TargetActionTestCase {
    private func button(in container: HKObject?, _ title: String, made: HKObject? = nil) -> HKObject? {
        let button = made ?? hk_button_new(title)
        hk_view_add_subview(container, button)
        hk_release(button)
        hk_control_add_target(button, controller, "pay:", touchUpInside)
        return button
    }

    func testID3_anIDSetFromSwiftIsTheElementIDAndSurvivesALayoutChange() throws {
        try start()
        let container = show(hk_view_new(0, 0, 320, 200))
        let pay = button(in: container, "Pay")
        ElementAnnotations.setID("checkout.pay", for: object(pay))
        XCTAssertTrue(hk_tap(pay))
        // Moved into a card: the path changes, the identifier does not.
        let card = hk_view_new(0, 0, 320, 200)
        hk_view_add_subview(container, card)
        hk_release(card)
        keepingAlive(pay) { hk_view_remove_from_superview(pay); hk_view_add_subview(card, pay) }
        XCTAssertTrue(hk_tap(pay))
        XCTAssertEqual(interactions.map { $0.element?.id }, ["checkout.pay", "checkout.pay"])
        XCTAssertNotEqual(interactions[0].element?.path, interactions[1].element?.path)
        XCTAssertEqual(interactions.map(\.elementKey), Array(repeating: "TAFCheckoutController.UIButton(#checkout.pay).pay:.TouchUpInside", count: 2),
                       "the identifier is the element's place in its key: the key survives the move")
    }

    func testID3_theAccessibilityIdentifierIsThePlaceWhenNoIDIsSet() throws {
        try start()
        let container = show(hk_view_new(0, 0, 320, 200))
        let pay = button(in: container, "Pay")
        hk_view_set_accessibility_identifier(pay, "pay-button")
        let other = button(in: container, "Pay later")
        XCTAssertTrue(hk_tap(pay))
        XCTAssertTrue(hk_tap(other))
        ElementAnnotations.setID("checkout.pay", for: object(pay))
        XCTAssertTrue(hk_tap(pay))
        XCTAssertEqual(interactions.map(\.elementKey), [
            "TAFCheckoutController.UIButton(#pay-button).pay:.TouchUpInside",
            "TAFCheckoutController.UIButton(UIView[0]/UIButton[1]).pay:.TouchUpInside",
            "TAFCheckoutController.UIButton(#checkout.pay).pay:.TouchUpInside",
        ], "tracelessElementID, else accessibilityIdentifier, else the path")
    }

    /// Keeps `view` alive while `body` takes it out of its superview and puts it back elsewhere.
    private func keepingAlive(_ view: HKObject?, _ body: () -> Void) {
        let owned = OwnedObject(retaining: object(view))
        withExtendedLifetime(owned) { body() }
    }

    func testID3_ID4_aViewThatDescribesItselfByItsOwnMethods() throws {
        try start()
        let container = show(hk_view_new(0, 0, 320, 200))
        let pay = button(in: container, "Pay", made: taf_annotated_button_new("Pay"))
        XCTAssertTrue(hk_tap(pay))
        let element = try XCTUnwrap(interactions.first?.element)
        XCTAssertEqual(element.id, "checkout.pay")
        XCTAssertEqual(element.properties, ["plan": .string("yearly"), "step": .number(2)])
    }

    func testID4_propertiesSetFromSwiftWinOverNothingAndDropSDKKeys() throws {
        try start()
        let container = show(hk_view_new(0, 0, 320, 200))
        let pay = button(in: container, "Pay")
        ElementAnnotations.setProperties(["plan": .string("monthly"), "$element_key": .string("forged")], for: object(pay))
        XCTAssertTrue(hk_tap(pay))
        XCTAssertEqual(interactions.first?.element?.properties, ["plan": .string("monthly")])
    }

    func testID5_anIgnoredViewAndEverythingInsideItReportNothing() throws {
        try start()
        let container = show(hk_view_new(0, 0, 320, 400))
        let panel = taf_ignored_panel_new()
        hk_view_add_subview(container, panel)
        hk_release(panel)
        let inside = button(in: panel, "Debug")
        let swiftIgnored = hk_view_new(0, 200, 320, 200)
        hk_view_add_subview(container, swiftIgnored)
        hk_release(swiftIgnored)
        ElementAnnotations.setIgnored(true, for: object(swiftIgnored))
        let alsoInside = button(in: swiftIgnored, "Secret")
        let outside = button(in: container, "Pay")

        XCTAssertTrue(hk_tap(inside))
        XCTAssertTrue(hk_tap(alsoInside))
        XCTAssertTrue(hk_tap(outside))

        XCTAssertEqual(interactions.map { $0.element?.text }, ["Pay"], "only the button outside reports")
        XCTAssertEqual(log.filter { $0.contains("pay:") }.count, 3, "every business action still runs")
    }
}
