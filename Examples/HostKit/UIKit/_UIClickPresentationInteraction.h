#import <UIKit/UIInteraction.h>
#import <UIKit/UIGestureRecognizer.h>

@class UIView;
@class HKHandler;
@class _UIContextMenuPresentation;

// UIKit's click drivers (_UITouchDownClickInteractionDriver, _UILongPress...Driver): each
// owns a recogniser on the view and reports to its delegate, the presentation interaction.
@protocol _UIClickInteractionDriving <NSObject>
- (UIView *)view;
- (void)setView:(UIView *)view;
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (UIGestureRecognizer *)primaryGestureRecognizer;
- (void)cancelInteraction;
- (void)setAllowableMovement:(CGFloat)movement;
- (void)setCancelsTouchesInView:(BOOL)cancels;
- (CGPoint)locationInCoordinateSpace:(UIView *)space;
@end

// UIKit's _UIRelationshipGestureRecognizer: no targets; the presentation interaction makes
// it succeed or fail. Succeeding with cancelsTouchesInView cancels the touch in its view.
@interface _UIRelationshipGestureRecognizer : UIGestureRecognizer {
    BOOL _hk_hasTouch; // HostKit: succeeds or fails only while it has a touch
}
- (void)_succeed;
- (void)_fail;
@end

// UIKit's ending context (_UIClickPresentationInteraction.mm -_cancelWithReason:...).
// DEVIATION: the alongside actions and completion are blocks in UIKit; HKHandlers here.
typedef struct InteractionEndingContext {
    id interaction;
    BOOL didComplete;
    NSUInteger reason;
    _UIContextMenuPresentation *presentation;
    HKHandler *alongsideActions;
    HKHandler *completion;
} InteractionEndingContext;

// UIKit's _UIClickPresentationInteraction: drives the drivers and the presentation for a
// UIContextMenuInteraction (its delegate, unretained).
@interface _UIClickPresentationInteraction : NSObject <UIInteraction> {
    id _delegate;  // not retained
    UIView *_view; // not retained
    NSArray *_overrideDrivers;
    NSArray *_allDrivers;
    id _activeDriver;
    _UIRelationshipGestureRecognizer *_exclusionRelationshipGestureRecognizer;
    _UIRelationshipGestureRecognizer *_failureRelationshipGestureRecognizer;
    _UIContextMenuPresentation *_activePresentation;
    NSUInteger _currentState; // HostKit: 1 idle, 2 began, 4 presented
    HKHandler *_pendingBegin; // the driver's shouldBegin handler while the delegate decides
}
- (id)initWithDelegate:(id)delegate;
- (id)delegate;
- (UIView *)view;
- (NSArray *)allDrivers;
- (id)activeDriver;
- (void)setActiveDriver:(id)driver;
- (NSArray *)overrideDrivers;
- (void)setOverrideDrivers:(NSArray *)drivers;
- (_UIRelationshipGestureRecognizer *)exclusionRelationshipGestureRecognizer;
- (_UIRelationshipGestureRecognizer *)failureRelationshipGestureRecognizer;
- (CGPoint)locationInView:(UIView *)view;
- (BOOL)_isActive;
- (void)present;
// From the drivers. DEVIATION: shouldBegin's argument is a block in UIKit (an HKHandler
// here, called with an NSNumber, 0 to go on); events 1 click down, 2 click up, 3 ended.
- (void)clickDriver:(id)driver shouldBegin:(HKHandler *)begin;
- (void)clickDriver:(id)driver didPerformEvent:(NSUInteger)event;
- (void)_cancelWithReason:(NSUInteger)reason alongsideActions:(HKHandler *)actions completion:(HKHandler *)completion;
@end

@interface _UIClickPresentationInteraction (UIKitInternal)
- (void)_refreshAllDrivers;
- (void)_driverClickedDown;
- (void)_driverClickedUp;
- (void)_driverEnded;
- (void)_performPresentation;
- (BOOL)_canPerformPresentation;
- (void)_endInteractionWithContext:(const InteractionEndingContext *)context;
- (void)_delegate_interactionEndedWithContext:(const InteractionEndingContext *)context;
@end

// UIKit's default drivers when a UIContextMenuInteraction sets none (iPhone: a long-press
// timeout driver; the pointer's secondary-click driver is not modelled).
NSArray *_UIClickInteractionDefaultDrivers(void);
