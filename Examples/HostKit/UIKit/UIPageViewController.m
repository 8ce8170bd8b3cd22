#import <UIKit/UIKit.h>
#include <objc/runtime.h>

// UIKitCore: UIPageViewController.mm (queuing scroll view delegate), _UIQueuingScrollView.mm.
// Page curl animations and the page control are not modelled.

static UIViewController *HKControllerForView(UIView *view) {
    return [view isKindOfClass:[UIView class]] ? [view _viewDelegate] : nil;
}

static NSString *const HKOutgoingKey = @"UIPageCurlControllerOutgoingLeftViewControllerKey";

@implementation _UIPageViewControllerContentView
@end

@implementation UIPageViewController

- (instancetype)initWithTransitionStyle:(UIPageViewControllerTransitionStyle)style
                  navigationOrientation:(UIPageViewControllerNavigationOrientation)orientation
                                options:(NSDictionary *)options {
    if ((self = [super init])) {
        if (style != UIPageViewControllerTransitionStyleScroll) style = UIPageViewControllerTransitionStylePageCurl;
        _transitionStyle = style;
        _navigationOrientation = orientation == UIPageViewControllerNavigationOrientationVertical ? orientation
                                                                                                 : UIPageViewControllerNavigationOrientationHorizontal;
        _viewControllers = [[NSArray alloc] init];
        _cachedViewControllersForScroll = [[NSMutableArray alloc] init];
    }
    return self;
}

- (id)init {
    return [self initWithTransitionStyle:UIPageViewControllerTransitionStylePageCurl
                   navigationOrientation:UIPageViewControllerNavigationOrientationHorizontal
                                 options:nil];
}

- (void)dealloc {
    [_scrollView setQDelegate:nil];
    [_scrollView setQDataSource:nil];
    [_scrollView setDelegate:nil];
    [_scrollView release];
    [_viewControllers release];
    [_cachedViewControllersForScroll release];
    [_incomingAndOutgoingViewControllersForManualTransition release];
    [super dealloc];
}

- (UIPageViewControllerTransitionStyle)transitionStyle { return _transitionStyle; }
- (UIPageViewControllerNavigationOrientation)navigationOrientation { return _navigationOrientation; }
- (id)dataSource { return _dataSource; }
- (void)setDataSource:(id)dataSource { _dataSource = dataSource; }
- (id)delegate { return _delegate; }

- (void)setDelegate:(id)delegate {
    _delegate = delegate;
    _delegateFlags.willTransition = [delegate respondsToSelector:@selector(pageViewController:willTransitionToViewControllers:)];
    _delegateFlags.didFinishAnimating =
        [delegate respondsToSelector:@selector(pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:)];
}

- (NSArray *)viewControllers { return [[_viewControllers copy] autorelease]; }

- (BOOL)_hk_managesChildAppearance { return YES; }

- (void)loadView {
    _UIPageViewControllerContentView *view = [[_UIPageViewControllerContentView alloc] initWithFrame:CGRectMake(0, 0, 320, 568)];
    [self setView:view];
    if (_transitionStyle == UIPageViewControllerTransitionStyleScroll) {
        _scrollView = [[_UIQueuingScrollView alloc] initWithFrame:[view bounds] navigationOrientation:_navigationOrientation];
        [_scrollView setQDelegate:self];
        [_scrollView setQDataSource:self];
        [_scrollView setDelegate:self];
        [view addSubview:_scrollView];
    }
    [view release];
}

- (_UIQueuingScrollView *)_scrollView { return _scrollView; }
- (UIView *)_contentView { return [self view]; }

- (void)scrollViewDidScroll:(UIScrollView *)scrollView {}

// MARK: Appearance: the page view controller sends its pages' callbacks itself.

- (void)_sendChildViewWill:(BOOL)will appear:(BOOL)appear animated:(BOOL)animated {
    for (UIViewController *child in _viewControllers) {
        if (will) [child beginAppearanceTransition:appear animated:animated];
        else [child endAppearanceTransition];
    }
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self _sendChildViewWill:YES appear:YES animated:animated];
}

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [self _sendChildViewWill:NO appear:YES animated:animated];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [self _sendChildViewWill:YES appear:NO animated:animated];
}

- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    [self _sendChildViewWill:NO appear:NO animated:animated];
}

- (BOOL)_shouldGenerateAppearanceCallbacksWhenScrolling { return [self _isAppearedOrAppearing]; }

- (void)_child:(UIViewController *)child beginAppearanceTransitionIfPossible:(BOOL)appearing animated:(BOOL)animated {
    if (child != nil && [self _isAppearedOrAppearing]) [child beginAppearanceTransition:appearing animated:animated];
}

- (void)_child:(UIViewController *)child endAppearanceTransitionIfPossible:(BOOL)appearing {
    if (child != nil && [self _isAppearedOrAppearing]) [child endAppearanceTransition];
}

// MARK: Pages

- (void)_cacheViewControllerForScroll:(UIViewController *)controller {
    if (controller == nil || [_cachedViewControllersForScroll containsObject:controller]) return;
    [_cachedViewControllersForScroll addObject:controller];
    [self addChildViewController:controller];
    [controller didMoveToParentViewController:self];
}

- (void)_flushViewController:(UIViewController *)controller animated:(BOOL)animated {
    if (controller == nil || ![_cachedViewControllersForScroll containsObject:controller]) return;
    [controller retain];
    [self _child:controller beginAppearanceTransitionIfPossible:NO animated:animated];
    [self _child:controller endAppearanceTransitionIfPossible:animated];
    [controller willMoveToParentViewController:nil];
    [controller removeFromParentViewController];
    [_cachedViewControllersForScroll removeObjectIdenticalTo:controller];
    [controller release];
}

- (UIViewController *)_viewControllerBefore:(BOOL)before viewController:(UIViewController *)controller {
    if (controller == nil) return nil;
    if (before) return [_dataSource pageViewController:self viewControllerBeforeViewController:controller];
    return [_dataSource pageViewController:self viewControllerAfterViewController:controller];
}

- (void)setViewControllers:(NSArray *)viewControllers direction:(UIPageViewControllerNavigationDirection)direction
                  animated:(BOOL)animated completion:(id)completion {
    if (completion != nil && ![completion isKindOfClass:[HKHandler class]])
        [NSException raise:NSInvalidArgumentException format:@"HostKit has no blocks: pass nil or an HKHandler as the completion"];
    if (_transitionStyle == UIPageViewControllerTransitionStyleScroll) {
        [self _setViewControllers:viewControllers withScrollInDirection:direction animated:animated completion:completion];
    } else {
        // DEVIATION: page curl: the pages are swapped without a curl (UIKit:
        // -_setViewControllers:withCurlOfType:fromLocation:direction:animated:notifyDelegate:completion:).
        UIViewController *old = [_viewControllers count] > 0 ? [_viewControllers objectAtIndex:0] : nil;
        UIViewController *page = [viewControllers count] > 0 ? [viewControllers objectAtIndex:0] : nil;
        [old retain];
        [self _cacheViewControllerForScroll:page];
        [self _child:page beginAppearanceTransitionIfPossible:YES animated:animated];
        [self _child:old beginAppearanceTransitionIfPossible:NO animated:animated];
        [[old view] removeFromSuperview];
        if (page != nil) {
            [[page view] setFrame:[[self view] bounds]];
            [[self view] addSubview:[page view]];
        }
        [_viewControllers release];
        _viewControllers = page != nil ? [[NSArray alloc] initWithObjects:page, nil] : [[NSArray alloc] init];
        [self _child:page endAppearanceTransitionIfPossible:YES];
        [self _child:old endAppearanceTransitionIfPossible:NO];
        if (old != page) [self _flushViewController:old animated:animated];
        [old release];
        if (completion != nil) [completion hk_invokeWithObject:[NSNumber numberWithBool:YES] object:nil];
    }
}

