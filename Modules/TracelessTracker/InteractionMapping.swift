import Traceless

/// Turns an ``Interaction`` into an event name and properties.
///
/// Strings captured from the UI cannot be refused (nobody called us), so over-long ones are
/// cut at the limit and each cut is returned in `truncations` for the tracker to report.
struct InteractionMapping: Sendable {
    var captureElementText: Bool
    var maxStringLength: Int

    struct Result {
        var name: String
        var properties: [String: PropertyValue]
        var truncations: [(key: String, originalLength: Int)] = []
    }

    static func eventName(for kind: Interaction.Kind) -> AutocaptureEvent {
        switch kind {
        case .controlAction, .barButtonItem, .tabSelection, .menuAction, .swipeAction, .accessoryButton: return .elementClick
        case .rageTap: return .rageTap
        case .deadTap: return .deadTap
        case .gesture: return .gesture
        case .listSelection: return .listSelection
        case .pageAppear: return .pageView
        case .pageDisappear: return .pageLeave
        case .webNavigation: return .webNavigation
        case .webLoad: return .webLoad
        case .alertButton: return .alertClick
        case .actionSheetButton: return .actionSheetClick
        case .scroll: return .scroll
        case .webEvent: return .webEvent
        }
    }

    func map(_ interaction: Interaction) -> Result {
        let sorted = sortedProperties(of: interaction, sessionID: nil)
        var properties: [String: PropertyValue] = [:]
        // Room for the tracker's keys added later, so the dictionary is never rehashed
        // while the event is built.
        properties.reserveCapacity(sorted.properties.count + 4)
        for (key, value) in sorted.properties { properties[key] = value }
        return Result(name: sorted.name, properties: properties, truncations: sorted.truncations)
    }

    /// The event name and properties as pairs in key order, the order they are encoded in.
    struct SortedResult {
        var name: String
        var properties: [(key: String, value: PropertyValue)]
        var truncations: [(key: String, originalLength: Int)] = []
    }

    /// The properties of `interaction` in key order. With a `sessionID`, the tracker's own
    /// keys (`$lib`, `$lib_version`, `$session_id`) are included too.
    func sortedProperties(of interaction: Interaction, sessionID: String?) -> SortedResult {
        var pairs = PropertyPairs()
        let truncations = writeProperties(of: interaction, sessionID: sessionID, into: &pairs)
        return SortedResult(name: eventName(of: interaction), properties: pairs.pairs, truncations: truncations)
    }

    /// A web event is named by its page; the kind's name only stands in for a missing one.
    func eventName(of interaction: Interaction) -> String {
        let name = interaction.kind == .webEvent ? interaction.eventName : nil
        return name ?? Self.eventName(for: interaction.kind).rawValue
    }

