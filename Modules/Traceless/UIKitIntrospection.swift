import TracelessRuntime

/// Reads what an interaction needs from UIKit objects (real UIKit or HostKit),
/// through public UIKit API only: the responder chain, the view hierarchy, titles.
/// Every message is a probe (``TracelessRuntime/ObjCObject/probe(_:_:)``): sent only
/// if the object responds, any exception it raises stopped and counted, an answer
/// of the wrong type ignored — capture never breaks the app's call it observes.
///
/// ```swift
/// let screen = UIKitIntrospection.screen(of: button)        // the controller up the responder chain
/// let element = UIKitIntrospection.element(for: button)     // class, path, title, accessibility id
/// ```
public enum UIKitIntrospection {
    private static let viewControllerClass = ObjCClass(named: "UIViewController")
    private static let stringClass = ObjCClass(named: "NSString")
    private static let arrayClass = ObjCClass(named: "NSArray")
    private static let dictionaryClass = ObjCClass(named: "NSDictionary")
    private static let numberClass = ObjCClass(named: "NSNumber")
    private static let segmentedClass = ObjCClass(named: "UISegmentedControl")
    private static let navigationClass = ObjCClass(named: "UINavigationController")
    private static let tabBarControllerClass = ObjCClass(named: "UITabBarController")
    private static let pageViewControllerClass = ObjCClass(named: "UIPageViewController")
    private static let topViewController: ObjCSelector = "topViewController"
    private static let selectedViewController: ObjCSelector = "selectedViewController"
    private static let viewControllers: ObjCSelector = "viewControllers"

    // Selectors registered once: registration hashes the name.
    private static let nextResponder: ObjCSelector = "nextResponder"
    private static let title: ObjCSelector = "title"
    private static let tag: ObjCSelector = "tag"
    private static let accessibilityIdentifier: ObjCSelector = "accessibilityIdentifier"
    private static let currentTitle: ObjCSelector = "currentTitle"
    private static let configuration: ObjCSelector = "configuration"
    private static let attributedTitle: ObjCSelector = "attributedTitle"
    private static let attributedString: ObjCSelector = "string"
    private static let accessibilityLabel: ObjCSelector = "accessibilityLabel"
    private static let selectedSegmentIndex: ObjCSelector = "selectedSegmentIndex"
    private static let titleForSegmentAtIndex: ObjCSelector = "titleForSegmentAtIndex:"
    private static let textSelector: ObjCSelector = "text"
    private static let row: ObjCSelector = "row"
    private static let itemSelector: ObjCSelector = "item"
    private static let section: ObjCSelector = "section"
    private static let utf8String: ObjCSelector = "UTF8String"
    private static let screenName: ObjCSelector = "tracelessScreenName"
    private static let screenProperties: ObjCSelector = "tracelessScreenProperties"
    private static let allKeys: ObjCSelector = "allKeys"
    private static let objectForKey: ObjCSelector = "objectForKey:"
    private static let stringValue: ObjCSelector = "stringValue"

    /// The view controller a responder belongs to: the first controller up the
    /// responder chain (a controller's root view answers it as `nextResponder`).
    public static func controller(of responder: ObjCObject) -> ObjCObject? {
        guard viewControllerClass != nil else { return nil }
        var current: ObjCObject? = responder
        var steps = 0
        while let object = current, steps < 256 {
            // A class's facts, not `isKindOfClass:`: the chain holds views and controllers,
            // whose runtime classes say what they are without a message.
            let facts = ClassFacts.of(object)
            if facts.isViewController { return object }
            current = object.probe(nextResponder, known: facts.isView)?.object
            steps += 1
        }
        return nil
    }

    /// `view`, or the first of its superviews, whose class is a kind of one of `classes`
    /// (a bar above a tapped button, the list above a swiped row): told by the runtime
    /// classes, each view's `superview` read without asking first.
    package static func ancestor(of view: ObjCObject, kindOf classes: [ObjCClass]) -> ObjCObject? {
        var current: ObjCObject? = view
        var depth = 0
        while let candidate = current, depth < 64 {
            let isa = candidate.isa
            if classes.contains(where: isa.isSubclass(of:)) { return candidate }
            current = superview(of: candidate, facts: ClassFacts.of(candidate))
            depth += 1
        }
        return nil
    }

    /// The page a user sees in `controller`: the controller itself, or for UIKit's
    /// containers (navigation, tab bar, page view controllers) the page they show now,
    /// followed down through nested containers. A view in a container's own chrome (a
    /// navigation bar's button, a tab bar) is on the page the container shows.
    public static func visiblePage(of controller: ObjCObject) -> ObjCObject {
        var current = controller
        for _ in 0..<32 {
            guard let shown = shownChild(of: current) else { return current }
            current = shown
        }
        return current
    }

