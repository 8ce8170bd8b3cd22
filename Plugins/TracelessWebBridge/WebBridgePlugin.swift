import Foundation
import Traceless
import TracelessRuntime

/// Lets pages in web views send events into the native queue (hybrid apps).
///
/// - WKWebView: every WKUserContentController made after `start()` (each web view's
///   configuration has one), and those of the web views in the app's windows at
///   `start()`, gets a script message handler named `traceless` (one object, shared) and
///   a document-start script that defines `window.traceless.track(name, properties)` in
///   every frame. `stop()` removes both from every controller they were added to.
/// - UIWebView: a page loads `traceless://track/?message=<percent-encoded JSON>`; the
///   navigation is consumed (the app's delegate never sees it) and the message delivered.
///
/// A message is `{"type":"track","event":"…","properties":{…},"time":<ms since 1970>}`.
/// It becomes an event named by the page, at the page's time, with `$hybrid: true`, the
/// hosting screen and the tracker's identity, session and super-properties. Only pages
/// whose host is on the allow-list may send; everything else is refused with a
/// ``WebMessageRefusal``, counted in ``statistics`` and listed in the registry's
/// diagnostics — never thrown into the page.
///
/// ```swift
/// let traceless = TracelessRegistry(
///     plugins: [WebBridgePlugin(allowedHosts: ["shop.example.com", "*.example.com"])], sink: tracker)
/// try traceless.start()
/// ```
public final class WebBridgePlugin: InterceptionPlugin, @unchecked Sendable {
    public static let pluginID: PluginID = "traceless.web-bridge"
    /// The name pages post to: `window.webkit.messageHandlers.traceless`.
    static let handlerName = "traceless"

    public let id: PluginID = WebBridgePlugin.pluginID
    private let allowedHosts: AllowedHosts
    private let maxMessageBytes: Int
    private let receiver: WebMessageReceiver
    private let controllers = AttachedControllers()
    private let lock = NSLock()
    private var parts: AttachedControllers.Parts?

    /// - Parameters:
    ///   - allowedHosts: hosts whose pages may send: `shop.example.com` (that host only) or
    ///     `*.example.com` (every host under example.com, not example.com itself). Empty:
    ///     no page may send.
    ///   - maxMessageBytes: the largest message accepted, in UTF-8 bytes.
    public init(allowedHosts: [String], maxMessageBytes: Int = 32 * 1024) {
        self.allowedHosts = AllowedHosts(allowedHosts)
        self.maxMessageBytes = maxMessageBytes
        receiver = WebMessageReceiver(allowedHosts: self.allowedHosts, limit: maxMessageBytes)
    }

    /// Messages delivered and refused since the last start.
    public var statistics: WebBridgeStatistics { receiver.counter.current }

    /// The plugin has no options; problems with the allow-list or the size limit given to
    /// ``init(allowedHosts:maxMessageBytes:)`` are reported here, before anything is installed.
    public func validate(options: [String: String]) -> [String] {
        var problems = options.keys.sorted().map { "unknown option '\($0)' (\(WebBridgePlugin.pluginID) has no options)" }
        problems += allowedHosts.problems
        if maxMessageBytes < 1 { problems.append("maxMessageBytes must be at least 1 (got \(maxMessageBytes))") }
        return problems
    }

