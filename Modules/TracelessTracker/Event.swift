import Foundation
import Traceless

/// One analytics event, as the enrichment pipeline sees it and as it is uploaded.
///
/// Events are built by the tracker on its writer thread, from an ``Interaction``, a lifecycle
/// transition or a call of the app's (`track`, `identify`, `alias`, `group`); plugins may
/// change anything but the id. It is uploaded as a Segment message of its ``type``:
///
/// ```json
/// {"type":"track","event":"Element Clicked","messageId":"…","timestamp":"2024-05-01T10:00:00.000Z",
///  "originalTimestamp":"2024-05-01T10:00:00.000Z","anonymousId":"…","userId":"…",
///  "properties":{"screen_class":"CheckoutViewController"},
///  "context":{"app":{…},"library":{"name":"traceless-swift","version":"0.1.0"},"sessionId":1714557600000,…}}
/// ```
public struct Event: Sendable, Hashable {
    /// Where the event came from.
    public enum Origin: Sendable, Hashable {
        /// An interaction captured by a plugin.
        case interaction(Interaction.Kind)
        /// An application lifecycle call (``Tracker/applicationDidLaunch()`` and friends).
        case lifecycle
        /// ``Tracker/track(_:properties:)``, and the identity calls (`identify`, `alias`, `group`).
        case custom
    }

    /// Segment's call types.
    public enum CallType: String, Sendable, Hashable {
        /// An action: ``Event/name`` is sent as `event`.
        case track
        /// A page view: ``Event/name`` is sent as `name`, the screen's name.
        case screen
        /// Who the user is: ``Event/traits`` are sent as `traits`.
        case identify
        /// A new id for the user: ``Event/previousId`` is the old one, `userId` the new one.
        case alias
        /// The user joined a group: ``Event/groupId`` and its ``Event/traits``.
        case group
    }

    /// The id, sent as `messageId`. Stable through the pipeline and retries.
    public let id: EventID
    /// Where the event came from.
    public let origin: Origin
    /// The message's call type.
    public var type: CallType
    /// A `track` call's event name (see ``NamingProfile`` for captured events), or a `screen`
    /// call's screen name; empty for the other calls.
    public var name: String
    /// Event properties (`track`, `screen`).
    public var properties: [String: PropertyValue]
    /// Traits (`identify`, `group`).
    public var traits: [String: PropertyValue]
    /// An `alias` call's previous id.
    public var previousId: String?
    /// A `group` call's group.
    public var groupId: String?
    /// Members of Segment's `context` object besides those the tracker sets when it encodes
    /// the message (`app`, `device`, `os`, `screen`, `locale`, `timezone`, `library`,
    /// `sessionId`, `traits`); a member set here replaces the tracker's.
    public var context: [String: PropertyValue]
    /// When the event happened (the interaction's time, or the time `track` was called); sent
    /// as `timestamp` and `originalTimestamp`.
    public var timestamp: Date
    /// The persisted anonymous id of this installation.
    public var anonymousId: String
    /// The id passed to ``Tracker/identify(userId:traits:)``, if any.
    public var userId: String?
    /// The session the event belongs to: the milliseconds since 1970 of its start, sent as
    /// `context.sessionId`.
    public var sessionId: Int64

    public init(
        id: EventID, origin: Origin, type: CallType = .track, name: String, properties: [String: PropertyValue] = [:],
        traits: [String: PropertyValue] = [:], previousId: String? = nil, groupId: String? = nil,
        context: [String: PropertyValue] = [:], timestamp: Date, anonymousId: String,
        userId: String? = nil, sessionId: Int64
    ) {
        self.id = id
        self.origin = origin
        self.type = type
        self.name = name
        self.properties = properties
        self.traits = traits
        self.previousId = previousId
        self.groupId = groupId
        self.context = context
        self.timestamp = timestamp
        self.anonymousId = anonymousId
        self.userId = userId
        self.sessionId = sessionId
    }
}

/// The keys of the properties Traceless sets itself, as PostHog's and Sensors' naming
/// profiles send them; Segment's sends them without the `$` (``NamingProfile/key(_:)``).
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
    /// PostHog's profile: what an `$autocapture` was (`touch`, `gesture`, `scroll`) and the
    /// element with its ancestors.
    public static let eventType = "$event_type"
    public static let elementsChain = "$elements_chain"
    public static let libraryName = "$lib"
    public static let libraryVersion = "$lib_version"
}

/// The name and version sent in `context.library` (and, but in Segment's profile, `$lib` / `$lib_version`).
public enum TracelessLibrary {
    public static let name = "traceless-swift"
    public static let version = "0.1.0"
}
