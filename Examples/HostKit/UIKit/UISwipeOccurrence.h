#import <UIKit/UISwipeActionController.h>

@class UIView;
@class UITableViewCell;
@class UISwipeActionPullView;
@class HKHandler;

// UISwipeOccurrence states (UISwipeOccurrence.mm -description / -_transitionToState:).
enum {
    HKSwipeOccurrenceStateClosed = 0,
    HKSwipeOccurrenceStateOpen = 1,
    HKSwipeOccurrenceStateTracking = 2,
    HKSwipeOccurrenceStateTriggering = 3,
    HKSwipeOccurrenceStateTriggered = 4,
    HKSwipeOccurrenceStateCancelled = 5,
};

// UIKit's private record of one swiped row (UISwipeOccurrence.mm): moves the row's view,
// owns its pull views (UISwipeActionPullView, whose delegate it is) and runs the actions'
// lifecycle.
@interface UISwipeOccurrence : NSObject {
    UISwipeActionController *_controller; // weak in UIKit
    NSIndexPath *_indexPath;
    NSUInteger _defaultStyle;
    NSUInteger _style;
    NSInteger _direction;                 // 0 left, 1 right
    NSUInteger _configuredDirection;
    NSInteger _state;
    CGFloat _offset;
    UIView *_swipedView;
    CGFloat _swipedViewRestingX;          // _UIDefaultSwipeViewManipulator's resting offset
    UISwipeActionPullView *_leadingPullView;
    UISwipeActionPullView *_trailingPullView;
    UIContextualAction *_currentAction;
    HKSwipeInfo _currentSwipeInfo;
    NSUInteger _actionExecutionCounter;
    BOOL _active;
    unsigned int _flags;                  // 1 in transition, 2 finishing, 4 ended, 8 disabled interaction
    // What UIKit's blocks capture (HostKit has no blocks: HKHandlers on these ivars).
    UISwipeActionPullView *_performingPullView;
    HKSwipeInfo _performingInfo;
    UIContextualAction *_lifecycleAction;
    HKHandler *_lifecycleCompletion;
    NSUInteger _lifecycleCounter;
    BOOL _completionCalled;
    BOOL _handlerReturned;
    BOOL _resetDeletion;
    HKHandler *_resetCompletion;
}
- (id)initWithController:(UISwipeActionController *)controller indexPath:(NSIndexPath *)indexPath
            defaultStyle:(NSUInteger)style;
- (NSIndexPath *)indexPath;
- (void)setIndexPath:(NSIndexPath *)indexPath;
- (NSInteger)state;
- (NSInteger)direction;
- (CGFloat)offset;
- (BOOL)active;
- (void)setActive:(BOOL)active;
- (UIContextualAction *)currentAction;
- (UIView *)swipedView;
- (HKSwipeConfig)prepareWithSwipeDirection:(NSUInteger)direction configuration:(UISwipeActionsConfiguration *)configuration;
- (void)beginSwipeTracking:(BOOL)tracking;
- (void)updateOffsetWithSwipeInfo:(HKSwipeInfo *)info isTracking:(BOOL)tracking completion:(HKHandler *)completion;
- (void)performPrimaryActionWithSwipeInfo:(HKSwipeInfo *)info;
- (void)resetAnimated:(BOOL)animated completion:(HKHandler *)completion;
- (BOOL)shouldDismissWithTouchLocation:(CGPoint)location;
- (CGRect)swipedViewRestingFrame;
- (void)updateSwipedView;
- (void)endSwipe;
- (void)_forceTeardown;
- (void)_transitionToState:(NSInteger)state;
- (UISwipeActionPullView *)_pullViewForSwipeDirection:(NSUInteger)direction;
- (NSUInteger)_swipeDirectionForPullView:(UISwipeActionPullView *)pullView;
- (void)_updatePullView:(UISwipeActionPullView *)pullView;
- (void)_moveItemWithSwipeInfo:(HKSwipeInfo *)info tracking:(BOOL)tracking
           alongsideAnimations:(HKHandler *)animations completion:(HKHandler *)completion;
- (void)_resetItemWithSwipeInfo:(HKSwipeInfo *)info animated:(BOOL)animated deletion:(BOOL)deletion
                     completion:(HKHandler *)completion;
- (void)_removePullViewImmediately:(UISwipeActionPullView *)pullView;
- (void)_removeAndResetPullViewImmediately:(UISwipeActionPullView *)pullView;
- (void)_updateSwipedStateOnSwipedView:(BOOL)swiped;
- (void)_performSwipeAction:(UIContextualAction *)action inPullView:(UISwipeActionPullView *)pullView
                  swipeInfo:(HKSwipeInfo *)info;
- (void)_executeLifecycleForPerformedAction:(UIContextualAction *)action sourceView:(UIView *)sourceView
                          completionHandler:(HKHandler *)completionHandler;
// UISwipeActionPullViewDelegate
- (void)swipeActionPullView:(UISwipeActionPullView *)pullView tappedAction:(UIContextualAction *)action;
- (CGFloat)confirmationDistanceForPrimaryActionInSwipeActionPullView:(UISwipeActionPullView *)pullView;
@end
