#import <WebKit/WebKit.h>

@implementation WKUserContentController

- (id)init {
    if ((self = [super init])) {
        _userScripts = [[NSMutableArray alloc] init];
        _handlers = [[NSMutableDictionary alloc] init];
        _otherWorldHandlers = [[NSMutableDictionary alloc] init];
    }
    return self;
}

- (void)dealloc {
    [_userScripts release];
    [_handlers release];
    [_otherWorldHandlers release];
    [super dealloc];
}

- (NSArray *)userScripts { return [[_userScripts copy] autorelease]; }
- (void)addUserScript:(WKUserScript *)userScript { if (userScript != nil) [_userScripts addObject:userScript]; }
- (void)removeAllUserScripts { [_userScripts removeAllObjects]; }

// Apple's documentation of add(_:name:): the name "must be unique within the user
// content controller". WebKit enforces it by raising NSInvalidArgumentException, with
// this text, on a second handler of a name.
- (void)_addHandler:(id)handler world:(WKContentWorld *)world name:(NSString *)name {
    // Pages post to the page world's handlers; the others are only kept, to be found taken.
    BOOL page = world == [WKContentWorld pageWorld];
    NSMutableDictionary *handlers = page ? _handlers : _otherWorldHandlers;
    id key = page ? (id)name : (id)[NSString stringWithFormat:@"%p %@", world, name];
    if ([handlers objectForKey:key] != nil)
        [NSException raise:NSInvalidArgumentException
                    format:@"Attempt to add script message handler with name '%@' when one already exists.", name];
    [handlers setObject:handler forKey:key];
}

// As WebKit does: the page world's method is the general one with the page world.
- (void)addScriptMessageHandler:(id<WKScriptMessageHandler>)scriptMessageHandler name:(NSString *)name {
    [self addScriptMessageHandler:scriptMessageHandler contentWorld:[WKContentWorld pageWorld] name:name];
}

- (void)addScriptMessageHandler:(id<WKScriptMessageHandler>)scriptMessageHandler contentWorld:(WKContentWorld *)world
                           name:(NSString *)name {
    [self _addHandler:scriptMessageHandler world:world name:name];
}

- (void)addScriptMessageHandlerWithReply:(id)scriptMessageHandlerWithReply contentWorld:(WKContentWorld *)world
                                    name:(NSString *)name {
    [self _addHandler:scriptMessageHandlerWithReply world:world name:name];
}

- (void)removeScriptMessageHandlerForName:(NSString *)name { [_handlers removeObjectForKey:name]; }

- (id<WKScriptMessageHandler>)_handlerNamed:(NSString *)name { return [_handlers objectForKey:name]; }

@end
