import TracelessRuntime

/// Why the registry refused to start, or a configuration was refused.
public enum RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The plugin set is invalid. Every problem is listed; nothing was installed.
    case invalidPluginSet([Problem])
    /// A plugin failed to install; everything installed before it was rolled back.
    case installFailed(plugin: PluginID, reason: String)
    /// The configuration is invalid.
    case invalidConfiguration([String])
    /// `start()` while already started.
    case alreadyStarted

    /// One problem in a plugin set.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        case duplicateID(PluginID)
        case missingRequirement(plugin: PluginID, requirement: PluginRequirement)
        case conflict(PluginID, PluginID, reason: String)
        case cycle([PluginID])

        public var description: String {
            switch self {
            case .duplicateID(let id): "duplicate plugin id \(id)"
            case .missingRequirement(let plugin, let requirement): "\(plugin) requires \(requirement)"
            case .conflict(let a, let b, let reason): "\(a) conflicts with \(b): \(reason)"
            case .cycle(let ids): "requirement cycle: \(ids.map(\.rawValue).joined(separator: " -> "))"
            }
        }
    }

    public var description: String {
        switch self {
        case .invalidPluginSet(let problems): "invalid plugin set: " + problems.map(\.description).joined(separator: "; ")
        case .installFailed(let plugin, let reason): "\(plugin) failed to install (rolled back): \(reason)"
        case .invalidConfiguration(let problems): "invalid configuration: " + problems.joined(separator: "; ")
        case .alreadyStarted: "already started"
        }
    }
}
