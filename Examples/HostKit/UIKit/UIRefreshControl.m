// UIKitCore: UIRefreshControl.mm, _UIScrollViewRefreshControlHost.mm,
// _UIRefreshControlModernContentView.mm. The state machine, the inset handling and where
// ValueChanged is sent follow the decompilation; heights are HostKit's (drawing and
// layout are not modelled).
#import <UIKit/UIKit.h>
#import <UIKit/UIRefreshControl.h>
#include <math.h>

// DEVIATION (values): the modern content view's snapping limits and the height below
// which nothing of the control shows are not in the decompilation; these are plausible.
static const CGFloat HKRefreshControlHeight = 60;
static const CGFloat HKMinimumSnappingHeight = 80;
static const CGFloat HKMaximumSnappingHeight = 130;
static const CGFloat HKNothingVisibleHeight = 10;

@implementation _UIScrollViewRefreshControlHost

- (id)initWithScrollView:(UIScrollView *)scrollView {
    if ((self = [super init])) _scrollView = scrollView;
    return self;
}

- (UIScrollView *)scrollView { return _scrollView; }
- (void)incrementInsetHeight:(CGFloat)height { [_scrollView _addRefreshInset:height]; }
- (void)decrementInsetHeight:(CGFloat)height { [_scrollView _removeRefreshInset:height]; }
- (BOOL)refreshControlInsetsAffectScrollViewRubberBanding { return YES; }
// UIKit toggles the scroll view's automatic content offset adjustment here (not modelled).
- (void)refreshControl:(UIRefreshControl *)control didChangeToState:(NSInteger)state fromState:(NSInteger)fromState {}

@end

@implementation _UIRefreshControlContentView

- (UIRefreshControl *)refreshControl { return _refreshControl; }
- (void)setRefreshControl:(UIRefreshControl *)control { _refreshControl = control; }
- (CGFloat)minimumSnappingHeight { return HKMinimumSnappingHeight; }
- (CGFloat)maximumSnappingHeight { return HKMaximumSnappingHeight; }
- (CGFloat)_heightAtWhichNoneOfTheInterfaceElementsAreVisibleEvenIfTheControlIsStillPartiallyOnScreen {
    return HKNothingVisibleHeight;
}
- (void)willTransitionFromState:(NSInteger)fromState toState:(NSInteger)toState {}
- (void)didTransitionFromState:(NSInteger)fromState toState:(NSInteger)toState {}

@end

@implementation _UIRefreshControlModernContentView

// Armed: the spinner snaps and refreshing starts (UIKitCore 26.1 runs _snappingMagic at
// once, inside the state change, the finger still down).
- (void)didTransitionFromState:(NSInteger)fromState toState:(NSInteger)toState {
    if (toState == _UIRefreshControlStateArmed) [self _snappingMagic];
}

- (void)_snappingMagic { [[self refreshControl] setRefreshControlState:_UIRefreshControlStateRefreshing]; }

@end

@implementation UIRefreshControl

- (id)init { return [self initWithFrame:CGRectZero]; }

// UIKit: initWithFrame: → initWithStyle:2 (a 320 x 60 control), then the frame.
- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:CGRectMake(0, 0, 320, HKRefreshControlHeight)])) {
        _style = 2;
        _refreshControlHeight = HKRefreshControlHeight;
        if (frame.size.width > 0) [self setFrame:CGRectMake(frame.origin.x, frame.origin.y, frame.size.width, HKRefreshControlHeight)];
    }
    return self;
}

- (void)dealloc {
    [_contentView setRefreshControl:nil];
    [_contentView release];
    [_host release];
    [super dealloc];
}

static UIScrollView *HKContainingScrollView(UIView *view) {
    for (UIView *v = [view superview]; v != nil; v = [v superview]) {
        if ([v isKindOfClass:[UIScrollView class]]) return (UIScrollView *)v;
    }
    return nil;
}

