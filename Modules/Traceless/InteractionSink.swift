/// Receives the interactions that plugins capture.
///
/// The tracker implements it; so can an integrator's own code. By default the
/// registry hands interactions over on its own serial queue, so a sink may take
/// its time. A sink whose `receive` is cheap and never blocks (a lock and an
/// append) can say so with `receivesOnCallerThread` and get them on the
/// interaction's thread, without the queue hop.
///
/// ```swift
/// final class PrintSink: InteractionSink {
///     func receive(_ interaction: Interaction) { print(interaction.kind) }
/// }
/// ```
public protocol InteractionSink: AnyObject, Sendable {
    func receive(_ interaction: Interaction)
    /// True only if `receive` does no I/O and never blocks. Default false.
    var receivesOnCallerThread: Bool { get }
}

extension InteractionSink {
    public var receivesOnCallerThread: Bool { false }
}
