#import <UIKit/UIView.h>
#import <UIKit/UITransitionView.h>
#import <UIKit/UIViewController.h>

@class UIPresentationController;
@class UIPercentDrivenInteractiveTransition;

// The presentation controller's delegate (UIAdaptivePresentationControllerDelegate). UIKit
// calls these only for a user's dismissal (a sheet swiped down, a popover's outside tap),
// never for -dismissViewControllerAnimated:completion: in code.
@protocol UIAdaptivePresentationControllerDelegate <NSObject>
@optional
- (BOOL)presentationControllerShouldDismiss:(UIPresentationController *)presentationController;
- (void)presentationControllerWillDismiss:(UIPresentationController *)presentationController;
- (void)presentationControllerDidDismiss:(UIPresentationController *)presentationController;
- (void)presentationControllerDidAttemptToDismiss:(UIPresentationController *)presentationController;
@end

// UIKit's container for a presentation is a UITransitionView (UITransitionView.h), inserted
// in the window above the presenter's view.

// The dimming layer under sheets and popovers; a tap on it is reported to its delegate.
@interface UIDimmingView : UIView {
    id _delegate; // not retained
    UIGestureRecognizer *_singleFingerTapRecognizer;
}
- (id)delegate;
- (void)setDelegate:(id)delegate;
// Target of the dimming view's tap recogniser (UIKit's name).
- (void)handleSingleTap:(UIGestureRecognizer *)recognizer;
- (void)_simulateTap;
- (void)_sendDelegateDimmingViewWasTapped;
@end

// The sheet's card: the presented controller's view lives in it.
@interface UIDropShadowView : UIView {
    UIView *_contentView;
}
- (UIView *)contentView;
- (void)setContentView:(UIView *)view;
@end

// The interaction controller a sheet uses for a drag-driven dismissal. HostKit runs no
// animation: finishing or cancelling ends the transition at once.
@interface UIPercentDrivenInteractiveTransition : NSObject {
    CGFloat _percentComplete;
    BOOL _wantsInteractiveStart;
    UIPresentationController *_hk_presentationController; // not retained
}
- (CGFloat)percentComplete;
- (BOOL)wantsInteractiveStart;
- (void)setWantsInteractiveStart:(BOOL)wants;
- (void)updateInteractiveTransition:(CGFloat)percentComplete;
- (void)pauseInteractiveTransition;
- (void)finishInteractiveTransition;
- (void)cancelInteractiveTransition;
@end

@interface UIPercentDrivenInteractiveTransition (HostKit)
- (void)_hk_setPresentationController:(UIPresentationController *)controller;
@end

// What a dimming view tells its delegate (a popover presentation controller).
@protocol UIDimmingViewDelegate <NSObject>
- (void)dimmingViewWasTapped:(UIDimmingView *)dimmingView;
@end

@interface UIPresentationController : NSObject {
    UIViewController *_presentedViewController;  // not retained (HostKit: the presented controller owns this object)
    UIViewController *_presentingViewController; // not retained
    id _delegate;                                 // weak in UIKit: not retained
    UIView *_containerView;                       // the UITransitionView, retained while presenting
    NSInteger _state;                             // 0 none, 1 presenting, 2 presented, 3 dismissing
    BOOL _hk_animated;
    BOOL _hk_appearanceFrom;                      // whether the from/to controllers got a begin
    BOOL _hk_appearanceTo;
    BOOL _hk_sendDidDismissOnCompletion;          // _sendDismissalsAsNeeded's coordinator completion
    UIView *_hk_presenterSuperview;               // where a grabbed presenter's view goes back
    id _hk_completion;                            // HKHandler or nil
    UIPercentDrivenInteractiveTransition *_hk_interactionController;
    BOOL _hk_deferEnd;
}
- (instancetype)initWithPresentedViewController:(UIViewController *)presented
                       presentingViewController:(UIViewController *)presenting;
- (UIViewController *)presentedViewController;
- (UIViewController *)presentingViewController;
- (UIView *)presentedView;
- (UIView *)containerView;
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (UIModalPresentationStyle)presentationStyle;
- (BOOL)shouldPresentInFullscreen;
// NO by default, as in UIKit; YES for the full-screen and current-context controllers.
- (BOOL)shouldRemovePresentersView;
- (CGRect)frameOfPresentedViewInContainerView;
- (void)presentationTransitionWillBegin;
- (void)presentationTransitionDidEnd:(BOOL)completed;
- (void)dismissalTransitionWillBegin;
- (void)dismissalTransitionDidEnd:(BOOL)completed;
@end

@interface UIPresentationController (UIKitInternal)
- (BOOL)presenting;
- (BOOL)presented;
- (BOOL)dismissing;
- (void)_setPresentingViewController:(UIViewController *)presenting;
- (void)_presentWithAnimationController:(id)animator inWindow:(UIWindow *)window interactionController:(id)interactor
                               animated:(BOOL)animated handoffData:(id)data;
- (void)_dismissWithAnimationController:(id)animator interactionController:(id)interactor
                               animated:(BOOL)animated handoffData:(id)data;
- (void)runTransitionForCurrentStateAnimated:(BOOL)animated handoffData:(id)data;
- (void)_initViewHierarchyForPresentationSuperview:(UIView *)superview inWindow:(UIWindow *)window;
- (void)_transplantView:(UIView *)view toSuperview:(UIView *)superview;
- (void)_presentationTransitionWillBegin;
- (void)_dismissalTransitionWillBegin;
- (void)transitionDidFinish:(BOOL)completed;
- (BOOL)_shouldCallAppearanceCallbacksFor:(UIViewController *)controller;
- (BOOL)_shouldGrabPresentersView;
- (id)_preferredInteractionControllerForTransition:(BOOL)presenting animator:(id)animator;
// Dismissal by the user (UIPresentationController.mm).
- (BOOL)_isModal;
- (BOOL)_shouldDismiss;
- (BOOL)_fallbackShouldDismiss;
- (void)_sendWillDismiss;
- (void)_sendDidDismiss;
- (void)_sendDidAttemptToDismiss;
- (void)_sendDismissalsAsNeeded;
- (void)_sendFallbackWillDismiss;
- (void)_sendFallbackDidDismiss;
// HostKit only.
- (void)_hk_setCompletion:(id)completion;
- (void)_hk_setInteractionController:(UIPercentDrivenInteractiveTransition *)controller;
// An animated transition ends after its caller's next steps (UIKit: when the animation
// ends); HostKit ends it when the caller says so.
- (void)_hk_deferTransitionEnd;
- (void)_hk_endDeferredTransition;
@end

// UIKit's private controllers for the built-in styles.
@interface _UIFullscreenPresentationController : UIPresentationController
@end
@interface _UICurrentContextPresentationController : UIPresentationController
@end
@interface _UIOverFullscreenPresentationController : UIPresentationController
@end
@interface _UIOverCurrentContextPresentationController : UIPresentationController
@end
