#import <UIKit/UIControl.h>

@class UIBarButtonItem;
@class UILabel;

// The control a navigation bar or toolbar shows a UIBarButtonItem with (and the back button).
// Its targets are set by its owner for UIControlEventPrimaryActionTriggered (UIKitCore:
// _UIButtonBar.mm view updater, _UINavigationBarContentView.mm -_setupBackButton…).
// DEVIATION: UIKit draws it through a _UIButtonBarButtonVisualProvider and a _UIModernBarButton;
// HostKit keeps one title label (it takes no touches, so the finger lands on the button).
@interface _UIButtonBarButton : UIControl {
    UILabel *_hkTitleLabel;
    BOOL _hkBackButton;
}
// UIKitCore: _UIButtonBarButton configureFromBarItem:withAppearanceDelegate: /
// configureBackButtonFromBarItem:withAppearanceDelegate: (the appearance delegate is unused here).
- (void)configureFromBarItem:(UIBarButtonItem *)item withAppearanceDelegate:(id)delegate;
- (void)configureBackButtonFromBarItem:(UIBarButtonItem *)item withAppearanceDelegate:(id)delegate;
@end

@interface _UIButtonBarButton (HostKitInternal)
- (NSString *)_hk_title;
- (BOOL)_hk_isBackButton;
// The width a bar gives it (HostKit's layout: 44 points, or wider for a long title).
- (CGFloat)_hk_preferredWidth;
@end
