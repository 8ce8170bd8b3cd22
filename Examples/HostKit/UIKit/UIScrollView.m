#import <UIKit/UIKit.h>
#import <UIKit/UIRefreshControl.h>
#include <math.h>

// UIKit's normal deceleration: the content travels about half a second's worth of the
// release velocity (UIScrollViewDecelerationRateNormal, 0.998 per millisecond).
static const CGFloat HKDecelerationProjection = 0.499;
// Below this release speed (points per second) the content stops where the finger left it.
static const CGFloat HKMinimumDecelerationSpeed = 50;

@implementation UIScrollView

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _scrollEnabled = YES;
        _bounces = YES;
        // UITableView turns vertical bouncing on in its initializer (UIKit: a table can
        // always be pulled). HostKit sets it here, so that UITableView.m stays untouched.
        _alwaysBounceVertical = [self isKindOfClass:NSClassFromString(@"UITableView")];
        // UIKitCore 26.1: -_createGestureRecognizersForCurrentTouchLevel, at init: the
        // touch delay (enabled while scrolling is), the pan, the knob's two long presses.
        // DEVIATION: no hover, drag auto-scroll, pinch or paging swipe recognizers.
        _delaysContentTouches = YES;
        _canCancelContentTouches = YES;
        _touchDelayGestureRecognizer = [[UIScrollViewDelayedTouchesBeganGestureRecognizer alloc] initWithTarget:self
                                                                                                         action:@selector(delayed:)];
        [_touchDelayGestureRecognizer setDelaysTouchesBegan:YES];
        [self addGestureRecognizer:_touchDelayGestureRecognizer];
        // The pan: target the scroll view, action handlePan: (crash logs show
        // -[UIScrollView handlePan:]).
        _pan = [[UIScrollViewPanGestureRecognizer alloc] initWithTarget:self action:@selector(handlePan:)];
        [self addGestureRecognizer:_pan];
        _knobLongPressGestureRecognizer = [[UIScrollViewKnobLongPressGestureRecognizer alloc]
            initWithTarget:self action:@selector(_handleKnobLongPressGesture:)];
        [_knobLongPressGestureRecognizer setMinimumPressDuration:0.1];
        _knobPointerLongPressGestureRecognizer = [[UIScrollViewKnobLongPressGestureRecognizer alloc]
            initWithTarget:self action:@selector(_handleKnobLongPressGesture:)];
        [_knobPointerLongPressGestureRecognizer setMinimumPressDuration:0];
        for (UIGestureRecognizer *knob in @[ _knobLongPressGestureRecognizer, _knobPointerLongPressGestureRecognizer ]) {
            [knob setDelegate:self];
            [self addGestureRecognizer:knob];
        }
    }
    return self;
}

- (void)dealloc {
    [_touchDelayGestureRecognizer release];
    [_knobLongPressGestureRecognizer release];
    [_knobPointerLongPressGestureRecognizer release];
    [_pan release];
    [_refreshControl release];
    [super dealloc];
}

- (id)delegate { return _delegate; }

- (void)setDelegate:(id)delegate {
    _delegate = delegate;
    _scrollViewFlags.didScroll = [delegate respondsToSelector:@selector(scrollViewDidScroll:)];
    _scrollViewFlags.willBeginDragging = [delegate respondsToSelector:@selector(scrollViewWillBeginDragging:)];
    _scrollViewFlags.didEndDragging =
        [delegate respondsToSelector:@selector(scrollViewDidEndDragging:willDecelerate:)];
    _scrollViewFlags.didEndDecelerating = [delegate respondsToSelector:@selector(scrollViewDidEndDecelerating:)];
    _scrollViewFlags.willEndDragging =
        [delegate respondsToSelector:@selector(scrollViewWillEndDragging:withVelocity:targetContentOffset:)];
    _scrollViewFlags.willBeginDecelerating =
        [delegate respondsToSelector:@selector(scrollViewWillBeginDecelerating:)];
}

- (CGPoint)contentOffset { return _contentOffset; }

// UIKit: setContentOffset: → setBounds: → _notifyDidScroll when the origin moved.
- (void)setContentOffset:(CGPoint)offset {
    if (offset.x == _contentOffset.x && offset.y == _contentOffset.y) return;
    _contentOffset = offset;
    [self _notifyDidScroll];
}

// DEVIATION: no animation; the offset is set at once.
- (void)setContentOffset:(CGPoint)offset animated:(BOOL)animated { [self setContentOffset:offset]; }

