#import <UIKit/UIKit.h>
#import "_UISliderGlassVisualElement.h"

@implementation UISlider

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _maximumValue = 1;
        _continuous = YES;
        _glass = [[_UISliderGlassVisualElement alloc] initWithSlider:self];
    }
    return self;
}

- (void)dealloc {
    [_glass uninstall];
    [_glass release];
    [super dealloc];
}

- (void)_hk_setUsesClassicLook:(BOOL)classic {
    if (classic == (_glass == nil)) return;
    if (classic) {
        [_glass uninstall];
        [_glass release];
        _glass = nil;
    } else {
        _glass = [[_UISliderGlassVisualElement alloc] initWithSlider:self];
    }
}

- (BOOL)_hk_usesClassicLook { return _glass == nil; }

// As a switch's: PrimaryActionTriggered follows each ValueChanged (-initWithFrame:primaryAction:).
- (UIControlEvents)_controlEventsForActionTriggered { return UIControlEventValueChanged; }

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

// UIKitCore: -[UISlider _deferFinalActions] asks the visual element's class; the glass
// element ends tracking and sends TouchUpInside itself (-_endInteraction), which only
// makes sense if UIControl left them to it. DEVIATION: inferred, not read (the glass
// class's +defersFinalActions is not in the decompiled sources).
- (BOOL)_deferFinalActions { return _glass != nil; }

// MARK: The classic look (UIKitCore 26.1: _UISlideriOSVisualElement)

- (void)_moveThumbToTouch:(UITouch *)touch {
    CGFloat width = [self bounds].size.width;
    CGFloat x = [touch locationInView:self].x;
    float fraction = width > 0 ? (float)MIN(MAX(x / width, 0), 1) : 0;
    _value = _minimumValue + fraction * (_maximumValue - _minimumValue);
}

// DEVIATION: no thumb hit test (the whole track takes the finger, as with track tapping).
- (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
    if (_glass != nil) return [_glass beginTrackingWithTouch:touch withEvent:event];
    return YES;
}

// After UIControl's TouchDown: a continuous slider sends ValueChanged as the finger lands.
- (void)_controlTouchBegan:(UITouch *)touch withEvent:(UIEvent *)event {
    if (_glass == nil && [self isTracking] && _continuous)
        [self _sendActionsForEvents:UIControlEventValueChanged withEvent:event];
}

// Every move of a continuous slider sends, changed or not.
- (BOOL)continueTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
    if (_glass != nil) return [_glass continueTrackingWithTouch:touch withEvent:event];
    [self _moveThumbToTouch:touch];
    if (_continuous) [self _sendActionsForEvents:UIControlEventValueChanged withEvent:event];
    return YES;
}

// The lift always sends, changed or not, continuous or not.
- (void)endTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
    if (_glass != nil) {
        [_glass endTrackingWithTouch:touch withEvent:event];
        return;
    }
    [self _setTracking:NO];
    if (touch != nil) [self _sendActionsForEvents:UIControlEventValueChanged withEvent:event];
}

@end
