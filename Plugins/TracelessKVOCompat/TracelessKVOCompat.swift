import Traceless

/// Key-value observing and Traceless's delegate hooks, together.
///
/// No plugin is needed today: the runtime's adoption (`ObjectHooks.adopt`) never
/// moves a KVO-observed object into a runtime subclass (on GNUstep that makes the
/// observed setter recurse forever); it hooks the KVO class instead, scoped to the
/// object, and follows the object when KVO adds or removes its class — seed 003's
/// four scenarios (tests KVO1–KVO5 in `DelegateProxyTests`, AOP5 in
/// `TracelessRuntimeTests`). This product is the place for a plugin if a platform's
/// KVO ever needs more than that.
///
/// ```swift
/// // Nothing to add: DelegateProxyPlugin() already copes with KVO.
/// ```
public enum TracelessKVOCompat {
    /// The id a KVO compatibility plugin will have.
    public static let pluginID: PluginID = "traceless.kvo-compat"
}
