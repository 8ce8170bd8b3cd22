import Foundation
import HostKit
import HostKitFixtures
import Traceless
import TracelessDelegateProxy
@testable import TracelessWebBridge
import XCTest

/// ID10: a page in a UIWebView loads `traceless://track/?message=…`; the navigation is
/// consumed before the app's delegate, alone or with DelegateProxy watching the same
/// web view in either strategy.
final class UIWebViewBridgeTests: WebBridgeTestCase {
    static func bridgeURL(_ json: String) -> String {
        // What encodeURIComponent leaves alone.
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()")
        return "traceless://track/?message=" + json.addingPercentEncoding(withAllowedCharacters: unreserved)!
    }

    private func showUIWebView(delegate: HKObject?) -> HKObject? {
        let webView = own(hk_web_view_new())
        hk_view_add_subview(hk_view_controller_view(root), webView)
        hk_web_view_set_delegate(webView, delegate)
        return webView
    }

    func testID10TheBridgeURLIsConsumedAndDelivered() throws {
        try start()
        let delegate = own(hkf_web_delegate_new())
        let webView = showUIWebView(delegate: delegate)
        XCTAssertTrue(hk_load_url(webView, "https://shop.example.com/cart"))
        let time = Self.pageNow
        XCTAssertTrue(hk_load_url(webView, Self.bridgeURL(Self.message(properties: #"{"sku":"A 1&2=3"}"#, time: time))))

        XCTAssertEqual(entries, ["shouldStart https://shop.example.com/cart type 5", "didStart", "didFinish"],
                       "the app's delegate never sees the bridge's URL")
        XCTAssertEqual(String(cString: hk_web_view_url(webView)), "https://shop.example.com/cart", "the page stays")
        let event = try XCTUnwrap(webEvents.first)
        XCTAssertEqual(event.eventName, "add_to_cart")
        XCTAssertEqual(event.eventProperties, ["sku": .string("A 1&2=3")])
        XCTAssertEqual(event.timestamp.timeIntervalSince1970 * 1000, time, accuracy: 0.5)
        XCTAssertEqual(event.screen?.title, "Shop")
    }

    func testID10ABridgeURLFromAPageOffTheAllowListOrMalformedIsRefusedAndStillConsumed() throws {
        try start()
        let delegate = own(hkf_web_delegate_new())
        let webView = showUIWebView(delegate: delegate)
        XCTAssertTrue(hk_load_url(webView, Self.bridgeURL(Self.message())))   // no page yet
        XCTAssertTrue(hk_load_url(webView, "https://evil.example.net/"))
        XCTAssertTrue(hk_load_url(webView, Self.bridgeURL(Self.message())))
        XCTAssertTrue(hk_load_url(webView, "https://shop.example.com/"))
        XCTAssertTrue(hk_load_url(webView, "traceless://identify/?message=%7B%7D"))
        XCTAssertTrue(hk_load_url(webView, "Traceless://track/?msg=1"))
        XCTAssertTrue(hk_load_url(webView, "traceless://track/?message=not%20json"))
        XCTAssertEqual(bridge.statistics.recentRefusals, [
            .noHost(origin: "none"), .hostNotAllowed("evil.example.net"),
            .unknownURL("traceless://identify/?message=%7B%7D"), .unknownURL("Traceless://track/?msg=1"), .notJSON,
        ])
        XCTAssertEqual(entries.filter { $0.hasPrefix("shouldStart") },
                       ["shouldStart https://evil.example.net/ type 5", "shouldStart https://shop.example.com/ type 5"])
        XCTAssertTrue(webEvents.isEmpty)
    }

    func testID10WithDelegateProxyInProxyStrategy() throws { try checkWithDelegateProxy(.proxy) }
    func testID10WithDelegateProxyInSubclassStrategy() throws { try checkWithDelegateProxy(.subclass) }

    /// Ordinary URLs reach the delegate once and make one navigation event; the bridge's
    /// make none and reach no delegate, however DelegateProxy watches it.
    private func checkWithDelegateProxy(_ strategy: DelegateProxyPlugin.Strategy) throws {
        try start(with: [DelegateProxyPlugin(strategy: strategy)])
        let delegate = own(hkf_web_delegate_new())
        let webView = showUIWebView(delegate: delegate)
        XCTAssertTrue(hk_tap_link(webView, "https://shop.example.com/a"))
        XCTAssertTrue(hk_tap_link(webView, Self.bridgeURL(Self.message(event: "tapped"))))
        XCTAssertTrue(hk_tap_link(webView, "https://shop.example.com/b"))

        XCTAssertEqual(entries, [
            "shouldStart https://shop.example.com/a type 0", "didStart", "didFinish",
            "shouldStart https://shop.example.com/b type 0", "didStart", "didFinish",
        ])
        let kinds = sink.interactions.all.map(\.kind)
        XCTAssertEqual(kinds, [.webNavigation, .webLoad, .webEvent, .webNavigation, .webLoad], "\(strategy)")
        XCTAssertEqual(sink.interactions.all.filter { $0.kind == .webNavigation }.map { $0.attributes["url"] },
                       ["https://shop.example.com/a", "https://shop.example.com/b"])
        XCTAssertEqual(webEvents.map(\.eventName), ["tapped"])
    }
}
