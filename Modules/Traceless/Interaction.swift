import Foundation

/// One real user interaction, captured by an interception plugin.
///
/// An interaction is a plain value: it names classes and selectors as strings and
/// retains no UI object, so it can cross threads and outlive the screen it came from.
///
/// ```swift
/// let tap = Interaction(kind: .controlAction, plugin: "traceless.target-action",
///                       screen: Screen(controllerClass: "CheckoutViewController", title: "Checkout"),
///                       element: Interaction.Element(className: "UIButton", path: "UIWindow/UIView/UIButton[0]", text: "Pay"),
///                       selector: "pay:")
/// ```
public struct Interaction: Sendable, Hashable, Codable {
    /// What happened.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A control sent its action for a touch (`UIControl`).
        case controlAction
        /// A gesture recogniser fired its action (`UIGestureRecognizer`).
        case gesture
        /// A row or item was selected by the user (`UITableView`, `UICollectionView`).
        case listSelection
        /// A row's accessory (detail) button was tapped (`UITableView`).
        case accessoryButton
        /// A bar button item was tapped, in a navigation bar or a toolbar (`UIBarButtonItem`).
        case barButtonItem
        /// A tab was tapped (`UITabBarItem` of a `UITabBarController`); also a re-tap of the selected tab.
        case tabSelection
        /// An element of a menu was chosen (`UIAction` in a `UIMenu`: a button's menu, a context menu).
        case menuAction
        /// A swipe action of a row was tapped (`UIContextualAction`).
        case swipeAction
        /// Several quick taps on one element (`tapCount` says how many); reported besides the taps.
        case rageTap
        /// A tap where nothing answers: no control, recogniser or list took it.
        case deadTap
        /// A screen appeared (`viewDidAppear:`).
        case pageAppear
        /// A screen disappeared (`viewDidDisappear:`); `duration` is set.
        case pageDisappear
        /// A web view asked whether to load a request (navigation decision).
        case webNavigation
        /// A web view finished (or failed) loading.
        case webLoad
        /// A button of an alert was tapped (`UIAlertView`, or a `UIAlertController` action in alert style).
        case alertButton
        /// A button of an action sheet was tapped (`UIActionSheet`, or a `UIAlertController` action in action-sheet style).
        case actionSheetButton
        /// A scroll view ended dragging.
        case scroll
        /// A page in a web view sent an event through the JavaScript bridge: `eventName`
        /// and `eventProperties` are the page's, `timestamp` the page's time.
        case webEvent
    }

    public var kind: Kind
    /// The id of the plugin that captured it.
    public var plugin: String
    /// Wall-clock time of the interaction.
    public var timestamp: Date
    /// The screen (view controller) the element belongs to, if one was found.
    public var screen: Screen?
    /// The element the user touched, if any.
    public var element: Interaction.Element?
    /// The action or delegate selector that the interaction reached, by name.
    public var selector: String?
    /// The `UIControl.Event` bits the action was sent for.
    public var controlEvent: UInt?
    /// The gesture recogniser's type and state, for `.gesture`.
    public var gesture: Gesture?
    /// A stable key for the element: the same across launches, different for different
    /// elements, free of localized text and of UIKit's private class names. Its grammar
    /// is `Scope.Class(place)[.action][.Event]` (see the README's "Element keys").
    public var elementKey: String?
    /// Where the finger was, for a tap (heatmaps).
    public var tap: TapPosition?
    /// For `.rageTap`: how many taps.
    public var tapCount: Int?
    /// How long the screen was visible, for `.pageDisappear`.
    public var duration: TimeInterval?
    /// Plugin-specific details (web URL, alert button title, ...).
    public var attributes: [String: String]
    /// For `.pageAppear`: the page the user came from (never a container).
    public var referrer: Screen?
    /// For `.webEvent`: the event's name, as the page gave it.
    public var eventName: String?
    /// For `.webEvent`: the event's properties, as the page gave them.
    public var eventProperties: [String: Screen.Value]
}

/// Where a tap landed, as fractions (0...1, from the top left): in the element it
/// reached, and on the screen (the window), for heatmaps.
public struct TapPosition: Sendable, Hashable, Codable {
    /// Across the element's width and height; nil when the element has no frame (a bar
    /// item, an alert action: then it is the view that showed it).
    public var elementX: Double?
    public var elementY: Double?
    /// Across the window's width and height.
    public var screenX: Double
    public var screenY: Double

    public init(elementX: Double?, elementY: Double?, screenX: Double, screenY: Double) {
        self.elementX = elementX
        self.elementY = elementY
        self.screenX = screenX
        self.screenY = screenY
    }
}

