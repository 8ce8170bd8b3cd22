import Traceless
import TracelessRuntime

/// Follows the user's finger through `-[UIApplication sendEvent:]`: keeps
/// ``UserTouches`` current for every plugin (tap positions, a user's sends without a
/// UIEvent), and when a tap ends, reports it if nothing answered it (``DeadTaps``) and
/// counts it towards a burst (``RageTaps``).
final class TouchObserver: Sendable {
    private let context: PluginContext
    private let reportsDeadTaps: Bool
    private let rageTaps: RageTaps?

    init(context: PluginContext, options: TargetActionOptions) {
        self.context = context
        reportsDeadTaps = options.reportsDeadTaps
        rageTaps = options.reportsRageTaps
            ? RageTaps(count: options.rageTapCount, interval: options.rageTapInterval) { [context] in context.emit($0) }
            : nil
    }

    /// Before UIKit dispatches an event.
    func willDispatch(_ event: ObjCObject?) { UserTouches.willDispatch(event) }

    /// After UIKit dispatched it: a finished tap is looked at once.
    func didDispatch() {
        guard let finished = UserTouches.didDispatch(), context.isActive, DeadTaps.isTap(finished) else { return }
        if reportsDeadTaps, let dead = DeadTaps.interaction(for: finished, plugin: context.pluginID) { context.emit(dead) }
        rageTaps?.tapped(finished, plugin: context.pluginID)
    }

    /// Reports a burst under way; nothing is held after this.
    func stop() {
        rageTaps?.flush()
        UserTouches.reset()
    }
}