    private static func shownChild(of controller: ObjCObject) -> ObjCObject? {
        let isa = controller.isa
        if let navigationClass, isa.isSubclass(of: navigationClass) {
            return controller.probe(topViewController)?.object
        }
        if let tabBarControllerClass, isa.isSubclass(of: tabBarControllerClass) {
            return controller.probe(selectedViewController)?.object
        }
        if let pageViewControllerClass, isa.isSubclass(of: pageViewControllerClass),
           let pages = controller.probe(viewControllers)?.object?.probeAs(arrayClass) {
            return anyElement(of: pages)
        }
        return nil
    }

    /// The screen of a controller: its business class and title.
    public static func screen(ofController controller: ObjCObject) -> Screen {
        let facts = ClassFacts.of(controller)
        return Screen(
            controllerClass: facts.className,
            title: string(controller.probe(title, known: facts.isViewController)?.object),
            customName: facts.answersScreenName ? string(controller.probe(screenName)?.object) : nil,
            properties: facts.answersScreenProperties ? scalarDictionary(controller.probe(screenProperties)?.object) : [:])
    }

    /// An NSDictionary the app gave (`tracelessScreenProperties`,
    /// `tracelessElementProperties`): string keys (not starting with `$`, which the
    /// SDK owns) to NSString or NSNumber values; anything else is left out.
    package static func scalarDictionary(_ dictionary: ObjCObject?) -> [String: Screen.Value] {
        guard let dictionary = dictionary?.probeAs(dictionaryClass),
              let keys = dictionary.probe(allKeys)?.object else { return [:] }
        var properties: [String: Screen.Value] = [:]
        var read = 0
        forEachElement(of: keys) { keyObject in
            read += 1
            guard let key = string(keyObject), !key.hasPrefix("$"),
                  let value = dictionary.probe(objectForKey, keyObject)?.object else { return read < 64 }
            if let text = string(value) {
                properties[key] = .string(text)
            } else if let numberClass, value.probeKind(of: numberClass),
                      let text = string(value.probe(stringValue)?.object), let number = Double(text) {
                // Through its text: a double comes back in a register a word-sized send does not read.
                properties[key] = .number(number)
            }
            return read < 64
        }
        return properties
    }

    /// The screen a view or other responder is on: the page of its controller (a view
    /// in a container's chrome is on the page the container shows).
    public static func screen(of responder: ObjCObject) -> Screen? {
        controller(of: responder).map { screen(ofController: visiblePage(of: $0)) }
    }

    /// `UIWindow/UIView[0]/UITableView[1]/UITableViewCell[0][3]`: each step is the class
    /// name (a private UIKit class named by the public one it extends) and the index
    /// among the superview's subviews named alike; a list's cell, by its row (section,
    /// then row or item), since the list moves its cells among its subviews as it reuses them.
    package static func viewPath(of view: ObjCObject) -> String { ViewWalk(view).path }

    /// A view as an element and as a place, from one walk up its superviews: what a
    /// capture on a view reports.
    ///
    /// ```swift
    /// let described = UIKitIntrospection.describe(button)
    /// if !described.isIgnored { described.place.key(described.element.className, "pay:", "TouchUpInside") }
    /// ```
    ///
    /// `readsElement`: false when the element is read later only if at all (a list's
    /// selection reports its cell): the description's element then has the view's
    /// class and type only.
    ///
    /// Each element is made in the call that stores it: one made into a constant first
    /// is copied where it is handed on, some ten strings retained and released.
    package static func describe(
        _ view: ObjCObject, indexPath: Interaction.Element.IndexPath? = nil, readsElement: Bool = true
    ) -> ViewDescription {
        let facts = ClassFacts.of(view)
        guard facts.isView else {
            let place = ElementPlace(screen: "-", element: ElementPlace.identifier(of: view).map { "#" + $0 } ?? "-")
            return ViewDescription(
                element: element(forNonView: view, text: text(of: view), indexPath: indexPath), place: place, screen: nil,
                isIgnored: ElementAnnotations.isIgnoredItself(view), walk: nil)
        }
        let walk = ViewWalk(view, row: indexPath)
        let paths = walk.paths
        let page = walk.controller.map(visiblePage(of:))
        let identifier = ElementAnnotations.id(of: view, facts: facts)
        let accessibility = string(view.probeKnown(accessibilityIdentifier)?.object)
        let screen = page.map(screen(ofController:))
        let place = ElementPlace(
            screen: screen?.controllerClass ?? "-",
            element: (identifier ?? accessibility).map { "#" + $0 } ?? paths.placePath)
        guard readsElement else {
            return ViewDescription(
                element: Interaction.Element(className: facts.name, type: facts.publicType, indexPath: indexPath),
                place: place, screen: screen, isIgnored: walk.isIgnored, walk: walk)
        }
        return ViewDescription(
            element: element(ofView: view, facts: facts, walk: walk, path: paths.path, id: identifier, accessibility: accessibility,
                             indexPath: indexPath),
            place: place, screen: screen, isIgnored: walk.isIgnored, walk: walk)
    }

