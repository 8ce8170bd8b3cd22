import Traceless
import TracelessRuntime

/// Taps on a tab bar controller's tabs.
///
/// On a device the finger lands on a private `UITabBarButton` whose targets are the tab
/// bar (`_buttonDown:`, `_buttonUp:`, `_sendAction:withEvent:`: UIKit's wiring, not
/// tracked); the tab bar then tells its delegate, the tab bar controller,
/// `tabBar:didSelectItem:` — for a user's tap only, also when the tab was already
/// selected — before the controller switches tabs. Reported there, once, as a
/// `.tabSelection`: the tab's title, on the page the user was on (the tab being left,
/// or the same one for a re-tap, with the attribute `reselected`), keyed by the tab bar
/// controller and the tab's place, `Tabs.UITabBarItem(tab[2]|#id)`.
enum TabBarItems {
    static func didSelect(_ item: ObjCObject?, of tabBar: ObjCObject?, controller: ObjCObject, context: PluginContext) {
        guard context.isActive, let item, UserTouches.isRecentTouch,
              !(tabBar.map(ElementAnnotations.isIgnored) ?? false), !ElementAnnotations.isIgnored(item) else { return }
        let index = tabBar.flatMap { $0.probe(items)?.object }.flatMap { UIKitIntrospection.index(of: item, in: $0) }
        // The switch comes after this callback: the controller still shows the tab being left.
        let reselected = index != nil && controller.probe(selectedIndex)?.int == index
        var element = UIKitIntrospection.element(
            for: item,
            showing: UIKitIntrospection.string(item.probe(title)?.object)
                ?? UIKitIntrospection.string(item.probe(accessibilityLabel)?.object))
        element.indexPath = index.map { Interaction.Element.IndexPath(section: 0, item: $0) }
        let place = ElementPlace.identifier(of: item).map { "#" + $0 } ?? index.map { "tab[\($0)]" } ?? "-"
        // Before the interaction, which the element moves into.
        let elementKey = ElementPlace(screen: ClassFacts.of(controller).className, element: place).key(element.className)
        context.emit(Interaction(
            kind: .tabSelection, plugin: context.pluginID.rawValue,
            screen: UIKitIntrospection.screen(ofController: UIKitIntrospection.visiblePage(of: controller)),
            element: consume element, selector: "tabBar:didSelectItem:",
            elementKey: elementKey,
            attributes: reselected ? ["reselected": "true"] : [:],
            tap: UserTouches.position()))
    }

    // Registered once.
    private static let items: ObjCSelector = "items"
    private static let selectedIndex: ObjCSelector = "selectedIndex"
    private static let title: ObjCSelector = "title"
    private static let accessibilityLabel: ObjCSelector = "accessibilityLabel"
}
