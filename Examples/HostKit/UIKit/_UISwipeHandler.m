#import <UIKit/UIKit.h>
#include <math.h>

// UIKit's thresholds for the end of a swipe (_UISwipeHandler.mm -_swipeRecognizerEnded:wasCancelled:).
static const CGFloat HKSwipeOpenVelocity = 50;

@implementation _UISwipeHandler

// UIKitCore: _UISwipeHandler.mm -initWithSwipeController: (-setSwipeController:, -_setUp).
- (id)initWithSwipeController:(UISwipeActionController *)controller {
    if ((self = [super init])) {
        [self setSwipeController:controller];
        [self _setUp];
    }
    return self;
}

// UIKitCore: _UISwipeHandler.mm -dealloc (removes both recognisers from their view).
- (void)dealloc {
    [[_swipeActionPanRecognizer view] removeGestureRecognizer:_swipeActionPanRecognizer];
    [[_dismissalGestureRecognizer view] removeGestureRecognizer:_dismissalGestureRecognizer];
    [_swipeActionPanRecognizer release];
    [_dismissalGestureRecognizer release];
    [super dealloc];
}

- (UISwipeActionController *)swipeController { return _swipeController; }
- (void)setSwipeController:(UISwipeActionController *)controller { _swipeController = controller; }
- (_UISwipeActionPanGestureRecognizer *)swipeActionPanRecognizer { return _swipeActionPanRecognizer; }
- (_UISwipeDismissalGestureRecognizer *)dismissalGestureRecognizer { return _dismissalGestureRecognizer; }

// UIKitCore: _UISwipeHandler.mm -_setUp: the pan recogniser (target self,
// _swipeRecognizerDidRecognize:, delegate self, hysteresis 25) and the disabled dismissal
// recogniser (_dismissalRecognizerDidRecognize:), both on the host's
// gestureRecognizerViewForSwipeActionController:. (The feedback generator is not modelled.)
- (void)_setUp {
    _swipeActionPanRecognizer = [[_UISwipeActionPanGestureRecognizer alloc]
        initWithTarget:self action:@selector(_swipeRecognizerDidRecognize:)];
    [_swipeActionPanRecognizer setDelegate:self];
    [_swipeActionPanRecognizer _setHysteresis:25];
    UIView *view = [[_swipeController swipeActionHost] gestureRecognizerViewForSwipeActionController:_swipeController];
    [view addGestureRecognizer:_swipeActionPanRecognizer];
    _dismissalGestureRecognizer = [[_UISwipeDismissalGestureRecognizer alloc]
        initWithTarget:self action:@selector(_dismissalRecognizerDidRecognize:)];
    [_dismissalGestureRecognizer setDelegate:self];
    [_dismissalGestureRecognizer setEnabled:NO];
    [view addGestureRecognizer:_dismissalGestureRecognizer];
    _active = YES;
}

- (BOOL)isActive { return _active; }

- (void)setActive:(BOOL)active {
    if (_active == active) return;
    _active = active;
    [_swipeActionPanRecognizer setEnabled:active];
    if (!active) [_dismissalGestureRecognizer setEnabled:NO];
}

- (BOOL)isInteracting {
    UIGestureRecognizerState state = [_swipeActionPanRecognizer state];
    return state == UIGestureRecognizerStateBegan || state == UIGestureRecognizerStateChanged;
}

// UIKitCore: _UISwipeHandler.mm -resetSwipe.
- (void)resetSwipe {
    _resetSwipeWhileInitiating = YES;
    _initialTranslation = 0;
    _confirmationTranslationAdjustment = 0;
    memset(&_currentSwipeConfig, 0, sizeof _currentSwipeConfig);
    _currentSwipeState = 0;
    [_dismissalGestureRecognizer setEnabled:NO];
}

- (HKSwipeConfig)currentSwipeConfig { return _currentSwipeConfig; }
- (void)updateCurrentSwipeConfig:(HKSwipeConfig *)config { _currentSwipeConfig = *config; }

