import Traceless

/// Turns an ``Interaction`` into an event name and properties.
///
/// Strings captured from the UI cannot be refused (nobody called us), so over-long ones are
/// cut at the limit and each cut is returned in `truncations` for the tracker to report.
struct InteractionMapping: Sendable {
    var captureElementText: Bool
    var maxStringLength: Int
    /// How events are named and which keys their properties have.
    let profile: NamingProfile
    private let keys: Keys

    init(captureElementText: Bool, maxStringLength: Int, profile: NamingProfile) {
        self.captureElementText = captureElementText
        self.maxStringLength = maxStringLength
        self.profile = profile
        self.keys = Keys(profile)
    }

    struct Result {
        var type: Event.CallType = .track
        var name: String
        var properties: [String: PropertyValue]
        var truncations: [(key: String, originalLength: Int)] = []
    }

    func map(_ interaction: Interaction) -> Result {
        let sorted = sortedProperties(of: interaction, sessionID: nil)
        var properties: [String: PropertyValue] = [:]
        // Room for the tracker's keys added later, so the dictionary is never rehashed
        // while the event is built.
        properties.reserveCapacity(sorted.properties.count + 4)
        for (key, value) in sorted.properties { properties[key] = value }
        if profile == .posthog { addPostHogAutocapture(of: interaction, to: &properties) }
        return Result(type: callType(of: interaction), name: sorted.name, properties: properties, truncations: sorted.truncations)
    }

    /// A page view is a `screen` call where the profile has them; everything else a `track` call.
    func callType(of interaction: Interaction) -> Event.CallType {
        interaction.kind == .pageAppear && profile.sendsScreenCalls ? .screen : .track
    }

    /// The event name and properties as pairs in key order, the order they are encoded in.
    struct SortedResult {
        var name: String
        var properties: [(key: String, value: PropertyValue)]
        var truncations: [(key: String, originalLength: Int)] = []
    }

    /// The properties of `interaction` in key order. With a `sessionID`, the tracker's own
    /// keys (`$lib`, `$lib_version`, `$session_id`) are included too.
    func sortedProperties(of interaction: Interaction, sessionID: Int64?) -> SortedResult {
        var pairs = PropertyPairs()
        let truncations = writeProperties(of: interaction, sessionID: sessionID, into: &pairs)
        return SortedResult(name: eventName(of: interaction), properties: pairs.pairs, truncations: truncations)
    }

    /// A web event is named by its page; the kind's name only stands in for a missing one. A
    /// `screen` call is named by its screen.
    func eventName(of interaction: Interaction) -> String {
        if interaction.kind == .webEvent, let name = interaction.eventName { return name }
        if interaction.kind == .pageAppear, profile.sendsScreenCalls, let screen = interaction.screen { return screen.name }
        return profile.eventName(for: interaction.kind)
    }

    /// Hands the properties of `interaction` to `sink` in key order, without a dictionary or
    /// a sort: each key below is emitted at its place in the order of `String`'s `<`. The
    /// writer encodes them straight into JSON this way; ``map(_:)`` collects them. Returns
    /// the strings that were cut.
    func writeProperties<Sink: PropertySink>(of interaction: Interaction, sessionID: Int64?,
                                             into sink: inout Sink) -> [(key: String, originalLength: Int)] {
        // The screen's own properties (`tracelessScreenProperties`), the element's and a web
        // page's: keys of the app's, never `$`-prefixed; where a profile's keys have no `$`,
        // ours win on a shared key. The most specific wins: page over element over screen.
        // They fall anywhere in the order, so with any of them the pairs are collected and
        // sorted first.
        let screenProperties = interaction.screen?.properties ?? [:]
        let elementProperties = interaction.element?.properties ?? [:]
        guard !screenProperties.isEmpty || !elementProperties.isEmpty || !interaction.eventProperties.isEmpty else {
            var truncations: [(key: String, originalLength: Int)] = []
            writeOwnProperties(of: interaction, sessionID: sessionID, into: &sink, truncations: &truncations)
            return truncations
        }
        var pairs = PropertyPairs()
        var truncations: [(key: String, originalLength: Int)] = []
        writeOwnProperties(of: interaction, sessionID: sessionID, into: &pairs, truncations: &truncations)
        let custom = screenProperties
            .merging(elementProperties) { _, element in element }
            .merging(interaction.eventProperties) { _, page in page }
        let own = profile == .segment ? Set(pairs.pairs.map(\.key)) : []
        for (key, value) in custom where !key.hasPrefix("$") && !own.contains(key) {
            if case .string(let text) = value {
                put(key, text, into: &pairs, truncations: &truncations)
            } else {
                pairs.put(key, Self.property(value))
            }
        }
        pairs.pairs.sort { $0.key < $1.key }
        for (key, value) in pairs.pairs { sink.put(key, value) }
        return truncations
    }

