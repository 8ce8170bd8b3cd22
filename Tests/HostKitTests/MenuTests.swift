import HostKit
import HostKitFixtures
import XCTest

/// Button menus and context menus as iOS 17/18 runs them: UIContextMenuInteraction, its
/// click presentation and drivers, the menu views in the source's window, the selection path.
final class MenuTests: HostKitTestCase {
    private var recorder: HKObject?

    override func setUp() {
        super.setUp()
        recorder = hkf_menu_recorder_new()
    }

    override func tearDown() {
        hkf_record_menu_path(false)
        if hk_menu_is_visible() { _ = hk_tap_outside_menu() }
        hk_release(recorder)
        super.tearDown()
    }

    private func action(_ title: String) -> HKObject? {
        hk_autorelease(hk_action_new(title, nil, recorder, "handlerFired:"))
    }

    private func menu(_ title: String, _ children: [HKObject?], options: UInt = 0) -> HKObject? {
        hk_autorelease(children.withUnsafeBufferPointer { hk_menu_new(title, nil, options, $0.baseAddress, $0.count) })
    }

    private func visibleTitles() -> [String] {
        (0..<hk_menu_visible_element_count()).map { String(cString: hk_menu_visible_element_title($0)) }
    }

    private func className(_ object: HKObject?) -> String { String(cString: hk_class_name(object)) }

    private func menuButton(primary: Bool) -> HKObject? {
        let button = show(hk_button_new("Share"))
        hk_button_set_menu(button, menu("Actions", [action("Copy"), action("Share")]))
        hk_control_set_shows_menu_as_primary_action(button, primary)
        return button
    }

    func testSettingAMenuInstallsTheControlsInteractionAndItsRecognisers() {
        let button = show(hk_button_new("Share"))
        XCTAssertNil(hk_button_menu(button))
        XCTAssertFalse(hk_control_is_context_menu_interaction_enabled(button))
        let original = menu("Actions", [action("Copy")])
        hk_button_set_menu(button, original)

        let stored = hk_button_menu(button)
        XCTAssertNotEqual(stored, original, "the button keeps a copy")
        XCTAssertEqual(String(cString: hk_menu_identifier(stored)), String(cString: hk_menu_identifier(original)))
        XCTAssertTrue(String(cString: hk_menu_identifier(original)).hasPrefix("com.apple.menu.dynamic."))
        let interaction = hk_control_context_menu_interaction(button)
        XCTAssertEqual(className(interaction), "_UIVariableGestureContextMenuInteraction")
        XCTAssertEqual(hk_context_menu_interaction_delegate(interaction), button)
        XCTAssertTrue(hk_control_is_context_menu_interaction_enabled(button))
        XCTAssertEqual((0..<hk_view_interaction_count(button)).map { className(hk_view_interaction(button, $0)) },
                       ["_UIVariableGestureContextMenuInteraction", "_UIClickPresentationInteraction"])
        let recognisers = { (0..<hk_view_gesture_count(button)).map { self.className(hk_view_gesture(button, $0)) } }
        XCTAssertEqual(recognisers(), ["_UITouchDurationObservingGestureRecognizer", "_UIRelationshipGestureRecognizer",
                                       "_UIRelationshipGestureRecognizer"])
        XCTAssertEqual(String(cString: hk_gesture_name(hk_view_gesture(button, 0))), "com.apple.UIKit.longPressClickDriverPrimary")
        XCTAssertEqual(String(cString: hk_gesture_name(hk_view_gesture(button, 1))), "com.apple.UIKit.clickPresentationExclusion")

        XCTAssertFalse(hk_control_shows_menu_as_primary_action(button))
        hk_control_set_shows_menu_as_primary_action(button, true)
        XCTAssertTrue(hk_control_shows_menu_as_primary_action(button))
        XCTAssertEqual(recognisers(), ["_UIRelationshipGestureRecognizer", "_UIRelationshipGestureRecognizer",
                                       "_UITouchDownGestureRecognizer"], "a touch-down driver replaces the long press")

        hk_button_set_menu(button, nil)
        XCTAssertFalse(hk_control_is_context_menu_interaction_enabled(button))
        XCTAssertEqual(hk_view_interaction_count(button), 0)
        XCTAssertEqual(hk_view_gesture_count(button), 0)
    }

