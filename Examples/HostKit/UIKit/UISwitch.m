#import <UIKit/UIKit.h>

@implementation UISwitch

- (BOOL)isOn { return _on; }
- (void)setOn:(BOOL)on { [self setOn:on animated:NO]; }
- (void)setOn:(BOOL)on animated:(BOOL)animated { _on = on; }

// A tap flips the switch, then the touch-up and the value change go out.
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    BOOL flips = _enabled && _tracking;
    if (flips) _on = !_on;
    [super touchesEnded:touches withEvent:event];
    if (flips) [self _sendActionsForEvents:UIControlEventValueChanged withEvent:event];
}

@end
