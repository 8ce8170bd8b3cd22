#import <UIKit/UIResponder.h>

@class UIView;
@class UIWindow;
@class UINavigationController;
@class UIPresentationController;
@class UISheetPresentationController;
@class UIPopoverPresentationController;

// UIKit's raw values; .automatic is the default since iOS 13 (a page sheet on iPhone).
typedef NS_ENUM(NSInteger, UIModalPresentationStyle) {
    UIModalPresentationFullScreen = 0,
    UIModalPresentationPageSheet = 1,
    UIModalPresentationFormSheet = 2,
    UIModalPresentationCurrentContext = 3,
    UIModalPresentationCustom = 4,
    UIModalPresentationOverFullScreen = 5,
    UIModalPresentationOverCurrentContext = 6,
    UIModalPresentationPopover = 7,
    UIModalPresentationNone = -1,
    UIModalPresentationAutomatic = -2,
};

@interface UIViewController : UIResponder {
    UIView *_view;
    NSString *_title;
    UIViewController *_parentViewController; // not retained: the parent owns its children
    NSMutableArray *_childViewControllers;
    UIViewController *_presentedViewController;
    UIViewController *_presentingViewController; // not retained
    UIPresentationController *_presentationController; // retained: this controller's, as the presented one
    UIModalPresentationStyle _modalPresentationStyle;
    BOOL _hasModalPresentationStyle;             // unset: .automatic
    BOOL _modalInPresentation;
    BOOL _beingPresented;
    BOOL _beingDismissed;
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

// Modal presentation from the outermost container, through a UIPresentationController
// (UIPresentationController.h) as in UIKit. Only styles that remove the presenter's view
// (fullScreen, currentContext) send the presenter appearance callbacks; the presented
// controller always gets them. See /work/facts/presentations.md.
// DEVIATION: completion is a block in UIKit; this runtime has no blocks, so it is
// declared id and must be nil or an HKHandler (called with no arguments where UIKit
// calls the block); anything else raises NSInvalidArgumentException.
- (UIViewController *)presentedViewController;
- (UIViewController *)presentingViewController;
- (void)presentViewController:(UIViewController *)controller animated:(BOOL)animated completion:(id)completion;
- (void)dismissViewControllerAnimated:(BOOL)animated completion:(id)completion;
- (UIModalPresentationStyle)modalPresentationStyle;
- (void)setModalPresentationStyle:(UIModalPresentationStyle)style;
// Created on first access (also before presenting), for the style the controller has then.
- (UIPresentationController *)presentationController;
- (UISheetPresentationController *)sheetPresentationController;
- (UIPopoverPresentationController *)popoverPresentationController;
- (BOOL)isBeingPresented;
- (BOOL)isBeingDismissed;
- (BOOL)isModalInPresentation;
- (void)setModalInPresentation:(BOOL)modalInPresentation;

@end

@interface UIViewController (UIKitInternal)
// From the root view's window moves (see UIView).
- (void)_viewWillMoveToWindow:(UIWindow *)window;
- (void)_viewDidMoveToWindow:(UIWindow *)window;
- (BOOL)_isAppearedOrAppearing;
// Presentation internals UIKit has under these names.
- (void)_presentViewController:(UIViewController *)controller withAnimationController:(id)animator completion:(id)completion;
- (UIPresentationController *)_presentationControllerForPresentedController:(UIViewController *)presented
                                                       presentingController:(UIViewController *)presenting
                                                           sourceController:(UIViewController *)source;
- (void)_presentationControllerWillDismiss:(UIPresentationController *)presentationController;
- (void)_presentationControllerDidDismiss:(UIPresentationController *)presentationController;
// Reverses a begun appearance transition (a cancelled interactive transition).
- (void)cancelBeginAppearanceTransition;
// HostKit only: containers that send their children's appearance callbacks themselves
// (UIPageViewController) answer YES, so that a child's view joining the window does not.
- (BOOL)_hk_managesChildAppearance;
// HostKit only, for UIPresentationController: the presentation's bookkeeping.
- (void)_hk_setPresentedViewController:(UIViewController *)presented presentingViewController:(UIViewController *)presenting;
- (void)_hk_setBeingPresented:(BOOL)presented beingDismissed:(BOOL)dismissed;
- (UIViewController *)_hk_outermostController;
@end