// UIKitCore: -_setViewControllers:withScrollInDirection:animated:completion: — the old page is told
// it leaves, the new one becomes a child, viewControllers changes, the queuing scroll view shows it.
- (void)_setViewControllers:(NSArray *)viewControllers withScrollInDirection:(NSInteger)direction
                   animated:(BOOL)animated completion:(id)completion {
    UIViewController *page = [viewControllers count] > 0 ? [viewControllers objectAtIndex:0] : nil;
    if (page == nil) return;
    [self view];
    UIViewController *old = [_viewControllers count] > 0 ? [_viewControllers objectAtIndex:0] : nil;
    if (old != nil && old != page) [old willMoveToParentViewController:nil];
    [self _cacheViewControllerForScroll:page];
    [_viewControllers release];
    _viewControllers = [[NSArray alloc] initWithObjects:page, nil];
    [_scrollView setView:[page view] direction:direction animated:animated completion:nil];
    if (completion != nil) [completion hk_invokeWithObject:[NSNumber numberWithBool:YES] object:nil];
}

// MARK: _UIQueuingScrollView's data source and delegate (UIKitCore: UIPageViewController.mm)

- (id)_queuingScrollView:(_UIQueuingScrollView *)scrollView viewBefore:(BOOL)before view:(UIView *)view {
    if (![scrollView isManualScrollInProgress]) return nil;
    UIViewController *neighbour = [self _viewControllerBefore:before viewController:HKControllerForView(view)];
    if (neighbour == nil) return nil;
    [self _cacheViewControllerForScroll:neighbour];
    return [neighbour view];
}

- (void)queuingScrollView:(_UIQueuingScrollView *)scrollView willManuallyScroll:(BOOL)scroll toRevealView:(UIView *)revealView
              concealView:(UIView *)concealView animated:(BOOL)animated {
    UIViewController *revealed = HKControllerForView(revealView);
    if (scroll && revealed != nil && _delegateFlags.willTransition)
        [_delegate pageViewController:self willTransitionToViewControllers:[NSArray arrayWithObject:revealed]];
    if ([self _shouldGenerateAppearanceCallbacksWhenScrolling]) {
        [self _child:revealed beginAppearanceTransitionIfPossible:YES animated:animated];
        for (UIViewController *child in [[_cachedViewControllersForScroll copy] autorelease]) {
            if (child == revealed) continue;
            if (![child isViewLoaded] || [child view] == concealView)
                [self _child:child beginAppearanceTransitionIfPossible:NO animated:animated];
            else
                [self _child:child endAppearanceTransitionIfPossible:NO];
        }
    }
}

- (void)queuingScrollView:(_UIQueuingScrollView *)scrollView didCommitManualScroll:(BOOL)scroll toRevealView:(UIView *)revealView
              concealView:(UIView *)concealView direction:(NSInteger)direction animated:(BOOL)animated canComplete:(BOOL)complete {
    UIViewController *revealed = HKControllerForView(revealView);
    if (scroll && complete && revealed != nil) {
        [_viewControllers release];
        _viewControllers = [[NSArray alloc] initWithObjects:revealed, nil];
    }
    UIViewController *concealed = HKControllerForView(concealView);
    NSMutableDictionary *map = [NSMutableDictionary dictionary];
    if (scroll && concealed != nil) [map setObject:concealed forKey:HKOutgoingKey];
    [_incomingAndOutgoingViewControllersForManualTransition release];
    _incomingAndOutgoingViewControllersForManualTransition = [map copy];
    if ([self _shouldGenerateAppearanceCallbacksWhenScrolling]) {
        [self _child:revealed beginAppearanceTransitionIfPossible:YES animated:animated];
        for (UIViewController *child in [[_cachedViewControllersForScroll copy] autorelease]) {
            if (child == revealed) continue;
            if (![child isViewLoaded] || [child view] == concealView)
                [self _child:child beginAppearanceTransitionIfPossible:NO animated:animated];
            else
                [self _child:child endAppearanceTransitionIfPossible:NO];
        }
    }
}

