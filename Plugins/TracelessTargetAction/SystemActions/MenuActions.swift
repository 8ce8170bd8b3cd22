import Foundation
import Traceless
import TracelessRuntime

/// Elements chosen in menus: a button's menu (`menu`, `showsMenuAsPrimaryAction`), a
/// context menu on a view (`UIContextMenuInteraction`) or on a list's row.
///
/// On a device a selection recogniser in the menu (UIKit's wiring, not tracked) picks
/// the element, and UIKit runs the chosen `UIAction` with `-[UIAction
/// performWithSender:target:]`, the sender being the button, or the context menu
/// interaction of the view or list. Every `UIAction` UIKit runs goes through that step,
/// so one hook there sees them all: a control's own actions are its control's (marked
/// by ``ControlUIActions``), a bar button item's primary action the item's
/// (``BarButtonItems``); the rest are menu elements, reported as `.menuAction`: the
/// element's title, on the screen of the view the menu came from, for a row's menu the
/// row (the finger was on it when the list showed the menu), keyed
/// `Scope.UIAction(<source place>/<element>)` where the element is `#identifier` (an
/// identifier the app gave the action), its position in the button's menu (`0/2`), or
/// its place in the menu on screen (`item[1]`). Opening a menu is no event.
final class MenuActions: @unchecked Sendable {
    private struct Row {
        let indexPath: Interaction.Element.IndexPath?
        let text: String?
    }

    private let lock = NSLock()
    /// List address -> the row its latest context menu is for.
    private var rows: [UInt: Row] = [:]

    /// A table or collection view shows a context menu
    /// (`contextMenuInteraction:willDisplayMenuForConfiguration:animator:`): the finger
    /// that opened it is down on the row it is for.
    func menuShown(by list: ObjCObject, configuration: ObjCObject?) {
        let key = list.objcWord
        guard configuration != nil, let finger = UserTouches.fingerView, let cell = Self.cell(above: finger, in: list) else {
            lock.withLock { _ = rows.removeValue(forKey: key) }
            return
        }
        let row = Row(
            indexPath: UIKitIntrospection.indexPath(list.probe("indexPathForCell:", cell)?.object),
            text: Self.text(of: cell))
        let isNew = lock.withLock { rows.updateValue(row, forKey: key) == nil }
        if isNew {
            ObjectLifetime.onDeallocation(of: list, key: ObjectIdentifier(self)) { [weak self] in
                self?.lock.withLock { _ = self?.rows.removeValue(forKey: key) }
            }
        }
    }

    /// `-[UIAction performWithSender:target:]`.
    func willPerform(_ action: ObjCObject, sender: ObjCObject?, context: PluginContext) {
        guard !ControlUIActions.isSending(action) else { return }
        if let sender, let itemClass = BarButtonItems.itemClass, sender.probeKind(of: itemClass) {
            BarButtonItems.itemSent(sender, action: "UIAction", event: nil, context: context)
            return
        }
        guard context.isActive, UserTouches.isRecentTouch else { return }
        let source = sender.flatMap(Self.sourceView(of:))
        if let source, ElementAnnotations.isIgnored(source) { return }
        var element = UIKitIntrospection.element(for: action, showing: UIKitIntrospection.string(action.probe("title")?.object))
        var attributes: [String: String] = [:]
        if let source {
            attributes["menuSource"] = ClassFacts.of(source).name
            if let row = lock.withLock({ rows.removeValue(forKey: source.objcWord) }) {
                element.indexPath = row.indexPath
                if let text = row.text { attributes["rowText"] = text }
            }
        }
        let identifier = ControlUIActions.appIdentifier(of: action)
        let position = identifier.map { "#" + $0 }
            ?? source.flatMap { $0.probe("menu")?.object }.flatMap { Self.path(of: action, in: $0) }
            ?? UserTouches.touchedView.flatMap(Self.listedPlace(of:))
            ?? "-"
        let place = source.map(ElementPlace.init(of:)) ?? ElementPlace(screen: "-", element: "-")
        // Before the interaction, which the element moves into.
        let elementKey = ElementPlace(screen: place.screen, element: "\(place.element)/\(position)").key(element.className)
        context.emit(Interaction(
            kind: .menuAction, plugin: context.pluginID.rawValue, screen: source.flatMap(UIKitIntrospection.screen(of:)),
            element: consume element, selector: identifier,
            elementKey: elementKey,
            attributes: attributes, tap: UserTouches.position()))
    }

    /// The view a menu came from: the sender itself (a button), or the view of the
    /// context menu interaction that sent it.
    private static func sourceView(of sender: ObjCObject) -> ObjCObject? {
        if let viewClass, sender.probeKind(of: viewClass) { return sender }
        return sender.probe("view")?.object
    }

    /// The element's position in a menu (`0/2`: the third element of the first submenu).
    private static func path(of action: ObjCObject, in menu: ObjCObject, depth: Int = 0) -> String? {
        guard depth < 16, let children = menu.probe("children")?.object else { return nil }
        for (index, child) in UIKitIntrospection.elements(of: children).enumerated() {
            if child == action || child.probe("isEqual:", action)?.bool == true { return "\(index)" }
            if let menuClass, child.probeKind(of: menuClass), let inner = path(of: action, in: child, depth: depth + 1) {
                return "\(index)/\(inner)"
            }
        }
        return nil
    }

    /// The place of the menu element the finger is on, among the elements shown with it:
    /// the first view up from the finger that has siblings named alike.
    private static func listedPlace(of touched: ObjCObject) -> String? {
        var current: ObjCObject? = touched
        for _ in 0..<8 {
            guard let view = current, let parent = view.probe("superview")?.object else { return nil }
            let name = ClassFacts.of(view).name
            let alike = UIKitIntrospection.elements(of: parent.probe("subviews")?.object ?? view)
                .filter { ClassFacts.of($0).name == name }
            if alike.count > 1, let index = alike.firstIndex(of: view) { return "item[\(index)]" }
            current = parent
        }
        return nil
    }

    private static func cell(above view: ObjCObject, in list: ObjCObject) -> ObjCObject? {
        var current: ObjCObject? = view
        var depth = 0
        while let candidate = current, candidate != list, depth < 64 {
            if cellClasses.contains(where: candidate.probeKind(of:)) { return candidate }
            current = candidate.probe("superview")?.object
            depth += 1
        }
        return nil
    }

    private static func text(of cell: ObjCObject) -> String? {
        UIKitIntrospection.text(of: cell) ?? UIKitIntrospection.cellText(of: cell)
    }

    // Looked up once.
    private static let viewClass = ObjCClass(named: "UIView")
    private static let menuClass = ObjCClass(named: "UIMenu")
    private static let cellClasses = ["UITableViewCell", "UICollectionViewCell"].compactMap(ObjCClass.init(named:))
}
