import Foundation
import Traceless
import TracelessRuntime

/// Captures delegate callbacks — list selection first — for UIScrollView,
/// UITableView, UICollectionView, UIWebView, WKWebView, UIAlertView and
/// UIActionSheet, by watching how their delegates are set.
///
/// ```swift
/// let traceless = TracelessRegistry(plugins: [DelegateProxyPlugin()], sink: tracker)          // proxy strategy
/// let subclassing = TracelessRegistry(plugins: [DelegateProxyPlugin(strategy: .subclass)], sink: tracker)
/// ```
///
/// Only a user's action is reported: a callback counts when UIKit's own user path
/// marked the view (a row tapped, a drag ended, a load decided) or, for alerts and
/// action sheets, while they are on screen. Business code calling a delegate method
/// itself is not reported; a chain of forwarding delegates reports once.
///
/// Options (`TracelessConfiguration.pluginOptions["traceless.delegate-proxy"]`):
/// - `strategy`: `proxy` (default) or `subclass`.
public final class DelegateProxyPlugin: InterceptionPlugin, @unchecked Sendable {
    public static let pluginID: PluginID = "traceless.delegate-proxy"

    /// How a delegate is watched.
    public enum Strategy: String, Sendable, CaseIterable {
        /// Hook the callback methods of the delegate's class in place (once per
        /// class); the delegate keeps its isa. (Named after how it once worked.)
        case subclass
        /// Put an NSProxy between the view and the delegate.
        case proxy
    }

    public let id: PluginID = DelegateProxyPlugin.pluginID
    public var requirements: [PluginRequirement] { [.capability(.isaSubclassing), .capability(.associatedObjects)] }
    private let requestedStrategy: Strategy?
    private let advisors: [any DelegateAdvisor]
    private let lock = NSLock()
    private var subclassing: SubclassStrategy?
    private var proxying: ProxyStrategy?
    private var context: PluginContext?

    /// `strategy` overrides the `strategy` option; `advisors` may make the plugin
    /// leave some delegates alone (compatibility plugins use this seam).
    public init(strategy: Strategy? = nil, advisors: [any DelegateAdvisor] = []) {
        requestedStrategy = strategy
        self.advisors = advisors
    }

    public func validate(options: [String: String]) -> [String] {
        var problems: [String] = []
        for key in options.keys where key != "strategy" { problems.append("unknown option \(key)") }
        if let value = options["strategy"], Strategy(rawValue: value) == nil {
            problems.append("strategy must be one of \(Strategy.allCases.map(\.rawValue).joined(separator: ", ")) (got \(value))")
        }
        return problems
    }

    /// The strategy in use once started.
    public var strategy: Strategy? {
        lock.withLock { subclassing != nil ? .subclass : (proxying != nil ? .proxy : nil) }
    }

    /// Delegates the subclass strategy handed to a proxy because hooking them through
    /// their class was not safe (see ``SubclassStrategy``).
    public var proxiedInsteadCount: Int { subclassingStrategy?.proxiedInsteadCount ?? 0 }

    public func interceptionPoints(context: PluginContext) -> [InterceptionPoint] {
        var points: [InterceptionPoint] = []
        for family in DelegateFamily.all {
            points.append(InterceptionPoint(family.viewClass, family.setter, position: .instead, isOptional: true) { [unowned self] call, _ in
                self.delegateWillBeSet(&call, family: family)
            })
        }
        // Alerts and sheets take their delegate in a variadic initializer; catch it when shown.
        for (cls, show) in [("UIAlertView", ObjCSelector("show")), ("UIActionSheet", ObjCSelector("showInView:"))] {
            points.append(InterceptionPoint(cls, show, position: .before, isOptional: true) { [unowned self] call, _ in
                self.viewWillShow(call.object)
            })
        }
        for path in UserPath.allCases {
            for (cls, selector) in path.hooks {
                // Balanced before and after every call, so not gated: switched off between
                // the two, a gated pop would be skipped and leave a mark behind.
                points.append(InterceptionPoint(cls, selector, position: .before, isOptional: true, isGated: false) { call, _ in
                    ThreadMarks.push(call.object, kind: path.rawValue)
                })
                points.append(InterceptionPoint(cls, selector, position: .after, isOptional: true, isGated: false) { _, _ in
                    ThreadMarks.pop()
                })
            }
        }
        return points
    }

    public func install(context: PluginContext) throws {
        let strategy = requestedStrategy ?? context.options["strategy"].flatMap(Strategy.init) ?? .proxy
        lock.withLock { self.context = context }
        for path in UserPath.allCases where !path.isAvailable {
            let steps = path.hooks.map { "-[\($0.className) \($0.selector)]" }.joined(separator: ", ")
            context.skip("telling user actions from code calls: \(steps)", reason: "this UIKit does not take that step; those callbacks are reported whoever calls them")
        }
        // The getters, hooked directly (one closure per call, not the registry's two
        // around it): from the start with the proxy strategy; the subclass strategy
        // puts a proxy in a view only for a delegate it cannot hook through its
        // class, and hooks them when it makes its first one.
        if strategy == .proxy { try lock.withLock { try hookGetters(context) } }
        let proxies = try ProxyStrategy(context: context)
        let subclasses = strategy == .subclass ? SubclassStrategy(context: context) : nil
        lock.withLock {
            proxying = proxies
            subclassing = subclasses
            unwrapsProxies.store(1)
            if let cls = DelegateProxyClass.builtClass { proxyClassWord.store(Int(bitPattern: cls.objcWord)) }
        }
        // Delegates the app set before start(), on views already in a window, are
        // taken as if they were set now.
        withAutoreleasePool {
            for view in UIKitIntrospection.viewsInWindows() { viewWillShow(view) }
        }
    }

