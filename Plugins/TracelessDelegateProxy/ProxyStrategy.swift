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
                // Where the class passes the callback on itself (the pass-through), a
                // `before` handler, as the subclass strategy's: a call that is not a
                // user's goes on to the delegate by the entry point's jump. Elsewhere the
                // class has no method to go on to, and the handler sends the call on.
                // Not gated: while switched off the proxy still forwards (the reporter
                // checks whether to report).
                let passesOn = proxyClass.ownMethod(callback.selector) != nil
                let reporter = CallbackReporter(callback: callback, context: context, then: passesOn ? .original : .proxiedDelegate)
                let request = passesOn
                    ? HookRequest(callback.selector, position: .before, types: callback.types) { reporter.handleBefore(&$0) }
                    : HookRequest(callback.selector, position: .instead, types: callback.types) { reporter.handle(&$0) }
                try context.hook(.cls(proxyClass), request, isGated: false)
            }
        }
    }

    /// The proxy to set instead of `delegate`, or nil to set `delegate` as it is.
    func proxy(for delegate: ObjCObject, of view: ObjCObject, family: DelegateFamily) -> ObjCObject? {
        // The same delegate set again (a reload, a screen shown again): its proxy was
        // made after the questions below, and is not asked them again.
        if let existing = ProxyKeeper.shared.existingProxy(for: delegate, of: view) { return existing }
        if isProxyOrChain(delegate) { return nil }
        guard family.callbacks.contains(where: { delegate.probeResponds(to: $0.selector) }) else { return nil }
        return ProxyKeeper.shared.proxy(for: delegate, of: view, family: family) {
            DelegateProxyClass.wrap(delegate, of: view, in: proxyClass)
        }
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

    /// One of our proxies, or an object in front of one. (Our own proxies do not get
    /// here: the setter's hook lets them through by their class.)
    private func isProxyOrChain(_ delegate: ObjCObject) -> Bool {
        delegate.probeResponds(to: Self.markerSelector)
    }

    /// Proxies currently alive (for tests and diagnostics).
    var liveProxyCount: Int { ProxyKeeper.shared.count }
}
