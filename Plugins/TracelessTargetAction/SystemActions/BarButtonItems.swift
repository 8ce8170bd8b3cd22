import Traceless
import TracelessRuntime

/// Taps on bar button items, in navigation bars and toolbars.
///
/// On a device the finger lands on the item's private `_UIButtonBarButton`, whose target
/// (`_UIButtonBarTargetAction`, UIKit's wiring: not tracked) calls
/// `-[UIBarButtonItem _triggerActionForEvent:]`, which runs the item's primary action
/// (`-[UIAction performWithSender:target:]`) or sends its action
/// (`-[UIApplication sendAction:to:from:forEvent:]` with the item as sender). The tap is
/// reported once, at the first of those steps this UIKit takes, as a `.barButtonItem`:
/// the item's title (or accessibility label, for system items), on the page whose bar it
/// is, keyed `Page.UIBarButtonItem(left[0]|right[1]|toolbar[2]|#id).action`.
enum BarButtonItems {
    /// `-[UIBarButtonItem _triggerActionForEvent:]`: reported here, and marked so that the
    /// send or the perform it makes is not reported again.
    static func willTrigger(_ item: ObjCObject, event: ObjCObject?, context: PluginContext?) {
        marks.push(item)
        guard let context else { return }
        report(item, event: event, action: actionName(of: item), context: context)
    }

    static func didTrigger() { marks.pop() }

    /// `-[UIApplication sendAction:to:from:forEvent:]` or `-[UIAction
    /// performWithSender:target:]` with a bar button item as sender.
    static func itemSent(_ item: ObjCObject, action: String?, event: ObjCObject?, context: PluginContext) {
        guard !marks.contains(item) else { return }
        report(item, event: event, action: action, context: context)
    }

    static let itemClass = ObjCClass(named: "UIBarButtonItem")
    private static let marks = ActionMarks()

    private static func report(_ item: ObjCObject, event: ObjCObject?, action: String?, context: PluginContext) {
        guard context.isActive, event != nil || UserTouches.isRecentTouch else { return }
        let bar = UserTouches.touchedView.flatMap(Self.bar(above:))
        guard !(bar.map(ElementAnnotations.isIgnored) ?? false), !ElementAnnotations.isIgnored(item) else { return }
        let (page, place) = bar.flatMap { locate(item, in: $0) } ?? search(item)
        var element = UIKitIntrospection.element(
            for: item,
            showing: UIKitIntrospection.string(item.probe(title)?.object)
                ?? UIKitIntrospection.string(item.probe(accessibilityLabel)?.object))
        element.tag = item.probe(tag).map(\.int).flatMap { $0 == 0 ? nil : $0 }
        let scope = page.map { ClassFacts.of($0).className } ?? "-"
        let identifier = ElementPlace.identifier(of: item).map { "#" + $0 }
        // Before the interaction, which the element moves into.
        let elementKey = ElementPlace(screen: scope, element: identifier ?? place ?? "-").key(element.className, action)
        context.emit(Interaction(
            kind: .barButtonItem, plugin: context.pluginID.rawValue,
            screen: page.map(UIKitIntrospection.screen(ofController:)), element: consume element, selector: action,
            elementKey: elementKey,
            tap: UserTouches.position(in: UserTouches.touchedView.flatMap(Self.control(above:)))))
    }

    /// The item's selector, or `UIAction` for an item that runs a primary action.
    private static func actionName(of item: ObjCObject) -> String? {
        if let word = item.probe(actionSelector)?.word, word != 0, let raw = OpaquePointer(bitPattern: word) {
            return ObjCSelector(raw: raw).name
        }
        return item.probe(primaryAction)?.object != nil ? "UIAction" : nil
    }

    /// Where the item is: the page whose bar shows it, and its place there.
    private static func locate(_ item: ObjCObject, in bar: ObjCObject) -> (ObjCObject?, String?)? {
        let page = UIKitIntrospection.controller(of: bar).map(UIKitIntrospection.visiblePage(of:))
        if let navigationBarClass, bar.probeKind(of: navigationBarClass), let top = bar.probe(topItem)?.object {
            if let index = index(of: item, in: top.probe(leftItems)?.object) { return (page, "left[\(index)]") }
            if let index = index(of: item, in: top.probe(rightItems)?.object) { return (page, "right[\(index)]") }
            return (page, nil)
        }
        return (page, index(of: item, in: bar.probe(items)?.object).map { "toolbar[\($0)]" })
    }

    /// Without the finger's view (UIKit triggered the item after the touch): the
    /// controller on screen whose navigation item or toolbar items hold it.
    private static func search(_ item: ObjCObject) -> (ObjCObject?, String?) {
        withAutoreleasePool {
            for controller in UIKitIntrospection.controllersInWindows() {
                // Only a controller in a navigation stack shows its navigation item (and so
                // has one): UIKit makes one for any other that is asked.
                if controller.probe(navigationControllerSelector)?.object != nil,
                   let navigationItem = controller.probe(navigationItemSelector)?.object {
                    if let index = index(of: item, in: navigationItem.probe(leftItems)?.object) { return (controller, "left[\(index)]") }
                    if let index = index(of: item, in: navigationItem.probe(rightItems)?.object) { return (controller, "right[\(index)]") }
                }
                if let index = index(of: item, in: controller.probe(toolbarItems)?.object) { return (controller, "toolbar[\(index)]") }
            }
            return (nil, nil)
        }
    }

    private static func index(of item: ObjCObject, in array: ObjCObject?) -> Int? {
        array.flatMap { UIKitIntrospection.index(of: item, in: $0) }
    }

    /// The navigation bar or toolbar the finger's view is in.
    private static func bar(above view: ObjCObject) -> ObjCObject? { UIKitIntrospection.ancestor(of: view, kindOf: barClasses) }

    /// The control the finger landed in (the item's button), for the tap's position.
    private static func control(above view: ObjCObject) -> ObjCObject? { UIKitIntrospection.ancestor(of: view, kindOf: controlClasses) }

    // Looked up and registered once.
    private static let navigationBarClass = ObjCClass(named: "UINavigationBar")
    private static let barClasses = ["UINavigationBar", "UIToolbar"].compactMap(ObjCClass.init(named:))
    private static let controlClasses = ["UIControl"].compactMap(ObjCClass.init(named:))
    private static let title: ObjCSelector = "title"
    private static let accessibilityLabel: ObjCSelector = "accessibilityLabel"
    private static let tag: ObjCSelector = "tag"
    private static let actionSelector: ObjCSelector = "action"
    private static let primaryAction: ObjCSelector = "primaryAction"
    private static let topItem: ObjCSelector = "topItem"
    private static let leftItems: ObjCSelector = "leftBarButtonItems"
    private static let rightItems: ObjCSelector = "rightBarButtonItems"
    private static let items: ObjCSelector = "items"
    private static let navigationItemSelector: ObjCSelector = "navigationItem"
    private static let navigationControllerSelector: ObjCSelector = "navigationController"
    private static let toolbarItems: ObjCSelector = "toolbarItems"
}
