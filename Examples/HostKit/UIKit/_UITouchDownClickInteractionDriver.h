#import <UIKit/_UIClickPresentationInteraction.h>

// UIKit's _UITouchDownGestureRecognizer: recognised as the finger comes down.
@interface _UITouchDownGestureRecognizer : UIGestureRecognizer
@end

// UIKit's _UITouchDownClickInteractionDriver (_UITouchDownClickInteractionDriver.mm): the
// driver of a menu that is its control's primary action.
@interface _UITouchDownClickInteractionDriver : NSObject <_UIClickInteractionDriving> {
    _UITouchDownGestureRecognizer *_gesture;
    UIView *_view; // not retained
    id _delegate;  // not retained
}
- (void)_handleGestureRecognizer:(UIGestureRecognizer *)recognizer;
@end