// UIKitCore 26.1: the delegate's scrollViewDidScroll: first, then the scroll observers,
// the refresh control among them (-[UIRefreshControl _didScroll] → -_update).
- (void)_notifyDidScroll {
    if (_scrollViewFlags.didScroll) [_delegate scrollViewDidScroll:self];
    [_refreshControl _didScroll];
}

- (CGSize)contentSize { return _contentSize; }
- (void)setContentSize:(CGSize)size { _contentSize = size; }
- (UIEdgeInsets)contentInset { return _contentInset; }
- (void)setContentInset:(UIEdgeInsets)inset { _contentInset = inset; }

- (UIEdgeInsets)adjustedContentInset {
    UIEdgeInsets inset = _contentInset;
    inset.top += _refreshInset;
    return inset;
}

- (BOOL)isScrollEnabled { return _scrollEnabled; }
- (void)setScrollEnabled:(BOOL)enabled {
    _scrollEnabled = enabled;
    [_pan setEnabled:enabled];
    [_touchDelayGestureRecognizer setEnabled:enabled];
}
- (BOOL)canCancelContentTouches { return _canCancelContentTouches; }
- (void)setCanCancelContentTouches:(BOOL)cancels { _canCancelContentTouches = cancels; }

// UIKit's documented default: a control keeps a touch it is tracking, any other view
// gives it up to a scroll.
- (BOOL)touchesShouldCancelInContentView:(UIView *)view { return ![view isKindOfClass:[UIControl class]]; }

// A touch the content has been given (no longer held back) is taken by a scroll only if
// the content may be cancelled: otherwise the pan fails and the content keeps tracking.
- (BOOL)_hk_mayTakeTouch:(UITouch *)touch {
    UIView *view = [touch view];
    if (view == self || [touch _hk_delivery] != HKTouchDeliveryNormal) return YES;
    return _canCancelContentTouches && [self touchesShouldCancelInContentView:view];
}
- (BOOL)delaysContentTouches { return _delaysContentTouches; }
- (void)setDelaysContentTouches:(BOOL)delays { _delaysContentTouches = delays; }
- (UIGestureRecognizer *)_touchDelayGestureRecognizer { return _touchDelayGestureRecognizer; }

// UIKitCore 26.1: the action is sent only when the recognizer recognises (a touch the
// content refused to begin), which HostKit's content never does.
- (void)delayed:(id)recognizer {}

// DEVIATION: HostKit draws no scroll indicators, so no knob is ever under the finger:
// the knob's recognizers never begin.
- (void)_handleKnobLongPressGesture:(id)recognizer {}
- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)recognizer {
    return recognizer != _knobLongPressGestureRecognizer && recognizer != _knobPointerLongPressGestureRecognizer;
}

// UIKitCore 26.1: a pan or a pinch that begins while the touch is still held back takes
// it: disabling the delay recognizer cancels the held touches.
- (void)_cancelTouchDelayGestureRecognizerIfNecessary {
    if ([_touchDelayGestureRecognizer state] != UIGestureRecognizerStatePossible) return;
    [_touchDelayGestureRecognizer setEnabled:NO];
    [_touchDelayGestureRecognizer setEnabled:YES];
}
- (BOOL)bounces { return _bounces; }
- (void)setBounces:(BOOL)bounces { _bounces = bounces; }
- (BOOL)alwaysBounceVertical { return _alwaysBounceVertical; }
- (void)setAlwaysBounceVertical:(BOOL)bounce { _alwaysBounceVertical = bounce; }
- (BOOL)alwaysBounceHorizontal { return _alwaysBounceHorizontal; }
- (void)setAlwaysBounceHorizontal:(BOOL)bounce { _alwaysBounceHorizontal = bounce; }
- (BOOL)isTracking { return _tracking; }
- (BOOL)isDragging { return _dragging; }
- (BOOL)isDecelerating { return _decelerating; }
- (void)_hk_setTracking:(BOOL)tracking { _tracking = tracking; }

- (UIPanGestureRecognizer *)panGestureRecognizer { return _pan; }

- (BOOL)_canScrollX {
    if (!_scrollEnabled) return NO;
    UIEdgeInsets inset = [self adjustedContentInset];
    return _contentSize.width + inset.left + inset.right > [self bounds].size.width
        || (_bounces && _alwaysBounceHorizontal);
}

