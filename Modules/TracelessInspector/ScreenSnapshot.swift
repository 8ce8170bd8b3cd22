import Foundation
import Traceless
import TracelessRuntime

/// The current screen as the inspector draws it: every view of the application's windows
/// with its frame in window coordinates, its element key, its visible text (never a text
/// input's) and whether an interaction with it is reported; not the keyboard's window,
/// whose prediction bar shows the word being typed. Read on the thread UIKit runs on.
enum ScreenSnapshot {
    /// Views beyond this many are left out (a stated cap: the page draws a screen, not a
    /// crawl of every cell ever made); the snapshot says so in `truncated`.
    static let maxElements = 5_000

    static func take(reason: String, plugins: Set<String>, at date: Date = Date()) -> Data {
        withAutoreleasePool { build(reason: reason, plugins: plugins, at: date) }
    }

    private static func build(reason: String, plugins: Set<String>, at date: Date) -> Data {
        TypedText.refresh()
        var elements: [[String: Any]] = []
        var size: [String: Double] = ["width": 0, "height": 0]
        var pending: [(view: ObjCObject, parent: String?, originX: Double, originY: Double)] = []
        for window in windows().reversed() { pending.append((window, nil, 0, 0)) }
        var truncated = false
        while let (view, parent, originX, originY) = pending.popLast() {
            guard elements.count < maxElements else {
                truncated = true
                break
            }
            let id = "e\(elements.count)"
            let isWindow = parent == nil
            let frame = view.probeRect(isWindow ? Selectors.bounds : Selectors.frame) ?? (0, 0, 0, 0)
            let x = isWindow ? 0 : originX + frame.x, y = isWindow ? 0 : originY + frame.y
            if isWindow, size["width"] == 0 { size = ["width": frame.width, "height": frame.height] }
            elements.append(element(view, id: id, parent: parent, frame: (x, y, frame.width, frame.height), plugins: plugins))
            let bounds = isWindow ? frame : (view.probeRect(Selectors.bounds) ?? (0, 0, 0, 0))
            if let children = view.probe(Selectors.subviews)?.object {
                for child in UIKitIntrospection.elements(of: children).reversed() {
                    pending.append((child, id, x - bounds.x, y - bounds.y))
                }
            }
        }
        var message: [String: Any] = [
            "kind": "snapshot", "at": InspectorMessage.timestamp(date), "reason": reason,
            "screen": screen(), "size": size, "elements": elements,
        ]
        if truncated { message["truncated"] = true }
        return InspectorMessage.object(message)
    }

    private static func element(_ view: ObjCObject, id: String, parent: String?,
                                frame: (x: Double, y: Double, width: Double, height: Double), plugins: Set<String>) -> [String: Any] {
        let facts = ClassFacts.of(view)
        let described = UIKitIntrospection.describe(view)
        let className = described.element.className
        let plugin = reportingPlugin(of: view, facts: facts).flatMap { plugins.contains($0) ? $0 : nil }
        let tracked = plugin != nil && !described.isIgnored
        // A text input's text (and anything inside one) is never read: what users type is theirs.
        // Nor what was typed, shown in another view (``TypedText``).
        let text = facts.takesText || UIKitIntrospection.isInTextInput(view) ? nil : described.element.text.flatMap { TypedText.holds($0) ? nil : $0 }
        return [
            // The element's own page: under a pushed page or a sheet, or in a transition, the
            // window holds views of more than the page on top, and their events name their page.
            "screen": described.screen?.name as Any? ?? NSNull(),
            "id": id, "parent": parent ?? NSNull(), "class": className, "kind": kind(of: facts),
            "frame": ["x": frame.x, "y": frame.y, "width": frame.width, "height": frame.height],
            "key": key(of: view, described: described) as Any? ?? NSNull(),
            "text": text as Any? ?? NSNull(), "tracked": tracked, "plugin": (tracked ? plugin : nil) as Any? ?? NSNull(),
            "accessibilityIdentifier": described.element.accessibilityIdentifier as Any? ?? NSNull(),
            "tracelessElementID": described.element.id as Any? ?? NSNull(),
            "hidden": view.probe(Selectors.isHidden)?.bool ?? false,
        ]
    }

