import HostKit
import HostKitFixtures
import XCTest

final class WebViewTests: HostKitTestCase {
    func testWebViewLoadAsksDelegateThenStartsAndFinishes() {
        let delegate = hkf_web_delegate_new()
        defer { hk_release(delegate) }
        let webView = show(hk_web_view_new())
        hk_web_view_set_delegate(webView, delegate)

        XCTAssertTrue(hk_load_url(webView, "https://example.com/a"))
        XCTAssertTrue(hk_tap_link(webView, "https://example.com/b"))
        XCTAssertEqual(entries, [
            "shouldStart https://example.com/a type 5", "didStart", "didFinish",
            "shouldStart https://example.com/b type 0", "didStart", "didFinish",
        ])
    }

    func testWebViewShouldStartReturningNoStopsTheLoad() {
        let delegate = hkf_web_delegate_new()
        defer { hk_release(delegate) }
        let webView = show(hk_web_view_new())
        hk_web_view_set_delegate(webView, delegate)
        hkf_web_delegate_set_policy(delegate, Int32(HKFWebCancel))

        XCTAssertTrue(hk_load_url(webView, "https://example.com/"))
        XCTAssertEqual(entries, ["shouldStart https://example.com/ type 5"])
        XCTAssertNil(hk_web_view_url(webView))
    }

    func testWebViewReportsUnknownHostAsFailure() {
        let delegate = hkf_web_delegate_new()
        defer { hk_release(delegate) }
        let webView = show(hk_web_view_new())
        hk_web_view_set_delegate(webView, delegate)

        XCTAssertTrue(hk_load_url(webView, "https://shop.invalid/"))
        XCTAssertEqual(entries, ["shouldStart https://shop.invalid/ type 5", "didStart", "didFail -1003"])
    }

    func testWKWebViewWaitsForTheDecisionHandler() {
        let delegate = hkf_web_delegate_new()
        defer { hk_release(delegate) }
        let webView = show(hk_wk_web_view_new())
        hk_wk_web_view_set_navigation_delegate(webView, delegate)
        hkf_web_delegate_set_policy(delegate, Int32(HKFWebDefer))

        XCTAssertTrue(hk_tap_link(webView, "https://example.com/page"))
        XCTAssertEqual(entries, ["decidePolicy https://example.com/page type 0"])

        hkf_web_delegate_decide(delegate, true)
        XCTAssertEqual(entries, [
            "decidePolicy https://example.com/page type 0", "didStartProvisional", "didCommit", "didFinish",
        ])
        XCTAssertEqual(String(cString: hk_web_view_url(webView)), "https://example.com/page")
    }

    func testWKWebViewCancelledNavigationAndFailures() {
        let delegate = hkf_web_delegate_new()
        defer { hk_release(delegate) }
        let webView = show(hk_wk_web_view_new())
        hk_wk_web_view_set_navigation_delegate(webView, delegate)

        hkf_web_delegate_set_policy(delegate, Int32(HKFWebCancel))
        XCTAssertTrue(hk_load_url(webView, "https://example.com/"))
        XCTAssertEqual(entries, ["decidePolicy https://example.com/ type -1"])

        hkf_log_reset()
        hkf_web_delegate_set_policy(delegate, Int32(HKFWebAllow))
        XCTAssertTrue(hk_load_url(webView, "https://shop.invalid/"))
        XCTAssertTrue(hk_load_url(webView, "https://example.com/hk-fail"))
        XCTAssertEqual(entries, [
            "decidePolicy https://shop.invalid/ type -1", "didStartProvisional", "didFailProvisional -1003",
            "decidePolicy https://example.com/hk-fail type -1", "didStartProvisional", "didCommit", "didFail -1005",
        ])
    }
}