- (BOOL)_canScrollY {
    if (!_scrollEnabled) return NO;
    UIEdgeInsets inset = [self adjustedContentInset];
    return _contentSize.height + inset.top + inset.bottom > [self bounds].size.height
        || (_bounces && _alwaysBounceVertical);
}

static CGPoint HKMinimumOffset(UIScrollView *self) {
    UIEdgeInsets inset = [self adjustedContentInset];
    return CGPointMake(0 - inset.left, 0 - inset.top); // 0 - 0 is +0, not -0
}

static CGPoint HKMaximumOffset(UIScrollView *self) {
    UIEdgeInsets inset = [self adjustedContentInset];
    CGPoint minimum = HKMinimumOffset(self);
    CGRect bounds = [self bounds];
    return CGPointMake(MAX(minimum.x, [self contentSize].width + inset.right - bounds.size.width),
                       MAX(minimum.y, [self contentSize].height + inset.bottom - bounds.size.height));
}

static CGPoint HKClampedOffset(UIScrollView *self, CGPoint offset) {
    CGPoint minimum = HKMinimumOffset(self), maximum = HKMaximumOffset(self);
    return CGPointMake(MIN(MAX(offset.x, minimum.x), maximum.x), MIN(MAX(offset.y, minimum.y), maximum.y));
}

static BOOL HKIsOutsideContent(UIScrollView *self) {
    CGPoint offset = [self contentOffset], clamped = HKClampedOffset(self, offset);
    return clamped.x != offset.x || clamped.y != offset.y;
}

// Springing back from past an edge (a deceleration outside the content).
- (BOOL)_isBouncing { return _decelerating && HKIsOutsideContent(self); }

// MARK: The pan (UIScrollView.mm; crash log: handlePan: → _endPanNormal: →
// _scrollViewWillEndDraggingWithDeceleration: → _performScrollViewWillEndDraggingInvocations…)

- (void)handlePan:(UIPanGestureRecognizer *)recognizer {
    switch ([recognizer state]) {
    case UIGestureRecognizerStateBegan:
        [self _cancelTouchDelayGestureRecognizerIfNecessary];
        [self _updatePanGesture];
        break;
    case UIGestureRecognizerStateChanged: [self _updatePanGesture]; break;
    case UIGestureRecognizerStateEnded: [self _endPanNormal:YES]; break;
    case UIGestureRecognizerStateCancelled: [self _endPanNormal:NO]; break;
    default: break;
    }
}

// The content follows the finger. DEVIATION: 1:1 also past the edges (UIKit rubber-bands
// there, moving the content less than the finger); only offsets, not messages, differ.
- (void)_updatePanGesture {
    // A finger on content that still moves stops it where it is (UIKit: no
    // scrollViewDidEndDecelerating: then).
    _decelerating = NO;
    if (!_dragging) {
        _panStartOffset = _contentOffset;
        [self _scrollViewWillBeginDragging];
    }
    CGPoint translation = [_pan translationInView:self];
    CGPoint offset = _panStartOffset;
    if ([self _canScrollX]) offset.x -= translation.x;
    if ([self _canScrollY]) offset.y -= translation.y;
    if (!_bounces) offset = HKClampedOffset(self, offset);
    [self setContentOffset:offset];
}

- (void)_scrollViewWillBeginDragging {
    _dragging = YES;
    if (_scrollViewFlags.willBeginDragging) [_delegate scrollViewWillBeginDragging:self];
}

- (void)_endPanNormal:(BOOL)normal {
    [self retain];
    CGPoint velocity = [_pan velocityInView:self]; // of the finger, points per second
    CGPoint contentVelocity = CGPointMake([self _canScrollX] && velocity.x != 0 ? -velocity.x : 0,
                                          [self _canScrollY] && velocity.y != 0 ? -velocity.y : 0);
    BOOL moving = normal && (fabs(contentVelocity.x) >= HKMinimumDecelerationSpeed
                             || fabs(contentVelocity.y) >= HKMinimumDecelerationSpeed);
    CGPoint unclamped = _contentOffset;
    if (moving) {
        unclamped.x += contentVelocity.x * HKDecelerationProjection;
        unclamped.y += contentVelocity.y * HKDecelerationProjection;
    }
    CGPoint target = HKClampedOffset(self, unclamped);
    // Released while pulled past an edge: the bounce back counts as deceleration in UIKit.
    BOOL decelerate = moving || HKIsOutsideContent(self);
    _hkDecelerationTarget = target;
    _hkVelocity = CGPointMake(contentVelocity.x / 1000, contentVelocity.y / 1000);
    _hkUnclampedTarget = unclamped;
    decelerate = [self _scrollViewWillEndDraggingWithDeceleration:decelerate];
    [self _scrollViewDidEndDraggingWithDeceleration:decelerate];
    _tracking = NO;
    if (decelerate) {
        // UIKit: the heartbeat (a display link) moves the content until it rests, seconds
        // for a flick. DEVIATION: its last frame only (see -_hk_addDisplayLinkHandler:).
        _decelerating = YES;
        if (_scrollViewFlags.willBeginDecelerating) [_delegate scrollViewWillBeginDecelerating:self];
        [[UIApplication sharedApplication]
            _hk_addDisplayLinkHandler:[HKHandler handlerWithTarget:self action:@selector(_hk_decelerationEnded)]];
    }
    [self release];
}

