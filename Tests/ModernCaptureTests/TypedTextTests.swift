import HostKit
import Traceless
import TracelessRuntime
import XCTest

/// What the core keeps of what users type, to take it out of events (``TypedText``): only
/// what was typed since editing began, never a password, nothing shorter than three
/// letters, and a bounded number of texts.
final class TypedTextTests: XCTestCase {
    private var fields: [HKObject?] = []

    override func tearDown() {
        TypedText.reset()
        fields.forEach(hk_release)
        fields = []
        super.tearDown()
    }

    private func field(_ text: String, secure: Bool = false) -> ObjCObject {
        let field = hk_text_field_new("Field")
        fields.append(field)
        hk_text_field_set_secure(field, secure)
        hk_text_field_set_text(field, text)
        return ObjCObject(word: UInt(bitPattern: field))!
    }

    /// The user types into `input`, which held its text when editing began.
    private func type(_ text: String, into input: ObjCObject) {
        TypedText.noteBegan(input)
        hk_text_field_set_text(UnsafeMutableRawPointer(bitPattern: input.objcWord), text)
        TypedText.noteEdited(input)
    }

    func testUI10_onlyWhatWasTypedSinceEditingBeganIsLookedFor() {
        let note = field("Deliver to the office")
        type("Deliver to the office gate 7B Zqxjkv", into: note)
        XCTAssertFalse(TypedText.holds("Office hours"), "the app's words, there before editing")
        XCTAssertTrue(TypedText.holds("Open the GATE"), "a typed word, whatever its case")
        XCTAssertTrue(TypedText.holds("Hello zqxjkv!"))
        XCTAssertFalse(TypedText.holds("Room 7B"), "two letters are not looked for")

        TypedText.noteEnded(note)
        XCTAssertTrue(TypedText.holds("zqxjkv"), "kept once editing ended")
    }

    /// An app that formats what is typed (a phone number) refuses each edit in its
    /// delegate and sets the text itself: UIKit then posts no change, only the begin and
    /// the end of editing. What the input holds at the end is what was typed.
    func testUI10_textAnInputHoldsWhenEditingEndsIsKeptWithoutAnyChangeNotified() {
        let phone = field("")
        TypedText.noteBegan(phone)
        hk_text_field_set_text(UnsafeMutableRawPointer(bitPattern: phone.objcWord), "(555) 867-5309")
        XCTAssertFalse(TypedText.holds("Call 867-5309"), "not yet known: no change was posted")
        TypedText.noteEnded(phone)
        XCTAssertTrue(TypedText.holds("Call 867-5309"))
        XCTAssertTrue(TypedText.holds("We'll text (555) 867-5309"))
    }

    /// The same app while editing: what it set is known at the next event's check, before
    /// the event leaves, and a password still is not read.
    func testUI10_textAnInputHoldsIsReadAgainBeforeAnEventLeavesWhileEditing() {
        let phone = field("")
        let password = field("", secure: true)
        TypedText.noteBegan(phone)
        TypedText.noteBegan(password)
        hk_text_field_set_text(UnsafeMutableRawPointer(bitPattern: phone.objcWord), "(555) 867-5309")
        hk_text_field_set_text(UnsafeMutableRawPointer(bitPattern: password.objcWord), "hunter22")
        TypedText.refresh()
        XCTAssertTrue(TypedText.holds("Call 867-5309"))
        XCTAssertFalse(TypedText.holds("hunter22"))
        hk_text_field_set_text(UnsafeMutableRawPointer(bitPattern: phone.objcWord), "(555) 123-4567")
        TypedText.refresh()
        XCTAssertTrue(TypedText.holds("123-4567"), "changed again")
        XCTAssertFalse(TypedText.holds("867-5309"), "what the input no longer holds, while editing, is not looked for")
    }

    /// An input that deallocates while being edited is let go: what was typed there is
    /// kept as if editing had ended, and later checks do not read it.
    func testUI10_anInputThatGoesWhileBeingEditedIsNoLongerRead() {
        let note = hk_text_field_new("Note")
        let input = ObjCObject(word: UInt(bitPattern: note))!
        TypedText.noteBegan(input)
        hk_text_field_set_text(note, "Zqxjkv")
        TypedText.refresh()
        hk_release(note)
        TypedText.refresh()
        XCTAssertTrue(TypedText.holds("zqxjkv"))
    }

    func testUI10_aPasswordIsNotKept() {
        let password = field("", secure: true)
        type("hunter22", into: password)
        XCTAssertFalse(TypedText.holds("hunter22"))
    }

    func testUI10_onlyTheLastTextsAreKept() {
        for index in 0..<40 {
            let input = field("")
            type("word\(index)", into: input)
            TypedText.noteEnded(input)
        }
        XCTAssertFalse(TypedText.holds("word0"), "the oldest forgotten")
        XCTAssertTrue(TypedText.holds("word39"))

        var interaction = Interaction(kind: .controlAction, plugin: "test", screen: Screen(controllerClass: "Page", title: "Word39's page"),
                                      element: Interaction.Element(className: "UIButton", path: "UIButton[0]", text: "Pay"))
        interaction.attributes["rowText"] = "word38"
        XCTAssertTrue(TypedText.remove(from: &interaction))
        XCTAssertNil(interaction.screen?.title)
        XCTAssertNil(interaction.attributes["rowText"])
        XCTAssertEqual(interaction.element?.text, "Pay")
    }
}
