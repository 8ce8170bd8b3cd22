import Synchronization
import TracelessRuntime

/// The keyboard's windows: nothing the user touches there is reported.
///
/// UIKit's keyboard runs in the app's process, in a window of its own (UIKit's private
/// `UIRemoteKeyboardWindow`, a kind of `UITextEffectsWindow`), and each key is a touch
/// that comes through `-[UIApplication sendEvent:]` like any other, on one view whose
/// keys are frames, not views. Where a finger lands there is which key it typed: a dead
/// tap or a burst of taps placed on the keyboard would spell what the user typed. The
/// same window shows the prediction bar (the word being typed, in a view of another
/// framework with a recogniser of its own), the emoji keyboard, and the first
/// responder's own `inputView` (an app's keypad: its buttons are keys) and
/// `inputAccessoryView`. Which of the app's views there are typing cannot be told from
/// the views alone, so the whole window is left alone, as a view marked ignored is
/// (``ElementAnnotations``): its touches give no event of any kind, and diagnostics
/// count the reports left out.
///
/// Known by UIKit's own window class, not by a view's name: every view the keyboard
/// shows sits in that window.
package enum KeyboardWindows {
    /// UIKit's text effects window, whose kind the keyboard's window is.
    static let textEffectsWindow = ObjCClass(named: "UITextEffectsWindow")

    /// Reports left out since the process started: an atomic, counted on the report's
    /// thread.
    package static var leftAlone: Int { count.load(ordering: .relaxed) }

    /// Counts one report left out.
    static func noteLeftAlone() {
        count.wrappingAdd(1, ordering: .relaxed)
    }

    private static let count = Atomic<Int>(0)
}
