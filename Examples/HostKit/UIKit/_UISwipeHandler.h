#import <UIKit/UISwipeActionController.h>

@class UIGestureRecognizer;
@class _UISwipeActionPanGestureRecognizer;
@class _UISwipeDismissalGestureRecognizer;

// UIKit's private gesture side of swipe actions (_UISwipeHandler.mm): target and delegate
// of the _UISwipeActionPanGestureRecognizer and _UISwipeDismissalGestureRecognizer it adds
// to the host's view; turns the pan into swipe infos for its UISwipeActionController.
@interface _UISwipeHandler : NSObject {
    UISwipeActionController *_swipeController; // weak in UIKit
    _UISwipeActionPanGestureRecognizer *_swipeActionPanRecognizer;
    _UISwipeDismissalGestureRecognizer *_dismissalGestureRecognizer;
    HKSwipeConfig _currentSwipeConfig;
    NSInteger _currentSwipeState;  // 0 open/tracking, 1 past the confirmation threshold, 2 confirmed
    CGFloat _initialTranslation;
    CGFloat _confirmationTranslationAdjustment;
    BOOL _active;
    BOOL _resetSwipeWhileInitiating;
    // The block UIKit builds in -_swipeRecognizerDidRecognize:: whether the began part ran
    // (bit 0) and what it answered (bit 1).
    unsigned int _flags;
}
- (id)initWithSwipeController:(UISwipeActionController *)controller;
- (UISwipeActionController *)swipeController;
- (void)setSwipeController:(UISwipeActionController *)controller;
- (_UISwipeActionPanGestureRecognizer *)swipeActionPanRecognizer;
- (_UISwipeDismissalGestureRecognizer *)dismissalGestureRecognizer;
- (void)_setUp;
- (BOOL)isActive;
- (void)setActive:(BOOL)active;
- (BOOL)isInteracting;
- (void)resetSwipe;
- (HKSwipeConfig)currentSwipeConfig;
- (void)updateCurrentSwipeConfig:(HKSwipeConfig *)config;
- (void)initiateSwipeWithDirection:(NSUInteger)direction configuration:(UISwipeActionsConfiguration *)configuration
                          location:(CGPoint)location userInitiated:(BOOL)userInitiated;
// Gesture recogniser delegate.
- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)recognizer;
- (BOOL)gestureRecognizerShouldDismissForTouchUp:(UIGestureRecognizer *)recognizer;
// Targets.
- (void)_swipeRecognizerDidRecognize:(UIGestureRecognizer *)recognizer;
- (void)_dismissalRecognizerDidRecognize:(UIGestureRecognizer *)recognizer;
// Steps.
- (NSUInteger)_directionForGestureRecognizer:(UIGestureRecognizer *)recognizer;
- (BOOL)_swipeRecognizerBegan:(UIGestureRecognizer *)recognizer;
- (void)_swipeRecognizerChanged:(UIGestureRecognizer *)recognizer;
- (void)_swipeRecognizerEnded:(UIGestureRecognizer *)recognizer wasCancelled:(BOOL)cancelled;
- (void)_cancelExistingSwipeForGestureBeganIfNecessary:(UIGestureRecognizer *)recognizer;
- (void)_cancelExistingSwipe;
- (BOOL)_delegateWantsToDismissOnTouchDownForGestureRecognizer:(UIGestureRecognizer *)recognizer;
- (HKSwipeInfo)_currentSwipeInfoWithTargetOffset:(CGFloat)offset animated:(BOOL)animated
                        usingSpringWithStiffness:(CGFloat)stiffness;
- (void)_moveSwipedItemToOffset:(CGFloat)offset animated:(BOOL)animated
       usingSpringWithStiffness:(CGFloat)stiffness isTracking:(BOOL)tracking;
@end
