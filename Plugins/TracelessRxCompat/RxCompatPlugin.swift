import Foundation
import Traceless
import TracelessDelegateProxy
import TracelessRuntime
import TracelessTargetAction

/// Attributes what RxCocoa binds (`button.rx.tap`, `recognizer.rx.event`,
/// `tableView.rx.itemSelected`) to the element the user touched.
///
/// RxCocoa reaches UIKit through closure boxes: one `ControlTarget` (action
/// `eventHandler:`) per control binding, one `GestureTarget` per gesture binding.
/// TargetAction's general rule already keys any non-responder target by its
/// element's place (``ElementPlace``); this plugin tells it which classes are
/// RxCocoa's, so that:
/// - they are recognised by name, not by a heuristic, and counted (``statistics``,
///   and one diagnostics line per class met: handled, or left alone and why);
/// - the key leaves out `eventHandler:`, RxCocoa's plumbing shared by every
///   binding: `CatalogController.UIButton(#pay).TouchUpInside`.
///
/// RxCocoa's delegate proxies need nothing more than DelegateProxy, which keys a
/// list selection by the list's place and the owning controller, never the proxy.
///
/// Requires `traceless.target-action` and `traceless.delegate-proxy`; has no
/// options (any option is an error).
///
/// ```swift
/// let traceless = TracelessRegistry(plugins: [TargetActionPlugin(), DelegateProxyPlugin(), RxCompatPlugin()], sink: tracker)
/// try traceless.start()
/// ```
public final class RxCompatPlugin: InterceptionPlugin, @unchecked Sendable {
    public static let pluginID: PluginID = TracelessRxCompat.pluginID
    public let id: PluginID = RxCompatPlugin.pluginID

    /// Below the plugins it serves: it hooks nothing itself, and where plugins
    /// share a point the ones that capture should run first.
    public var priority: Int { -10 }

    /// RxCocoa's targets are seen by TargetAction, its delegate proxies by DelegateProxy.
    public var requirements: [PluginRequirement] {
        [.plugin(Self.targetActionID), .plugin(DelegateProxyPlugin.pluginID)]
    }

    /// None: it only adds a rule to TargetAction and hooks nothing, so it cannot
    /// fight another plugin over a method.
    public var conflicts: [PluginConflict] { [] }

    static let targetActionID: PluginID = "traceless.target-action"

    private let lock = NSLock()
    private var token: ClosureBoxRules.Token?
    private var redirected: [SavedImplementations] = []
    private let counter = RxCompatCounter()

    public init() {}

    /// RxCocoa targets met, handled and left alone since the last start.
    public var statistics: RxCompatStatistics { counter.current }

    /// The plugin has no options: every key is an unknown one.
    public func validate(options: [String: String]) -> [String] {
        options.keys.sorted().map { "unknown option '\($0)' (traceless.rx-compat has no options)" }
    }

    public func install(context: PluginContext) throws {
        let problems = validate(options: context.options)
        if !problems.isEmpty { throw RxCompatError.invalidOptions(problems) }
        counter.update { $0 = RxCompatStatistics() }
        let counter = self.counter
        let rule = ClosureBoxRule(library: "RxCocoa", omitsAction: true) { targetClass, action in
            guard RxCocoaNames.isRxCocoa(targetClass) else { return false }
            if RxCocoaNames.isClosureBox(targetClass, action: action) {
                counter.update { $0.met += 1; $0.handled += 1 }
                context.skip(targetClass, reason: "RxCocoa closure box (\(action)): attributed by screen and element; its action left out of the key")
                return true
            }
            counter.update { $0.met += 1; $0.leftAlone += 1 }
            context.skip(targetClass, reason: "RxCocoa target with action \(action) is not one RxCompat knows: left to TargetAction's general rule")
            return false
        }
        let added = ClosureBoxRules.add(rule)
        lock.withLock { token = added }
        // `rx.methodInvoked` before start() kept the implementations it found (ours
        // not yet among them) and calls those copies: point them at our hooks.
        // Last to install (lowest priority), so every plugin's hooks are in place.
        let copies = SavedImplementations.redirect(
            aliasPrefix: RxCocoaNames.runtimePrefix, inClassesNamedWithPrefix: RxCocoaNames.runtimePrefix)
        lock.withLock { redirected = copies }
        counter.update { $0.savedImplementationsRedirected = copies.count }
        for copy in copies {
            context.skip(
                "-[\(copy.className) \(copy.alias)]",
                reason: "RxCocoa saved this implementation before start(); pointed at Traceless's hook of the same method, which then runs it")
        }
        let proxyLoaded = ObjCClass(named: RxCocoaNames.delegateProxy) != nil
        context.skip(
            "RxCocoa delegate proxies (\(RxCocoaNames.delegateProxy))",
            reason: proxyLoaded
                ? "reported by \(DelegateProxyPlugin.pluginID), keyed by the owning controller and the list's place, never the proxy"
                : "class not loaded: nothing to do for delegate proxies")
    }

    public func uninstall(context: PluginContext) {
        let ending = lock.withLock { () -> ClosureBoxRules.Token? in
            defer { token = nil }
            return token
        }
        if let ending { ClosureBoxRules.remove(ending) }
        let copies = lock.withLock { () -> [SavedImplementations] in
            defer { redirected = [] }
            return redirected
        }
        for copy in copies { copy.restore() }
    }
}

/// Why ``RxCompatPlugin`` refused to start.
public enum RxCompatError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidOptions([String])

    public var description: String {
        switch self {
        case .invalidOptions(let problems): problems.joined(separator: "; ")
        }
    }
}
