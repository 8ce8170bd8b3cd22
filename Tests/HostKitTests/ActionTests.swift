import HostKit
import HostKitFixtures
import XCTest

/// UIAction on controls (iOS 14+): records without targets, run through -[UIControl sendAction:].
final class ActionTests: HostKitTestCase {
    private var recorder: HKObject?

    override func setUp() {
        super.setUp()
        recorder = hkf_menu_recorder_new()
    }

    override func tearDown() {
        hkf_record_menu_path(false)
        hk_release(recorder)
        super.tearDown()
    }

    private func action(_ title: String, identifier: String? = nil) -> HKObject? {
        let made = identifier.map { hk_action_new(title, $0, recorder, "handlerFired:") }
            ?? hk_action_new(title, nil, recorder, "handlerFired:")
        return hk_autorelease(made)
    }

    private let upInside = UInt(HKControlEventTouchUpInside)
    private let primary = UInt(HKControlEventPrimaryActionTriggered)

    func testActionsGetUIKitsDynamicIdentifierAndAreEqualByIdentifier() {
        let first = action("Buy"), second = action("Buy")
        let identifier = String(cString: hk_action_identifier(first))
        XCTAssertTrue(identifier.hasPrefix("com.apple.action.dynamic."), identifier)
        XCTAssertNotEqual(identifier, String(cString: hk_action_identifier(second)), "a new UUID each")
        XCTAssertFalse(hk_object_is_equal(first, second))
        XCTAssertTrue(hk_object_is_equal(action("Buy", identifier: "buy"), action("Pay", identifier: "buy")),
                      "UIAction equality is identifier equality")
        XCTAssertNil(hk_action_sender(first), "no sender outside the handler")
    }

    func testTapRunsTheActionThroughSendActionNeverThroughTargetAction() {
        let button = show(hk_button_new("Buy"))
        let buy = action("Buy")
        hkf_record_menu_path(true)
        hk_control_add_action(button, buy, upInside)
        XCTAssertFalse(entries.contains("UIControl addTarget:action:forControlEvents:"), "addAction: never adds a target")
        XCTAssertEqual(hk_control_target_count(button), 0, "allTargets leaves UIAction records out")
        XCTAssertEqual(hk_control_all_events(button), upInside)

        XCTAssertTrue(hk_tap(button))
        hkf_record_menu_path(false)

        XCTAssertEqual(entries(fromLast: "UIApplication sendEvent:"), [
            "UIApplication sendEvent:",
            "UIControl _sendActionsForEvents:withEvent: 64 event",
            "UIControl sendAction:",
            "UIAction performWithSender:target: UIButton",
            "handler Buy sender UIButton",
            "UIControl _sendActionsForEvents:withEvent: 8192 event",
        ])
        XCTAssertFalse(entries.contains("UIControl sendAction:to:forEvent:"))
        XCTAssertEqual(hkf_menu_recorder_last_sender(recorder), button)
        let performed = hkf_menu_recorder_last_action(recorder)
        XCTAssertNotEqual(performed, buy, "the control performs its stored copy")
        XCTAssertTrue(hk_object_is_equal(performed, buy))
        XCTAssertNil(hk_action_sender(performed), "the sender is cleared after the handler")
    }

    func testActionsAndTargetsRunInRegistrationOrder() {
        let button = show(hk_button_new("Buy"))
        let target = hkf_recorder_new()
        defer { hk_release(target) }
        hk_control_add_target(button, target, "noArgs", upInside)
        hk_control_add_action(button, action("Buy"), upInside)
        hk_control_add_target(button, target, "oneArg:", upInside)

        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(entries, ["noArgs", "handler Buy sender UIButton", "oneArg:UIButton"])
    }

    func testProgrammaticSendActionsRunsUIActionsWithNilEvent() {
        let button = show(hk_button_new("Buy"))
        hk_control_add_action(button, action("Buy"), upInside)
        hkf_record_menu_path(true)
        hk_control_send_actions(button, upInside)
        hkf_record_menu_path(false)

        XCTAssertEqual(entries, [
            "UIControl sendActionsForControlEvents: 64",
            "UIControl _sendActionsForEvents:withEvent: 64 nil",
            "UIControl sendAction:",
            "UIAction performWithSender:target: UIButton",
            "handler Buy sender UIButton",
            "UIControl _sendActionsForEvents:withEvent: 8192 nil",
        ])
    }

