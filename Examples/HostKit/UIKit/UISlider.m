#import <UIKit/UIKit.h>

@implementation UISlider

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _maximumValue = 1;
        _continuous = YES;
    }
    return self;
}

- (float)value { return _value; }
- (void)setValue:(float)value { [self setValue:value animated:NO]; }
- (void)setValue:(float)value animated:(BOOL)animated {
    _value = MIN(MAX(value, _minimumValue), _maximumValue);
}
- (float)minimumValue { return _minimumValue; }
- (void)setMinimumValue:(float)value {
    _minimumValue = value;
    if (_maximumValue < value) _maximumValue = value;
    [self setValue:_value];
}
- (float)maximumValue { return _maximumValue; }
- (void)setMaximumValue:(float)value {
    _maximumValue = value;
    if (_minimumValue > value) _minimumValue = value;
    [self setValue:_value];
}
- (BOOL)isContinuous { return _continuous; }
- (void)setContinuous:(BOOL)continuous { _continuous = continuous; }

- (void)_moveThumbToTouch:(UITouch *)touch {
    CGFloat width = [self bounds].size.width;
    CGFloat x = [touch locationInView:self].x;
    float fraction = width > 0 ? (float)MIN(MAX(x / width, 0), 1) : 0;
    _value = _minimumValue + fraction * (_maximumValue - _minimumValue);
}

- (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
    _valueAtLastSend = _value;
    return YES;
}

- (BOOL)continueTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
    [self _moveThumbToTouch:touch];
    if (_continuous && _value != _valueAtLastSend) {
        _valueAtLastSend = _value;
        [self _sendActionsForEvents:UIControlEventValueChanged withEvent:event];
    }
    return YES;
}

// Release: a value not yet sent (a non-continuous slider's, or a last move) goes out now.
- (void)endTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
    [self _moveThumbToTouch:touch];
    if (_value != _valueAtLastSend) {
        _valueAtLastSend = _value;
        [self _sendActionsForEvents:UIControlEventValueChanged withEvent:event];
    }
}

@end
