#import <UIKit/UIKit.h>

@implementation _UITouchDurationObservingGestureRecognizer

- (id)initWithTarget:(id)target action:(SEL)action {
    if ((self = [super initWithTarget:target action:action])) {
        _minimumDurationRequired = 0.15;
        _allowableMovement = 10;
    }
    return self;
}

- (NSTimeInterval)minimumDurationRequired { return _minimumDurationRequired; }
- (void)setMinimumDurationRequired:(NSTimeInterval)duration { _minimumDurationRequired = duration; }
- (NSTimeInterval)touchDuration { return _lastTime - _touchDownTime; }
- (CGFloat)allowableMovement { return _allowableMovement; }
- (void)setAllowableMovement:(CGFloat)movement { _allowableMovement = movement; }

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    UITouch *touch = [touches anyObject];
    _touchDownTime = _lastTime = [touch timestamp];
    _startInWindow = [touch locationInView:nil];
}

- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {
    UITouch *touch = [touches anyObject];
    _lastTime = [touch timestamp];
    CGPoint location = [touch locationInView:nil];
    UIGestureRecognizerState state = [self state];
    if (state == UIGestureRecognizerStatePossible) {
        CGFloat dx = location.x - _startInWindow.x, dy = location.y - _startInWindow.y;
        if (dx * dx + dy * dy > _allowableMovement * _allowableMovement) [self setState:UIGestureRecognizerStateFailed];
        else if (_lastTime - _touchDownTime >= _minimumDurationRequired) [self setState:UIGestureRecognizerStateBegan];
    } else if (state == UIGestureRecognizerStateBegan || state == UIGestureRecognizerStateChanged) {
        [self setState:UIGestureRecognizerStateChanged];
    }
}

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    _lastTime = [[touches anyObject] timestamp];
    UIGestureRecognizerState state = [self state];
    if (state == UIGestureRecognizerStateBegan || state == UIGestureRecognizerStateChanged)
        [self setState:UIGestureRecognizerStateEnded];
    else
        [self setState:UIGestureRecognizerStateFailed];
}

@end

// UIKitCore: _UILongPressClickInteractionDriver.mm -_handleGestureRecognizer: — Began: ask
// the delegate; Changed: follow the touch's duration; Ended: click up (if clicked down)
// and end; Cancelled/Failed: end. Both long-press drivers share it.
static void HKLongPressDriverHandle(_UILongPressClickInteractionDriver *driver, NSUInteger *currentState) {
    id delegate = [driver delegate];
    UIGestureRecognizerState state = [[driver gestureRecognizer] state];
    if (state == UIGestureRecognizerStateBegan) {
        [delegate clickDriver:driver shouldBegin:[HKHandler handlerWithTarget:driver action:@selector(_hk_mayBegin:)]];
    } else if (state == UIGestureRecognizerStateChanged) {
        [driver _updateForActiveGestureRecognizer];
    } else if (state == UIGestureRecognizerStateEnded) {
        if (*currentState == 3) [delegate clickDriver:driver didPerformEvent:2];
        *currentState = 1;
        [delegate clickDriver:driver didPerformEvent:3];
    } else {
        *currentState = 1;
        [delegate clickDriver:driver didPerformEvent:3];
    }
}

@implementation _UILongPressClickInteractionDriver

// UIKitCore: _UILongPressClickInteractionDriver.mm -init.
- (id)init {
    if ((self = [super init])) {
        _gestureRecognizer = [[_UITouchDurationObservingGestureRecognizer alloc]
            initWithTarget:self action:@selector(_handleGestureRecognizer:)];
        [_gestureRecognizer setName:@"com.apple.UIKit.longPressClickDriverPrimary"];
        [_gestureRecognizer setMinimumDurationRequired:0.15];
        [_gestureRecognizer setCancelsTouchesInView:NO];
        [_gestureRecognizer setDelegate:self];
        _cancelsTouchesInView = YES;
        _currentState = 1;
    }
    return self;
}

- (void)dealloc {
    [[_gestureRecognizer view] removeGestureRecognizer:_gestureRecognizer];
    [_gestureRecognizer release];
    [super dealloc];
}

- (_UITouchDurationObservingGestureRecognizer *)gestureRecognizer { return _gestureRecognizer; }
- (UIGestureRecognizer *)primaryGestureRecognizer { return _gestureRecognizer; }
- (UIView *)view { return _view; }
- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }
- (void)setAllowableMovement:(CGFloat)movement { [_gestureRecognizer setAllowableMovement:movement]; }
- (void)setCancelsTouchesInView:(BOOL)cancels { _cancelsTouchesInView = cancels; }
- (NSTimeInterval)clickDownDuration { return 0.4; }
- (NSTimeInterval)touchDuration { return [_gestureRecognizer touchDuration]; }

// UIKitCore: _UILongPressClickInteractionDriver.mm -setView:.
- (void)setView:(UIView *)view {
    if (_view == view) return;
    [[_gestureRecognizer view] removeGestureRecognizer:_gestureRecognizer];
    _view = view;
    if (view != nil) {
        _currentState = 1;
        [view addGestureRecognizer:_gestureRecognizer];
    }
}

- (void)cancelInteraction {
    [_gestureRecognizer setEnabled:NO];
    [_gestureRecognizer setEnabled:YES];
}

- (CGPoint)locationInCoordinateSpace:(UIView *)space {
    if (_view == nil) return CGPointZero;
    return [_gestureRecognizer locationInView:space];
}

- (void)_handleGestureRecognizer:(UIGestureRecognizer *)recognizer { HKLongPressDriverHandle(self, &_currentState); }

// The block UIKit passes to clickDriver:shouldBegin:: allowed, the gesture has begun.
- (void)_hk_mayBegin:(NSNumber *)result {
    if ([result integerValue] == 0) [self _asyncGestureBegan];
}

- (void)_asyncGestureBegan {
    _currentState = 2;
    [self _updateForActiveGestureRecognizer];
}

// UIKitCore: _UILongPressClickInteractionDriver.mm -_updateForActiveGestureRecognizer — while
// the recogniser changes, progress is touchDuration / clickDownDuration; at 1 it clicks down.
- (void)_updateForActiveGestureRecognizer {
    if (_currentState != 2 || [_gestureRecognizer state] != UIGestureRecognizerStateChanged) return;
    if ([self touchDuration] / [self clickDownDuration] >= 1) {
        _currentState = 3;
        [_delegate clickDriver:self didPerformEvent:1];
    }
}

@end

@implementation _UILongPressTimeoutClickInteractionDriver

- (void)_handleGestureRecognizer:(UIGestureRecognizer *)recognizer { HKLongPressDriverHandle(self, &_currentState); }

@end
