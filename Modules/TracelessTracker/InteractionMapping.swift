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
        }
    }

    func map(_ interaction: Interaction) -> Result {
        var result = Result(name: Self.eventName(for: interaction.kind).rawValue, properties: [:])
        // Room for the captured keys plus the session and library keys added later, so
        // the dictionary is never rehashed while the event is built.
        result.properties.reserveCapacity(16)
        func put(_ key: String, _ string: String?) {
            guard let string else { return }
            let (value, originalLength) = truncated(string)
            if let originalLength { result.truncations.append((key, originalLength)) }
            result.properties[key] = .string(value)
        }

        put(PropertyKey.plugin, interaction.plugin)
        if let screen = interaction.screen {
            put(PropertyKey.screenClass, screen.controllerClass)
            put(PropertyKey.screenTitle, screen.title)
        }
        if let element = interaction.element {
            put(PropertyKey.elementClass, element.className)
            put(PropertyKey.elementPath, element.path)
            if captureElementText, !textInputClassNames.contains(element.className) {
                put(PropertyKey.elementContent, element.text)
            }
            put(PropertyKey.elementAccessibilityID, element.accessibilityIdentifier)
            if let tag = element.tag { result.properties[PropertyKey.elementTag] = .int(tag) }
            if let indexPath = element.indexPath {
                result.properties[PropertyKey.elementPosition] = .string(indexPath.description)
                result.properties[PropertyKey.elementSection] = .int(indexPath.section)
                result.properties[PropertyKey.elementItem] = .int(indexPath.item)
            }
        }
        put(PropertyKey.elementKey, interaction.elementKey)
        put(PropertyKey.selector, interaction.selector)
        if let controlEvent = interaction.controlEvent {
            // UInt bit sets above Int.max do not occur in UIControl.Event's defined bits.
            result.properties[PropertyKey.controlEvent] = .int(Int(truncatingIfNeeded: controlEvent))
        }
        if let gesture = interaction.gesture {
            put(PropertyKey.gestureClass, gesture.recognizerClass)
            result.properties[PropertyKey.gestureState] = .int(gesture.state)
        }
        if let duration = interaction.duration, duration.isFinite {
            result.properties[PropertyKey.duration] = .double(duration)
        }
        if !interaction.attributes.isEmpty {
            var attributes: [String: PropertyValue] = [:]
            for (key, value) in interaction.attributes {
                let (string, originalLength) = truncated(value)
                if let originalLength { result.truncations.append((PropertyKey.attributes + "." + key, originalLength)) }
                attributes[key] = .string(string)
            }
            result.properties[PropertyKey.attributes] = .object(attributes)
        }
        return result
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
