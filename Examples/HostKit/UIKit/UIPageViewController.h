#import <UIKit/UIViewController.h>
#import <UIKit/UIScrollView.h>

@class UIPageViewController;
@class UIPanGestureRecognizer;
@class _UIQueuingScrollView;

typedef NS_ENUM(NSInteger, UIPageViewControllerTransitionStyle) {
    UIPageViewControllerTransitionStylePageCurl = 0,
    UIPageViewControllerTransitionStyleScroll = 1,
};

typedef NS_ENUM(NSInteger, UIPageViewControllerNavigationOrientation) {
    UIPageViewControllerNavigationOrientationHorizontal = 0,
    UIPageViewControllerNavigationOrientationVertical = 1,
};

typedef NS_ENUM(NSInteger, UIPageViewControllerNavigationDirection) {
    UIPageViewControllerNavigationDirectionForward = 0,
    UIPageViewControllerNavigationDirectionReverse = 1,
};

@protocol UIPageViewControllerDataSource <NSObject>
- (UIViewController *)pageViewController:(UIPageViewController *)pageViewController
      viewControllerBeforeViewController:(UIViewController *)viewController;
- (UIViewController *)pageViewController:(UIPageViewController *)pageViewController
       viewControllerAfterViewController:(UIViewController *)viewController;
@end

@protocol UIPageViewControllerDelegate <NSObject>
@optional
- (void)pageViewController:(UIPageViewController *)pageViewController willTransitionToViewControllers:(NSArray *)pendingViewControllers;
- (void)pageViewController:(UIPageViewController *)pageViewController didFinishAnimating:(BOOL)finished
   previousViewControllers:(NSArray *)previousViewControllers transitionCompleted:(BOOL)completed;
@end

// Scroll style: the pages are child controllers whose views sit in a _UIQueuingScrollView; a
// swipe is that scroll view's own pan. Page curl: setViewControllers only (no curl gesture).
@interface UIPageViewController : UIViewController {
    UIPageViewControllerTransitionStyle _transitionStyle;
    UIPageViewControllerNavigationOrientation _navigationOrientation;
    NSArray *_viewControllers;
    id _dataSource; // weak: not retained
    id _delegate;   // weak: not retained
    struct {
        unsigned int willTransition : 1;
        unsigned int didFinishAnimating : 1;
    } _delegateFlags;
    NSMutableArray *_cachedViewControllersForScroll;
    NSDictionary *_incomingAndOutgoingViewControllersForManualTransition;
    _UIQueuingScrollView *_scrollView;
}
- (instancetype)initWithTransitionStyle:(UIPageViewControllerTransitionStyle)style
                  navigationOrientation:(UIPageViewControllerNavigationOrientation)orientation
                                options:(NSDictionary *)options;
- (UIPageViewControllerTransitionStyle)transitionStyle;
- (UIPageViewControllerNavigationOrientation)navigationOrientation;
- (id)dataSource;
- (void)setDataSource:(id)dataSource;
// The delegate's optional methods are looked up when it is set, as in UIKit.
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (NSArray *)viewControllers;
// DEVIATION: completion is a block taking BOOL finished in UIKit; here nil or an HKHandler,
// called with an NSNumber (finished) as its one object.
- (void)setViewControllers:(NSArray *)viewControllers direction:(UIPageViewControllerNavigationDirection)direction
                  animated:(BOOL)animated completion:(id)completion;
@end

@interface UIPageViewController (UIKitInternal)
- (_UIQueuingScrollView *)_scrollView;
- (UIView *)_contentView;
- (void)_setViewControllers:(NSArray *)viewControllers withScrollInDirection:(NSInteger)direction
                   animated:(BOOL)animated completion:(id)completion;
- (void)_cacheViewControllerForScroll:(UIViewController *)controller;
- (void)_flushViewController:(UIViewController *)controller animated:(BOOL)animated;
- (UIViewController *)_viewControllerBefore:(BOOL)before viewController:(UIViewController *)controller;
- (BOOL)_shouldGenerateAppearanceCallbacksWhenScrolling;
- (void)_child:(UIViewController *)child beginAppearanceTransitionIfPossible:(BOOL)appearing animated:(BOOL)animated;
- (void)_child:(UIViewController *)child endAppearanceTransitionIfPossible:(BOOL)appearing;
- (void)_sendChildViewWill:(BOOL)will appear:(BOOL)appear animated:(BOOL)animated;
// _UIQueuingScrollView's delegate and data source.
- (id)_queuingScrollView:(_UIQueuingScrollView *)scrollView viewBefore:(BOOL)before view:(UIView *)view;
- (void)queuingScrollView:(_UIQueuingScrollView *)scrollView willManuallyScroll:(BOOL)scroll toRevealView:(UIView *)revealView
              concealView:(UIView *)concealView animated:(BOOL)animated;
