import Foundation
import HostKit
import HostKitFixtures
import Traceless
import TracelessRuntime
@testable import TracelessWebBridge
import XCTest

/// WB: what a hostile or careless page or app can do to the bridge: deep nesting, a NUL,
/// lax JSON, a second `traceless` handler, a wildcard over a public suffix, a look-alike `$`.
final class WebBridgeHardeningTests: WebBridgeTestCase {
    /// An NSString holding exactly these UTF-16 code units, NULs included.
    func rawString(_ units: [UInt16]) -> HKObject? {
        let allocated = ObjCObject(raw: ObjCClass(named: "NSString")!.raw).send("alloc").object!
        let made = units.withUnsafeBufferPointer {
            allocated.send("initWithCharacters:length:", UInt(bitPattern: $0.baseAddress), units.count).object!
        }
        return own(UnsafeMutableRawPointer(made.raw))
    }

    /// An NSString with no UTF-8 form, as WebKit hands over a JavaScript string holding half
    /// a surrogate pair: `dataUsingEncoding:` answers nil. GNUstep will not make such a
    /// string, so a subclass answers as Apple's does.
    func stringWithoutUTF8() throws -> HKObject? {
        let noData: @convention(c) (OpaquePointer?, OpaquePointer?, UInt) -> OpaquePointer? = { _, _, _ in nil }
        let threeBytes: @convention(c) (OpaquePointer?, OpaquePointer?, UInt) -> UInt = { _, _, _ in 3 }
        let cls = try ObjCClass(named: "WBStringWithoutUTF8") ?? RuntimeClassBuilder.subclass(
            of: ObjCClass(named: "NSString")!, named: "WBStringWithoutUTF8",
            methods: [
                MethodDefinition("dataUsingEncoding:", types: "@@:Q", imp: unsafeBitCast(noData, to: UnsafeMutableRawPointer.self)),
                MethodDefinition("lengthOfBytesUsingEncoding:", types: "Q@:Q", imp: unsafeBitCast(threeBytes, to: UnsafeMutableRawPointer.self)),
            ],
            carriesState: false)
        let made = ObjCObject(raw: cls.raw).send("alloc").object!
        return own(UnsafeMutableRawPointer(made.raw))
    }

