import TracelessRuntime

/// An interception plugin: what it needs, what it cannot live with, and the
/// hooks it wants. The registry (``TracelessRegistry``) validates, orders, installs and
/// composes plugins; a plugin never swizzles on its own.
///
/// A plugin in ten lines:
///
/// ```swift
/// final class AppearLogger: InterceptionPlugin {
///     let id: PluginID = "example.appear-logger"
///     func interceptionPoints(context: PluginContext) -> [InterceptionPoint] {
///         [InterceptionPoint("UIViewController", "viewDidAppear:", position: .after) { call, context in
///             let screen = Screen(controllerClass: call.object.declaredClass.name)
///             context.emit(Interaction(kind: .pageAppear, plugin: context.pluginID.rawValue, screen: screen))
///         }]
///     }
/// }
/// ```
public protocol InterceptionPlugin: AnyObject, Sendable {
    var id: PluginID { get }
    /// Higher runs first where plugins share an interception point; ties go by id.
    var priority: Int { get }
    var requirements: [PluginRequirement] { get }
    var conflicts: [PluginConflict] { get }
    /// The hooks the plugin needs. The registry installs them, shares each
    /// (class, selector) with other plugins, and removes them on stop.
    func interceptionPoints(context: PluginContext) -> [InterceptionPoint]
    /// Work after the points are installed. Throwing rolls back the whole start.
    func install(context: PluginContext) throws
    /// Undo `install`. Hooks made through the context are removed by the registry.
    func uninstall(context: PluginContext)
    /// Problems with this plugin's options (`TracelessConfiguration.pluginOptions[id]`); empty when valid.
    func validate(options: [String: String]) -> [String]
}

extension InterceptionPlugin {
    public var priority: Int { 0 }
    public var requirements: [PluginRequirement] { [] }
    public var conflicts: [PluginConflict] { [] }
    public func interceptionPoints(context: PluginContext) -> [InterceptionPoint] { [] }
    public func install(context: PluginContext) throws {}
    public func uninstall(context: PluginContext) {}
    public func validate(options: [String: String]) -> [String] { [] }
}

/// Something a plugin cannot work without.
public enum PluginRequirement: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Another plugin that must be in the same set (it is installed first).
    case plugin(PluginID)
    /// A runtime capability.
    case capability(RuntimeCapability)
    /// A class that must be loaded (e.g. `WKWebView`).
    case classNamed(String)

    public var description: String {
        switch self {
        case .plugin(let id): "plugin \(id)"
        case .capability(let capability): "runtime capability \(capability.rawValue)"
        case .classNamed(let name): "class \(name)"
        }
    }
}

/// A plugin that must not be enabled together with this one, and why.
public struct PluginConflict: Hashable, Sendable, Codable {
    public let plugin: PluginID
    public let reason: String
    public init(_ plugin: PluginID, reason: String) {
        self.plugin = plugin
        self.reason = reason
    }
}

/// A hook a plugin needs: (class, selector, position) and the handler to run there.
public struct InterceptionPoint: Sendable {
    public typealias Handler = @Sendable (inout HookInvocation, PluginContext) -> Void

    public let className: String
    public let selector: ObjCSelector
    public let position: HookPosition
    public let mechanism: HookMechanism
    /// When the class is not loaded, or does not implement the selector: true skips the
    /// point (reported in diagnostics), false fails the start.
    public let isOptional: Bool
    /// True (the default): the handler stands aside while the plugin or interception
    /// is switched off. False: it always runs, for bookkeeping that must not miss a
    /// call (a page leaving while switched off); it checks `context.isActive` before
    /// reporting.
    public let isGated: Bool
    public let handler: Handler

    public init(
        _ className: String, _ selector: ObjCSelector, position: HookPosition = .after,
        mechanism: HookMechanism = .automatic, isOptional: Bool = false, isGated: Bool = true,
        handler: @escaping Handler
    ) {
        self.className = className
        self.selector = selector
        self.position = position
        self.mechanism = mechanism
        self.isOptional = isOptional
        self.isGated = isGated
        self.handler = handler
    }
}
