import Foundation
import Traceless

/// Records every interaction it receives, and on which thread.
///
/// By default it receives on the hooked call's thread, so a test reads the
/// interactions as soon as the call returns; `onCaller: false` makes the registry
/// deliver on the main queue, and `delivered` is signalled once per interaction.
///
/// ```swift
/// let sink = RecordingSink()
/// let registry = TracelessRegistry(plugins: [TargetActionPlugin()], sink: sink)
/// ```
public final class RecordingSink: InteractionSink, @unchecked Sendable {
    public let interactions = Recorder<Interaction>()
    /// For each interaction, whether it arrived on the main thread.
    public let threads = Recorder<Bool>()
    public let delivered = DispatchSemaphore(value: 0)
    private let onCaller: Bool

    public init(onCaller: Bool = true) { self.onCaller = onCaller }

    public var receivesOnCallerThread: Bool { onCaller }

    public func receive(_ interaction: Interaction) {
        interactions.add(interaction)
        threads.add(Thread.isMainThread)
        delivered.signal()
    }

    /// Every interaction received so far.
    public var all: [Interaction] { interactions.all }
}
