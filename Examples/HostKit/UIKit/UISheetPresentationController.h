#import <UIKit/UIPresentationController.h>

@class UIPanGestureRecognizer;
@class _UISheetInteraction;

// Page and form sheets (iPhone: one large detent). The sheet is a UIDropShadowView in the
// transition view, over a UIDimmingView; the presenter's view stays in the window, a strip
// of it visible above the sheet. A drag on the sheet goes through _UISheetInteraction's pan.
@interface UISheetPresentationController : UIPresentationController {
    UIDimmingView *_dimmingView;
    UIDropShadowView *_dropShadowView;
    _UISheetInteraction *_sheetInteraction;
    BOOL _draggingAndTransitioning;
    BOOL _didAttemptToStartDismiss;
    BOOL _prefersGrabberVisible;
}
- (BOOL)prefersGrabberVisible;
- (void)setPrefersGrabberVisible:(BOOL)visible;
@end

@interface UISheetPresentationController (UIKitInternal)
- (UIDimmingView *)dimmingView;
- (UIDropShadowView *)dropShadowView;
- (_UISheetInteraction *)_sheetInteraction;
- (BOOL)_allowsDraggingToDismiss;
- (BOOL)_shouldDismissByDragging;
- (BOOL)_isDraggingAndTransitioning;
- (void)_setDraggingAndTransitioning:(BOOL)value;
- (BOOL)_didAttemptToStartDismiss;
- (void)_setDidAttemptToStartDismiss:(BOOL)value;
- (void)_transitionWillBegin:(BOOL)presenting;
- (void)_startInteractiveTransitionWithProgress:(double)progress;
- (void)_startInteractiveTransitionWithProgress:(double)progress fromViewController:(UIViewController *)controller completion:(id)completion;
- (void)_updateInteractiveTransitionWithProgress:(double)progress;
- (void)_completeInteractiveTransition:(BOOL)complete duration:(double)duration timingCurve:(id)curve;
// _UISheetInteractionDelegate
- (void)_sheetInteractionDraggingBegan:(_UISheetInteraction *)interaction withRubberBandCoefficient:(double)coefficient;
- (void)_sheetInteractionDraggingChanged:(_UISheetInteraction *)interaction withTranslation:(CGPoint)translation
                                velocity:(CGPoint)velocity animateChange:(BOOL)animate;
- (void)_sheetInteractionDraggingEnded:(_UISheetInteraction *)interaction;
- (void)sheetInteraction:(_UISheetInteraction *)interaction didChangeOffset:(CGPoint)offset;
@end

@interface _UIPageSheetPresentationController : UISheetPresentationController
@end

@interface _UIFormSheetPresentationController : UISheetPresentationController
@end

// The sheet's drag: a plain UIPanGestureRecognizer (UIKit names it
// "_UISheetInteractionBackgroundDismissRecognizer") targeting -handlePan:.
@interface _UISheetInteraction : NSObject {
    UIView *_view;              // weak in UIKit: not retained
    id _delegate;               // weak: not retained
    UIPanGestureRecognizer *_backgroundGestureRecognizer;
    NSMutableArray *_registeredPanGestureRecognizers;
    id _dragSource;
    CGPoint _currentOffset;
    CGPoint _currentVelocity;
    NSInteger _indexOfCurrentDetent;
    BOOL _enabled;
}
- (UIView *)view;
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (BOOL)isEnabled;
- (void)setEnabled:(BOOL)enabled;
- (void)willMoveToView:(UIView *)view;
- (void)didMoveToView:(UIView *)view;
- (UIPanGestureRecognizer *)backgroundGestureRecognizer;
- (void)registerPanGestureRecognizer:(UIPanGestureRecognizer *)recognizer;
- (void)handlePan:(UIPanGestureRecognizer *)recognizer;
- (BOOL)isDragging;
- (id)dragSource;
- (void)setDragSource:(id)source;
- (CGPoint)currentOffset;
- (CGPoint)currentVelocity;
- (NSInteger)indexOfCurrentDetent;
- (void)setIndexOfCurrentDetent:(NSInteger)index;
- (void)draggingBeganFromSource:(id)source withRubberBandCoefficient:(double)coefficient;
- (void)draggingChangedInSource:(id)source withTranslation:(CGPoint)translation velocity:(CGPoint)velocity animateChange:(BOOL)animate;
- (void)draggingEndedInSource:(id)source;
- (void)draggingCancelledInSource:(id)source;
- (void)sendCurrentOffsetDidChange;
@end
