import Foundation
import Synchronization
import TracelessRuntime

/// What users typed, kept on the device only to keep it out of what leaves it.
///
/// A text input's own text is never read into an event (``UIKitIntrospection/isInTextInput(_:)``),
/// but apps show what was typed elsewhere: a label greeting the name just entered, a
/// button titled with it, a search's results list headed "Results for …", a navigation
/// title. Whatever view it sits in, it is still what the user typed. So the registry
/// follows what text fields and text views tell UIKit's notification center while the
/// user edits them (`UITextFieldTextDidBeginEditingNotification`, `…DidChange…`,
/// `…DidEndEditing…`, and the text view's: UIKit posts the change for the user's edits,
/// not for code's `setText:`), keeps what each input holds beyond what it held when
/// editing began (the app's own words are not typed), the whole text and its words, and
/// once editing ends (what it holds then too) the last few of those; and removes from an
/// event any text that contains one of them, before it reaches the sink (and from the
/// inspector's drawing).
///
/// - Secure inputs (passwords) are not kept at all.
/// - Fragments shorter than ``minimumLength`` are not looked for: a two-letter word
///   would take half the app's titles with it.
/// - Bounded: the inputs being edited (at most ``inputLimit``) and the last
///   ``recentLimit`` texts; older ones are forgotten (in memory only, never stored or
///   sent). Forgotten too when the registry stops.
/// - The comparison ignores case; a field removed is counted in diagnostics
///   (`typedTextRemoved`).
///
/// ```swift
/// TypedText.noteEdited(field)           // the user typed "Ada Lovelace"
/// var tap = interaction                 // element.text "Welcome, Ada"
/// TypedText.remove(from: &tap)          // element.text nil
/// ```
package enum TypedText {
    package static let minimumLength = 3
    static let inputLimit = 16
    static let recentLimit = 32

    /// UIKit's notifications of the beginning of editing, a user's edit, its end.
    package static let notificationNames = [
        "UITextFieldTextDidBeginEditingNotification", "UITextViewTextDidBeginEditingNotification",
        "UITextFieldTextDidChangeNotification", "UITextViewTextDidChangeNotification",
        "UITextFieldTextDidEndEditingNotification", "UITextViewTextDidEndEditingNotification",
    ]

    /// An input being edited: the words it held when editing began (the app's, not
    /// typed), the fragments typed since, and the text they were read from (+1, compared
    /// with what the input holds at the next event).
    private struct Editing {
        let input: UInt
        var before: Set<String>
        var fragments: [String]
        var read: ObjCObject?
    }

    private struct Store {
        /// Inputs being edited, most recent last.
        var editing: [Editing] = []
        /// Fragments of texts whose editing ended, most recent last.
        var ended: [[String]] = []
        /// Every fragment looked for, as folded bytes, rebuilt on each change.
        var all: [[UInt8]] = []
    }

    private static let store = Mutex(Store())
    /// Whether anything is kept: one load on every event when nothing is.
    private static let isEmpty = Atomic<Bool>(true)
    /// Whether an input is being edited: one load on every event when none is.
    private static let isEditing = Atomic<Bool>(false)
    /// The key of the watch that forgets an input being edited when it deallocates.
    private final class WatchKey {}
    private static let removed = Atomic<Int>(0)

    /// Fields removed from events since the process started.
    package static var removedCount: Int { removed.load(ordering: .relaxed) }

    /// A notification of ``notificationNames`` about `input`.
    package static func note(_ name: String, input: ObjCObject?) {
        guard let input else { return }
        if name.hasSuffix("DidEndEditingNotification") {
            noteEnded(input)
        } else if name.hasSuffix("DidBeginEditingNotification") {
            noteBegan(input)
        } else {
            noteEdited(input)
        }
    }

    /// `input` begins editing: what it holds now is the app's, not typed.
    package static func noteBegan(_ input: ObjCObject) {
        let read = textObject(of: input)
        let before = Set(split(UIKitIntrospection.string(read)))
        // Read at later events (``refresh()``) only while it lives.
        let word = input.objcWord
        ObjectLifetime.onDeallocation(of: input, key: ObjectIdentifier(WatchKey.self)) { TypedText.forget(word) }
        update { store, dropped in
            if let index = store.editing.firstIndex(where: { $0.input == word }) {
                if let old = store.editing.remove(at: index).read { dropped.append(old) }
            }
            store.editing.append(Editing(input: word, before: before, fragments: [], read: read?.retain()))
        }
    }

    /// The user changed `input`'s text: what it holds beyond what it held when editing
    /// began replaces what was typed there before.
    package static func noteEdited(_ input: ObjCObject) {
        let read = textObject(of: input)
        let parts = split(UIKitIntrospection.string(read))
        update { store, dropped in
            if let index = store.editing.firstIndex(where: { $0.input == input.objcWord }) {
                store.editing[index].fragments = parts.filter { !store.editing[index].before.contains($0) }
                if let old = store.editing[index].read { dropped.append(old) }
                store.editing[index].read = read?.retain()
            } else {
                store.editing.append(Editing(input: input.objcWord, before: [], fragments: parts, read: read?.retain()))
            }
        }
    }

    /// Before an event leaves: what each input being edited holds now, where it changed
    /// without a change posted. An app that formats what is typed (a phone number)
    /// refuses each edit in its delegate and sets the text itself, and UIKit posts no
    /// change for that. Compared with the text read last, so that an event pays one
    /// comparison an input while nothing changed.
    package static func refresh() {
        guard isEditing.load(ordering: .acquiring) else { return }
        // Messages go out without the lock: they reach UIKit and other parties' hooks.
        let inputs = store.withLock { store in store.editing.map { ($0.input, $0.read?.retain()) } }
        for (word, last) in inputs {
            defer { last?.release() }
            guard let input = ObjCObject(word: word), let now = textObject(of: input) else { continue }
            if let last, last == now || last.probe(isEqualToString, now)?.bool == true { continue }
            noteEdited(input)
        }
    }

    /// An input being edited deallocated: what was typed there is kept as if it ended.
    private static func forget(_ word: UInt) {
        update { store, dropped in
            guard let index = store.editing.firstIndex(where: { $0.input == word }) else { return }
            end(store.editing.remove(at: index), typed: [], in: &store, dropping: &dropped)
        }
    }

    /// The input's text (an NSString), unless it is secure (a password is not kept).
    private static func textObject(of input: ObjCObject) -> ObjCObject? {
        input.probe(isSecureTextEntry)?.bool == true ? nil : input.probe(textSelector)?.object
    }

    /// `input`'s editing ended: its text is kept among the last few. Read once more: an
    /// app that formats what is typed (refusing each edit and setting the text itself)
    /// leaves UIKit no change to post, and only the end tells what was typed.
    package static func noteEnded(_ input: ObjCObject) {
        let parts = split(UIKitIntrospection.string(textObject(of: input)))
        update { store, dropped in
            guard let index = store.editing.firstIndex(where: { $0.input == input.objcWord }) else { return }
            end(store.editing.remove(at: index), typed: parts, in: &store, dropping: &dropped)
        }
    }

    /// An entry taken out of the inputs being edited: what was typed there (and `parts`
    /// of its last text beyond what it held at the beginning) kept among the last few.
    private static func end(_ editing: Editing, typed parts: [String], in store: inout Store, dropping dropped: inout [ObjCObject]) {
        if let read = editing.read { dropped.append(read) }
        let typed = editing.fragments + parts.filter { !editing.before.contains($0) && !editing.fragments.contains($0) }
        guard !typed.isEmpty else { return }
        store.ended.append(typed)
        if store.ended.count > recentLimit { store.ended.removeFirst(store.ended.count - recentLimit) }
    }

    /// Forgets everything kept.
    package static func reset() {
        update { store, dropped in
            dropped += store.editing.compactMap(\.read)
            store = Store()
        }
    }

    /// Removes from `interaction` every text that holds something typed: the element's
    /// text, a string value, string properties and attributes, the screen's and the
    /// referrer's titles. Whether anything was removed.
    @discardableResult
    package static func remove(from interaction: inout Interaction) -> Bool {
        guard !isEmpty.load(ordering: .acquiring) else { return false }
        let typed = store.withLock { $0.all }
        guard !typed.isEmpty else { return false }
        var count = 0
        func scrub(_ text: inout String?) {
            if let value = text, holds(value, typed) { text = nil; count += 1 }
        }
        func scrub(_ values: inout [String: Screen.Value]) {
            for (key, value) in values {
                if case .string(let text) = value, holds(text, typed) { values[key] = nil; count += 1 }
            }
        }
        if interaction.element != nil {
            scrub(&interaction.element!.text)
            if case .string(let text)? = interaction.element!.value, holds(text, typed) {
                interaction.element!.value = nil
                count += 1
            }
            scrub(&interaction.element!.properties)
        }
        for (key, value) in interaction.attributes where holds(value, typed) {
            interaction.attributes[key] = nil
            count += 1
        }
        if interaction.screen != nil {
            scrub(&interaction.screen!.title)
            scrub(&interaction.screen!.properties)
        }
        if interaction.referrer != nil { scrub(&interaction.referrer!.title) }
        if count > 0 { removed.wrappingAdd(count, ordering: .relaxed) }
        return count > 0
    }

    /// Whether any text ``remove(from:)`` looks at holds what the user typed: asked first,
    /// so that an event none of whose texts does is not copied.
    package static func holdsAny(_ interaction: Interaction) -> Bool {
        guard !isEmpty.load(ordering: .acquiring) else { return false }
        let typed = store.withLock { $0.all }
        func any(_ text: String?) -> Bool { text.map { holds($0, typed) } ?? false }
        func any(_ values: [String: Screen.Value]) -> Bool {
            values.values.contains { if case .string(let text) = $0 { holds(text, typed) } else { false } }
        }
        if let element = interaction.element {
            if any(element.text) || any(element.properties) { return true }
            if case .string(let text)? = element.value, holds(text, typed) { return true }
        }
        if interaction.attributes.values.contains(where: { holds($0, typed) }) { return true }
        if let screen = interaction.screen, any(screen.title) || any(screen.properties) { return true }
        return any(interaction.referrer?.title)
    }

    /// Whether `text` holds what the user typed (as ``remove(from:)`` decides).
    package static func holds(_ text: String) -> Bool {
        guard !isEmpty.load(ordering: .acquiring) else { return false }
        return holds(text, store.withLock { $0.all })
    }

    /// Compared as bytes: Foundation's `contains` goes through NSString on Linux (some
    /// microseconds a text), and an event has a few texts.
    private static func holds(_ text: String, _ typed: [[UInt8]]) -> Bool {
        guard text.utf8.count >= minimumLength else { return false }
        let folded = fold(text)
        return folded.withUnsafeBufferPointer { haystack in
            typed.contains { needle in
                needle.withUnsafeBufferPointer { needle in contains(haystack, needle) }
            }
        }
    }

    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return false }
        var start = 0
        let last = haystack.count - needle.count
        while start <= last {
            if haystack[start] == first {
                var index = 1
                while index < needle.count && haystack[start + index] == needle[index] { index += 1 }
                if index == needle.count { return true }
            }
            start += 1
        }
        return false
    }

    /// Lowercased UTF-8: ASCII by hand, anything else by Unicode's rules.
    private static func fold(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return Array(text.lowercased().utf8) }
        for index in bytes.indices where bytes[index] >= 0x41 && bytes[index] <= 0x5A { bytes[index] += 0x20 }
        return bytes
    }

    /// The text whole and its words, lowercased, of ``minimumLength`` or more.
    private static func split(_ text: String?) -> [String] {
        guard let text else { return [] }
        let folded = text.lowercased()
        var parts = folded.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).map(String.init)
        let whole = folded.trimmingCharacters(in: .whitespacesAndNewlines)
        if !parts.contains(whole) { parts.append(whole) }
        return parts.filter { $0.count >= minimumLength }
    }

    /// Changes the store and rebuilds what is looked for. `body` hands back the texts it
    /// took out of entries (each held +1), released after the lock with those of the
    /// inputs left out beyond ``inputLimit``.
    private static func update(_ body: (inout Store, inout [ObjCObject]) -> Void) {
        let dropped: [ObjCObject] = store.withLock { store in
            var dropped: [ObjCObject] = []
            body(&store, &dropped)
            if store.editing.count > inputLimit {
                let excess = store.editing.count - inputLimit
                dropped += store.editing.prefix(excess).compactMap(\.read)
                store.editing.removeFirst(excess)
            }
            store.all = (store.editing.flatMap(\.fragments) + store.ended.flatMap { $0 }).map(fold)
            isEmpty.store(store.all.isEmpty, ordering: .releasing)
            isEditing.store(!store.editing.isEmpty, ordering: .releasing)
            return dropped
        }
        for text in dropped { text.release() }
    }

    // Registered once: registration hashes the name.
    private static let textSelector: ObjCSelector = "text"
    private static let isSecureTextEntry: ObjCSelector = "isSecureTextEntry"
    private static let isEqualToString: ObjCSelector = "isEqualToString:"
}
