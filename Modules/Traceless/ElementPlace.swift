import TracelessRuntime

/// Where an element is, in terms that survive a relaunch, a list reload and a
/// localisation: the page it is on, and either the identifier the app gave it or its
/// place there. Every element key is built from one (``key(_:_:)``):
///
/// `Scope.Class(place)[.action][.Event]`
///
/// - `Scope`: the class of the page the element is on (a view in a container's chrome
///   — a navigation bar, a tab bar — is on the page the container shows); for an
///   element a container owns (a tab), the container; `-` when there is none.
/// - `Class`: the element's class (the app's own, or the public UIKit class a private
///   one stands for).
/// - `place`: `#id` when the view has an identifier (`tracelessElementID`, else
///   `accessibilityIdentifier`), else its path below its controller's root view: each
///   step a class and the index among siblings named alike; a cell's index is left out
///   (cells are reused: the row is not the element). Elements that are not views (bar
///   items, tabs, alert actions, menu elements) have places of their own
///   (`right[0]`, `tab[2]`, `alert[1]`).
///
/// ```swift
/// let place = ElementPlace(of: button)
/// place.screen                                          // "CatalogController"
/// place.element                                         // "#pay", or "UIStackView[0]/UIButton[1]"
/// place.key("UIButton", "pay:", "TouchUpInside")        // "CatalogController.UIButton(#pay).pay:.TouchUpInside"
/// ```
public struct ElementPlace: Hashable, Sendable {
    /// The scope: the page's (or owning container's) class, "-" when there is none.
    public let screen: String
    /// `#identifier`, or the place within the scope.
    public let element: String

    public init(screen: String, element: String) {
        self.screen = screen
        self.element = element
    }

    /// Reads the place of a view through guarded sends; never fails (unknowns become "-").
    public init(of view: ObjCObject) {
        let walk = ViewWalk(view)
        screen = walk.controller.map { ClassFacts.of(UIKitIntrospection.visiblePage(of: $0)).className } ?? "-"
        element = Self.identifier(of: view).map { "#" + $0 } ?? walk.placePath
    }

    /// The identifier an app gave an element (a view, a bar item): `tracelessElementID`
    /// (or ``ElementAnnotations``), else `accessibilityIdentifier`.
    public static func identifier(of element: ObjCObject) -> String? {
        ElementAnnotations.id(of: element) ?? UIKitIntrospection.string(element.probe(accessibilityIdentifier)?.object)
    }

    /// `Scope.Class(place)` followed by each non-empty part: the element key.
    public func key(_ elementClass: String, _ parts: String?...) -> String {
        var key: [UInt8] = []
        key.reserveCapacity(screen.utf8.count + elementClass.utf8.count + element.utf8.count + 48)
        key.append(contentsOf: screen.utf8)
        key.append(UInt8(ascii: "."))
        key.append(contentsOf: elementClass.utf8)
        key.append(UInt8(ascii: "("))
        key.append(contentsOf: element.utf8)
        key.append(UInt8(ascii: ")"))
        for case let part? in parts where !part.isEmpty {
            key.append(UInt8(ascii: "."))
            key.append(contentsOf: part.utf8)
        }
        // Built as bytes and made a String once: every capture builds one.
        return String(decoding: key, as: UTF8.self)
    }

    // Registered once.
    private static let accessibilityIdentifier: ObjCSelector = "accessibilityIdentifier"
}
