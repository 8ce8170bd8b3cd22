#import <UIKit/UIControl.h>

@class UILabel;
@class UIMenu;
@class UIButtonConfiguration;

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
    UIMenu *_menu;
    BOOL _changesSelectionAsPrimaryAction;
    UIButtonConfiguration *_configuration;
}
+ (id)buttonWithType:(UIButtonType)type;
// iOS 14: buttonWithType:, then _commonInitForPrimaryAction: (the action for
// PrimaryActionTriggered, and its title as the normal title of a system/custom button).
+ (id)buttonWithType:(UIButtonType)type primaryAction:(UIAction *)primaryAction;
- (id)initWithFrame:(CGRect)frame primaryAction:(UIAction *)primaryAction;
// iOS 14: a copy of the menu is kept (the getter answers the copy); setting one turns the
// context menu interaction on, nil turns it off.
- (UIMenu *)menu;
- (void)setMenu:(UIMenu *)menu;
// iOS 15: a toggle button flips `selected` when its primary action triggers.
- (BOOL)changesSelectionAsPrimaryAction;
- (void)setChangesSelectionAsPrimaryAction:(BOOL)changesSelectionAsPrimaryAction;
// UIContextMenuInteractionDelegate: a configuration whose action provider answers the menu.
- (UIContextMenuConfiguration *)contextMenuInteraction:(UIContextMenuInteraction *)interaction
                        configurationForMenuAtLocation:(CGPoint)location;
- (UIButtonType)buttonType;
- (void)setTitle:(NSString *)title forState:(UIControlState)state;
// Falls back to the normal state's title, as UIKit does.
- (NSString *)titleForState:(UIControlState)state;
- (NSString *)currentTitle;
- (UILabel *)titleLabel;
// iOS 15 (UIKitCore: UIButton.m): a button styled by a configuration shows the
// configuration's title, which its state table does not hold: currentTitle and
// titleForState: answer only what setTitle:forState: set. The getter answers a copy.
+ (id)buttonWithConfiguration:(UIButtonConfiguration *)configuration primaryAction:(UIAction *)primaryAction;
- (UIButtonConfiguration *)configuration;
- (void)setConfiguration:(UIButtonConfiguration *)configuration;
@end
