import Foundation
import HostKit
import HostKitFixtures
import TestSupport
import Traceless
import TracelessRuntime
@testable import TracelessWebBridge
import XCTest

/// ID10: pages in a WKWebView send events through the `traceless` script message
/// handler and the document-start script; the handler goes away on stop.
final class WKWebViewBridgeTests: WebBridgeTestCase {
    func testID10APageOnAnAllowedHostSendsAnEvent() throws {
        try start()
        let webView = showWebView()
        XCTAssertTrue(hk_load_url(webView, "https://shop.example.com/cart"))
        let time = Self.pageNow - 1_500
        XCTAssertTrue(post(Self.message(properties: #"{"sku":"A1","qty":2,"gift":true,"note":null}"#, time: time), to: webView))

        let event = try XCTUnwrap(webEvents.first)
        XCTAssertEqual(webEvents.count, 1)
        XCTAssertEqual(event.eventName, "add_to_cart")
        XCTAssertEqual(event.eventProperties, ["sku": .string("A1"), "qty": .number(2), "gift": .bool(true)],
                       "null is left out, as JSON.stringify leaves out undefined")
        XCTAssertEqual(event.timestamp.timeIntervalSince1970 * 1000, time, accuracy: 0.5, "the page's time")
        XCTAssertEqual(event.screen?.title, "Shop", "the screen of the controller that hosts the web view")
        XCTAssertEqual(event.plugin, "traceless.web-bridge")
        XCTAssertEqual(event.attributes, ["host": "shop.example.com"])
        XCTAssertEqual(bridge.statistics, WebBridgeStatistics(delivered: 1))
    }

    func testID10ASubframeFromAnAllowedHostSends() throws {
        try start()
        let webView = showWebView()
        XCTAssertTrue(hk_load_url(webView, "https://shop.example.com/"))
        XCTAssertTrue(hk_wk_load_frame(webView, "https://img.cdn.example.com/banner"))
        post(Self.message(event: "banner_shown"), to: webView, from: "https://img.cdn.example.com/banner", mainFrame: false)
        post(Self.message(event: "deep"), to: webView, from: "https://a.b.cdn.example.com/", mainFrame: false)
        XCTAssertEqual(webEvents.map(\.eventName), ["banner_shown", "deep"], "*.cdn.example.com: any depth below it")
    }

    func testID10PagesOffTheAllowListAreRefused() throws {
        try start()
        let webView = showWebView()
        post(Self.message(), to: webView, from: "https://evil.example.net/")
        post(Self.message(), to: webView, from: "https://cdn.example.com/", mainFrame: false)   // not *.cdn.example.com itself
        post(Self.message(), to: webView, from: "https://shop.example.com.evil.net/")
        post(Self.message(), to: webView, from: "file:///Users/me/page.html")
        post(Self.message(), to: webView, from: "about:blank", mainFrame: false)
        XCTAssertTrue(webEvents.isEmpty)
        XCTAssertEqual(bridge.statistics.recentRefusals, [
            .hostNotAllowed("evil.example.net"), .hostNotAllowed("cdn.example.com"),
            .hostNotAllowed("shop.example.com.evil.net"), .noHost(origin: "file://"), .noHost(origin: "about://"),
        ])
        XCTAssertTrue(skipped.contains("web message from evil.example.net: refused: host evil.example.net is not on the allow-list"),
                      "\(skipped)")
    }

    func testID10AnEmptyAllowListLetsNoPageSend() throws {
        try start(allowedHosts: [])
        let webView = showWebView()
        post(Self.message(), to: webView)
        XCTAssertTrue(webEvents.isEmpty)
        XCTAssertEqual(bridge.statistics.recentRefusals, [.hostNotAllowed("shop.example.com")])
        XCTAssertTrue(skipped.contains("web pages: the allow-list is empty: no page may send events"), "\(skipped)")
    }

    func testID10TheDocumentStartScriptDefinesTrackInEveryFrame() throws {
        try start()
        let webView = showWebView()
        let controller = hk_wk_user_content_controller(webView)
        hk_wk_add_user_script(controller, "appScript()", false, true)
        XCTAssertTrue(hk_load_url(webView, "https://shop.example.com/"))
        XCTAssertTrue(hk_wk_load_frame(webView, "https://img.cdn.example.com/frame"))

        for frame in ["https://shop.example.com/", "https://img.cdn.example.com/frame"] {
            let scripts = (0..<hk_wk_injected_script_count(webView, frame)).map {
                String(cString: hk_wk_injected_script_source(webView, frame, $0))
            }
            let bridgeScripts = scripts.filter { $0.contains("window.traceless = {") && $0.contains("track: function (name, properties)") }
            XCTAssertEqual(bridgeScripts.count, 1, "\(frame): \(scripts)")
            XCTAssertEqual(scripts.first, bridgeScripts.first, "\(frame): at document start, before the app's document-end script")
            XCTAssertTrue(bridgeScripts[0].contains("window.webkit.messageHandlers"))
            XCTAssertTrue(bridgeScripts[0].contains("handlers.traceless.postMessage(JSON.stringify"))
        }
        XCTAssertTrue(hk_wk_has_script_message_handler(controller, "traceless"))
    }

    func testID10StopRemovesTheHandlerAndTheScriptAndKeepsTheApps() throws {
        let appHandler = own(hkf_script_message_handler_new())
        try start()
        let webView = showWebView()
        let controller = hk_wk_user_content_controller(webView)
        hk_wk_add_user_script(controller, "appStart()", true, false)
        XCTAssertTrue(hk_wk_add_script_message_handler(controller, appHandler, "app"))
        hk_wk_add_user_script(controller, "appEnd()", false, true)
        XCTAssertTrue(hk_load_url(webView, "https://shop.example.com/"))
        XCTAssertTrue(post(Self.message(), to: webView))

        registry?.stop()
        XCTAssertFalse(hk_wk_has_script_message_handler(controller, "traceless"))
        XCTAssertFalse(post(Self.message(), to: webView), "the page's track finds no handler: it returns false, nothing native runs")
        XCTAssertEqual((0..<hk_wk_user_script_count(controller)).map { String(cString: hk_wk_user_script_source(controller, $0)) },
                       ["appStart()", "appEnd()"], "the app's scripts, in their order")
        XCTAssertTrue(hk_wk_post_message(webView, "app", string("hi"), "https://shop.example.com/", true))
        XCTAssertEqual(entries, ["message app hi from shop.example.com"])
        XCTAssertEqual(webEvents.count, 1, "nothing after stop")
    }

    func testID10TheHandlerDoesNotRetainTheWebViewOrItsOwner() throws {
        try start()
        let deallocated = Recorder<String>()
        let pool = hk_pool_push()
        let owner = hk_view_controller_new("Article")
        let configuration = hk_wk_configuration_new()
        let webView = hk_wk_web_view_new_with_configuration(configuration)
        hk_view_add_subview(hk_view_controller_view(owner), webView)
        hk_window_set_root(window, owner)
        XCTAssertTrue(hk_load_url(webView, "https://shop.example.com/article"))
        XCTAssertTrue(post(Self.message(), to: webView))
        XCTAssertEqual(webEvents.first?.screen?.title, "Article")
        for (name, object) in [("owner", owner), ("web view", webView), ("configuration", configuration)] {
            ObjectLifetime.onDeallocation(of: ObjCObject(raw: OpaquePointer(object!))) { deallocated.add(name) }
        }
        hk_window_set_root(window, root)
        hk_release(webView)
        hk_release(configuration)
        hk_release(owner)
        hk_pool_pop(pool)
        XCTAssertEqual(Set(deallocated.all), ["owner", "web view", "configuration"], "while the bridge runs")
        XCTAssertTrue(registry!.isStarted)
    }

    func testID10WebViewsOnScreenBeforeStartAreAttached() throws {
        let webView = showWebView()
        try start()
        XCTAssertTrue(hk_wk_has_script_message_handler(hk_wk_user_content_controller(webView), "traceless"))
        XCTAssertTrue(post(Self.message(), to: webView))
        XCTAssertEqual(webEvents.count, 1)
    }

    func testID10AfterARestartTheBridgeIsBackOnceAndStatisticsStartOver() throws {
        try start()
        let webView = showWebView()
        let controller = hk_wk_user_content_controller(webView)
        post(Self.message(event: "first"), to: webView, from: "https://evil.example.net/")
        registry?.stop()
        try registry?.start()
        XCTAssertEqual(bridge.statistics, WebBridgeStatistics())
        XCTAssertTrue(post(Self.message(event: "second"), to: webView))
        XCTAssertEqual(hk_wk_user_script_count(controller), 1)
        XCTAssertEqual(webEvents.map(\.eventName), ["second"])
    }

    func testID10WebViewsSharingAControllerGetOneHandler() throws {
        try start()
        let configuration = own(hk_wk_configuration_new())
        let first = own(hk_wk_web_view_new_with_configuration(configuration))
        let second = own(hk_wk_web_view_new_with_configuration(configuration))
        XCTAssertEqual(hk_wk_user_script_count(hk_wk_user_content_controller(configuration)), 1)
        XCTAssertTrue(post(Self.message(event: "one"), to: first))
        XCTAssertTrue(post(Self.message(event: "two"), to: second))
        XCTAssertEqual(webEvents.map(\.eventName), ["one", "two"])
        XCTAssertEqual(webEvents.map(\.screen), [nil, nil], "web views on no controller's screen")
    }

    func testID10AnAppHandlerNamedTracelessIsLeftAlone() throws {
        let webView = showWebView()
        let appHandler = own(hkf_script_message_handler_new())
        let controller = hk_wk_user_content_controller(webView)
        XCTAssertTrue(hk_wk_add_script_message_handler(controller, appHandler, "traceless"))
        try start()
        XCTAssertTrue(hk_wk_post_message(webView, "traceless", string("mine"), "https://shop.example.com/", true))
        XCTAssertEqual(entries, ["message traceless mine from shop.example.com"], "the app's handler still gets its messages")
        XCTAssertEqual(hk_wk_user_script_count(controller), 0, "no script posting to the app's handler")
        XCTAssertTrue(webEvents.isEmpty)
        XCTAssertTrue(skipped.contains { $0.hasSuffix("the app has a script message handler named traceless: left alone") }, "\(skipped)")
    }

    func testID10ADisabledBridgeDeliversNothing() throws {
        try start()
        let webView = showWebView()
        registry?.setEnabled(false, plugin: WebBridgePlugin.pluginID)
        XCTAssertTrue(post(Self.message(), to: webView))
        registry?.setEnabled(true, plugin: WebBridgePlugin.pluginID)
        XCTAssertTrue(post(Self.message(event: "after"), to: webView))
        XCTAssertEqual(webEvents.map(\.eventName), ["after"])
    }
}
