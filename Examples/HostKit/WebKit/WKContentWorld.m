#import <WebKit/WebKit.h>

@implementation WKContentWorld

static NSMutableDictionary *worlds;

+ (WKContentWorld *)_worldForKey:(NSString *)key name:(NSString *)name {
    @synchronized (self) {
        if (worlds == nil) worlds = [[NSMutableDictionary alloc] init];
        WKContentWorld *world = [worlds objectForKey:key];
        if (world == nil) {
            world = [[WKContentWorld alloc] init];
            world->_name = [name copy];
            [worlds setObject:world forKey:key];
            [world release];
        }
        return world;
    }
}

+ (WKContentWorld *)pageWorld { return [self _worldForKey:@" page" name:nil]; }
+ (WKContentWorld *)defaultClientWorld { return [self _worldForKey:@" defaultClient" name:nil]; }
+ (WKContentWorld *)worldWithName:(NSString *)name { return [self _worldForKey:name name:name]; }
- (NSString *)name { return _name; }

@end
