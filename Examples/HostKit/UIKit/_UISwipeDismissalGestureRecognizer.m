#import <UIKit/UIKit.h>

@implementation _UISwipeDismissalGestureRecognizer

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    _lastLocation = [[touches anyObject] locationInView:nil];
    if ([self state] != UIGestureRecognizerStatePossible) return;
    // UIGestureRecognizer's -setState: asks the delegate; NO fails it.
    [self setState:UIGestureRecognizerStateEnded];
}

- (CGPoint)locationInView:(UIView *)view {
    return view != nil ? [view convertPoint:_lastLocation fromView:nil] : _lastLocation;
}

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    _lastLocation = [[touches anyObject] locationInView:nil];
}

- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {
    _lastLocation = [[touches anyObject] locationInView:nil];
}

@end
