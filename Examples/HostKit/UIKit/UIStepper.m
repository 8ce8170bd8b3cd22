// UIKitCore 26.1: UIStepper.mm (tracking forwarded to the visual element, -_emitValueChanged),
// UIStepperHorizontalVisualElement.mm (-_startTimer, -_updateHighlightingAtPoint:withEvent:,
// -_updateCount:, -endTrackingWithTouch:withEvent:). Inferred: -visualElementSendValueChangedEvent:
// calls -_emitValueChanged (both exist; the first one's body is not in the index).
#import <UIKit/UIKit.h>

@implementation UIStepper

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _maximumValue = 100;
        _stepValue = 1;
        _continuous = YES;
        _autorepeat = YES;
        _visualElement = [[UIStepperHorizontalVisualElement alloc] initWithFrame:[self bounds]];
        [_visualElement setStepperControl:self];
        [self addSubview:_visualElement];
        [_visualElement setMaximumValue:_maximumValue];
        [_visualElement setStepValue:_stepValue];
        [_visualElement setContinuous:_continuous];
        [_visualElement setAutorepeat:_autorepeat];
    }
    return self;
}

- (void)dealloc {
    [_visualElement setStepperControl:nil];
    [_visualElement release];
    [super dealloc];
}

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    [_visualElement setFrame:[self bounds]];
}

- (UIStepperHorizontalVisualElement *)visualElement { return _visualElement; }

// UIKit: a hit on the visual element is a hit on the stepper itself.
- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {
    UIView *hit = [super hitTest:point withEvent:event];
    return hit == _visualElement ? self : hit;
}

- (double)value { return _value; }
- (void)setValue:(double)value { [_visualElement setValue:value]; }
- (void)visualElementDidSetValue:(id)element { _value = [(UIStepperHorizontalVisualElement *)element value]; }
- (double)minimumValue { return _minimumValue; }
- (void)setMinimumValue:(double)value {
    _minimumValue = value;
    [_visualElement setMinimumValue:value];
}
- (double)maximumValue { return _maximumValue; }
- (void)setMaximumValue:(double)value {
    _maximumValue = value;
    [_visualElement setMaximumValue:value];
}
- (double)stepValue { return _stepValue; }
- (void)setStepValue:(double)value {
    if (value <= 0) return;
    _stepValue = value;
    [_visualElement setStepValue:value];
}
- (BOOL)isContinuous { return _continuous; }
- (void)setContinuous:(BOOL)continuous {
    _continuous = continuous;
    [_visualElement setContinuous:continuous];
}
- (BOOL)autorepeat { return _autorepeat; }
- (void)setAutorepeat:(BOOL)autorepeat {
    _autorepeat = autorepeat;
    [_visualElement setAutorepeat:autorepeat];
}
- (BOOL)wraps { return _wraps; }
- (void)setWraps:(BOOL)wraps {
    _wraps = wraps;
    [_visualElement setWraps:wraps];
}

- (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
    return [_visualElement beginTrackingWithTouch:touch withEvent:event];
}
- (BOOL)continueTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
    return [_visualElement continueTrackingWithTouch:touch withEvent:event];
}
- (void)endTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
    [_visualElement endTrackingWithTouch:touch withEvent:event];
}
- (void)cancelTrackingWithEvent:(UIEvent *)event { [_visualElement cancelTrackingWithEvent:event]; }

- (void)visualElementSendValueChangedEvent:(id)element { [self _emitValueChanged]; }

// UIKitCore: UIStepper.mm -_emitValueChanged.
- (void)_emitValueChanged { [self sendActionsForControlEvents:UIControlEventValueChanged]; }

@end

@implementation UIStepperHorizontalVisualElement

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _maximumValue = 100;
        _stepValue = 1;
        _continuous = YES;
        _autorepeat = YES;
        // DEVIATION: UIKit's button class is not in the index; UIControls stand in. They
        // take no touches: the stepper's tracking highlights them.
        _minusButton = [[UIControl alloc] initWithFrame:CGRectZero];
        _plusButton = [[UIControl alloc] initWithFrame:CGRectZero];
        [_minusButton setUserInteractionEnabled:NO];
        [_plusButton setUserInteractionEnabled:NO];
        [self addSubview:_minusButton];
        [self addSubview:_plusButton];
        [self setFrame:frame];
    }
    return self;
}

- (void)dealloc {
    [_repeatTimer invalidate];
    [_repeatTimer release];
    [_minusButton release];
    [_plusButton release];
    [super dealloc];
}

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    CGFloat half = frame.size.width / 2;
    [_minusButton setFrame:CGRectMake(0, 0, half, frame.size.height)];
    [_plusButton setFrame:CGRectMake(half, 0, half, frame.size.height)];
}

- (UIStepper *)stepperControl { return _stepperControl; }
- (void)setStepperControl:(UIStepper *)stepper { _stepperControl = stepper; }
- (double)value { return _value; }

