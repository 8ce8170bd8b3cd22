/// Receives the interactions that plugins capture.
///
/// The tracker implements it; so can an integrator's own code. `receive` is called
/// on the thread of the interaction (usually the main thread) and must return
/// quickly: hand the value to a queue, never do I/O there.
///
/// ```swift
/// final class PrintSink: InteractionSink {
///     func receive(_ interaction: Interaction) { print(interaction.kind) }
/// }
/// ```
public protocol InteractionSink: AnyObject, Sendable {
    func receive(_ interaction: Interaction)
}
