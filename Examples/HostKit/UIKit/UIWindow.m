#import <UIKit/UIKit.h>

@implementation UIWindow

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _hidden = YES;
        [[UIApplication sharedApplication] _registerWindow:self];
    }
    return self;
}

- (void)dealloc {
    [[UIApplication sharedApplication] _unregisterWindow:self];
    [_rootViewController release];
    [super dealloc];
}

- (UIWindow *)window { return self; }
- (UIResponder *)nextResponder { return [UIApplication sharedApplication]; }

- (UIResponder *)_firstResponder { return _firstResponder; }
- (void)_setFirstResponder:(UIResponder *)responder { _firstResponder = responder; }

- (UIViewController *)rootViewController { return _rootViewController; }

- (void)setRootViewController:(UIViewController *)controller {
    if (controller == _rootViewController) return;
    UIViewController *old = _rootViewController;
    _rootViewController = [controller retain];
    if (_hidden) {
        [old release];
        return;
    }
    [old beginAppearanceTransition:NO animated:NO];
    [controller beginAppearanceTransition:YES animated:NO];
    [[old view] removeFromSuperview];
    [self _installRootView];
    [old endAppearanceTransition];
    [controller endAppearanceTransition];
    [old release];
}

- (void)_installRootView {
    UIView *view = [_rootViewController view];
    [view setFrame:[self bounds]];
    [self addSubview:view];
}

- (void)makeKeyWindow { [[UIApplication sharedApplication] _setKeyWindow:self]; }
- (BOOL)isKeyWindow { return [[UIApplication sharedApplication] keyWindow] == self; }

- (void)makeKeyAndVisible {
    [self makeKeyWindow];
    if (!_hidden) return;
    _hidden = NO;
    UIViewController *root = _rootViewController;
    [root beginAppearanceTransition:YES animated:NO];
    if (root != nil) [self _installRootView];
    [root endAppearanceTransition];
}

- (void)sendEvent:(UIEvent *)event {
    if ([event type] != UIEventTypeTouches) return;
    [self _sendGesturesForEvent:event];
    [self _sendTouchesForEvent:event];
}

// Whether one of a touch's recognizers still holds its touchesBegan: back.
static BOOL HKDelaysTouchesBegan(NSArray *recognizers) {
    for (UIGestureRecognizer *recognizer in recognizers) {
        if ([recognizer delaysTouchesBegan] && [recognizer isEnabled] && [recognizer state] == UIGestureRecognizerStatePossible)
            return YES;
    }
    return NO;
}

// A touch is offered to the recognizers of its view and every ancestor, collected
// when it begins; each recognizer then updates and fires its actions if recognised.
- (void)_sendGesturesForEvent:(UIEvent *)event {
    for (UITouch *touch in [event touchesForWindow:self]) {
        if ([touch phase] == UITouchPhaseBegan) {
            NSMutableArray *recognizers = [NSMutableArray array];
            for (UIView *v = [touch view]; v != nil; v = [v superview]) {
                for (UIGestureRecognizer *recognizer in [v gestureRecognizers]) {
                    if ([recognizer isEnabled]) [recognizers addObject:recognizer];
                }
            }
            [touch _setGestureRecognizers:recognizers];
        }
        NSSet *touches = [NSSet setWithObject:touch];
        NSArray *recognizers = [touch gestureRecognizers];
        for (UIGestureRecognizer *recognizer in recognizers) {
            [recognizer _hk_noteTouch:touch];
            switch ([touch phase]) {
            case UITouchPhaseBegan: [recognizer touchesBegan:touches withEvent:event]; break;
            case UITouchPhaseMoved:
            case UITouchPhaseStationary: [recognizer touchesMoved:touches withEvent:event]; break;
            case UITouchPhaseEnded: [recognizer touchesEnded:touches withEvent:event]; break;
            case UITouchPhaseCancelled: [recognizer touchesCancelled:touches withEvent:event]; break;
            }
        }
        // Read before the updates, which reset a finished recognizer to Possible.
        BOOL delaying = HKDelaysTouchesBegan(recognizers);
        for (UIGestureRecognizer *recognizer in recognizers) {
            UIGestureRecognizerState state = [recognizer state];
            BOOL recognized = state == UIGestureRecognizerStateBegan || state == UIGestureRecognizerStateEnded;
            if (recognized && [recognizer cancelsTouchesInView]) [touch _setCancelledByGesture:YES];
            [recognizer _updateGestureForActiveEvents];
        }
        [self _hk_updateDeliveryOfTouch:touch delaying:delaying];
    }
}

