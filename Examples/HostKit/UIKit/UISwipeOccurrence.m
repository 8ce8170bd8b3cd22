#import <UIKit/UIKit.h>
#include <math.h>

static HKHandler *HKBlock(id target, SEL action) { return [HKHandler handlerWithTarget:target action:action]; }
static NSNumber *HKBool(BOOL value) { return [NSNumber numberWithBool:value]; }

@implementation UISwipeOccurrence

// UIKitCore: UISwipeOccurrence.mm -initWithController:indexPath:defaultStyle: (weak controller,
// index path, default style, the swipe view manipulator, -updateSwipedView).
- (id)initWithController:(UISwipeActionController *)controller indexPath:(NSIndexPath *)indexPath
            defaultStyle:(NSUInteger)style {
    if ((self = [super init])) {
        _controller = controller;
        [self setIndexPath:indexPath];
        _defaultStyle = style;
        [self updateSwipedView];
    }
    return self;
}

- (void)dealloc {
    [_indexPath release];
    [_swipedView release];
    [_leadingPullView release];
    [_trailingPullView release];
    [_currentAction release];
    [_performingPullView release];
    [_lifecycleAction release];
    [_lifecycleCompletion release];
    [_resetCompletion release];
    [super dealloc];
}

- (NSIndexPath *)indexPath { return _indexPath; }
- (void)setIndexPath:(NSIndexPath *)indexPath {
    NSIndexPath *copy = [indexPath copy];
    [_indexPath release];
    _indexPath = copy;
}
- (NSInteger)state { return _state; }
- (NSInteger)direction { return _direction; }
- (CGFloat)offset { return _offset; }
- (BOOL)active { return _active; }
- (void)setActive:(BOOL)active { _active = active; }
- (UIContextualAction *)currentAction { return _currentAction; }
- (UIView *)swipedView { return _swipedView; }

// UIKitCore: UISwipeOccurrence.mm -updateSwipedView (the host's view for the row; the
// manipulator remembers its resting x).
- (void)updateSwipedView {
    UIView *view = [_controller _swipedViewForItemAtIndexPath:_indexPath];
    [view retain];
    [_swipedView release];
    _swipedView = view;
    if (view != nil && _state == HKSwipeOccurrenceStateClosed) _swipedViewRestingX = [view frame].origin.x;
}

- (CGRect)swipedViewRestingFrame {
    CGRect frame = [_swipedView frame];
    frame.origin.x = _swipedViewRestingX;
    return frame;
}

// UIKitCore: UISwipeOccurrence.mm -_isSwipeDirectionExposingLeadingEdgePullView: /
// -_pullViewForLeadingEdge: (left-to-right layouts: a right swipe exposes the leading edge;
// a new UISwipeActionPullView initWithFrame:cellEdge:style:, delegate self).
- (UISwipeActionPullView *)_pullViewForSwipeDirection:(NSUInteger)direction {
    BOOL leading = direction == HKSwipeDirectionRight;
    UISwipeActionPullView **slot = leading ? &_leadingPullView : &_trailingPullView;
    if (*slot == nil) {
        CGFloat height = [_swipedView bounds].size.height;
        UISwipeActionPullView *pullView = [[UISwipeActionPullView alloc]
            initWithFrame:CGRectMake(0, 0, 0, height)
                 cellEdge:leading ? HKPullViewCellEdgeLeft : HKPullViewCellEdgeRight
                    style:_style];
        [pullView setDelegate:self];
        *slot = pullView;
    }
    return *slot;
}

- (NSUInteger)_swipeDirectionForPullView:(UISwipeActionPullView *)pullView {
    return pullView == _leadingPullView ? HKSwipeDirectionRight : HKSwipeDirectionLeft;
}

