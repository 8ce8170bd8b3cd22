// UIKitCore: UISwitch.mm, UISwitchModernVisualElement.mm, UISwitchMVEGestureTrackingSession.mm.
// A finger never reaches UIControl's tracking for the value: the visual element's long
// press and pan decide it, and the switch sends ValueChanged (and TouchUpInside for a tap)
// through sendActionsForControlEvents:, with no UIEvent.
#import <UIKit/UIKit.h>
#include <math.h>

// UIKit's iPhone switch size (UISwitchModernVisualElement +preferredContentSize, pre-iOS 26).
static const CGFloat HKSwitchWidth = 51;
static const CGFloat HKSwitchHeight = 31;

// UIKit's block from -_handleLongPressWithGestureLocationInBounds:gestureState:, with what it
// captures (the session, the element, three flags).
@interface HKSwitchAfterCommit : NSObject {
    UISwitchMVEGestureTrackingSession *_session;
    UISwitchModernVisualElement *_element;
    BOOL _applyAndSend, _ended, _touchUpInside;
}
- (id)initWithSession:(UISwitchMVEGestureTrackingSession *)session element:(UISwitchModernVisualElement *)element
         applyAndSend:(BOOL)applyAndSend ended:(BOOL)ended touchUpInside:(BOOL)touchUpInside;
- (void)run;
@end

@implementation HKSwitchAfterCommit

- (id)initWithSession:(UISwitchMVEGestureTrackingSession *)session element:(UISwitchModernVisualElement *)element
         applyAndSend:(BOOL)applyAndSend ended:(BOOL)ended touchUpInside:(BOOL)touchUpInside {
    if ((self = [super init])) {
        _session = [session retain];
        _element = [element retain];
        _applyAndSend = applyAndSend;
        _ended = ended;
        _touchUpInside = touchUpInside;
    }
    return self;
}

- (void)dealloc {
    [_session release];
    [_element release];
    [super dealloc];
}

- (void)run {
    if (_applyAndSend) [_session applyPendingDisplayedOnValueAndSendActions];
    if (_ended) {
        if (_touchUpInside) [[_element switchControl] visualElementHadTouchUpInside:_element];
        [_session reset];
    }
}

@end

@implementation UISwitch

// UIKitCore: a switch's primary action (-initWithFrame:primaryAction:) goes with its
// ValueChanged: PrimaryActionTriggered follows each, with the same (nil) event. (The
// 26.1 decompilation leaves the one-line method out; an earlier one returns 4096.)
- (UIControlEvents)_controlEventsForActionTriggered { return UIControlEventValueChanged; }

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:CGRectMake(frame.origin.x, frame.origin.y, HKSwitchWidth, HKSwitchHeight)]))
        [self _refreshVisualElement];
    return self;
}

- (void)dealloc {
    [_visualElement setSwitchControl:nil];
    [_visualElement release];
    [super dealloc];
}

// UIKit: a fixed-size switch keeps its size whatever frame it is given.
- (void)setFrame:(CGRect)frame {
    [super setFrame:CGRectMake(frame.origin.x, frame.origin.y, HKSwitchWidth, HKSwitchHeight)];
}

- (UISwitchModernVisualElement *)visualElement { return _visualElement; }

- (void)setVisualElement:(UISwitchModernVisualElement *)element {
    [element retain];
    [_visualElement release];
    _visualElement = element;
}

// UIKit: -_refreshVisualElementForTraitCollection:populatingAPIProperties: — a new element
// from +visualElementForTraitCollection: (on iPhone a UISwitchModernVisualElement), linked
// both ways, added as a subview filling the switch, given the current value.
- (void)_refreshVisualElement {
    UISwitchModernVisualElement *element = [[UISwitchModernVisualElement alloc] initWithFrame:[self bounds]];
    [_visualElement removeFromSuperview];
    [_visualElement setSwitchControl:nil];
    [self setVisualElement:nil];
    [self setVisualElement:element];
    [element setSwitchControl:self];
    [self addSubview:element];
    [element setOn:_on animated:NO];
    [element release];
}

- (BOOL)isOn { return _on; }
- (void)setOn:(BOOL)on { [self setOn:on animated:NO]; }
- (void)setOn:(BOOL)on animated:(BOOL)animated { [self setOn:on animated:animated notifyingVisualElement:YES]; }

- (void)setOn:(BOOL)on animated:(BOOL)animated notifyingVisualElement:(BOOL)notify {
    if (_on == on) return;
    _on = on;
    if (notify) [_visualElement setOn:on animated:animated];
}

// UIKitCore: UISwitch.mm -visualElement:transitionedToOn:.
- (void)visualElement:(id)element transitionedToOn:(BOOL)on {
    [self setOn:on animated:NO notifyingVisualElement:NO];
    [self sendActionsForControlEvents:UIControlEventValueChanged];
}

// An older UIKitCore decompilation: -visualElementHadTouchUpInside: sends TouchUpInside.
- (void)visualElementHadTouchUpInside:(id)element {
    [self sendActionsForControlEvents:UIControlEventTouchUpInside];
}

