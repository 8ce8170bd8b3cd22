#import <WebKit/WebKit.h>

@implementation WKWebViewConfiguration

- (id)init {
    WKUserContentController *controller = [[WKUserContentController alloc] init];
    self = [self _initWithUserContentController:controller];
    [controller release];
    return self;
}

- (id)_initWithUserContentController:(WKUserContentController *)controller {
    if ((self = [super init])) _userContentController = [controller retain];
    return self;
}

- (void)dealloc {
    [_userContentController release];
    [super dealloc];
}

- (id)copyWithZone:(NSZone *)zone {
    return [[WKWebViewConfiguration allocWithZone:zone] _initWithUserContentController:_userContentController];
}

- (WKUserContentController *)userContentController { return _userContentController; }

- (void)setUserContentController:(WKUserContentController *)userContentController {
    [userContentController retain];
    [_userContentController release];
    _userContentController = userContentController;
}

@end
