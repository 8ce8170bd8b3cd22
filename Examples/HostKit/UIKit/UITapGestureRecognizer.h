#import <UIKit/UIGestureRecognizer.h>

// Discrete: recognised when a touch ends with the required tap count.
@interface UITapGestureRecognizer : UIGestureRecognizer {
    NSUInteger _numberOfTapsRequired;
}
- (NSUInteger)numberOfTapsRequired;
- (void)setNumberOfTapsRequired:(NSUInteger)taps;
@end
