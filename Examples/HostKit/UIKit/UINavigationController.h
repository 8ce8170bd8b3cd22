#import <UIKit/UIViewController.h>
#import <UIKit/UINavigationBar.h>

@class UIToolbar;
@class UINavigationTransitionView;

// The stack is the childViewControllers; only the top controller's view is shown.
// Callback order, push A -> B: A viewWillDisappear, B viewWillAppear, A viewDidDisappear,
// B viewDidAppear; pop B -> A: B viewWillDisappear, A viewWillAppear, B viewDidDisappear,
// A viewDidAppear.
// Its view (a UILayoutContainerView) holds a UINavigationTransitionView with the top
// controller's view in a UIViewControllerWrapperView, the navigation bar (showing the
// controllers' navigation items) and the toolbar (hidden by default; showing the top
// controller's toolbarItems).
@interface UINavigationController : UIViewController <UINavigationBarDelegate> {
    UINavigationBar *_navigationBar;
    UIToolbar *_toolbar;
    UINavigationTransitionView *_hkTransitionView;
    BOOL _hkToolbarShown;
}
- (id)initWithRootViewController:(UIViewController *)rootViewController;
- (NSArray *)viewControllers;
- (UIViewController *)topViewController;
- (UIViewController *)visibleViewController;
- (void)pushViewController:(UIViewController *)controller animated:(BOOL)animated;
// nil when only the root is left.
- (UIViewController *)popViewControllerAnimated:(BOOL)animated;
- (NSArray *)popToRootViewControllerAnimated:(BOOL)animated;
- (UINavigationBar *)navigationBar;
- (UIToolbar *)toolbar;
// YES by default.
- (BOOL)isToolbarHidden;
- (void)setToolbarHidden:(BOOL)hidden;
- (void)setToolbarHidden:(BOOL)hidden animated:(BOOL)animated;
@end

@interface UINavigationController (HostKitInternal)
// The toolbar shows the top controller's toolbarItems.
- (void)_hk_updateToolbarItemsAnimated:(BOOL)animated;
@end
