#import <WebKit/WebKit.h>

@implementation WKUserContentController

- (id)init {
    if ((self = [super init])) {
        _userScripts = [[NSMutableArray alloc] init];
        _handlers = [[NSMutableDictionary alloc] init];
    }
    return self;
}

- (void)dealloc {
    [_userScripts release];
    [_handlers release];
    [super dealloc];
}

- (NSArray *)userScripts { return [[_userScripts copy] autorelease]; }
- (void)addUserScript:(WKUserScript *)userScript { if (userScript != nil) [_userScripts addObject:userScript]; }
- (void)removeAllUserScripts { [_userScripts removeAllObjects]; }

// Apple's documentation of add(_:name:): the name "must be unique within the user
// content controller". WebKit enforces it by raising NSInvalidArgumentException, with
// this text, on a second handler of a name.
- (void)addScriptMessageHandler:(id<WKScriptMessageHandler>)scriptMessageHandler name:(NSString *)name {
    if ([_handlers objectForKey:name] != nil)
        [NSException raise:NSInvalidArgumentException
                    format:@"Attempt to add script message handler with name '%@' when one already exists.", name];
    [_handlers setObject:scriptMessageHandler forKey:name];
}

- (void)removeScriptMessageHandlerForName:(NSString *)name { [_handlers removeObjectForKey:name]; }

- (id<WKScriptMessageHandler>)_handlerNamed:(NSString *)name { return [_handlers objectForKey:name]; }

@end
