#import <Foundation/Foundation.h>

@class WKUserContentController;

// A web view copies its configuration at init; the copy shares the user content
// controller, as in WebKit.
@interface WKWebViewConfiguration : NSObject <NSCopying> {
    WKUserContentController *_userContentController;
}
- (WKUserContentController *)userContentController;
- (void)setUserContentController:(WKUserContentController *)userContentController;
@end

@interface WKWebViewConfiguration (WebKitInternal)
- (id)_initWithUserContentController:(WKUserContentController *)controller;
@end