// UIKit: -[UIControl pointMostlyInside:withEvent:] (the bounds with a margin).
- (BOOL)pointMostlyInside:(CGPoint)point {
    CGRect b = [self bounds];
    return CGRectContainsPoint(CGRectMake(b.origin.x - 40, b.origin.y - 40, b.size.width + 80, b.size.height + 80), point);
}

- (void)setEnabled:(BOOL)enabled {
    [super setEnabled:enabled];
    [_visualElement setUserInteractionEnabled:enabled];
}

@end

@implementation UISwitchVisualElement

- (UISwitch *)switchControl { return _switchControl; }
- (void)setSwitchControl:(UISwitch *)control { _switchControl = control; }

@end

@implementation UISwitchModernVisualElement

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _longPress = [[UILongPressGestureRecognizer alloc] initWithTarget:self action:@selector(_handleLongPress:)];
        [_longPress setMinimumPressDuration:0.01];
        [self addGestureRecognizer:_longPress];
        // DEVIATION: UIKit calls -[UIPanGestureRecognizer _setHysteresis:0]; HostKit's pan
        // keeps its 10 point hysteresis (the switch needs 25 points to change anyway).
        _pan = [[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(_handlePan:)];
        [self addGestureRecognizer:_pan];
        _gestureTrackingSession = [[UISwitchMVEGestureTrackingSession alloc] initWithVisualElement:self];
    }
    return self;
}

- (void)dealloc {
    [_longPress release];
    [_pan release];
    [_gestureTrackingSession release];
    [super dealloc];
}

- (BOOL)on { return _on; }
- (BOOL)displayedOn { return _on; }
- (BOOL)pressed { return _pressed; }
- (void)setPressed:(BOOL)pressed { _pressed = pressed; }
- (UILongPressGestureRecognizer *)longPress { return _longPress; }
- (UIPanGestureRecognizer *)pan { return _pan; }
- (UISwitchMVEGestureTrackingSession *)gestureTrackingSession { return _gestureTrackingSession; }

- (void)setOn:(BOOL)on animated:(BOOL)animated {
    [_gestureTrackingSession setDisplayedOnValue:on];
    _on = on;
}

- (BOOL)gestureRecognizer:(id)recognizer shouldRecognizeSimultaneouslyWithGestureRecognizer:(id)other {
    return (recognizer == _longPress && other == _pan) || (recognizer == _pan && other == _longPress);
}

- (void)_handleLongPress:(UILongPressGestureRecognizer *)press {
    [self _handleLongPressWithGestureLocationInBounds:[press locationInView:self] gestureState:[press state]];
}

- (void)_handleLongPressWithGestureLocationInBounds:(CGPoint)location gestureState:(NSInteger)state {
    [self retain];
    UISwitchMVEGestureTrackingSession *session = [[_gestureTrackingSession retain] autorelease];
    BOOL outside = ![[self switchControl] pointMostlyInside:[self convertPoint:location toView:[self switchControl]]];
    BOOL applyAndSend = NO, touchUpInside = NO;
    if (outside) {
        [self setPressed:NO];
        if (state == UIGestureRecognizerStateEnded && [session canApplyPendingOnValueForGesture:_longPress]) {
            [session applyPendingDisplayedOnValueWithoutSendingActions];
            applyAndSend = YES;
        } else {
            [session applyPendingDisplayedOnValueWithoutSendingActions];
        }
    } else {
        [self setPressed:YES];
        if (state == UIGestureRecognizerStateBegan) {
            _startedOn = _on;
            [session reset];
            [session setPendingDisplayedOnValue:!_on forGesture:_longPress];
        } else if (state == UIGestureRecognizerStateEnded) {
            if ([session canApplyPendingOnValueForGesture:_longPress]) {
                [session applyPendingDisplayedOnValueWithoutSendingActions];
                touchUpInside = YES;
                applyAndSend = YES;
            }
        } else if (state == UIGestureRecognizerStateChanged) {
            if ([session canApplyPendingOnValueForGesture:_pan]) [session applyPendingDisplayedOnValueWithoutSendingActions];
        }
    }
    BOOL ended = [UISwitchMVEGestureTrackingSession gestureIsInEndState:state];
    if (ended) {
        [self setPressed:NO];
        [session applyPendingDisplayedOnValueWithoutSendingActions];
        applyAndSend = YES;
    }
    // UIKit: the value goes out after the transaction commits, once the touch's event returned.
    HKSwitchAfterCommit *block = [[HKSwitchAfterCommit alloc] initWithSession:session element:self
                                                                    applyAndSend:applyAndSend ended:ended
                                                                   touchUpInside:touchUpInside];
    [[UIApplication sharedApplication]
        _performBlockAfterCATransactionCommits:[HKHandler handlerWithTarget:block action:@selector(run)]];
    [block release];
    [self release];
}

- (void)_handlePan:(UIPanGestureRecognizer *)pan {
    CGFloat translation = [pan translationInView:self].x - _zeroOffset;
    [self _handlePanWithGestureLocationInBounds:[pan locationInView:self]
                          horizontalTranslation:translation
                                   gestureState:[pan state]
                       resetPanTranslationBlock:nil];
}

