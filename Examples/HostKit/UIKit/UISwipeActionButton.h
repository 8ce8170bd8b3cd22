#import <UIKit/UIButton.h>

// UIKit's private base class of swipe action buttons.
@interface UISwipeActionButton : UIButton
@end
