#import <UIKit/UIKit.h>

// UIKitCore: UISheetPresentationController.mm, _UISheetInteraction.mm. The detent maths
// (_UISheetLayoutInfo, _UIHyperInteractor) is reduced to one large detent: the sheet's offset
// is the finger's vertical translation; it settles on the dismiss detent when the finger went
// more than half the sheet's height down or flicked faster than HKSheetFlickVelocity.

static const CGFloat HKSheetTopInset = 30;        // status bar (20) + 10, as on a phone without a notch
static const CGFloat HKSheetFlickVelocity = 1500; // points per second
static const CGFloat HKSheetRubberBand = 0.5;     // offset per point of finger travel when not dismissible
static const CGFloat HKSheetRubberBandExtent = 100;

@implementation UISheetPresentationController

- (void)dealloc {
    [_dimmingView release];
    [_dropShadowView release];
    [_sheetInteraction setDelegate:nil];
    [_sheetInteraction release];
    [super dealloc];
}

- (UIModalPresentationStyle)presentationStyle { return UIModalPresentationPageSheet; }
- (BOOL)shouldPresentInFullscreen { return YES; }
- (BOOL)shouldRemovePresentersView { return NO; }
- (BOOL)prefersGrabberVisible { return _prefersGrabberVisible; }
- (void)setPrefersGrabberVisible:(BOOL)visible { _prefersGrabberVisible = visible; }

- (UIDimmingView *)dimmingView { return _dimmingView; }
- (UIDropShadowView *)dropShadowView { return _dropShadowView; }

- (_UISheetInteraction *)_sheetInteraction {
    if (_sheetInteraction == nil) {
        _sheetInteraction = [[_UISheetInteraction alloc] init];
        [_sheetInteraction setDelegate:self];
    }
    return _sheetInteraction;
}

- (CGRect)frameOfPresentedViewInContainerView {
    CGRect bounds = [[self containerView] bounds];
    return CGRectMake(0, HKSheetTopInset, bounds.size.width, bounds.size.height - HKSheetTopInset);
}

// The sheet's views: the dimming view over the container, the card (UIDropShadowView) with the
// presented controller's view in it, and the sheet interaction on the card (-addInteraction:).
- (void)presentationTransitionWillBegin {
    UIView *container = [self containerView];
    if (_dimmingView == nil) _dimmingView = [[UIDimmingView alloc] initWithFrame:[container bounds]];
    [container addSubview:_dimmingView];
    if (_dropShadowView == nil) _dropShadowView = [[UIDropShadowView alloc] initWithFrame:[self frameOfPresentedViewInContainerView]];
    [container addSubview:_dropShadowView];
    [_dropShadowView setContentView:[self presentedView]];
    _UISheetInteraction *interaction = [self _sheetInteraction];
    [interaction willMoveToView:_dropShadowView];
    [interaction didMoveToView:_dropShadowView];
    [self _transitionWillBegin:YES];
}

- (void)dismissalTransitionWillBegin { [self _transitionWillBegin:NO]; }

- (void)dismissalTransitionDidEnd:(BOOL)completed {
    if (!completed) return;
    [_sheetInteraction willMoveToView:nil];
    [_sheetInteraction didMoveToView:nil];
    [_dropShadowView setContentView:nil];
}

// UIKitCore: -_transitionWillBegin: ends with -_sendDismissalsAsNeeded when the dismissal
// comes from a drag (or a dimming view tap): WillDismiss before the presented controller's
// viewWillDisappear:, DidDismiss when the transition completes.
- (void)_transitionWillBegin:(BOOL)presenting {
    if (!presenting && [self _isDraggingAndTransitioning]) [self _sendDismissalsAsNeeded];
}

- (BOOL)_allowsDraggingToDismiss { return YES; }

// UIKitCore: a sheet whose controller presents something else is not dismissed by a drag;
// otherwise -_shouldDismiss (isModalInPresentation, then presentationControllerShouldDismiss:).
- (BOOL)_shouldDismissByDragging {
    if (![self _allowsDraggingToDismiss]) return NO;
    if ([[self presentedViewController] presentedViewController] != nil) return NO;
    return [self _shouldDismiss];
}

- (BOOL)_isDraggingAndTransitioning { return _draggingAndTransitioning; }
- (void)_setDraggingAndTransitioning:(BOOL)value { _draggingAndTransitioning = value; }
- (BOOL)_didAttemptToStartDismiss { return _didAttemptToStartDismiss; }
- (void)_setDidAttemptToStartDismiss:(BOOL)value { _didAttemptToStartDismiss = value; }

- (id)_preferredInteractionControllerForTransition:(BOOL)presenting animator:(id)animator {
    if (![self _isDraggingAndTransitioning]) return nil;
    UIPercentDrivenInteractiveTransition *interaction = [[[UIPercentDrivenInteractiveTransition alloc] init] autorelease];
    [interaction setWantsInteractiveStart:YES];
    return interaction;
}

