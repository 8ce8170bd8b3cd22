#import <UIKit/UIKit.h>

// UIKitCore: UIPresentationController.mm, UITransitionView, UIDimmingView. Animation,
// layout maths, traits and focus are not modelled; the messages and the order of the
// transition steps are (see /work/facts/presentations.md).

@interface UIView (HKTransplant)
- (void)_hk_transplantToSuperview:(UIView *)superview;
@end

@implementation UIView (HKTransplant)
// A move between two superviews in the same window, without the view leaving the window
// (no window-move notifications), as -[UIPresentationController _transplantView:toSuperview:] does.
- (void)_hk_transplantToSuperview:(UIView *)superview {
    if (superview == nil || _superview == superview) return;
    if ([superview window] != [self window] || _superview == nil) {
        [superview addSubview:self];
        return;
    }
    [self retain];
    [_superview->_subviews removeObjectIdenticalTo:self];
    [_superview _invalidateSubviewCache];
    [superview->_subviews addObject:self];
    [superview _invalidateSubviewCache];
    _superview = superview;
    [self release];
}
@end

@implementation UIDimmingView

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _singleFingerTapRecognizer = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(handleSingleTap:)];
        [self addGestureRecognizer:_singleFingerTapRecognizer];
    }
    return self;
}

- (void)dealloc {
    [_singleFingerTapRecognizer release];
    [super dealloc];
}

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }

// UIKitCore: UIDimmingView.mm -handleSingleTap: (state Ended) → -_simulateTap →
// -_sendDelegateDimmingViewWasTapped → the delegate's -dimmingViewWasTapped:.
- (void)handleSingleTap:(UIGestureRecognizer *)recognizer {
    if ([recognizer state] == UIGestureRecognizerStateEnded) [self _simulateTap];
}

- (void)_simulateTap { [self _sendDelegateDimmingViewWasTapped]; }

- (void)_sendDelegateDimmingViewWasTapped {
    if ([_delegate respondsToSelector:@selector(dimmingViewWasTapped:)]) [_delegate dimmingViewWasTapped:self];
}

@end

@implementation UIDropShadowView

- (void)dealloc {
    [_contentView release];
    [super dealloc];
}

- (UIView *)contentView { return _contentView; }

- (void)setContentView:(UIView *)view {
    if (view == _contentView) return;
    if ([_contentView superview] == self) [_contentView removeFromSuperview];
    [_contentView release];
    _contentView = [view retain];
    if (view != nil) {
        [view setFrame:[self bounds]];
        [self addSubview:view];
    }
}

@end

@implementation UIPercentDrivenInteractiveTransition

- (CGFloat)percentComplete { return _percentComplete; }
- (BOOL)wantsInteractiveStart { return _wantsInteractiveStart; }
- (void)setWantsInteractiveStart:(BOOL)wants { _wantsInteractiveStart = wants; }
- (void)updateInteractiveTransition:(CGFloat)percentComplete { _percentComplete = percentComplete; }
- (void)pauseInteractiveTransition {}

// DEVIATION: UIKit finishes or cancels through the transition context after an
// animation; HostKit ends the transition at once (-[UIPresentationController transitionDidFinish:]).
- (void)finishInteractiveTransition {
    [[self retain] autorelease];
    _percentComplete = 1;
    [[_hk_presentationController retain] autorelease];
    [_hk_presentationController transitionDidFinish:YES];
}

- (void)cancelInteractiveTransition {
    [[self retain] autorelease];
    _percentComplete = 0;
    [[_hk_presentationController retain] autorelease];
    [_hk_presentationController transitionDidFinish:NO];
}

- (void)_hk_setPresentationController:(UIPresentationController *)controller { _hk_presentationController = controller; }

@end

enum {
    HKStateNone = 0,
    HKStatePresenting = 1,
    HKStatePresented = 2,
    HKStateDismissing = 3,
};

@implementation UIPresentationController

- (instancetype)initWithPresentedViewController:(UIViewController *)presented
                       presentingViewController:(UIViewController *)presenting {
    if ((self = [super init])) {
        _presentedViewController = presented;
        _presentingViewController = presenting;
    }
    return self;
}

- (void)dealloc {
    [_containerView release];
    [_hk_completion release];
    [_hk_interactionController release];
    [super dealloc];
}

