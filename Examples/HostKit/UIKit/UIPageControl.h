#import <UIKit/UIControl.h>

@class UITapGestureRecognizer;
@class _UIPageControlVisualProvider;

typedef NS_ENUM(NSInteger, UIPageControlInteractionState) {
    UIPageControlInteractionStateNone = 0,
    UIPageControlInteractionStateDiscrete = 1,
    UIPageControlInteractionStateContinuous = 2,
};

// iOS 14+: the page control's visual provider owns its interaction (UIKitCore 26.1:
// _UIInteractivePageControlVisualProvider.mm): a tap recognizer on the control, target
// the provider, action didTapPageControl:, and a long press (0.15 s, any movement)
// with the action didScrubPageControl:, whose display link moves the page one at a time
// toward the finger while it scrubs (a ValueChanged for each page), neither cancelling
// touches.
@interface UIPageControl : UIControl {
    NSInteger _numberOfPages;
    NSInteger _currentPage;
    BOOL _hidesForSinglePage;
    _UIPageControlVisualProvider *_visualProvider;
}
- (NSInteger)numberOfPages;
- (void)setNumberOfPages:(NSInteger)pages;
- (NSInteger)currentPage;
// From code: no ValueChanged.
- (void)setCurrentPage:(NSInteger)page;
- (BOOL)hidesForSinglePage;
- (void)setHidesForSinglePage:(BOOL)hides;
- (UIPageControlInteractionState)interactionState;
@end

@interface UIPageControl (UIKitInternal)
- (_UIPageControlVisualProvider *)hk_visualProvider;
- (void)_updateCurrentPage:(NSInteger)page updateDisplayImmediately:(BOOL)immediately;
// → _sendActionsForEvents:ValueChanged withEvent:nil.
- (void)_emitValueChanged;
@end

@interface _UIPageControlVisualProvider : NSObject {
    UIPageControl *_pageControl; // not retained: the control owns its provider
    NSInteger _displayedPage;
    UIPageControlInteractionState _interactionState;
}
- (id)hk_initWithPageControl:(UIPageControl *)pageControl;
- (void)prepare;
- (NSInteger)displayedPage;
- (UIPageControlInteractionState)interactionState;
- (void)setInteractionState:(UIPageControlInteractionState)state;
- (void)setPage:(NSInteger)page interactionState:(UIPageControlInteractionState)state;
- (void)updateDisplayedPageToCurrentPage;
- (BOOL)shouldDisableTouchTracking;
- (CGRect)indicatorFrameForPage:(NSInteger)page;
@end

@class UILongPressGestureRecognizer;

@interface _UIInteractivePageControlVisualProvider : _UIPageControlVisualProvider {
    UITapGestureRecognizer *_tapGestureRecognizer;
    UILongPressGestureRecognizer *_scrubGestureRecognizer;
    BOOL _scrubbing;
    CGFloat _scrubX;
}
- (UITapGestureRecognizer *)tapGestureRecognizer;
- (void)didTapPageControl:(UITapGestureRecognizer *)recognizer;
- (void)didScrubPageControl:(UILongPressGestureRecognizer *)recognizer;
- (BOOL)isScrubbing;
- (void)setScrubbing:(BOOL)scrubbing;
- (void)displayLinkTicked:(id)displayLink;
@end
