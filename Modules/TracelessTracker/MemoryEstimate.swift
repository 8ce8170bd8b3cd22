import Traceless

/// Rough sizes of what waits in the inbox, for ``TrackerConfiguration/maxPendingBytes``.
///
/// Computed on the caller's thread, so only from O(1) facts: a native string knows its
/// UTF-8 length. The fixed part covers the item itself and the strings' headers.
enum MemoryEstimate {
    static let itemOverhead = 256

    /// Most of what this costs is one copy of the optional element (a dozen reference counts
    /// taken and dropped), which the compiler makes to read its strings however they are
    /// reached: a chain per field, a method, a pointer to the value, a `switch` over it.
    static func bytes(of interaction: borrowing Interaction) -> Int {
        var total = itemOverhead + interaction.plugin.utf8.count
        total += (interaction.screen?.controllerClass.utf8.count ?? 0) + (interaction.screen?.title?.utf8.count ?? 0)
        total += interaction.element?.stringBytes ?? 0
        total += (interaction.selector?.utf8.count ?? 0) + (interaction.elementKey?.utf8.count ?? 0)
        total += interaction.gesture?.recognizerClass.utf8.count ?? 0
        total += interaction.eventName?.utf8.count ?? 0
        if !interaction.eventProperties.isEmpty {
            for (key, value) in interaction.eventProperties {
                if case .string(let text) = value { total += text.utf8.count }
                total += key.utf8.count + 32
            }
        }
        if !interaction.attributes.isEmpty {
            for (key, value) in interaction.attributes { total += key.utf8.count + value.utf8.count + 32 }
        }
        return total
    }
}

extension Interaction.Element {
    /// The UTF-8 bytes of the element's strings.
    fileprivate var stringBytes: Int {
        className.utf8.count + (path?.utf8.count ?? 0) + (text?.utf8.count ?? 0) + (accessibilityIdentifier?.utf8.count ?? 0)
    }
}