- (void)queuingScrollView:(_UIQueuingScrollView *)scrollView didCommitManualScroll:(BOOL)scroll toRevealView:(UIView *)revealView
              concealView:(UIView *)concealView direction:(NSInteger)direction animated:(BOOL)animated canComplete:(BOOL)complete;
- (void)queuingScrollView:(_UIQueuingScrollView *)scrollView didEndManualScroll:(BOOL)scroll toRevealView:(UIView *)revealView
                direction:(NSInteger)direction animated:(BOOL)animated didFinish:(BOOL)finish didComplete:(BOOL)complete;
- (void)queuingScrollView:(_UIQueuingScrollView *)scrollView didFlushView:(UIView *)view animated:(BOOL)animated;
- (void)queuingScrollViewDidFinishScrolling:(_UIQueuingScrollView *)scrollView;
@end

// The page view controller's view.
@interface _UIPageViewControllerContentView : UIView
@end

// UIKit's private paging scroll view: three wrapper views (previous, current, next page);
// the data source is asked for a neighbour when a manual scroll reveals it.
@interface _UIQueuingScrollView : UIScrollView {
    NSInteger _navigationOrientation;
    id _qDelegate;   // weak: not retained
    id _qDataSource; // weak: not retained
    NSMutableArray *_views;   // 3 entries: a page's view or NSNull
    NSMutableArray *_wrapperViews;
    BOOL _manualScrollInProgress;
    CGFloat _hk_dragStartOffset;
    UIView *_hk_revealView;  // not retained (in _views)
    UIView *_hk_concealView; // not retained (in _views)
    NSInteger _hk_direction;
    BOOL _hk_canComplete;
    NSUInteger _hk_noNeighbour; // bit per direction: the data source had none during this scroll
}
- (id)initWithFrame:(CGRect)frame navigationOrientation:(NSInteger)orientation;
- (id)qDelegate;
- (void)setQDelegate:(id)delegate;
- (id)qDataSource;
- (void)setQDataSource:(id)dataSource;
- (BOOL)isManualScrollInProgress;
// UIScrollView's own pan (a UIScrollViewPanGestureRecognizer, action handlePan:) drives it.
- (void)handlePan:(UIPanGestureRecognizer *)recognizer;
- (void)setView:(UIView *)view direction:(NSInteger)direction animated:(BOOL)animated completion:(id)completion;
- (UIView *)_visibleView;
- (id)_viewBefore:(BOOL)before view:(UIView *)view;
- (void)_didScrollWithAnimation:(BOOL)animation force:(BOOL)force;
- (void)_didEndDraggingManualScroll;
- (void)_didEndManualScroll;
- (void)_scrollViewDidEndDecelerating;
- (void)_commitGestureDrivenScrollRevealingView:(UIView *)view concealingView:(UIView *)concealingView
                                    inDirection:(NSInteger)direction canComplete:(BOOL)complete;
- (void)_notifyDelegateWillManuallyScroll:(BOOL)scroll toRevealView:(UIView *)view concealingView:(UIView *)concealingView animated:(BOOL)animated;
- (void)_notifyDelegateDidCommitManualScroll:(BOOL)scroll toRevealView:(UIView *)view concealView:(UIView *)concealView
                                   direction:(NSInteger)direction animated:(BOOL)animated canComplete:(BOOL)complete;
- (void)_notifyDelegateDidEndManualScroll:(BOOL)scroll toRevealView:(UIView *)view direction:(NSInteger)direction
                                 animated:(BOOL)animated didFinish:(BOOL)finish didComplete:(BOOL)complete;
- (void)_notifyDelegateDidFinishScrolling;
- (void)_flushView:(UIView *)view animated:(BOOL)animated;
@end