    func testPrimaryActionRunsAfterTouchUpInside() {
        let button = show(hk_button_new_with_primary_action(action("Pay")))
        XCTAssertEqual(String(cString: hk_button_title(button)), "Pay", "a system button takes the action's title")
        XCTAssertEqual(hk_control_all_events(button), primary)
        let target = hkf_recorder_new()
        defer { hk_release(target) }
        hk_control_add_target(button, target, "noArgs", upInside)

        hkf_record_menu_path(true)
        XCTAssertTrue(hk_tap(button))
        hkf_record_menu_path(false)

        XCTAssertEqual(entries(fromLast: "UIApplication sendEvent:"), [
            "UIApplication sendEvent:",
            "UIControl _sendActionsForEvents:withEvent: 64 event",
            "UIControl sendAction:to:forEvent:",
            "noArgs",
            "UIControl _sendActionsForEvents:withEvent: 8192 event",
            "UIControl sendAction:",
            "UIAction performWithSender:target: UIButton",
            "handler Pay sender UIButton",
        ])
    }

    func testInitWithFramePrimaryActionAndPerformPrimaryAction() {
        let button = show(hk_button_new_with_frame_primary_action(action("Pay")))
        XCTAssertEqual(hk_control_all_events(button), primary)

        hkf_record_menu_path(true)
        hk_control_perform_primary_action(button)
        hkf_record_menu_path(false)
        XCTAssertEqual(entries, [
            "UIControl _sendActionsForEvents:withEvent: 8192 nil",
            "UIControl sendAction:",
            "UIAction performWithSender:target: UIButton",
            "handler Pay sender UIButton",
        ])
    }

    func testSendActionFromCodePerformsWithTheControlAsSender() {
        let button = show(hk_button_new("Buy"))
        hkf_record_menu_path(true)
        hk_control_send_action(button, action("Gift"))
        hkf_record_menu_path(false)
        XCTAssertEqual(entries, ["UIControl sendAction:", "UIAction performWithSender:target: UIButton",
                                 "handler Gift sender UIButton"])
    }

    func testRemovingActionsByActionOrIdentifier() {
        let button = show(hk_button_new("Buy"))
        let buy = action("Buy", identifier: "buy"), gift = action("Gift", identifier: "gift")
        hk_control_add_action(button, buy, upInside | UInt(HKControlEventTouchDown))
        hk_control_add_action(button, gift, upInside)
        let stored = hk_control_action_for_identifier(button, "buy", upInside)
        XCTAssertNotNil(stored)
        XCTAssertNotEqual(stored, buy, "a copy")
        XCTAssertTrue(hk_object_is_equal(stored, buy))

        hk_control_remove_action(button, action("Other", identifier: "buy"), upInside)
        XCTAssertNil(hk_control_action_for_identifier(button, "buy", upInside), "an equal action removes it")
        XCTAssertNotNil(hk_control_action_for_identifier(button, "buy", UInt(HKControlEventTouchDown)), "other events stay")

        hk_control_remove_action_for_identifier(button, "gift", upInside)
        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(entries, ["handler Buy sender UIButton"], "only the TouchDown record is left")
    }

    func testAddingAnEqualActionMergesItsEventsAndMovesItLast() {
        let button = show(hk_button_new("Buy"))
        let target = hkf_recorder_new()
        defer { hk_release(target) }
        hk_control_add_action(button, action("First", identifier: "same"), UInt(HKControlEventTouchDown))
        hk_control_add_target(button, target, "noArgs", upInside)
        hk_control_add_action(button, action("Second", identifier: "same"), upInside)

        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(entries, ["handler Second sender UIButton", "noArgs", "handler Second sender UIButton"],
                       "one record, the new action, for both events, after the target")
    }

    func testToggleButtonFlipsSelectionBeforeItsActions() {
        let button = show(hk_button_new("Bold"))
        hk_button_set_changes_selection_as_primary_action(button, true)
        XCTAssertTrue(hk_tap(button))
        XCTAssertTrue(hk_control_is_selected(button))
        XCTAssertTrue(hk_tap(button))
        XCTAssertFalse(hk_control_is_selected(button))
    }
}