// UIKitCore: the page that shows at the end (the new one, or the old one again when the swipe
// did not complete) appears; every other cached page disappears; then the delegate.
- (void)queuingScrollView:(_UIQueuingScrollView *)scrollView didEndManualScroll:(BOOL)scroll toRevealView:(UIView *)revealView
                direction:(NSInteger)direction animated:(BOOL)animated didFinish:(BOOL)finish didComplete:(BOOL)complete {
    UIViewController *shown = (!scroll || complete) ? HKControllerForView(revealView)
                                                    : [_incomingAndOutgoingViewControllersForManualTransition objectForKey:HKOutgoingKey];
    [[shown retain] autorelease];
    if ([self _shouldGenerateAppearanceCallbacksWhenScrolling]) {
        [self _child:shown beginAppearanceTransitionIfPossible:YES animated:animated];
        if (finish) [self _child:shown endAppearanceTransitionIfPossible:YES];
    }
    for (UIViewController *child in [[_cachedViewControllersForScroll copy] autorelease]) {
        if (child == shown) continue;
        [self _child:child beginAppearanceTransitionIfPossible:NO animated:animated];
        if (finish) [self _child:child endAppearanceTransitionIfPossible:NO];
    }
    if (scroll && _delegateFlags.didFinishAnimating) {
        UIViewController *outgoing = [_incomingAndOutgoingViewControllersForManualTransition objectForKey:HKOutgoingKey];
        NSArray *previous = outgoing != nil ? [NSArray arrayWithObject:outgoing] : [NSArray array];
        [_delegate pageViewController:self didFinishAnimating:animated previousViewControllers:previous transitionCompleted:complete];
    }
    if (scroll) {
        [_incomingAndOutgoingViewControllersForManualTransition release];
        _incomingAndOutgoingViewControllersForManualTransition = nil;
    }
}

- (void)queuingScrollView:(_UIQueuingScrollView *)scrollView didFlushView:(UIView *)view animated:(BOOL)animated {
    UIViewController *controller = HKControllerForView(view);
    if (controller != nil && ![_viewControllers containsObject:controller]) [self _flushViewController:controller animated:animated];
}

- (void)queuingScrollViewDidFinishScrolling:(_UIQueuingScrollView *)scrollView {}

@end

// Where the pages are: slot 0 previous, 1 current, 2 next; at rest the content offset shows slot 1.
static const NSInteger HKSlotPrevious = 0, HKSlotCurrent = 1, HKSlotNext = 2;
static const CGFloat HKPagingVelocity = 300; // points per second (UIKit's, in UIPageViewController.mm)

@implementation _UIQueuingScrollView

- (id)initWithFrame:(CGRect)frame navigationOrientation:(NSInteger)orientation {
    if ((self = [super initWithFrame:frame])) {
        _navigationOrientation = orientation;
        _views = [[NSMutableArray alloc] initWithObjects:[NSNull null], [NSNull null], [NSNull null], nil];
        _wrapperViews = [[NSMutableArray alloc] init];
        for (int i = 0; i < 3; i++) {
            UIView *wrapper = [[UIView alloc] initWithFrame:CGRectZero];
            [_wrapperViews addObject:wrapper];
            [self addSubview:wrapper];
            [wrapper release];
        }
        _hk_direction = -1;
        [self _hk_recenter];
    }
    return self;
}

- (void)dealloc {
    [_views release];
    [_wrapperViews release];
    [super dealloc];
}

- (id)qDelegate { return _qDelegate; }
- (void)setQDelegate:(id)delegate { _qDelegate = delegate; }
- (id)qDataSource { return _qDataSource; }
- (void)setQDataSource:(id)dataSource { _qDataSource = dataSource; }
- (BOOL)isManualScrollInProgress { return _manualScrollInProgress; }
// The swipe is UIScrollView's own pan (a UIScrollViewPanGestureRecognizer, target self,
// action handlePan:, overridden below). Its content is three pages along the navigation
// orientation: it always scrolls that way.
- (BOOL)_canScrollX { return _navigationOrientation == 0; }
- (BOOL)_canScrollY { return _navigationOrientation != 0; }

