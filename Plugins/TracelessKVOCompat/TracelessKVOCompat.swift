import Traceless

/// The key-value observing compatibility module. The plugin is ``KVOCompatPlugin``.
///
/// ```swift
/// TracelessKVOCompat.pluginID // "traceless.kvo-compat"
/// ```
public enum TracelessKVOCompat {
    /// The id of ``KVOCompatPlugin``.
    public static let pluginID: PluginID = "traceless.kvo-compat"
}