    func testTapOnAMenuButtonOpensTheMenuInsteadOfItsActions() {
        let button = menuButton(primary: true)
        let target = hkf_recorder_new()
        defer { hk_release(target) }
        hk_control_add_target(button, target, "noArgs", UInt(HKControlEventTouchUpInside))
        hk_control_add_target(button, target, "oneArg:", UInt(HKControlEventMenuActionTriggered))
        hk_control_add_target(button, target, "twoArgs:event:", UInt(HKControlEventAllTouchEvents))

        hkf_record_menu_path(true)
        XCTAssertTrue(hk_tap(button))
        hkf_record_menu_path(false)

        XCTAssertTrue(hk_menu_is_visible())
        XCTAssertEqual(visibleTitles(), ["Copy", "Share"])
        XCTAssertEqual(className(hk_view_superview(hk_menu_container_view())), "UIWindow", "in the button's window")
        XCTAssertEqual(hk_view_superview(hk_menu_container_view()), window)
        XCTAssertTrue(hk_control_is_highlighted(button), "pressed-looking while its menu shows")
        XCTAssertEqual(entries.filter { !$0.hasPrefix("UIApplication") }, [
            "UIGestureRecognizerTarget _sendActionWithGestureRecognizer: _UITouchDownGestureRecognizer",
            "_UITouchDownClickInteractionDriver _handleGestureRecognizer:",
            "_UIClickPresentationInteraction clickDriver:shouldBegin:",
            "UIContextMenuInteraction _clickPresentationInteraction:shouldBeginWithTouch:completion:",
            "UIControl _contextMenuInteraction:willBeginWithConfiguration:",
            "UIControl sendActionsForControlEvents: 16384",
            "UIControl _sendActionsForEvents:withEvent: 16384 nil",
            "UIControl sendAction:to:forEvent:",
            "oneArg:UIButton",
            "_UIClickPresentationInteraction clickDriver:didPerformEvent: 1",
            "UIContextMenuInteraction clickPresentationInteraction:presentationForPresentingViewController:",
            "_UIContextMenuUIController presentationTransitionWillBegin",
        ], "MenuActionTriggered before the menu shows; no TouchDown, TouchUpInside or TouchCancel")
    }

    func testPickingAnElementRunsItsHandlerThroughTheSelectionPath() {
        let button = menuButton(primary: true)
        XCTAssertTrue(hk_tap(button))
        hkf_log_reset()

        hkf_record_menu_path(true)
        XCTAssertTrue(hk_pick_menu_element("Share"))
        hkf_record_menu_path(false)

        let selection = "UIGestureRecognizerTarget _sendActionWithGestureRecognizer: _UIContinuousSelectionGestureRecognizer"
        XCTAssertEqual(entries(fromLast: selection), [
            selection,
            "_UIContextMenuView _handleSelectionGesture:",
            "_UIContextMenuView _handleSelectionForElement:",
            "_UIContextMenuView _performActionForElement:",
            "_UIContextMenuUIController contextMenuView:didSelectElement:",
            "_UIContextMenuPresentation contextMenuUIController:didRequestDismissalWithReason:alongsideActions:completion: 1",
            "UIContextMenuInteraction contextMenuPresentation:didRequestDismissalWithReason:alongsideActions:completion: 1",
            "_UIClickPresentationInteraction _cancelWithReason:alongsideActions:completion: 5",
            "UIContextMenuInteraction _clickPresentationInteractionEnded:forPresentation:reason: 5",
            "UIControl contextMenuInteraction:willEndForConfiguration:animator:",
            "_UIContextMenuPresentation contextMenuUIController:didSelectMenuLeaf:",
            "UIContextMenuInteraction contextMenuPresentation:didSelectMenuLeaf:",
            "UIAction performWithSender:target: UIButton",
            "handler Share sender UIButton",
        ])
        XCTAssertFalse(entries.contains("UIControl sendAction:"), "a menu pick is not a control action")
        XCTAssertFalse(entries.contains { $0.hasPrefix("UIControl _sendActionsForEvents:withEvent:") })
        XCTAssertEqual(hkf_menu_recorder_last_sender(recorder), button, "the control is the menu's proxy sender")
        XCTAssertFalse(hk_menu_is_visible())
        XCTAssertFalse(hk_control_is_highlighted(button))
    }

