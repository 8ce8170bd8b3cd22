/// What an integrator can tune. Validated when the registry starts.
///
/// ```swift
/// var configuration = TracelessConfiguration()
/// configuration.ignoredControllerClasses = ["DebugMenuViewController"]
/// configuration.samplingRate = 0.5
/// configuration.pluginOptions["traceless.target-action"] = ["reportProgrammatic": "true"]
/// ```
public struct TracelessConfiguration: Sendable, Hashable {
    /// When false, `start()` installs nothing at all (no swizzling), and says so in diagnostics.
    public var interceptionEnabled = true
    /// Interactions on views of these classes are dropped.
    public var ignoredViewClasses: Set<String> = []
    /// Interactions on screens of these controller classes are dropped.
    public var ignoredControllerClasses: Set<String> = []
    /// Interactions reaching these action or delegate selectors are dropped.
    public var ignoredSelectors: Set<String> = []
    /// Fraction of app sessions that report (0...1), decided once per `start()`.
    public var samplingRate = 1.0
    /// Options per plugin, as the plugin documents them.
    public var pluginOptions: [PluginID: [String: String]] = [:]

    public init() {}

    /// Every problem with this configuration; empty when it is valid.
    public func problems() -> [String] {
        var problems: [String] = []
        if !(0...1).contains(samplingRate) || samplingRate.isNaN {
            problems.append("samplingRate must be within 0...1 (got \(samplingRate))")
        }
        for (name, set) in [("ignoredViewClasses", ignoredViewClasses), ("ignoredControllerClasses", ignoredControllerClasses), ("ignoredSelectors", ignoredSelectors)] {
            if set.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                problems.append("\(name) contains an empty name")
            }
        }
        for (plugin, options) in pluginOptions where options.keys.contains(where: \.isEmpty) {
            problems.append("pluginOptions[\(plugin)] has an empty key")
        }
        return problems
    }
}

import Foundation
