#import <UIKit/UIControl.h>

@class UIStepperHorizontalVisualElement;

// Minus on the left half, plus on the right. The stepper forwards its tracking to its
// visual element (UIKit: UIStepperHorizontalVisualElement), which steps at touch down and
// on each tick of its repeat timer while the finger stays down, and asks the stepper to
// send ValueChanged: -visualElementSendValueChangedEvent: → -_emitValueChanged →
// sendActionsForControlEvents: — no UIEvent, even for the touch-down step.
@interface UIStepper : UIControl {
    double _value;
    double _minimumValue;
    double _maximumValue;
    double _stepValue;
    BOOL _continuous;
    BOOL _autorepeat;
    BOOL _wraps;
    UIStepperHorizontalVisualElement *_visualElement;
}
- (double)value;
// From code: no ValueChanged.
- (void)setValue:(double)value;
- (double)minimumValue;
- (void)setMinimumValue:(double)value;
- (double)maximumValue;
- (void)setMaximumValue:(double)value;
- (double)stepValue;
- (void)setStepValue:(double)value;
// YES (default): ValueChanged at each step; NO: once, when the finger lifts.
- (BOOL)isContinuous;
- (void)setContinuous:(BOOL)continuous;
- (BOOL)autorepeat;
- (void)setAutorepeat:(BOOL)autorepeat;
- (BOOL)wraps;
- (void)setWraps:(BOOL)wraps;
@end

@interface UIStepper (UIKitInternal)
- (UIStepperHorizontalVisualElement *)visualElement;
- (void)visualElementDidSetValue:(id)element;
- (void)visualElementSendValueChangedEvent:(id)element;
- (void)_emitValueChanged;
@end

// UIKitCore: UIStepperHorizontalVisualElement.mm (-_updateCount:). Its plus and minus
// buttons are highlighted while the finger holds them (not touched themselves here).
@interface UIStepperHorizontalVisualElement : UIView {
    UIStepper *_stepperControl; // not retained
    double _value;
    double _minimumValue;
    double _maximumValue;
    double _stepValue;
    BOOL _continuous;
    BOOL _autorepeat;
    BOOL _wraps;
    UIControl *_plusButton;
    UIControl *_minusButton;
    NSTimer *_repeatTimer;
    NSInteger _repeatCount;
}
- (UIStepper *)stepperControl;
- (void)setStepperControl:(UIStepper *)stepper;
- (double)value;
- (void)setValue:(double)value;
- (void)setMinimumValue:(double)value;
- (void)setMaximumValue:(double)value;
- (void)setStepValue:(double)value;
- (void)setContinuous:(BOOL)continuous;
- (BOOL)isContinuous;
- (void)setAutorepeat:(BOOL)autorepeat;
- (void)setWraps:(BOOL)wraps;
- (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event;
- (BOOL)continueTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event;
- (void)endTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event;
- (void)cancelTrackingWithEvent:(UIEvent *)event;
- (void)_startTimer;
- (void)_stopTimer;
- (void)_updateHighlightingAtPoint:(CGPoint)point withEvent:(UIEvent *)event;
// A step in the held direction: the repeat timer calls it with itself as sender, the
// lift with the element.
- (void)_updateCount:(id)sender;
@end

@interface UIStepperHorizontalVisualElement (HostKit)
// DEVIATION: the repeat timer is not scheduled (no run loop); the driver fires it once
// per autorepeat tick while the finger is held.
- (void)hk_fireRepeatTimer;
@end