- (UIViewController *)presentedViewController { return _presentedViewController; }
- (UIViewController *)presentingViewController { return _presentingViewController; }
- (void)_setPresentingViewController:(UIViewController *)presenting { _presentingViewController = presenting; }
- (UIView *)presentedView { return [_presentedViewController view]; }
- (UIView *)containerView { return _containerView; }
- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }

// UIKitCore: -presentationStyle answers the presented controller's modalPresentationStyle;
// the built-in subclasses answer their own style.
- (UIModalPresentationStyle)presentationStyle {
    return _presentedViewController != nil ? [_presentedViewController modalPresentationStyle] : UIModalPresentationNone;
}

- (BOOL)shouldPresentInFullscreen { return YES; }
- (BOOL)shouldRemovePresentersView { return NO; }

- (CGRect)frameOfPresentedViewInContainerView {
    return _containerView != nil ? [_containerView bounds] : CGRectZero;
}

- (void)presentationTransitionWillBegin {
    UIView *presented = [self presentedView];
    [presented setFrame:[self frameOfPresentedViewInContainerView]];
    [_containerView addSubview:presented];
}

- (void)presentationTransitionDidEnd:(BOOL)completed {}
- (void)dismissalTransitionWillBegin {}
- (void)dismissalTransitionDidEnd:(BOOL)completed {}

- (BOOL)presenting { return _state == HKStatePresenting; }
- (BOOL)presented { return _state == HKStatePresented; }
- (BOOL)dismissing { return _state == HKStateDismissing; }

- (void)_hk_setCompletion:(id)completion {
    [_hk_completion release];
    _hk_completion = [completion retain];
}

- (void)_hk_setInteractionController:(UIPercentDrivenInteractiveTransition *)controller {
    if (controller == _hk_interactionController) return;
    [_hk_interactionController _hk_setPresentationController:nil];
    [_hk_interactionController release];
    _hk_interactionController = [controller retain];
    [controller _hk_setPresentationController:self];
}

- (void)_hk_deferTransitionEnd { _hk_deferEnd = YES; }

- (void)_hk_endDeferredTransition {
    if (!_hk_deferEnd) return;
    _hk_deferEnd = NO;
    if (([self presenting] || [self dismissing]) && _hk_interactionController == nil) [self transitionDidFinish:YES];
}

- (id)_preferredInteractionControllerForTransition:(BOOL)presenting animator:(id)animator { return nil; }

- (BOOL)_shouldGrabPresentersView { return [self shouldRemovePresentersView]; }

// UIKitCore: appearance callbacks go to the presented controller, and to the presenter
// only when its view leaves the window (-shouldRemovePresentersView).
- (BOOL)_shouldCallAppearanceCallbacksFor:(UIViewController *)controller {
    if (controller == nil) return NO;
    if (controller == _presentedViewController) return YES;
    return [self shouldRemovePresentersView];
}

- (void)_presentWithAnimationController:(id)animator inWindow:(UIWindow *)window interactionController:(id)interactor
                               animated:(BOOL)animated handoffData:(id)data {
    _state = HKStatePresenting;
    [_presentedViewController _hk_setPresentedViewController:_presentedViewController
                                    presentingViewController:_presentingViewController];
    [_presentedViewController _hk_setBeingPresented:YES beingDismissed:NO];
    [self _hk_setInteractionController:interactor];
    [self runTransitionForCurrentStateAnimated:animated handoffData:data];
}

- (void)_dismissWithAnimationController:(id)animator interactionController:(id)interactor
                               animated:(BOOL)animated handoffData:(id)data {
    if (_state != HKStatePresented) return;
    _state = HKStateDismissing;
    [_presentedViewController _hk_setBeingPresented:NO beingDismissed:YES];
    [self _hk_setInteractionController:interactor];
    [self runTransitionForCurrentStateAnimated:animated handoffData:data];
}

- (void)_transplantView:(UIView *)view toSuperview:(UIView *)superview {
    [view _hk_transplantToSuperview:superview];
}

