#import <UIKit/UIKit.h>
#include <objc/message.h>

NSString *const UIApplicationDidFinishLaunchingNotification = @"UIApplicationDidFinishLaunchingNotification";
NSString *const UIApplicationDidBecomeActiveNotification = @"UIApplicationDidBecomeActiveNotification";
NSString *const UIApplicationWillResignActiveNotification = @"UIApplicationWillResignActiveNotification";
NSString *const UIApplicationDidEnterBackgroundNotification = @"UIApplicationDidEnterBackgroundNotification";
NSString *const UIApplicationWillEnterForegroundNotification = @"UIApplicationWillEnterForegroundNotification";
NSString *const UIApplicationWillTerminateNotification = @"UIApplicationWillTerminateNotification";

@implementation UIApplication

+ (UIApplication *)sharedApplication {
    static UIApplication *shared;
    if (shared == nil) shared = [[UIApplication alloc] init];
    return shared;
}

- (id)init {
    if ((self = [super init])) {
        _windows = [[NSMutableArray alloc] init];
        _afterCommitHandlers = [[NSMutableArray alloc] init];
        _displayLinkHandlers = [[NSMutableArray alloc] init];
    }
    return self;
}

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }

- (UIWindow *)keyWindow { return _keyWindow; }
- (UIApplicationState)applicationState { return _applicationState; }

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

- (void)_performBlockAfterCATransactionCommits:(id)block {
    if (block != nil) [_afterCommitHandlers addObject:block];
}

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

@implementation UIApplication (HostKitRunLoop)

// In the order given; a block left for after the commit while one runs runs in this turn too.
- (void)_hk_commitTransaction {
    while ([_afterCommitHandlers count] > 0) {
        HKHandler *handler = [[_afterCommitHandlers objectAtIndex:0] retain];
        [_afterCommitHandlers removeObjectAtIndex:0];
        [handler hk_invokeWithObject:nil object:nil];
        [handler release];
    }
}

- (void)_hk_addDisplayLinkHandler:(id)handler {
    if (handler != nil) [_displayLinkHandlers addObject:handler];
}

// The handlers there now; one a handler adds runs at the next frames.
- (void)_hk_runDisplayLinks {
    if ([_displayLinkHandlers count] == 0) return;
    NSArray *due = [_displayLinkHandlers copy];
    [_displayLinkHandlers removeAllObjects];
    for (HKHandler *handler in due) [handler hk_invokeWithObject:nil object:nil];
    [due release];
}

- (void)_hk_setHoldsFrames:(BOOL)holds { _holdsFrames = holds; }
- (BOOL)_hk_holdsFrames { return _holdsFrames; }

@end

@implementation UIApplication (HostKitLifecycle)

// The delegate's callback when it has one (UIKit calls it before posting), then the notification.
- (void)_tell:(SEL)callback post:(NSString *)name {
    if (callback != NULL && [_delegate respondsToSelector:callback]) {
        // A second argument (the launch options) is nil; one-argument callbacks ignore it.
        [_delegate performSelector:callback withObject:self withObject:nil];
    }
    [[NSNotificationCenter defaultCenter] postNotificationName:name object:self];
}

- (void)_finishLaunching {
    _applicationState = UIApplicationStateInactive;
    [self _tell:@selector(application:didFinishLaunchingWithOptions:) post:UIApplicationDidFinishLaunchingNotification];
    _applicationState = UIApplicationStateActive;
    [self _tell:@selector(applicationDidBecomeActive:) post:UIApplicationDidBecomeActiveNotification];
}

- (void)_enterBackground {
    _applicationState = UIApplicationStateInactive;
    [self _tell:@selector(applicationWillResignActive:) post:UIApplicationWillResignActiveNotification];
    _applicationState = UIApplicationStateBackground;
    [self _tell:@selector(applicationDidEnterBackground:) post:UIApplicationDidEnterBackgroundNotification];
}

- (void)_enterForeground {
    _applicationState = UIApplicationStateInactive;
    [self _tell:@selector(applicationWillEnterForeground:) post:UIApplicationWillEnterForegroundNotification];
    _applicationState = UIApplicationStateActive;
    [self _tell:@selector(applicationDidBecomeActive:) post:UIApplicationDidBecomeActiveNotification];
}

- (void)_terminate {
    [self _tell:@selector(applicationWillTerminate:) post:UIApplicationWillTerminateNotification];
}

@end
