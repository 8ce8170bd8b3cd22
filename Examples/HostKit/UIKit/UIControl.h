#import <UIKit/UIView.h>

@class UITouch;

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
@interface UIControlTargetAction : NSObject {
    id _target;
    SEL _action;
    UIControlEvents _eventMask;
}
- (id)target;
- (SEL)action;
- (UIControlEvents)eventMask;
@end

@interface UIControl : UIView {
    NSMutableArray *_targetActions;
    BOOL _enabled;
    BOOL _selected;
    BOOL _highlighted;
    BOOL _tracking;
    BOOL _touchInside;
}

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

@end

@interface UIControl (UIKitInternal)
// Where touches and sendActionsForControlEvents: meet: every registered pair whose
// events intersect, in registration order, through sendAction:to:forEvent:.
- (void)_sendActionsForEvents:(UIControlEvents)events withEvent:(UIEvent *)event;
@end