- (CGFloat)_hk_pageLength {
    CGRect bounds = [self bounds];
    return _navigationOrientation == 0 ? bounds.size.width : bounds.size.height;
}

- (CGFloat)_hk_offset {
    CGPoint offset = [self contentOffset];
    return _navigationOrientation == 0 ? offset.x : offset.y;
}

- (void)_hk_setOffset:(CGFloat)offset {
    [self setContentOffset:_navigationOrientation == 0 ? CGPointMake(offset, 0) : CGPointMake(0, offset)];
}

- (void)_hk_recenter {
    CGFloat length = [self _hk_pageLength];
    CGSize size = [self bounds].size;
    [self setContentSize:_navigationOrientation == 0 ? CGSizeMake(3 * length, size.height) : CGSizeMake(size.width, 3 * length)];
    [self _hk_setOffset:length];
    [self _hk_layoutWrappers];
}

// HostKit's views have no bounds origin: at rest the wrappers are placed where the content
// offset shows them, so that hit testing finds the page on screen (during a drag they stay
// put: HostKit's fingers move relative to the view they touch).
- (void)_hk_layoutWrappers {
    CGFloat length = [self _hk_pageLength], offset = [self _hk_offset];
    CGSize size = [self bounds].size;
    for (NSInteger i = 0; i < 3; i++) {
        CGFloat position = i * length - offset;
        UIView *wrapper = [_wrapperViews objectAtIndex:i];
        [wrapper setFrame:_navigationOrientation == 0 ? CGRectMake(position, 0, size.width, size.height)
                                                      : CGRectMake(0, position, size.width, size.height)];
    }
}

- (UIView *)_hk_viewAtSlot:(NSInteger)slot {
    id view = [_views objectAtIndex:slot];
    return view == [NSNull null] ? nil : view;
}

- (void)_hk_setView:(UIView *)view atSlot:(NSInteger)slot {
    UIView *wrapper = [_wrapperViews objectAtIndex:slot];
    [_views replaceObjectAtIndex:slot withObject:view != nil ? (id)view : (id)[NSNull null]];
    if (view != nil && [view superview] != wrapper) {
        [view setFrame:[wrapper bounds]];
        [wrapper addSubview:view];
    }
}

- (UIView *)_visibleView { return [self _hk_viewAtSlot:HKSlotCurrent]; }

- (id)_viewBefore:(BOOL)before view:(UIView *)view {
    return [_qDataSource _queuingScrollView:self viewBefore:before view:view];
}

- (void)_flushView:(UIView *)view animated:(BOOL)animated {
    if (view == nil) return;
    [[view retain] autorelease];
    for (NSInteger i = 0; i < 3; i++) {
        if ([_views objectAtIndex:i] == view) [_views replaceObjectAtIndex:i withObject:[NSNull null]];
    }
    [view removeFromSuperview];
    [_qDelegate queuingScrollView:self didFlushView:view animated:animated];
}

// Programmatic: the view replaces the current page; the neighbours are forgotten.
- (void)setView:(UIView *)view direction:(NSInteger)direction animated:(BOOL)animated completion:(id)completion {
    UIView *old = [[[self _hk_viewAtSlot:HKSlotCurrent] retain] autorelease];
    if (old == view) return;
    UIView *previous = [self _hk_viewAtSlot:HKSlotPrevious], *next = [self _hk_viewAtSlot:HKSlotNext];
    [self _notifyDelegateWillManuallyScroll:NO toRevealView:view concealingView:old animated:animated];
    [self _hk_setView:view atSlot:HKSlotCurrent];
    [self _notifyDelegateDidCommitManualScroll:NO toRevealView:view concealView:old direction:direction animated:animated canComplete:YES];
    [self _notifyDelegateDidEndManualScroll:NO toRevealView:view direction:direction animated:animated didFinish:YES didComplete:YES];
    if (previous != view) [self _flushView:previous animated:animated];
    if (next != view) [self _flushView:next animated:animated];
    [self _flushView:old animated:animated];
    [self _hk_recenter];
    if (completion != nil) [completion hk_invokeWithObject:[NSNumber numberWithBool:YES] object:nil];
}