    func testWB1_deepNestingIsRefusedByDepthBeforeAnythingDeepIsBuilt() throws {
        try start()
        let webView = showWebView()
        // The shape that held the main thread: ten 500-deep objects in 30 KB.
        let deep = String(repeating: #"{"a":"#, count: 500) + "1" + String(repeating: "}", count: 500)
        let flood = #"{"type":"track","event":"x","properties":{"#
            + (0..<10).map { #""p\#($0)":\#(deep)"# }.joined(separator: ",") + "}}"
        XCTAssertLessThan(flood.utf8.count, 32 * 1024)
        post(flood, to: webView)
        post(String(repeating: "[", count: 20_000), to: webView)
        post(Self.message(properties: #"{"a":[[[[[[[[1]]]]]]]]}"#), to: webView)
        // Within the limit, a nested property is refused by its key, as before.
        post(Self.message(properties: #"{"cart":{"items":[1]}}"#), to: webView)
        XCTAssertEqual(bridge.statistics.recentRefusals, [
            .tooDeep(limit: 8), .tooDeep(limit: 8), .tooDeep(limit: 8), .unsupportedPropertyValue(key: "cart"),
        ])
        XCTAssertTrue(skipped.contains("web message from shop.example.com: refused: the message nests objects or arrays deeper than 8 levels"),
                      "\(skipped)")
        XCTAssertTrue(post(Self.message(), to: webView))
        XCTAssertEqual(webEvents.count, 1, "a flat message still passes")
    }

    func testWB2_aNULAnywhereRefusesTheWholeMessage() throws {
        try start()
        let webView = showWebView()
        let valid = Array(Self.message().utf16)
        XCTAssertTrue(hk_wk_post_message(webView, "traceless", rawString(valid + [0] + Array("garbage".utf16)),
                                         "https://shop.example.com/", true))
        XCTAssertTrue(hk_wk_post_message(webView, "traceless", rawString(valid + [0]), "https://shop.example.com/", true))
        post(Self.message(event: #"add\u0000_to_cart"#), to: webView)
        post(Self.message(properties: #"{"note":"a\u0000b"}"#), to: webView)
        XCTAssertEqual(bridge.statistics.recentRefusals, Array(repeating: .containsNUL, count: 4))
        XCTAssertTrue(webEvents.isEmpty)
        XCTAssertTrue(hk_wk_post_message(webView, "traceless", rawString(valid), "https://shop.example.com/", true))
        XCTAssertEqual(webEvents.count, 1, "the same message without the NUL passes")
    }

    func testWB2_textThatIsNotUTF8IsRefused() throws {
        try start()
        let webView = showWebView()
        XCTAssertTrue(hk_wk_post_message(webView, "traceless", try stringWithoutUTF8(), "https://shop.example.com/", true))
        XCTAssertTrue(webEvents.isEmpty)
        XCTAssertEqual(bridge.statistics.recentRefusals, [.invalidUTF8])
        let now = Date()
        for bytes: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            let json = Array(#"{"type":"track","event":""#.utf8) + bytes + Array(#"","time":0}"#.utf8)
            XCTAssertThrowsError(try WebMessage(json: json, limit: 1024, now: now), "\(bytes)") {
                XCTAssertEqual($0 as? WebMessageRefusal, .invalidUTF8)
            }
        }
    }

    func testWB3_onlyStrictJSONPasses() throws {
        try start()
        let webView = showWebView()
        let now = Self.pageNow
        let cases: [(String, WebMessageRefusal)] = [
            (#"{"type":"track","event":"x","time":\#(now),}"#, .notJSON),
            (Self.message(properties: #"{"sku":"A1",}"#), .notJSON),
            (Self.message(properties: #"{"sku":"A1"}"#) + " x", .notJSON),
            (Self.message(properties: #"{"sku":'A1'}"#), .notJSON),
            (Self.message(properties: #"{"qty":01}"#), .notJSON),
            (Self.message(properties: #"{"qty":NaN}"#), .notJSON),
            (Self.message(properties: #"{"qty":1e999}"#), .notJSON),
            (Self.message(properties: #"{"note":"\ud800"}"#), .notJSON),
            (Self.message(properties: "{\"note\":\"tab\there\"}"), .notJSON),
            (#"{"type":"track","event":"x","event":"$forged","time":\#(now)}"#, .duplicateKey("event")),
        ]
        for (json, _) in cases { post(json, to: webView) }
        XCTAssertEqual(bridge.statistics.recentRefusals, cases.map(\.1))
        XCTAssertTrue(webEvents.isEmpty)

        post(" \n" + Self.message(properties: #"{"note":"caf\u00e9 \ud83d\ude00 \"q\" \\ \/","qty":-1.5e2}"#) + "\r\n\t", to: webView)
        XCTAssertEqual(webEvents.first?.eventProperties, ["note": .string("café 😀 \"q\" \\ /"), "qty": .number(-150)])
    }

    func testWB4_anAppHandlerNamedTracelessAddedAfterStartGetsNoExceptionAndItsMessages() throws {
        try start()
        let webView = showWebView()
        let controller = hk_wk_user_content_controller(webView)
        XCTAssertTrue(hk_wk_has_script_message_handler(controller, "traceless"))
        hk_wk_add_user_script(controller, "appScript()", false, true)
        let appHandler = own(hkf_script_message_handler_new())
        XCTAssertTrue(hk_wk_add_script_message_handler(controller, appHandler, "traceless"), "no exception reaches the app")
        XCTAssertTrue(hk_wk_post_message(webView, "traceless", string("mine"), "https://shop.example.com/", true))
        XCTAssertEqual(entries, ["message traceless mine from shop.example.com"], "the page's messages reach the app's handler")
        XCTAssertEqual((0..<hk_wk_user_script_count(controller)).map { String(cString: hk_wk_user_script_source(controller, $0)) },
                       ["appScript()"], "no bridge script posting to the app's handler")
        XCTAssertTrue(webEvents.isEmpty)
        XCTAssertTrue(skipped.contains {
            $0.hasSuffix("the app added a script message handler named traceless: Traceless stepped aside on that controller")
        }, "\(skipped)")

        registry?.stop()
        XCTAssertTrue(hk_wk_has_script_message_handler(controller, "traceless"), "stop leaves the app's handler")
        XCTAssertEqual(hk_wk_user_script_count(controller), 1)
    }

    func testWB4_theBridgeStepsAsideWhileSwitchedOffAndStaysOnOtherControllers() throws {
        try start()
        let webView = showWebView()
        let other = showWebView()
        registry?.setEnabled(false, plugin: WebBridgePlugin.pluginID)
        let appHandler = own(hkf_script_message_handler_new())
        XCTAssertTrue(hk_wk_add_script_message_handler(hk_wk_user_content_controller(webView), appHandler, "traceless"))
        registry?.setEnabled(true, plugin: WebBridgePlugin.pluginID)
        XCTAssertTrue(post(Self.message(event: "elsewhere"), to: other))
        XCTAssertEqual(webEvents.map(\.eventName), ["elsewhere"])
        // Either order ends the same: the app first is the case left alone at attach.
        XCTAssertTrue(hk_wk_has_script_message_handler(hk_wk_user_content_controller(other), "traceless"))
    }

    func testWB5_aWildcardOverAPublicSuffixFailsTheStart() {
        let plugin = WebBridgePlugin(allowedHosts: ["*.com", "*.co.uk", "*.github.io", "*.DEV", "*.shop.co.uk", "localhost", "*.example.com"])
        let registry = TracelessRegistry(plugins: [plugin])
        XCTAssertThrowsError(try registry.start()) { error in
            guard case .invalidConfiguration(let problems) = error as? RegistryError else { return XCTFail("\(error)") }
            XCTAssertEqual(problems.count, 4, "\(problems)")
            for entry in ["*.com", "*.co.uk", "*.github.io", "*.DEV"] {
                XCTAssertTrue(problems.contains(
                    "traceless.web-bridge: allowedHosts: \"\(entry)\" is refused: \(PublicSuffixes.rule)"), "\(entry): \(problems)")
            }
        }
        XCTAssertFalse(registry.isStarted)
        let allowed = AllowedHosts(["*.shop.co.uk", "localhost"])
        XCTAssertEqual(allowed.problems, [])
        XCTAssertTrue(allowed.allows("www.shop.co.uk"))
        XCTAssertFalse(allowed.allows("evil.co.uk"))
        XCTAssertTrue(allowed.allows("localhost"))
    }

    func testWB6_aNameThatNormalisesToADollarNameIsReserved() throws {
        try start()
        let webView = showWebView()
        for name in ["＄page_view", "﹩page_view", "$page_view"] { post(Self.message(event: name), to: webView) }
        post(Self.message(properties: #"{"＄screen_name":"forged"}"#), to: webView)
        XCTAssertEqual(bridge.statistics.recentRefusals, [
            .reservedEventName("＄page_view"), .reservedEventName("﹩page_view"), .reservedEventName("$page_view"),
            .invalidPropertyKey("＄screen_name"),
        ])
        post(Self.message(event: "price_in_＄"), to: webView)
        XCTAssertEqual(webEvents.map(\.eventName), ["price_in_＄"], "only a leading $ is the SDK's")
    }
}

/// WB4 with content worlds: names are unique per world, and the bridge's handler is in the
/// page world.
final class WebBridgeContentWorldTests: WebBridgeTestCase {
    func testWB4_anAppHandlerNamedTracelessInThePageWorldGetsNoExceptionWithOrWithoutReply() throws {
        try start()
        for withReply in [false, true] {
            let webView = showWebView()
            let controller = hk_wk_user_content_controller(webView)
            let appHandler = own(hkf_script_message_handler_new())
            XCTAssertTrue(hk_wk_add_script_message_handler_in_world(controller, appHandler, "page", "traceless", withReply),
                          "with reply: \(withReply)")
            XCTAssertEqual(hk_wk_user_script_count(controller), 0)
        }
        XCTAssertTrue(skipped.contains { $0.hasSuffix("Traceless stepped aside on that controller") }, "\(skipped)")
    }

    func testWB4_aHandlerNamedTracelessInAnotherWorldLeavesTheBridgeInPlace() throws {
        try start()
        let webView = showWebView()
        let controller = hk_wk_user_content_controller(webView)
        let appHandler = own(hkf_script_message_handler_new())
        XCTAssertTrue(hk_wk_add_script_message_handler_in_world(controller, appHandler, "defaultClient", "traceless", false))
        XCTAssertTrue(hk_wk_add_script_message_handler_in_world(controller, appHandler, "analytics", "traceless", true))
        XCTAssertFalse(hk_wk_add_script_message_handler_in_world(controller, appHandler, "analytics", "traceless", false),
                       "WebKit's rule holds in every world: the stand-in still raises")
        XCTAssertTrue(post(Self.message(), to: webView), "the page world's traceless is still the bridge's")
        XCTAssertEqual(webEvents.count, 1)
        XCTAssertEqual(hk_wk_user_script_count(controller), 1)
        XCTAssertFalse(skipped.contains { $0.hasSuffix("stepped aside on that controller") }, "\(skipped)")
    }
}