- (void)_startInteractiveTransitionWithProgress:(double)progress {
    [self _startInteractiveTransitionWithProgress:progress fromViewController:nil completion:nil];
}

// UIKitCore: with no view controller to present, the block dismisses:
// [presentingViewController dismissViewControllerAnimated:YES completion:nil].
- (void)_startInteractiveTransitionWithProgress:(double)progress fromViewController:(UIViewController *)controller completion:(id)completion {
    [self _setDraggingAndTransitioning:YES];
    [[self presentingViewController] dismissViewControllerAnimated:YES completion:nil];
    [self _updateInteractiveTransitionWithProgress:progress];
}

- (void)_updateInteractiveTransitionWithProgress:(double)progress {
    [_hk_interactionController updateInteractiveTransition:progress < 0.99 ? progress : 0.99];
}

- (void)_completeInteractiveTransition:(BOOL)complete duration:(double)duration timingCurve:(id)curve {
    [self _setDraggingAndTransitioning:NO];
    if (complete) [_hk_interactionController finishInteractiveTransition];
    else [_hk_interactionController cancelInteractiveTransition];
}

- (void)_sheetInteractionDraggingBegan:(_UISheetInteraction *)interaction withRubberBandCoefficient:(double)coefficient {}
- (void)_sheetInteractionDraggingChanged:(_UISheetInteraction *)interaction withTranslation:(CGPoint)translation
                                velocity:(CGPoint)velocity animateChange:(BOOL)animate {}
- (void)_sheetInteractionDraggingEnded:(_UISheetInteraction *)interaction {}

// UIKitCore: -sheetInteraction:didChangeOffset: decides everything: the first move below the
// smallest detent starts the interactive dismissal if the sheet may be dismissed (else it
// rubber-bands and remembers the attempt); further moves update it; once the finger is up the
// transition completes if the sheet settles on the dismiss detent, and is cancelled otherwise;
// an attempt pulled past a quarter of the rubber band sends presentationControllerDidAttemptToDismiss:.
- (void)sheetInteraction:(_UISheetInteraction *)interaction didChangeOffset:(CGPoint)offset {
    BOOL isDragging = [interaction isDragging];
    CGFloat height = [_dropShadowView bounds].size.height;
    BOOL below = offset.y > 0;
    BOOL draggingBelow = isDragging && below;
    double progress = height > 0 ? offset.y / height : 0;
    BOOL transitioning = [self _isDraggingAndTransitioning];

    if (!transitioning && draggingBelow && ![self _didAttemptToStartDismiss]) {
        if ([self _shouldDismissByDragging]) {
            [self _startInteractiveTransitionWithProgress:progress];
            return;
        }
        [self _setDidAttemptToStartDismiss:YES];
        return;
    }
    if (transitioning && draggingBelow) {
        [self _updateInteractiveTransitionWithProgress:progress];
        return;
    }
    if (transitioning) {
        [self _completeInteractiveTransition:[interaction indexOfCurrentDetent] == 1 duration:0 timingCurve:nil];
        return;
    }
    if (!below && isDragging) [self _setDidAttemptToStartDismiss:NO];
    if (!isDragging && [self _didAttemptToStartDismiss]) {
        [self _setDidAttemptToStartDismiss:NO];
        // DEVIATION: UIKit dispatch_asyncs this to the main queue; HostKit has no run loop and
        // sends it right away, at the end of the touch.
        if (offset.y * HKSheetRubberBand > HKSheetRubberBandExtent * 0.25) [self _sendDidAttemptToDismiss];
    }
}

@end

@implementation _UIPageSheetPresentationController
- (UIModalPresentationStyle)presentationStyle { return UIModalPresentationPageSheet; }
@end

@implementation _UIFormSheetPresentationController
- (UIModalPresentationStyle)presentationStyle { return UIModalPresentationFormSheet; }
@end

@implementation _UISheetInteraction

- (id)init {
    if ((self = [super init])) {
        _enabled = YES;
        _registeredPanGestureRecognizers = [[NSMutableArray alloc] init];
        // UIKitCore: named "_UISheetInteractionBackgroundDismissRecognizer", delegate the
        // interaction (HostKit's recognisers have neither name nor delegate).
        _backgroundGestureRecognizer = [[UIPanGestureRecognizer alloc] init];
        [self registerPanGestureRecognizer:_backgroundGestureRecognizer];
    }
    return self;
}

- (void)dealloc {
    [[_backgroundGestureRecognizer view] removeGestureRecognizer:_backgroundGestureRecognizer];
    for (UIPanGestureRecognizer *recognizer in _registeredPanGestureRecognizers) [recognizer removeTarget:self action:NULL];
    [_registeredPanGestureRecognizers release];
    [_backgroundGestureRecognizer release];
    [_dragSource release];
    [super dealloc];
}