// UIKitCore: _UISwipeHandler.mm -gestureRecognizerShouldBegin: (the pan asks the controller
// whether a swipe may begin here in the proposed direction; the dismissal recogniser asks
// whether a touch up or down there should close the open row).
- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)recognizer {
    CGPoint location = [recognizer locationInView:[recognizer view]];
    if (recognizer == (UIGestureRecognizer *)_swipeActionPanRecognizer) {
        NSUInteger direction = [self _directionForGestureRecognizer:recognizer];
        return [_swipeController swipeHandler:self mayBeginSwipeAtLocation:location withProposedDirection:direction];
    }
    if (recognizer == (UIGestureRecognizer *)_dismissalGestureRecognizer) {
        BOOL up = [_swipeController touchAtLocationShouldDismissSwipedItem:location isTouchUp:YES];
        BOOL down = [_swipeController touchAtLocationShouldDismissSwipedItem:location isTouchUp:NO];
        return up || down;
    }
    return YES;
}

- (BOOL)gestureRecognizerShouldDismissForTouchUp:(UIGestureRecognizer *)recognizer {
    CGPoint location = [recognizer locationInView:[recognizer view]];
    return [_swipeController touchAtLocationShouldDismissSwipedItem:location isTouchUp:YES];
}

// UIKitCore: _UISwipeHandler.mm -_dismissalRecognizerDidRecognize:.
- (void)_dismissalRecognizerDidRecognize:(UIGestureRecognizer *)recognizer {
    if ([recognizer state] == UIGestureRecognizerStateEnded && _currentSwipeConfig.direction != 0)
        [self _cancelExistingSwipe];
}

// UIKitCore: _UISwipeHandler.mm -_directionForGestureRecognizer: (left when the effective
// velocity is negative). HostKit's pan velocity is 0 before the second move, so the
// translation decides then.
- (NSUInteger)_directionForGestureRecognizer:(UIGestureRecognizer *)recognizer {
    UIPanGestureRecognizer *pan = (UIPanGestureRecognizer *)recognizer;
    CGFloat velocity = [pan velocityInView:[pan view]].x;
    if (velocity == 0) velocity = [pan translationInView:[pan view]].x;
    return velocity < 0 ? HKSwipeDirectionLeft : HKSwipeDirectionRight;
}

// Runs the began part once per gesture and answers what it answered (the block UIKit
// builds in -_swipeRecognizerDidRecognize:).
static BOOL HKSwipeHandlerBegin(_UISwipeHandler *self, UIGestureRecognizer *recognizer) {
    if ((self->_flags & 1) == 0) {
        self->_flags |= 1;
        if ([self _swipeRecognizerBegan:recognizer]) self->_flags |= 2;
    }
    return (self->_flags & 2) != 0;
}

// UIKitCore: _UISwipeHandler.mm -_swipeRecognizerDidRecognize:.
// DEVIATION: on Began UIKit runs the began part in a block dispatch_async'ed to the main
// queue (it runs before the next touch event); HostKit has no main queue to drain between
// the driver's touch events, so the block runs at the gesture's next callback (Changed or
// Ended), before that callback's own work — the same messages in the same order.
- (void)_swipeRecognizerDidRecognize:(UIGestureRecognizer *)recognizer {
    switch ([recognizer state]) {
    case UIGestureRecognizerStateBegan:
        _flags &= ~3u;
        break;
    case UIGestureRecognizerStateChanged:
        if (HKSwipeHandlerBegin(self, recognizer)) [self _swipeRecognizerChanged:recognizer];
        break;
    case UIGestureRecognizerStateEnded:
        if (HKSwipeHandlerBegin(self, recognizer)) [self _swipeRecognizerEnded:recognizer wasCancelled:NO];
        break;
    case UIGestureRecognizerStateCancelled:
        if (HKSwipeHandlerBegin(self, recognizer)) [self _swipeRecognizerEnded:recognizer wasCancelled:YES];
        break;
    default:
        break;
    }
}

