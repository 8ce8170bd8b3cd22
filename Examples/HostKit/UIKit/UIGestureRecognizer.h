#import <UIKit/UIGeometry.h>

@class UIView;
@class UIEvent;
@class UIGestureRecognizer;
@class UITouch;

typedef NS_ENUM(NSInteger, UIGestureRecognizerState) {
    UIGestureRecognizerStatePossible = 0,
    UIGestureRecognizerStateBegan = 1,
    UIGestureRecognizerStateChanged = 2,
    UIGestureRecognizerStateEnded = 3,
    UIGestureRecognizerStateCancelled = 4,
    UIGestureRecognizerStateFailed = 5,
    UIGestureRecognizerStateRecognized = UIGestureRecognizerStateEnded,
};

// UIKit's internal per-target record; the target is not retained. Plugins that hook
// gestures hook -_sendActionWithGestureRecognizer: here, as on iOS.
@interface UIGestureRecognizerTarget : NSObject {
    id _target;
    SEL _action;
}
- (id)target;
- (SEL)action;
// Calls the action with the recognizer (a method taking no argument ignores it).
- (void)_sendActionWithGestureRecognizer:(UIGestureRecognizer *)recognizer;
@end

@interface UIGestureRecognizer : NSObject {
    NSMutableArray *_targets; // UIGestureRecognizerTarget
    UIView *_view;            // not retained: the view owns its recognizers
    UIGestureRecognizerState _state;
    BOOL _enabled;
    BOOL _cancelsTouchesInView;
    BOOL _delaysTouchesBegan;
    BOOL _actionsPending;
    id _delegate;               // not retained, as in UIKit
    NSString *_name;
    CGPoint _hk_locationInWindow; // where its touch last was (see -_hk_noteTouch:)
    BOOL _hk_hasLocation;
}

- (id)initWithTarget:(id)target action:(SEL)action;
// A pair added twice is kept once.
- (void)addTarget:(id)target action:(SEL)action;
// A nil target matches every target; a NULL action every action of the target.
- (void)removeTarget:(id)target action:(SEL)action;

- (UIView *)view;
- (UIGestureRecognizerState)state;
- (BOOL)isEnabled;
- (void)setEnabled:(BOOL)enabled;
- (BOOL)cancelsTouchesInView;
- (void)setCancelsTouchesInView:(BOOL)cancels;
// While such a recognizer is still Possible, its touches' view gets no touchesBegan: the
// window holds the touch back and delivers it once every one of them has failed.
- (BOOL)delaysTouchesBegan;
- (void)setDelaysTouchesBegan:(BOOL)delays;
- (CGPoint)locationInView:(UIView *)view;
// UIGestureRecognizerDelegate; HostKit asks only gestureRecognizerShouldBegin:, as the
// recognizer leaves Possible (UIKit asks it there too).
- (id)delegate;
- (void)setDelegate:(id)delegate;
// UIKit names its own recognizers ("com.apple.UIKit...."); nil by default.
- (NSString *)name;
- (void)setName:(NSString *)name;

// UIGestureRecognizerSubclass.h: subclasses move the state from their touch methods.
- (void)setState:(UIGestureRecognizerState)state;
- (void)reset;
- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event;
- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event;
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event;
- (void)touchesCancelled:(NSSet *)touches withEvent:(UIEvent *)event;

@end

@interface UIGestureRecognizer (UIKitInternal)
- (void)_setView:(UIView *)view;
- (NSArray *)_targets;
// Called by the window after each event: sends the actions (through the static
// function _UIGestureRecognizerSendActions) when the state moved to Began, Changed,
// Ended or Cancelled, then resets a finished recognizer to Possible.
- (void)_updateGestureForActiveEvents;
// HostKit: the window tells a recognizer where its touch is before each phase, so that
// locationInView: answers the touch's location as UIKit's does (not a UIKit method).
- (void)_hk_noteTouch:(UITouch *)touch;
@end

@interface NSObject (UIGestureRecognizerDelegate)
- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer;
@end
