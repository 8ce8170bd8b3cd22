import Foundation
import Traceless
import TracelessRuntime

/// The proxy strategy (seeds 000, 001): the view gets an NSProxy that reports the
/// callbacks and forwards everything to the business delegate.
///
/// - The view's delegate getter still answers the business delegate.
/// - Every proxy lives as long as its view (an assign delegate pointing at a freed
///   proxy was seed 000's crash); one proxy per (view, delegate), reused.
/// - A proxy is never wrapped again, even deep in a chain of third-party proxies:
///   they forward `respondsToSelector:` and so answer our marker selector.
/// - The proxy holds its delegate weakly (cleared when the delegate deallocates).
final class ProxyStrategy: @unchecked Sendable {
    static let markerSelector: Selector = "traceless_isDelegateProxy"
    private let context: PluginContext
    private let proxyClass: ObjCClass

    init(context: PluginContext) throws(HookError) {
        self.context = context
        proxyClass = try DelegateProxyClass.make()
        for family in DelegateFamily.all {
            for callback in family.callbacks {
                let reporter = CallbackReporter(callback: callback, context: context)
                let token = try Hooks.hook(
                    proxyClass, callback.selector, position: .instead, owner: context.pluginID.rawValue,
                    types: callback.types) { call in
                    reporter.handle(&call) { call in
                        // Forward to the delegate with the same selector and arguments.
                        guard let target = DelegateProxyClass.target(of: call.object), target.responds(to: call.selector) else { return }
                        call.invoke(on: target)
                    }
                }
                context.keep(token)
            }
        }
    }

    /// The proxy to set instead of `delegate`, or nil to set `delegate` as it is.
    func proxy(for delegate: ObjCObject, of view: ObjCObject, family: DelegateFamily) -> ObjCObject? {
        if isProxyOrChain(delegate) { return nil }
        guard family.callbacks.contains(where: { delegate.probeResponds(to: $0.selector) }) else { return nil }
        return ProxyKeeper.shared.proxy(for: delegate, of: view, family: family) {
            DelegateProxyClass.wrap(delegate, in: proxyClass)
        }
    }

    /// The business delegate behind `object` if `object` is one of our proxies.
    func unwrap(_ object: ObjCObject) -> ObjCObject? {
        object.isa == proxyClass ? DelegateProxyClass.target(of: object) : nil
    }

    /// Gives every view that still holds one of our proxies its business delegate
    /// back (through the setter, so it asks the delegate again what it answers):
    /// after `stop()` the getter is no longer there to answer for the proxy.
    func restoreDelegates() {
        for (view, family, proxy) in ProxyKeeper.shared.viewsHoldingProxies() {
            guard view.send(family.getter).object == proxy, let delegate = DelegateProxyClass.target(of: proxy) else { continue }
            view.send(family.setter, delegate)
        }
    }

    private func isProxyOrChain(_ delegate: ObjCObject) -> Bool {
        delegate.isa == proxyClass || delegate.probeResponds(to: Self.markerSelector)
    }

    /// Proxies currently alive (for tests and diagnostics).
    var liveProxyCount: Int { ProxyKeeper.shared.count }
}

/// Owns the proxies: each lives exactly as long as its view, whatever happens to
/// the plugin (a view's delegate is unretained: a proxy freed before its view —
/// at `stop()`, say — would leave the view pointing at freed memory). Process-wide
/// for that reason, behind a lock.
final class ProxyKeeper: @unchecked Sendable {
    static let shared = ProxyKeeper()

    private struct Held {
        let view: ObjCObject
        let family: DelegateFamily
        var proxies: [OwnedObject]
    }

    private let lock = NSLock()
    private var held: [UInt: Held] = [:]

    func proxy(for delegate: ObjCObject, of view: ObjCObject, family: DelegateFamily, make: () -> OwnedObject) -> ObjCObject {
        lock.withLock {
            if let existing = held[view.objcWord]?.proxies.first(where: { DelegateProxyClass.target(of: $0.object) == delegate }) {
                return existing.object
            }
            let proxy = make()
            if held[view.objcWord] == nil {
                let address = view.objcWord
                held[address] = Held(view: view, family: family, proxies: [])
                ObjectLifetime.onDeallocation(of: view, key: ObjectIdentifier(self)) { ProxyKeeper.shared.viewDeallocated(address) }
            }
            held[view.objcWord]?.proxies.append(proxy)
            return proxy.object
        }
    }

    func viewsHoldingProxies() -> [(ObjCObject, DelegateFamily, ObjCObject)] {
        lock.withLock { held.values.flatMap { entry in entry.proxies.map { (entry.view, entry.family, $0.object) } } }
    }

    private func viewDeallocated(_ address: UInt) {
        // Released outside the lock: a proxy's release may run arbitrary dealloc code.
        let released = lock.withLock { held.removeValue(forKey: address) }
        _ = released
    }

    var count: Int { lock.withLock { held.values.reduce(0) { $0 + $1.proxies.count } } }
}
