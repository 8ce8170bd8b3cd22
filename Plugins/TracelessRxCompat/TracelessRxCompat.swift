import Traceless

/// The RxCocoa compatibility module. The plugin is ``RxCompatPlugin``.
///
/// ```swift
/// TracelessRxCompat.pluginID // "traceless.rx-compat"
/// ```
public enum TracelessRxCompat {
    /// The id of ``RxCompatPlugin``.
    public static let pluginID: PluginID = "traceless.rx-compat"
}
