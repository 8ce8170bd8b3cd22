#import <UIKit/UIKit.h>
#import "_UISliderGlassVisualElement.h"

@implementation _UISliderGlassVisualElement

- (id)initWithSlider:(UISlider *)slider {
    if ((self = [super init])) {
        _slider = slider;
        _pan = [[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(handleGesture:)];
        [_pan setCancelsTouchesInView:NO];
        [slider addGestureRecognizer:_pan];
        _expansion = [[UILongPressGestureRecognizer alloc] initWithTarget:self action:@selector(handleExpansionGesture:)];
        [_expansion setMinimumPressDuration:0];
        [_expansion setCancelsTouchesInView:NO];
        [slider addGestureRecognizer:_expansion];
    }
    return self;
}

- (void)dealloc {
    [_pan release];
    [_expansion release];
    [super dealloc];
}

- (void)uninstall {
    [_slider removeGestureRecognizer:_pan];
    [_slider removeGestureRecognizer:_expansion];
    _slider = nil;
}

- (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event { return YES; }
- (BOOL)continueTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event { return YES; }

// As the classic element's: ends tracking; a touch's end (none here: the element ends
// it itself) would send ValueChanged with its event.
- (void)endTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
    [_slider _setTracking:NO];
    if (touch != nil) [_slider _sendActionsForEvents:UIControlEventValueChanged withEvent:event];
}

- (float)valueAtX:(CGFloat)x {
    CGFloat width = [_slider bounds].size.width;
    float fraction = width > 0 ? (float)MIN(MAX(x / width, 0), 1) : 0;
    return [_slider minimumValue] + fraction * ([_slider maximumValue] - [_slider minimumValue]);
}

- (void)handleExpansionGesture:(UILongPressGestureRecognizer *)recognizer {
    UIGestureRecognizerState state = [recognizer state];
    if (state == UIGestureRecognizerStateBegan) {
        _interactivelyChanging = YES;
        if (_interactiveChangeState == 0) _interactiveChangeState = 1;
    } else if (state == UIGestureRecognizerStateEnded || state == UIGestureRecognizerStateCancelled) {
        _interactivelyChanging = NO;
        // Pressed and never moved (or already at rest): ends now, with a forced send.
        if ((_interactiveChangeState | 2) == 3) {
            [self _endInteraction];
            [self _updateValue:[_slider value] send:YES force:YES];
        }
    }
}

- (void)handleGesture:(UIPanGestureRecognizer *)recognizer {
    UIGestureRecognizerState state = [recognizer state];
    if (state == UIGestureRecognizerStateBegan || state == UIGestureRecognizerStateChanged) {
        _interactiveChangeState = 2;
        _target = [self valueAtX:[recognizer locationInView:_slider].x];
        float value = [_slider value];
        [self _updateValue:value + (_target - value) / 2 send:[_slider isContinuous] force:NO];
    } else if (state == UIGestureRecognizerStateEnded || state == UIGestureRecognizerStateCancelled) {
        CGFloat width = [_slider bounds].size.width;
        float range = [_slider maximumValue] - [_slider minimumValue];
        float velocity = width > 0 ? (float)([recognizer velocityInView:_slider].x / width) * range : 0;
        _target = MIN(MAX(_target + velocity * 0.099f, [_slider minimumValue]), [_slider maximumValue]);
        if (!_springing) {
            _springing = YES;
            [self retain]; // until the frame: the slider may go meanwhile
            [[UIApplication sharedApplication]
                _hk_addDisplayLinkHandler:[HKHandler handlerWithTarget:self action:@selector(springTicked:)]];
        }
    }
}

// The spring's last frame: at its target, the interaction ends unless the finger is down again.
- (void)springTicked:(id)displayLink {
    _springing = NO;
    if (_slider != nil) {
        BOOL force = NO;
        _interactiveChangeState = 3;
        if (!_interactivelyChanging) {
            [self _endInteraction];
            force = YES;
        }
        [self _updateValue:_target send:YES force:force];
    }
    [self release];
}

// sub_188E96E38.
- (void)_endInteraction {
    _interactiveChangeState = 0;
    [_slider endTrackingWithTouch:nil withEvent:nil];
    [_slider sendActionsForControlEvents:[_slider isTouchInside] ? UIControlEventTouchUpInside : UIControlEventTouchUpOutside];
}

// sub_188E962EC: the value set, then sent if asked and it changed, or if forced.
- (void)_updateValue:(float)value send:(BOOL)send force:(BOOL)force {
    float before = [_slider value];
    [_slider setValue:value];
    if (send && ([_slider value] != before || force)) [_slider sendActionsForControlEvents:UIControlEventValueChanged];
}

@end
