import Dispatch
import TracelessRuntime

/// From a plugin's capture to the sink: ignore lists, sampling, the sink's thread.
extension TracelessRegistry {
    func deliver(_ interaction: Interaction, from context: PluginContext) {
        // Whatever a finger caused answered it, reported or not: it is not a dead tap.
        UserTouches.noteAnswered()
        guard sampledIn, !isIgnored(interaction) else {
            context.dropped.add(1)
            return
        }
        context.emitted.add(1)
        guard let sink else { return }
        // What the user typed, shown in another view (a label greeting the name just
        // entered), leaves with no event. Copied only then: a copy retains every string.
        TypedText.refresh()
        if TypedText.holdsAny(interaction) {
            var cleared = interaction
            TypedText.remove(from: &cleared)
            hand(cleared, to: sink)
        } else {
            hand(interaction, to: sink)
        }
    }

    private func hand(_ interaction: Interaction, to sink: any InteractionSink) {
        if sink.receivesOnCallerThread {
            sink.receive(interaction)
        } else {
            deliveryQueue.async { sink.receive(interaction) }
        }
    }

    private func isIgnored(_ interaction: Interaction) -> Bool {
        // Empty almost always: then no name is hashed.
        if !configuration.ignoredViewClasses.isEmpty, let element = interaction.element,
           configuration.ignoredViewClasses.contains(element.className) { return true }
        if !configuration.ignoredControllerClasses.isEmpty, let screen = interaction.screen,
           configuration.ignoredControllerClasses.contains(screen.controllerClass) { return true }
        if !configuration.ignoredSelectors.isEmpty, let selector = interaction.selector,
           configuration.ignoredSelectors.contains(selector) { return true }
        return false
    }

    /// Skips repeat per object (every KVO-observed delegate of a class, say): one
    /// line per (plugin, subject, reason), counted, and at most `skipLimit` lines —
    /// the rest counted under one line — so diagnostics stay bounded.
}
