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
    private let lock = NSLock()
    /// view address -> its proxies (retained until the view deallocates).
    private var proxies: [UInt: [OwnedObject]] = [:]
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
        guard family.callbacks.contains(where: { delegate.responds(to: $0.selector) }) else { return nil }
        return lock.withLock {
            if let existing = proxies[view.objcWord]?.first(where: { DelegateProxyClass.target(of: $0.object) == delegate }) {
                return existing.object
            }
            let proxy = DelegateProxyClass.wrap(delegate, in: proxyClass)
            if proxies[view.objcWord] == nil {
                let address = view.objcWord
                ObjectLifetime.onDeallocation(of: view) { [weak self] in self?.viewDeallocated(address) }
            }
            proxies[view.objcWord, default: []].append(proxy)
            return proxy.object
        }
    }

    /// The business delegate behind `object` if `object` is one of our proxies.
    func unwrap(_ object: ObjCObject) -> ObjCObject? {
        object.isa == proxyClass ? DelegateProxyClass.target(of: object) : nil
    }

    private func isProxyOrChain(_ delegate: ObjCObject) -> Bool {
        delegate.isa == proxyClass || delegate.responds(to: Self.markerSelector)
    }

    private func viewDeallocated(_ address: UInt) {
        let released = lock.withLock { proxies.removeValue(forKey: address) }
        _ = released
    }

    /// Proxies currently alive (for tests and diagnostics).
    var liveProxyCount: Int { lock.withLock { proxies.values.reduce(0) { $0 + $1.count } } }
}
