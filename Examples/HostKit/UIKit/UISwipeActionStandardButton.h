#import <UIKit/UISwipeActionButton.h>

// UIKit's private button for one revealed swipe action (UISwipeActionPullView's
// _buttonClass); its title is the action's title.
@interface UISwipeActionStandardButton : UISwipeActionButton {
    CGFloat _buttonWidth;
}
- (CGFloat)buttonWidth;
@end