- (void)_handlePanWithGestureLocationInBounds:(CGPoint)location
                        horizontalTranslation:(CGFloat)translation
                                 gestureState:(NSInteger)state
                     resetPanTranslationBlock:(id)block {
    if (state == UIGestureRecognizerStateChanged) {
        if ([_gestureTrackingSession updatePendingDisplayedOnValueIfMovementIsEnoughToInitiateChange:translation
                                                                                         forGesture:_pan])
            _zeroOffset = [_pan translationInView:self].x; // what UIKit's reset block does
    } else if ([UISwitchMVEGestureTrackingSession gestureIsInEndState:state]) {
        [_gestureTrackingSession invalidatePendingOnValue];
        _zeroOffset = 0;
    }
}

- (void)interactiveChangeToDisplayedOn:(BOOL)on {
    if (_on == on) return;
    [self setOn:on animated:NO];
    [self performStateChangeFeedback];
}

// Haptics (UIImpactFeedbackGenerator): not modelled.
- (void)performStateChangeFeedback {}

- (void)sendStateChangeActions { [[self switchControl] visualElement:self transitionedToOn:_on]; }

@end

@implementation UISwitchMVEGestureTrackingSession

+ (BOOL)gestureIsInEndState:(NSInteger)state {
    return state == UIGestureRecognizerStateEnded || state == UIGestureRecognizerStateCancelled
        || state == UIGestureRecognizerStateFailed;
}

- (id)initWithVisualElement:(UISwitchModernVisualElement *)element {
    if ((self = [super init])) {
        _visualElement = element;
        _naturalLayoutDirection = 1;
        [self reset];
    }
    return self;
}

- (void)dealloc {
    [_pendingDisplayedOnValueInitiatingGesture release];
    [super dealloc];
}

- (void)reset {
    [_pendingDisplayedOnValueInitiatingGesture release];
    _pendingDisplayedOnValueInitiatingGesture = nil;
    _lastCommitedOnValue = [_visualElement displayedOn];
    _displayedOnValue = [_visualElement displayedOn];
    [self _updateMovementVectorForPanInitiatedChanges];
}

- (void)setDisplayedOnValue:(BOOL)on { _displayedOnValue = on; }

- (void)_updateMovementVectorForPanInitiatedChanges {
    CGFloat direction = _displayedOnValue ? -_naturalLayoutDirection : _naturalLayoutDirection;
    _movementVectorForPanInitiatedChangeY = direction * 25;
    _movementVectorForPanInitiatedChangeTargetOnValue = !_displayedOnValue;
}

- (void)setPendingDisplayedOnValue:(BOOL)value forGesture:(id)gesture {
    _pendingDisplayedOnValue = value;
    [gesture retain];
    [_pendingDisplayedOnValueInitiatingGesture release];
    _pendingDisplayedOnValueInitiatingGesture = gesture;
    [self _updateMovementVectorForPanInitiatedChanges];
}

- (BOOL)pendingDisplayedOnValueIsValid { return _pendingDisplayedOnValueInitiatingGesture != nil; }

- (BOOL)canApplyPendingOnValueForGesture:(id)gesture {
    return gesture != nil && _pendingDisplayedOnValueInitiatingGesture == gesture;
}

- (void)invalidatePendingOnValue {
    [_pendingDisplayedOnValueInitiatingGesture release];
    _pendingDisplayedOnValueInitiatingGesture = nil;
}

- (BOOL)_isMovementDirectionAndMagnitudeEnoughToPerformOnOffChange:(CGFloat)change {
    BOOL sameDirection = (change > 0) == (_movementVectorForPanInitiatedChangeY > 0);
    return sameDirection && fabs(change) > fabs(_movementVectorForPanInitiatedChangeY);
}

- (BOOL)updatePendingDisplayedOnValueIfMovementIsEnoughToInitiateChange:(CGFloat)change forGesture:(id)gesture {
    BOOL enough = [self _isMovementDirectionAndMagnitudeEnoughToPerformOnOffChange:change];
    if (enough) [self setPendingDisplayedOnValue:_movementVectorForPanInitiatedChangeTargetOnValue forGesture:gesture];
    return enough;
}

- (void)applyPendingDisplayedOnValueWithoutSendingActions { [self _applyPendingChangesIfNecessary]; }

- (void)applyPendingDisplayedOnValueAndSendActions {
    [self _applyPendingChangesIfNecessary];
    [self _sendStateChangeActionsIfNecessary];
}

- (void)_applyPendingChangesIfNecessary {
    if (![self pendingDisplayedOnValueIsValid]) return;
    if (_pendingDisplayedOnValue != [_visualElement displayedOn])
        [_visualElement interactiveChangeToDisplayedOn:_pendingDisplayedOnValue];
    [self invalidatePendingOnValue];
}

- (void)_sendStateChangeActionsIfNecessary {
    if (_displayedOnValue == _lastCommitedOnValue) return;
    _lastCommitedOnValue = _displayedOnValue;
    [_visualElement sendStateChangeActions];
}

@end