    /// A captured string, cut to the limit.
    private func put<Sink: PropertySink>(_ key: String, _ string: String?, into sink: inout Sink,
                                         truncations: inout [(key: String, originalLength: Int)]) {
        if let string { sink.put(key, captured(string, key: key, truncations: &truncations)) }
    }

    private func put<Sink: PropertySink>(_ key: EncodedKey, _ string: String?, into sink: inout Sink,
                                         truncations: inout [(key: String, originalLength: Int)]) {
        if let string { sink.put(key, captured(string, key: key.name, truncations: &truncations)) }
    }

    /// `string` cut to the limit, the cut recorded under `key`.
    private func captured(_ string: String, key: String, truncations: inout [(key: String, originalLength: Int)]) -> PropertyValue {
        let (value, originalLength) = truncated(string)
        if let originalLength { truncations.append((key, originalLength)) }
        return .string(value)
    }

    /// ``PropertyKey``'s keys that the mapping writes, as the profile names them, encoded once.
    /// Segment's drop the `$`, which keeps their order.
    private struct Keys: Sendable {
        let attributes: EncodedKey
        let controlEvent: EncodedKey
        let duration: EncodedKey
        let elementClass: EncodedKey
        let elementContent: EncodedKey
        let elementAccessibilityID: EncodedKey
        let elementItem: EncodedKey
        let elementKey: EncodedKey
        let elementPath: EncodedKey
        let elementPosition: EncodedKey
        let elementSection: EncodedKey
        let elementTag: EncodedKey
        let elementType: EncodedKey
        let elementValue: EncodedKey
        let gestureClass: EncodedKey
        let gestureState: EncodedKey
        let hybrid: EncodedKey
        let libraryName: EncodedKey
        let libraryVersion: EncodedKey
        let plugin: EncodedKey
        let referrer: EncodedKey
        let referrerTitle: EncodedKey
        let screenClass: EncodedKey
        let screenName: EncodedKey
        let screenTitle: EncodedKey
        let selector: EncodedKey
        let sessionID: EncodedKey
        let tapCount: EncodedKey
        let tapScreenX: EncodedKey
        let tapScreenY: EncodedKey
        let tapX: EncodedKey
        let tapY: EncodedKey

        init(_ profile: NamingProfile) {
            attributes = EncodedKey(profile.key(PropertyKey.attributes))
            controlEvent = EncodedKey(profile.key(PropertyKey.controlEvent))
            duration = EncodedKey(profile.key(PropertyKey.duration))
            elementClass = EncodedKey(profile.key(PropertyKey.elementClass))
            elementContent = EncodedKey(profile.key(PropertyKey.elementContent))
            elementAccessibilityID = EncodedKey(profile.key(PropertyKey.elementAccessibilityID))
            elementItem = EncodedKey(profile.key(PropertyKey.elementItem))
            elementKey = EncodedKey(profile.key(PropertyKey.elementKey))
            elementPath = EncodedKey(profile.key(PropertyKey.elementPath))
            elementPosition = EncodedKey(profile.key(PropertyKey.elementPosition))
            elementSection = EncodedKey(profile.key(PropertyKey.elementSection))
            elementTag = EncodedKey(profile.key(PropertyKey.elementTag))
            elementType = EncodedKey(profile.key(PropertyKey.elementType))
            elementValue = EncodedKey(profile.key(PropertyKey.elementValue))
            gestureClass = EncodedKey(profile.key(PropertyKey.gestureClass))
            gestureState = EncodedKey(profile.key(PropertyKey.gestureState))
            hybrid = EncodedKey(profile.key(PropertyKey.hybrid))
            libraryName = EncodedKey(profile.key(PropertyKey.libraryName))
            libraryVersion = EncodedKey(profile.key(PropertyKey.libraryVersion))
            plugin = EncodedKey(profile.key(PropertyKey.plugin))
            referrer = EncodedKey(profile.key(PropertyKey.referrer))
            referrerTitle = EncodedKey(profile.key(PropertyKey.referrerTitle))
            screenClass = EncodedKey(profile.key(PropertyKey.screenClass))
            screenName = EncodedKey(profile.key(PropertyKey.screenName))
            screenTitle = EncodedKey(profile.key(PropertyKey.screenTitle))
            selector = EncodedKey(profile.key(PropertyKey.selector))
            sessionID = EncodedKey(profile.key(PropertyKey.sessionID))
            tapCount = EncodedKey(profile.key(PropertyKey.tapCount))
            tapScreenX = EncodedKey(profile.key(PropertyKey.tapScreenX))
            tapScreenY = EncodedKey(profile.key(PropertyKey.tapScreenY))
            tapX = EncodedKey(profile.key(PropertyKey.tapX))
            tapY = EncodedKey(profile.key(PropertyKey.tapY))
        }
    }

