#import <UIKit/UIScreen.h>

@implementation UIScreen

+ (UIScreen *)mainScreen {
    static UIScreen *main;
    if (main == nil) main = [[UIScreen alloc] init];
    return main;
}

- (id)init {
    if ((self = [super init])) {
        _bounds = CGRectMake(0, 0, 390, 844);
        _scale = 3;
    }
    return self;
}

- (CGRect)bounds { return _bounds; }
- (CGFloat)scale { return _scale; }

@end
