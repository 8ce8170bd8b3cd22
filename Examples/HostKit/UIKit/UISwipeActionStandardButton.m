#import <UIKit/UIKit.h>

// UIKit's default button width for swipe actions (UISwipeActionVisualStyle).
static const CGFloat HKSwipeButtonWidth = 74;

@implementation UISwipeActionStandardButton

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) _buttonWidth = HKSwipeButtonWidth;
    return self;
}

- (CGFloat)buttonWidth { return _buttonWidth; }

@end