// UIKit's UIScrollView -handlePan: with paging: dragging moves the content; on release the
// scroll view decelerates to a page boundary (HostKit: at once).
- (void)handlePan:(UIPanGestureRecognizer *)recognizer {
    UIGestureRecognizerState state = [recognizer state];
    CGPoint translation = [recognizer translationInView:self];
    CGFloat along = _navigationOrientation == 0 ? translation.x : translation.y;
    if (state == UIGestureRecognizerStateBegan) {
        _manualScrollInProgress = YES;
        _hk_noNeighbour = 0;
        _hk_dragStartOffset = [self _hk_offset];
        [self _scrollViewWillBeginDragging];
    }
    if (state == UIGestureRecognizerStateBegan || state == UIGestureRecognizerStateChanged) {
        [self _hk_setOffset:_hk_dragStartOffset - along];
        [self _didScrollWithAnimation:NO force:NO];
        return;
    }
    if (state == UIGestureRecognizerStateEnded || state == UIGestureRecognizerStateCancelled) {
        CGPoint velocity = [recognizer velocityInView:self];
        CGFloat speed = _navigationOrientation == 0 ? velocity.x : velocity.y;
        CGFloat length = [self _hk_pageLength];
        BOOL forward = _hk_direction == 0;
        BOOL farEnough = (forward ? -along : along) > length / 2;
        BOOL flicked = forward ? speed < -HKPagingVelocity : speed > HKPagingVelocity;
        _hk_canComplete = state == UIGestureRecognizerStateEnded && _hk_revealView != nil && (farEnough || flicked);
        [self _scrollViewDidEndDraggingWithDeceleration:YES];
        CGFloat target = _hk_canComplete ? (forward ? 2 * length : 0) : length;
        [self _hk_setOffset:target];
        [self _scrollViewDidEndDecelerating];
    }
}

// UIKitCore: called as the content moves; the first move towards a neighbour loads it (the data
// source) and tells the delegate which view is revealed and which concealed.
- (void)_didScrollWithAnimation:(BOOL)animation force:(BOOL)force {
    if (!_manualScrollInProgress || _hk_revealView != nil) return;
    CGFloat length = [self _hk_pageLength], offset = [self _hk_offset];
    NSInteger direction = offset > length ? 0 : (offset < length ? 1 : -1);
    if (direction < 0) return;
    NSInteger slot = direction == 0 ? HKSlotNext : HKSlotPrevious;
    UIView *current = [self _hk_viewAtSlot:HKSlotCurrent];
    UIView *reveal = [self _hk_viewAtSlot:slot];
    if (reveal == nil) {
        if (_hk_noNeighbour & (1u << direction)) return;
        reveal = [self _viewBefore:direction == 1 view:current];
        if (reveal == nil) {
            _hk_noNeighbour |= 1u << direction; // asked once per scroll, as UIKit's queue remembers
            return;
        }
        [self _hk_setView:reveal atSlot:slot];
    }
    _hk_revealView = reveal;
    _hk_concealView = current;
    _hk_direction = direction;
    [self _notifyDelegateWillManuallyScroll:YES toRevealView:reveal concealingView:current animated:YES];
}

- (void)_scrollViewDidEndDraggingWithDeceleration:(BOOL)deceleration {
    if (deceleration) [self _didEndDraggingManualScroll];
    else {
        [self _didScrollWithAnimation:NO force:NO];
        [self _didEndManualScroll];
    }
    [super _scrollViewDidEndDraggingWithDeceleration:deceleration];
}

