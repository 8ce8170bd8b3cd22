#import <UIKit/UIKit.h>
#include <math.h>

@implementation _UISwipeActionPanGestureRecognizer

- (id)initWithTarget:(id)target action:(SEL)action {
    if ((self = [super initWithTarget:target action:action])) _hysteresis = 10;
    return self;
}

- (void)_setHysteresis:(CGFloat)hysteresis { _hysteresis = hysteresis; }

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    _hk_failedUntilTouchesEnd = NO;
    [super touchesBegan:touches withEvent:event];
}

- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {
    if (_hk_failedUntilTouchesEnd) return;
    [super touchesMoved:touches withEvent:event];
}

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    if (_hk_failedUntilTouchesEnd) return;
    [super touchesEnded:touches withEvent:event];
}

// UIKitCore: _UISwipeActionPanGestureRecognizer.mm -setState: (super, then fails a Began
// whose |dx| < |dy|); UIGestureRecognizer's -setState: asks -_shouldBegin (the delegate's
// gestureRecognizerShouldBegin:) on the way from Possible to Began.
- (void)setState:(UIGestureRecognizerState)state {
    if (state == UIGestureRecognizerStateBegan && [self state] == UIGestureRecognizerStatePossible) {
        CGPoint t = [self translationInView:[self view]];
        // The hysteresis: UIPanGestureRecognizer does not begin before the finger has moved this far.
        if (t.x * t.x + t.y * t.y < _hysteresis * _hysteresis) return;
    }
    [super setState:state];
    // The delegate said NO (UIGestureRecognizer asked it): failed until the finger lifts.
    if (state == UIGestureRecognizerStateBegan && [self state] == UIGestureRecognizerStateFailed) {
        _hk_failedUntilTouchesEnd = YES;
        return;
    }
    if ([self state] == UIGestureRecognizerStateBegan) {
        CGPoint t = [self translationInView:[self view]];
        if (fabs(t.x) < fabs(t.y)) {
            _hk_failedUntilTouchesEnd = YES;
            [super setState:UIGestureRecognizerStateFailed];
        }
    }
}

@end