// UIKitCore: UISwipeOccurrence.mm -prepareWithSwipeDirection:configuration: (pull view for the
// direction, configureWithSwipeActions:, the host inserts it, the swipe config from the
// primary action and the pull view's thresholds; the swiped view stops taking touches).
- (HKSwipeConfig)prepareWithSwipeDirection:(NSUInteger)direction configuration:(UISwipeActionsConfiguration *)configuration {
    HKSwipeConfig result = { 0, NO, NO, 0, 0 };
    if (direction == 0) return result;
    _direction = direction == HKSwipeDirectionRight;
    _style = _defaultStyle;
    UISwipeActionPullView *pullView = [self _pullViewForSwipeDirection:direction];
    [self _removeAndResetPullViewImmediately:_leadingPullView];
    [self _removeAndResetPullViewImmediately:_trailingPullView];
    _configuredDirection = 0;
    NSArray *actions = [configuration actions];
    if ([actions count] == 0 || _swipedView == nil) return result;
    [pullView configureWithSwipeActions:actions];
    id host = [_controller _internalSwipeActionHost];
    if ([host respondsToSelector:@selector(swipeActionController:insertActionsView:forItemAtIndexPath:)])
        [host swipeActionController:_controller insertActionsView:pullView forItemAtIndexPath:_indexPath];
    else
        [[_swipedView superview] addSubview:pullView];
    UIContextualAction *primary = [pullView primarySwipeAction];
    result.direction = direction;
    result.primaryActionIsDestructive = [primary isDestructive];
    result.primaryActionCanBeTriggeredBySwipe = [configuration performsFirstActionWithFullSwipe];
    result.openThreshold = [pullView openThreshold];
    result.confirmationThreshold = [pullView confirmationThreshold];
    _configuredDirection = direction;
    [self _updatePullView:pullView];
    [self setActive:YES];
    [self _updateSwipedStateOnSwipedView:YES];
    if ([_swipedView isUserInteractionEnabled]) {
        _flags |= 8;
        [_swipedView setUserInteractionEnabled:NO];
    }
    return result;
}

// UIKitCore: UISwipeOccurrence.mm -_updatePullView: (the pull view's frame beside the swiped view).
- (void)_updatePullView:(UISwipeActionPullView *)pullView {
    if ([pullView superview] == nil) return;
    CGRect rest = [self swipedViewRestingFrame];
    CGRect frame = [pullView frame];
    frame.origin.y = rest.origin.y;
    frame.size.height = rest.size.height;
    frame.origin.x = [pullView cellEdge] == HKPullViewCellEdgeRight ? NSMaxX(rest) - frame.size.width
                                                                  : rest.origin.x;
    [pullView setFrame:frame];
}

// UIKitCore: UISwipeOccurrence.mm -beginSwipeTracking: (freezes the pull views; tracking state).
- (void)beginSwipeTracking:(BOOL)tracking {
    [_leadingPullView freeze];
    [_trailingPullView freeze];
    if (tracking) [self _transitionToState:HKSwipeOccurrenceStateTracking];
}

// UIKitCore: UISwipeOccurrence.mm -updateOffsetWithSwipeInfo:isTracking:completion:.
- (void)updateOffsetWithSwipeInfo:(HKSwipeInfo *)info isTracking:(BOOL)tracking completion:(HKHandler *)completion {
    if (info->xOffset != 0 || tracking) {
        [self _moveItemWithSwipeInfo:info tracking:tracking alongsideAnimations:nil completion:completion];
        if (tracking) {
            [self _transitionToState:HKSwipeOccurrenceStateTracking];
            return;
        }
    } else {
        [self _resetItemWithSwipeInfo:info animated:info->animated deletion:NO completion:completion];
    }
    [self _transitionToState:info->xOffset != 0 ? HKSwipeOccurrenceStateOpen : HKSwipeOccurrenceStateClosed];
}

// UIKitCore: UISwipeOccurrence.mm -_moveItemWithSwipeInfo:tracking:alongsideAnimations:completion:
// (the manipulator moves the swiped view; the pull view follows with -moveToOffset:…).
// No animation: the animations and the completion run at once.
- (void)_moveItemWithSwipeInfo:(HKSwipeInfo *)info tracking:(BOOL)tracking
           alongsideAnimations:(HKHandler *)animations completion:(HKHandler *)completion {
    _offset = info->xOffset;
    if (_swipedView != nil) {
        _currentSwipeInfo = *info;
        CGRect frame = [_swipedView frame];
        frame.origin.x = _swipedViewRestingX + info->xOffset;
        [_swipedView setFrame:frame];
        if (info->direction != 0) {
            UISwipeActionPullView *pullView = [self _pullViewForSwipeDirection:info->direction];
            [pullView setState:(NSInteger)info->targetSwipeState];
            [pullView moveToOffset:info->xOffset extraOffset:0 animator:nil
                usingSpringWithStiffness:info->springStiffness initialVelocity:info->initialSpringVelocity];
        }
        [animations hk_invokeWithObject:nil object:nil];
        [completion hk_invokeWithObject:HKBool(YES) object:nil];
    }
}

