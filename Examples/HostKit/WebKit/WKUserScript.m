#import <WebKit/WebKit.h>

@implementation WKUserScript

- (id)initWithSource:(NSString *)source injectionTime:(WKUserScriptInjectionTime)injectionTime
    forMainFrameOnly:(BOOL)forMainFrameOnly {
    if ((self = [super init])) {
        _source = [source copy];
        _injectionTime = injectionTime;
        _forMainFrameOnly = forMainFrameOnly;
    }
    return self;
}

- (void)dealloc {
    [_source release];
    [super dealloc];
}

- (id)copyWithZone:(NSZone *)zone { return [self retain]; }

- (NSString *)source { return _source; }
- (WKUserScriptInjectionTime)injectionTime { return _injectionTime; }
- (BOOL)isForMainFrameOnly { return _forMainFrameOnly; }

@end
