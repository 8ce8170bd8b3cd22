#import <UIKit/UIKit.h>

@implementation UISwipeActionButton
@end