// UIKitCore: UISwipeOccurrence.mm -resetAnimated:completion:.
- (void)resetAnimated:(BOOL)animated completion:(HKHandler *)completion {
    HKSwipeInfo info;
    memset(&info, 0, sizeof info);
    info.animated = animated;
    BOOL deletion = _state == HKSwipeOccurrenceStateTriggered && [_currentAction style] == UIContextualActionStyleDestructive;
    [self _resetItemWithSwipeInfo:&info animated:animated deletion:deletion completion:completion];
}

// UIKitCore: UISwipeOccurrence.mm -_resetItemWithSwipeInfo:animated:deletion:completion:
// (inactive, cancels an uncompleted action, tells the controller it will finish, moves the
// view back; then the swiped view takes touches again, the pull views go and the swipe ends).
- (void)_resetItemWithSwipeInfo:(HKSwipeInfo *)info animated:(BOOL)animated deletion:(BOOL)deletion
                     completion:(HKHandler *)completion {
    [self setActive:NO];
    if (_configuredDirection == 0) {
        [completion hk_invokeWithObject:HKBool(YES) object:nil];
        return;
    }
    [self retain];
    if (_currentAction != nil) {
        [_currentAction cancel];
        [_currentAction release];
        _currentAction = nil;
    }
    if (info->direction == 0) {
        info->direction = [[_controller swipeHandler] currentSwipeConfig].direction;
        if (info->direction == 0) info->direction = _configuredDirection;
        info->xOffset = 0;
    }
    _resetDeletion = deletion;
    [_resetCompletion release];
    _resetCompletion = [completion retain];
    _configuredDirection = 0;
    _flags |= 2;
    [_controller swipeOccurrence:self willFinishWithDeletion:deletion];
    if (deletion) [self endSwipe];
    [self _moveItemWithSwipeInfo:info tracking:NO
             alongsideAnimations:HKBlock(self, @selector(hk_resetAnimations))
                      completion:HKBlock(self, @selector(hk_resetFinished:))];
    [self release];
}

// The reset's animations block: the swiped view takes touches again, not swiped any more.
- (void)hk_resetAnimations {
    if (_flags & 8) {
        _flags &= ~8u;
        [_swipedView setUserInteractionEnabled:YES];
    }
    [self _updateSwipedStateOnSwipedView:NO];
}

// The reset's completion block: pull views removed, the swipe ends (unless deleting).
- (void)hk_resetFinished:(NSNumber *)finished {
    if (![self active]) {
        [self _removeAndResetPullViewImmediately:_leadingPullView];
        [self _removeAndResetPullViewImmediately:_trailingPullView];
        if (!_resetDeletion) [self endSwipe];
    }
    HKHandler *completion = [_resetCompletion autorelease];
    _resetCompletion = nil;
    [completion hk_invokeWithObject:HKBool(YES) object:nil];
}

// UIKitCore: UISwipeOccurrence.mm -_removePullViewImmediately: (the host's cleanupActionsView:
// when it has one, else removeFromSuperview) and -_removeAndResetPullViewImmediately: (+ resetView).
- (void)_removePullViewImmediately:(UISwipeActionPullView *)pullView {
    if ([pullView superview] == nil) return;
    id host = [_controller _internalSwipeActionHost];
    if ([host respondsToSelector:@selector(swipeActionController:cleanupActionsView:forItemAtIndexPath:)])
        [host swipeActionController:_controller cleanupActionsView:pullView forItemAtIndexPath:_indexPath];
    else
        [pullView removeFromSuperview];
}

- (void)_removeAndResetPullViewImmediately:(UISwipeActionPullView *)pullView {
    [self _removePullViewImmediately:pullView];
    [pullView resetView];
}

- (void)_updateSwipedStateOnSwipedView:(BOOL)swiped {
    if ([_swipedView respondsToSelector:@selector(_setSwiped:)]) [(UITableViewCell *)_swipedView _setSwiped:swiped];
}

