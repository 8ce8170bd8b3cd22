import Foundation
import Traceless
import TracelessRuntime

/// Checks what pages send and turns what passes into `.webEvent` interactions: the
/// sending page's host against the allow-list first, then the message itself. A refusal
/// is counted and listed in diagnostics; nothing reaches the page either way.
final class WebMessageReceiver: @unchecked Sendable {
    private let lock = NSLock()
    private var context: PluginContext?
    private let allowedHosts: AllowedHosts
    private let limit: Int
    let counter = WebBridgeCounter()

    private static let stringClass = ObjCClass(named: "NSString")
    private static let utf8Encoding = 4  // NSUTF8StringEncoding

    init(allowedHosts: AllowedHosts, limit: Int) {
        self.allowedHosts = allowedHosts
        self.limit = limit
    }

    /// Delivers to `context` until ``stop()``.
    func start(_ context: PluginContext) {
        counter.reset()
        lock.withLock { self.context = context }
    }

    /// The registry is going away with the context: nothing is delivered after this.
    func stop() { lock.withLock { context = nil } }

    private var activeContext: PluginContext? {
        guard let context = lock.withLock({ context }), context.isActive else { return nil }
        return context
    }

    /// A WKScriptMessage posted to the bridge's handler.
    func receive(scriptMessage message: ObjCObject) {
        guard let context = activeContext else { return }
        let frame = message.probe("frameInfo")?.object
        let webView = message.probe("webView")?.object ?? frame?.probe("webView")?.object
        let host: String?
        let origin: String
        if let securityOrigin = frame?.probe("securityOrigin")?.object {
            host = UIKitIntrospection.string(securityOrigin.probe("host")?.object)
            origin = (UIKitIntrospection.string(securityOrigin.probe("protocol")?.object) ?? "") + "://" + (host ?? "")
        } else {
            // WebKit before securityOrigin: the frame's URL.
            let url = frame?.probe("request")?.object?.probe("URL")?.object
            host = UIKitIntrospection.string(url?.probe("host")?.object)
            origin = UIKitIntrospection.string(url?.probe("absoluteString")?.object) ?? "none"
        }
        guard let host = admitted(host, origin: origin, context) else { return }
        guard let body = message.probe("body")?.object, body.probeAs(Self.stringClass) != nil else {
            let className = message.probe("body")?.object?.probedClass.name ?? "null"
            return refuse(.notAString(className: className), host: host, context)
        }
        let bytes = body.probe("lengthOfBytesUsingEncoding:", Self.utf8Encoding)?.int ?? 0
        // Measured before copying: a page must not make us copy a huge string.
        if bytes > limit { return refuse(.tooLarge(bytes: bytes, limit: limit), host: host, context) }
        guard let json = utf8(of: body) else { return refuse(.invalidUTF8, host: host, context) }
        deliver(json, host: host, webView: webView, context)
    }

    /// A `traceless:` URL a UIWebView was asked to load; `webView` is the UIWebView.
    func receive(bridgeURL url: String, webView: ObjCObject) {
        guard let context = activeContext else { return }
        // UIWebView does not say which frame asked: the page in its main frame answers for it.
        let page = webView.probe("request")?.object?.probe("URL")?.object
        let pageHost = UIKitIntrospection.string(page?.probe("host")?.object)
        let origin = UIKitIntrospection.string(page?.probe("absoluteString")?.object) ?? "none"
        guard let host = admitted(pageHost, origin: origin, context) else { return }
        guard let components = URLComponents(string: url), components.host?.lowercased() == "track",
              components.path.isEmpty || components.path == "/",
              let items = components.queryItems, items.count == 1, items[0].name == "message",
              let text = items[0].value else {
            return refuse(.unknownURL(String(url.prefix(200))), host: host, context)
        }
        deliver(Array(text.utf8), host: host, webView: webView, context)
    }

    private func admitted(_ host: String?, origin: String, _ context: PluginContext) -> String? {
        guard let host else {
            refuse(.noHost(origin: origin), host: nil, context)
            return nil
        }
        guard allowedHosts.allows(host) else {
            refuse(.hostNotAllowed(host), host: host, context)
            return nil
        }
        return host
    }

    private func deliver(_ json: [UInt8], host: String, webView: ObjCObject?, _ context: PluginContext) {
        let message: WebMessage
        do throws(WebMessageRefusal) {
            message = try WebMessage(json: json, limit: limit, now: Date())
        } catch {
            return refuse(error, host: host, context)
        }
        counter.delivered()
        context.emit(Interaction(
            kind: .webEvent, plugin: context.pluginID.rawValue, timestamp: message.time,
            screen: webView.flatMap(UIKitIntrospection.screen(of:)), attributes: ["host": host],
            eventName: message.event, eventProperties: message.properties))
    }

    private func refuse(_ refusal: WebMessageRefusal, host: String?, _ context: PluginContext) {
        counter.refused(refusal)
        context.skip("web message from \(host ?? "a page without a host")", reason: "refused: \(refusal)")
    }

    /// Every UTF-8 byte of the NSString, NULs included (`UTF8String` would stop at the
    /// first); nil when it has no UTF-8 form (half a surrogate pair).
    private func utf8(of string: ObjCObject) -> [UInt8]? {
        guard let data = string.probe("dataUsingEncoding:", Self.utf8Encoding)?.object else { return nil }
        let count = data.probe("length")?.int ?? 0
        guard count > 0 else { return [] }
        guard let start = UnsafeRawPointer(bitPattern: data.probe("bytes")?.word ?? 0) else { return nil }
        return Array(UnsafeRawBufferPointer(start: start, count: count))
    }
}
