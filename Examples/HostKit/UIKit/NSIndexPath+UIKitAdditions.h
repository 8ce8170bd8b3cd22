// UIKit's NSIndexPath category (GNUstep Base has NSIndexPath, not these).
#import <Foundation/Foundation.h>

@interface NSIndexPath (UIKitAdditions)
+ (NSIndexPath *)indexPathForRow:(NSInteger)row inSection:(NSInteger)section;
+ (NSIndexPath *)indexPathForItem:(NSInteger)item inSection:(NSInteger)section;
- (NSInteger)section;
- (NSInteger)row;
- (NSInteger)item;
@end
