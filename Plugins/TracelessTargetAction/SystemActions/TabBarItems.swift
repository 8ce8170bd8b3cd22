import Traceless
import TracelessRuntime

/// Taps on a tab bar's tabs.
///
/// On a device the finger lands on a tab's private button. The classic bar
/// (`UITabBarButton`s, iOS 26 without Liquid Glass and before): the button's targets are
/// the tab bar (`_buttonDown:`, `_buttonUp:`: UIKit's wiring, not tracked); `_buttonUp:`
/// selects the tapped item in the bar and sends the button's private 0x40000000 event to
/// `-[UITabBar _sendAction:withEvent:]`. iOS 26's floating bar (`_UITabButton`s, whose
/// UIAction runs when a tap or the bar's selection gesture lifts on them) calls
/// `-[UITabBar _didSelectButtonForItem:]`. Either step tells the bar's delegate
/// `tabBar:didSelectItem:` if it has the method (UITabBarController has not), then the
/// controller switches tabs. Reported at that step, once, as a `.tabSelection`: the tab's
/// title, on the page the user was on (the tab being left, or the same one for a re-tap,
/// with the attribute `reselected`), keyed by the tab bar controller (or the page of a
/// bar of the app's) and the tab's place, `Tabs.UITabBarItem(tab[2]|#id)`.
enum TabBarItems {
    /// `-[UITabBar _sendAction:withEvent:]`: the item `_buttonUp:` just selected in the bar.
    static func willSend(from tabBar: ObjCObject, context: PluginContext) {
        didSelect(tabBar.probe(selectedItem)?.object, of: tabBar, context: context)
    }

    /// `-[UITabBar _didSelectButtonForItem:]`, or the item the classic bar's send is for.
    static func didSelect(_ item: ObjCObject?, of tabBar: ObjCObject, context: PluginContext) {
        guard context.isActive, let item, UserTouches.isRecentTouch,
              !ElementAnnotations.isIgnored(tabBar), !ElementAnnotations.isIgnored(item),
              let controller = owner(of: tabBar) else { return }
        let index = tabBar.probe(items)?.object.flatMap { UIKitIntrospection.index(of: item, in: $0) }
        // The switch comes after this step: the controller still shows the tab being left.
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

    /// The tab bar controller whose bar it is (its delegate), else the page the bar is on.
    private static func owner(of tabBar: ObjCObject) -> ObjCObject? {
        if let tabBarControllerClass, let delegate = tabBar.probe(delegate)?.object, delegate.probeKind(of: tabBarControllerClass) {
            return delegate
        }
        return UIKitIntrospection.controller(of: tabBar)
    }

    private static let tabBarControllerClass = ObjCClass(named: "UITabBarController")
    // Registered once.
    private static let items: ObjCSelector = "items"
    private static let selectedItem: ObjCSelector = "selectedItem"
    private static let delegate: ObjCSelector = "delegate"
    private static let selectedIndex: ObjCSelector = "selectedIndex"
    private static let title: ObjCSelector = "title"
    private static let accessibilityLabel: ObjCSelector = "accessibilityLabel"
}
