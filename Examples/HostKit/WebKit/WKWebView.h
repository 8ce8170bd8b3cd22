#import <UIKit/UIKit.h>

@class WKWebView, WKWebViewConfiguration;

typedef NS_ENUM(NSInteger, WKNavigationType) {
    WKNavigationTypeLinkActivated = 0,
    WKNavigationTypeFormSubmitted = 1,
    WKNavigationTypeBackForward = 2,
    WKNavigationTypeReload = 3,
    WKNavigationTypeFormResubmitted = 4,
    WKNavigationTypeOther = -1,
};

typedef NS_ENUM(NSInteger, WKNavigationActionPolicy) {
    WKNavigationActionPolicyCancel = 0,
    WKNavigationActionPolicyAllow = 1,
};

// One load, as returned by loadRequest: and passed to every navigation callback.
@interface WKNavigation : NSObject
@end

@interface WKNavigationAction : NSObject {
    NSURLRequest *_request;
    WKNavigationType _navigationType;
}
- (NSURLRequest *)request;
- (WKNavigationType)navigationType;
@end

// DEVIATION: WebKit passes a block, void (^)(WKNavigationActionPolicy); this runtime
// has no blocks, so the delegate gets this object and calls -decide: instead. As with
// the block, it may be kept and called later; the load waits for it, and only the
// first decision counts.
@interface WKNavigationDecisionHandler : NSObject {
    WKWebView *_webView;
    WKNavigation *_navigation;
    WKNavigationAction *_action;
}
- (void)decide:(WKNavigationActionPolicy)policy;
@end

@protocol WKNavigationDelegate <NSObject>
@optional
- (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)navigationAction
    decisionHandler:(WKNavigationDecisionHandler *)decisionHandler;
- (void)webView:(WKWebView *)webView didStartProvisionalNavigation:(WKNavigation *)navigation;
- (void)webView:(WKWebView *)webView didFailProvisionalNavigation:(WKNavigation *)navigation withError:(NSError *)error;
- (void)webView:(WKWebView *)webView didCommitNavigation:(WKNavigation *)navigation;
- (void)webView:(WKWebView *)webView didFinishNavigation:(WKNavigation *)navigation;
- (void)webView:(WKWebView *)webView didFailNavigation:(WKNavigation *)navigation withError:(NSError *)error;
@end

// Loads complete synchronously once allowed and nothing is fetched. A host under
// .invalid (RFC 2606) fails before commit (didFailProvisionalNavigation:withError:, as
// WebKit reports an unknown host); a path ending in /hk-fail fails after commit
// (didFailNavigation:withError:); any other URL finishes.
// A committed page gets the user scripts of the configuration's user content controller
// (document-start ones first); so does each frame loaded into it, but for the scripts
// that are for the main frame only.
@interface WKWebView : UIView {
    id _navigationDelegate; // weak in WebKit; not retained here
    WKWebViewConfiguration *_configuration;
    // The frames of the current page, main frame first: {url, main, scripts (sources)}.
    NSMutableArray *_frames;
    NSURL *_URL;
    BOOL _loading;
    // WebKit reads the delegate's methods when it is set, like UIScrollView.
    struct {
        unsigned int decidePolicy : 1;
        unsigned int didStartProvisional : 1;
        unsigned int didFailProvisional : 1;
        unsigned int didCommit : 1;
        unsigned int didFinish : 1;
        unsigned int didFail : 1;
    } _navigationDelegateMethods;
}
// initWithFrame: uses a new default configuration.
- (id)initWithFrame:(CGRect)frame configuration:(WKWebViewConfiguration *)configuration;
// A copy of the configuration given at init (sharing its user content controller).
- (WKWebViewConfiguration *)configuration;
- (id)navigationDelegate;
- (void)setNavigationDelegate:(id)delegate;
- (NSURL *)URL;
- (BOOL)isLoading;
- (WKNavigation *)loadRequest:(NSURLRequest *)request;
- (WKNavigation *)reload;
@end

@interface WKWebView (WebKitInternal)
// loadRequest: uses Other; a tapped link LinkActivated.
- (WKNavigation *)_loadRequest:(NSURLRequest *)request navigationType:(WKNavigationType)type;
- (void)_continueNavigation:(WKNavigation *)navigation request:(NSURLRequest *)request
                     policy:(WKNavigationActionPolicy)policy;
// An iframe of the current page loads `url`.
- (BOOL)_loadSubframeWithURL:(NSURL *)url;
// The sources of the user scripts injected into the first frame of the current page that
// has this URL, in the order they ran; nil when no frame has it.
- (NSArray *)_injectedScriptSourcesForFrameURL:(NSURL *)url;
// A page's script in a frame with this URL calls
// window.webkit.messageHandlers.<name>.postMessage(body). NO when no handler has that
// name (the page gets a TypeError; nothing native runs).
- (BOOL)_postMessage:(id)body toHandlerNamed:(NSString *)name fromFrameURL:(NSURL *)url mainFrame:(BOOL)mainFrame;
@end