    /// A view's element, from the walk up from it.
    private static func element(
        ofView view: ObjCObject, facts: ClassFacts, walk: ViewWalk, path: String, id: String?, accessibility: String?,
        indexPath: Interaction.Element.IndexPath?
    ) -> Interaction.Element {
        let tag = view.probeKnown(Self.tag)?.int ?? 0
        // Every field, in declaration order: the memberwise initialiser, which builds
        // the element in place (the public one's order, `indexPath` before `value`, is
        // the other initialiser).
        return Interaction.Element(
            className: facts.name, type: facts.publicType, path: path,
            text: walk.isInTextInput ? nil : readableText(of: view, facts: facts),
            accessibilityIdentifier: accessibility, id: id,
            properties: ElementAnnotations.properties(of: view, facts: facts),
            tag: tag == 0 ? nil : tag, value: nil, indexPath: indexPath)
    }

    /// A view's element, without its place or screen: `ancestor`, a walk the view's own
    /// may continue from.
    private static func element(
        ofView view: ObjCObject, facts: ClassFacts, indexPath: Interaction.Element.IndexPath?, reusing ancestor: ViewWalk?
    ) -> Interaction.Element {
        let walk = ViewWalk(view, row: indexPath, reusing: ancestor)
        return element(
            ofView: view, facts: facts, walk: walk, path: walk.paths.path, id: ElementAnnotations.id(of: view, facts: facts),
            accessibility: string(view.probeKnown(accessibilityIdentifier)?.object), indexPath: indexPath)
    }

    /// The element a view (or any object: a bar item, an action) is: class, path, visible
    /// text, accessibility id, tag. Never the text of a text input (secure or not: what
    /// users type is theirs).
    public static func element(for view: ObjCObject, indexPath: Interaction.Element.IndexPath? = nil) -> Interaction.Element {
        let facts = ClassFacts.of(view)
        if facts.isView { return element(ofView: view, facts: facts, indexPath: indexPath, reusing: nil) }
        return element(forNonView: view, text: text(of: view), indexPath: indexPath)
    }

    /// The element of what a plugin has read the text of already (a bar item's or an
    /// action's title): that text, instead of asking the object for a view's.
    package static func element(for object: ObjCObject, showing text: String?) -> Interaction.Element {
        guard !ClassFacts.of(object).isView else {
            var element = element(for: object)
            element.text = text
            return element
        }
        return element(forNonView: object, text: text, indexPath: nil)
    }

    private static func element(
        forNonView object: ObjCObject, text: String?, indexPath: Interaction.Element.IndexPath?
    ) -> Interaction.Element {
        // The class's names from its facts (no lock, no table), as for a view; the
        // memberwise initialiser, as for a view's element.
        let facts = ClassFacts.of(object)
        return Interaction.Element(
            className: facts.name,
            type: facts.publicType,
            text: text,
            accessibilityIdentifier: string(object.probe(accessibilityIdentifier)?.object),
            id: ElementAnnotations.id(of: object, facts: facts),
            properties: ElementAnnotations.properties(of: object, facts: facts),
            tag: nil, value: nil, indexPath: indexPath)
    }

    /// The element of a view inside one already described (a list's cell): the walk
    /// up its superviews stops where it reaches that view.
    package static func element(
        for view: ObjCObject, indexPath: Interaction.Element.IndexPath?, inside container: ViewDescription
    ) -> Interaction.Element {
        let facts = ClassFacts.of(view)
        guard let walk = container.walk, facts.isView else { return element(for: view, indexPath: indexPath) }
        return element(ofView: view, facts: facts, indexPath: indexPath, reusing: walk)
    }

    /// Visible text of common controls. Never anything from a text input or a view inside
    /// one (``isInTextInput(_:)``): what users type is theirs.
    public static func text(of view: ObjCObject) -> String? {
        isInTextInput(view) ? nil : readableText(of: view, facts: ClassFacts.of(view))
    }

    /// ``text(of:)`` for a view inside one already described (a cell's label inside its
    /// list): the walk up from it, looking for a text input, stops where it reaches that
    /// view, whose own walk already said whether a text input holds it.
    package static func text(of view: ObjCObject, inside container: ViewDescription) -> String? {
        isInTextInput(view, upTo: container.walk) ? nil : readableText(of: view, facts: ClassFacts.of(view))
    }

