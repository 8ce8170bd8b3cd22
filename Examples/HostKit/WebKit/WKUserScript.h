#import <Foundation/Foundation.h>

typedef NS_ENUM(NSInteger, WKUserScriptInjectionTime) {
    WKUserScriptInjectionTimeAtDocumentStart = 0,
    WKUserScriptInjectionTimeAtDocumentEnd = 1,
};

// A script the web view injects into the pages it loads. Immutable, as in WebKit.
@interface WKUserScript : NSObject <NSCopying> {
    NSString *_source;
    WKUserScriptInjectionTime _injectionTime;
    BOOL _forMainFrameOnly;
}
- (id)initWithSource:(NSString *)source injectionTime:(WKUserScriptInjectionTime)injectionTime
    forMainFrameOnly:(BOOL)forMainFrameOnly;
- (NSString *)source;
- (WKUserScriptInjectionTime)injectionTime;
- (BOOL)isForMainFrameOnly;
@end
