#import <UIKit/UIKit.h>

@implementation UILongPressGestureRecognizer

- (id)initWithTarget:(id)target action:(SEL)action {
    if ((self = [super initWithTarget:target action:action])) _minimumPressDuration = 0.5;
    return self;
}

- (NSTimeInterval)minimumPressDuration { return _minimumPressDuration; }
- (void)setMinimumPressDuration:(NSTimeInterval)duration { _minimumPressDuration = duration; }

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    _touchDownTime = [[touches anyObject] timestamp];
}

- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {
    UIGestureRecognizerState state = [self state];
    if (state == UIGestureRecognizerStatePossible) {
        if ([[touches anyObject] timestamp] - _touchDownTime >= _minimumPressDuration)
            [self setState:UIGestureRecognizerStateBegan];
    } else if (state == UIGestureRecognizerStateBegan || state == UIGestureRecognizerStateChanged) {
        [self setState:UIGestureRecognizerStateChanged];
    }
}

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    UIGestureRecognizerState state = [self state];
    // UIKit's timer fires minimumPressDuration after touch down: a finger that stayed
    // down at least that long was recognised before it lifted (Began, then Ended), even
    // when no touch update came in between (UISwitch's 0.01 s press, for one).
    if (state == UIGestureRecognizerStatePossible
        && [[touches anyObject] timestamp] - _touchDownTime >= _minimumPressDuration) {
        [self setState:UIGestureRecognizerStateBegan];
        [self _updateGestureForActiveEvents];
        state = [self state];
    }
    if (state == UIGestureRecognizerStateBegan || state == UIGestureRecognizerStateChanged)
        [self setState:UIGestureRecognizerStateEnded];
    else
        [self setState:UIGestureRecognizerStateFailed];
}

@end