// UIKitCore 26.1 (-_delayTouchesForEventIfNeeded:, UIGestureDelayedEventComponentDispatcher):
// a touch that begins while a recognizer that delays touches began is Possible is held
// back from its view; once they have all failed it is due (delivered below, in the same
// event); a recognizer that took it (a scroll view's pan) leaves the view nothing.
- (void)_hk_updateDeliveryOfTouch:(UITouch *)touch delaying:(BOOL)delaying {
    if ([touch phase] == UITouchPhaseBegan) {
        [touch _hk_setDelivery:delaying ? HKTouchDeliveryDelayed : HKTouchDeliveryNormal];
        return;
    }
    if ([touch _hk_delivery] != HKTouchDeliveryDelayed) return;
    if ([touch _isCancelledByGesture] || [touch phase] == UITouchPhaseCancelled)
        [touch _hk_setDelivery:HKTouchDeliveryDropped];
    else if (!delaying)
        [touch _hk_setDelivery:HKTouchDeliveryDue];
}

// UIKitCore 26.1 -[UIGestureDelayedEventComponentDispatcher sendDelayedTouches]: straight to
// the view, with a clone of the event: touchesBegan: with the state the touch had when it
// was held back, then (if it moved or lifted since) its current phase, a rest as a move.
- (void)_hk_sendDelayedTouch:(UITouch *)touch ofEvent:(UIEvent *)event {
    [touch _hk_setDelivery:HKTouchDeliveryNormal];
    UIEvent *clone = [[UIEvent alloc] _initWithType:UIEventTypeTouches];
    [clone _addTouch:touch];
    [clone _setTimestamp:[event timestamp]];
    UIView *view = [touch view];
    NSSet *touches = [NSSet setWithObject:touch];
    UITouchPhase phase = [touch phase];
    NSTimeInterval timestamp = [touch timestamp];
    CGPoint location = [touch locationInView:nil];
    [touch _hk_loadBeganState];
    [view touchesBegan:touches withEvent:clone];
    [touch _hk_loadState:phase timestamp:timestamp location:location];
    switch (phase) {
    case UITouchPhaseMoved:
    case UITouchPhaseStationary: [view touchesMoved:touches withEvent:clone]; break;
    case UITouchPhaseEnded: [view touchesEnded:touches withEvent:clone]; break;
    default: break;
    }
    [clone release];
}

// UIKit's timers, which HostKit's driver fires while a finger rests (it has no run loop
// timers): a touch delay that ran out delivers its held touch now.
- (void)_hk_touchDelaysPassedAt:(NSTimeInterval)now forEvent:(UIEvent *)event {
    for (UITouch *touch in [event touchesForWindow:self]) {
        if ([touch _hk_delivery] != HKTouchDeliveryDelayed) continue;
        NSArray *recognizers = [touch gestureRecognizers];
        for (UIGestureRecognizer *recognizer in recognizers) {
            if ([recognizer respondsToSelector:@selector(_hk_delayPassedAt:)]) [(id)recognizer _hk_delayPassedAt:now];
        }
        BOOL delaying = HKDelaysTouchesBegan(recognizers);
        for (UIGestureRecognizer *recognizer in recognizers) [recognizer _updateGestureForActiveEvents];
        if (!delaying) [self _hk_sendDelayedTouch:touch ofEvent:event];
    }
}

// Once a recognizer has claimed a touch, its view gets touchesCancelled: and
// nothing more, which is why a tap recognizer can swallow a button's action.
- (void)_sendTouchesForEvent:(UIEvent *)event {
    for (UITouch *touch in [event touchesForWindow:self]) {
        UIView *view = [touch view];
        NSSet *touches = [NSSet setWithObject:touch];
        NSInteger delivery = [touch _hk_delivery];
        if (delivery == HKTouchDeliveryDelayed || delivery == HKTouchDeliveryDropped) continue;
        if (delivery == HKTouchDeliveryDue) {
            [self _hk_sendDelayedTouch:touch ofEvent:event];
            continue;
        }
        if ([touch _isCancelledByGesture]) {
            if (![touch _hasCancelledView]) {
                [touch _setCancelledView];
                [view touchesCancelled:touches withEvent:event];
            }
            continue;
        }
        switch ([touch phase]) {
        case UITouchPhaseBegan: [view touchesBegan:touches withEvent:event]; break;
        case UITouchPhaseMoved: [view touchesMoved:touches withEvent:event]; break;
        case UITouchPhaseStationary: break;
        case UITouchPhaseEnded: [view touchesEnded:touches withEvent:event]; break;
        case UITouchPhaseCancelled: [view touchesCancelled:touches withEvent:event]; break;
        }
    }
}

@end
