#import <UIKit/UIViewController.h>

// The stack is the childViewControllers; only the top controller's view is shown.
// Callback order, push A -> B: A viewWillDisappear, B viewWillAppear, A viewDidDisappear,
// B viewDidAppear; pop B -> A: B viewWillDisappear, A viewWillAppear, B viewDidDisappear,
// A viewDidAppear.
@interface UINavigationController : UIViewController
- (id)initWithRootViewController:(UIViewController *)rootViewController;
- (NSArray *)viewControllers;
- (UIViewController *)topViewController;
- (UIViewController *)visibleViewController;
- (void)pushViewController:(UIViewController *)controller animated:(BOOL)animated;
// nil when only the root is left.
- (UIViewController *)popViewControllerAnimated:(BOOL)animated;
- (NSArray *)popToRootViewControllerAnimated:(BOOL)animated;
@end
