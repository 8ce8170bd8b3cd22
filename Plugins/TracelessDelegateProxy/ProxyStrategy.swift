import Foundation
import Traceless
import TracelessRuntime

/// The proxy strategy: the view gets an NSProxy that reports the
/// callbacks and forwards everything to the business delegate.
///
/// - The view's delegate getter still answers the business delegate.
/// - Every proxy lives as long as its view (an assign delegate pointing at a freed
///   proxy would crash the next callback); one proxy per (view, delegate), reused.
/// - A proxy is never wrapped again, even deep in a chain of third-party proxies:
///   they forward `respondsToSelector:` and so answer our marker selector.
/// - The proxy holds its delegate weakly (cleared when the delegate deallocates).
final class ProxyStrategy: @unchecked Sendable {
    static let markerSelector: ObjCSelector = "traceless_isDelegateProxy"
    private let context: PluginContext
    private let proxyClass: ObjCClass

    init(context: PluginContext) throws(HookError) {
        self.context = context
        proxyClass = try DelegateProxyClass.built.get()
        for family in DelegateFamily.all {
            for callback in family.callbacks {
                let reporter = CallbackReporter(callback: callback, context: context, then: .proxiedDelegate)
                // Not gated: while switched off the proxy still forwards (the reporter
                // checks whether to report); the class has no original to fall back to.
                try context.hook(.cls(proxyClass), HookRequest(callback.selector, position: .instead, types: callback.types) {
                    reporter.handle(&$0)
                }, isGated: false)
            }
        }
    }

    /// The proxy to set instead of `delegate`, or nil to set `delegate` as it is.
    func proxy(for delegate: ObjCObject, of view: ObjCObject, family: DelegateFamily) -> ObjCObject? {
        if isProxyOrChain(delegate) { return nil }
        guard family.callbacks.contains(where: { delegate.probeResponds(to: $0.selector) }) else { return nil }
        return ProxyKeeper.shared.proxy(for: delegate, of: view, family: family) { whenDelegateGoes in
            DelegateProxyClass.wrap(delegate, in: proxyClass, whenDelegateGoes: whenDelegateGoes)
        }
    }

    /// The business delegate behind `object` if `object` is one of our proxies.
    func unwrap(_ object: ObjCObject) -> ObjCObject? {
        object.isa == proxyClass ? DelegateProxyClass.ownTarget(object) : nil
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

    /// A class, not a struct: looked up on every setDelegate:, and a struct would be
    /// copied (its family, dictionary and array retained) at each lookup.
    private final class Held {
        let view: ObjCObject
        let family: DelegateFamily
        /// delegate address -> its proxy.
        var proxies: [UInt: OwnedObject] = [:]
        /// Proxies whose delegate went away while the view may still point at them.
        var orphans: [OwnedObject] = []

        init(view: ObjCObject, family: DelegateFamily) {
            self.view = view
            self.family = family
        }
    }

    private let lock = NSLock()
    private var held: [UInt: Held] = [:]

    /// `make` is given what to run when the delegate deallocates.
    func proxy(
        for delegate: ObjCObject, of view: ObjCObject, family: DelegateFamily,
        make: (_ whenDelegateGoes: @escaping @Sendable () -> Void) -> OwnedObject
    ) -> ObjCObject {
        var released: [OwnedObject] = []
        defer { released.removeAll() }  // after the lock: a release may run dealloc code
        return lock.withLock {
            let address = view.objcWord
            let entry: Held
            if let known = held[address] {
                if let existing = known.proxies[delegate.objcWord], DelegateProxyClass.target(of: existing.object) == delegate {
                    return existing.object
                }
                entry = known
            } else {
                entry = Held(view: view, family: family)
                held[address] = entry
                ObjectLifetime.onDeallocation(of: view, key: ObjectIdentifier(self)) { ProxyKeeper.shared.viewDeallocated(address) }
            }
            // A view that gets one delegate after another keeps only the proxies
            // it may still call: those of live delegates, and the one it holds now.
            released = prune(entry)
            let delegateAddress = delegate.objcWord
            let proxy = make { ProxyKeeper.shared.delegateDeallocated(delegateAddress, of: address) }
            if let previous = entry.proxies.updateValue(proxy, forKey: delegate.objcWord) {
                entry.orphans.append(previous)
            }
            return proxy.object
        }
    }

    func viewsHoldingProxies() -> [(ObjCObject, DelegateFamily, ObjCObject)] {
        lock.withLock {
            held.values.flatMap { entry in (Array(entry.proxies.values) + entry.orphans).map { (entry.view, entry.family, $0.object) } }
        }
    }

    /// Drops orphaned proxies the view no longer holds. Under the lock.
    private func prune(_ entry: Held) -> [OwnedObject] {
        guard !entry.orphans.isEmpty else { return [] }
        let current = entry.view.send(entry.family.getter).object
        var dropped: [OwnedObject] = []
        entry.orphans.removeAll { orphan in
            let drop = orphan.object != current
            if drop { dropped.append(orphan) }
            return drop
        }
        return dropped
    }

    private func delegateDeallocated(_ delegate: UInt, of view: UInt) {
        lock.withLock {
            guard let entry = held[view], let proxy = entry.proxies.removeValue(forKey: delegate) else { return }
            entry.orphans.append(proxy)
        }
    }

    private func viewDeallocated(_ address: UInt) {
        let released = lock.withLock { held.removeValue(forKey: address) }
        _ = released
    }

    var count: Int { lock.withLock { held.values.reduce(0) { $0 + $1.proxies.count + $1.orphans.count } } }
}
