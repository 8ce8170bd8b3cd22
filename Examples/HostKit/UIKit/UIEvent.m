#import <UIKit/UIKit.h>

@implementation UITouch

- (id)_initWithView:(UIView *)view locationInWindow:(CGPoint)location tapCount:(NSUInteger)tapCount {
    if ((self = [super init])) {
        _view = [view retain];
        _window = [[view window] retain];
        _locationInWindow = location;
        _tapCount = tapCount;
        _phase = UITouchPhaseBegan;
    }
    return self;
}

- (void)dealloc {
    [_view release];
    [_window release];
    [_gestureRecognizers release];
    [super dealloc];
}

- (UIView *)view { return _view; }
- (UIWindow *)window { return _window; }
- (UITouchPhase)phase { return _phase; }
- (NSUInteger)tapCount { return _tapCount; }
- (NSTimeInterval)timestamp { return _timestamp; }
- (NSArray *)gestureRecognizers { return _gestureRecognizers; }

- (CGPoint)locationInView:(UIView *)view {
    if (view == nil) return _locationInWindow;
    return [view convertPoint:_locationInWindow fromView:nil];
}

- (void)_setLocationInWindow:(CGPoint)location { _locationInWindow = location; }
- (void)_setPhase:(UITouchPhase)phase timestamp:(NSTimeInterval)timestamp {
    _phase = phase;
    _timestamp = timestamp;
    if (phase == UITouchPhaseBegan) {
        _beganTimestamp = timestamp;
        _beganLocationInWindow = _locationInWindow;
    }
}

- (void)_setGestureRecognizers:(NSArray *)recognizers {
    NSArray *copy = [recognizers copy];
    [_gestureRecognizers release];
    _gestureRecognizers = copy;
}

- (BOOL)_isCancelledByGesture { return _cancelledByGesture; }
- (void)_setCancelledByGesture:(BOOL)cancelled { _cancelledByGesture = cancelled; }
- (BOOL)_hasCancelledView { return _cancelledView; }
- (void)_setCancelledView { _cancelledView = YES; }
- (NSInteger)_hk_delivery { return _delivery; }
- (void)_hk_setDelivery:(NSInteger)delivery { _delivery = delivery; }

- (void)_hk_loadBeganState {
    _phase = UITouchPhaseBegan;
    _timestamp = _beganTimestamp;
    _locationInWindow = _beganLocationInWindow;
}

- (void)_hk_loadState:(UITouchPhase)phase timestamp:(NSTimeInterval)timestamp location:(CGPoint)location {
    _phase = phase;
    _timestamp = timestamp;
    _locationInWindow = location;
}

@end

@implementation UIEvent

- (id)_initWithType:(UIEventType)type {
    if ((self = [super init])) {
        _type = type;
        _touches = [[NSMutableSet alloc] init];
    }
    return self;
}

- (void)dealloc {
    [_touches release];
    [_allTouchesImmutableCached release];
    [super dealloc];
}

- (UIEventType)type { return _type; }
- (NSInteger)subtype { return 0; }
- (NSTimeInterval)timestamp { return _timestamp; }
// UIKitCore: UITouchesEvent.mm -allTouches answers _allTouchesImmutableCached, a copy of
// the touches made when there is none and kept until the touches change.
- (NSSet *)allTouches {
    if (_allTouchesImmutableCached == nil) _allTouchesImmutableCached = [_touches copy];
    return [[_allTouchesImmutableCached retain] autorelease];
}

- (void)_addTouch:(UITouch *)touch {
    [_touches addObject:touch];
    [_allTouchesImmutableCached release];
    _allTouchesImmutableCached = nil;
}
- (void)_setTimestamp:(NSTimeInterval)timestamp { _timestamp = timestamp; }

- (NSSet *)touchesForView:(UIView *)view {
    NSMutableSet *result = [NSMutableSet set];
    for (UITouch *touch in _touches) {
        if ([touch view] == view) [result addObject:touch];
    }
    return result;
}

- (NSSet *)touchesForWindow:(UIWindow *)window {
    NSMutableSet *result = [NSMutableSet set];
    for (UITouch *touch in _touches) {
        if ([touch window] == window) [result addObject:touch];
    }
    return result;
}

- (NSSet *)touchesForGestureRecognizer:(UIGestureRecognizer *)recognizer {
    NSMutableSet *result = [NSMutableSet set];
    for (UITouch *touch in _touches) {
        if ([[touch gestureRecognizers] indexOfObjectIdenticalTo:recognizer] != NSNotFound)
            [result addObject:touch];
    }
    return result;
}

@end
