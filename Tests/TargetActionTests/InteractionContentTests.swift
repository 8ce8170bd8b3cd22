import Foundation
import Synchronization
import HostKit
import TargetActionFixtures
import Traceless
import TracelessRuntime
import XCTest

final class InteractionContentTests: TargetActionTestCase {
    /// A "Pay" button in a view shown on the checkout page.
    private func showPayButton() -> (container: HKObject?, button: HKObject?) {
        let container = show(hk_view_new(0, 0, 320, 200))
        let button = hk_button_new("Pay")
        hk_view_add_subview(container, button)
        hk_release(button)
        return (container, button)
    }

    func testAControlInteractionCarriesScreenElementSelectorEventAndKey() throws {
        try start()
        let button = showPayButton().button
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

    /// A button styled by a configuration (iOS 15, the default of Interface Builder's
    /// button styles) holds its title in the configuration, not in the state table its
    /// `currentTitle` reads: it is named by the title it shows.
    func testAButtonStyledByAConfigurationIsNamedByTheTitleItShows() throws {
        try start()
        let container = show(hk_view_new(0, 0, 320, 200))
        let button = hk_button_new_with_configuration("Checkout")
        hk_view_add_subview(container, button)
        hk_release(button)
        hk_control_add_target(button, controller, "pay:", touchUpInside)

        XCTAssertTrue(hk_tap(button))

        XCTAssertEqual(interactions.count, 1)
        XCTAssertEqual(interactions.first?.element?.text, "Checkout")
        XCTAssertEqual(interactions.first?.element?.className, "UIButton")
    }

    /// An icon button shows no title: it is named by its accessibility label (what
    /// VoiceOver says), as a system bar button item is.
    func testAButtonWithoutATitleIsNamedByItsAccessibilityLabel() throws {
        try start()
        let container = show(hk_view_new(0, 0, 320, 200))
        let button = hk_button_new("")
        hk_view_set_accessibility_label(button, "Close")
        hk_view_add_subview(container, button)
        hk_release(button)
        hk_control_add_target(button, controller, "pay:", touchUpInside)

        XCTAssertTrue(hk_tap(button))

        XCTAssertEqual(interactions.map(\.element?.text), ["Close"])
    }

    /// Paths, keys and texts built for a view are kept for its next capture only while
    /// its walk finds the same steps and its strings are the same immutable objects: a
    /// button moved among its siblings and given a new title is described as it is now.
    func testATappedButtonIsDescribedAsItIsNowAfterItMovedAndChangedTitle() throws {
        try start()
        let (container, button) = showPayButton()
        hk_control_add_target(button, controller, "pay:", touchUpInside)

        XCTAssertTrue(hk_tap(button))
        XCTAssertTrue(hk_tap(button))
        let other = hk_button_new("Other")
        hk_view_add_subview(container, other)
        hk_release(other)
        // Taken out and put back: now after the other button.
        hk_retain(button)
        hk_view_remove_from_superview(button)
        hk_view_add_subview(container, button)
        hk_release(button)
        hk_button_set_title(button, "Pay now")
        XCTAssertTrue(hk_tap(button))

        let all = interactions
        XCTAssertEqual(all.count, 3)
        XCTAssertEqual(all[0].element?.path, "UIWindow/UIView[0]/UIView[0]/UIButton[0]")
        XCTAssertEqual(all[1].element?.path, all[0].element?.path)
        XCTAssertEqual(all[1].elementKey, all[0].elementKey)
        XCTAssertEqual(all[1].element?.text, "Pay")
        XCTAssertEqual(all[2].element?.path, "UIWindow/UIView[0]/UIView[0]/UIButton[1]")
        XCTAssertEqual(all[2].elementKey, "TAFCheckoutController.UIButton(UIView[0]/UIButton[1]).pay:.TouchUpInside")
        XCTAssertEqual(all[2].element?.text, "Pay now")
    }

    /// Indexes of one, two and three digits in a path and a key, written into the
    /// strings' own storage.
    func testAButtonAmongMoreThanAHundredSiblingsHasItsWholeIndexInPathAndKey() throws {
        try start()
        let (container, first) = showPayButton()
        var buttons = [first]
        for _ in 1..<112 {
            let button = hk_button_new("Pay")
            hk_view_add_subview(container, button)
            hk_release(button)
            buttons.append(button)
        }
        for index in [9, 10, 111] {
            hk_control_add_target(buttons[index], controller, "pay:", touchUpInside)
            XCTAssertTrue(hk_tap(buttons[index]))
        }
        XCTAssertEqual(interactions.map { $0.element?.path }, [9, 10, 111].map { "UIWindow/UIView[0]/UIView[0]/UIButton[\($0)]" })
        XCTAssertEqual(interactions.last?.elementKey, "TAFCheckoutController.UIButton(UIView[0]/UIButton[111]).pay:.TouchUpInside")
    }

    /// A string's text is read again unless it is the very immutable string read before:
    /// a mutable string changed in place reads as it is now, and a thousand strings
    /// sharing the kept entries each read as their own.
    func testAStringIsReadAsItIsNowWhateverWasReadBefore() throws {
        let mutable = ObjCObject.make(try XCTUnwrap(ObjCClass(named: "NSMutableString")))
        let first = ObjCObject.string("first"), second = ObjCObject.string("second")
        _ = mutable.object.send("setString:", first.object)
        XCTAssertEqual(UIKitIntrospection.string(mutable.object), "first")
        _ = mutable.object.send("setString:", second.object)
        XCTAssertEqual(UIKitIntrospection.string(mutable.object), "second")

        let strings = (0..<1_000).map { ObjCObject.string("text \($0)") }
        for pass in 0..<2 {
            for (index, string) in strings.enumerated() {
                XCTAssertEqual(UIKitIntrospection.string(string.object), "text \(index)", "pass \(pass)")
            }
        }
    }

    /// What capture knows of a class is read once per class and kept in a table of 256
    /// recent classes: 4,096 view classes share each slot sixteen ways, read in turn
    /// and from four threads at once, and each view is still described as its own.
    func testThousandsOfViewClassesAreEachDescribedAsTheirOwn() throws {
        let bases = ["UIButton", "UITextField", "UIView"]
        let classes = try (0..<4_096).map { index in
            try RuntimeClassBuilder.subclass(of: XCTUnwrap(ObjCClass(named: bases[index % 3])), named: "CaptureScaleView\(index)")
        }
        let views = classes.map(ObjCObject.make)
        for pass in 0..<2 {
            for (index, view) in views.enumerated() {
                let described = UIKitIntrospection.describe(view.object)
                XCTAssertEqual(described.element.className, classes[index].name, "pass \(pass)")
                XCTAssertEqual(described.element.type, bases[index % 3], "pass \(pass)")
                XCTAssertEqual(described.element.path, classes[index].name, "pass \(pass)")
            }
        }
        let wrong = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in stride(from: thread, to: views.count, by: 4) {
                let facts = ClassFacts.of(views[index].object)
                let right = facts.name == classes[index].name && facts.className == classes[index].name
                    && facts.takesText == (index % 3 == 1) && facts.isTapTarget == (index % 3 != 2) && facts.isView
                if !right { wrong.add(1, ordering: .relaxed) }
            }
        }
        XCTAssertEqual(wrong.load(ordering: .relaxed), 0, "facts of another class read from a shared slot")
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