    /// The key a tap on the view reports: a list's (and its cells') selection key, a
    /// control's first target's action for the first of these events it has one for (as
    /// TargetAction reports it: a button's TouchUpInside, a switch's or a stepper's
    /// ValueChanged). Nil where the view alone does not tell it (a bar item's or a tab's view,
    /// a control with only a `UIAction`, a gesture's view): a place key there would name
    /// nothing, and the page names those by the events tapped on them.
    private static func key(of view: ObjCObject, described: ViewDescription) -> String? {
        let className = described.element.className
        if let list = enclosingList(of: view) {
            // A list and its cells: the list's selection key (which row is the definition's `index`).
            let listDescription = list.view == view ? described : UIKitIntrospection.describe(list.view)
            return listDescription.place.key(listDescription.element.className, list.selection)
        }
        if let controlClass = Classes.control, view.probeKind(of: controlClass),
           let targets = view.probe(Selectors.allTargets)?.object?.probe(Selectors.allObjects)?.object {
            let targets = UIKitIntrospection.elements(of: targets)
            for (bit, name) in reportedControlEvents {
                for target in targets {
                    guard let actions = view.probe(Selectors.actionsForTarget, target, bit)?.object else { continue }
                    // UIKit's own wiring (a bar item's view calling its item) is not what TargetAction reports.
                    for action in UIKitIntrospection.elements(of: actions).compactMap({ UIKitIntrospection.string($0) })
                    where !UIKitClasses.isUIKitWiring(target: target, action: ObjCSelector(action)) {
                        return described.place.key(className, action, name)
                    }
                }
            }
        }
        return nil
    }

    /// The table or collection view `view` is, or whose cell it is or is in, with the
    /// selector its selections are reported by.
    private static func enclosingList(of view: ObjCObject) -> (view: ObjCObject, selection: String)? {
        var current: ObjCObject? = view
        var inCell = false
        for _ in 0..<64 {
            guard let candidate = current else { return nil }
            // The list itself, or one its cell (or something inside a cell) is in; a button in a
            // header is not the list's.
            if candidate == view || inCell {
                if let table = Classes.table, candidate.probeKind(of: table) { return (candidate, "tableView:didSelectRowAtIndexPath:") }
                if let collection = Classes.collection, candidate.probeKind(of: collection) { return (candidate, "collectionView:didSelectItemAtIndexPath:") }
            }
            if ClassFacts.of(candidate).isReusable { inCell = true }
            current = candidate.probe(Selectors.superview)?.object
        }
        return nil
    }

    /// UIControl.Event bits a user's action on a control is reported for, most usual first.
    private static let reportedControlEvents: [(UInt, String)] = [
        (1 << 6, "TouchUpInside"), (1 << 12, "ValueChanged"), (1 << 13, "PrimaryActionTriggered"), (1 << 19, "EditingDidEndOnExit"),
    ]

    private static func reportingPlugin(of view: ObjCObject, facts: ClassFacts) -> String? {
        guard facts.isTapTarget else { return nil }
        if let controlClass = Classes.control, view.probeKind(of: controlClass) { return "traceless.target-action" }
        return "traceless.delegate-proxy"
    }

    /// `button`, `label`, `text-input`, `cell`, ...: the public UIKit type without its prefix.
    private static func kind(of facts: ClassFacts) -> String {
        if facts.takesText { return "text-input" }
        if facts.isReusable { return "cell" }
        guard let type = facts.publicType else { return facts.isTapTarget ? "control" : "view" }
        return (type.hasPrefix("UI") ? String(type.dropFirst(2)) : type).lowercased()
    }

    private static func windows() -> [ObjCObject] {
        guard let appClass = ObjCClass(named: "UIApplication"),
              let app = ObjCObject(raw: appClass.raw).probe("sharedApplication")?.object,
              let windows = app.probe("windows")?.object else { return [] }
        return UIKitIntrospection.elements(of: windows).filter { !ClassFacts.of($0).isKeyboardWindow }
    }

    /// The page on top of the first window: its name, class and title.
    private static func screen() -> Any {
        guard let root = UIKitIntrospection.controllersInWindows().first else { return NSNull() }
        let screen = UIKitIntrospection.screen(ofController: UIKitIntrospection.visiblePage(of: root))
        return ["name": screen.name, "class": screen.controllerClass, "title": screen.title as Any? ?? NSNull()] as [String: Any]
    }

    private enum Classes {
        static let control = ObjCClass(named: "UIControl")
        static let table = ObjCClass(named: "UITableView")
        static let collection = ObjCClass(named: "UICollectionView")
    }

    private enum Selectors {
        static let frame: ObjCSelector = "frame"
        static let bounds: ObjCSelector = "bounds"
        static let subviews: ObjCSelector = "subviews"
        static let superview: ObjCSelector = "superview"
        static let isHidden: ObjCSelector = "isHidden"
        static let allTargets: ObjCSelector = "allTargets"
        static let allObjects: ObjCSelector = "allObjects"
        static let actionsForTarget: ObjCSelector = "actionsForTarget:forControlEvent:"
    }
}
