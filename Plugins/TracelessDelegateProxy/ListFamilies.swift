import Traceless
import TracelessRuntime

/// Lists and scroll views: a selection (or a row's accessory button) reports the cell,
/// its position and what the delegate adds for that row (`traceless_tableView:propertiesForRowAtIndexPath:`,
/// `traceless_collectionView:propertiesForItemAtIndexPath:`); a drag reports the view.
extension DelegateFamily {
    static let table = DelegateFamily(
        viewClass: "UITableView", setter: "setDelegate:", getter: "delegate",
        callbacks: [
            DelegateCallback(
                "tableView:didSelectRowAtIndexPath:", types: "v@:@@", kind: .listSelection, proof: .mark(.tableSelection),
                reportsOtherElement: true, describe: tableRow.describe),
            // A row's detail button: UIKit's own button targets the table, which tells the delegate.
            DelegateCallback(
                "tableView:accessoryButtonTappedForRowWithIndexPath:", types: "v@:@@", kind: .accessoryButton,
                proof: .mark(.accessoryTap), reportsOtherElement: true, describe: tableRow.describe),
        ])

    private static let tableRow = ListSelection(cell: "cellForRowAtIndexPath:", properties: "traceless_tableView:propertiesForRowAtIndexPath:")

    static let collection = DelegateFamily(
        viewClass: "UICollectionView", setter: "setDelegate:", getter: "delegate",
        callbacks: [DelegateCallback(
            "collectionView:didSelectItemAtIndexPath:", types: "v@:@@", kind: .listSelection, proof: .mark(.collectionSelection),
            reportsOtherElement: true, describe: ListSelection(cell: "cellForItemAtIndexPath:", properties: "traceless_collectionView:propertiesForItemAtIndexPath:").describe)])

    static let scroll = DelegateFamily(
        viewClass: "UIScrollView", setter: "setDelegate:", getter: "delegate",
        callbacks: [DelegateCallback("scrollViewDidEndDragging:willDecelerate:", types: "v@:@C", kind: .scroll, proof: .mark(.scrollDrag))])
}

/// A row or item selection: `(list, indexPath)` arguments.
private struct ListSelection: Sendable {
    let cell: ObjCSelector
    let properties: ObjCSelector

    func describe(
        _ call: HookInvocation, _ view: ObjCObject, _ delegate: ObjCObject, _ described: ViewDescription,
        _ details: inout CallbackDetails
    ) {
        let indexPath = call.objectArgument(1)
        let row = UIKitIntrospection.indexPath(indexPath)
        guard let indexPath else {
            details.element.indexPath = row
            return
        }
        // What the delegate adds for the row, asked after the cell is read.
        let rowProperties = { UIKitIntrospection.scalarDictionary(delegate.probe(properties, view, indexPath)?.object) }
        if let cell = view.probe(cell, indexPath)?.object {
            details.tapView = cell
            // The cell's walk up its superviews ends at the list, already read. Set, then
            // changed in place: an element made aside is copied where it is handed on.
            details.element = UIKitIntrospection.element(for: cell, indexPath: row, inside: described)
            if details.element.text == nil, let label = cell.probe(Self.textLabel)?.object {
                details.element.text = UIKitIntrospection.text(of: label, inside: described)
            }
            Self.merge(rowProperties(), into: &details.element)
        } else {
            details.element.indexPath = row
            Self.merge(rowProperties(), into: &details.element)
        }
    }

    /// The row's properties over the element's own (an app's name for a row wins).
    private static func merge(_ properties: [String: Screen.Value], into element: inout Interaction.Element) {
        guard !properties.isEmpty else { return }
        element.properties.merge(properties) { _, row in row }
    }

    // Registered once: registration hashes the name, and every selection reads it.
    private static let textLabel: ObjCSelector = "textLabel"
}
