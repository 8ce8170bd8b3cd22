#import <UIKit/UIView.h>

@class UIViewController;

@interface UIWindow : UIView {
    UIViewController *_rootViewController;
    UIResponder *_firstResponder; // not retained; cleared when it leaves the window
}

- (UIViewController *)rootViewController;
- (void)setRootViewController:(UIViewController *)controller;

// Shows the window, makes it the application's key window, and lets the root
// controller appear (viewWillAppear:/viewDidAppear:).
- (void)makeKeyAndVisible;
- (void)makeKeyWindow;
- (BOOL)isKeyWindow;

// Gesture recognizers see a touch first, then the view it began in.
- (void)sendEvent:(UIEvent *)event;

@end

@interface UIWindow (UIKitInternal)
- (void)_sendGesturesForEvent:(UIEvent *)event;
- (void)_sendTouchesForEvent:(UIEvent *)event;
- (UIResponder *)_firstResponder;
- (void)_setFirstResponder:(UIResponder *)responder;
@end

@interface UIWindow (HostKit)
// UIKit's timers, fired by the driver while a finger rests at `now` (the event clock): a
// scroll view's touch delay that ran out delivers the touch it held back.
- (void)_hk_touchDelaysPassedAt:(NSTimeInterval)now forEvent:(UIEvent *)event;
@end
