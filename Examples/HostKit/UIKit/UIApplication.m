#import <UIKit/UIKit.h>
#include <objc/message.h>

@implementation UIApplication

+ (UIApplication *)sharedApplication {
    static UIApplication *shared;
    if (shared == nil) shared = [[UIApplication alloc] init];
    return shared;
}

- (id)init {
    if ((self = [super init])) _windows = [[NSMutableArray alloc] init];
    return self;
}

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }

- (UIWindow *)keyWindow { return _keyWindow; }

- (NSArray *)windows {
    NSMutableArray *windows = [NSMutableArray array];
    for (NSValue *box in _windows) [windows addObject:[box nonretainedObjectValue]];
    return windows;
}

- (void)_registerWindow:(UIWindow *)window {
    [_windows addObject:[NSValue valueWithNonretainedObject:window]];
}

- (void)_unregisterWindow:(UIWindow *)window {
    [_windows removeObject:[NSValue valueWithNonretainedObject:window]];
    if (_keyWindow == window) _keyWindow = nil;
}

- (void)_setKeyWindow:(UIWindow *)window { _keyWindow = window; }

// UIKit's chain ends at the app delegate when it is a responder itself.
- (UIResponder *)nextResponder {
    return [_delegate isKindOfClass:[UIResponder class]] ? _delegate : nil;
}

- (BOOL)sendAction:(SEL)action to:(id)target from:(id)sender forEvent:(UIEvent *)event {
    if (action == NULL) return NO;
    if (target == nil) {
        id start = [[_keyWindow _firstResponder] retain];
        if (start == nil && [sender isKindOfClass:[UIResponder class]]) start = [sender retain];
        target = [start targetForAction:action withSender:sender];
        [start release];
        if (target == nil) return NO;
    }
    IMP imp = objc_msg_lookup(target, action);
    ((void (*)(id, SEL, id, UIEvent *))imp)(target, action, sender, event);
    return YES;
}

- (void)sendEvent:(UIEvent *)event {
    NSMutableArray *windows = [NSMutableArray array];
    for (UITouch *touch in [event allTouches]) {
        UIWindow *window = [touch window];
        if (window != nil && [windows indexOfObjectIdenticalTo:window] == NSNotFound)
            [windows addObject:window];
    }
    for (UIWindow *window in windows) [window sendEvent:event];
}

@end
