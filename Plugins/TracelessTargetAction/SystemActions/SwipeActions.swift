import Traceless
import TracelessRuntime

/// Taps on a row's swipe actions (`UIContextualAction`), and full swipes.
///
/// On a device a swipe reveals a pull view with one button per action; the buttons
/// target the pull view (UIKit's wiring, not tracked), which tells its delegate
/// `swipeActionPullView:tappedAction:`, and UIKit runs the action's handler through
/// `-[UIContextualAction executeHandlerWithView:completionHandler:]` (a full swipe takes
/// only that step). Reported once, at the first of the two this UIKit takes, as a
/// `.swipeAction`: the action's title and style, the row, on the list's screen, keyed
/// `Scope.UIContextualAction(<list place>/trailing[0])` (the side and the position of
/// its button). UIKit's own pan that reveals the actions is no event.
enum SwipeActions {
    /// `swipeActionPullView:tappedAction:`: reported, and marked for the handler's step.
    static func tapped(_ action: ObjCObject?, in pullView: ObjCObject?, context: PluginContext?) {
        marks.push(action)
        guard let action, let context else { return }
        let shown = pullView.flatMap { Self.button(for: action, in: $0) }
        report(action, source: shown ?? pullView, pullView: pullView, context: context)
    }

    static func didTap() { marks.pop() }

    /// `-[UIContextualAction executeHandlerWithView:completionHandler:]`.
    static func willExecute(_ action: ObjCObject, view: ObjCObject?, context: PluginContext) {
        guard !marks.contains(action) else { return }
        report(action, source: view, pullView: view?.probe(superview)?.object, context: context)
    }

    private static let marks = ActionMarks()

    private static func report(_ action: ObjCObject, source: ObjCObject?, pullView: ObjCObject?, context: PluginContext) {
        guard context.isActive, UserTouches.isRecentTouch else { return }
        let list = source.flatMap(Self.list(above:))
        if let list, ElementAnnotations.isIgnored(list) { return }
        let cell = list.flatMap { list in pullView.flatMap { Self.cell(for: $0, in: list) } }
        var element = UIKitIntrospection.element(for: action, showing: UIKitIntrospection.string(action.probe(title)?.object))
        element.indexPath = cell.flatMap { cell in UIKitIntrospection.indexPath(list?.probe(indexPathForCell, cell)?.object) }
        let edge = pullView.flatMap(Self.edge(of:)) ?? "trailing"
        let index = source.flatMap { source in pullView.flatMap { buttons(in: $0).firstIndex(of: source) } } ?? 0
        var attributes = ["actionStyle": action.probe(style)?.int == 1 ? "destructive" : "normal", "edge": edge]
        if let cell, let text = UIKitIntrospection.text(of: cell) ?? UIKitIntrospection.cellText(of: cell) {
            attributes["rowText"] = text
        }
        let place = list.map(ElementPlace.init(of:)) ?? ElementPlace(screen: "-", element: "-")
        // Before the interaction, which the element moves into.
        let elementKey = ElementPlace(screen: place.screen, element: "\(place.element)/\(edge)[\(index)]").key(element.className)
        context.emit(Interaction(
            kind: .swipeAction, plugin: context.pluginID.rawValue, screen: list.flatMap(UIKitIntrospection.screen(of:)),
            element: consume element,
            elementKey: elementKey,
            attributes: attributes, tap: UserTouches.position()))
    }

    /// The pull view's buttons, in the order they are laid out.
    private static func buttons(in pullView: ObjCObject) -> [ObjCObject] {
        guard let controlClass, let subviews = pullView.probe(subviewsSelector)?.object else { return [] }
        return UIKitIntrospection.elements(of: subviews).filter { $0.probeKind(of: controlClass) }
    }

    /// The button that shows `action` (UIKit titles it with the action's title).
    private static func button(for action: ObjCObject, in pullView: ObjCObject) -> ObjCObject? {
        let title = UIKitIntrospection.string(action.probe(Self.title)?.object)
        return buttons(in: pullView).first { UIKitIntrospection.string($0.probe(currentTitle)?.object) == title }
    }

    /// `leading` when the actions sit on the left half of the row, else `trailing`.
    private static func edge(of pullView: ObjCObject) -> String? {
        guard let frame = pullView.probeRect(frameSelector), let parent = pullView.probe(superview)?.object,
              let bounds = parent.probeRect(boundsSelector), bounds.width > 0 else { return nil }
        return frame.x + frame.width / 2 < bounds.width / 2 ? "leading" : "trailing"
    }

    private static func list(above view: ObjCObject) -> ObjCObject? { UIKitIntrospection.ancestor(of: view, kindOf: listClasses) }

    /// The swiped row's cell: the pull view sits in it, beside it in a container, or
    /// beside it in the list at its height.
    private static func cell(for pullView: ObjCObject, in list: ObjCObject) -> ObjCObject? {
        var current: ObjCObject? = pullView
        var below: ObjCObject = pullView
        var depth = 0
        while let candidate = current, candidate != list, depth < 64 {
            if isCell(candidate) { return candidate }
            if candidate != pullView, let subviews = candidate.probe(subviewsSelector)?.object,
               let sibling = UIKitIntrospection.elements(of: subviews).first(where: isCell) {
                return sibling
            }
            below = candidate
            current = candidate.probe(superview)?.object
            depth += 1
        }
        guard let frame = below.probeRect(frameSelector), let subviews = list.probe(subviewsSelector)?.object else { return nil }
        let middle = frame.y + frame.height / 2
        return UIKitIntrospection.elements(of: subviews).first { view in
            guard isCell(view), let cellFrame = view.probeRect(frameSelector) else { return false }
            return cellFrame.y <= middle && middle < cellFrame.y + cellFrame.height
        }
    }

    private static func isCell(_ view: ObjCObject) -> Bool { cellClasses.contains(where: view.probeKind(of:)) }

    // Looked up and registered once.
    private static let controlClass = ObjCClass(named: "UIControl")
    private static let listClasses = ["UITableView", "UICollectionView"].compactMap(ObjCClass.init(named:))
    private static let cellClasses = ["UITableViewCell", "UICollectionViewCell"].compactMap(ObjCClass.init(named:))
    private static let title: ObjCSelector = "title"
    private static let style: ObjCSelector = "style"
    private static let currentTitle: ObjCSelector = "currentTitle"
    private static let indexPathForCell: ObjCSelector = "indexPathForCell:"
    private static let subviewsSelector: ObjCSelector = "subviews"
    private static let superview: ObjCSelector = "superview"
    private static let frameSelector: ObjCSelector = "frame"
    private static let boundsSelector: ObjCSelector = "bounds"
}
