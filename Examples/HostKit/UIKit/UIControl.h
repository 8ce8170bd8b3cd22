#import <UIKit/UIView.h>

@class UITouch;
@class UIAction;
@class UIContextMenuInteraction;
@class UIContextMenuConfiguration;

// UIKit's raw values: plugins and tests compare masks with iOS's.
typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
    UIControlEventTouchDown = 1 << 0,
    UIControlEventTouchDownRepeat = 1 << 1,
    UIControlEventTouchDragInside = 1 << 2,
    UIControlEventTouchDragOutside = 1 << 3,
    UIControlEventTouchDragEnter = 1 << 4,
    UIControlEventTouchDragExit = 1 << 5,
    UIControlEventTouchUpInside = 1 << 6,
    UIControlEventTouchUpOutside = 1 << 7,
    UIControlEventTouchCancel = 1 << 8,
    UIControlEventValueChanged = 1 << 12,
    UIControlEventPrimaryActionTriggered = 1 << 13,
    UIControlEventMenuActionTriggered = 1 << 14,
    UIControlEventEditingDidBegin = 1 << 16,
    UIControlEventEditingChanged = 1 << 17,
    UIControlEventEditingDidEnd = 1 << 18,
    UIControlEventEditingDidEndOnExit = 1 << 19,
    UIControlEventAllTouchEvents = 0x00000FFF,
    UIControlEventAllEditingEvents = 0x000F0000,
    UIControlEventApplicationReserved = 0x0F000000,
    UIControlEventSystemReserved = 0xF0000000,
    UIControlEventAllEvents = 0xFFFFFFFF,
};

typedef NS_OPTIONS(NSUInteger, UIControlState) {
    UIControlStateNormal = 0,
    UIControlStateHighlighted = 1 << 0,
    UIControlStateDisabled = 1 << 1,
    UIControlStateSelected = 1 << 2,
    UIControlStateFocused = 1 << 3,
};

// One registered (target, action, events) triple; the target is not retained.
// A UIAction added with addAction:forControlEvents: is a record of the same class with
// no target and no selector, holding a copy of the action (UIControl.mm).
@interface UIControlTargetAction : NSObject {
    id _target;
    SEL _action;
    UIControlEvents _eventMask;
    UIAction *_actionHandler; // retained copy, or nil for a target-action pair
}
- (id)target;
- (SEL)action;
- (UIControlEvents)eventMask;
@end

@interface UIControlTargetAction (HostKit)
- (id)_hk_initWithAction:(UIAction *)action events:(UIControlEvents)events;
- (void)setEventMask:(UIControlEvents)mask;
// The stored copy of a UIAction record's action (UIKit's _actionHandler ivar), or nil.
- (UIAction *)_hk_actionHandler;
@end

@interface UIControl : UIView {
    NSMutableArray *_targetActions;
    BOOL _enabled;
    BOOL _selected;
    BOOL _highlighted;
    BOOL _tracking;
    BOOL _touchInside;
    BOOL _finalActionsDeferred; // UIKit: _controlFlags 0x1000000
    UIContextMenuInteraction *_contextMenuInteraction; // UIKit: an associated object
    BOOL _hasActiveMenuPresentation;
}

// iOS 14: -[UIControl initWithFrame:primaryAction:] → initWithFrame:, then
// _commonInitForPrimaryAction: (addAction:forControlEvents:PrimaryActionTriggered).
- (id)initWithFrame:(CGRect)frame primaryAction:(UIAction *)primaryAction;

// UIActions (iOS 14). A copy of the action is stored: sendAction: and
// actionForIdentifier:forControlEvents: answer that copy (isEqual: to the original).
- (void)addAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents;
- (void)removeAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents;
- (void)removeActionForIdentifier:(NSString *)actionIdentifier forControlEvents:(UIControlEvents)controlEvents;
- (UIAction *)actionForIdentifier:(NSString *)actionIdentifier forControlEvents:(UIControlEvents)controlEvents;
// Public and overridable: runs the action with this control as its sender (no event).
- (void)sendAction:(UIAction *)action;
// Shows the menu (showsMenuAsPrimaryAction) or sends PrimaryActionTriggered with no event.
- (void)performPrimaryAction;

