#import <UIKit/UIKit.h>

@implementation _UITouchDownGestureRecognizer

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    if ([self state] == UIGestureRecognizerStatePossible) [self setState:UIGestureRecognizerStateRecognized];
}

@end

@implementation _UITouchDownClickInteractionDriver

// UIKitCore: _UITouchDownClickInteractionDriver.mm -init — its recogniser, target the driver.
- (id)init {
    if ((self = [super init])) {
        _gesture = [[_UITouchDownGestureRecognizer alloc] initWithTarget:self action:@selector(_handleGestureRecognizer:)];
        [_gesture setDelegate:self];
    }
    return self;
}

- (void)dealloc {
    [[_gesture view] removeGestureRecognizer:_gesture];
    [_gesture release];
    [super dealloc];
}

- (UIView *)view { return _view; }
- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }
- (UIGestureRecognizer *)primaryGestureRecognizer { return _gesture; }
- (void)setAllowableMovement:(CGFloat)movement {}
- (void)setCancelsTouchesInView:(BOOL)cancels {}

// UIKitCore: _UITouchDownClickInteractionDriver.mm -setView:.
- (void)setView:(UIView *)view {
    if (_view == view) return;
    [[_gesture view] removeGestureRecognizer:_gesture];
    _view = view;
    [view addGestureRecognizer:_gesture];
}

- (void)cancelInteraction {
    [_gesture setEnabled:NO];
    [_gesture setEnabled:YES];
}

- (CGPoint)locationInCoordinateSpace:(UIView *)space {
    if (_view == nil) return CGPointZero;
    return [_gesture locationInView:space];
}

// UIKitCore: _UITouchDownClickInteractionDriver.mm -_handleGestureRecognizer: — recognised:
// ask the delegate whether to begin; cancelled or failed: cancel.
- (void)_handleGestureRecognizer:(UIGestureRecognizer *)recognizer {
    UIGestureRecognizerState state = [_gesture state];
    if (state == UIGestureRecognizerStateCancelled || state == UIGestureRecognizerStateFailed) {
        [self cancelInteraction];
    } else if (state == UIGestureRecognizerStateEnded) {
        [_delegate clickDriver:self shouldBegin:[HKHandler handlerWithTarget:self action:@selector(_hk_mayBegin:)]];
    }
}

// The block UIKit passes to clickDriver:shouldBegin: (its body is not in the
// decompilation): allowed to begin, the touch-down driver clicks down at once.
- (void)_hk_mayBegin:(NSNumber *)result {
    if ([result integerValue] == 0) [_delegate clickDriver:self didPerformEvent:1];
}

@end