// UIKitCore: _UISwipeHandler.mm -_swipeRecognizerBegan: (closes another open row if the
// finger came down outside it, initiates the swipe, tells the controller it began).
- (BOOL)_swipeRecognizerBegan:(UIGestureRecognizer *)recognizer {
    [self _cancelExistingSwipeForGestureBeganIfNecessary:recognizer];
    UISwipeOccurrence *current = [_swipeController currentSwipeOccurrence];
    if (_currentSwipeConfig.direction != 0 && current != nil) {
        if (([current state] & ~1) == HKSwipeOccurrenceStateTriggered) return NO;
    } else if (_currentSwipeConfig.direction == 0) {
        NSUInteger direction = [self _directionForGestureRecognizer:recognizer];
        CGPoint location = [recognizer locationInView:[recognizer view]];
        [self initiateSwipeWithDirection:direction configuration:nil location:location userInitiated:YES];
    }
    if (_currentSwipeConfig.direction != 0) {
        [_swipeController swipeHandlerDidBeginSwipe:self];
        [_dismissalGestureRecognizer setEnabled:NO];
    }
    return YES;
}

// UIKitCore: _UISwipeHandler.mm -_swipeRecognizerChanged: (the offset follows the finger;
// past the confirmation threshold with a primary action that a swipe may trigger, the
// state becomes "confirm"). Rubber-banding and the destructive edge rule are not modelled.
- (void)_swipeRecognizerChanged:(UIGestureRecognizer *)recognizer {
    if (_currentSwipeConfig.direction == 0) return;
    UIPanGestureRecognizer *pan = (UIPanGestureRecognizer *)recognizer;
    CGFloat offset = [pan translationInView:[pan view]].x + _initialTranslation + _confirmationTranslationAdjustment;
    CGFloat confirmation = _currentSwipeConfig.confirmationThreshold;
    NSInteger state = 0;
    if (fabs(confirmation) > 0 && _currentSwipeConfig.primaryActionCanBeTriggeredBySwipe) {
        if (_currentSwipeConfig.direction == HKSwipeDirectionRight && confirmation <= offset) state = 1;
        if (_currentSwipeConfig.direction == HKSwipeDirectionLeft && confirmation >= offset) state = 1;
    }
    _currentSwipeState = state;
    [self _moveSwipedItemToOffset:offset animated:NO usingSpringWithStiffness:1 isTracking:YES];
}

// UIKitCore: _UISwipeHandler.mm -_swipeRecognizerEnded:wasCancelled: (confirmed → the
// controller's didConfirmSwipe; past half the open threshold, or flicked that way → open at
// the open threshold with the dismissal recogniser on; otherwise back to 0).
- (void)_swipeRecognizerEnded:(UIGestureRecognizer *)recognizer wasCancelled:(BOOL)cancelled {
    if (_currentSwipeConfig.direction == 0) return;
    _confirmationTranslationAdjustment = 0;
    UIPanGestureRecognizer *pan = (UIPanGestureRecognizer *)recognizer;
    CGFloat velocity = [pan velocityInView:[pan view]].x;
    CGFloat translation = [pan translationInView:[pan view]].x;
    if (!cancelled && _currentSwipeState == 1) {
        _currentSwipeState = 2;
        HKSwipeInfo info = [self _currentSwipeInfoWithTargetOffset:0 animated:YES usingSpringWithStiffness:1];
        [_swipeController swipeHandler:self didConfirmSwipeWithInfo:&info];
        return;
    }
    CGFloat openThreshold = _currentSwipeConfig.openThreshold;
    NSUInteger direction = _currentSwipeConfig.direction;
    BOOL open = NO;
    if (!cancelled && fabs(openThreshold) > 0) {
        if (fabs(velocity) <= HKSwipeOpenVelocity) {
            CGFloat offset = translation + _initialTranslation;
            open = direction == HKSwipeDirectionLeft ? offset < openThreshold * 0.5 : offset > openThreshold * 0.5;
        } else {
            open = direction == HKSwipeDirectionLeft ? velocity < -HKSwipeOpenVelocity : velocity > HKSwipeOpenVelocity;
        }
    }
    if (open) {
        [self _moveSwipedItemToOffset:openThreshold animated:YES usingSpringWithStiffness:1 isTracking:NO];
        [_dismissalGestureRecognizer setEnabled:YES];
        _initialTranslation = openThreshold;
        return;
    }
    HKSwipeInfo info = [self _currentSwipeInfoWithTargetOffset:0 animated:YES usingSpringWithStiffness:1];
    [_swipeController swipeHandler:self didGenerateSwipeWithInfo:&info isTracking:NO];
}

