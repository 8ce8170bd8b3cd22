#import <Foundation/Foundation.h>

// The origin of a frame's document: scheme, host and port. A document without a host
// (file:, data:, about:blank opened by nobody) has an empty host.
@interface WKSecurityOrigin : NSObject {
    NSString *_protocol;
    NSString *_host;
    NSInteger _port;
}
- (NSString *)protocol;
- (NSString *)host;
// 0 when the URL gives none (the scheme's default port).
- (NSInteger)port;
@end

@interface WKSecurityOrigin (WebKitInternal)
- (id)_initWithURL:(NSURL *)url;
@end
