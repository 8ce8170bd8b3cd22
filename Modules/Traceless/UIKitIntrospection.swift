import TracelessRuntime

/// Reads what an interaction needs from UIKit objects (real UIKit or HostKit),
/// through public UIKit API only: the responder chain, the view hierarchy, titles.
///
/// ```swift
/// let screen = UIKitIntrospection.screen(of: button)        // the controller up the responder chain
/// let element = UIKitIntrospection.element(for: button)     // class, path, title, accessibility id
/// ```
public enum UIKitIntrospection {
    private static let viewControllerClass = ObjCClass(named: "UIViewController")
    private static let viewClass = ObjCClass(named: "UIView")
    private static let stringClass = ObjCClass(named: "NSString")
    private static let textFieldClass = ObjCClass(named: "UITextField")
    private static let segmentedClass = ObjCClass(named: "UISegmentedControl")

    // Selectors registered once: registration hashes the name.
    private static let nextResponder: Selector = "nextResponder"
    private static let superview: Selector = "superview"
    private static let subviews: Selector = "subviews"
    private static let count: Selector = "count"
    private static let objectAtIndex: Selector = "objectAtIndex:"
    private static let title: Selector = "title"
    private static let tag: Selector = "tag"
    private static let accessibilityIdentifier: Selector = "accessibilityIdentifier"
    private static let currentTitle: Selector = "currentTitle"
    private static let selectedSegmentIndex: Selector = "selectedSegmentIndex"
    private static let titleForSegmentAtIndex: Selector = "titleForSegmentAtIndex:"
    private static let textSelector: Selector = "text"
    private static let row: Selector = "row"
    private static let itemSelector: Selector = "item"
    private static let section: Selector = "section"

    /// The view controller a responder belongs to: the first controller up the
    /// responder chain (a controller's root view answers it as `nextResponder`).
    public static func controller(of responder: ObjCObject) -> ObjCObject? {
        guard let viewControllerClass else { return nil }
        var current: ObjCObject? = responder
        var steps = 0
        while let object = current, steps < 256 {
            if object.isKind(of: viewControllerClass) { return object }
            guard object.responds(to: nextResponder) else { return nil }
            current = object.send(nextResponder).object
            steps += 1
        }
        return nil
    }

    /// The screen of a controller: its business class and title.
    public static func screen(ofController controller: ObjCObject) -> Screen {
        Screen(controllerClass: controller.declaredClass.name, title: string(controller.send(title).object))
    }

    /// The screen a view or other responder is on.
    public static func screen(of responder: ObjCObject) -> Screen? {
        controller(of: responder).map(screen(ofController:))
    }

    /// `UIWindow/UIView[0]/UITableView[1]`: each step is the class name and the
    /// index among the superview's subviews of the same class.
    public static func viewPath(of view: ObjCObject) -> String {
        var components: [String] = []
        var current: ObjCObject? = view
        var depth = 0
        while let object = current, depth < 64 {
            let name = object.declaredClass.name
            let parent = object.send(superview).object
            if let parent {
                components.append("\(name)[\(index(of: object, among: parent))]")
            } else {
                components.append(name)
            }
            current = parent
            depth += 1
        }
        return components.reversed().joined(separator: "/")
    }

    private static func index(of view: ObjCObject, among parent: ObjCObject) -> Int {
        guard let siblings = parent.send(subviews).object else { return 0 }
        let cls = view.declaredClass
        var index = 0
        for i in 0..<siblings.send(count).int {
            guard let sibling = siblings.send(objectAtIndex, i).object else { continue }
            if sibling == view { return index }
            if sibling.declaredClass == cls { index += 1 }
        }
        return index
    }

    /// The element a view is: class, path, visible text, accessibility id, tag.
    /// Never the text of a text field (secure or not: what users type is theirs).
    public static func element(for view: ObjCObject, indexPath: Element.IndexPath? = nil) -> Element {
        let isView = viewClass.map { view.isKind(of: $0) } ?? false
        let tag = isView && view.responds(to: Self.tag) ? view.send(Self.tag).int : 0
        return Element(
            className: view.declaredClass.name,
            path: isView ? viewPath(of: view) : nil,
            text: text(of: view),
            accessibilityIdentifier: view.responds(to: accessibilityIdentifier) ? string(view.send(accessibilityIdentifier).object) : nil,
            tag: tag == 0 ? nil : tag,
            indexPath: indexPath)
    }

    /// Visible text of common controls.
    public static func text(of view: ObjCObject) -> String? {
        if let textFieldClass, view.isKind(of: textFieldClass) { return nil }
        if view.responds(to: currentTitle) { return string(view.send(currentTitle).object) }
        if let segmentedClass, view.isKind(of: segmentedClass) {
            let index = view.send(selectedSegmentIndex).int
            return index >= 0 ? string(view.send(titleForSegmentAtIndex, index).object) : nil
        }
        if view.responds(to: textSelector) { return string(view.send(textSelector).object) }
        return nil
    }

    /// An NSIndexPath as section and row/item.
    public static func indexPath(_ object: ObjCObject?) -> Element.IndexPath? {
        guard let object else { return nil }
        let item = object.responds(to: row) ? object.send(row).int : object.send(itemSelector).int
        return Element.IndexPath(section: object.send(section).int, item: item)
    }

    /// The text of an NSString, nil for nil or an empty string.
    public static func string(_ object: ObjCObject?) -> String? {
        guard let object, let stringClass, object.isKind(of: stringClass) else { return nil }
        let text = object.stringValue
        return text.isEmpty ? nil : text
    }
}
