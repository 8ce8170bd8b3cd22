#import <UIKit/UIKit.h>

@implementation UITapGestureRecognizer

- (id)initWithTarget:(id)target action:(SEL)action {
    if ((self = [super initWithTarget:target action:action])) _numberOfTapsRequired = 1;
    return self;
}

- (NSUInteger)numberOfTapsRequired { return _numberOfTapsRequired; }
- (void)setNumberOfTapsRequired:(NSUInteger)taps { _numberOfTapsRequired = MAX(taps, (NSUInteger)1); }

- (CGPoint)locationInView:(UIView *)view {
    return view != nil ? [view convertPoint:_locationInWindow fromView:nil] : _locationInWindow;
}

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    _locationInWindow = [[touches anyObject] locationInView:nil];
}

// Too few taps so far: stay possible and wait for the next one.
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    _locationInWindow = [[touches anyObject] locationInView:nil];
    if ([[touches anyObject] tapCount] >= _numberOfTapsRequired) [self setState:UIGestureRecognizerStateRecognized];
}

@end
