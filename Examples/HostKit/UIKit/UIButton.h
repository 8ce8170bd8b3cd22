#import <UIKit/UIControl.h>

@class UILabel;

typedef NS_ENUM(NSInteger, UIButtonType) {
    UIButtonTypeCustom = 0,
    UIButtonTypeSystem = 1,
    UIButtonTypeDetailDisclosure = 2,
    UIButtonTypeInfoLight = 3,
    UIButtonTypeInfoDark = 4,
    UIButtonTypeContactAdd = 5,
    UIButtonTypeRoundedRect = UIButtonTypeSystem,
};

@interface UIButton : UIControl {
    UIButtonType _buttonType;
    NSMutableDictionary *_titles; // NSNumber(UIControlState) -> NSString
    UILabel *_titleLabel;
}
+ (id)buttonWithType:(UIButtonType)type;
- (UIButtonType)buttonType;
- (void)setTitle:(NSString *)title forState:(UIControlState)state;
// Falls back to the normal state's title, as UIKit does.
- (NSString *)titleForState:(UIControlState)state;
- (NSString *)currentTitle;
- (UILabel *)titleLabel;
@end
