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

- (id)target { return _target; }
- (SEL)action { return _action; }
- (UIControlEvents)eventMask { return _eventMask; }
- (void)setEventMask:(UIControlEvents)mask { _eventMask = mask; }

@end

@implementation UIControl

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _targetActions = [[NSMutableArray alloc] init];
        _enabled = YES;
    }
    return self;
}

- (void)dealloc {
    [_targetActions release];
    [super dealloc];
}

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

- (NSSet *)allTargets {
    NSMutableSet *targets = [NSMutableSet set];
    for (UIControlTargetAction *pair in _targetActions) {
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
        if ([pair target] == target && ([pair eventMask] & event) != 0)
            [actions addObject:NSStringFromSelector([pair action])];
    }
    return [actions count] > 0 ? actions : nil;
}

- (void)sendActionsForControlEvents:(UIControlEvents)events {
    [self _sendActionsForEvents:events withEvent:nil];
}

- (void)_sendActionsForEvents:(UIControlEvents)events withEvent:(UIEvent *)event {
    // An action may add or remove targets, or release this control.
    [self retain];
    NSArray *pairs = [_targetActions copy];
    for (UIControlTargetAction *pair in pairs) {
        if (([pair eventMask] & events) != 0)
            [self sendAction:[pair action] to:[pair target] forEvent:event];
    }
    [pairs release];
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
- (void)cancelTrackingWithEvent:(UIEvent *)event {}

// UIKit keeps a touch "inside" up to about 70 points beyond the bounds.
- (BOOL)_touchIsInside:(UITouch *)touch {
    CGRect b = [self bounds];
    CGRect slop = CGRectMake(b.origin.x - 70, b.origin.y - 70, b.size.width + 140, b.size.height + 140);
    return CGRectContainsPoint(slop, [touch locationInView:self]);
}

// A disabled control lets touches pass up the responder chain.
- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    if (!_enabled) {
        [super touchesBegan:touches withEvent:event];
        return;
    }
    UITouch *touch = [touches anyObject];
    _touchInside = YES;
    _tracking = [self beginTrackingWithTouch:touch withEvent:event];
    [self setHighlighted:YES];
    [self _sendActionsForEvents:UIControlEventTouchDown withEvent:event];
}

- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {
    if (!_enabled) {
        [super touchesMoved:touches withEvent:event];
        return;
    }
    UITouch *touch = [touches anyObject];
    _touchInside = [self _touchIsInside:touch];
    if (_tracking) _tracking = [self continueTrackingWithTouch:touch withEvent:event];
    [self _sendActionsForEvents:_touchInside ? UIControlEventTouchDragInside : UIControlEventTouchDragOutside
                      withEvent:event];
}

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    if (!_enabled) {
        [super touchesEnded:touches withEvent:event];
        return;
    }
    UITouch *touch = [touches anyObject];
    _touchInside = [self _touchIsInside:touch];
    if (_tracking) [self endTrackingWithTouch:touch withEvent:event];
    _tracking = NO;
    [self setHighlighted:NO];
    [self _sendActionsForEvents:_touchInside ? UIControlEventTouchUpInside : UIControlEventTouchUpOutside
                      withEvent:event];
}

- (void)touchesCancelled:(NSSet *)touches withEvent:(UIEvent *)event {
    if (!_enabled) {
        [super touchesCancelled:touches withEvent:event];
        return;
    }
    if (_tracking) [self cancelTrackingWithEvent:event];
    _tracking = NO;
    [self setHighlighted:NO];
    [self _sendActionsForEvents:UIControlEventTouchCancel withEvent:event];
}

@end