// Asks the delegate for the target offset; YES when the content will still move after the finger.
- (BOOL)_scrollViewWillEndDraggingWithDeceleration:(BOOL)decelerate {
    CGPoint target = _hkDecelerationTarget;
    [self _performScrollViewWillEndDraggingInvocationsWithVelocity:_hkVelocity
                                               targetContentOffset:&target
                                           unclampedOriginalTarget:_hkUnclampedTarget];
    _hkDecelerationTarget = target;
    if (target.x != _contentOffset.x || target.y != _contentOffset.y) return YES;
    return decelerate && HKIsOutsideContent(self);
}

- (void)_performScrollViewWillEndDraggingInvocationsWithVelocity:(CGPoint)velocity
                                             targetContentOffset:(CGPoint *)targetContentOffset
                                         unclampedOriginalTarget:(CGPoint)unclampedOriginalTarget {
    if (_scrollViewFlags.willEndDragging)
        [_delegate scrollViewWillEndDragging:self withVelocity:velocity targetContentOffset:targetContentOffset];
}

- (void)_scrollViewDidEndDraggingWithDeceleration:(BOOL)decelerate {
    _dragging = NO;
    [self _scrollViewDidEndDraggingForDelegateWithDeceleration:decelerate];
}

- (void)_scrollViewDidEndDraggingForDelegateWithDeceleration:(BOOL)decelerate {
    if (_scrollViewFlags.didEndDragging) [_delegate scrollViewDidEndDragging:self willDecelerate:decelerate];
}

// The content at rest: then _scrollViewDidEndDecelerating → scrollViewDidEndDecelerating:.
// Nothing when a finger stopped it first.
- (void)_hk_decelerationEnded {
    if (!_decelerating) return;
    [self setContentOffset:HKClampedOffset(self, _hkDecelerationTarget)];
    [self _scrollViewDidEndDecelerating];
}

- (void)_scrollViewDidEndDecelerating {
    _decelerating = NO;
    [self _scrollViewDidEndDeceleratingForDelegate];
}

- (void)_scrollViewDidEndDeceleratingForDelegate {
    if (_scrollViewFlags.didEndDecelerating) [_delegate scrollViewDidEndDecelerating:self];
}

// MARK: Refresh control (UIScrollView.mm: _setRefreshControl:, _addRefreshInset:, _removeRefreshInset:)

- (UIRefreshControl *)refreshControl { return [self _refreshControl]; }
- (void)setRefreshControl:(UIRefreshControl *)refreshControl { [self _setRefreshControl:refreshControl]; }
- (UIRefreshControl *)_refreshControl { return _refreshControl; }

- (void)_setRefreshControl:(UIRefreshControl *)refreshControl {
    if (refreshControl == _refreshControl) return;
    UIRefreshControl *old = _refreshControl;
    _refreshControl = [refreshControl retain];
    [old removeFromSuperview];
    [old release];
    if (refreshControl != nil) [self addSubview:refreshControl];
}

- (void)_addRefreshInset:(CGFloat)inset { _refreshInset += inset; }
- (void)_removeRefreshInset:(CGFloat)inset { _refreshInset = MAX(_refreshInset - inset, 0); }

@end

@implementation UIScrollViewPanGestureRecognizer

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    [super touchesBegan:touches withEvent:event];
    [(UIScrollView *)[self view] _hk_setTracking:YES];
}