// UIKitCore: UISwipeOccurrence.mm -endSwipe (once; the controller's swipeOccurrenceDidFinish:).
- (void)endSwipe {
    if (_flags & 4) return;
    _flags |= 4;
    memset(&_currentSwipeInfo, 0, sizeof _currentSwipeInfo);
    [_controller swipeOccurrenceDidFinish:self];
}

// UIKitCore: UISwipeOccurrence.mm -_forceTeardown.
- (void)_forceTeardown {
    if ((_flags & 2) == 0) {
        _flags |= 2;
        [_controller swipeOccurrence:self willFinishWithDeletion:NO];
    }
    [self endSwipe];
}

// UIKitCore: UISwipeOccurrence.mm -_transitionToState: (the controller's
// swipeOccurrence:didChangeStateFrom:, which tells the host).
- (void)_transitionToState:(NSInteger)state {
    unsigned int flags = _flags;
    _flags |= 1;
    NSInteger from = _state;
    _state = state;
    [_controller swipeOccurrence:self didChangeStateFrom:from];
    _flags = (_flags & ~1u) | (flags & 1);
}

// UIKitCore: UISwipeOccurrence.mm -shouldDismissWithTouchLocation: (no: the touch is on a
// revealed pull view).
- (BOOL)shouldDismissWithTouchLocation:(CGPoint)location {
    UIView *hit = [[_controller containerView] hitTest:location withEvent:nil];
    UISwipeActionPullView *pullView = [_leadingPullView window] != nil ? _leadingPullView : _trailingPullView;
    if ([pullView window] == nil) return YES;
    return ![hit isDescendantOfView:pullView];
}

// UIKitCore: UISwipeOccurrence.mm -confirmationDistanceForPrimaryActionInSwipeActionPullView:
// (no insets in HostKit).
- (CGFloat)confirmationDistanceForPrimaryActionInSwipeActionPullView:(UISwipeActionPullView *)pullView {
    NSUInteger direction = [self _swipeDirectionForPullView:pullView];
    CGFloat width = [_swipedView frame].size.width;
    if ([pullView primaryActionIsDestructive]) return direction == HKSwipeDirectionLeft ? width - 29 : width - 64;
    return width * 0.525;
}

// UIKitCore: UISwipeOccurrence.mm -performPrimaryActionWithSwipeInfo: (the full swipe).
- (void)performPrimaryActionWithSwipeInfo:(HKSwipeInfo *)info {
    UISwipeActionPullView *pullView = [self _pullViewForSwipeDirection:info->direction];
    [self _performSwipeAction:[pullView primarySwipeAction] inPullView:pullView swipeInfo:info];
}

// UIKitCore: -[UISwipeOccurrence swipeActionPullView:tappedAction:] (older decompilation:
// _performSwipeAction:inPullView:swipeInfo: with a zeroed swipe info).
- (void)swipeActionPullView:(UISwipeActionPullView *)pullView tappedAction:(UIContextualAction *)action {
    HKSwipeInfo info;
    memset(&info, 0, sizeof info);
    [self _performSwipeAction:action inPullView:pullView swipeInfo:&info];
}

// UIKitCore: UISwipeOccurrence.mm -_performSwipeAction:inPullView:swipeInfo: (the
// pre-handler, the pull view's _performAction:…, the source view, then the lifecycle with a
// completion that closes the row).
- (void)_performSwipeAction:(UIContextualAction *)action inPullView:(UISwipeActionPullView *)pullView
                  swipeInfo:(HKSwipeInfo *)info {
    UIView *swiped = [_controller _swipedViewForItemAtIndexPath:_indexPath];
    if (swiped == nil || (_state & ~1) == HKSwipeOccurrenceStateTriggered) return;
    [action executePreHandlerWithView:pullView];
    [pullView _performAction:action offset:_offset extraOffset:0];
    HKSwipeInfo closing = *info;
    if (closing.direction == 0) {
        closing.direction = [self _swipeDirectionForPullView:pullView];
        closing.targetSwipeState = 2;
        closing.animated = YES;
        closing.xOffset = 0;
        closing.initialSpringVelocity = 0;
        closing.springStiffness = 1;
    }
    _performingInfo = closing;
    UIView *sourceView = [pullView sourceViewForAction:action];
    [pullView retain];
    [_performingPullView release];
    _performingPullView = pullView;
    [self _executeLifecycleForPerformedAction:action sourceView:sourceView
                            completionHandler:HKBlock(self, @selector(hk_performedAction:completedWithResult:))];
}

