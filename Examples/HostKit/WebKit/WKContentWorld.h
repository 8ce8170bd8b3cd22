#import <Foundation/Foundation.h>

// A JavaScript namespace of a web view's pages: the page's own (pageWorld), the one
// apart from it for the app's scripts (defaultClientWorld), or a named one. One object
// per world, for the life of the process, as in WebKit. Script message handler names
// are unique per world.
@interface WKContentWorld : NSObject {
    NSString *_name;
}
+ (WKContentWorld *)pageWorld;
+ (WKContentWorld *)defaultClientWorld;
+ (WKContentWorld *)worldWithName:(NSString *)name;
// nil for the page world and the default client world.
- (NSString *)name;
@end
