#import <UIKit/UIKit.h>

// UIKitCore: UIPopoverPresentationController.mm (-_attemptDismissalWithCompletion:,
// -_fallbackShouldDismiss, -dismissalTransitionDidEnd:). Arrow and placement maths are not
// modelled: the popover is 200 x 268 points, centred.

@implementation _UIPopoverDimmingView
@end

@implementation UIPopoverPresentationController

- (void)dealloc {
    [_dimmingView setDelegate:nil];
    [_dimmingView release];
    [super dealloc];
}

- (UIModalPresentationStyle)presentationStyle { return UIModalPresentationPopover; }
- (BOOL)shouldPresentInFullscreen { return NO; }
- (BOOL)shouldRemovePresentersView { return NO; }
- (UIView *)sourceView { return _sourceView; }
- (void)setSourceView:(UIView *)view { _sourceView = view; }
- (CGRect)sourceRect { return _sourceRect; }
- (void)setSourceRect:(CGRect)rect { _sourceRect = rect; }
- (UIView *)dimmingView { return _dimmingView; }

- (CGRect)frameOfPresentedViewInContainerView {
    CGRect bounds = [[self containerView] bounds];
    return CGRectMake((bounds.size.width - 200) / 2, (bounds.size.height - 268) / 2, 200, 268);
}

- (void)presentationTransitionWillBegin {
    UIView *container = [self containerView];
    if (_dimmingView == nil) {
        _dimmingView = [[_UIPopoverDimmingView alloc] initWithFrame:[container bounds]];
        [_dimmingView setDelegate:self];
    }
    [container addSubview:_dimmingView];
    [super presentationTransitionWillBegin];
}

// UIKitCore: -[UIDimmingView _sendDelegateDimmingViewWasTapped] calls this; it attempts the
// dismissal with no completion (inferred: the body of -dimmingViewWasTapped: was not read).
- (void)dimmingViewWasTapped:(UIDimmingView *)view {
    [self dimmingViewWasTapped:view withDismissCompletion:nil];
}

- (BOOL)dimmingViewWasTapped:(UIDimmingView *)view withDismissCompletion:(id)completion {
    return [self _attemptDismissalWithCompletion:completion];
}

// UIKitCore: -_attemptDismissalWithCompletion: — the dismissal starts first, then
// _sendWillDismiss (so after the popover's viewWillDisappear:); DidDismiss at the end.
- (BOOL)_attemptDismissalWithCompletion:(id)completion {
    if (![self presented] || _shouldSendDidDismiss || ![self _shouldDismiss]) return NO;
    _shouldSendDidDismiss = YES;
    if (![self presented]) return NO;
    [self retain];
    [self _hk_deferTransitionEnd];
    [[self presentingViewController] dismissViewControllerAnimated:YES completion:completion];
    [self _sendWillDismiss];
    [self _hk_endDeferredTransition];
    [self release];
    return YES;
}

- (BOOL)_fallbackShouldDismiss {
    id delegate = [self delegate];
    if ([delegate respondsToSelector:@selector(popoverPresentationControllerShouldDismissPopover:)])
        return [self presented] && ![self dismissing] && [delegate popoverPresentationControllerShouldDismissPopover:self];
    return YES;
}

- (void)_sendFallbackWillDismiss {
    id delegate = [self delegate];
    if ([delegate respondsToSelector:@selector(popoverPresentationControllerWillDismissPopover:)])
        [delegate popoverPresentationControllerWillDismissPopover:self];
}

- (void)_sendFallbackDidDismiss {
    id delegate = [self delegate];
    if ([delegate respondsToSelector:@selector(popoverPresentationControllerDidDismissPopover:)])
        [delegate popoverPresentationControllerDidDismissPopover:self];
}

// UIKitCore: the dismissal's completion block (-_completionBlockForDismissalWhenNotifyingDelegate:)
// sends DidDismiss when the dismissal was the user's.
- (void)dismissalTransitionDidEnd:(BOOL)completed {
    if (!completed) return;
    BOOL notify = _shouldSendDidDismiss;
    _shouldSendDidDismiss = NO;
    if (notify) [self _sendDidDismiss];
}

@end
