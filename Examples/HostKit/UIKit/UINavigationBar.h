#import <UIKit/UIView.h>

@class UINavigationItem;
@class UINavigationBar;
@class UIBarButtonItem;
@class UILabel;
@class _UIButtonBar;
@class _UIButtonBarButton;
@class _UINavigationBarVisualProviderModernIOS;

// UIKit's UINavigationBarDelegate (a UINavigationController is its navigation bar's delegate).
@protocol UINavigationBarDelegate <NSObject>
@optional
- (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPushItem:(UINavigationItem *)item;
- (void)navigationBar:(UINavigationBar *)navigationBar didPushItem:(UINavigationItem *)item;
- (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item;
- (void)navigationBar:(UINavigationBar *)navigationBar didPopItem:(UINavigationItem *)item;
@end

// The content views of bars (UIKit: _UIBarContentView, superclass of _UINavigationBarContentView
// and _UIToolbarContentView).
@interface _UIBarContentView : UIView
@end

// What a navigation bar shows for its top item: the back button (a _UIButtonBarButton whose
// PrimaryActionTriggered target is this view, action -__backButtonAction:), the leading and
// trailing _UIButtonBars (each shown in a _UIButtonBarStackView) and the title.
// (UIKitCore: _UINavigationBarContentView.mm.) DEVIATION: UIKit lays it out with
// _UINavigationBarContentViewLayout and a title control; HostKit keeps a UILabel for the title.
@interface _UINavigationBarContentView : _UIBarContentView {
    id _delegate; // not retained: the visual provider
    _UIButtonBar *_leadingBar;
    _UIButtonBar *_trailingBar;
    _UIButtonBarButton *_backButton;
    UIBarButtonItem *_backButtonItem;
    UILabel *_titleLabel;
}
- (id)delegate;
- (void)setDelegate:(id)delegate;
// UIKitCore: the back button's action; tells the delegate
// -navigationBarContentViewDidTriggerBackAction:fromBackButtonItem:.
- (void)__backButtonAction:(id)sender;
// UIKitCore: _UIBarButtonItemViewOwner.
- (void)_itemStandardViewNeedsUpdate:(UIBarButtonItem *)item;
@end

@interface _UINavigationBarContentView (HostKitInternal)
- (_UIButtonBarButton *)_hk_backButton;
- (_UIButtonBar *)_hk_leadingBar;
- (_UIButtonBar *)_hk_trailingBar;
- (NSString *)_hk_title;
// Shows these: a nil back item hides the back button.
- (void)_hk_setTitle:(NSString *)title backButtonItem:(UIBarButtonItem *)backItem
        leadingItems:(NSArray *)leading trailingItems:(NSArray *)trailing;
- (void)_hk_layout;
@end

// Not a view: draws a UINavigationBar for iOS and is its content view's delegate
// (UIKitCore: _UINavigationBarVisualProviderModernIOS.mm).
@interface _UINavigationBarVisualProviderModernIOS : NSObject {
    UINavigationBar *_navigationBar; // not retained: it owns the provider
    _UINavigationBarContentView *_contentView;
}
- (UINavigationBar *)navigationBar;
- (_UINavigationBarContentView *)contentView;
// Rebuilds the bar's content for its top and back items.
- (void)_updateContentForTopItem:(UINavigationItem *)topItem backItem:(UINavigationItem *)backItem animated:(BOOL)animated;
// The content view's delegate: the back button was tapped. Ambiguous in the decompilation read:
// the CarPlay providers send -[UINavigationBar _sendNavigationPopForBackBarButtonItem:] with the
// back item's _effectiveBackBarButtonItem; HostKit's modern provider does the same.
- (void)navigationBarContentViewDidTriggerBackAction:(_UINavigationBarContentView *)contentView
                                  fromBackButtonItem:(UIBarButtonItem *)item;
- (void)navigationItemUpdatedLeftBarButtonItems:(UINavigationItem *)item animated:(BOOL)animated;
- (void)navigationItemUpdatedRightBarButtonItems:(UINavigationItem *)item animated:(BOOL)animated;
- (void)navigationItemUpdatedBackButtonContent:(UINavigationItem *)item animated:(BOOL)animated;
- (void)navigationItemUpdatedContentLayout:(UINavigationItem *)item animated:(BOOL)animated;
@end

@interface _UINavigationBarVisualProviderModernIOS (HostKitInternal)
- (id)_hk_initWithNavigationBar:(UINavigationBar *)bar;
@end

// The bar a UINavigationController shows above its top controller's view: it shows the top
// item of its stack of UINavigationItems (one per controller) and a back button for the item
// below it.
@interface UINavigationBar : UIView {
    id _delegate; // not retained (weak in UIKit)
    NSMutableArray *_items;
    _UINavigationBarVisualProviderModernIOS *_visualProvider;
    BOOL _locked;
}
- (id)delegate;
// Raises for a bar managed by a navigation controller, as UIKit does.
- (void)setDelegate:(id)delegate;
- (NSArray *)items;
- (UINavigationItem *)topItem;
- (UINavigationItem *)backItem;
// For a standalone bar; raise for a bar managed by a navigation controller.
- (void)setItems:(NSArray *)items animated:(BOOL)animated;
- (void)pushNavigationItem:(UINavigationItem *)item animated:(BOOL)animated;
- (UINavigationItem *)popNavigationItemAnimated:(BOOL)animated;
@end

@interface UINavigationBar (UIKitInternal)
- (BOOL)isLocked;
- (void)setLocked:(BOOL)locked;
// The back button's path: asks the delegate -navigationBar:shouldPopItem: for the top item and,
// when it agrees and nobody popped it already, pops it.
- (void)_sendNavigationPopForBackBarButtonItem:(UIBarButtonItem *)item;
@end

@interface UINavigationBar (HostKitInternal)
- (_UINavigationBarVisualProviderModernIOS *)_hk_visualProvider;
// The navigation controller sets the whole stack (its controllers' items), bottom to top.
- (void)_hk_setItems:(NSArray *)items;
@end
