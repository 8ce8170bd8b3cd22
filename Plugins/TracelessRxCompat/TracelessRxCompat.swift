import Traceless

/// RxCocoa's delegate proxy (`_RXDelegateProxy`) and Traceless, together.
///
/// No plugin is needed today: both DelegateProxy strategies keep `view.delegate`
/// answering RxCocoa's proxy (its `proxy(for:)` identity assertion holds), take the
/// proxy as the delegate it is, and report once through RxCocoa's
/// `forwardInvocation:` whether a forward delegate, a subscription, or both are
/// present, in either order (tests RX1–RX4 in `DelegateProxyTests`). A
/// `DelegateAdvisor` can make the DelegateProxy plugin leave RxCocoa's proxies
/// alone if an app prefers that.
///
/// ```swift
/// // Nothing to add: DelegateProxyPlugin() already coexists with RxCocoa.
/// ```
public enum TracelessRxCompat {
    /// The id an RxCocoa compatibility plugin will have.
    public static let pluginID: PluginID = "traceless.rx-compat"
}