    func testTapOutsideDismissesAndRunsNothing() {
        let button = menuButton(primary: true)
        let target = hkf_recorder_new()
        defer { hk_release(target) }
        hk_control_add_target(button, target, "noArgs", UInt(HKControlEventAllEvents))
        XCTAssertTrue(hk_tap(button))
        hkf_log_reset()

        hkf_record_menu_path(true)
        XCTAssertTrue(hk_tap_outside_menu())
        hkf_record_menu_path(false)

        XCTAssertEqual(entries.filter { !$0.hasPrefix("UIApplication") }, [
            "UIGestureRecognizerTarget _sendActionWithGestureRecognizer: UITapGestureRecognizer",
            "_UIContextMenuUIController _handleDismissalTapGesture:",
            "_UIContextMenuPresentation contextMenuUIController:didRequestDismissalWithReason:alongsideActions:completion: 0",
            "UIContextMenuInteraction contextMenuPresentation:didRequestDismissalWithReason:alongsideActions:completion: 0",
            "_UIClickPresentationInteraction _cancelWithReason:alongsideActions:completion: 3",
            "UIContextMenuInteraction _clickPresentationInteractionEnded:forPresentation:reason: 3",
            "UIControl contextMenuInteraction:willEndForConfiguration:animator:",
        ])
        XCTAssertFalse(hk_menu_is_visible())
        XCTAssertNil(hkf_menu_recorder_last_action(recorder))
    }

    func testSubmenuOpensInPlaceAndItsElementRuns() {
        let button = show(hk_button_new("More"))
        let more = menu("More", [action("Archive"), action("Delete")])
        hk_button_set_menu(button, menu("Actions", [action("Copy"), more, menu("", [action("Pin")], options: UInt(HKMenuOptionsDisplayInline))]))
        hk_control_set_shows_menu_as_primary_action(button, true)
        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(visibleTitles(), ["Copy", "More", "Pin"], "an inline submenu's children sit in place")

        XCTAssertTrue(hk_pick_menu_element("More"))
        XCTAssertTrue(hk_menu_is_visible())
        XCTAssertEqual(visibleTitles(), ["Archive", "Delete"])
        XCTAssertEqual(entries, [])

        XCTAssertTrue(hk_pick_menu_element("Archive"))
        XCTAssertEqual(entries, ["handler Archive sender UIButton"])
        XCTAssertFalse(hk_menu_is_visible())
    }

    func testDisabledElementCannotBePicked() {
        let button = show(hk_button_new("Share"))
        let disabled = action("Delete")
        hk_action_set_attributes(disabled, UInt(HKMenuElementAttributesDisabled))
        hk_button_set_menu(button, menu("Actions", [disabled]))
        hk_control_set_shows_menu_as_primary_action(button, true)
        XCTAssertTrue(hk_tap(button))
        XCTAssertTrue(hk_pick_menu_element("Delete"))
        XCTAssertEqual(entries, [])
        XCTAssertTrue(hk_menu_is_visible(), "still open")
    }

