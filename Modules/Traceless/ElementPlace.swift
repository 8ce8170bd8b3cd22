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
        var length = screen.utf8.count + elementClass.utf8.count + element.utf8.count + 3
        for case let part? in parts { length += part.isEmpty ? 0 : part.utf8.count + 1 }
        // Written into the String's own storage: every capture builds one key.
        return String(unsafeUninitializedCapacity: length) { bytes in
            var end = 0
            func append(_ text: String) {
                end += UnsafeMutableBufferPointer(rebasing: bytes[end...]).initialize(fromContentsOf: text.utf8)
            }
            func append(_ byte: UInt8) {
                bytes[end] = byte
                end += 1
            }
            append(screen)
            append(UInt8(ascii: "."))
            append(elementClass)
            append(UInt8(ascii: "("))
            append(element)
            append(UInt8(ascii: ")"))
            for case let part? in parts where !part.isEmpty {
                append(UInt8(ascii: "."))
                append(part)
            }
            return end
        }
    }

    // Registered once.
    private static let accessibilityIdentifier: ObjCSelector = "accessibilityIdentifier"
}
