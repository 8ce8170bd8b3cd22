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

    private static let tableRow = ListSelection(
        list: "UITableView", cell: "cellForRowAtIndexPath:", properties: "traceless_tableView:propertiesForRowAtIndexPath:")

    static let collection = DelegateFamily(
        viewClass: "UICollectionView", setter: "setDelegate:", getter: "delegate",
        callbacks: [DelegateCallback(
            "collectionView:didSelectItemAtIndexPath:", types: "v@:@@", kind: .listSelection, proof: .mark(.collectionSelection),
            reportsOtherElement: true,
            describe: ListSelection(
                list: "UICollectionView", cell: "cellForItemAtIndexPath:",
                properties: "traceless_collectionView:propertiesForItemAtIndexPath:").describe)])

    static let scroll = DelegateFamily(
        viewClass: "UIScrollView", setter: "setDelegate:", getter: "delegate",
        callbacks: [DelegateCallback("scrollViewDidEndDragging:willDecelerate:", types: "v@:@C", kind: .scroll, proof: .mark(.scrollDrag))])
}

/// A row or item selection: `(list, indexPath)` arguments.
private struct ListSelection: Sendable {
    /// The list's class: a list of its kind answers `cell` (read without asking first).
    let listClass: ObjCClass?
    let cell: ObjCSelector
    let properties: ObjCSelector
    /// The last delegate class found without `properties`, answering
    /// `respondsToSelector:` by its methods alone: not asked again (most delegates add
    /// nothing to their rows, and GNUstep asks the class to resolve the method each time).
    private let classWithoutProperties = AtomicCounter()

    init(list: String, cell: ObjCSelector, properties: ObjCSelector) {
        listClass = ObjCClass(named: list)
        self.cell = cell
        self.properties = properties
    }

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
        let isList = listClass.map(view.isa.isSubclass(of:)) ?? false
        if let cell = view.probe(cell, indexPath, known: isList)?.object {
            details.tapView = cell
            // The cell's walk up its superviews ends at the list, already read. Set, then
            // changed in place: an element made aside is copied where it is handed on.
            details.element = UIKitIntrospection.element(for: cell, indexPath: row, inside: described)
            if details.element.text == nil {
                details.element.text = UIKitIntrospection.cellText(of: cell, inside: described)
            }
        } else {
            details.element.indexPath = row
        }
        // What the delegate adds for the row, asked after the cell is read.
        Self.merge(rowProperties(delegate, view, indexPath), into: &details.element)
    }

    private func rowProperties(_ delegate: ObjCObject, _ view: ObjCObject, _ indexPath: ObjCObject) -> [String: Screen.Value] {
        let isa = delegate.isa
        guard classWithoutProperties.value != Int(bitPattern: isa.objcWord) else { return [:] }
        guard delegate.probeResponds(to: properties) else {
            if isa.respondsByItsMethods { classWithoutProperties.store(Int(bitPattern: isa.objcWord)) }
            return [:]
        }
        return UIKitIntrospection.scalarDictionary(delegate.probe(properties, view, indexPath)?.object)
    }

    /// The row's properties over the element's own (an app's name for a row wins).
    private static func merge(_ properties: [String: Screen.Value], into element: inout Interaction.Element) {
        guard !properties.isEmpty else { return }
        element.properties.merge(properties) { _, row in row }
    }
}
