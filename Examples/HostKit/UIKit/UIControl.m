#import <UIKit/UIKit.h>
#include <string.h>

// Selectors are typed on the GNU runtime; two with one name are the same action.
static BOOL HKSameSelector(SEL a, SEL b) {
    if (a == NULL || b == NULL) return a == b;
    return strcmp(sel_getName(a), sel_getName(b)) == 0;
}

@implementation UIControlTargetAction

- (id)initWithTarget:(id)target action:(SEL)action events:(UIControlEvents)events {
    if ((self = [super init])) {
        _target = target;
        _action = action;
        _eventMask = events;
    }
    return self;
}

// UIKitCore: UIControl.mm -addAction:forControlEvents: — a record with the action's copy.
- (id)_hk_initWithAction:(UIAction *)action events:(UIControlEvents)events {
    if ((self = [super init])) {
        _actionHandler = [action copy];
        _eventMask = events;
    }
    return self;
}

- (void)dealloc {
    [_actionHandler release];
    [super dealloc];
}

- (id)target { return _target; }
- (SEL)action { return _action; }
- (UIControlEvents)eventMask { return _eventMask; }
- (void)setEventMask:(UIControlEvents)mask { _eventMask = mask; }
- (UIAction *)_hk_actionHandler { return _actionHandler; }

@end

@implementation UIControl

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _targetActions = [[NSMutableArray alloc] init];
        _enabled = YES;
    }
    return self;
}

- (id)initWithFrame:(CGRect)frame primaryAction:(UIAction *)primaryAction {
    if ((self = [self initWithFrame:frame])) [self _commonInitForPrimaryAction:primaryAction];
    return self;
}

- (void)dealloc {
    [_targetActions release];
    [_contextMenuInteraction _setProxySender:nil];
    [_contextMenuInteraction release];
    [super dealloc];
}

// UIKitCore: UIControl.mm (older decompilation) -_commonInitForPrimaryAction:.
- (void)_commonInitForPrimaryAction:(UIAction *)action {
    [self addAction:action forControlEvents:UIControlEventPrimaryActionTriggered];
}

// UIKitCore: UIControl.mm -_addControlTargetAction: — for a UIAction record, an equal
// action (same identifier) already registered gives up its events to the new record and
// leaves; the new record goes last.
- (void)_addControlTargetAction:(UIControlTargetAction *)targetAction {
    UIAction *action = [targetAction _hk_actionHandler];
    for (NSInteger i = (NSInteger)[_targetActions count] - 1; i >= 0; i--) {
        UIControlTargetAction *existing = [_targetActions objectAtIndex:i];
        if (action != nil && [action isEqual:[existing _hk_actionHandler]]) {
            [targetAction setEventMask:[targetAction eventMask] | [existing eventMask]];
            [_targetActions removeObjectAtIndex:i];
        }
    }
    [_targetActions addObject:targetAction];
}

// UIKitCore: UIControl.mm -addAction:forControlEvents: — never addTarget:action:forControlEvents:.
- (void)addAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents {
    if (action == nil)
        [NSException raise:NSInternalInconsistencyException
                    format:@"Attempt to set nil action with event mask:%08lx", (unsigned long)controlEvents];
    if (controlEvents == 0)
        [NSException raise:NSInternalInconsistencyException format:@"Attempt to set action '%@' with no event mask set", action];
    UIControlTargetAction *record = [[UIControlTargetAction alloc] _hk_initWithAction:action events:controlEvents];
    [self _addControlTargetAction:record];
    [record release];
}

// UIKitCore: UIControl.mm -removeAction:forControlEvents: (isEqual:, i.e. same identifier).
- (void)removeAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents {
    for (UIControlTargetAction *pair in [[_targetActions copy] autorelease]) {
        UIAction *stored = [pair _hk_actionHandler];
        if (stored == nil || ![stored isEqual:action]) continue;
        UIControlEvents remaining = [pair eventMask] & ~controlEvents;
        [pair setEventMask:remaining];
        if (remaining == 0) [_targetActions removeObjectIdenticalTo:pair];
    }
}

- (void)removeActionForIdentifier:(NSString *)actionIdentifier forControlEvents:(UIControlEvents)controlEvents {
    if (actionIdentifier == nil)
        [NSException raise:NSInternalInconsistencyException
                    format:@"Attempt to remove action handlers for a nil identifier with event mask:%08lx",
                           (unsigned long)controlEvents];
    for (UIControlTargetAction *pair in [[_targetActions copy] autorelease]) {
        UIAction *stored = [pair _hk_actionHandler];
        if (stored == nil || ![[stored identifier] isEqualToString:actionIdentifier]) continue;
        UIControlEvents remaining = [pair eventMask] & ~controlEvents;
        [pair setEventMask:remaining];
        if (remaining == 0) [_targetActions removeObjectIdenticalTo:pair];
    }
}

