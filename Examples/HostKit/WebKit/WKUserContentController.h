#import <Foundation/Foundation.h>
#import <WebKit/WKScriptMessageHandler.h>

@class WKUserScript;
@class WKContentWorld;

// The scripts and script message handlers of the web views that share it. It retains
// its handlers (a handler that holds its web view makes a cycle, as in WebKit).
@interface WKUserContentController : NSObject {
    NSMutableArray *_userScripts;
    NSMutableDictionary *_handlers;
    NSMutableDictionary *_otherWorldHandlers;
}
- (NSArray *)userScripts;
- (void)addUserScript:(WKUserScript *)userScript;
- (void)removeAllUserScripts;
// In the page world. Each raises NSInvalidArgumentException when a handler of that name
// is already added to that world, with or without reply.
- (void)addScriptMessageHandler:(id<WKScriptMessageHandler>)scriptMessageHandler name:(NSString *)name;
- (void)addScriptMessageHandler:(id<WKScriptMessageHandler>)scriptMessageHandler contentWorld:(WKContentWorld *)world
                           name:(NSString *)name;
// The handler's reply is not modelled: it is kept as a handler of that name and world.
- (void)addScriptMessageHandlerWithReply:(id)scriptMessageHandlerWithReply contentWorld:(WKContentWorld *)world
                                    name:(NSString *)name;
- (void)removeScriptMessageHandlerForName:(NSString *)name;
@end

@interface WKUserContentController (WebKitInternal)
// The handler pages reach as window.webkit.messageHandlers.<name>, or nil.
- (id<WKScriptMessageHandler>)_handlerNamed:(NSString *)name;
@end
