#import <UIKit/UIGestureRecognizer.h>

// UIKit's private recogniser that closes revealed swipe actions when the user touches the
// table elsewhere (_UISwipeHandler.mm -_setUp adds it disabled; the handler enables it
// while a row is open). It recognises when the touch lifts, if its delegate (the
// _UISwipeHandler) agrees, and then cancels the touch for the views (no row selection).
// Its delegate is asked -gestureRecognizerShouldBegin: by UIGestureRecognizer's -setState:.
@interface _UISwipeDismissalGestureRecognizer : UIGestureRecognizer {
    CGPoint _lastLocation; // window coordinates
}
@end
