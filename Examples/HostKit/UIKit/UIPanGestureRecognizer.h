#import <UIKit/UIGestureRecognizer.h>

// Continuous: Began once a finger has moved past a small distance, Changed while it
// moves, Ended when it lifts (UIKit's UIPanGestureRecognizer; UIKit's own scroll views,
// sheets and swipe handlers use subclasses of it).
@interface UIPanGestureRecognizer : UIGestureRecognizer {
    CGPoint _startInWindow;
    CGPoint _lastInWindow;
    CGPoint _translationBase;
    NSTimeInterval _lastTimestamp;
    CGPoint _velocity;
}
- (CGPoint)translationInView:(UIView *)view;
- (void)setTranslation:(CGPoint)translation inView:(UIView *)view;
// Points per second, from the last two moves.
- (CGPoint)velocityInView:(UIView *)view;
@end