    public func interceptionPoints(context: PluginContext) -> [InterceptionPoint] {
        let receiver = self.receiver
        return [
            // Every web view's configuration makes one, whichever initializer made the web
            // view (a storyboard's too). `-[WKWebView initWithFrame:configuration:]` would
            // need the forwarding path (a CGRect argument); this takes the typed one.
            InterceptionPoint("WKUserContentController", "init", position: .after, isOptional: true) { [unowned self] call, context in
                if let controller = call.returnObject { self.attach(controller, context) }
            },
            // WebKit raises when a content world already has a handler of a name. An app
            // adding its own `traceless` handler to the page world after the bridge's finds
            // the name free, and its pages reach its handler.
            stepAside("addScriptMessageHandler:name:", world: nil, name: 1),
            stepAside("addScriptMessageHandler:contentWorld:name:", world: 1, name: 2),
            stepAside("addScriptMessageHandlerWithReply:contentWorld:name:", world: 1, name: 2),
            // UIWebView is legacy WebKit's policy delegate: every navigation, the app's
            // delegate's shouldStartLoadWithRequest: included, is decided here.
            InterceptionPoint(
                "UIWebView", "webView:decidePolicyForNavigationAction:request:frame:decisionListener:",
                position: .instead, isOptional: true
            ) { call, _ in
                let url = UIKitIntrospection.string(call.objectArgument(2)?.probe("URL")?.object?.probe("absoluteString")?.object)
                guard let url, url.lowercased().hasPrefix("traceless:") else {
                    call.invokeOriginal()
                    return
                }
                _ = call.objectArgument(4)?.probe("ignore")
                receiver.receive(bridgeURL: url, webView: call.object)
            },
        ]
    }

    /// Ungated: the exception would come while the bridge is switched off too.
    private func stepAside(_ selector: ObjCSelector, world: Int?, name: Int) -> InterceptionPoint {
        InterceptionPoint("WKUserContentController", selector, position: .before, isOptional: true, isGated: false) {
            [unowned self] call, context in
            guard UIKitIntrospection.string(call.objectArgument(name)) == Self.handlerName,
                  let parts = self.lock.withLock({ self.parts }), call.objectArgument(0) != parts.handler.object else { return }
            // The bridge's handler is in the page world: another world's name takes nothing from it.
            if let world, call.objectArgument(world) != Self.pageWorld { return }
            self.controllers.stepAside(from: call.object, parts, context)
        }
    }

    private static var pageWorld: ObjCObject? {
        ObjCClass(named: "WKContentWorld").flatMap { ObjCObject(raw: $0.raw).probe("pageWorld")?.object }
    }

    public func install(context: PluginContext) throws {
        if allowedHosts.isEmpty {
            context.skip("web pages", reason: "the allow-list is empty: no page may send events")
        }
        if let scriptClass = ObjCClass(named: "WKUserScript") {
            let source = ObjCObject.string(BridgeScript.source)
            // WKUserScriptInjectionTimeAtDocumentStart, in every frame.
            let script = OwnedObject(adopting: ObjCObject(raw: scriptClass.raw).send("alloc").object!
                .send("initWithSource:injectionTime:forMainFrameOnly:", source, 0, false).object!)
            let made = AttachedControllers.Parts(
                handler: try ScriptMessageHandlerClass.make(delivering: receiver),
                name: ObjCObject.string(Self.handlerName), script: script)
            lock.withLock { parts = made }
        }
        // Only once nothing can throw: a failed start has no uninstall to stop the receiver.
        receiver.start(context)
        withAutoreleasePool {
            for webView in Self.webViewsOnScreen() {
                if let controller = webView.probe("configuration")?.object?.probe("userContentController")?.object {
                    attach(controller, context)
                }
            }
        }
    }

    public func uninstall(context: PluginContext) {
        receiver.stop()
        let ending = lock.withLock { () -> AttachedControllers.Parts? in
            defer { parts = nil }
            return parts
        }
        if let ending { withAutoreleasePool { controllers.detachAll(ending) } }
    }

    private func attach(_ controller: ObjCObject, _ context: PluginContext) {
        guard let parts = lock.withLock({ parts }) else { return }
        controllers.attach(controller, parts, context)
    }

    /// The WKWebViews in the app's windows now: web views made before `start()`.
    private static func webViewsOnScreen() -> [ObjCObject] {
        guard let webViewClass = ObjCClass(named: "WKWebView"), let applicationClass = ObjCClass(named: "UIApplication"),
              let windows = ObjCObject(raw: applicationClass.raw).probe("sharedApplication")?.object?.probe("windows")?.object
        else { return [] }
        var found: [ObjCObject] = []
        var pending = UIKitIntrospection.elements(of: windows)
        while let view = pending.popLast() {
            if view.probeKind(of: webViewClass) { found.append(view) }
            if let subviews = view.probe("subviews")?.object { pending += UIKitIntrospection.elements(of: subviews) }
        }
        return found
    }
}
