#import <UIKit/_UIClickPresentationInteraction.h>

// UIKit's _UITouchDurationObservingGestureRecognizer: Began once the touch has lasted
// minimumDurationRequired without moving more than allowableMovement, Changed while it
// lasts (HostKit: on each touch update), Ended when it lifts.
@interface _UITouchDurationObservingGestureRecognizer : UIGestureRecognizer {
    NSTimeInterval _minimumDurationRequired;
    NSTimeInterval _touchDownTime;
    NSTimeInterval _lastTime;
    CGFloat _allowableMovement;
    CGPoint _startInWindow;
}
- (NSTimeInterval)minimumDurationRequired;
- (void)setMinimumDurationRequired:(NSTimeInterval)duration;
- (NSTimeInterval)touchDuration;
- (CGFloat)allowableMovement;
- (void)setAllowableMovement:(CGFloat)movement;
@end

// UIKit's _UILongPressClickInteractionDriver (_UILongPressClickInteractionDriver.mm): its
// recogniser ("com.apple.UIKit.longPressClickDriverPrimary", 0.15 s, cancelsTouchesInView
// NO) asks to begin when it begins and clicks down once the touch has lasted
// clickDownDuration (0.4 s).
@interface _UILongPressClickInteractionDriver : NSObject <_UIClickInteractionDriving> {
    _UITouchDurationObservingGestureRecognizer *_gestureRecognizer;
    UIView *_view; // not retained
    id _delegate;  // not retained
    NSUInteger _currentState; // HostKit: 1 idle, 2 began, 3 clicked down
    BOOL _cancelsTouchesInView;
}
- (_UITouchDurationObservingGestureRecognizer *)gestureRecognizer;
- (NSTimeInterval)clickDownDuration;
- (NSTimeInterval)touchDuration;
- (void)_handleGestureRecognizer:(UIGestureRecognizer *)recognizer;
- (void)_asyncGestureBegan;
- (void)_updateForActiveGestureRecognizer;
@end

// UIKit's _UILongPressTimeoutClickInteractionDriver: the default driver of a
// UIContextMenuInteraction on iOS 17/18 (seen on a live iOS 18.6 touch). HostKit gives it
// the same behaviour (in UIKit it is a sibling class, not a subclass).
@interface _UILongPressTimeoutClickInteractionDriver : _UILongPressClickInteractionDriver
- (void)_handleGestureRecognizer:(UIGestureRecognizer *)recognizer;
@end
