#import <Foundation/Foundation.h>

@class UISlider;
@class UITouch;
@class UIEvent;
@class UIPanGestureRecognizer;
@class UILongPressGestureRecognizer;

// iOS 26's slider. UIKitCore 26.1: -[UISlider _installVisualElement] takes
// _UISliderGlassVisualElement when _UISolariumEnabled() and no track image is set (else
// _UISlideriOSVisualElement, the classic one, which UISlider.m models). It installs on
// the slider a _UIFluidSliderInteraction, whose pan driver's UIPanGestureRecognizer
// (-handleGesture:, cancelsTouchesInView NO) moves the value, and a
// UILongPressGestureRecognizer (-handleExpansionGesture:) for the thumb's expansion.
// UIControl's tracking only begins and ends: no value moves and nothing is sent in
// -beginTracking… / -continueTracking…; the slider defers its final actions, so the
// lift leaves the control tracking, and the element ends it when the value comes to rest.
//
// Each update (sub_188E97000): while the finger drags, the value follows it by a spring,
// a ValueChanged (no event) each time it changes if the slider is continuous. When the
// finger lifts, the value springs on to where the finger's velocity takes it
// (presentation + velocity * 0.099); at rest, the interaction ends (sub_188E96E38:
// -endTrackingWithTouch:nil withEvent:nil, then TouchUpInside or TouchUpOutside by where
// the touch was, both through -sendActionsForControlEvents:), then a last ValueChanged,
// sent even if the value did not change. A touch that never pans (a tap on the thumb)
// ends the same way when the expansion gesture ends, at the lift.
//
// DEVIATION: the pan driver, the interaction and the element are one object here (the
// target of both recognisers); the spring is halfway to the finger at each move, and
// HostKit's last frame lands it on its target (one update after the lift, not one per
// frame); no lens hit test (the whole track takes the finger, as with track tapping);
// the long press's duration (elided in the decompilation) is 0, so that it ends taps.
@interface _UISliderGlassVisualElement : NSObject {
    UISlider *_slider; // weak: the slider owns the element
    UIPanGestureRecognizer *_pan;
    UILongPressGestureRecognizer *_expansion;
    BOOL _interactivelyChanging;
    // 0: none, 1: expanded (pressed), 2: the finger moves it, 3: at its target.
    int _interactiveChangeState;
    float _target;
    BOOL _springing;
}
- (id)initWithSlider:(UISlider *)slider;
// Takes the recognisers off the slider (the classic element replaces this one).
- (void)uninstall;
- (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event;
- (BOOL)continueTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event;
- (void)endTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event;
- (void)handleGesture:(UIPanGestureRecognizer *)recognizer;
- (void)handleExpansionGesture:(UILongPressGestureRecognizer *)recognizer;
@end