    /// Hands the properties of `interaction` to `sink` in key order, without a dictionary or
    /// a sort: each key below is emitted at its place in the order of `String`'s `<`. The
    /// writer encodes them straight into JSON this way; ``map(_:)`` collects them. Returns
    /// the strings that were cut.
    func writeProperties<Sink: PropertySink>(of interaction: Interaction, sessionID: String?,
                                             into sink: inout Sink) -> [(key: String, originalLength: Int)] {
        // The screen's own properties (`tracelessScreenProperties`), the element's and a web
        // page's: keys of the app's, never `$`-prefixed, so they cannot replace ours. The most
        // specific wins: page over element over screen. They fall anywhere in the order, so
        // with any of them the pairs are collected and sorted first.
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
        for (key, value) in custom where !key.hasPrefix("$") {
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

    /// ``PropertyKey``'s keys that the mapping writes, encoded once.
    private enum Key {
        static let attributes = EncodedKey(PropertyKey.attributes)
        static let controlEvent = EncodedKey(PropertyKey.controlEvent)
        static let duration = EncodedKey(PropertyKey.duration)
        static let elementClass = EncodedKey(PropertyKey.elementClass)
        static let elementContent = EncodedKey(PropertyKey.elementContent)
        static let elementAccessibilityID = EncodedKey(PropertyKey.elementAccessibilityID)
        static let elementItem = EncodedKey(PropertyKey.elementItem)
        static let elementKey = EncodedKey(PropertyKey.elementKey)
        static let elementPath = EncodedKey(PropertyKey.elementPath)
        static let elementPosition = EncodedKey(PropertyKey.elementPosition)
        static let elementSection = EncodedKey(PropertyKey.elementSection)
        static let elementTag = EncodedKey(PropertyKey.elementTag)
        static let elementType = EncodedKey(PropertyKey.elementType)
        static let elementValue = EncodedKey(PropertyKey.elementValue)
        static let gestureClass = EncodedKey(PropertyKey.gestureClass)
        static let gestureState = EncodedKey(PropertyKey.gestureState)
        static let hybrid = EncodedKey(PropertyKey.hybrid)
        static let libraryName = EncodedKey(PropertyKey.libraryName)
        static let libraryVersion = EncodedKey(PropertyKey.libraryVersion)
        static let plugin = EncodedKey(PropertyKey.plugin)
        static let referrer = EncodedKey(PropertyKey.referrer)
        static let referrerTitle = EncodedKey(PropertyKey.referrerTitle)
        static let screenClass = EncodedKey(PropertyKey.screenClass)
        static let screenName = EncodedKey(PropertyKey.screenName)
        static let screenTitle = EncodedKey(PropertyKey.screenTitle)
        static let selector = EncodedKey(PropertyKey.selector)
        static let sessionID = EncodedKey(PropertyKey.sessionID)
        static let tapCount = EncodedKey(PropertyKey.tapCount)
        static let tapScreenX = EncodedKey(PropertyKey.tapScreenX)
        static let tapScreenY = EncodedKey(PropertyKey.tapScreenY)
        static let tapX = EncodedKey(PropertyKey.tapX)
        static let tapY = EncodedKey(PropertyKey.tapY)
    }

    /// The SDK's `$` keys, in key order.
    private func writeOwnProperties<Sink: PropertySink>(of interaction: Interaction, sessionID: String?, into sink: inout Sink,
                                                        truncations: inout [(key: String, originalLength: Int)]) {
        let element = interaction.element
        let indexPath = element?.indexPath

        if !interaction.attributes.isEmpty {                                            // $attributes
            var attributes: [String: PropertyValue] = [:]
            for (key, value) in interaction.attributes {
                let (string, originalLength) = truncated(value)
                if let originalLength { truncations.append((Key.attributes.name + "." + key, originalLength)) }
                attributes[key] = .string(string)
            }
            sink.put(Key.attributes, .object(attributes))
        }
        if let controlEvent = interaction.controlEvent {                               // $control_event
            // UInt bit sets above Int.max do not occur in UIControl.Event's defined bits.
            sink.put(Key.controlEvent, .int(Int(truncatingIfNeeded: controlEvent)))
        }
        if let duration = interaction.duration, duration.isFinite {                    // $duration
            sink.put(Key.duration, .double(duration))
        }
        if let element {
            put(Key.elementClass, element.className, into: &sink, truncations: &truncations)  // $element_class
            if captureElementText {
                put(Key.elementContent, element.text, into: &sink, truncations: &truncations)  // $element_content
            }
            put(Key.elementAccessibilityID, element.id ?? element.accessibilityIdentifier,      // $element_id
                into: &sink, truncations: &truncations)
        }
        if let indexPath { sink.put(Key.elementItem, .int(indexPath.item)) }    // $element_item
        put(Key.elementKey, interaction.elementKey, into: &sink, truncations: &truncations)    // $element_key
        if let element { put(Key.elementPath, element.path, into: &sink, truncations: &truncations) }  // $element_path
        if let indexPath {
            sink.put(Key.elementPosition, .string(indexPath.description))      // $element_position
            sink.put(Key.elementSection, .int(indexPath.section))              // $element_section
        }
        if let tag = element?.tag { sink.put(Key.elementTag, .int(tag)) }       // $element_tag
        put(Key.elementType, element?.type, into: &sink, truncations: &truncations)  // $element_type
        if let value = element?.value { sink.put(Key.elementValue, Self.property(value)) }  // $element_value
        if let gesture = interaction.gesture {
            put(Key.gestureClass, gesture.recognizerClass, into: &sink, truncations: &truncations)  // $gesture_class
            sink.put(Key.gestureState, .int(gesture.state))                    // $gesture_state
        }
        if interaction.kind == .webEvent { sink.put(Key.hybrid, .bool(true)) }  // $hybrid
        if sessionID != nil {
            sink.put(Key.libraryName, .string(TracelessLibrary.name))          // $lib
            sink.put(Key.libraryVersion, .string(TracelessLibrary.version))    // $lib_version
        }
        put(Key.plugin, interaction.plugin, into: &sink, truncations: &truncations)  // $plugin
        if let referrer = interaction.referrer {
            put(Key.referrer, referrer.name, into: &sink, truncations: &truncations)       // $referrer
            put(Key.referrerTitle, referrer.title, into: &sink, truncations: &truncations) // $referrer_title
        }
        if let screen = interaction.screen {
            put(Key.screenClass, screen.controllerClass, into: &sink, truncations: &truncations)  // $screen_class
            put(Key.screenName, screen.name, into: &sink, truncations: &truncations)              // $screen_name
            put(Key.screenTitle, screen.title, into: &sink, truncations: &truncations)            // $screen_title
        }
        put(Key.selector, interaction.selector, into: &sink, truncations: &truncations)  // $selector
        if let sessionID { sink.put(Key.sessionID, .string(sessionID)) }        // $session_id
        if let count = interaction.tapCount { sink.put(Key.tapCount, .int(count)) }  // $tap_count
        if let tap = interaction.tap {
            sink.put(Key.tapScreenX, .double(tap.screenX))                     // $tap_screen_x
            sink.put(Key.tapScreenY, .double(tap.screenY))                     // $tap_screen_y
            if let x = tap.elementX { sink.put(Key.tapX, .double(x)) }         // $tap_x
            if let y = tap.elementY { sink.put(Key.tapY, .double(y)) }         // $tap_y
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
