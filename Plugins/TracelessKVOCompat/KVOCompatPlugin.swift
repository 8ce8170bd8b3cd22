import Foundation
import Traceless
import TracelessDelegateProxy
import TracelessRuntime

/// Keeps Traceless's hooks on objects that key-value observing moves in and out
/// of its runtime classes.
///
/// KVO observes an object by changing its isa to a class it builds: `GSKVO…`,
/// built from `-class`, on GNUstep; `NSKVONotifying_…` on Apple. An object hooked
/// on its own (``PluginContext/hook(_:_:isGated:)`` with `.object`) lives in a
/// runtime subclass too; with this plugin its hooks follow it into the KVO class
/// and back when the last observer leaves, whatever the keys, observers and order.
///
/// ``DelegateProxyPlugin`` needs nothing from it: neither strategy moves a delegate
/// (the proxy stands in front of it; the subclass strategy hooks its class, which
/// KVO's class inherits from), so every tap is tracked with or without it.
///
/// Requires `traceless.delegate-proxy`; has no options (any option is an error).
///
/// ```swift
/// let traceless = TracelessRegistry(plugins: [DelegateProxyPlugin(strategy: .subclass), KVOCompatPlugin()], sink: tracker)
/// try traceless.start()
/// ```
public final class KVOCompatPlugin: InterceptionPlugin, @unchecked Sendable {
    public static let pluginID: PluginID = TracelessKVOCompat.pluginID
    public let id: PluginID = KVOCompatPlugin.pluginID

    /// Below the plugins it serves: it hooks nothing itself.
    public var priority: Int { -10 }

    /// Listed beside DelegateProxy in integrators' configurations since it served it.
    public var requirements: [PluginRequirement] { [.plugin(DelegateProxyPlugin.pluginID)] }

    /// None: it hooks no method, it only lets the runtime follow KVO.
    public var conflicts: [PluginConflict] { [] }

    private let lock = NSLock()
    private var listener: UInt64?
    private let counter = KVOCompatCounter()

    public init() {}

    /// Moves met, followed and left alone since the last start.
    public var statistics: KVOCompatStatistics { counter.current }

    /// The plugin has no options: every key is an unknown one.
    public func validate(options: [String: String]) -> [String] {
        options.keys.sorted().map { "unknown option '\($0)' (traceless.kvo-compat has no options)" }
    }

    public func install(context: PluginContext) throws {
        let problems = validate(options: context.options)
        if !problems.isEmpty { throw KVOCompatError.invalidOptions(problems) }
        counter.update { $0 = KVOCompatStatistics() }
        let counter = self.counter
        let id = KVOFollowing.shared.listen { event in
            switch event {
            case .followed(let className, let into):
                counter.update { $0.met += 1; $0.followed += 1 }
                context.skip(className, reason: "moved by key-value observing: its hooks followed it into \(into)")
            case .leftAlone(let className, let reason):
                counter.update { $0.met += 1; $0.leftAlone += 1 }
                context.skip(className, reason: reason)
            }
        }
        lock.withLock { listener = id }
        KVOFollowing.shared.enable()
    }

    /// Objects already followed keep their hooks where they are; the next move
    /// KVO makes is no longer followed.
    public func uninstall(context: PluginContext) {
        let ending = lock.withLock { () -> UInt64? in
            defer { listener = nil }
            return listener
        }
        guard let ending else { return }
        KVOFollowing.shared.disable()
        KVOFollowing.shared.stopListening(ending)
    }
}

/// Why ``KVOCompatPlugin`` refused to start.
public enum KVOCompatError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidOptions([String])

    public var description: String {
        switch self {
        case .invalidOptions(let problems): problems.joined(separator: "; ")
        }
    }
}
