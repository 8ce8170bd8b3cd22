import Traceless
import TracelessRuntime

/// Pickers: a wheel the user turned (a drag, a flick, a tap on a row, VoiceOver's
/// swipe) reports the row it came to rest on, as a list reports a selected row: the
/// component and row as its index path, the row's title as its text and its row as
/// its value. UIKit tells the delegate only for a user's choice; `selectRow:inComponent:
/// animated:` from code does not.
extension DelegateFamily {
    static let picker = DelegateFamily(
        viewClass: "UIPickerView", setter: "setDelegate:", getter: "delegate",
        callbacks: [DelegateCallback(
            "pickerView:didSelectRow:inComponent:", types: "v@:@qq", kind: .listSelection, proof: .mark(.pickerSelection),
            describe: describeRow)])

    /// `(picker, row, component)` arguments.
    private static let describeRow: DelegateCallback.Describe = { call, view, delegate, _, details in
        let row = call.intArgument(1), component = call.intArgument(2)
        details.element.indexPath = Interaction.Element.IndexPath(section: component, item: row)
        details.element.value = .number(Double(row))
        details.element.text = PickerRowTitle.read(row, component, of: view, delegate: delegate)
    }
}

/// The title a picker shows for a row, asked as UIKit asks it: the attributed title,
/// else the plain one. (A delegate that gives views of its own and no title leaves the
/// row without text: its index path and value still tell it.)
private enum PickerRowTitle {
    static func read(_ row: Int, _ component: Int, of picker: ObjCObject, delegate: ObjCObject) -> String? {
        if delegate.probeResponds(to: attributedTitle),
           let text = UIKitIntrospection.string(delegate.probe(attributedTitle, picker, row, component)?.object?.probe(string)?.object) {
            return text
        }
        guard delegate.probeResponds(to: title) else { return nil }
        return UIKitIntrospection.string(delegate.probe(title, picker, row, component)?.object)
    }

    // Registered once: registration hashes the name.
    private static let attributedTitle: ObjCSelector = "pickerView:attributedTitleForRow:forComponent:"
    private static let title: ObjCSelector = "pickerView:titleForRow:forComponent:"
    private static let string: ObjCSelector = "string"
}