// UIKit disables the button that cannot step any further (unless the stepper wraps).
- (void)setValue:(double)value {
    _value = MIN(MAX(value, _minimumValue), _maximumValue);
    [_plusButton setEnabled:_wraps || _value < _maximumValue];
    [_minusButton setEnabled:_wraps || _value > _minimumValue];
    // UIKit's -_updateButtonEnabled: a button that can step no further is not highlighted.
    if (![_plusButton isEnabled]) [_plusButton setHighlighted:NO];
    if (![_minusButton isEnabled]) [_minusButton setHighlighted:NO];
    [_stepperControl visualElementDidSetValue:self];
}

- (void)setMinimumValue:(double)value {
    _minimumValue = value;
    [self setValue:_value];
}
- (void)setMaximumValue:(double)value {
    _maximumValue = value;
    [self setValue:_value];
}
- (void)setStepValue:(double)value { _stepValue = value; }
- (void)setContinuous:(BOOL)continuous { _continuous = continuous; }
- (BOOL)isContinuous { return _continuous; }
- (void)setAutorepeat:(BOOL)autorepeat { _autorepeat = autorepeat; }
- (void)setWraps:(BOOL)wraps {
    _wraps = wraps;
    [self setValue:_value];
}

// UIKitCore 26.1: touch down only starts the repeat timer and highlights the half under
// the finger; the step (and, continuous, its ValueChanged) comes at touch up, from
// -endTrackingWithTouch:withEvent: -> -_updateCount:self, inside UIControl's
// -touchesEnded:withEvent: and before its TouchUpInside. A held press steps from the
// timer instead (each fire one step and one send); its lift steps no more.
- (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
    [self _startTimer];
    [self _updateHighlightingAtPoint:[touch locationInView:self] withEvent:event];
    return YES;
}

- (BOOL)continueTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
    [self _updateHighlightingAtPoint:[touch locationInView:self] withEvent:event];
    return YES;
}

- (void)endTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
    [self retain];
    [self _updateCount:self];
    [_plusButton setHighlighted:NO];
    [_minusButton setHighlighted:NO];
    [self _stopTimer];
    [self release];
}

- (void)cancelTrackingWithEvent:(UIEvent *)event {
    [_plusButton setHighlighted:NO];
    [_minusButton setHighlighted:NO];
    [self _stopTimer];
}

// UIKit: the half under the finger while it is mostly inside, neither once it left.
- (void)_updateHighlightingAtPoint:(CGPoint)point withEvent:(UIEvent *)event {
    CGRect bounds = [self bounds];
    if ([self pointInside:point withEvent:event]) {
        BOOL plus = point.x >= CGRectGetMidX(bounds);
        [_plusButton setHighlighted:plus];
        [_minusButton setHighlighted:!plus];
    } else {
        [_minusButton setHighlighted:NO];
        [_plusButton setHighlighted:NO];
    }
}

// UIKit schedules it on the run loop; HostKit has none, so the driver fires it
// (hk_fireRepeatTimer) while the finger is down.
- (void)_startTimer {
    if (_autorepeat) {
        [_repeatTimer invalidate];
        [_repeatTimer release];
        _repeatTimer = [[NSTimer timerWithTimeInterval:0.5 target:self selector:@selector(_updateCount:)
                                              userInfo:nil repeats:YES] retain];
    }
    _repeatCount = 0;
}

- (void)_stopTimer {
    [_repeatTimer invalidate];
    [_repeatTimer release];
    _repeatTimer = nil;
}

// UIKitCore 26.1's -_updateCount:, branch for branch. From the timer: a step while a
// highlighted button is enabled. From the lift: a step only when the timer never
// stepped; a stepper that is not continuous sends its one ValueChanged here, unless the
// button under the finger is disabled (the press ran into the limit).
- (void)_updateCount:(id)sender {
    NSTimer *timer = _repeatTimer;
    BOOL plus = [_plusButton isHighlighted] && [_plusButton isEnabled];
    BOOL minus = [_minusButton isHighlighted] && [_minusButton isEnabled];
    BOOL stepped = NO;
    BOOL step = NO;
    if (timer != nil && sender == timer) {
        step = plus || minus;
    } else if (_repeatCount != 0 || !(plus || minus)) {
        if (plus || minus) {
            _repeatCount++;
            stepped = YES;
        }
    } else {
        step = YES;
    }
    if (step) {
        double next = _value + (plus ? _stepValue : -_stepValue);
        if (_wraps) {
            if (next > _maximumValue) next = _minimumValue;
            else if (next < _minimumValue) next = _maximumValue;
        }
        [self setValue:next];
        if (_continuous) [_stepperControl visualElementSendValueChangedEvent:self];
        if (plus || minus) {
            _repeatCount++;
            stepped = YES;
        }
    }
    if (!stepped && _repeatCount >= 1) _repeatCount = 1;
    if (stepped && !_continuous && !(timer != nil && sender == timer))
        [_stepperControl visualElementSendValueChangedEvent:self];
}

- (void)hk_fireRepeatTimer {
    if ([_repeatTimer isValid]) [_repeatTimer fire];
}

@end
