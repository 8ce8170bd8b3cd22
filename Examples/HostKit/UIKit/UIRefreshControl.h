#import <UIKit/UIControl.h>

@class UIScrollView;
@class UIRefreshControl;

// UIKit's states (UIRefreshControl.mm): idle, revealing, armed (pulled past the snapping
// height while the finger is down), refreshing, ending (animated / while tracking), bouncing.
typedef NS_ENUM(NSInteger, _UIRefreshControlState) {
    _UIRefreshControlStateIdle = 0,
    _UIRefreshControlStateRevealing = 1,
    _UIRefreshControlStateArmed = 2,
    _UIRefreshControlStateRefreshing = 3,
    _UIRefreshControlStateAnimatingEnd = 4,
    _UIRefreshControlStateEndingWhileTracking = 5,
    _UIRefreshControlStateBounce = 6,
};

// The refresh control's link to its scroll view (UIKit: _UIScrollViewRefreshControlHost,
// created in -[UIRefreshControl didMoveToSuperview]). The scroll view is not retained.
@interface _UIScrollViewRefreshControlHost : NSObject {
    UIScrollView *_scrollView;
}
- (id)initWithScrollView:(UIScrollView *)scrollView;
- (UIScrollView *)scrollView;
- (void)incrementInsetHeight:(CGFloat)height;
- (void)decrementInsetHeight:(CGFloat)height;
- (BOOL)refreshControlInsetsAffectScrollViewRubberBanding;
- (void)refreshControl:(UIRefreshControl *)control didChangeToState:(NSInteger)state fromState:(NSInteger)fromState;
@end

// The spinner view inside the control (UIKit: _UIRefreshControlContentView, and for the
// default style _UIRefreshControlModernContentView). Drawing is not modelled.
@interface _UIRefreshControlContentView : UIView {
    UIRefreshControl *_refreshControl; // not retained: the control owns its content view
}
- (UIRefreshControl *)refreshControl;
- (void)setRefreshControl:(UIRefreshControl *)control;
- (CGFloat)minimumSnappingHeight;
- (CGFloat)maximumSnappingHeight;
- (CGFloat)_heightAtWhichNoneOfTheInterfaceElementsAreVisibleEvenIfTheControlIsStillPartiallyOnScreen;
- (void)willTransitionFromState:(NSInteger)fromState toState:(NSInteger)toState;
- (void)didTransitionFromState:(NSInteger)fromState toState:(NSInteger)toState;
@end

@interface _UIRefreshControlModernContentView : _UIRefreshControlContentView
// Armed → refreshing: -[UIRefreshControl setRefreshControlState:3], which notifies.
- (void)_snappingMagic;
@end

@interface UIRefreshControl : UIControl {
    _UIScrollViewRefreshControlHost *_host;
    _UIRefreshControlContentView *_contentView;
    NSInteger _refreshControlState;
    NSInteger _style;
    CGFloat _visibleHeight;
    CGFloat _refreshControlHeight;
    CGFloat _snappingHeight;
    CGFloat _additionalTopInset;
    BOOL _insetsApplied;
    BOOL _adjustingInsets;
}
- (id)init;
// From code: no ValueChanged (UIKit: -_setRefreshControlState:3 notify:NO).
- (void)beginRefreshing;
- (void)endRefreshing;
- (BOOL)isRefreshing;
@end

@interface UIRefreshControl (UIKitInternal)
- (NSInteger)refreshControlState;
// The state machine's entry: _setRefreshControlState:state notify:YES.
- (void)setRefreshControlState:(NSInteger)state;
- (void)_setRefreshControlState:(NSInteger)state notify:(BOOL)notify;
- (BOOL)_canTransitionFromState:(NSInteger)state toState:(NSInteger)toState;
- (NSInteger)_recomputeNewState;
- (CGFloat)revealedFraction;
- (CGFloat)_visibleHeight;
- (void)_setVisibleHeight:(CGFloat)height;
- (CGFloat)_refreshControlHeight;
// Follows the scroll view's content offset.
- (void)_update;
// The scroll view scrolled (UIKit: a scroll observer's call): -_update.
- (void)_didScroll;
- (void)_updateSnappingHeight;
- (_UIRefreshControlContentView *)_contentView;
- (void)_addInsets;
- (void)_removeInsets;
- (void)_addInsetHeight:(CGFloat)height;
- (void)_removeInsetHeight:(CGFloat)height;
- (void)_endRefreshingAnimated:(BOOL)animated;
@end
