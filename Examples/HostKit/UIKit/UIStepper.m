#import <UIKit/UIKit.h>

@implementation UIStepper

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _maximumValue = 100;
        _stepValue = 1;
        _continuous = YES;
        _autorepeat = YES;
    }
    return self;
}

- (double)value { return _value; }
- (void)setValue:(double)value { _value = MIN(MAX(value, _minimumValue), _maximumValue); }
- (double)minimumValue { return _minimumValue; }
- (void)setMinimumValue:(double)value { _minimumValue = value; [self setValue:_value]; }
- (double)maximumValue { return _maximumValue; }
- (void)setMaximumValue:(double)value { _maximumValue = value; [self setValue:_value]; }
- (double)stepValue { return _stepValue; }
- (void)setStepValue:(double)value { if (value > 0) _stepValue = value; }
- (BOOL)isContinuous { return _continuous; }
- (void)setContinuous:(BOOL)continuous { _continuous = continuous; }
- (BOOL)autorepeat { return _autorepeat; }
- (void)setAutorepeat:(BOOL)autorepeat { _autorepeat = autorepeat; }
- (BOOL)wraps { return _wraps; }
- (void)setWraps:(BOOL)wraps { _wraps = wraps; }

// One step in the held direction; YES when the value changed.
- (BOOL)_step {
    double next = _value + _direction * _stepValue;
    if (next > _maximumValue) next = _wraps ? _minimumValue : _maximumValue;
    if (next < _minimumValue) next = _wraps ? _maximumValue : _minimumValue;
    if (next == _value) return NO;
    _value = next;
    _changedWhileDown = YES;
    return YES;
}

- (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
    _direction = [touch locationInView:self].x < [self bounds].size.width / 2 ? -1 : 1;
    _changedWhileDown = NO;
    if ([self _step] && _continuous) [self _sendActionsForEvents:UIControlEventValueChanged withEvent:event];
    return YES;
}

- (void)_autorepeat {
    if (_direction == 0 || !_autorepeat) return;
    if ([self _step] && _continuous) [self sendActionsForControlEvents:UIControlEventValueChanged];
}

- (void)endTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
    if (!_continuous && _changedWhileDown) [self _sendActionsForEvents:UIControlEventValueChanged withEvent:event];
    _direction = 0;
}

- (void)cancelTrackingWithEvent:(UIEvent *)event {
    _direction = 0;
}

@end
