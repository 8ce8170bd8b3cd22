import TracelessRuntime

/// Where a view is on its screen, in terms that survive a relaunch and a list
/// reload: the controller that owns it, and either the identifier the app gave
/// it (`accessibilityIdentifier`) or its path from the controller's root view.
///
/// Used where nothing else tells two elements of one screen apart: a closure-box
/// target's button (TargetAction), a list whose delegate is a proxy (DelegateProxy).
///
/// ```swift
/// let place = ElementPlace(of: button)
/// place.screen   // "CatalogController"
/// place.element  // "#pay", or "UIStackView[0]/UIButton[1]"
/// ```
public struct ElementPlace: Hashable, Sendable {
    /// The owning controller's class ("-" when the view is on no controller's screen).
    public let screen: String
    /// `#identifier`, or the path below the controller's root view: each step is
    /// the class and the index among same-class siblings (never an address). A
    /// cell's index is left out: cells are reused, the row is not the element.
    public let element: String

    public init(screen: String, element: String) {
        self.screen = screen
        self.element = element
    }

    /// Reads the place through guarded sends; never fails (unknowns become "-").
    public init(of view: ObjCObject) {
        let controller = UIKitIntrospection.controller(of: view)
        screen = controller?.probedClass.name ?? "-"
        if let identifier = ElementAnnotations.id(of: view) ?? UIKitIntrospection.string(view.probe(Self.accessibilityIdentifier)?.object) {
            element = "#" + identifier
        } else {
            element = UIKitIntrospection.viewPath(of: view, below: controller, isUnindexed: Self.isCell)
        }
    }

    private static func isCell(_ view: ObjCObject) -> Bool {
        cellClasses.contains { view.probeKind(of: $0) }
    }

    // Looked up and registered once.
    private static let cellClasses = ["UITableViewCell", "UICollectionReusableView"].compactMap(ObjCClass.init(named:))
    private static let accessibilityIdentifier: ObjCSelector = "accessibilityIdentifier"
}
