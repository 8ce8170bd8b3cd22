/// A step of the enrichment pipeline, after Segment's and Amplitude's plugin timelines.
///
/// Every event goes through the `.before` plugins, then the `.enrichment` plugins, in the
/// order they were added; then it is stored. `.destination` plugins each get their own copy
/// once the event is committed to disk, so a destination never sees an event that may
/// still be lost, and one destination's changes or drops do not affect the others.
///
/// Plugins run on the tracker's writer thread, never on the thread that captured the
/// interaction; keep them fast, they delay the commit of the batch they are in.
///
/// ```swift
/// final class AddBuild: TrackerPlugin {
///     let name = "add-build"
///     let stage = PluginStage.enrichment
///     func process(_ event: inout Event) -> PluginDecision {
///         event.properties["build"] = "1234"
///         return .keep
///     }
/// }
/// tracker.add(AddBuild())
/// ```
public protocol TrackerPlugin: AnyObject, Sendable {
    /// A name for reports and diagnostics.
    var name: String { get }
    /// When the plugin runs.
    var stage: PluginStage { get }
    /// Modifies the event in place, or drops it.
    ///
    /// Dropping is explicit so that it is never mistaken for a loss: a dropped event is
    /// counted in ``TrackerDiagnostics/droppedByPlugins``, reported with
    /// ``TrackerReport/droppedByPlugin(_:plugin:reason:)`` and its receipt resolves to
    /// ``EventOutcome/dropped(plugin:reason:)``.
    func process(_ event: inout Event) -> PluginDecision
}

/// The stages of the pipeline, in the order they run.
public enum PluginStage: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// Filtering and redaction, before anything is added.
    case before
    /// Adding or rewriting properties.
    case enrichment
    /// Delivery elsewhere, after the event is durable.
    case destination

    public static func < (lhs: PluginStage, rhs: PluginStage) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a plugin decided about an event.
public enum PluginDecision: Sendable, Hashable {
    /// Keep the (possibly modified) event.
    case keep
    /// Drop it, for the reason given (reported and counted, never silent).
    case drop(reason: String)
}

/// A plugin made of a closure, for the ten-line cases.
///
/// ```swift
/// tracker.add(ClosurePlugin(name: "no-debug", stage: .before) { event in
///     event.name.hasPrefix("debug_") ? .drop(reason: "debug event") : .keep
/// })
/// ```
public final class ClosurePlugin: TrackerPlugin {
    public let name: String
    public let stage: PluginStage
    private let body: @Sendable (inout Event) -> PluginDecision

    public init(name: String, stage: PluginStage, _ body: @escaping @Sendable (inout Event) -> PluginDecision) {
        self.name = name
        self.stage = stage
        self.body = body
    }

    public func process(_ event: inout Event) -> PluginDecision { body(&event) }
}
