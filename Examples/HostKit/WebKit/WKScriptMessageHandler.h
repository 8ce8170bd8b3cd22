#import <Foundation/Foundation.h>

@class WKScriptMessage, WKUserContentController;

@protocol WKScriptMessageHandler <NSObject>
@required
- (void)userContentController:(WKUserContentController *)userContentController
      didReceiveScriptMessage:(WKScriptMessage *)message;
@end
