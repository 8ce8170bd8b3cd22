import Traceless

/// Turns an ``Interaction`` into an event name and properties.
///
/// Strings captured from the UI cannot be refused (nobody called us), so over-long ones are
/// cut at the limit and each cut is returned in `truncations` for the tracker to report.
struct InteractionMapping: Sendable {
    /// Element classes whose text is never captured: what the user types is not an interaction label.
    var textInputClassNames: Set<String>
    var captureElementText: Bool
    var maxStringLength: Int

    struct Result {
        var name: String
        var properties: [String: PropertyValue]
        var truncations: [(key: String, originalLength: Int)] = []
    }

    static func eventName(for kind: Interaction.Kind) -> AutocaptureEvent {
        switch kind {
        case .controlAction: return .elementClick
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

    /// The properties of `interaction` in key order, without a dictionary or a sort: each
    /// key below is emitted at its place in the order of `String`'s `<`. With a `sessionID`,
    /// the tracker's own keys (`$lib`, `$lib_version`, `$session_id`) are included too.
    /// ``map(_:)`` is built from this, so both give the same properties.
    func sortedProperties(of interaction: Interaction, sessionID: String?) -> SortedResult {
        // A web event is named by its page; the kind's name only stands in for a missing one.
        let name = interaction.kind == .webEvent ? interaction.eventName : nil
        var result = SortedResult(name: name ?? Self.eventName(for: interaction.kind).rawValue, properties: [])
        result.properties.reserveCapacity(20)
        func put(_ key: String, _ string: String?) {
            guard let string else { return }
            let (value, originalLength) = truncated(string)
            if let originalLength { result.truncations.append((key, originalLength)) }
            result.properties.append((key, .string(value)))
        }
        let element = interaction.element
        let indexPath = element?.indexPath

        if !interaction.attributes.isEmpty {                                            // $attributes
            var attributes: [String: PropertyValue] = [:]
            for (key, value) in interaction.attributes {
                let (string, originalLength) = truncated(value)
                if let originalLength { result.truncations.append((PropertyKey.attributes + "." + key, originalLength)) }
                attributes[key] = .string(string)
            }
            result.properties.append((PropertyKey.attributes, .object(attributes)))
        }
        if let controlEvent = interaction.controlEvent {                               // $control_event
            // UInt bit sets above Int.max do not occur in UIControl.Event's defined bits.
            result.properties.append((PropertyKey.controlEvent, .int(Int(truncatingIfNeeded: controlEvent))))
        }
        if let duration = interaction.duration, duration.isFinite {                    // $duration
            result.properties.append((PropertyKey.duration, .double(duration)))
        }
        if let element {
            put(PropertyKey.elementClass, element.className)                           // $element_class
            if captureElementText, !textInputClassNames.contains(element.className) {
                put(PropertyKey.elementContent, element.text)                          // $element_content
            }
            put(PropertyKey.elementAccessibilityID, element.id ?? element.accessibilityIdentifier)  // $element_id
        }
        if let indexPath { result.properties.append((PropertyKey.elementItem, .int(indexPath.item))) }  // $element_item
        put(PropertyKey.elementKey, interaction.elementKey)                            // $element_key
        if let element { put(PropertyKey.elementPath, element.path) }                  // $element_path
        if let indexPath {
            result.properties.append((PropertyKey.elementPosition, .string(indexPath.description)))  // $element_position
            result.properties.append((PropertyKey.elementSection, .int(indexPath.section)))          // $element_section
        }
        if let tag = element?.tag { result.properties.append((PropertyKey.elementTag, .int(tag))) }  // $element_tag
        if let value = element?.value { result.properties.append((PropertyKey.elementValue, Self.property(value))) }  // $element_value
        if let gesture = interaction.gesture {
            put(PropertyKey.gestureClass, gesture.recognizerClass)                     // $gesture_class
            result.properties.append((PropertyKey.gestureState, .int(gesture.state)))  // $gesture_state
        }
        if interaction.kind == .webEvent { result.properties.append((PropertyKey.hybrid, .bool(true))) }  // $hybrid
        if sessionID != nil {
            result.properties.append((PropertyKey.libraryName, .string(TracelessLibrary.name)))        // $lib
            result.properties.append((PropertyKey.libraryVersion, .string(TracelessLibrary.version)))  // $lib_version
        }
        put(PropertyKey.plugin, interaction.plugin)                                    // $plugin
        if let referrer = interaction.referrer {
            put(PropertyKey.referrer, referrer.name)                                   // $referrer
            put(PropertyKey.referrerTitle, referrer.title)                             // $referrer_title
        }
        if let screen = interaction.screen {
            put(PropertyKey.screenClass, screen.controllerClass)                       // $screen_class
            put(PropertyKey.screenName, screen.name)                                   // $screen_name
            put(PropertyKey.screenTitle, screen.title)                                 // $screen_title
        }
        put(PropertyKey.selector, interaction.selector)                                // $selector
        if let sessionID { result.properties.append((PropertyKey.sessionID, .string(sessionID))) }  // $session_id
        // The screen's own properties (`tracelessScreenProperties`), the element's and a web
        // page's: keys of the app's, never `$`-prefixed, so they cannot replace ours; placed
        // in key order. The most specific wins: page over element over screen.
        let custom = (interaction.screen?.properties ?? [:])
            .merging(element?.properties ?? [:]) { _, element in element }
            .merging(interaction.eventProperties) { _, page in page }
        if !custom.isEmpty {
            for (key, value) in custom where !key.hasPrefix("$") {
                if case .string(let text) = value { put(key, text) } else { result.properties.append((key, Self.property(value))) }
            }
            result.properties.sort { $0.key < $1.key }
        }
        return result
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