// Menus (iOS 14). The interaction exists only for subclasses that implement
// contextMenuInteraction:configurationForMenuAtLocation: (UIButton).
- (UIContextMenuInteraction *)contextMenuInteraction;
- (BOOL)isContextMenuInteractionEnabled;
- (void)setContextMenuInteractionEnabled:(BOOL)enabled;
- (BOOL)showsMenuAsPrimaryAction;
- (void)setShowsMenuAsPrimaryAction:(BOOL)showsMenuAsPrimaryAction;
// UIContextMenuInteractionDelegate: the menu went away; the control stops looking pressed.
- (void)contextMenuInteraction:(UIContextMenuInteraction *)interaction
       willEndForConfiguration:(UIContextMenuConfiguration *)configuration
                      animator:(id)animator;

// Targets are not retained. Adding a pair that exists already only widens its events.
- (void)addTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)events;
// A nil target matches every target; a NULL action matches every action of the target.
- (void)removeTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)events;
// Targets as an NSSet; a nil target (sent up the responder chain) appears as NSNull.
- (NSSet *)allTargets;
- (UIControlEvents)allControlEvents;
// Selector names, or nil when the target has none for these events.
- (NSArray *)actionsForTarget:(id)target forControlEvent:(UIControlEvents)event;

// Programmatic: the actions receive a nil event.
- (void)sendActionsForControlEvents:(UIControlEvents)events;
- (void)sendAction:(SEL)action to:(id)target forEvent:(UIEvent *)event;

- (BOOL)isEnabled;
- (void)setEnabled:(BOOL)enabled;
- (BOOL)isSelected;
- (void)setSelected:(BOOL)selected;
- (BOOL)isHighlighted;
- (void)setHighlighted:(BOOL)highlighted;
- (UIControlState)state;
- (BOOL)isTracking;
- (BOOL)isTouchInside;

- (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event;
- (BOOL)continueTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event;
- (void)endTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event;
- (void)cancelTrackingWithEvent:(UIEvent *)event;
/// Enabled and taking user interaction: otherwise a touch goes up the responder chain.
- (BOOL)shouldTrack;

@end

@interface UIControl (UIKitInternal)
// Where touches and sendActionsForControlEvents: meet: every registered pair whose
// events intersect, in registration order, through sendAction:to:forEvent:.
- (void)_sendActionsForEvents:(UIControlEvents)events withEvent:(UIEvent *)event;
// The events after whose actions PrimaryActionTriggered is sent (UIButton: TouchUpInside).
- (UIControlEvents)_controlEventsForActionTriggered;
- (void)_setTracking:(BOOL)tracking;
// After TouchDown, as the finger lands (UISlider's classic look sends its value there).
- (void)_controlTouchBegan:(UITouch *)touch withEvent:(UIEvent *)event;
// YES: the lift leaves the control tracking and sends no TouchUpInside/Outside; the
// control ends them itself later (iOS 26's glass slider). NO by default.
- (BOOL)_deferFinalActions;
- (void)_commonInitForPrimaryAction:(UIAction *)action;
- (void)_addControlTargetAction:(UIControlTargetAction *)targetAction;
- (UIContextMenuInteraction *)_contextMenuInteraction;
- (void)_setHasActiveMenuPresentation:(BOOL)presentation;
- (BOOL)_hasActiveMenuPresentation;
// From the control's own interaction (a _UIVariableGestureContextMenuInteraction), just
// before its menu is presented: highlight, then MenuActionTriggered with no event.
- (void)_contextMenuInteraction:(UIContextMenuInteraction *)interaction
     willBeginWithConfiguration:(UIContextMenuConfiguration *)configuration;
- (id)_proxySender;
@end