    func testMenuThatIsNotThePrimaryActionOpensOnLongPressAndTapStillActs() {
        let button = menuButton(primary: false)
        let target = hkf_recorder_new()
        defer { hk_release(target) }
        hk_control_add_target(button, target, "noArgs", UInt(HKControlEventTouchUpInside))

        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(entries, ["noArgs"])
        XCTAssertFalse(hk_menu_is_visible())

        hkf_log_reset()
        XCTAssertTrue(hk_long_press_at(button, 60, 22))
        XCTAssertTrue(hk_menu_is_visible())
        XCTAssertEqual(entries, [], "the touch was taken from the button: no TouchUpInside")
        XCTAssertTrue(hk_pick_menu_element("Copy"))
        XCTAssertEqual(entries, ["handler Copy sender UIButton"])
    }

    func testLongPressOnARowAsksTheDelegateWithItsIndexPathAndPickRuns() {
        let dataSource = hk_list_data_source_new()
        defer { hk_release(dataSource) }
        for title in ["Espresso", "Flat white", "Matcha"] { hk_list_data_source_add(dataSource, title) }
        let table = show(hk_table_new())
        hk_table_set_data_source(table, dataSource)
        XCTAssertNil(hk_table_context_menu_interaction(table))
        hk_table_set_delegate(table, recorder)
        let interaction = hk_table_context_menu_interaction(table)
        XCTAssertNotNil(interaction, "the table puts a UIContextMenuInteraction on itself")
        XCTAssertEqual(hk_context_menu_interaction_delegate(interaction), table)
        hkf_menu_recorder_set_menu(recorder, menu("Row", [action("Favourite"), action("Remove")]))

        hkf_record_menu_path(true)
        XCTAssertTrue(hk_long_press_row(table, 0, 1))
        hkf_record_menu_path(false)

        XCTAssertTrue(hk_menu_is_visible())
        XCTAssertEqual(visibleTitles(), ["Favourite", "Remove"])
        XCTAssertEqual(hkf_menu_recorder_last_point_y(recorder), 66, "the point in the table's coordinates")
        XCTAssertEqual(entries.filter { !$0.hasPrefix("UIApplication") && !$0.hasSuffix("_UITouchDurationObservingGestureRecognizer") && !$0.hasPrefix("_UILongPress") }, [
            "_UIClickPresentationInteraction clickDriver:shouldBegin:",
            "UIContextMenuInteraction _clickPresentationInteraction:shouldBeginWithTouch:completion:",
            "UITableView contextMenuInteraction:configurationForMenuAtLocation:",
            "contextMenuConfiguration 0.1",
            "_UIClickPresentationInteraction clickDriver:didPerformEvent: 1",
            "UIContextMenuInteraction clickPresentationInteraction:presentationForPresentingViewController:",
            "actionProvider",
            "table willDisplayContextMenu",
            "_UIContextMenuUIController presentationTransitionWillBegin",
            "_UIClickPresentationInteraction clickDriver:didPerformEvent: 2",
            "_UIClickPresentationInteraction clickDriver:didPerformEvent: 3",
        ], "no didSelect: the press was taken from the row")
        XCTAssertTrue(entries.contains("UIGestureRecognizerTarget _sendActionWithGestureRecognizer: _UITouchDurationObservingGestureRecognizer"))
        XCTAssertTrue(entries.contains("_UILongPressTimeoutClickInteractionDriver _handleGestureRecognizer:"))

        hkf_log_reset()
        XCTAssertTrue(hk_pick_menu_element("Remove"))
        XCTAssertEqual(entries, ["table willEndContextMenu", "handler Remove sender UIContextMenuInteraction"])
        XCTAssertEqual(hkf_menu_recorder_last_sender(recorder), interaction, "the interaction is its own sender")
        XCTAssertFalse(hk_menu_is_visible())
        hk_table_set_delegate(table, nil)
        XCTAssertNil(hk_table_context_menu_interaction(table))
    }