- (void)didMoveToSuperview {
    if ([self superview] == nil) return;
    if (_host == nil) {
        UIScrollView *scrollView = HKContainingScrollView(self);
        if (scrollView != nil) {
            _host = [[_UIScrollViewRefreshControlHost alloc] initWithScrollView:scrollView];
            _refreshControlHeight = [self frame].size.height;
        }
        if (_host == nil)
            [NSException raise:NSInternalInconsistencyException
                        format:@"%@ was unable to find its associated scroll view", NSStringFromClass([self class])];
    }
    [self _updateSnappingHeight];
    [self _update];
}

- (_UIRefreshControlContentView *)_contentView {
    if (_contentView == nil) {
        _contentView = [[_UIRefreshControlModernContentView alloc] initWithFrame:[self bounds]];
        [_contentView setRefreshControl:self];
        [self addSubview:_contentView];
        [self setRefreshControlState:_UIRefreshControlStateIdle];
    }
    return _contentView;
}

- (CGFloat)_refreshControlHeight { return _refreshControlHeight; }
- (CGFloat)_visibleHeight { return _visibleHeight; }
- (NSInteger)refreshControlState { return _refreshControlState; }
- (BOOL)isRefreshing { return _refreshControlState == _UIRefreshControlStateRefreshing; }

- (void)_updateSnappingHeight {
    if (_host == nil) return;
    CGFloat snapping = round([[_host scrollView] bounds].size.height * 0.5);
    snapping = MIN(snapping, [[self _contentView] maximumSnappingHeight]);
    snapping = MAX(snapping, [[self _contentView] minimumSnappingHeight]);
    _snappingHeight = snapping;
}

// The part of the control the pulled content uncovers.
- (void)_didScroll { [self _update]; }

- (void)_update {
    if (_adjustingInsets || _host == nil) return;
    UIScrollView *scrollView = [_host scrollView];
    CGFloat visible = -([scrollView contentOffset].y + [scrollView contentInset].top);
    [self _setVisibleHeight:MAX(visible, 0)];
}

- (void)_setVisibleHeight:(CGFloat)height {
    if (_visibleHeight == height) return;
    _visibleHeight = height;
    [self setRefreshControlState:[self _recomputeNewState]];
}

- (CGFloat)revealedFraction {
    BOOL resting = _refreshControlState == _UIRefreshControlStateRefreshing || _refreshControlState == _UIRefreshControlStateIdle;
    CGFloat full = resting ? _refreshControlHeight : _snappingHeight;
    return full > 0 ? fmin(fmax(_visibleHeight / full, 0), 1) : 0;
}

- (NSInteger)_recomputeNewState {
    CGFloat fraction = [self revealedFraction];
    CGFloat nothingVisible =
        [[self _contentView] _heightAtWhichNoneOfTheInterfaceElementsAreVisibleEvenIfTheControlIsStillPartiallyOnScreen];
    UIScrollView *scrollView = [_host scrollView];
    switch (_refreshControlState) {
    case _UIRefreshControlStateIdle:
        if (fraction > 0 && [scrollView _isBouncing] && [scrollView isDecelerating]) return _UIRefreshControlStateBounce;
        if (_visibleHeight > nothingVisible && fraction < 1) return _UIRefreshControlStateRevealing;
        if (fraction >= 1 && ![scrollView isTracking]) return _UIRefreshControlStateRevealing;
        return _UIRefreshControlStateIdle;
    case _UIRefreshControlStateRevealing:
        if (fraction >= 1 && [scrollView isTracking]) return _UIRefreshControlStateArmed;
        return _visibleHeight >= nothingVisible ? _UIRefreshControlStateRevealing : _UIRefreshControlStateIdle;
    case _UIRefreshControlStateArmed:
    case _UIRefreshControlStateRefreshing: return _refreshControlState;
    case _UIRefreshControlStateEndingWhileTracking:
        return _visibleHeight <= nothingVisible ? _UIRefreshControlStateIdle : _UIRefreshControlStateEndingWhileTracking;
    default: // animating end, bouncing
        if (_visibleHeight <= nothingVisible) return _UIRefreshControlStateIdle;
        return [scrollView isTracking] && fraction <= 0.75 ? _UIRefreshControlStateRevealing : _refreshControlState;
    }
}

