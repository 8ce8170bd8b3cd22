#import <WebKit/WebKit.h>

@implementation WKScriptMessage

- (id)_initWithBody:(id)body webView:(WKWebView *)webView frameInfo:(WKFrameInfo *)frameInfo name:(NSString *)name {
    if ((self = [super init])) {
        _body = [body retain];
        _webView = webView;
        _frameInfo = [frameInfo retain];
        _name = [name copy];
    }
    return self;
}

- (void)dealloc {
    [_body release];
    [_frameInfo release];
    [_name release];
    [super dealloc];
}

- (id)body { return _body; }
- (WKWebView *)webView { return _webView; }
- (WKFrameInfo *)frameInfo { return _frameInfo; }
- (NSString *)name { return _name; }

@end
