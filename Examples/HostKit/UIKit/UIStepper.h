#import <UIKit/UIControl.h>

// Minus on the left half, plus on the right. A touch down steps once; while the finger
// stays down, autorepeat keeps stepping (UIKit's timer; HostKit's driver calls
// -_autorepeat once per tick). Autorepeat sends its ValueChanged from a timer, with no
// event, as UIKit does.
@interface UIStepper : UIControl {
    double _value;
    double _minimumValue;
    double _maximumValue;
    double _stepValue;
    BOOL _continuous;
    BOOL _autorepeat;
    BOOL _wraps;
    int _direction; // +1, -1, or 0 when no finger is down on a button
    BOOL _changedWhileDown;
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
// One autorepeat tick while a finger is held on a button.
- (void)_autorepeat;
@end
