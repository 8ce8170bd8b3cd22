#import <UIKit/UIControl.h>

@class UISwitch;
@class UISwitchModernVisualElement;
@class UILongPressGestureRecognizer;
@class UIPanGestureRecognizer;

@interface UISwitch : UIControl {
    BOOL _on;
    UISwitchModernVisualElement *_visualElement;
}
- (BOOL)isOn;
- (void)setOn:(BOOL)on;
// Setting the value from code sends no ValueChanged, as in UIKit.
- (void)setOn:(BOOL)on animated:(BOOL)animated;
@end

@interface UISwitch (UIKitInternal)
// The view that draws the switch and owns its recognizers (UIKit: UISwitch.mm).
- (UISwitchModernVisualElement *)visualElement;
- (void)setVisualElement:(UISwitchModernVisualElement *)element;
- (void)_refreshVisualElement;
- (void)setOn:(BOOL)on animated:(BOOL)animated notifyingVisualElement:(BOOL)notify;
// The visual element's callbacks: the only places the switch sends its actions, both
// through sendActionsForControlEvents: (no UIEvent).
- (void)visualElement:(id)element transitionedToOn:(BOOL)on;
- (void)visualElementHadTouchUpInside:(id)element;
- (BOOL)pointMostlyInside:(CGPoint)point;
@end

// UIKit's base class of the switch's visual elements.
@interface UISwitchVisualElement : UIView {
    UISwitch *_switchControl; // not retained: the switch owns its element
}
- (UISwitch *)switchControl;
- (void)setSwitchControl:(UISwitch *)control;
@end

@class UISwitchMVEGestureTrackingSession;

// The iPhone switch's element (UIKitCore: UISwitchModernVisualElement.mm): a long press
// (0.01 s, "UISwitch-longPress") and a pan ("UISwitch-pan"), both targeting the element.
@interface UISwitchModernVisualElement : UISwitchVisualElement {
    BOOL _on;
    BOOL _pressed;
    BOOL _startedOn;
    CGFloat _zeroOffset;
    UILongPressGestureRecognizer *_longPress;
    UIPanGestureRecognizer *_pan;
    UISwitchMVEGestureTrackingSession *_gestureTrackingSession;
}
- (BOOL)on;
- (BOOL)displayedOn;
- (void)setOn:(BOOL)on animated:(BOOL)animated;
- (BOOL)pressed;
- (void)setPressed:(BOOL)pressed;
- (UILongPressGestureRecognizer *)longPress;
- (UIPanGestureRecognizer *)pan;
- (UISwitchMVEGestureTrackingSession *)gestureTrackingSession;
- (void)_handleLongPress:(UILongPressGestureRecognizer *)press;
- (void)_handleLongPressWithGestureLocationInBounds:(CGPoint)location gestureState:(NSInteger)state;
- (void)_handlePan:(UIPanGestureRecognizer *)pan;
// DEVIATION: UIKit passes a block that resets the pan's zero offset; HostKit passes nil
// and the element resets it itself.
- (void)_handlePanWithGestureLocationInBounds:(CGPoint)location
                        horizontalTranslation:(CGFloat)translation
                                 gestureState:(NSInteger)state
                     resetPanTranslationBlock:(id)block;
- (void)interactiveChangeToDisplayedOn:(BOOL)on;
- (void)performStateChangeFeedback;
- (void)sendStateChangeActions;
- (BOOL)gestureRecognizer:(id)recognizer shouldRecognizeSimultaneouslyWithGestureRecognizer:(id)other;
@end

// Tracks the on value a gesture proposes until it is applied and the actions go out
// (UIKitCore: UISwitchMVEGestureTrackingSession.mm).
@interface UISwitchMVEGestureTrackingSession : NSObject {
    UISwitchModernVisualElement *_visualElement; // weak in UIKit
    id _pendingDisplayedOnValueInitiatingGesture;
    BOOL _pendingDisplayedOnValue;
    BOOL _lastCommitedOnValue;
    BOOL _displayedOnValue;
    CGFloat _naturalLayoutDirection;
    CGFloat _movementVectorForPanInitiatedChangeY;
    BOOL _movementVectorForPanInitiatedChangeTargetOnValue;
}
+ (BOOL)gestureIsInEndState:(NSInteger)state;
- (id)initWithVisualElement:(UISwitchModernVisualElement *)element;
- (void)reset;
- (void)setDisplayedOnValue:(BOOL)on;
- (void)setPendingDisplayedOnValue:(BOOL)value forGesture:(id)gesture;
- (BOOL)pendingDisplayedOnValueIsValid;
- (BOOL)canApplyPendingOnValueForGesture:(id)gesture;
- (void)invalidatePendingOnValue;
- (BOOL)updatePendingDisplayedOnValueIfMovementIsEnoughToInitiateChange:(CGFloat)change forGesture:(id)gesture;
- (void)applyPendingDisplayedOnValueWithoutSendingActions;
- (void)applyPendingDisplayedOnValueAndSendActions;
- (void)_applyPendingChangesIfNecessary;
- (void)_sendStateChangeActionsIfNecessary;
- (void)_updateMovementVectorForPanInitiatedChanges;
- (BOOL)_isMovementDirectionAndMagnitudeEnoughToPerformOnOffChange:(CGFloat)change;
@end
