#import <UIKit/UIView.h>
#import <UIKit/UIPanGestureRecognizer.h>
#import <UIKit/UILongPressGestureRecognizer.h>

@class UIScrollView;
@class UIScrollViewPanGestureRecognizer;
@class UIScrollViewDelayedTouchesBeganGestureRecognizer;
@class UIRefreshControl;

#ifndef HK_UIEDGEINSETS_DEFINED
#define HK_UIEDGEINSETS_DEFINED
// UIKit's UIEdgeInsets (UIGeometry.h in UIKit; declared here, where HostKit first needs it).
typedef struct UIEdgeInsets {
    CGFloat top, left, bottom, right;
} UIEdgeInsets;
static inline UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right) {
    UIEdgeInsets insets = { top, left, bottom, right };
    return insets;
}
#define UIEdgeInsetsZero UIEdgeInsetsMake(0, 0, 0, 0)
#endif

@protocol UIScrollViewDelegate <NSObject>
@optional
- (void)scrollViewDidScroll:(UIScrollView *)scrollView;
- (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView;
// Velocity in points per millisecond; the delegate may change *targetContentOffset.
- (void)scrollViewWillEndDragging:(UIScrollView *)scrollView
                     withVelocity:(CGPoint)velocity
              targetContentOffset:(inout CGPoint *)targetContentOffset;
- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate;
- (void)scrollViewWillBeginDecelerating:(UIScrollView *)scrollView;
- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;
@end

@interface UIScrollView : UIView {
    id _delegate; // not retained
    CGPoint _contentOffset;
    CGSize _contentSize;
    UIEdgeInsets _contentInset;
    CGFloat _refreshInset;                      // -_addRefreshInset: / -_removeRefreshInset:
    UIScrollViewPanGestureRecognizer *_pan;     // UIKit's own pan recognizer (handlePan:)
    UIScrollViewDelayedTouchesBeganGestureRecognizer *_touchDelayGestureRecognizer; // (delayed:)
    UILongPressGestureRecognizer *_knobLongPressGestureRecognizer;          // (_handleKnobLongPressGesture:)
    UILongPressGestureRecognizer *_knobPointerLongPressGestureRecognizer;
    UIRefreshControl *_refreshControl;
    CGPoint _panStartOffset;
    CGPoint _hkDecelerationTarget; // where a released pan's content comes to rest
    CGPoint _hkUnclampedTarget;
    CGPoint _hkVelocity;           // content velocity at release, points per millisecond
    BOOL _dragging;
    BOOL _tracking;
    BOOL _decelerating;
    BOOL _scrollEnabled;
    BOOL _bounces;
    BOOL _alwaysBounceVertical;
    BOOL _alwaysBounceHorizontal;
    BOOL _delaysContentTouches;
    BOOL _canCancelContentTouches;
    // Which optional methods the delegate answered when it was set. UIKit asks
    // respondsToSelector: only then, so a method added to the delegate's class later
    // is not called until the delegate is set again (RxCocoa's reset() relies on it).
    struct {
        unsigned int didScroll : 1;
        unsigned int willBeginDragging : 1;
        unsigned int didEndDragging : 1;
        unsigned int didEndDecelerating : 1;
        unsigned int willEndDragging : 1;
        unsigned int willBeginDecelerating : 1;
    } _scrollViewFlags;
}
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (CGPoint)contentOffset;
// Tells the delegate scrollViewDidScroll: when the offset changes, whoever moves it.
- (void)setContentOffset:(CGPoint)offset;
- (void)setContentOffset:(CGPoint)offset animated:(BOOL)animated;
- (CGSize)contentSize;
- (void)setContentSize:(CGSize)size;
- (UIEdgeInsets)contentInset;
- (void)setContentInset:(UIEdgeInsets)inset;
// contentInset plus what UIKit adds (here: a refreshing refresh control's height).
- (UIEdgeInsets)adjustedContentInset;
- (BOOL)isScrollEnabled;
- (void)setScrollEnabled:(BOOL)enabled;
- (BOOL)bounces;
- (void)setBounces:(BOOL)bounces;
- (BOOL)alwaysBounceVertical;
- (void)setAlwaysBounceVertical:(BOOL)bounce;
- (BOOL)alwaysBounceHorizontal;
- (void)setAlwaysBounceHorizontal:(BOOL)bounce;
// A finger is on the content (from touch down to lift).
- (BOOL)isTracking;
// The pan has begun and the finger is still down.
- (BOOL)isDragging;
- (BOOL)isDecelerating;
// UIKit's own recognizer: a UIScrollViewPanGestureRecognizer, target the scroll view,
// action handlePan:.
- (UIPanGestureRecognizer *)panGestureRecognizer;
// YES by default: a touch on the content reaches its view only once the scroll view knows
// it is no scroll (UIScrollViewDelayedTouchesBeganGestureRecognizer).
- (BOOL)delaysContentTouches;
- (void)setDelaysContentTouches:(BOOL)delays;
// YES by default: a scroll may take a touch its content was given, when
// -touchesShouldCancelInContentView: agrees (NO for a UIControl, YES for other views).
- (BOOL)canCancelContentTouches;
- (void)setCanCancelContentTouches:(BOOL)cancels;
- (BOOL)touchesShouldCancelInContentView:(UIView *)view;
// iOS 10+: the control becomes a subview of the scroll view.
- (UIRefreshControl *)refreshControl;
- (void)setRefreshControl:(UIRefreshControl *)refreshControl;
@end

@interface UIScrollView (UIKitInternal)
// The pan recognizer's action and its steps (UIKit's names; see facts/inputs.md).
- (void)handlePan:(UIPanGestureRecognizer *)recognizer;
- (void)_updatePanGesture;
- (void)_endPanNormal:(BOOL)normal;
- (void)_scrollViewWillBeginDragging;
- (BOOL)_scrollViewWillEndDraggingWithDeceleration:(BOOL)decelerate;
- (void)_performScrollViewWillEndDraggingInvocationsWithVelocity:(CGPoint)velocity
                                             targetContentOffset:(CGPoint *)targetContentOffset
                                         unclampedOriginalTarget:(CGPoint)unclampedOriginalTarget;
- (void)_scrollViewDidEndDraggingWithDeceleration:(BOOL)decelerate;
- (void)_scrollViewDidEndDraggingForDelegateWithDeceleration:(BOOL)decelerate;
- (void)_scrollViewDidEndDecelerating;
- (void)_scrollViewDidEndDeceleratingForDelegate;
- (void)_notifyDidScroll;
- (BOOL)_canScrollX;
- (BOOL)_canScrollY;
- (BOOL)_isBouncing;
- (UIRefreshControl *)_refreshControl;
- (void)_setRefreshControl:(UIRefreshControl *)refreshControl;
- (void)_addRefreshInset:(CGFloat)inset;
- (void)_removeRefreshInset:(CGFloat)inset;
// The touch-delay recognizer's action (sent only when it recognises) and the knobs'.
- (void)delayed:(id)recognizer;
- (void)_handleKnobLongPressGesture:(id)recognizer;
- (void)_cancelTouchDelayGestureRecognizerIfNecessary;
- (UIGestureRecognizer *)_touchDelayGestureRecognizer;
- (BOOL)_hk_mayTakeTouch:(UITouch *)touch;
@end

@interface UIScrollView (HostKit)
// The pan recognizer tells its scroll view when a finger comes down and lifts.
- (void)_hk_setTracking:(BOOL)tracking;
@end

// UIKit's private pan recognizer class for scroll views (a UIPanGestureRecognizer).
@interface UIScrollViewPanGestureRecognizer : UIPanGestureRecognizer
@end

// UIKitCore 26.1: a UIGestureRecognizer with delaysTouchesBegan. While it is Possible the
// content's view gets no touchesBegan:; it fails (and the window delivers the held touch)
// when the delay passes, when the finger moves along an axis the scroll view cannot
// scroll, or when the finger lifts first (then touchesBegan: and touchesEnded: arrive
// back to back). A pan that begins cancels it: the view never sees the touch.
@interface UIScrollViewDelayedTouchesBeganGestureRecognizer : UIGestureRecognizer {
    NSTimeInterval _beganAt;
    CGPoint _startInWindow;
}
// The delay's timer (HostKit's driver fires it while the finger rests).
- (void)_hk_delayPassedAt:(NSTimeInterval)now;
@end

// UIKitCore 26.1: the scroll indicator's knob, dragged (minimum press 0.1 s; the
// pointer's, 0).
@interface UIScrollViewKnobLongPressGestureRecognizer : UILongPressGestureRecognizer
@end