// The completion block of -_performSwipeAction:inPullView:swipeInfo:. UIKit closes the row
// here through the host's swipeActionController:animateView:actionsView:forDestructiveAction:…
// or a reset, only for a host that implements that animation method (the decompiled guard);
// UITableView does not, and closes the row from its swipeOccurrence:didChangeStateFrom:to:.
- (void)hk_performedAction:(UIContextualAction *)action completedWithResult:(NSNumber *)result {
    id host = [_controller swipeActionHost];
    SEL animate = sel_registerName("swipeActionController:animateView:actionsView:forDestructiveAction:atIndexPath:withSwipeInfo:completion:");
    if (![host respondsToSelector:animate]) return;
    // Not modelled: no HostKit host animates destructive actions.
    [self _resetItemWithSwipeInfo:&_performingInfo animated:YES deletion:NO completion:nil];
}

// UIKitCore: UISwipeOccurrence.mm -_executeLifecycleForPerformedAction:sourceView:completionHandler:
// (current action, host willPerformAction:, triggering state, the handler through
// -[UIContextualAction executeHandlerWithView:completionHandler:], host didPerformAction:;
// a completion already called with the handler still running leaves the state to this step).
- (void)_executeLifecycleForPerformedAction:(UIContextualAction *)action sourceView:(UIView *)sourceView
                          completionHandler:(HKHandler *)completionHandler {
    [self retain];
    id host = [_controller swipeActionHost];
    NSIndexPath *indexPath = [[[self indexPath] retain] autorelease];
    [action retain];
    [_currentAction release];
    _currentAction = action;
    if ([host respondsToSelector:@selector(swipeActionController:willPerformAction:atIndexPath:)])
        [host swipeActionController:_controller willPerformAction:action atIndexPath:indexPath];
    [self _transitionToState:HKSwipeOccurrenceStateTriggering];
    _completionCalled = NO;
    _handlerReturned = NO;
    _actionExecutionCounter++;
    [_lifecycleAction release];
    _lifecycleAction = [action retain];
    [_lifecycleCompletion release];
    _lifecycleCompletion = [completionHandler retain];
    _lifecycleCounter = _actionExecutionCounter;
    [action executeHandlerWithView:sourceView completionHandler:HKBlock(self, @selector(hk_actionCompletedWithResult:))];
    if ([host respondsToSelector:@selector(swipeActionController:didPerformAction:atIndexPath:)])
        [host swipeActionController:_controller didPerformAction:action atIndexPath:indexPath];
    _handlerReturned = YES;
    if (_completionCalled && (_state & ~1) != HKSwipeOccurrenceStateTriggered)
        [self _transitionToState:HKSwipeOccurrenceStateCancelled];
    [action release];
    [self release];
}

// The lifecycle's completion block (what -[UIContextualAction _completeWithResult:] calls):
// triggered for a performed action, cancelled otherwise (a destructive action waits for its
// row's deletion while its handler runs), then the perform step's completion, then the
// host's didCompleteAction:cancelled:.
- (void)hk_actionCompletedWithResult:(NSNumber *)result {
    [self retain];
    BOOL performed = [result boolValue];
    _completionCalled = YES;
    UIContextualAction *action = [[_lifecycleAction retain] autorelease];
    HKHandler *completion = [[_lifecycleCompletion retain] autorelease];
    if (_lifecycleCounter == _actionExecutionCounter && (_state & ~1) != HKSwipeOccurrenceStateTriggered) {
        if (!performed) {
            [self _transitionToState:HKSwipeOccurrenceStateCancelled];
        } else if ([action style] != UIContextualActionStyleDestructive) {
            [self _transitionToState:HKSwipeOccurrenceStateTriggered];
        } else if (_handlerReturned && _state == HKSwipeOccurrenceStateTriggering) {
            [self _transitionToState:HKSwipeOccurrenceStateCancelled];
        }
    }
    [completion hk_invokeWithObject:action object:result];
    id host = [_controller swipeActionHost];
    if ([host respondsToSelector:@selector(swipeActionController:didCompleteAction:cancelled:atIndexPath:)])
        [host swipeActionController:_controller didCompleteAction:action cancelled:!performed atIndexPath:_indexPath];
    [self release];
}

@end
