#import <UIKit/UIKit.h>

@implementation UITableViewCellContentView
@end
