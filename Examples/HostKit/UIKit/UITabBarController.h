#import <UIKit/UIViewController.h>
#import <UIKit/UITabBar.h>

@class UITabBarController;
@class UITransitionView;

@protocol UITabBarControllerDelegate <NSObject>
@optional
// Only for a user's tap on a tab (Apple's docs), before anything changes.
- (BOOL)tabBarController:(UITabBarController *)tabBarController shouldSelectViewController:(UIViewController *)viewController;
// Only for a user's tap, also when the tab was already selected (Apple's docs).
- (void)tabBarController:(UITabBarController *)tabBarController didSelectViewController:(UIViewController *)viewController;
@end

// Shows one of its view controllers (its children) above a UITabBar whose items are their
// tabBarItems. Its view (a UILayoutContainerView) holds a UITransitionView with the selected
// child's view in a UIViewControllerWrapperView, and the tab bar (49 points at the bottom).
// Switching tabs: the new tab viewWillAppear, the old viewWillDisappear, the old
// viewDidDisappear, the new viewDidAppear. The tab bar's delegate is the controller.
@interface UITabBarController : UIViewController <UITabBarDelegate> {
    UITabBar *_tabBar;
    NSArray *_viewControllers;
    UIViewController *_selectedViewController; // not retained: one of the children
    id _delegate;                               // not retained (weak in UIKit)
    UITransitionView *_transitionView;
}
- (UITabBar *)tabBar;
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (NSArray *)viewControllers;
- (void)setViewControllers:(NSArray *)viewControllers;
- (void)setViewControllers:(NSArray *)viewControllers animated:(BOOL)animated;
// Programmatic selection: transitions and appearance callbacks, no delegate calls.
- (UIViewController *)selectedViewController;
- (void)setSelectedViewController:(UIViewController *)viewController;
// NSNotFound when there is no selection.
- (NSUInteger)selectedIndex;
- (void)setSelectedIndex:(NSUInteger)index;
@end

@interface UITabBarController (UIKitInternal)
// A tab item's action (see UITabBarItem).
- (void)_tabBarItemClicked:(id)item;
// The floating bar's step (26.1): the same selection for the item.
- (void)_tabBarDidChangeSelectionToItem:(UITabBarItem *)item;
- (UIViewController *)_viewControllerForTabBarItem:(UITabBarItem *)item;
- (void)_setSelectedViewControllerAndNotify:(UIViewController *)viewController;
- (void)_setSelectedViewController:(UIViewController *)viewController performUpdates:(BOOL)performUpdates;
- (void)transitionFromViewController:(UIViewController *)fromViewController
                    toViewController:(UIViewController *)toViewController
                          transition:(int)transition
                   shouldSetSelected:(BOOL)shouldSetSelected;
- (void)_setSelectedTabBarItem:(UITabBarItem *)item;
- (UIView *)_wrapperViewForViewController:(UIViewController *)viewController;
@end

@interface UITabBarController (HostKitInternal)
- (void)_hk_rebuildTabBarItems;
@end
