#import <UIKit/UIPanGestureRecognizer.h>

// UIKit's private pan recogniser for swipe actions (_UISwipeActionPanGestureRecognizer.mm),
// on the table, with the _UISwipeHandler as target and delegate. It fails when it would
// begin with a mostly vertical translation (-setState:), so vertical pans stay the
// scroll view's; its hysteresis is 25 points (-[_UISwipeHandler _setUp]).
// UIGestureRecognizer's -setState: asks the delegate -gestureRecognizerShouldBegin: on
// the way from Possible to Began, and fails it on NO.
@interface _UISwipeActionPanGestureRecognizer : UIPanGestureRecognizer {
    CGFloat _hysteresis;
    // HostKit's UIGestureRecognizer makes a failed recogniser Possible again after each
    // event; UIKit's stays failed until the touch lifts.
    BOOL _hk_failedUntilTouchesEnd;
}
// UIPanGestureRecognizer's private setter in UIKit.
- (void)_setHysteresis:(CGFloat)hysteresis;
@end
