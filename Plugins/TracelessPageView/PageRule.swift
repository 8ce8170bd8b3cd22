import Traceless
import TracelessRuntime

/// Decides which view controllers are pages.
///
/// - Containers (`UINavigationController`, `UITabBarController`, `UISplitViewController`,
///   `UIPageViewController`, their subclasses, and the classes listed in
///   ``PageViewOptions/containerClassNames``) are never pages: they only frame the
///   screens the user sees.
/// - A controller whose parent is a container is a page (a pushed screen, a tab,
///   a page of a page view), wherever the container itself sits.
/// - A controller embedded in a non-container parent is part of its parent's
///   page, unless ``PageViewOptions/reportsEmbeddedChildren`` is set.
/// - Alerts (`UIAlertController`) and UIKit's private controllers (a context menu's,
///   the keyboard's) are never pages: they are not screens of the app.
/// - Everything else (a window's root, a presented controller) is a page.
///
/// ```swift
/// let rule = PageRule(options: PageViewOptions(containerClassNames: ["HomeTabsController"]))
/// rule.isPage(controller)
/// ```
public struct PageRule: Sendable {
    /// UIKit's containers, by name: the ones this runtime does not load are left out.
    public static let systemContainerClassNames = [
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
    ]

    private let containers: [ObjCClass]
    private let reportsEmbeddedChildren: Bool

    public init(options: PageViewOptions = PageViewOptions()) {
        containers = (Self.systemContainerClassNames + options.containerClassNames).compactMap(ObjCClass.init(named:))
        reportsEmbeddedChildren = options.reportsEmbeddedChildren
    }

    /// True when `controller` is a page of its own.
    public func isPage(_ controller: ObjCObject) -> Bool {
        if isContainer(controller) || isSystemController(controller) { return false }
        guard let parent = controller.probe("parentViewController")?.object else { return true }
        return reportsEmbeddedChildren || isContainer(parent)
    }

    /// UIKit's controllers that show no screen of the app's.
    private func isSystemController(_ controller: ObjCObject) -> Bool {
        if let alertClass = Self.alertClass, controller.isKind(of: alertClass) { return true }
        return UIKitClasses.isPrivateUIKit(controller.probedClass)
    }

    private static let alertClass = ObjCClass(named: "UIAlertController")

    /// True for container controllers, which are never pages.
    public func isContainer(_ controller: ObjCObject) -> Bool {
        containers.contains { controller.isKind(of: $0) }
    }
}
