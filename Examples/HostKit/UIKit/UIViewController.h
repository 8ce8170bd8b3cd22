#import <UIKit/UIResponder.h>

@class UIView;
@class UIWindow;
@class UINavigationController;

@interface UIViewController : UIResponder {
    UIView *_view;
    NSString *_title;
    UIViewController *_parentViewController; // not retained: the parent owns its children
    NSMutableArray *_childViewControllers;
    UIViewController *_presentedViewController;
    UIViewController *_presentingViewController; // not retained
    UIView *_presentingViewSuperview;            // where the presenter's view goes back on dismiss
    int _appearState;
    BOOL _appearanceAnimated;
    BOOL _appearanceFromWindowMove;
    // Bars (UINavigationItem.h, UITabBarItem.h): made on first access.
    id _navigationItem;
    NSArray *_toolbarItems;
    id _tabBarItem;
}

// Loaded on first access: loadView, then viewDidLoad.
- (UIView *)view;
- (void)setView:(UIView *)view;
- (BOOL)isViewLoaded;
- (void)loadView;
- (void)viewDidLoad;

- (NSString *)title;
- (void)setTitle:(NSString *)title;

- (void)viewWillAppear:(BOOL)animated;
- (void)viewDidAppear:(BOOL)animated;
- (void)viewWillDisappear:(BOOL)animated;
- (void)viewDidDisappear:(BOOL)animated;

// The public way containers drive appearance; forwarded to the children whose views
// are in this controller's view when shouldAutomaticallyForwardAppearanceMethods.
- (void)beginAppearanceTransition:(BOOL)isAppearing animated:(BOOL)animated;
- (void)endAppearanceTransition;
- (BOOL)shouldAutomaticallyForwardAppearanceMethods;

// Containment. addChildViewController: calls willMoveToParentViewController: and
// removeFromParentViewController calls didMoveToParentViewController:nil, as in UIKit;
// the caller sends the other one. A child whose view joins a visible parent's view
// appears; one whose view leaves it disappears.
- (UIViewController *)parentViewController;
- (NSArray *)childViewControllers;
- (void)addChildViewController:(UIViewController *)child;
- (void)removeFromParentViewController;
- (void)willMoveToParentViewController:(UIViewController *)parent;
- (void)didMoveToParentViewController:(UIViewController *)parent;
- (UINavigationController *)navigationController;

// Full-screen presentation from the outermost container. Callback order, present:
// presenter viewWillDisappear, presented viewWillAppear, presented viewDidAppear,
// presenter viewDidDisappear; dismiss: the mirror image.
// DEVIATION: completion is a block in UIKit; this runtime has no blocks, so it is
// declared id and must be nil (anything else raises NSInvalidArgumentException).
- (UIViewController *)presentedViewController;
- (UIViewController *)presentingViewController;
- (void)presentViewController:(UIViewController *)controller animated:(BOOL)animated completion:(id)completion;
- (void)dismissViewControllerAnimated:(BOOL)animated completion:(id)completion;

@end

@interface UIViewController (UIKitInternal)
// From the root view's window moves (see UIView).
- (void)_viewWillMoveToWindow:(UIWindow *)window;
- (void)_viewDidMoveToWindow:(UIWindow *)window;
- (BOOL)_isAppearedOrAppearing;
@end