- (UIView *)view { return _view; }
- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }
- (BOOL)isEnabled { return _enabled; }
- (void)setEnabled:(BOOL)enabled { _enabled = enabled; }
- (UIPanGestureRecognizer *)backgroundGestureRecognizer { return _backgroundGestureRecognizer; }

- (void)willMoveToView:(UIView *)view {
    if (_view != nil && _view != view) [_view removeGestureRecognizer:_backgroundGestureRecognizer];
}

- (void)didMoveToView:(UIView *)view {
    _view = view;
    if (view != nil) [view addGestureRecognizer:_backgroundGestureRecognizer];
}

- (void)registerPanGestureRecognizer:(UIPanGestureRecognizer *)recognizer {
    [_registeredPanGestureRecognizers addObject:recognizer];
    [recognizer addTarget:self action:@selector(handlePan:)];
}

- (BOOL)isDragging { return _dragSource != nil; }
- (id)dragSource { return _dragSource; }
- (void)setDragSource:(id)source {
    if (source == _dragSource) return;
    [_dragSource release];
    _dragSource = [source retain];
}

- (CGPoint)currentOffset { return _currentOffset; }
- (CGPoint)currentVelocity { return _currentVelocity; }
- (NSInteger)indexOfCurrentDetent { return _indexOfCurrentDetent; }
- (void)setIndexOfCurrentDetent:(NSInteger)index { _indexOfCurrentDetent = index; }

// UIKitCore: -[_UISheetInteraction handlePan:]: Began, Changed, Ended, Cancelled.
- (void)handlePan:(UIPanGestureRecognizer *)pan {
    switch ([pan state]) {
    case UIGestureRecognizerStateBegan:
        [self draggingBeganFromSource:pan withRubberBandCoefficient:0.55];
        break;
    case UIGestureRecognizerStateChanged:
        [self draggingChangedInSource:pan withTranslation:[pan translationInView:nil] velocity:[pan velocityInView:nil]
                        animateChange:NO];
        break;
    case UIGestureRecognizerStateEnded: [self draggingEndedInSource:pan]; break;
    case UIGestureRecognizerStateCancelled: [self draggingCancelledInSource:pan]; break;
    default: break;
    }
}

- (void)draggingBeganFromSource:(id)source withRubberBandCoefficient:(double)coefficient {
    if ([self isDragging]) return;
    [self setDragSource:source];
    _currentOffset = CGPointZero;
    if ([_delegate respondsToSelector:@selector(_sheetInteractionDraggingBegan:withRubberBandCoefficient:)])
        [_delegate _sheetInteractionDraggingBegan:self withRubberBandCoefficient:coefficient];
}

- (void)draggingChangedInSource:(id)source withTranslation:(CGPoint)translation velocity:(CGPoint)velocity animateChange:(BOOL)animate {
    if (![self isDragging] || _dragSource != source) return;
    _currentOffset = CGPointMake(0, translation.y);
    _currentVelocity = velocity;
    if ([_delegate respondsToSelector:@selector(_sheetInteractionDraggingChanged:withTranslation:velocity:animateChange:)])
        [_delegate _sheetInteractionDraggingChanged:self withTranslation:translation velocity:velocity animateChange:animate];
    [self sendCurrentOffsetDidChange];
}

// The finger is up: the sheet settles on a detent (index 1 is the dismiss detent) and the
// settling reports the offset once more, no longer dragging.
- (void)draggingEndedInSource:(id)source {
    if (![self isDragging] || _dragSource != source) return;
    [self retain];
    CGFloat height = [_view bounds].size.height;
    BOOL dismiss = _currentOffset.y > height / 2 || _currentVelocity.y > HKSheetFlickVelocity;
    [self setIndexOfCurrentDetent:dismiss ? 1 : 0];
    [self setDragSource:nil];
    if ([_delegate respondsToSelector:@selector(_sheetInteractionDraggingEnded:)]) [_delegate _sheetInteractionDraggingEnded:self];
    [self sendCurrentOffsetDidChange];
    _currentOffset = CGPointZero;
    [self setIndexOfCurrentDetent:0];
    [self release];
}

- (void)draggingCancelledInSource:(id)source {
    if (![self isDragging] || _dragSource != source) return;
    [self retain];
    [self setIndexOfCurrentDetent:0];
    [self setDragSource:nil];
    if ([_delegate respondsToSelector:@selector(_sheetInteractionDraggingEnded:)]) [_delegate _sheetInteractionDraggingEnded:self];
    [self sendCurrentOffsetDidChange];
    _currentOffset = CGPointZero;
    [self release];
}

- (void)sendCurrentOffsetDidChange {
    if ([_delegate respondsToSelector:@selector(sheetInteraction:didChangeOffset:)])
        [_delegate sheetInteraction:self didChangeOffset:_currentOffset];
}

@end
