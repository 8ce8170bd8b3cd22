#import <WebKit/WebKit.h>

@implementation WKSecurityOrigin

- (id)_initWithURL:(NSURL *)url {
    if ((self = [super init])) {
        _protocol = [([url scheme] ?: @"") copy];
        _host = [([url host] ?: @"") copy];
        _port = [[url port] integerValue];
    }
    return self;
}

- (void)dealloc {
    [_protocol release];
    [_host release];
    [super dealloc];
}

- (NSString *)protocol { return _protocol; }
- (NSString *)host { return _host; }
- (NSInteger)port { return _port; }

@end
