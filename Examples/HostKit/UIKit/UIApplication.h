#import <UIKit/UIResponder.h>

@class UIWindow;
@class UIEvent;

// UIKit's lifecycle notifications, with UIKit's names, posted through the default
// NSNotificationCenter with the application as object (see UIApplication (HostKitLifecycle)).
extern NSString *const UIApplicationDidFinishLaunchingNotification;
extern NSString *const UIApplicationDidBecomeActiveNotification;
extern NSString *const UIApplicationWillResignActiveNotification;
extern NSString *const UIApplicationDidEnterBackgroundNotification;
extern NSString *const UIApplicationWillEnterForegroundNotification;
extern NSString *const UIApplicationWillTerminateNotification;

typedef enum {
    UIApplicationStateActive,
    UIApplicationStateInactive,
    UIApplicationStateBackground
} UIApplicationState;

@interface UIApplication : UIResponder {
    id _delegate;
    UIWindow *_keyWindow;
    NSMutableArray *_windows;
    UIApplicationState _applicationState;
    NSMutableArray *_afterCommitHandlers; // HKHandler, in the order given
    NSMutableArray *_displayLinkHandlers; // HKHandler, in the order given
    BOOL _holdsFrames;
}

+ (UIApplication *)sharedApplication;

// Not retained, like UIKit's.
- (id)delegate;
- (void)setDelegate:(id)delegate;

- (UIWindow *)keyWindow;
- (UIApplicationState)applicationState;
- (NSArray *)windows;

// Every control action passes through here. A nil target goes to the first responder
// of the key window (or the sender) and up the responder chain; NO when nobody answers.
// The action is always called with (sender, event); a method declared with fewer
// arguments ignores them, as on iOS.
- (BOOL)sendAction:(SEL)action to:(id)target from:(id)sender forEvent:(UIEvent *)event;

// Delivers an event to the windows of its touches.
- (void)sendEvent:(UIEvent *)event;

@end

@interface UIApplication (UIKitInternal)
// Windows register themselves unretained; the key window is also unretained.
- (void)_registerWindow:(UIWindow *)window;
- (void)_unregisterWindow:(UIWindow *)window;
- (void)_setKeyWindow:(UIWindow *)window;
// UIKit: runs the block once the Core Animation transaction of this run loop turn has
// committed, after the event being handled returned (a switch's and a segmented
// control's ValueChanged go out there). DEVIATION: an HKHandler for the block (HKHandler.h).
- (void)_performBlockAfterCATransactionCommits:(id)block;
@end

// The run loop's turn ending, as its before-waiting observer commits the transaction:
// what was left for after the commit runs now. The driver calls it after each event it
// delivers, as the system's run loop does once the event's source returns.
@interface UIApplication (HostKitRunLoop)
- (void)_hk_commitTransaction;
// DEVIATION: UIKit moves what animates (a scroll view's deceleration) from a display link,
// frame by frame, for as long as it takes; HostKit runs each such handler once, as its
// last frame, when the turn ends — or, while frames are held, when the driver says the
// time went by (hk_run_frames).
- (void)_hk_addDisplayLinkHandler:(id)handler;
- (void)_hk_runDisplayLinks;
- (void)_hk_setHoldsFrames:(BOOL)holds;
- (BOOL)_hk_holdsFrames;
@end

// What the system does to an app, in UIKit's order: the delegate's callback, then the
// notification. Driven by hk_application_* (Driver).
@interface UIApplication (HostKitLifecycle)
// didFinishLaunching, then didBecomeActive.
- (void)_finishLaunching;
// willResignActive, then didEnterBackground.
- (void)_enterBackground;
// willEnterForeground, then didBecomeActive.
- (void)_enterForeground;
- (void)_terminate;
@end
