#import <UIKit/UIPanGestureRecognizer.h>

// UIKit's private pan recogniser for swipe actions (_UISwipeActionPanGestureRecognizer.mm),
// on the table, with the _UISwipeHandler as target and delegate. It fails when it would
// begin with a mostly vertical translation (-setState:), so vertical pans stay the
// scroll view's; its hysteresis is 25 points (-[_UISwipeHandler _setUp]).
//
// DEVIATION: HostKit's UIGestureRecognizer has no delegate; this recogniser keeps its own
// and asks -gestureRecognizerShouldBegin: when it would begin, as UIKit's -setState: does
// (through -_shouldBegin), and fails if the delegate says NO.
@interface _UISwipeActionPanGestureRecognizer : UIPanGestureRecognizer {
    id _delegate; // not retained
    CGFloat _hysteresis;
    // HostKit's UIGestureRecognizer makes a failed recogniser Possible again after each
    // event; UIKit's stays failed until the touch lifts.
    BOOL _hk_failedUntilTouchesEnd;
}
- (id)delegate;
- (void)setDelegate:(id)delegate;
// UIPanGestureRecognizer's private setter in UIKit.
- (void)_setHysteresis:(CGFloat)hysteresis;
@end
