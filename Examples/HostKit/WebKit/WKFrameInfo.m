#import <WebKit/WebKit.h>

@implementation WKFrameInfo

- (id)_initWithURL:(NSURL *)url mainFrame:(BOOL)mainFrame webView:(WKWebView *)webView {
    if ((self = [super init])) {
        _mainFrame = mainFrame;
        _request = [[NSURLRequest alloc] initWithURL:url];
        _securityOrigin = [[WKSecurityOrigin alloc] _initWithURL:url];
        _webView = webView;
    }
    return self;
}

- (void)dealloc {
    [_request release];
    [_securityOrigin release];
    [super dealloc];
}

- (BOOL)isMainFrame { return _mainFrame; }
- (NSURLRequest *)request { return _request; }
- (WKSecurityOrigin *)securityOrigin { return _securityOrigin; }
- (WKWebView *)webView { return _webView; }

@end
