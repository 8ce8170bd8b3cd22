import Foundation
import Traceless

/// One analytics event, as the enrichment pipeline sees it and as it is uploaded.
///
/// Events are built by the tracker on its writer thread, from an ``Interaction`` or a
/// custom ``Tracker/track(_:properties:)`` call; plugins may change anything but the id.
/// It is uploaded as a Segment `track` message:
///
/// ```json
/// {"type":"track","event":"$element_click","messageId":"…","timestamp":"2024-05-01T10:00:00.000Z",
///  "anonymousId":"…","userId":"…","properties":{"$screen_class":"CheckoutViewController"},
///  "context":{"library":{"name":"traceless-swift","version":"0.1.0"}}}
/// ```
public struct Event: Sendable, Hashable {
    /// Where the event came from.
    public enum Origin: Sendable, Hashable {
        /// An interaction captured by a plugin.
        case interaction(Interaction.Kind)
        /// An application lifecycle call (``Tracker/applicationDidLaunch()`` and friends).
        case lifecycle
        /// ``Tracker/track(_:properties:)``.
        case custom
    }

    /// The id, sent as `messageId`. Stable through the pipeline and retries.
    public let id: EventID
    /// Where the event came from.
    public let origin: Origin
    /// The event name: one of ``AutocaptureEvent`` for captured events, the integrator's name otherwise.
    public var name: String
    /// Event properties; keys starting with `$` are Traceless's own (``PropertyKey``).
    public var properties: [String: PropertyValue]
    /// Segment's `context` object, minus `library`, which the tracker always sets.
    public var context: [String: PropertyValue]
    /// When the event happened (the interaction's time, or the time `track` was called).
    public var timestamp: Date
    /// The persisted anonymous id of this installation.
    public var anonymousId: String
    /// The id passed to ``Tracker/identify(userId:)``, if any.
    public var userId: String?
    /// The session the event belongs to (also in `properties["$session_id"]`).
    public var sessionId: String

    public init(
        id: EventID, origin: Origin, name: String, properties: [String: PropertyValue] = [:],
        context: [String: PropertyValue] = [:], timestamp: Date, anonymousId: String,
        userId: String? = nil, sessionId: String
    ) {
        self.id = id
        self.origin = origin
        self.name = name
        self.properties = properties
        self.context = context
        self.timestamp = timestamp
        self.anonymousId = anonymousId
        self.userId = userId
        self.sessionId = sessionId
    }
}

/// The names of the events Traceless captures by itself. The `$` prefix keeps them apart
/// from integrators' names, which may not start with `$`.
public enum AutocaptureEvent: String, Sendable, CaseIterable {
    case elementClick = "$element_click"
    case gesture = "$gesture"
    case listSelection = "$list_select"
    case pageView = "$page_view"
    case pageLeave = "$page_leave"
    case appStart = "$app_start"
    case appEnd = "$app_end"
    case webNavigation = "$web_navigation"
    case webLoad = "$web_load"
    case alertClick = "$alert_click"
    case actionSheetClick = "$action_sheet_click"
    case scroll = "$scroll"
    /// Several quick taps on one element (`$tap_count`).
    case rageTap = "$rage_tap"
    /// A tap that nothing answered.
    case deadTap = "$dead_tap"
    /// A web event without a name of its page's (a page always names its events).
    case webEvent = "$web_event"
}

/// The keys of the properties Traceless sets itself.
public enum PropertyKey {
    public static let screenClass = "$screen_class"
    public static let screenTitle = "$screen_title"
    /// The screen's name: what its controller answers to `tracelessScreenName`, else its class.
    public static let screenName = "$screen_name"
    /// On a page view: the previous page's `$screen_name` and title.
    public static let referrer = "$referrer"
    public static let referrerTitle = "$referrer_title"
    public static let elementClass = "$element_class"
    public static let elementPath = "$element_path"
    public static let elementContent = "$element_content"
    public static let elementPosition = "$element_position"
    public static let elementSection = "$element_section"
    public static let elementItem = "$element_item"
    public static let elementAccessibilityID = "$element_id"
    public static let elementTag = "$element_tag"
    public static let elementKey = "$element_key"
    public static let elementValue = "$element_value"
    /// The public UIKit kind of the element (`UIButton`, `UIBarButtonItem`, `UITabBarItem`, ...).
    public static let elementType = "$element_type"
    /// Where a tap landed in the element and on the screen, each 0...1 from the top left.
    public static let tapX = "$tap_x"
    public static let tapY = "$tap_y"
    public static let tapScreenX = "$tap_screen_x"
    public static let tapScreenY = "$tap_screen_y"
    /// On a `$rage_tap`: how many taps.
    public static let tapCount = "$tap_count"
    public static let selector = "$selector"
    public static let controlEvent = "$control_event"
    public static let gestureClass = "$gesture_class"
    public static let gestureState = "$gesture_state"
    public static let duration = "$duration"
    public static let plugin = "$plugin"
    public static let attributes = "$attributes"
    /// True on an event a web page sent through the JavaScript bridge.
    public static let hybrid = "$hybrid"
    public static let sessionID = "$session_id"
    public static let resumed = "$resumed"
    public static let libraryName = "$lib"
    public static let libraryVersion = "$lib_version"
}

/// The name and version sent in `context.library` and `$lib` / `$lib_version`.
public enum TracelessLibrary {
    public static let name = "traceless-swift"
    public static let version = "0.1.0"
}
