// A UIWebView delegate and WKNavigationDelegate with a configurable policy.
#import "FixtureLog.h"
#import <WebKit/WebKit.h>
#include "HostKitFixtures.h"

@interface HKFWebDelegate : NSObject <UIWebViewDelegate, WKNavigationDelegate> {
    int _policy;
    WKNavigationDecisionHandler *_pending;
}
- (void)setPolicy:(int)policy;
- (void)decide:(BOOL)allow;
@end

@implementation HKFWebDelegate

- (void)dealloc {
    [_pending release];
    HKFNoteDealloc();
    [super dealloc];
}

- (void)setPolicy:(int)policy { _policy = policy; }

- (void)decide:(BOOL)allow {
    WKNavigationDecisionHandler *handler = _pending;
    _pending = nil;
    [handler decide:allow ? WKNavigationActionPolicyAllow : WKNavigationActionPolicyCancel];
    [handler release];
}

- (BOOL)webView:(UIWebView *)webView shouldStartLoadWithRequest:(NSURLRequest *)request
 navigationType:(UIWebViewNavigationType)navigationType {
    HKFLog(@"shouldStart %@ type %ld", [[request URL] absoluteString], (long)navigationType);
    return _policy != HKFWebCancel;
}
- (void)webViewDidStartLoad:(UIWebView *)webView { HKFLog(@"didStart"); }
- (void)webViewDidFinishLoad:(UIWebView *)webView { HKFLog(@"didFinish"); }
- (void)webView:(UIWebView *)webView didFailLoadWithError:(NSError *)error {
    HKFLog(@"didFail %ld", (long)[error code]);
}

- (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)action
    decisionHandler:(WKNavigationDecisionHandler *)handler {
    HKFLog(@"decidePolicy %@ type %ld", [[[action request] URL] absoluteString], (long)[action navigationType]);
    if (_policy == HKFWebDefer) {
        [_pending release];
        _pending = [handler retain];
        return;
    }
    [handler decide:_policy == HKFWebCancel ? WKNavigationActionPolicyCancel : WKNavigationActionPolicyAllow];
}
- (void)webView:(WKWebView *)webView didStartProvisionalNavigation:(WKNavigation *)navigation {
    HKFLog(@"didStartProvisional");
}
- (void)webView:(WKWebView *)webView didFailProvisionalNavigation:(WKNavigation *)navigation withError:(NSError *)error {
    HKFLog(@"didFailProvisional %ld", (long)[error code]);
}
- (void)webView:(WKWebView *)webView didCommitNavigation:(WKNavigation *)navigation { HKFLog(@"didCommit"); }
- (void)webView:(WKWebView *)webView didFinishNavigation:(WKNavigation *)navigation { HKFLog(@"didFinish"); }
- (void)webView:(WKWebView *)webView didFailNavigation:(WKNavigation *)navigation withError:(NSError *)error {
    HKFLog(@"didFail %ld", (long)[error code]);
}

@end

HKObject hkf_web_delegate_new(void) { return [[HKFWebDelegate alloc] init]; }
void hkf_web_delegate_set_policy(HKObject delegate, int policy) { [(HKFWebDelegate *)delegate setPolicy:policy]; }
void hkf_web_delegate_decide(HKObject delegate, bool allow) { [(HKFWebDelegate *)delegate decide:allow]; }
