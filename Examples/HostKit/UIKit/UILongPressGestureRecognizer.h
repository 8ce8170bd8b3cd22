#import <UIKit/UIGestureRecognizer.h>

// Continuous: Began once the finger has been down for minimumPressDuration (checked
// on each touch update; UIKit uses a timer), Changed while it moves, Ended when it
// lifts. A finger lifted earlier fails the gesture.
@interface UILongPressGestureRecognizer : UIGestureRecognizer {
    NSTimeInterval _minimumPressDuration;
    NSTimeInterval _touchDownTime;
}
- (NSTimeInterval)minimumPressDuration;
- (void)setMinimumPressDuration:(NSTimeInterval)duration;
@end