- (BOOL)_canTransitionFromState:(NSInteger)state toState:(NSInteger)toState {
    if (state != _UIRefreshControlStateRefreshing && toState == _UIRefreshControlStateRefreshing) return YES;
    switch (state) {
    case _UIRefreshControlStateIdle: return toState == _UIRefreshControlStateRevealing || toState == _UIRefreshControlStateBounce;
    case _UIRefreshControlStateRevealing: return toState < _UIRefreshControlStateRefreshing;
    case _UIRefreshControlStateArmed: return NO;
    case _UIRefreshControlStateRefreshing:
        return toState == _UIRefreshControlStateIdle || toState == _UIRefreshControlStateAnimatingEnd
            || toState == _UIRefreshControlStateEndingWhileTracking;
    case _UIRefreshControlStateEndingWhileTracking: return toState == _UIRefreshControlStateIdle;
    default: return toState < _UIRefreshControlStateArmed;
    }
}

- (void)setRefreshControlState:(NSInteger)state { [self _setRefreshControlState:state notify:YES]; }

// UIKitCore: UIRefreshControl.mm -_setRefreshControlState:notify: — the only place that
// sends the control's ValueChanged, through sendActionsForControlEvents: (no UIEvent).
- (void)_setRefreshControlState:(NSInteger)state notify:(BOOL)notify {
    if (![self _canTransitionFromState:_refreshControlState toState:state]) return;
    [self retain];
    NSInteger from = _refreshControlState;
    if (state != _UIRefreshControlStateArmed && state != _UIRefreshControlStateRefreshing) [self _removeInsets];
    [[self _contentView] willTransitionFromState:from toState:state];
    _refreshControlState = state;
    [[self _contentView] didTransitionFromState:from toState:state];
    if (_refreshControlState == state) {
        if (state == _UIRefreshControlStateRefreshing) {
            [self _addInsets];
            if (notify) [self sendActionsForControlEvents:UIControlEventValueChanged];
        } else if (state == _UIRefreshControlStateArmed) {
            [self _addInsets];
        }
        [_host refreshControl:self didChangeToState:state fromState:from];
    }
    [self release];
}

- (void)_addInsets { [self _addInsetHeight:_refreshControlHeight]; }
- (void)_removeInsets { [self _removeInsetHeight:_refreshControlHeight]; }

- (void)_addInsetHeight:(CGFloat)height {
    if (height <= 0 || _insetsApplied || _host == nil) return;
    _insetsApplied = YES;
    _adjustingInsets = YES;
    _additionalTopInset = height;
    [_host incrementInsetHeight:height];
    _adjustingInsets = NO;
}

- (void)_removeInsetHeight:(CGFloat)height {
    if (height <= 0 || !_insetsApplied || _host == nil) return;
    _adjustingInsets = YES;
    [_host decrementInsetHeight:height];
    _additionalTopInset = 0;
    _adjustingInsets = NO;
    _insetsApplied = NO;
}

// UIKit: an offscreen control refuses (on current SDKs); no ValueChanged either way.
- (void)beginRefreshing {
    if ([self window] == nil) return;
    [self _setRefreshControlState:_UIRefreshControlStateRefreshing notify:NO];
}

- (void)endRefreshing { [self _endRefreshingAnimated:YES]; }

// DEVIATION: HostKit has no animations (+[UIView areAnimationsEnabled] would be NO), so
// the ending goes straight to idle unless a finger still holds the content.
- (void)_endRefreshingAnimated:(BOOL)animated {
    [self retain];
    [self _update];
    NSInteger state = _UIRefreshControlStateIdle;
    if (_visibleHeight > 0 && [[_host scrollView] isTracking]) state = _UIRefreshControlStateEndingWhileTracking;
    [self _setRefreshControlState:state notify:NO];
    UIScrollView *scrollView = [_host scrollView];
    if ((_refreshControlState | 4) == 4 && ![scrollView _isBouncing] && [_host refreshControlInsetsAffectScrollViewRubberBanding]) {
        CGPoint offset = [scrollView contentOffset];
        [scrollView setContentOffset:CGPointMake(offset.x, offset.y + _visibleHeight)];
    }
    [self release];
}

@end