    public func uninstall(context: PluginContext) {
        let proxies = lock.withLock {
            defer {
                subclassing = nil
                proxying = nil
                self.context = nil
                gettersHooked = false
                unwrapsProxies.store(0)
            }
            return proxying
        }
        // The hooks are still installed but, with no strategy, pass through. In a pool,
        // as at install: each view's setter may autorelease, on a thread without one.
        withAutoreleasePool { proxies?.restoreDelegates() }
    }

    private var subclassingStrategy: SubclassStrategy? { lock.withLock { subclassing } }

    private var proxyingStrategy: ProxyStrategy? { lock.withLock { proxying } }

    /// The getter's body: a proxy of ours answered as the delegate it stands for. A
    /// `before` handler that runs the getter itself: the entry point then returns what
    /// it set, without the general path an `after` handler takes.
    private var getterUnwrapping: HookHandler {
        let unwraps = unwrapsProxies
        // Captured: a static read on every call is a call (its lazy initialisation's check).
        guard let proxyClass = DelegateProxyClass.builtClass else { return { _ in } }
        return { call in
            call.invokeOriginal()
            // Read on every getter call: a flag and a class check, no lock.
            if unwraps.value != 0, let proxy = call.returnObject, proxy.isa == proxyClass,
               let delegate = DelegateProxyClass.ownTarget(proxy) {
                call.setReturnValue(delegate)
            }
        }
    }

    /// Whether the getters are hooked: from the start with the proxy strategy; with the
    /// subclass strategy, from its first proxy on (under `lock`).
    private var gettersHooked = false

    /// Hooks every family's getter, once, under `lock`. Not gated: switched off (the
    /// plugin or every hook), the views keep their proxies, and the getter must still
    /// answer the delegate the app set.
    private func hookGetters(_ context: PluginContext) throws(HookError) {
        guard !gettersHooked else { return }
        for family in DelegateFamily.all where !DelegateFamily.inheritsGetter(family) {
            guard let cls = ObjCClass(named: family.viewClass), cls.instanceMethod(family.getter) != nil else { continue }
            try context.hook(.cls(cls), HookRequest(family.getter, position: .before, handler: getterUnwrapping), isGated: false)
        }
        gettersHooked = true
    }

    /// The subclass strategy's first proxy: the getters must be hooked before it goes
    /// into a view. False when one could not be hooked: no proxy may go in then, since
    /// the getter would answer it instead of the app's delegate.
    private func hookGettersForFirstProxy(_ context: PluginContext) -> Bool {
        lock.withLock {
            do throws(HookError) {
                try hookGetters(context)
                return true
            } catch {
                context.skip("the delegate getters", reason: "\(error); delegates the subclass strategy cannot hook through their class are left alone")
                return false
            }
        }
    }

    /// Whether the getter answers a proxy's delegate for the proxy: while the proxy
    /// strategy is there (set with it, under `lock`).
    private let unwrapsProxies = AtomicCounter()

    /// Our proxy class (both strategies make proxies), 0 before the first install:
    /// classes live for the process, so it is never cleared.
    private let proxyClassWord = AtomicCounter()

    /// Number of live proxies (proxy strategy), for tests and diagnostics.
    public var liveProxyCount: Int { proxyingStrategy?.liveProxyCount ?? 0 }

    // MARK: Taking delegates

    private func delegateWillBeSet(_ call: inout HookInvocation, family: DelegateFamily) {
        // Our own proxy coming through (a table's setDelegate: calls its superclass's),
        // or one kept from an earlier start, is set as it is: told by its class, before
        // the lock.
        guard let delegate = call.objectArgument(0), UInt(bitPattern: proxyClassWord.value) != delegate.isa.objcWord else {
            call.invokeOriginal()
            return
        }
        let view = call.object
        // A UIKit view that is its own delegate (a picker's wheels, a date picker's) is
        // UIKit's wiring: neither wrapped nor hooked; what it does is reported where UIKit
        // does it. Asked only of a view that is its own delegate: one comparison otherwise.
        if delegate == view, UIKitClasses.isUIKit(view.probedClass) {
            lock.withLock { context }?.skip(
                "\(view.probedClass.name) as its own delegate", reason: "UIKit's own view: not watched (what it does is reported where UIKit does it)")
            call.invokeOriginal()
            return
        }
        let (subclassing, proxying): (SubclassStrategy?, ProxyStrategy?) = lock.withLock { (self.subclassing, self.proxying) }
        guard !leftAlone(delegate, of: view) else {
            call.invokeOriginal()
            return
        }
        // A table's setDelegate: reaches UIScrollView's too: the view's own family counts.
        let family = DelegateFamily.of(view) ?? family
        if let subclassing, subclassing.take(delegate, family: family) {
            call.invokeOriginal()
        } else if subclassing != nil, let context = lock.withLock({ self.context }), !hookGettersForFirstProxy(context) {
            call.invokeOriginal()
        } else if let proxy = proxying?.proxy(for: delegate, of: view, family: family) {
            call.invokeOriginal(arguments: [proxy.objcWord])
        } else {
            call.invokeOriginal()
        }
    }

    private func viewWillShow(_ view: ObjCObject) {
        guard let family = DelegateFamily.of(view), let delegate = view.probe(family.getter)?.object else { return }
        // Through the setter, so the delegate is taken the way it is for setDelegate:.
        view.send(family.setter, delegate)
    }

    private func leftAlone(_ delegate: ObjCObject, of view: ObjCObject) -> Bool {
        for advisor in advisors {
            if case .leaveAlone(let reason) = advisor.advice(for: delegate, of: view) {
                lock.withLock { context }?.skip("\(delegate.declaredClass.name) as delegate of \(view.declaredClass.name)", reason: reason)
                return true
            }
        }
        return false
    }
}