- (UIAction *)actionForIdentifier:(NSString *)actionIdentifier forControlEvents:(UIControlEvents)controlEvents {
    for (UIControlTargetAction *pair in _targetActions) {
        UIAction *stored = [pair _hk_actionHandler];
        if (stored != nil && ([pair eventMask] & controlEvents) != 0 && [[stored identifier] isEqualToString:actionIdentifier])
            return [[stored retain] autorelease];
    }
    return nil;
}

// UIKitCore: UIControl.mm (older decompilation) -sendAction: → the action performs with
// this control as sender and no target. Public and overridable; no UIEvent.
- (void)sendAction:(UIAction *)action {
    [action performWithSender:self target:nil];
}

- (UIControlEvents)_controlEventsForActionTriggered { return 0; }

// UIKitCore: UIControl.mm -performPrimaryAction.
- (void)performPrimaryAction {
    if ([self showsMenuAsPrimaryAction]) {
        CGRect b = [self bounds];
        [_contextMenuInteraction _presentMenuAtLocation:CGPointMake(b.origin.x + b.size.width * 0.5,
                                                                    b.origin.y + b.size.height * 0.5)];
    } else {
        [self _sendActionsForEvents:UIControlEventPrimaryActionTriggered withEvent:nil];
    }
}

// UIKitCore: UIControl.mm -contextMenuInteraction — made on first use, and only for a
// control that implements contextMenuInteraction:configurationForMenuAtLocation: (UIKit
// compares the IMP with UIControl's; UIControl has none, so responding is the same test).
- (UIContextMenuInteraction *)contextMenuInteraction {
    if (_contextMenuInteraction == nil
        && [self respondsToSelector:@selector(contextMenuInteraction:configurationForMenuAtLocation:)]) {
        _contextMenuInteraction = [[_UIVariableGestureContextMenuInteraction alloc] initWithDelegate:self];
        [_contextMenuInteraction _setProxySender:self];
    }
    return _contextMenuInteraction;
}

- (UIContextMenuInteraction *)_contextMenuInteraction { return _contextMenuInteraction; }

- (BOOL)isContextMenuInteractionEnabled { return [_contextMenuInteraction view] != nil; }

// UIKitCore: UIControl.mm -setContextMenuInteractionEnabled: — adds or removes the interaction.
- (void)setContextMenuInteractionEnabled:(BOOL)enabled {
    if (enabled) {
        UIContextMenuInteraction *interaction = [self contextMenuInteraction];
        if ([interaction view] == nil) [self addInteraction:interaction];
    } else if ([_contextMenuInteraction view] == self) {
        [self removeInteraction:_contextMenuInteraction];
        [self _setHasActiveMenuPresentation:NO];
    }
}

- (BOOL)showsMenuAsPrimaryAction { return [(_UIVariableGestureContextMenuInteraction *)_contextMenuInteraction _presentOnTouchDown]; }

// UIKitCore: UIControl.mm -setShowsMenuAsPrimaryAction: → interaction _setPresentOnTouchDown:.
- (void)setShowsMenuAsPrimaryAction:(BOOL)showsMenuAsPrimaryAction {
    UIContextMenuInteraction *interaction = showsMenuAsPrimaryAction ? [self contextMenuInteraction] : _contextMenuInteraction;
    [(_UIVariableGestureContextMenuInteraction *)interaction _setPresentOnTouchDown:showsMenuAsPrimaryAction];
}

- (BOOL)_hasActiveMenuPresentation { return _hasActiveMenuPresentation; }

// UIKitCore: UIControl.mm -_setHasActiveMenuPresentation: — the control stays highlighted
// while its menu shows.
- (void)_setHasActiveMenuPresentation:(BOOL)presentation {
    if (_hasActiveMenuPresentation == presentation) return;
    _hasActiveMenuPresentation = presentation;
    [self setHighlighted:presentation];
}

// UIKitCore: UIControl.mm -_contextMenuInteraction:willBeginWithConfiguration:.
- (void)_contextMenuInteraction:(UIContextMenuInteraction *)interaction
     willBeginWithConfiguration:(UIContextMenuConfiguration *)configuration {
    if (configuration == nil) return;
    [self _setHasActiveMenuPresentation:YES];
    [self sendActionsForControlEvents:UIControlEventMenuActionTriggered];
}

// UIKitCore: UIControl.mm -contextMenuInteraction:willEndForConfiguration:animator:.
- (void)contextMenuInteraction:(UIContextMenuInteraction *)interaction
       willEndForConfiguration:(UIContextMenuConfiguration *)configuration
                      animator:(id)animator {
    if (configuration != nil && interaction == _contextMenuInteraction) [self _setHasActiveMenuPresentation:NO];
}

