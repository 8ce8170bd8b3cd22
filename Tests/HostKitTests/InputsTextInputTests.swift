import HostKit
import HostKitFixtures
import XCTest

/// Text fields, text views and search bars: a tap reaches them through their text
/// interaction's UITextMultiTapRecognizer (UIKit objects, not the app's), editing events
/// come without a UIEvent, and the keyboard asks before each key.
final class InputsTextInputTests: HostKitTestCase {
    private func recording(_ body: () -> Void) -> [String] {
        hkf_log_reset()
        hkf_record_input_path(true)
        body()
        hkf_record_input_path(false)
        return entries
    }

    private func assertSubsequence(_ expected: [String], of log: [String], file: StaticString = #filePath, line: UInt = #line) {
        var index = log.startIndex
        for entry in expected {
            guard let found = log[index...].firstIndex(of: entry) else {
                return XCTFail("missing \(entry) after position \(index) in \(log)", file: file, line: line)
            }
            index = log.index(after: found)
        }
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String? { pointer.map { String(cString: $0) } }

    // MARK: UITextField

    func testATapGoesThroughUIKitsMultiTapRecognizerAndItsTargets() {
        let field = show(hk_text_field_new("Email"))
        let recognizer = hk_text_tap_recognizer(field)
        XCTAssertEqual(String(cString: hk_class_name(recognizer)), "UITextMultiTapRecognizer")
        XCTAssertEqual(hk_gesture_view(recognizer), field)

        let log = recording { XCTAssertTrue(hk_tap_text(field)) }

        XCTAssertTrue(hk_is_first_responder(field))
        assertSubsequence([
            "UIGestureRecognizerTarget onStateUpdate: UITextMultiTapRecognizer UITextMultiTapRecognizer",
            "UITextMultiTapRecognizer onStateUpdate:",
            "UIApplication sendAction _handleMultiTapGesture: to UITextSelectionInteraction from UITextMultiTapRecognizer nil",
            "UITextSelectionInteraction _handleMultiTapGesture:",
            "UITextInteractionAssistant setFirstResponderIfNecessary",
            "UITextField becomeFirstResponder",
            "UIControl sendActionsForControlEvents: 0x10000 UITextField",
        ], of: log)
        // The gesture ends when the tap interval runs out: the tap action comes once more.
        XCTAssertEqual(log.filter { $0 == "UITextSelectionInteraction _handleMultiTapGesture:" }.count, 2)
        XCTAssertEqual(log.filter { $0 == "UITextField becomeFirstResponder" }.count, 1)
    }

    func testATapBeginsEditingWithoutAnEventAndCancelsTheControlsTouch() {
        let field = show(hk_text_field_new("Email"))
        let target = hkf_input_target_new()
        let delegate = hkf_input_delegate_new()
        defer { hk_release(target); hk_release(delegate) }
        hkf_input_target_attach(target, field)
        hk_text_field_set_delegate(field, delegate)
        hkf_input_delegate_observe(delegate, field)

        XCTAssertTrue(hk_tap_text(field))

        XCTAssertEqual(entries, [
            "touchDown UITextField event",
            "shouldBegin",
            "didBegin",
            "notification UITextFieldTextDidBeginEditingNotification",
            "editingDidBegin UITextField nil",
            "touchCancel UITextField event",
        ], "no TouchUpInside: the text interaction's recognizer took the touch")
    }

    func testTypingAsksThenChangesWithoutAnEvent() {
        let field = show(hk_text_field_new("Name"))
        let target = hkf_input_target_new()
        let delegate = hkf_input_delegate_new()
        defer { hk_release(target); hk_release(delegate) }
        hk_text_field_set_delegate(field, delegate)
        XCTAssertTrue(hk_tap_text(field))
        hkf_input_target_attach(target, field)
        hkf_input_delegate_observe(delegate, field)
        hkf_log_reset()

        XCTAssertTrue(hk_type(field, "ab"))

        XCTAssertEqual(string(hk_text_field_text(field)), "ab")
        XCTAssertEqual(entries, [
            "shouldChange 0,0 'a'",
            "editingChanged UITextField nil",
            "notification UITextFieldTextDidChangeNotification",
            "shouldChange 1,0 'b'",
            "editingChanged UITextField nil",
            "notification UITextFieldTextDidChangeNotification",
        ])
    }

    func testARefusedKeyIsNotTyped() {
        let field = show(hk_text_field_new("PIN"))
        let target = hkf_input_target_new()
        let delegate = hkf_input_delegate_new()
        defer { hk_release(target); hk_release(delegate) }
        hk_text_field_set_delegate(field, delegate)
        hkf_input_target_attach(target, field)
        hkf_input_delegate_refuse_changes(delegate, true)

        XCTAssertTrue(hk_type(field, "x"))

        XCTAssertEqual(string(hk_text_field_text(field)), "")
        XCTAssertFalse(entries.contains { $0.hasPrefix("editingChanged") })
    }

    func testTheReturnKeyEndsEditingOnExitAndResigns() {
        let field = show(hk_text_field_new("Search"))
        let target = hkf_input_target_new()
        let delegate = hkf_input_delegate_new()
        defer { hk_release(target); hk_release(delegate) }
        hk_text_field_set_delegate(field, delegate)
        hkf_input_target_attach(target, field)
        XCTAssertTrue(hk_type(field, "q"))
        hkf_log_reset()

        XCTAssertTrue(hk_press_return(field))

        XCTAssertEqual(entries, ["shouldReturn", "didEndOnExit UITextField nil", "shouldEnd", "didEnd", "editingDidEnd UITextField nil"])
        XCTAssertFalse(hk_is_first_responder(field))
        XCTAssertEqual(string(hk_text_field_text(field)), "q", "the newline is not typed")
    }

    func testDeleteBackwardAsksAndChanges() {
        let field = show(hk_text_field_new(nil))
        let target = hkf_input_target_new()
        defer { hk_release(target) }
        XCTAssertTrue(hk_type(field, "ok"))
        hkf_input_target_attach(target, field)
        hkf_log_reset()

        XCTAssertTrue(hk_delete_backward(field))
        XCTAssertEqual(string(hk_text_field_text(field)), "o")
        XCTAssertEqual(entries, ["editingChanged UITextField nil"])
    }

    func testThePlaceholderIsAnInternalLabelNotTheText() {
        let field = show(hk_text_field_new("Email"))
        XCTAssertEqual(string(hk_text_field_text(field)), "", "never nil, and not the placeholder")
        XCTAssertEqual(string(hk_text_field_placeholder(field)), "Email")
        let label = hk_text_field_placeholder_label(field)
        XCTAssertEqual(String(cString: hk_class_name(label)), "UITextFieldLabel")
        XCTAssertEqual(hk_view_superview(label), field)
        hk_text_field_set_text(field, "a@b.c")
        XCTAssertEqual(string(hk_text_field_text(field)), "a@b.c")
    }

    func testTextFromCodeSendsNothing() {
        let field = show(hk_text_field_new(nil))
        let target = hkf_input_target_new()
        defer { hk_release(target) }
        hkf_input_target_attach(target, field)
        hk_text_field_set_text(field, "set")
        XCTAssertEqual(entries, [])
    }

    func testASecondTapDoesNotBeginAgain() {
        let field = show(hk_text_field_new(nil))
        let target = hkf_input_target_new()
        defer { hk_release(target) }
        hkf_input_target_attach(target, field)
        XCTAssertTrue(hk_tap_text(field))
        XCTAssertTrue(hk_tap_text(field))
        XCTAssertEqual(entries.filter { $0.hasPrefix("editingDidBegin") }.count, 1)
    }

    // MARK: Protocols

    func testConformanceAsUIKitDeclaresIt() {
        let field = show(hk_text_field_new(nil))
        let textView = show(hk_text_view_new(nil))
        let bar = show(hk_search_bar_new(nil))
        let searchField = hk_search_bar_text_field(bar)
        let keyView = show(hkf_key_input_view_new())
        let button = show(hk_button_new("Go"))
        for view in [field, textView, searchField] {
            for name in ["UITextInput", "UIKeyInput", "UITextInputTraits"] {
                XCTAssertTrue(hk_conforms_to_protocol(view, name), "\(String(cString: hk_class_name(view))) \(name)")
            }
        }
        XCTAssertEqual(String(cString: hk_class_name(searchField)), "UISearchTextField")
        XCTAssertTrue(hk_conforms_to_protocol(keyView, "UIKeyInput"))
        XCTAssertFalse(hk_conforms_to_protocol(keyView, "UITextInput"))
        XCTAssertFalse(hk_conforms_to_protocol(button, "UIKeyInput"))
        XCTAssertFalse(hk_conforms_to_protocol(bar, "UITextInput"), "the search bar is not itself a text input")
    }

    // MARK: The keyboard

    // UIKitCore 26.1: keys are touches through -[UIApplication sendEvent:] on the one
    // layout view (no control, no recogniser: found from where the finger lifts), in a
    // window of UIKit's own; the prediction bar takes its taps with a recogniser of its
    // own and tells its delegate.
    func testTheKeyboardsKeysAreTouchesOnItsLayoutInAWindowOfItsOwn() {
        let field = show(hk_text_field_new("Email"))
        let keyboard = hk_keyboard_show(field)
        defer { hk_release(keyboard) }
        XCTAssertEqual(string(hk_class_name(keyboard)), "UIRemoteKeyboardWindow")
        XCTAssertTrue(hk_is_first_responder(field))

        let log = recording {
            XCTAssertTrue(hk_keyboard_tap_keys(keyboard, "hi"))
            XCTAssertTrue(hk_keyboard_tap_prediction(keyboard))
        }

        XCTAssertEqual(string(hk_text_field_text(field)), "hi ")
        assertSubsequence([
            "UIKeyboardLayout touchDown:",
            "UIKeyboardLayoutStar touchUp:",
            "UITextField insertText: h",
            "UIKeyboardLayout touchDown:",
            "UIKeyboardLayoutStar touchUp:",
            "UITextField insertText: i",
            "UIGestureRecognizerTarget _didRecognizeTapGesture: TUIPredictionView UILongPressGestureRecognizer",
            "TUIPredictionView _didRecognizeTapGesture:",
            "UIKeyboardLayoutStar predictionView:didSelectCandidate: hi",
            "UITextField insertText:  ",
        ], of: log)
        XCTAssertFalse(log.contains { $0.hasPrefix("UIApplication sendAction") }, "no control, no target-action: \(log)")
        XCTAssertEqual(log.filter { $0 == "UIApplication sendEvent: returned" }.count, 6, "three taps, down and up")
    }

    func testTheKeyboardsWindowHoldsTheInputsOwnKeysAndItsBarInsteadOfUIKits() {
        let field = show(hk_text_field_new("PIN"))
        let keypad = hk_view_new(0, 0, 320, 200)
        let bar = hk_button_new("Done")
        defer { hk_release(keypad); hk_release(bar) }
        hk_text_field_set_input_view(field, keypad)
        hk_text_field_set_input_accessory_view(field, bar)

        let keyboard = hk_keyboard_show(field)
        defer { hk_release(keyboard) }

        XCTAssertEqual(hk_view_window(keypad), keyboard)
        XCTAssertEqual(hk_view_window(bar), keyboard)
        XCTAssertEqual(hk_view_subview_count(keyboard), 2, "no keys nor predictions of UIKit's")
        XCTAssertFalse(hk_keyboard_tap_keys(keyboard, "a"))
    }

    // MARK: UITextView

    func testATextViewTapBeginsEditingThroughTheSameRecognizerAndTellsItsDelegate() {
        let textView = show(hk_text_view_new(nil))
        let delegate = hkf_input_delegate_new()
        defer { hk_release(delegate) }
        hk_text_view_set_delegate(textView, delegate)
        hkf_input_delegate_observe(delegate, textView)
        XCTAssertEqual(String(cString: hk_class_name(hk_text_tap_recognizer(textView))), "UITextMultiTapRecognizer")
        XCTAssertEqual(String(cString: hk_class_name(hk_scroll_view_pan_gesture(textView))), "UIScrollViewPanGestureRecognizer")

        let log = recording { XCTAssertTrue(hk_tap_text(textView)) }

        XCTAssertTrue(hk_is_first_responder(textView))
        XCTAssertEqual(log.filter { !$0.hasPrefix("UI") }, [
            "shouldBegin", "didBegin", "notification UITextViewTextDidBeginEditingNotification",
        ])
        assertSubsequence([
            "UIApplication sendAction _handleMultiTapGesture: to UITextSelectionInteraction from UITextMultiTapRecognizer nil",
            "UITextInteractionAssistant setFirstResponderIfNecessary",
            "UITextView becomeFirstResponder",
        ], of: log)
        XCTAssertFalse(log.contains { $0.hasPrefix("UIControl") }, "a text view is not a control")
    }

    func testTypingIntoATextViewTellsItsDelegate() {
        let textView = show(hk_text_view_new("Hi"))
        let delegate = hkf_input_delegate_new()
        defer { hk_release(delegate) }
        hk_text_view_set_delegate(textView, delegate)
        XCTAssertTrue(hk_tap_text(textView))
        hkf_log_reset()

        XCTAssertTrue(hk_type(textView, "!\n"))

        XCTAssertEqual(string(hk_text_view_text(textView)), "Hi!\n", "a text view types the newline")
        XCTAssertEqual(entries, ["shouldChange 2,0 '!'", "didChange 'Hi!'", "shouldChange 3,0 '\n'", "didChange 'Hi!\n'"])
    }

    func testAPlaceholderTextViewSubclassHidesItsPlaceholderWhenTyped() {
        let textView = show(hkf_placeholder_text_view_new("Write a review"))
        XCTAssertTrue(hkf_placeholder_text_view_shows_placeholder(textView))
        XCTAssertEqual(string(hk_text_view_text(textView)), "")

        XCTAssertTrue(hk_type(textView, "Good"))

        XCTAssertFalse(hkf_placeholder_text_view_shows_placeholder(textView))
        XCTAssertEqual(string(hk_text_view_text(textView)), "Good")
        XCTAssertTrue(hk_conforms_to_protocol(textView, "UITextInput"))
    }

    func testAReadOnlyTextViewDoesNotBeginEditing() {
        let textView = show(hk_text_view_new("Terms"))
        let delegate = hkf_input_delegate_new()
        defer { hk_release(delegate) }
        hk_text_view_set_delegate(textView, delegate)
        hk_text_view_set_editable(textView, false)
        XCTAssertTrue(hk_tap_text(textView))
        XCTAssertEqual(entries, [], "selectable, not editable: no editing callbacks")
    }

    // MARK: UISearchBar

    func testSearchBarTypingAndSearchGoThroughItsFieldsTargets() {
        let bar = show(hk_search_bar_new("Search"))
        let delegate = hkf_input_delegate_new()
        defer { hk_release(delegate) }
        hk_search_bar_set_delegate(bar, delegate)
        let field = hk_search_bar_text_field(bar)
        XCTAssertEqual(hk_control_target_count(field), 1, "the search bar is its field's target")

        let log = recording {
            XCTAssertTrue(hk_type(bar, "cat"))
            XCTAssertTrue(hk_press_return(bar))
        }

        XCTAssertEqual(string(hk_search_bar_text(bar)), "cat")
        XCTAssertEqual(log.filter { !$0.hasPrefix("UI") && !$0.hasPrefix("_UI") }, [
            "searchShouldBegin", "searchDidBegin",
            "searchTextDidChange 'c'", "searchTextDidChange 'ca'", "searchTextDidChange 'cat'",
            "searchButton",
        ])
        assertSubsequence([
            "UIControl sendActionsForControlEvents: 0x20000 UISearchTextField",
            "UIApplication sendAction _searchFieldEditingChanged to UISearchBar from UISearchTextField nil",
            "UIControl sendActionsForControlEvents: 0x80000 UISearchTextField",
            "UIApplication sendAction _searchFieldReturnPressed to UISearchBar from UISearchTextField nil",
        ], of: log)
        XCTAssertTrue(hk_is_first_responder(field), "the search key does not dismiss the keyboard")
    }

    // MARK: A custom UIKeyInput view

    func testACustomKeyInputViewGetsTheKeysDirectly() {
        let view = show(hkf_key_input_view_new())

        XCTAssertTrue(hk_type(view, "12"))
        XCTAssertTrue(hk_delete_backward(view))

        XCTAssertEqual(string(hkf_key_input_view_text(view)), "1")
        XCTAssertEqual(entries, ["keyInput insertText '1'", "keyInput insertText '2'", "keyInput deleteBackward"])
    }
}