// UIKit asks the scroll view whether the pan may begin in the direction the finger went
// (_panGestureRecognizer:shouldTryToBeginHorizontallyWithEvent: / ...VerticallyWithEvent:):
// a pan mostly along a direction the view cannot scroll fails (a table's horizontal swipe
// is its rows' swipe actions', not a scroll).
- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {
    UIGestureRecognizerState before = [self state];
    [super touchesMoved:touches withEvent:event];
    UIScrollView *scrollView = (UIScrollView *)[self view];
    if (before == UIGestureRecognizerStatePossible && [self state] == UIGestureRecognizerStateBegan) {
        CGPoint t = [self translationInView:scrollView];
        BOOL horizontal = (t.x < 0 ? -t.x : t.x) > (t.y < 0 ? -t.y : t.y);
        if (horizontal ? ![scrollView _canScrollX] : ![scrollView _canScrollY])
            [self setState:UIGestureRecognizerStateFailed];
        else if (![scrollView _hk_mayTakeTouch:[touches anyObject]])
            [self setState:UIGestureRecognizerStateFailed];
    }
}

// A finger that lifts without a pan (a tap) ends the tracking here; a pan's end is the
// scroll view's (_endPanNormal:).
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    UIGestureRecognizerState before = [self state];
    [super touchesEnded:touches withEvent:event];
    if (before != UIGestureRecognizerStateBegan && before != UIGestureRecognizerStateChanged)
        [(UIScrollView *)[self view] _hk_setTracking:NO];
}

- (void)touchesCancelled:(NSSet *)touches withEvent:(UIEvent *)event {
    [super touchesCancelled:touches withEvent:event];
    [(UIScrollView *)[self view] _hk_setTracking:NO];
}

@end

// The delay: UIKitCore 26.1 asks the scroll view (-_touchDelayForScrollDetection, whose
// body the decompilation leaves out; the same client protocol's other classes answer
// 0.15 s) and starts a UIDelayedAction. DEVIATION: HostKit has no timers: the delay is
// found to have passed at the finger's next event (a move, the lift), or when the driver
// fires UIKit's timers while the finger rests (-[UIWindow _hk_touchDelaysPassedAt:forEvent:]).
static const NSTimeInterval HKTouchDelayForScrollDetection = 0.15;
// INFERRED: -_scrollHysteresis has no body in the decompilation either.
static const CGFloat HKScrollHysteresis = 10;

@implementation UIScrollViewDelayedTouchesBeganGestureRecognizer

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    UITouch *touch = [touches anyObject];
    if (![(UIScrollView *)[self view] delaysContentTouches]) {
        [self setState:UIGestureRecognizerStateFailed];
        return;
    }
    _beganAt = [touch timestamp];
    _startInWindow = [touch locationInView:nil];
}

// -sendDelayedTouches: every touch may begin in the content (touchesShouldBegin:… says
// YES by default), so the recognizer fails and the window delivers them.
- (void)_sendDelayedTouches { [self setState:UIGestureRecognizerStateFailed]; }

- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {
    if ([self state] != UIGestureRecognizerStatePossible) return;
    UITouch *touch = [touches anyObject];
    UIScrollView *scrollView = (UIScrollView *)[self view];
    CGPoint at = [touch locationInView:nil];
    CGFloat dx = at.x - _startInWindow.x, dy = at.y - _startInWindow.y;
    BOOL acrossX = (dx < 0 ? -dx : dx) > HKScrollHysteresis && ![scrollView _canScrollX];
    BOOL acrossY = (dy < 0 ? -dy : dy) > HKScrollHysteresis && ![scrollView _canScrollY];
    if ([touch timestamp] - _beganAt >= HKTouchDelayForScrollDetection || acrossX || acrossY) [self _sendDelayedTouches];
}

// The delay's timer, fired by the driver while the finger rests.
- (void)_hk_delayPassedAt:(NSTimeInterval)now {
    if ([self state] == UIGestureRecognizerStatePossible && now - _beganAt >= HKTouchDelayForScrollDetection)
        [self _sendDelayedTouches];
}

// A lift before the delay passed sends the held touches at once.
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    if ([self state] == UIGestureRecognizerStatePossible) [self _sendDelayedTouches];
}

// Disabled while Possible (-_cancelTouchDelayGestureRecognizerIfNecessary): reset, its
// held touches cancelled; the window sees the pan that took them.
- (void)setEnabled:(BOOL)enabled {
    [super setEnabled:enabled];
    if (!enabled && [self state] == UIGestureRecognizerStatePossible) [self setState:UIGestureRecognizerStateFailed];
}

@end

@implementation UIScrollViewKnobLongPressGestureRecognizer
@end
