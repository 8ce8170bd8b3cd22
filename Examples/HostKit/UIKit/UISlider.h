#import <UIKit/UIControl.h>

// A horizontal track: the thumb follows the finger; the value maps the touch's x over
// the bounds to [minimumValue, maximumValue].
@interface UISlider : UIControl {
    float _value;
    float _minimumValue;
    float _maximumValue;
    float _valueAtLastSend;
    BOOL _continuous;
}
- (float)value;
// From code: no ValueChanged, as in UIKit.
- (void)setValue:(float)value;
- (void)setValue:(float)value animated:(BOOL)animated;
- (float)minimumValue;
- (void)setMinimumValue:(float)value;
- (float)maximumValue;
- (void)setMaximumValue:(float)value;
// YES (UIKit's default): ValueChanged while the finger moves; NO: once, on release.
- (BOOL)isContinuous;
- (void)setContinuous:(BOOL)continuous;
@end