- (id)_proxySender { return [_contextMenuInteraction _proxySender]; }

- (void)addTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)events {
    if (action == NULL || events == 0) return;
    for (UIControlTargetAction *pair in _targetActions) {
        if ([pair target] == target && HKSameSelector([pair action], action)) {
            [pair setEventMask:[pair eventMask] | events];
            return;
        }
    }
    UIControlTargetAction *pair = [[UIControlTargetAction alloc] initWithTarget:target action:action events:events];
    [_targetActions addObject:pair];
    [pair release];
}

- (void)removeTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)events {
    for (UIControlTargetAction *pair in [[_targetActions copy] autorelease]) {
        if (target != nil && [pair target] != target) continue;
        if (action != NULL && !HKSameSelector([pair action], action)) continue;
        UIControlEvents remaining = [pair eventMask] & ~events;
        if (remaining == 0) [_targetActions removeObjectIdenticalTo:pair];
        else [pair setEventMask:remaining];
    }
}

// UIAction records have no target and are left out (UIControl.mm -allTargets).
- (NSSet *)allTargets {
    NSMutableSet *targets = [NSMutableSet set];
    for (UIControlTargetAction *pair in _targetActions) {
        if ([pair _hk_actionHandler] != nil) continue;
        [targets addObject:[pair target] != nil ? [pair target] : [NSNull null]];
    }
    return targets;
}

- (UIControlEvents)allControlEvents {
    UIControlEvents events = 0;
    for (UIControlTargetAction *pair in _targetActions) events |= [pair eventMask];
    return events;
}

- (NSArray *)actionsForTarget:(id)target forControlEvent:(UIControlEvents)event {
    NSMutableArray *actions = [NSMutableArray array];
    for (UIControlTargetAction *pair in _targetActions) {
        if ([pair _hk_actionHandler] != nil) continue; // no selector to name
        if ([pair target] == target && ([pair eventMask] & event) != 0)
            [actions addObject:NSStringFromSelector([pair action])];
    }
    return [actions count] > 0 ? actions : nil;
}

- (void)sendActionsForControlEvents:(UIControlEvents)events {
    [self _sendActionsForEvents:events withEvent:nil];
}

// UIKitCore: UIControl.mm -_sendActionsForEvents:withEvent: — records in registration
// order: a UIAction through -sendAction: (no event), a pair through
// -sendAction:to:forEvent:; then, when the events include the control's
// _controlEventsForActionTriggered (UIButton: TouchUpInside), PrimaryActionTriggered with
// the same event.
- (void)_sendActionsForEvents:(UIControlEvents)events withEvent:(UIEvent *)event {
    // The TouchUp a control that deferred its final actions sends itself ends its tracking.
    if ((events & (UIControlEventTouchUpInside | UIControlEventTouchUpOutside)) != 0 && _finalActionsDeferred) {
        _tracking = NO;
        _finalActionsDeferred = NO;
    }
    // An action may add or remove targets, or release this control.
    [self retain];
    NSArray *pairs = [_targetActions copy];
    for (UIControlTargetAction *pair in pairs) {
        if (([pair eventMask] & events) == 0) continue;
        UIAction *action = [pair _hk_actionHandler];
        if (action != nil) [self sendAction:action];
        else [self sendAction:[pair action] to:[pair target] forEvent:event];
    }
    [pairs release];
    if (([self _controlEventsForActionTriggered] & events) != 0)
        [self _sendActionsForEvents:UIControlEventPrimaryActionTriggered withEvent:event];
    [self release];
}

- (void)sendAction:(SEL)action to:(id)target forEvent:(UIEvent *)event {
    [[UIApplication sharedApplication] sendAction:action to:target from:self forEvent:event];
}

- (BOOL)isEnabled { return _enabled; }
- (void)setEnabled:(BOOL)enabled { _enabled = enabled; }
- (BOOL)isSelected { return _selected; }
- (void)setSelected:(BOOL)selected { _selected = selected; }
- (BOOL)isHighlighted { return _highlighted; }
- (void)setHighlighted:(BOOL)highlighted { _highlighted = highlighted; }
- (BOOL)isTracking { return _tracking; }
- (void)_setTracking:(BOOL)tracking { _tracking = tracking; }
- (void)_controlTouchBegan:(UITouch *)touch withEvent:(UIEvent *)event {}
- (BOOL)_deferFinalActions { return NO; }
- (BOOL)isTouchInside { return _touchInside; }

