#import <Foundation/Foundation.h>

@class WKSecurityOrigin, WKWebView;

// The frame a script message came from.
@interface WKFrameInfo : NSObject {
    BOOL _mainFrame;
    NSURLRequest *_request;
    WKSecurityOrigin *_securityOrigin;
    WKWebView *_webView; // weak in WebKit; not retained here
}
- (BOOL)isMainFrame;
- (NSURLRequest *)request;
- (WKSecurityOrigin *)securityOrigin;
- (WKWebView *)webView;
@end

@interface WKFrameInfo (WebKitInternal)
- (id)_initWithURL:(NSURL *)url mainFrame:(BOOL)mainFrame webView:(WKWebView *)webView;
@end
