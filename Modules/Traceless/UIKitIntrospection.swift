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

    /// The view controller a responder belongs to: the first controller up the
    /// responder chain (a controller's root view answers it as `nextResponder`).
    public static func controller(of responder: ObjCObject) -> ObjCObject? {
        guard let viewControllerClass else { return nil }
        var current: ObjCObject? = responder
        var steps = 0
        while let object = current, steps < 256 {
            if object.isKind(of: viewControllerClass) { return object }
            guard object.responds(to: "nextResponder") else { return nil }
            current = object.send("nextResponder").object
            steps += 1
        }
        return nil
    }

    /// The screen of a controller: its business class and title.
    public static func screen(ofController controller: ObjCObject) -> Screen {
        Screen(controllerClass: controller.declaredClass.name, title: string(controller.send("title").object))
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
            if let parent = object.send("superview").object {
                components.append("\(name)[\(index(of: object, among: parent))]")
            } else {
                components.append(name)
            }
            current = object.send("superview").object
            depth += 1
        }
        return components.reversed().joined(separator: "/")
    }

    private static func index(of view: ObjCObject, among parent: ObjCObject) -> Int {
        guard let subviews = parent.send("subviews").object else { return 0 }
        let cls = view.declaredClass
        var index = 0
        for i in 0..<subviews.send("count").int {
            guard let sibling = subviews.send("objectAtIndex:", i).object else { continue }
            if sibling == view { return index }
            if sibling.declaredClass == cls { index += 1 }
        }
        return index
    }

    /// The element a view is: class, path, visible text, accessibility id, tag.
    /// Never the text of a text field (secure or not: what users type is theirs).
    public static func element(for view: ObjCObject, indexPath: Element.IndexPath? = nil) -> Element {
        let isView = viewClass.map { view.isKind(of: $0) } ?? false
        let tag = isView && view.responds(to: "tag") ? view.send("tag").int : 0
        return Element(
            className: view.declaredClass.name,
            path: isView ? viewPath(of: view) : nil,
            text: text(of: view),
            accessibilityIdentifier: view.responds(to: "accessibilityIdentifier") ? string(view.send("accessibilityIdentifier").object) : nil,
            tag: tag == 0 ? nil : tag,
            indexPath: indexPath)
    }

    /// Visible text of common controls.
    public static func text(of view: ObjCObject) -> String? {
        if let textField = ObjCClass(named: "UITextField"), view.isKind(of: textField) { return nil }
        if view.responds(to: "currentTitle") { return string(view.send("currentTitle").object) }
        if let segmented = ObjCClass(named: "UISegmentedControl"), view.isKind(of: segmented) {
            let index = view.send("selectedSegmentIndex").int
            return index >= 0 ? string(view.send("titleForSegmentAtIndex:", index).object) : nil
        }
        if view.responds(to: "text") { return string(view.send("text").object) }
        return nil
    }

    /// An NSIndexPath as section and row/item.
    public static func indexPath(_ object: ObjCObject?) -> Element.IndexPath? {
        guard let object else { return nil }
        let item = object.responds(to: "row") ? object.send("row").int : object.send("item").int
        return Element.IndexPath(section: object.send("section").int, item: item)
    }

    /// The text of an NSString, nil for nil or an empty string.
    public static func string(_ object: ObjCObject?) -> String? {
        guard let object, let stringClass, object.isKind(of: stringClass) else { return nil }
        let text = object.stringValue
        return text.isEmpty ? nil : text
    }
}
