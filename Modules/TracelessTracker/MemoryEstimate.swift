import Traceless

/// Rough sizes of what waits in the inbox, for ``TrackerConfiguration/maxPendingBytes``.
///
/// Computed on the caller's thread, so only from O(1) facts: a native string knows its
/// UTF-8 length. The fixed part covers the item itself and the strings' headers.
enum MemoryEstimate {
    static let itemOverhead = 256

    static func bytes(of interaction: Interaction) -> Int {
        var total = itemOverhead + interaction.plugin.utf8.count
        if let screen = interaction.screen {
            total += screen.controllerClass.utf8.count + (screen.title?.utf8.count ?? 0)
        }
        if let element = interaction.element {
            total += element.className.utf8.count + (element.path?.utf8.count ?? 0) + (element.text?.utf8.count ?? 0)
                + (element.accessibilityIdentifier?.utf8.count ?? 0)
        }
        total += (interaction.selector?.utf8.count ?? 0) + (interaction.elementKey?.utf8.count ?? 0)
        total += interaction.gesture?.recognizerClass.utf8.count ?? 0
        total += interaction.eventName?.utf8.count ?? 0
        for (key, value) in interaction.eventProperties {
            if case .string(let text) = value { total += text.utf8.count }
            total += key.utf8.count + 32
        }
        if !interaction.attributes.isEmpty {
            for (key, value) in interaction.attributes { total += key.utf8.count + value.utf8.count + 32 }
        }
        return total
    }
}