- (void)_scrollViewDidEndDecelerating {
    [self _didScrollWithAnimation:NO force:YES];
    [self _didEndManualScroll];
    // UIScrollView's own step, where HostKit's UIScrollView has one.
    IMP imp = class_getMethodImplementation([UIScrollView class], @selector(_scrollViewDidEndDecelerating));
    if ([UIScrollView instancesRespondToSelector:@selector(_scrollViewDidEndDecelerating)])
        ((void (*)(id, SEL))imp)(self, @selector(_scrollViewDidEndDecelerating));
}

- (void)_didEndDraggingManualScroll {
    if (_hk_revealView == nil) return;
    [self _commitGestureDrivenScrollRevealingView:_hk_revealView concealingView:_hk_concealView
                                      inDirection:_hk_direction canComplete:_hk_canComplete];
}

- (void)_commitGestureDrivenScrollRevealingView:(UIView *)view concealingView:(UIView *)concealingView
                                    inDirection:(NSInteger)direction canComplete:(BOOL)complete {
    [self _notifyDelegateDidCommitManualScroll:YES toRevealView:view concealView:concealingView direction:direction
                                      animated:YES canComplete:complete];
}

// The scroll has settled: after a completed swipe the revealed page is the current one and the
// page that falls out of the three slots is flushed.
- (void)_didEndManualScroll {
    if (!_manualScrollInProgress) return;
    UIView *reveal = _hk_revealView, *conceal = _hk_concealView;
    NSInteger direction = _hk_direction;
    BOOL complete = _hk_canComplete;
    _manualScrollInProgress = NO;
    _hk_revealView = _hk_concealView = nil;
    _hk_direction = -1;
    _hk_canComplete = NO;
    if (reveal != nil) {
        UIView *dropped = nil;
        if (complete) {
            dropped = [[[self _hk_viewAtSlot:direction == 0 ? HKSlotPrevious : HKSlotNext] retain] autorelease];
            NSArray *order = direction == 0 ? [NSArray arrayWithObjects:conceal, reveal, [NSNull null], nil]
                                            : [NSArray arrayWithObjects:[NSNull null], reveal, conceal, nil];
            [dropped removeFromSuperview];
            for (NSInteger i = 0; i < 3; i++) {
                id view = [order objectAtIndex:i];
                [self _hk_setView:view == [NSNull null] ? nil : view atSlot:i];
            }
        }
        [self _hk_recenter];
        [self _notifyDelegateDidEndManualScroll:YES toRevealView:complete ? reveal : conceal direction:direction
                                       animated:YES didFinish:YES didComplete:complete];
        if (dropped != nil) [_qDelegate queuingScrollView:self didFlushView:dropped animated:YES];
    } else {
        [self _hk_recenter];
    }
    [self _notifyDelegateDidFinishScrolling];
}

- (void)_notifyDelegateWillManuallyScroll:(BOOL)scroll toRevealView:(UIView *)view concealingView:(UIView *)concealingView animated:(BOOL)animated {
    [_qDelegate queuingScrollView:self willManuallyScroll:scroll toRevealView:view concealView:concealingView animated:animated];
}

- (void)_notifyDelegateDidCommitManualScroll:(BOOL)scroll toRevealView:(UIView *)view concealView:(UIView *)concealView
                                   direction:(NSInteger)direction animated:(BOOL)animated canComplete:(BOOL)complete {
    [_qDelegate queuingScrollView:self didCommitManualScroll:scroll toRevealView:view concealView:concealView
                        direction:direction animated:animated canComplete:complete];
}

- (void)_notifyDelegateDidEndManualScroll:(BOOL)scroll toRevealView:(UIView *)view direction:(NSInteger)direction
                                 animated:(BOOL)animated didFinish:(BOOL)finish didComplete:(BOOL)complete {
    [_qDelegate queuingScrollView:self didEndManualScroll:scroll toRevealView:view direction:direction
                         animated:animated didFinish:finish didComplete:complete];
}

- (void)_notifyDelegateDidFinishScrolling { [_qDelegate queuingScrollViewDidFinishScrolling:self]; }

@end
