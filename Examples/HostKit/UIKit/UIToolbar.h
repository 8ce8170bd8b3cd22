#import <UIKit/UINavigationBar.h>

// A toolbar's content: one _UIButtonBar shown in a _UIButtonBarStackView, its buttons
// _UIButtonBarButtons with the same targets as in a navigation bar (UIKitCore:
// _UIToolbarContentView — a _UIBarContentView holding a _UIButtonBar).
@interface _UIToolbarContentView : _UIBarContentView {
    _UIButtonBar *_buttonBar;
}
@end

@interface _UIToolbarContentView (HostKitInternal)
- (_UIButtonBar *)_hk_buttonBar;
- (void)_hk_layout;
@end

// A bar of UIBarButtonItems: standalone, or a UINavigationController's toolbar (showing its top
// controller's toolbarItems). DEVIATION: UIKit puts a _UIToolbarVisualProviderModernIOS
// between the toolbar and its content view; it takes no part in a tap, so HostKit has none.
@interface UIToolbar : UIView {
    NSArray *_items;
    _UIToolbarContentView *_contentView;
}
- (NSArray *)items;
- (void)setItems:(NSArray *)items;
- (void)setItems:(NSArray *)items animated:(BOOL)animated;
@end
