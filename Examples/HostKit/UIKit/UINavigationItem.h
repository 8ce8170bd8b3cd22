#import <UIKit/UIViewController.h>

@class UIBarButtonItem;
@class UINavigationBar;

// What a navigation bar shows for one view controller: its title, items, back button.
@interface UINavigationItem : NSObject {
    NSString *_title;
    NSString *_backButtonTitle;
    UIBarButtonItem *_backBarButtonItem;
    NSArray *_leftBarButtonItems;
    NSArray *_rightBarButtonItems;
    BOOL _hidesBackButton;
    UINavigationBar *_navigationBar; // not retained: the bar showing it
    UIBarButtonItem *_hkDefaultBackItem;
}
- (id)initWithTitle:(NSString *)title;
- (NSString *)title;
- (void)setTitle:(NSString *)title;
- (UIBarButtonItem *)leftBarButtonItem;
- (void)setLeftBarButtonItem:(UIBarButtonItem *)item;
- (void)setLeftBarButtonItem:(UIBarButtonItem *)item animated:(BOOL)animated;
- (NSArray *)leftBarButtonItems;
- (void)setLeftBarButtonItems:(NSArray *)items;
- (void)setLeftBarButtonItems:(NSArray *)items animated:(BOOL)animated;
- (UIBarButtonItem *)rightBarButtonItem;
- (void)setRightBarButtonItem:(UIBarButtonItem *)item;
- (void)setRightBarButtonItem:(UIBarButtonItem *)item animated:(BOOL)animated;
- (NSArray *)rightBarButtonItems;
- (void)setRightBarButtonItems:(NSArray *)items;
- (void)setRightBarButtonItems:(NSArray *)items animated:(BOOL)animated;
// The item shown as the back button when this item is below the top one.
- (UIBarButtonItem *)backBarButtonItem;
- (void)setBackBarButtonItem:(UIBarButtonItem *)item;
// iOS 11+: the back button's title when there is no backBarButtonItem.
- (NSString *)backButtonTitle;
- (void)setBackButtonTitle:(NSString *)title;
- (BOOL)hidesBackButton;
- (void)setHidesBackButton:(BOOL)hides;
- (void)setHidesBackButton:(BOOL)hides animated:(BOOL)animated;
@end

@interface UINavigationItem (UIKitInternal)
// The bar showing the item.
- (UINavigationBar *)_navigationBar;
// The back button's item: backBarButtonItem, else one titled backButtonTitle, the title, or "Back".
- (UIBarButtonItem *)_effectiveBackBarButtonItem;
@end

@interface UINavigationItem (HostKitInternal)
- (void)_hk_setNavigationBar:(UINavigationBar *)bar;
@end

// UIKit: UIViewController (UINavigationControllerItem).
@interface UIViewController (UINavigationControllerItem)
// Made on first access, titled with the controller's title.
- (UINavigationItem *)navigationItem;
// The item if made already (UIKitCore: UIViewController.m -_existingNavigationItem).
- (UINavigationItem *)_existingNavigationItem;
- (NSArray *)toolbarItems;
- (void)setToolbarItems:(NSArray *)items;
// The navigation controller's toolbar shows them while this controller is on top.
- (void)setToolbarItems:(NSArray *)items animated:(BOOL)animated;
@end
