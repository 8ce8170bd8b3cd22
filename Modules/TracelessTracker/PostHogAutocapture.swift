import Traceless

extension InteractionMapping {
    /// PostHog's `$autocapture` says what happened in `$event_type` and on what in
    /// `$elements_chain`: the element, then its ancestors, each `Class:attr__class="Class"`
    /// with its `nth-child` (1-based) where the path numbers it among its siblings (a
    /// cell's `[section][row]` is its row, not a child's place: none); the element also
    /// with its text and `attr_id`.
    func addPostHogAutocapture(of interaction: Interaction, to properties: inout [String: PropertyValue]) {
        guard let eventType = NamingProfile.posthogEventType(interaction.kind) else { return }
        properties[PropertyKey.eventType] = .string(eventType)
        guard let element = interaction.element else { return }
        var chain: [String] = []
        let steps = (element.path ?? element.className).split(separator: "/")
        for (index, step) in steps.reversed().enumerated() {
            var name = Substring(step)
            var entry = ""
            var nth: Int?
            if let open = step.firstIndex(of: "["), step.last == "]" {
                name = step[..<open]
                nth = Int(step[step.index(after: open)..<step.index(before: step.endIndex)]).map { $0 + 1 }
            }
            let tag = String(name.filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
            entry += tag
            entry += ":attr__class=\"" + Self.chainEscaped(String(name)) + "\""
            if let nth { entry += "nth-child=\"\(nth)\"" }
            // PostHog's parser takes no empty value: an empty text or id is left out.
            if index == 0 {
                if captureElementText, let text = element.text, !text.isEmpty {
                    entry += "text=\"" + Self.chainEscaped(truncated(text).0) + "\""
                }
                if let id = element.id ?? element.accessibilityIdentifier, !id.isEmpty {
                    entry += "attr_id=\"" + Self.chainEscaped(id) + "\""
                }
            }
            chain.append(entry)
        }
        properties[PropertyKey.elementsChain] = .string(truncated(chain.joined(separator: ";")).0)
    }

    /// A value inside an `$elements_chain` attribute: quotes escaped.
    private static func chainEscaped(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