- (UIControlState)state {
    UIControlState state = UIControlStateNormal;
    if (_highlighted) state |= UIControlStateHighlighted;
    if (!_enabled) state |= UIControlStateDisabled;
    if (_selected) state |= UIControlStateSelected;
    return state;
}

- (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event { return YES; }
- (BOOL)continueTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event { return YES; }
- (void)endTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {}

// UIKitCore 26.1: UIControl.mm -cancelTrackingWithEvent: — ends tracking and sends
// TouchCancel itself: a subclass that overrides it without super sends none.
- (void)cancelTrackingWithEvent:(UIEvent *)event {
    _tracking = NO;
    [self setHighlighted:NO];
    [self _sendActionsForEvents:UIControlEventTouchCancel withEvent:event];
}

// UIKitCore 26.1: UIControl.mm -shouldTrack.
- (BOOL)shouldTrack { return _enabled && [self isUserInteractionEnabled]; }

// UIKit keeps a touch "inside" up to about 70 points beyond the bounds.
- (BOOL)_touchIsInside:(UITouch *)touch {
    CGRect b = [self bounds];
    CGRect slop = CGRectMake(b.origin.x - 70, b.origin.y - 70, b.size.width + 140, b.size.height + 140);
    return CGRectContainsPoint(slop, [touch locationInView:self]);
}

// UIKitCore 26.1: UIControl.mm -touchesBegan:withEvent: — a control that may not track
// passes the touch up the responder chain; one whose -beginTrackingWithTouch:withEvent:
// said NO takes it and sends nothing (no TouchDown, no highlight), so its later moves
// and lift send nothing either. -_controlTouchBegan:withEvent: runs in both cases.
- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    if (![self shouldTrack]) {
        [super touchesBegan:touches withEvent:event];
        return;
    }
    UITouch *touch = [touches anyObject];
    _tracking = [self beginTrackingWithTouch:touch withEvent:event];
    if (_tracking) {
        _touchInside = YES;
        [self setHighlighted:YES];
        if (![self _deferFinalActions] || !_finalActionsDeferred)
            [self _sendActionsForEvents:UIControlEventTouchDown withEvent:event];
        if ([touch tapCount] >= 2) [self _sendActionsForEvents:UIControlEventTouchDownRepeat withEvent:event];
    }
    [self _controlTouchBegan:touch withEvent:event];
}

// UIKitCore 26.1: UIControl.mm -touchesMoved:withEvent: — only while tracking; a
// -continueTrackingWithTouch:withEvent: that says NO ends the tracking there, with no
// -endTrackingWithTouch:withEvent: and no further sends (nor a TouchUp at the lift).
- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {
    if (!_tracking) {
        [super touchesMoved:touches withEvent:event];
        return;
    }
    UITouch *touch = [touches anyObject];
    _tracking = [self continueTrackingWithTouch:touch withEvent:event];
    if (!_tracking) return;
    [self _trackTouchInside:[self _touchIsInside:touch] withEvent:event];
    [self _sendActionsForEvents:_touchInside ? UIControlEventTouchDragInside : UIControlEventTouchDragOutside
                      withEvent:event];
}

// DragEnter or DragExit when the finger crossed the control's (generous) edge.
- (void)_trackTouchInside:(BOOL)inside withEvent:(UIEvent *)event {
    [self setHighlighted:inside];
    if (inside == _touchInside) return;
    _touchInside = inside;
    [self _sendActionsForEvents:inside ? UIControlEventTouchDragEnter : UIControlEventTouchDragExit withEvent:event];
}

// UIKitCore 26.1: UIControl.mm -touchesEnded:withEvent: — a control that is not tracking
// passes the lift up the responder chain and sends nothing. A control that defers its
// final actions is only marked: still tracking, no TouchUp; its TouchUp send ends it.
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    if (!_tracking) {
        [super touchesEnded:touches withEvent:event];
        return;
    }
    UITouch *touch = [touches anyObject];
    [self _trackTouchInside:[self _touchIsInside:touch] withEvent:event];
    if ([self _deferFinalActions]) {
        _finalActionsDeferred = YES;
        [self setHighlighted:NO];
        return;
    }
    [self endTrackingWithTouch:touch withEvent:event];
    _tracking = NO;
    [self setHighlighted:NO];
    [self _sendActionsForEvents:_touchInside ? UIControlEventTouchUpInside : UIControlEventTouchUpOutside
                      withEvent:event];
}

// UIKitCore 26.1: UIControl.mm -touchesCancelled:withEvent: — only a tracking control
// cancels (a recogniser that took the touch before it began leaves no TouchCancel).
- (void)touchesCancelled:(NSSet *)touches withEvent:(UIEvent *)event {
    if (_tracking) [self cancelTrackingWithEvent:event];
}

@end
