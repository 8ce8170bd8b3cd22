import Traceless

/// Key-value observing and Traceless's delegate hooks, together.
///
/// No plugin is needed today, because the core leaves nothing to cover: the
/// default proxy strategy never touches the delegate, so KVO never meets it; the
/// subclass strategy hands a delegate that is already KVO-observed to a proxy, and
/// follows one that KVO observes after adoption in and out of its KVO class (the
/// KVO tests of `DelegateProxyTests` run both strategies, and the conflict matrix
/// combines KVO with the third parties). This product is the place for a plugin if
/// a platform's KVO ever needs more than that.
///
/// ```swift
/// // Nothing to add: DelegateProxyPlugin() already copes with KVO.
/// ```
public enum TracelessKVOCompat {
    /// The id a KVO compatibility plugin will have.
    public static let pluginID: PluginID = "traceless.kvo-compat"
}
