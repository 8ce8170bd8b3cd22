import Foundation
import HostKit
import Traceless
import TracelessRuntime
@testable import TracelessWebBridge
import XCTest

/// ID10: malformed, oversized and unknown messages are refused with a typed reason,
/// counted and listed in diagnostics; nothing reaches the page or the sink.
final class WebMessageRefusalTests: WebBridgeTestCase {
    func testID10MalformedMessagesAreRefusedEachWithItsReason() throws {
        try start()
        let webView = showWebView()
        let now = Self.pageNow
        let longName = String(repeating: "e", count: 256)
        let cases: [(String, WebMessageRefusal)] = [
            ("", .notJSON),
            ("add_to_cart", .notJSON),
            (#"{"type":"track","event":"x""#, .notJSON),
            ("[1,2]", .notAnObject),
            (#""track""#, .notAnObject),
            (#"{"event":"x","properties":{},"time":\#(now)}"#, .unknownType("")),
            (#"{"type":"identify","event":"x","time":\#(now)}"#, .unknownType("identify")),
            (#"{"type":{"a":1},"event":"x","time":\#(now)}"#, .unknownType("an object")),
            (#"{"type":"track","event":"x","propertes":{},"time":\#(now)}"#, .unknownField("propertes")),
            (#"{"type":"track","properties":{},"time":\#(now)}"#, .missingEventName),
            (#"{"type":"track","event":"","time":\#(now)}"#, .missingEventName),
            (#"{"type":"track","event":42,"time":\#(now)}"#, .missingEventName),
            (Self.message(event: longName), .eventNameTooLong(bytes: 256, limit: 255)),
            (Self.message(event: "$page_view"), .reservedEventName("$page_view")),
            (Self.message(properties: "[1]"), .propertiesNotAnObject),
            (Self.message(properties: #""sku""#), .propertiesNotAnObject),
            (Self.message(properties: #"{"cart":{"items":2}}"#), .unsupportedPropertyValue(key: "cart")),
            (Self.message(properties: #"{"tags":["a","b"]}"#), .unsupportedPropertyValue(key: "tags")),
            (Self.message(properties: #"{"$screen_name":"forged"}"#), .invalidPropertyKey("$screen_name")),
            (Self.message(properties: #"{"":1}"#), .invalidPropertyKey("")),
            (#"{"type":"track","event":"x","properties":{}}"#, .missingTime),
            (#"{"type":"track","event":"x","time":"yesterday"}"#, .missingTime),
            (Self.message(time: 0), .implausibleTime(milliseconds: 0)),
            (Self.message(time: now + 3 * 86_400_000), .implausibleTime(milliseconds: now + 3 * 86_400_000)),
            (Self.message(time: 1e300), .implausibleTime(milliseconds: 1e300)),
            // Deeper than any decoder's stack: refused by depth, not a crash.
            (String(repeating: "[", count: 20_000), .tooDeep(limit: WebMessage.maxDepth)),
        ]
        for (json, _) in cases { XCTAssertTrue(post(json, to: webView), json) }
        XCTAssertEqual(bridge.statistics.recentRefusals, Array(cases.map(\.1).suffix(16)))
        XCTAssertEqual(bridge.statistics.refused, cases.count)
        XCTAssertEqual(bridge.statistics.delivered, 0)
        XCTAssertTrue(webEvents.isEmpty)
        XCTAssertTrue(skipped.contains("web message from shop.example.com: refused: unknown field \"propertes\" (known: type, event, properties, time)"),
                      "\(skipped)")
    }

    func testID10AMessageThatIsNotAStringIsRefused() throws {
        try start()
        let webView = showWebView()
        let number = ObjCObject(raw: ObjCClass(named: "NSNumber")!.raw).send("numberWithInt:", 7).object!
        XCTAssertTrue(hk_wk_post_message(webView, "traceless", UnsafeMutableRawPointer(number.raw), "https://shop.example.com/", true))
        XCTAssertTrue(hk_wk_post_message(webView, "traceless", nil, "https://shop.example.com/", true))
        XCTAssertEqual(bridge.statistics.recentRefusals.count, 2)
        guard case .notAString(let className) = bridge.statistics.recentRefusals[0] else {
            return XCTFail("\(bridge.statistics.recentRefusals)")
        }
        XCTAssertTrue(className.contains("Number") || className.contains("Int"), className)
        XCTAssertEqual(bridge.statistics.recentRefusals[1], .notAString(className: "null"))
    }

    func testID10AnOversizedMessageIsRefused() throws {
        try start()
        let webView = showWebView()
        let filler = String(repeating: "x", count: 40_000)
        let big = Self.message(properties: #"{"blob":"\#(filler)"}"#)
        post(big, to: webView)
        XCTAssertEqual(bridge.statistics.recentRefusals, [.tooLarge(bytes: big.utf8.count, limit: 32 * 1024)])
        XCTAssertTrue(webEvents.isEmpty)
    }

    func testID10TheSizeLimitIsConfigurable() throws {
        try start(maxMessageBytes: 200)
        let webView = showWebView()
        let small = Self.message()
        let large = Self.message(properties: #"{"note":"\#(String(repeating: "é", count: 100))"}"#)
        post(small, to: webView)
        post(large, to: webView)
        XCTAssertEqual(webEvents.count, 1)
        XCTAssertEqual(bridge.statistics.recentRefusals, [.tooLarge(bytes: large.utf8.count, limit: 200)], "counted in UTF-8 bytes")
    }

    func testID10AnInvalidAllowListOrLimitFailsTheStartWithEveryProblem() {
        let plugin = WebBridgePlugin(allowedHosts: ["https://shop.example.com", "shop.example.com:443", "", "*", "ok.example.com"],
                                     maxMessageBytes: 0)
        let registry = TracelessRegistry(plugins: [plugin])
        XCTAssertThrowsError(try registry.start()) { error in
            guard case .invalidConfiguration(let problems) = error as? RegistryError else { return XCTFail("\(error)") }
            XCTAssertEqual(problems.count, 5, "\(problems)")
            XCTAssertTrue(problems.allSatisfy { $0.hasPrefix("traceless.web-bridge: ") }, "\(problems)")
        }
        XCTAssertFalse(registry.isStarted)
    }
}
