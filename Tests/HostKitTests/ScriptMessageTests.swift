import HostKit
import HostKitFixtures
import XCTest

/// WKWebView's script message handlers and user scripts, shaped like WebKit's.
final class ScriptMessageTests: HostKitTestCase {
    func testAMessageReachesTheHandlerRegisteredUnderItsNameOnly() {
        let handler = hkf_script_message_handler_new()
        defer { hk_release(handler) }
        let configuration = hk_wk_configuration_new()
        defer { hk_release(configuration) }
        let webView = show(hk_wk_web_view_new_with_configuration(configuration))
        let controller = hk_wk_user_content_controller(webView)
        XCTAssertEqual(controller, hk_wk_user_content_controller(configuration), "the web view's configuration shares the controller")

        XCTAssertFalse(hk_wk_post_message(webView, "app", nil, "https://shop.example.com/", true),
                       "no handler of that name: a TypeError in the page, nothing native")
        XCTAssertTrue(hk_wk_add_script_message_handler(controller, handler, "app"))
        XCTAssertFalse(hk_wk_add_script_message_handler(controller, handler, "app"), "WebKit raises on a second handler of a name")
        XCTAssertTrue(hk_wk_post_message(webView, "app", nil, "https://shop.example.com/", true))
        XCTAssertTrue(hk_wk_post_message(webView, "app", nil, "https://ads.example.net/frame", false))
        XCTAssertFalse(hk_wk_post_message(webView, "other", nil, "https://shop.example.com/", true))
        XCTAssertEqual(entries, ["message app (null) from shop.example.com", "message app (null) from ads.example.net (subframe)"])

        hk_wk_remove_script_message_handler(controller, "app")
        XCTAssertFalse(hk_wk_has_script_message_handler(controller, "app"))
        XCTAssertFalse(hk_wk_post_message(webView, "app", nil, "https://shop.example.com/", true))
    }

    func testTheControllerRetainsItsHandlers() {
        let handler = hkf_script_message_handler_new()
        let configuration = hk_wk_configuration_new()
        defer { hk_release(configuration) }
        let controller = hk_wk_user_content_controller(configuration)
        XCTAssertTrue(hk_wk_add_script_message_handler(controller, handler, "app"))
        let deallocated = hkf_dealloc_count()
        hk_release(handler)
        XCTAssertEqual(hkf_dealloc_count(), deallocated, "still held by the controller")
        hk_wk_remove_script_message_handler(controller, "app")
        XCTAssertEqual(hkf_dealloc_count(), deallocated + 1)
    }

    func testUserScriptsAreInjectedIntoEachLoadedFrame() {
        let configuration = hk_wk_configuration_new()
        defer { hk_release(configuration) }
        let controller = hk_wk_user_content_controller(configuration)
        hk_wk_add_user_script(controller, "end()", false, false)
        hk_wk_add_user_script(controller, "startAll()", true, false)
        hk_wk_add_user_script(controller, "startMain()", true, true)
        let webView = show(hk_wk_web_view_new_with_configuration(configuration))

        XCTAssertFalse(hk_wk_load_frame(webView, "https://ads.example.net/"), "no page yet")
        XCTAssertTrue(hk_load_url(webView, "https://shop.example.com/"))
        XCTAssertTrue(hk_wk_load_frame(webView, "https://ads.example.net/"))
        XCTAssertEqual(injected(webView, "https://shop.example.com/"), ["startAll()", "startMain()", "end()"])
        XCTAssertEqual(injected(webView, "https://ads.example.net/"), ["startAll()", "end()"])
        XCTAssertEqual(injected(webView, "https://elsewhere.example.org/"), [])

        XCTAssertTrue(hk_load_url(webView, "https://shop.example.com/next"))
        XCTAssertEqual(injected(webView, "https://ads.example.net/"), [], "a new page has new frames")
    }

    private func injected(_ webView: HKObject?, _ url: String) -> [String] {
        (0..<hk_wk_injected_script_count(webView, url)).map { String(cString: hk_wk_injected_script_source(webView, url, $0)) }
    }
}
