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
