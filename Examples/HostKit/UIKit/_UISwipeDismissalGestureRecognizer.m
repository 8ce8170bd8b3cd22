#import <UIKit/UIKit.h>

@implementation _UISwipeDismissalGestureRecognizer

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    _lastLocation = [[touches anyObject] locationInView:nil];
    if ([self state] != UIGestureRecognizerStatePossible) return;
    BOOL begin = ![_delegate respondsToSelector:@selector(gestureRecognizerShouldBegin:)]
        || [_delegate gestureRecognizerShouldBegin:self];
    [self setState:begin ? UIGestureRecognizerStateEnded : UIGestureRecognizerStateFailed];
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
