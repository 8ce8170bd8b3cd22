#import <Foundation/Foundation.h>

@class WKFrameInfo, WKWebView;

// What a page posted with window.webkit.messageHandlers.<name>.postMessage(body). The
// body is the JavaScript value as Foundation objects: NSString, NSNumber, NSDictionary,
// NSArray, NSDate or NSNull.
@interface WKScriptMessage : NSObject {
    id _body;
    WKWebView *_webView; // weak in WebKit; not retained here
    WKFrameInfo *_frameInfo;
    NSString *_name;
}
- (id)body;
- (WKWebView *)webView;
- (WKFrameInfo *)frameInfo;
- (NSString *)name;
@end

@interface WKScriptMessage (WebKitInternal)
- (id)_initWithBody:(id)body webView:(WKWebView *)webView frameInfo:(WKFrameInfo *)frameInfo name:(NSString *)name;
@end