// UIKitCore: _UISwipeHandler.mm -initiateSwipeWithDirection:configuration:location:userInitiated:.
- (void)initiateSwipeWithDirection:(NSUInteger)direction configuration:(UISwipeActionsConfiguration *)configuration
                          location:(CGPoint)location userInitiated:(BOOL)userInitiated {
    [_swipeController prepareForSwipeDirection:direction startingAtTouchLocation:location];
    _resetSwipeWhileInitiating = NO;
    HKSwipeConfig config = [_swipeController configureForSwipeDirection:direction configuration:configuration
                                                 startingAtTouchLocation:location];
    if (!_resetSwipeWhileInitiating) _currentSwipeConfig = config;
    if (!userInitiated && _currentSwipeConfig.direction != 0) {
        [_dismissalGestureRecognizer setEnabled:YES];
        _initialTranslation = _currentSwipeConfig.openThreshold;
    }
}

- (void)_cancelExistingSwipeForGestureBeganIfNecessary:(UIGestureRecognizer *)recognizer {
    if (_currentSwipeConfig.direction != 0 && [self _delegateWantsToDismissOnTouchDownForGestureRecognizer:recognizer])
        [self _cancelExistingSwipe];
}

// UIKitCore: _UISwipeHandler.mm -_cancelExistingSwipe.
- (void)_cancelExistingSwipe {
    UISwipeOccurrence *current = [_swipeController currentSwipeOccurrence];
    if (([current state] & ~1) != HKSwipeOccurrenceStateTriggered)
        [_swipeController resetSwipedItemAnimated:YES completion:nil];
}

- (BOOL)_delegateWantsToDismissOnTouchDownForGestureRecognizer:(UIGestureRecognizer *)recognizer {
    CGPoint location = [recognizer locationInView:[recognizer view]];
    return [_swipeController touchAtLocationShouldDismissSwipedItem:location isTouchUp:NO];
}

// UIKitCore: _UISwipeHandler.mm -_currentSwipeInfoWithTargetOffset:animated:usingSpringWithStiffness:
// (velocity maths not modelled).
- (HKSwipeInfo)_currentSwipeInfoWithTargetOffset:(CGFloat)offset animated:(BOOL)animated
                        usingSpringWithStiffness:(CGFloat)stiffness {
    HKSwipeInfo info;
    memset(&info, 0, sizeof info);
    info.direction = _currentSwipeConfig.direction;
    info.targetSwipeState = (NSUInteger)_currentSwipeState;
    info.animated = animated;
    info.xOffset = offset;
    info.springStiffness = stiffness;
    return info;
}

// UIKitCore: _UISwipeHandler.mm -_moveSwipedItemToOffset:animated:usingSpringWithStiffness:isTracking:.
- (void)_moveSwipedItemToOffset:(CGFloat)offset animated:(BOOL)animated
       usingSpringWithStiffness:(CGFloat)stiffness isTracking:(BOOL)tracking {
    HKSwipeInfo info = [self _currentSwipeInfoWithTargetOffset:offset animated:animated usingSpringWithStiffness:stiffness];
    [_swipeController swipeHandler:self didGenerateSwipeWithInfo:&info isTracking:tracking];
}

@end
