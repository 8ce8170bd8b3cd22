#import <UIKit/UIControl.h>

@interface UISwitch : UIControl {
    BOOL _on;
}
- (BOOL)isOn;
- (void)setOn:(BOOL)on;
// Setting the value from code sends no ValueChanged, as in UIKit.
- (void)setOn:(BOOL)on animated:(BOOL)animated;
@end
