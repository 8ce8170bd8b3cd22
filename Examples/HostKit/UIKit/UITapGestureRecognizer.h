#import <UIKit/UIGestureRecognizer.h>

// Discrete: recognised when a touch ends with the required tap count.
@interface UITapGestureRecognizer : UIGestureRecognizer {
    NSUInteger _numberOfTapsRequired;
    CGPoint _locationInWindow; // where the last touch was (UIKit answers locationInView: with it)
}
- (NSUInteger)numberOfTapsRequired;
- (void)setNumberOfTapsRequired:(NSUInteger)taps;
@end
