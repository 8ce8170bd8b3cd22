#import <UIKit/UIKit.h>

// UIKit's pan hysteresis: a finger must move about 10 points before a pan begins.
static const CGFloat HKPanHysteresis = 10;

@implementation UIPanGestureRecognizer

- (CGPoint)translationInView:(UIView *)view {
    return CGPointMake(_lastInWindow.x - _startInWindow.x - _translationBase.x,
                       _lastInWindow.y - _startInWindow.y - _translationBase.y);
}

- (void)setTranslation:(CGPoint)translation inView:(UIView *)view {
    _translationBase = CGPointMake(_lastInWindow.x - _startInWindow.x - translation.x,
                                   _lastInWindow.y - _startInWindow.y - translation.y);
}

- (CGPoint)velocityInView:(UIView *)view { return _velocity; }

- (CGPoint)locationInView:(UIView *)view {
    return view != nil ? [view convertPoint:_lastInWindow fromView:nil] : _lastInWindow;
}

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    UITouch *touch = [touches anyObject];
    _startInWindow = _lastInWindow = [touch locationInView:nil];
    _translationBase = CGPointZero;
    _velocity = CGPointZero;
    _lastTimestamp = [touch timestamp];
}

- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {
    UITouch *touch = [touches anyObject];
    CGPoint location = [touch locationInView:nil];
    NSTimeInterval elapsed = [touch timestamp] - _lastTimestamp;
    if (elapsed > 0)
        _velocity = CGPointMake((location.x - _lastInWindow.x) / elapsed, (location.y - _lastInWindow.y) / elapsed);
    _lastInWindow = location;
    _lastTimestamp = [touch timestamp];
    UIGestureRecognizerState state = [self state];
    if (state == UIGestureRecognizerStatePossible) {
        CGFloat dx = location.x - _startInWindow.x, dy = location.y - _startInWindow.y;
        if (dx * dx + dy * dy >= HKPanHysteresis * HKPanHysteresis) [self setState:UIGestureRecognizerStateBegan];
    } else if (state == UIGestureRecognizerStateBegan || state == UIGestureRecognizerStateChanged) {
        [self setState:UIGestureRecognizerStateChanged];
    }
}

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    UIGestureRecognizerState state = [self state];
    if (state == UIGestureRecognizerStateBegan || state == UIGestureRecognizerStateChanged)
        [self setState:UIGestureRecognizerStateEnded];
    else
        [self setState:UIGestureRecognizerStateFailed];
}

@end
