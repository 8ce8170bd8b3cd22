#import <UIKit/UIView.h>

@class UIWebView;

typedef NS_ENUM(NSInteger, UIWebViewNavigationType) {
    UIWebViewNavigationTypeLinkClicked = 0,
    UIWebViewNavigationTypeFormSubmitted = 1,
    UIWebViewNavigationTypeBackForward = 2,
    UIWebViewNavigationTypeReload = 3,
    UIWebViewNavigationTypeFormResubmitted = 4,
    UIWebViewNavigationTypeOther = 5,
};

@protocol UIWebViewDelegate <NSObject>
@optional
// NO cancels the load: no start, finish or failure follows.
- (BOOL)webView:(UIWebView *)webView shouldStartLoadWithRequest:(NSURLRequest *)request
 navigationType:(UIWebViewNavigationType)navigationType;
- (void)webViewDidStartLoad:(UIWebView *)webView;
- (void)webViewDidFinishLoad:(UIWebView *)webView;
- (void)webView:(UIWebView *)webView didFailLoadWithError:(NSError *)error;
@end

// Legacy WebKit's policy listener, handed to the policy decision below.
@interface WebFramePolicyListener : NSObject {
    UIWebView *_webView;
    NSURLRequest *_request;
}
- (void)use;
- (void)ignore;
@end

// Legacy WebKit's keys for the action information dictionary.
extern NSString *const WebActionNavigationTypeKey;
extern NSString *const WebActionOriginalURLKey;

// Loads complete synchronously and nothing is fetched: a host under .invalid
// (RFC 2606) fails with NSURLErrorCannotFindHost, any other URL finishes.
@interface UIWebView : UIView {
    id _delegate; // assign, as in UIKit
    NSURLRequest *_request;
    BOOL _loading;
}
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (NSURLRequest *)request;
- (BOOL)isLoading;
- (void)loadRequest:(NSURLRequest *)request;
- (void)reload;
- (void)stopLoading;

// UIWebView is WebKit's policy and frame-load delegate; these are the methods through
// which the delegate's callbacks come on iOS.
- (void)webView:(id)webView decidePolicyForNavigationAction:(NSDictionary *)actionInformation
        request:(NSURLRequest *)request frame:(id)frame decisionListener:(WebFramePolicyListener *)listener;
- (void)webView:(id)webView didStartProvisionalLoadForFrame:(id)frame;
- (void)webView:(id)webView didFinishLoadForFrame:(id)frame;
- (void)webView:(id)webView didFailProvisionalLoadWithError:(NSError *)error forFrame:(id)frame;
@end

@interface UIWebView (UIKitInternal)
// A navigation of the given type: loadRequest: uses Other, a tapped link LinkClicked.
- (void)_loadRequest:(NSURLRequest *)request navigationType:(UIWebViewNavigationType)type;
@end