// UIKitCore: -_initViewHierarchyForPresentationSuperview:inWindow: — a UITransitionView the
// size of the presentation superview, above the presenter's view; a full-screen presentation
// transplants the presenter's view into it for the transition, and for the dismissal the
// presenter's view (the transition's to-view) is put back into it.
// HostKit has no -insertSubview:aboveSubview:, so the transition view is added on top.
- (void)_initViewHierarchyForPresentationSuperview:(UIView *)superview inWindow:(UIWindow *)window {
    UIView *presenterView = [_presentingViewController view];
    if (_containerView == nil) {
        _containerView = [[UITransitionView alloc] initWithFrame:[superview bounds]];
        [superview addSubview:_containerView];
    }
    if ([self presenting] && [self _shouldGrabPresentersView]) {
        _hk_presenterSuperview = [presenterView superview];
        [self _transplantView:presenterView toSuperview:_containerView];
    } else if ([self dismissing] && [self shouldRemovePresentersView] && [presenterView superview] == nil) {
        [_containerView addSubview:presenterView];
    }
}

- (void)_presentationTransitionWillBegin { [self presentationTransitionWillBegin]; }
- (void)_dismissalTransitionWillBegin { [self dismissalTransitionWillBegin]; }

// UIKitCore: -runTransitionForCurrentStateAnimated:handoffData: (its scheduled block):
// the transition view and -presentationTransitionWillBegin / -dismissalTransitionWillBegin
// first, then the from controller's beginAppearanceTransition:NO and the to controller's
// beginAppearanceTransition:YES, each when -_shouldCallAppearanceCallbacksFor: says so.
// Without an interaction controller HostKit's transition ends at once.
- (void)runTransitionForCurrentStateAnimated:(BOOL)animated handoffData:(id)data {
    [self retain];
    _hk_animated = animated;
    BOOL presenting = [self presenting];
    UIViewController *from = presenting ? _presentingViewController : _presentedViewController;
    UIViewController *to = presenting ? _presentedViewController : _presentingViewController;
    UIWindow *window = [[_presentingViewController view] window];
    if (window == nil) window = [[UIApplication sharedApplication] keyWindow];
    // Appearance callbacks only when what disappears is on screen (HostKit: a hidden window
    // shows nothing, so nothing appears or disappears).
    BOOL visible = [from _isAppearedOrAppearing];

    [self _initViewHierarchyForPresentationSuperview:window inWindow:window];
    if (presenting) [self _presentationTransitionWillBegin];
    else [self _dismissalTransitionWillBegin];

    _hk_appearanceFrom = visible && [self _shouldCallAppearanceCallbacksFor:from];
    _hk_appearanceTo = visible && [self _shouldCallAppearanceCallbacksFor:to];
    if (_hk_appearanceFrom) [from beginAppearanceTransition:NO animated:animated];
    if (_hk_appearanceTo) [to beginAppearanceTransition:YES animated:animated];

    if (_hk_interactionController == nil && !_hk_deferEnd) [self transitionDidFinish:YES];
    [self release];
}

// UIKitCore: -transitionDidFinish: and the transition's completion: the controllers that got a
// begin get endAppearanceTransition (cancelBeginAppearanceTransition when cancelled), the views
// are settled, -presentationTransitionDidEnd: / -dismissalTransitionDidEnd:, then the
// presentation's completion.
- (void)transitionDidFinish:(BOOL)completed {
    [self retain];
    [_presentedViewController retain];
    BOOL presenting = [self presenting];
    UIViewController *from = presenting ? _presentingViewController : _presentedViewController;
    UIViewController *to = presenting ? _presentedViewController : _presentingViewController;
    [self _hk_setInteractionController:nil];
    id completion = [_hk_completion retain];
    [self _hk_setCompletion:nil];

    if (presenting) {
        if (completed) {
            if (_hk_appearanceTo) [to endAppearanceTransition];
            if ([self shouldRemovePresentersView]) [[from view] removeFromSuperview];
            if (_hk_appearanceFrom) [from endAppearanceTransition];
            _state = HKStatePresented;
            [_presentedViewController _hk_setBeingPresented:NO beingDismissed:NO];
            [self presentationTransitionDidEnd:YES];
        } else {
            if (_hk_appearanceTo) [to cancelBeginAppearanceTransition];
            if (_hk_appearanceFrom) [from cancelBeginAppearanceTransition];
            [self presentationTransitionDidEnd:NO];
            [self _hk_tearDown];
        }
    } else {
        if (completed) {
            if (_hk_appearanceTo) [to endAppearanceTransition];
            // A presenter's view that was removed goes back where it was, then the transition
            // view (and the presented view with it) leaves.
            if ([self shouldRemovePresentersView] && _hk_presenterSuperview != nil)
                [self _transplantView:[to view] toSuperview:_hk_presenterSuperview];
            [_containerView removeFromSuperview];
            if (_hk_appearanceFrom) [from endAppearanceTransition];
            [self dismissalTransitionDidEnd:YES];
            [self _hk_tearDown];
            // The transition coordinator's completions (-_sendDismissalsAsNeeded).
            if (_hk_sendDidDismissOnCompletion) [self _sendDidDismiss];
        } else {
            if (_hk_appearanceFrom) [from cancelBeginAppearanceTransition];
            if (_hk_appearanceTo) [to cancelBeginAppearanceTransition];
            _state = HKStatePresented;
            [_presentedViewController _hk_setBeingPresented:NO beingDismissed:NO];
            [self dismissalTransitionDidEnd:NO];
        }
        _hk_sendDidDismissOnCompletion = NO;
    }
    if (completion != nil) [completion hk_invokeWithObject:nil object:nil];
    [completion release];
    [_presentedViewController release];
    [self release];
}

