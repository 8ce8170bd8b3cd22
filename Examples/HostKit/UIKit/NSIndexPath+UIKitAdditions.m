#import <UIKit/NSIndexPath+UIKitAdditions.h>

@implementation NSIndexPath (UIKitAdditions)

+ (NSIndexPath *)indexPathForRow:(NSInteger)row inSection:(NSInteger)section {
    NSUInteger indexes[2] = { (NSUInteger)section, (NSUInteger)row };
    return [self indexPathWithIndexes:indexes length:2];
}

+ (NSIndexPath *)indexPathForItem:(NSInteger)item inSection:(NSInteger)section {
    return [self indexPathForRow:item inSection:section];
}

- (NSInteger)section { return (NSInteger)[self indexAtPosition:0]; }
- (NSInteger)row { return (NSInteger)[self indexAtPosition:1]; }
- (NSInteger)item { return (NSInteger)[self indexAtPosition:1]; }

@end
