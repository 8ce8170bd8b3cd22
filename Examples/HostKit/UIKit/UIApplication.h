#import <UIKit/UIResponder.h>

@class UIWindow;
@class UIEvent;

@interface UIApplication : UIResponder {
    id _delegate;
    UIWindow *_keyWindow;
    NSMutableArray *_windows;
}

+ (UIApplication *)sharedApplication;

// Not retained, like UIKit's.
- (id)delegate;
- (void)setDelegate:(id)delegate;

- (UIWindow *)keyWindow;
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
@end
