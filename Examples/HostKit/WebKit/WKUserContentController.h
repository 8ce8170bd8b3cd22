#import <Foundation/Foundation.h>
#import <WebKit/WKScriptMessageHandler.h>

@class WKUserScript;

// The scripts and script message handlers of the web views that share it. It retains
// its handlers (a handler that holds its web view makes a cycle, as in WebKit).
@interface WKUserContentController : NSObject {
    NSMutableArray *_userScripts;
    NSMutableDictionary *_handlers;
}
- (NSArray *)userScripts;
- (void)addUserScript:(WKUserScript *)userScript;
- (void)removeAllUserScripts;
// Raises NSInvalidArgumentException when a handler of that name is already added.
- (void)addScriptMessageHandler:(id<WKScriptMessageHandler>)scriptMessageHandler name:(NSString *)name;
- (void)removeScriptMessageHandlerForName:(NSString *)name;
@end

@interface WKUserContentController (WebKitInternal)
// The handler pages reach as window.webkit.messageHandlers.<name>, or nil.
- (id<WKScriptMessageHandler>)_handlerNamed:(NSString *)name;
@end
