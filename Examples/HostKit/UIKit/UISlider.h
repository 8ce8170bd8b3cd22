#import <UIKit/UIControl.h>

@class _UISliderGlassVisualElement;

// A horizontal track: the value maps a touch's x over the bounds to [minimumValue,
// maximumValue]. Two looks, as UIKitCore 26.1 has them: iOS 26's glass element
// (_UISliderGlassVisualElement: its own recognisers move the value and send it without a
// UIEvent; the default), and the classic one (_UISlideriOSVisualElement: UIControl's
// tracking moves it, each send with the touch's event), which UIKit takes when a track
// image is set or Liquid Glass is off (HostKit: -_hk_setUsesClassicLook:).
@interface UISlider : UIControl {
    float _value;
    float _minimumValue;
    float _maximumValue;
    BOOL _continuous;
    _UISliderGlassVisualElement *_glass; // nil: the classic look
}
- (float)value;
// From code: no ValueChanged, as in UIKit.
- (void)setValue:(float)value;
- (void)setValue:(float)value animated:(BOOL)animated;
- (float)minimumValue;
- (void)setMinimumValue:(float)value;
- (float)maximumValue;
- (void)setMaximumValue:(float)value;
// YES (UIKit's default): ValueChanged while the value moves; NO: once, when it ends.
- (BOOL)isContinuous;
- (void)setContinuous:(BOOL)continuous;
- (void)_hk_setUsesClassicLook:(BOOL)classic;
- (BOOL)_hk_usesClassicLook;
@end
