import Traceless

/// How captured interactions and lifecycle events are named and shaped, so that the same app
/// lands natively in one analytics ecosystem. Custom events (``Tracker/track(_:properties:)``)
/// keep their own names in every profile.
///
/// ```swift
/// configuration.namingProfile = .posthog   // taps as `$autocapture` with `$elements_chain`
/// ```
///
/// The README's "Naming profiles" table lists every captured kind under each profile.
public enum NamingProfile: String, Sendable, Hashable, CaseIterable {
    /// Segment's spec (the default): names start with a letter ("Element Clicked"), property
    /// keys are snake_case without a `$`, page views are `screen` calls, lifecycle events are
    /// Segment's mobile ones ("Application Opened", ...). The library and the session are in
    /// `context`, not in the properties.
    case segment
    /// PostHog's: taps as `$autocapture` with `$event_type` and `$elements_chain`, page views
    /// as `screen` calls (which PostHog records as `$screen`), `$rageclick`, `$dead_click`;
    /// lifecycle events under the names PostHog's mobile SDKs use; `$` keys.
    case posthog
    /// Sensors Analytics': `$AppClick`, `$AppViewScreen`, `$AppPageLeave`, `$AppStart`,
    /// `$AppEnd`, `$AppInstall`; page views are `track` calls; `$` keys.
    case sensors

    /// The key under which this profile sends one of ``PropertyKey``'s keys: Segment's drops
    /// the `$`, the others send it as it is.
    ///
    /// ```swift
    /// NamingProfile.segment.key(PropertyKey.elementClass)   // "element_class"
    /// ```
    public func key(_ key: String) -> String {
        guard self == .segment, key.utf8.first == UInt8(ascii: "$") else { return key }
        return String(key.dropFirst())
    }

    /// The name of the event an interaction of this kind becomes; for ``Interaction/Kind/pageAppear``
    /// in a profile whose page views are `screen` calls, the screen's name stands in its place.
    func eventName(for kind: Interaction.Kind) -> String {
        switch self {
        case .segment: Self.segmentName(kind)
        case .posthog: Self.posthogName(kind)
        case .sensors: Self.sensorsName(kind)
        }
    }

    /// Whether page views are `screen` calls (else `track` calls named by ``eventName(for:)``).
    var sendsScreenCalls: Bool { self != .sensors }

    /// Whether the SDK's `$lib`, `$lib_version` and `$session_id` are event properties too
    /// (Segment's profile has them in `context` only).
    var propertiesCarryLibrary: Bool { self != .segment }

    private static func segmentName(_ kind: Interaction.Kind) -> String {
        switch kind {
        case .controlAction, .barButtonItem, .tabSelection, .menuAction, .swipeAction, .accessoryButton: "Element Clicked"
        case .rageTap: "Element Rage Tapped"
        case .deadTap: "Element Dead Tapped"
        case .gesture: "Gesture Recognized"
        case .listSelection: "List Item Selected"
        case .pageAppear: "Screen Viewed"
        case .pageDisappear: "Screen Left"
        case .webNavigation: "Web Navigation Started"
        case .webLoad: "Web Page Loaded"
        case .alertButton: "Alert Button Clicked"
        case .actionSheetButton: "Action Sheet Button Clicked"
        case .scroll: "View Scrolled"
        case .webEvent: "Web Event"
        }
    }

    private static func posthogName(_ kind: Interaction.Kind) -> String {
        switch kind {
        case .controlAction, .barButtonItem, .tabSelection, .menuAction, .swipeAction, .accessoryButton,
             .gesture, .listSelection, .alertButton, .actionSheetButton, .scroll: "$autocapture"
        case .rageTap: "$rageclick"
        case .deadTap: "$dead_click"
        case .pageAppear: "$screen"
        case .pageDisappear: "$screen_leave"
        case .webNavigation: "$web_navigation"
        case .webLoad: "$web_load"
        case .webEvent: "$web_event"
        }
    }

    private static func sensorsName(_ kind: Interaction.Kind) -> String {
        switch kind {
        case .controlAction, .barButtonItem, .tabSelection, .menuAction, .swipeAction, .accessoryButton,
             .gesture, .listSelection, .alertButton, .actionSheetButton: "$AppClick"
        case .rageTap: "$AppRageClick"
        case .deadTap: "$AppDeadClick"
        case .pageAppear: "$AppViewScreen"
        case .pageDisappear: "$AppPageLeave"
        case .webNavigation: "$AppWebNavigation"
        case .webLoad: "$AppWebLoad"
        case .scroll: "$AppScroll"
        case .webEvent: "$WebEvent"
        }
    }

    /// PostHog's `$event_type` of an `$autocapture` event.
    static func posthogEventType(_ kind: Interaction.Kind) -> String? {
        switch kind {
        case .controlAction, .barButtonItem, .tabSelection, .menuAction, .swipeAction, .accessoryButton,
             .listSelection, .alertButton, .actionSheetButton: "touch"
        case .gesture: "gesture"
        case .scroll: "scroll"
        default: nil
        }
    }
}

/// The application lifecycle events, by Segment's mobile spec.
enum LifecycleEvent {
    case installed, updated, opened, backgrounded

    func name(in profile: NamingProfile) -> String {
        switch (profile, self) {
        case (.sensors, .installed): "$AppInstall"
        case (.sensors, .updated): "$AppUpdate"
        case (.sensors, .opened): "$AppStart"
        case (.sensors, .backgrounded): "$AppEnd"
        case (_, .installed): "Application Installed"
        case (_, .updated): "Application Updated"
        case (_, .opened): "Application Opened"
        case (_, .backgrounded): "Application Backgrounded"
        }
    }
}

/// The properties of the lifecycle events, by profile: Segment's spec names them for Segment
/// and PostHog, Sensors' presets for Sensors.
enum LifecycleKey {
    static func fromBackground(_ profile: NamingProfile) -> String { profile == .sensors ? "$resume_from_background" : "from_background" }
    static func version(_ profile: NamingProfile) -> String { profile == .sensors ? "$app_version" : "version" }
    static func build(_ profile: NamingProfile) -> String { profile == .sensors ? "$app_build" : "build" }
    static func previousVersion(_ profile: NamingProfile) -> String { profile == .sensors ? "$previous_app_version" : "previous_version" }
    static func previousBuild(_ profile: NamingProfile) -> String { profile == .sensors ? "$previous_app_build" : "previous_build" }
    static func duration(_ profile: NamingProfile) -> String { profile == .sensors ? "event_duration" : "duration" }
    static let firstTime = "$is_first_time"
}