// The presentation is over: the controllers forget each other (before the completion runs,
// so a dismissal's completion sees presentedViewController == nil).
- (void)_hk_tearDown {
    UIViewController *presenting = _presentingViewController;
    UIViewController *presented = _presentedViewController;
    _state = HKStateNone;
    [_containerView removeFromSuperview];
    [_containerView release];
    _containerView = nil;
    _hk_presenterSuperview = nil;
    [presented _hk_setBeingPresented:NO beingDismissed:NO];
    [presented _hk_setPresentedViewController:nil presentingViewController:presenting];
}

// MARK: A user's dismissal (UIPresentationController.mm)

- (BOOL)_isModal { return [_presentedViewController isModalInPresentation]; }

- (BOOL)_fallbackShouldDismiss { return YES; }
- (void)_sendFallbackWillDismiss {}
- (void)_sendFallbackDidDismiss {}

- (BOOL)_shouldDismiss {
    if ([self _isModal]) return NO;
    id delegate = [self delegate];
    if ([delegate respondsToSelector:@selector(presentationControllerShouldDismiss:)])
        return [delegate presentationControllerShouldDismiss:self];
    return [self _fallbackShouldDismiss];
}

- (void)_sendWillDismiss {
    [_presentedViewController _presentationControllerWillDismiss:self];
    id delegate = [self delegate];
    if ([delegate respondsToSelector:@selector(presentationControllerWillDismiss:)])
        [delegate presentationControllerWillDismiss:self];
    else
        [self _sendFallbackWillDismiss];
}

- (void)_sendDidDismiss {
    [_presentedViewController _presentationControllerDidDismiss:self];
    id delegate = [self delegate];
    if ([delegate respondsToSelector:@selector(presentationControllerDidDismiss:)])
        [delegate presentationControllerDidDismiss:self];
    else
        [self _sendFallbackDidDismiss];
}

- (void)_sendDidAttemptToDismiss {
    id delegate = [self delegate];
    if ([delegate respondsToSelector:@selector(presentationControllerDidAttemptToDismiss:)])
        [delegate presentationControllerDidAttemptToDismiss:self];
}

// WillDismiss now; DidDismiss when the transition completes without being cancelled.
- (void)_sendDismissalsAsNeeded {
    [self _sendWillDismiss];
    _hk_sendDidDismissOnCompletion = YES;
}

@end

@implementation _UIFullscreenPresentationController
- (UIModalPresentationStyle)presentationStyle { return UIModalPresentationFullScreen; }
- (BOOL)shouldRemovePresentersView { return YES; }
@end

@implementation _UICurrentContextPresentationController
- (UIModalPresentationStyle)presentationStyle { return UIModalPresentationCurrentContext; }
- (BOOL)shouldRemovePresentersView { return YES; }
@end

@implementation _UIOverFullscreenPresentationController
- (UIModalPresentationStyle)presentationStyle { return UIModalPresentationOverFullScreen; }
@end

@implementation _UIOverCurrentContextPresentationController
- (UIModalPresentationStyle)presentationStyle { return UIModalPresentationOverCurrentContext; }
@end
