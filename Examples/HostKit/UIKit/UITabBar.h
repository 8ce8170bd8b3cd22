#import <UIKit/UIControl.h>

@class UITabBar;
@class UITabBarItem;
@class UILabel;

// UIKit's UITabBarDelegate (a UITabBarController is its tab bar's delegate).
@protocol UITabBarDelegate <NSObject>
@optional
- (void)tabBar:(UITabBar *)tabBar didSelectItem:(UITabBarItem *)item;
@end

// UIKitCore: the private control event a UITabBarButton sends from -[UITabBar _buttonUp:]
// (sendActionsForControlEvents:0x40000000, so with no UIEvent).
enum { HKTabBarButtonSelectionEvent = 0x40000000 };

// The control a UITabBar shows an item with. Its targets are the tab bar: -_buttonDown: for
// TouchDown, -_buttonUp: for TouchUpInside, -_buttonCancel: for TouchCancel and
// -_sendAction:withEvent: for 0x40000000 (UIKitCore: _UITabBarVisualProviderLegacyIOS /
// UITabBarItem view creation). DEVIATION: UIKit draws it with UITabBarSwappableImageView and a
// UITabBarButtonLabel; HostKit keeps one UILabel (it takes no touches).
@interface UITabBarButton : UIControl {
    UITabBar *_tabBar; // not retained
    UITabBarItem *_item; // not retained
    UILabel *_hkLabel;
}
- (UITabBar *)tabBar;
@end

@interface UITabBarButton (HostKitInternal)
- (id)_hk_initWithItem:(UITabBarItem *)item tabBar:(UITabBar *)tabBar;
- (UITabBarItem *)_hk_item;
- (void)_hk_configureFromItem;
- (NSString *)_hk_title;
@end

// UIKitCore: whether the app runs with iOS 26's design (Liquid Glass), which gives an
// iPhone's tab bar the floating visual provider. HostKit: NO unless hk_set_liquid_glass.
BOOL _UISolariumEnabled(void);
void _hk_setSolariumEnabled(BOOL enabled);

@class _UIContinuousSelectionGestureRecognizer;

// iOS 26's floating bar's tab button (UIKitCore: _UITabBarVisualProvider_Floating makes a
// _UITabButton per item with one UIAction, for PrimaryActionTriggered, that tells the bar
// -_didSelectButtonForItem:; no targets). DEVIATION: a UITabBarButton subclass here, for
// HostKit's label and item bookkeeping; UIKit's is a Swift UIControl.
@interface _UITabButton : UITabBarButton
@end

// A row of UITabBarButtons, one per item. Managed by a UITabBarController it is locked: setting
// its items, selected item or delegate from outside raises, as in UIKit (UIKitCore: UITabBar.m).
@interface UITabBar : UIView {
    id _delegate;             // not retained (weak in UIKit)
    NSArray *_items;
    UITabBarItem *_selectedItem; // not retained (weak in UIKit)
    NSMutableArray *_buttons;
    BOOL _locked;
    // The floating bar (iOS 26): its selection gesture and what it tracks.
    BOOL _floating;
    _UIContinuousSelectionGestureRecognizer *_selectionGesture;
    NSInteger _highlightedIndex;
    CGPoint _selectionStart;
    BOOL _reselectOnLift;
}
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (NSArray *)items;
- (void)setItems:(NSArray *)items;
- (void)setItems:(NSArray *)items animated:(BOOL)animated;
- (UITabBarItem *)selectedItem;
- (void)setSelectedItem:(UITabBarItem *)item;
@end

@interface UITabBar (UIKitInternal)
- (BOOL)isLocked;
- (void)setLocked:(BOOL)locked;
// UIKitCore: UITabBar.m (18.2) — the tab buttons' actions.
- (void)_buttonDown:(id)sender;
- (void)_buttonUp:(id)sender;
- (void)_buttonCancel:(id)sender;
- (void)_adjustButtonSelection:(id)sender;
- (void)_sendAction:(id)sender withEvent:(UIEvent *)event;
// UIKitCore (26.1): the floating bar's selection — the delegate's -tabBar:didSelectItem: if
// it has one, then a tab bar controller's -_tabBarDidChangeSelectionToItem: (else the bar
// selects the item itself).
- (void)_didSelectButtonForItem:(UITabBarItem *)item;
// The selection gesture (UIKit: the floating provider's -handleSelectionGesture:): the tab
// under the finger is highlighted; when it lifts, that tab's button performs its primary
// action, unless the finger moved 4 points or more and lifted on the selected tab.
- (void)handleSelectionGesture:(UIGestureRecognizer *)gesture;
@end

@interface UITabBar (HostKitInternal)
- (UITabBarButton *)_hk_buttonForItem:(UITabBarItem *)item;
- (void)_hk_layout;
@end
