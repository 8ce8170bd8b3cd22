#import <UIKit/UIBarItem.h>

@class UITabBarButton;
@class UITabBarController;

typedef NS_ENUM(NSInteger, UITabBarSystemItem) {
    UITabBarSystemItemMore = 0,
    UITabBarSystemItemFavorites = 1,
    UITabBarSystemItemFeatured = 2,
    UITabBarSystemItemTopRated = 3,
    UITabBarSystemItemRecents = 4,
    UITabBarSystemItemContacts = 5,
    UITabBarSystemItemHistory = 6,
    UITabBarSystemItemBookmarks = 7,
    UITabBarSystemItemSearch = 8,
    UITabBarSystemItemDownloads = 9,
    UITabBarSystemItemMostRecent = 10,
    UITabBarSystemItemMostViewed = 11,
};

// An item of a UITabBar, shown by a UITabBarButton. A UITabBarController makes itself the
// target of its controllers' items, action -_tabBarItemClicked: (UIKitCore: -[UITabBar
// _sendAction:withEvent:] sends the item's action from the item; stack traces show
// -[UITabBarController _tabBarItemClicked:] right under -[UIApplication sendAction:to:from:forEvent:]).
@interface UITabBarItem : UIBarItem {
    id _target; // not retained
    SEL _action;
    id _selectedImage;
    NSString *_badgeValue;
    UITabBarButton *_view; // not retained: the tab bar's button showing it
}
- (id)initWithTitle:(NSString *)title image:(UIImage *)image tag:(NSInteger)tag;
- (id)initWithTitle:(NSString *)title image:(UIImage *)image selectedImage:(UIImage *)selectedImage;
- (id)initWithTabBarSystemItem:(UITabBarSystemItem)systemItem tag:(NSInteger)tag;
- (UIImage *)selectedImage;
- (void)setSelectedImage:(UIImage *)image;
- (NSString *)badgeValue;
- (void)setBadgeValue:(NSString *)badgeValue;
@end

@interface UITabBarItem (UIKitInternal)
// Read by -[UITabBar _sendAction:withEvent:] (UIKitCore: UITabBar.m 18.2).
- (id)target;
- (SEL)action;
@end

@interface UITabBarItem (HostKitInternal)
// How a UITabBarController makes itself the item's target (UIKit's setter not read).
- (void)_hk_setTarget:(id)target action:(SEL)action;
- (UITabBarButton *)_hk_view;
- (void)_hk_setView:(UITabBarButton *)view;
@end

// UIKit: UIViewController (UITabBarControllerItem).
@interface UIViewController (UITabBarControllerItem)
// Made on first access, titled with the controller's title.
- (UITabBarItem *)tabBarItem;
- (void)setTabBarItem:(UITabBarItem *)item;
// The nearest UITabBarController among the parents.
- (UITabBarController *)tabBarController;
@end