/// The screen an interaction happened on.
///
/// A controller names its screen by answering `tracelessScreenName` (an NSString)
/// and adds properties to every event of the screen with `tracelessScreenProperties`
/// (an NSDictionary of NSString to NSString or NSNumber):
///
/// ```objc
/// - (NSString *)tracelessScreenName { return @"checkout"; }
/// - (NSDictionary *)tracelessScreenProperties { return @{@"cart_items": @3}; }
/// ```
public struct Screen: Sendable, Hashable, Codable {
    /// A property value that the app (screens, elements) or a web page gives.
    public enum Value: Sendable, Hashable, Codable {
        case string(String)
        case number(Double)
        case bool(Bool)
    }

    /// The view controller's class name, as the business code wrote it (never a runtime subclass).
    public var controllerClass: String
    /// The controller's `title`, if set.
    public var title: String?
    /// The name the controller gave its screen (`tracelessScreenName`), if any.
    public var customName: String?
    /// What the controller adds to every event of its screen (`tracelessScreenProperties`).
    public var properties: [String: Value]

    /// `$screen_name`: the name the controller gave, else its class name.
    public var name: String { customName ?? controllerClass }

    @inlinable public init(controllerClass: String, title: String? = nil, customName: String? = nil, properties: [String: Value] = [:]) {
        self.controllerClass = controllerClass
        self.title = title
        self.customName = customName
        self.properties = properties
    }
}

extension Interaction {
    /// The element an interaction happened on.
    public struct Element: Sendable, Hashable, Codable {
        /// The element's class name, as the business code wrote it (a private UIKit class
        /// is named by the public class it stands for).
        public var className: String
        /// The public UIKit class the element is a kind of (`UIButton` for an app's
        /// `PayButton`; `UIBarButtonItem`, `UITabBarItem`, `UIAlertAction`, ...).
        public var type: String?
        /// The view path from the window down, e.g. `UIWindow/UIView[0]/UITableView[1]`;
        /// a list's cell by its row, `UITableViewCell[0][3]` (section, row).
        public var path: String?
        /// Visible text (a button title, a segment title, an item's or action's title);
        /// never anything from a text input (text field, text view, search bar, any
        /// view adopting `UIKeyInput`) or from a view inside one.
        public var text: String?
        /// `accessibilityIdentifier`, when set.
        public var accessibilityIdentifier: String?
        /// The identifier the app gave the view (``ElementAnnotations``), when set.
        public var id: String?
        /// What the app adds to events on this view (``ElementAnnotations``).
        public var properties: [String: Screen.Value]
        /// The view's `tag`, when not zero.
        public var tag: Int?
        /// A control's value after the user changed it: a switch's state, a segmented
        /// control's selected index, a slider's or stepper's value. Never text input.
        public var value: Screen.Value?
        /// Position in a list, for list selections.
        public var indexPath: IndexPath?

        /// A section/row (or section/item) position.
        public struct IndexPath: Sendable, Hashable, Codable, CustomStringConvertible {
            public var section: Int
            public var item: Int
            public init(section: Int, item: Int) {
                self.section = section
                self.item = item
            }
            public var description: String { "\(section):\(item)" }
        }
    }
}

/// A gesture recogniser's type and state at the time it fired.
public struct Gesture: Sendable, Hashable, Codable {
    /// The recogniser's class name (`UITapGestureRecognizer`, ...).
    public var recognizerClass: String
    /// The `UIGestureRecognizer.State` raw value.
    public var state: Int

    public init(recognizerClass: String, state: Int) {
        self.recognizerClass = recognizerClass
        self.state = state
    }
}

extension Interaction.Element {
    // Hands over to the memberwise initialiser: one that assigns field by field builds
    // the value aside and copies it out (every string retained, then released).
    public init(
        className: String, type: String? = nil, path: String? = nil, text: String? = nil,
        accessibilityIdentifier: String? = nil, id: String? = nil, properties: [String: Screen.Value] = [:],
        tag: Int? = nil, indexPath: IndexPath? = nil, value: Screen.Value? = nil
    ) {
        self.init(
            className: className, type: type, path: path, text: text, accessibilityIdentifier: accessibilityIdentifier, id: id,
            properties: properties, tag: tag, value: value, indexPath: indexPath)
    }
}

extension Interaction {
    // Hands over to the memberwise initialiser, as the element's does.
    public init(
        kind: Kind, plugin: String, timestamp: Date = Date(), screen: Screen? = nil,
        element: Interaction.Element? = nil, selector: String? = nil, controlEvent: UInt? = nil,
        gesture: Gesture? = nil, elementKey: String? = nil, duration: TimeInterval? = nil,
        attributes: [String: String] = [:], referrer: Screen? = nil,
        eventName: String? = nil, eventProperties: [String: Screen.Value] = [:],
        tap: TapPosition? = nil, tapCount: Int? = nil
    ) {
        self.init(
            kind: kind, plugin: plugin, timestamp: timestamp, screen: screen, element: element, selector: selector,
            controlEvent: controlEvent, gesture: gesture, elementKey: elementKey, tap: tap, tapCount: tapCount,
            duration: duration, attributes: attributes, referrer: referrer, eventName: eventName,
            eventProperties: eventProperties)
    }
}