    /// The text a view shows, for a view known to be in no text input: what its class
    /// implements decides what is asked (a view's class is not a proxy's). A button:
    /// its title, else its configuration's (iOS 15), else what VoiceOver says of it (an
    /// icon's accessibility label).
    private static func readableText(of view: ObjCObject, facts: ClassFacts) -> String? {
        guard facts.isView else { return readableText(of: view) }
        if facts.answersCurrentTitle {
            return string(view.probeKnown(currentTitle)?.object) ?? (facts.showsButtonConfiguration ? configurationTitle(of: view) : nil)
                ?? string(view.probe(accessibilityLabel)?.object)
        }
        if facts.isSegmentedControl {
            let index = view.probeKnown(selectedSegmentIndex)?.int ?? -1
            return index >= 0 ? string(view.probeKnown(titleForSegmentAtIndex, index)?.object) : nil
        }
        return facts.answersText ? string(view.probeKnown(textSelector)?.object) : nil
    }

    /// The text an object shows, asked of the object (it may answer by forwarding).
    private static func readableText(of view: ObjCObject) -> String? {
        if view.probeResponds(to: currentTitle) { return string(view.probeKnown(currentTitle)?.object) ?? configurationTitle(of: view) }
        if let segmentedClass, view.probeKind(of: segmentedClass) {
            let index = view.probe(selectedSegmentIndex)?.int ?? -1
            return index >= 0 ? string(view.probe(titleForSegmentAtIndex, index)?.object) : nil
        }
        return string(view.probe(textSelector)?.object)
    }

    /// The title of the configuration a button is styled by (iOS 15): its state table,
    /// which `currentTitle` reads, holds none. The getter answers a copy: read only when
    /// `currentTitle` has nothing.
    private static func configurationTitle(of button: ObjCObject) -> String? {
        guard let configuration = button.probe(configuration)?.object else { return nil }
        return string(configuration.probe(title)?.object)
            ?? string(configuration.probe(attributedTitle)?.object?.probe(attributedString)?.object)
    }

    /// An NSIndexPath as section and row/item.
    package static func indexPath(_ object: ObjCObject?) -> Interaction.Element.IndexPath? {
        guard let object else { return nil }
        // UIKit's NSIndexPath answers both: read without asking first.
        if let indexPathClass, object.isa.isSubclass(of: indexPathClass) {
            guard let section = object.probeKnown(section)?.int, let item = object.probeKnown(row)?.int else { return nil }
            return Interaction.Element.IndexPath(section: section, item: item)
        }
        guard let section = object.probe(section)?.int,
              let item = object.probe(row)?.int ?? object.probe(itemSelector)?.int else { return nil }
        return Interaction.Element.IndexPath(section: section, item: item)
    }

    /// NSIndexPath, once UIKit has given it `section` and `row`.
    private static let indexPathClass = ObjCClass(named: "NSIndexPath").flatMap { cls in
        cls.instanceMethod(section) != nil && cls.instanceMethod(row) != nil ? cls : nil
    }

    /// The text of an NSString, nil for nil or an empty string.
    package static func string(_ object: ObjCObject?) -> String? {
        guard let object else { return nil }
        if let known = StringMemo.text(of: object) { return known.isEmpty ? nil : known }
        guard let bytes = utf8(object) else { return nil }
        let text = String(cString: bytes)
        StringMemo.remember(object, text)
        return text.isEmpty ? nil : text
    }

    /// An NSString's UTF-8 bytes, for as long as the string and the autorelease pool
    /// live: to look at a string without making a Swift one.
    package static func utf8(_ object: ObjCObject?) -> UnsafePointer<CChar>? {
        guard let object = object?.probeAs(stringClass) else { return nil }
        // An NSString answers it: sent without asking first.
        return UnsafePointer<CChar>(bitPattern: object.probeKnown(utf8String)?.word ?? 0)
    }
}

/// What capture reads of a view in one walk (``UIKitIntrospection/describe(_:indexPath:)``).
package struct ViewDescription {
    package var element: Interaction.Element
    package var place: ElementPlace
    /// The page of the view's controller.
    package var screen: Screen?
    /// The view, or a view it sits in, asks to report nothing.
    package var isIgnored: Bool
    /// The walk up from the view (views only), for a view inside it to continue from.
    let walk: ViewWalk?

    /// The element, moved out for the interaction being built, without a copy of its
    /// strings; what stays is an element of the same class and nothing else.
    package mutating func takeElement() -> Interaction.Element {
        var taken = Interaction.Element(className: element.className)
        swap(&taken, &element)
        return taken
    }
}
