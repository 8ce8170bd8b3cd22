import Traceless
import TracelessRuntime

/// Web views: navigation decisions and loads report the URL.
extension DelegateFamily {
    static let webView = DelegateFamily(
        viewClass: "UIWebView", setter: "setDelegate:", getter: "delegate",
        callbacks: [
            DelegateCallback(
                "webView:shouldStartLoadWithRequest:navigationType:", types: "C@:@@q", kind: .webNavigation, proof: .mark(.webDecision),
                describe: { call, view, _, _, details in details.attributes["url"] = WebURL.read(request: call.objectArgument(1), view) }),
            DelegateCallback("webViewDidFinishLoad:", types: "v@:@", kind: .webLoad, proof: .mark(.webLoad), describe: WebURL.describeLoad),
            DelegateCallback("webView:didFailLoadWithError:", types: "v@:@@", kind: .webLoad, proof: .mark(.webLoad), describe: WebURL.describeLoad),
        ])

    /// WebKit calls its navigation delegate from C++: there is no Objective-C step
    /// to mark, so these are reported whoever calls them.
    static let wkWebView = DelegateFamily(
        viewClass: "WKWebView", setter: "setNavigationDelegate:", getter: "navigationDelegate",
        callbacks: [
            DelegateCallback(
                "webView:decidePolicyForNavigationAction:decisionHandler:", types: "v@:@@@", kind: .webNavigation, proof: .none,
                describe: { call, view, _, _, details in
                    details.attributes["url"] = WebURL.read(request: call.objectArgument(1)?.probe("request")?.object, view)
                }),
            DelegateCallback("webView:didFinishNavigation:", types: "v@:@@", kind: .webLoad, proof: .none, describe: WebURL.describeLoad),
            DelegateCallback("webView:didFailNavigation:withError:", types: "v@:@@@", kind: .webLoad, proof: .none, describe: WebURL.describeLoad),
        ])
}

/// The URL a web callback is about: the request's, else the view's own.
private enum WebURL {
    static func read(request: ObjCObject?, _ view: ObjCObject) -> String? {
        let url = request?.probe("URL")?.object ?? view.probe("URL")?.object
        return UIKitIntrospection.string(url?.probe("absoluteString")?.object)
    }

    /// A finished or failed load: the view's current request (UIWebView) or URL (WKWebView).
    static let describeLoad: DelegateCallback.Describe = { _, view, _, _, details in
        details.attributes["url"] = read(request: view.probe("request")?.object, view)
    }
}