    func testLongPressOnACollectionItemUsesTheSingleItemDelegateMethod() {
        let dataSource = hk_list_data_source_new()
        defer { hk_release(dataSource) }
        for title in ["Red", "Green"] { hk_list_data_source_add(dataSource, title) }
        let collection = show(hk_collection_new())
        hk_collection_set_data_source(collection, dataSource)
        hk_collection_set_delegate(collection, recorder)
        XCTAssertNotNil(hk_collection_context_menu_interaction(collection))
        hkf_menu_recorder_set_menu(recorder, menu("Item", [action("Paint")]))

        XCTAssertTrue(hk_long_press_item(collection, 0, 1))
        XCTAssertEqual(entries, ["itemContextMenuConfiguration 0.1", "actionProvider"])
        XCTAssertTrue(hk_pick_menu_element("Paint"))
        XCTAssertEqual(entries(fromLast: "collection willEndContextMenu"),
                       ["collection willEndContextMenu", "handler Paint sender UIContextMenuInteraction"])
        hk_collection_set_delegate(collection, nil)
    }

    func testNoConfigurationMeansNoMenuAndTheRowIsSelected() {
        let dataSource = hk_list_data_source_new()
        defer { hk_release(dataSource) }
        hk_list_data_source_add(dataSource, "Espresso")
        let table = show(hk_table_new())
        hk_table_set_data_source(table, dataSource)
        hk_table_set_delegate(table, recorder) // no menu set: the recorder answers nil

        XCTAssertTrue(hk_long_press_row(table, 0, 0))
        XCTAssertFalse(hk_menu_is_visible())
        XCTAssertEqual(entries, ["contextMenuConfiguration 0.0", "didSelect 0.0"])
        hk_table_set_delegate(table, nil)
    }

    func testContextMenuOnAnyViewAndItsPreviewTap() {
        let view = show(hk_view_new(20, 300, 200, 100))
        let interaction = hk_context_menu_interaction_new(recorder)
        defer { hk_release(interaction) }
        let before = hk_retain_count(recorder)
        hk_view_add_interaction(view, interaction)
        XCTAssertEqual(hk_retain_count(recorder), before, "the delegate is not retained")
        XCTAssertEqual(hk_interaction_view(interaction), view)
        hkf_menu_recorder_set_menu(recorder, menu("View", [action("Inspect")]))

        XCTAssertTrue(hk_long_press_at(view, 100, 50))
        XCTAssertEqual(entries, ["configurationForMenuAtLocation", "actionProvider", "willDisplayMenu"])
        XCTAssertTrue(hk_menu_is_visible())

        hkf_log_reset()
        hkf_record_menu_path(true)
        XCTAssertTrue(hk_tap_menu_preview())
        hkf_record_menu_path(false)
        XCTAssertEqual(entries.filter { !$0.hasPrefix("UIApplication") }, [
            "UIGestureRecognizerTarget _sendActionWithGestureRecognizer: UITapGestureRecognizer",
            "_UIContextMenuUIController _handlePlatterActionTapGesture:",
            "UIAction performWithSender:target: _UIContextMenuPresentation",
            "UIContextMenuInteraction _contextMenuPresentationPreviewWasTapped:",
            "willPerformPreviewAction",
            "_UIClickPresentationInteraction _cancelWithReason:alongsideActions:completion: 3",
            "UIContextMenuInteraction _clickPresentationInteractionEnded:forPresentation:reason: 3",
            "willEnd",
        ])
        XCTAssertFalse(hk_menu_is_visible())
        XCTAssertNil(hkf_menu_recorder_last_action(recorder))

        hk_view_remove_interaction(view, interaction)
        XCTAssertNil(hk_interaction_view(interaction))
        XCTAssertEqual(hk_view_gesture_count(view), 0)
    }

    func testDismissMenuFromCode() {
        let view = show(hk_view_new(20, 300, 200, 100))
        let interaction = hk_context_menu_interaction_new(recorder)
        defer { hk_release(interaction) }
        hk_view_add_interaction(view, interaction)
        hkf_menu_recorder_set_menu(recorder, menu("View", [action("Inspect")]))
        XCTAssertTrue(hk_long_press_at(view, 100, 50))
        hkf_log_reset()

        hk_context_menu_dismiss(interaction)
        XCTAssertEqual(entries, ["willEnd"])
        XCTAssertFalse(hk_menu_is_visible())
    }
}