    /// The SDK's keys, in key order.
    private func writeOwnProperties<Sink: PropertySink>(of interaction: Interaction, sessionID: Int64?, into sink: inout Sink,
                                                        truncations: inout [(key: String, originalLength: Int)]) {
        let element = interaction.element
        let indexPath = element?.indexPath

        if !interaction.attributes.isEmpty {                                            // $attributes
            var attributes: [String: PropertyValue] = [:]
            for (key, value) in interaction.attributes {
                let (string, originalLength) = truncated(value)
                if let originalLength { truncations.append((keys.attributes.name + "." + key, originalLength)) }
                attributes[key] = .string(string)
            }
            sink.put(keys.attributes, .object(attributes))
        }
        if let controlEvent = interaction.controlEvent {                               // $control_event
            // UInt bit sets above Int.max do not occur in UIControl.Event's defined bits.
            sink.put(keys.controlEvent, .int(Int(truncatingIfNeeded: controlEvent)))
        }
        if let duration = interaction.duration, duration.isFinite {                    // $duration
            sink.put(keys.duration, .double(duration))
        }
        if let element {
            put(keys.elementClass, element.className, into: &sink, truncations: &truncations)  // $element_class
            if captureElementText {
                put(keys.elementContent, element.text, into: &sink, truncations: &truncations)  // $element_content
            }
            put(keys.elementAccessibilityID, element.id ?? element.accessibilityIdentifier,      // $element_id
                into: &sink, truncations: &truncations)
        }
        if let indexPath { sink.put(keys.elementItem, .int(indexPath.item)) }    // $element_item
        put(keys.elementKey, interaction.elementKey, into: &sink, truncations: &truncations)    // $element_key
        if let element { put(keys.elementPath, element.path, into: &sink, truncations: &truncations) }  // $element_path
        if let indexPath {
            sink.put(keys.elementPosition, .string(indexPath.description))      // $element_position
            sink.put(keys.elementSection, .int(indexPath.section))              // $element_section
        }
        if let tag = element?.tag { sink.put(keys.elementTag, .int(tag)) }       // $element_tag
        put(keys.elementType, element?.type, into: &sink, truncations: &truncations)  // $element_type
        if let value = element?.value { sink.put(keys.elementValue, Self.property(value)) }  // $element_value
        if let gesture = interaction.gesture {
            put(keys.gestureClass, gesture.recognizerClass, into: &sink, truncations: &truncations)  // $gesture_class
            sink.put(keys.gestureState, .int(gesture.state))                    // $gesture_state
        }
        if interaction.kind == .webEvent { sink.put(keys.hybrid, .bool(true)) }  // $hybrid
        if sessionID != nil {
            sink.put(keys.libraryName, .string(TracelessLibrary.name))          // $lib
            sink.put(keys.libraryVersion, .string(TracelessLibrary.version))    // $lib_version
        }
        put(keys.plugin, interaction.plugin, into: &sink, truncations: &truncations)  // $plugin
        if let referrer = interaction.referrer {
            put(keys.referrer, referrer.name, into: &sink, truncations: &truncations)       // $referrer
            put(keys.referrerTitle, referrer.title, into: &sink, truncations: &truncations) // $referrer_title
        }
        if let screen = interaction.screen {
            put(keys.screenClass, screen.controllerClass, into: &sink, truncations: &truncations)  // $screen_class
            put(keys.screenName, screen.name, into: &sink, truncations: &truncations)              // $screen_name
            put(keys.screenTitle, screen.title, into: &sink, truncations: &truncations)            // $screen_title
        }
        put(keys.selector, interaction.selector, into: &sink, truncations: &truncations)  // $selector
        if let sessionID { sink.put(keys.sessionID, .int(Int(truncatingIfNeeded: sessionID))) }        // $session_id
        if let count = interaction.tapCount { sink.put(keys.tapCount, .int(count)) }  // $tap_count
        if let tap = interaction.tap {
            sink.put(keys.tapScreenX, .double(tap.screenX))                     // $tap_screen_x
            sink.put(keys.tapScreenY, .double(tap.screenY))                     // $tap_screen_y
            if let x = tap.elementX { sink.put(keys.tapX, .double(x)) }         // $tap_x
            if let y = tap.elementY { sink.put(keys.tapY, .double(y)) }         // $tap_y
        }
    }

    /// A screen or element value as an event property: whole numbers as integers.
    static func property(_ value: Screen.Value) -> PropertyValue {
        switch value {
        case .string(let text): .string(text)
        case .number(let number) where number.rounded() == number && abs(number) < 1e15: .int(Int(number))
        case .number(let number): .double(number)
        case .bool(let flag): .bool(flag)
        }
    }

    /// The string cut to at most `maxStringLength` UTF-8 bytes on a scalar boundary, and its
    /// original length when it was cut.
    func truncated(_ string: String) -> (String, Int?) {
        let length = string.utf8.count
        guard length > maxStringLength else { return (string, nil) }
        var kept = String.UnicodeScalarView()
        var bytes = 0
        for scalar in string.unicodeScalars {
            let size = UTF8.width(scalar)
            if bytes + size > maxStringLength { break }
            kept.append(scalar)
            bytes += size
        }
        return (String(kept), length)
    }
}
