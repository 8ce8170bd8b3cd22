#import <UIKit/UIKit.h>
#include <objc/message.h>
#include <string.h>

static BOOL HKSameSelector(SEL a, SEL b) {
    if (a == NULL || b == NULL) return a == b;
    return strcmp(sel_getName(a), sel_getName(b)) == 0;
}

@implementation UIGestureRecognizerTarget

- (id)initWithTarget:(id)target action:(SEL)action {
    if ((self = [super init])) {
        _target = target;
        _action = action;
    }
    return self;
}

- (id)target { return _target; }
- (SEL)action { return _action; }

- (void)_sendActionWithGestureRecognizer:(UIGestureRecognizer *)recognizer {
    IMP imp = objc_msg_lookup(_target, _action);
    ((void (*)(id, SEL, UIGestureRecognizer *))imp)(_target, _action, recognizer);
}

- (NSString *)description {
    return [NSString stringWithFormat:@"<%@ action=%s target=%@>",
                     NSStringFromClass([self class]), sel_getName(_action), _target];
}

@end

static void _UIGestureRecognizerSendActions(UIGestureRecognizer *recognizer) {
    NSArray *targets = [[recognizer _targets] copy];
    for (UIGestureRecognizerTarget *target in targets) [target _sendActionWithGestureRecognizer:recognizer];
    [targets release];
}

@implementation UIGestureRecognizer

- (id)init { return [self initWithTarget:nil action:NULL]; }

- (id)initWithTarget:(id)target action:(SEL)action {
    if ((self = [super init])) {
        _targets = [[NSMutableArray alloc] init];
        _enabled = YES;
        _cancelsTouchesInView = YES;
        if (target != nil || action != NULL) [self addTarget:target action:action];
    }
    return self;
}

- (void)dealloc {
    [_name release];
    [_targets release];
    [super dealloc];
}

- (NSArray *)_targets { return _targets; }

- (void)addTarget:(id)target action:(SEL)action {
    if (action == NULL) return;
    for (UIGestureRecognizerTarget *t in _targets) {
        if ([t target] == target && HKSameSelector([t action], action)) return;
    }
    UIGestureRecognizerTarget *t = [[UIGestureRecognizerTarget alloc] initWithTarget:target action:action];
    [_targets addObject:t];
    [t release];
}

- (void)removeTarget:(id)target action:(SEL)action {
    for (UIGestureRecognizerTarget *t in [[_targets copy] autorelease]) {
        if (target != nil && [t target] != target) continue;
        if (action != NULL && !HKSameSelector([t action], action)) continue;
        [_targets removeObjectIdenticalTo:t];
    }
}

- (UIView *)view { return _view; }
- (void)_setView:(UIView *)view { _view = view; }

- (UIGestureRecognizerState)state { return _state; }

- (void)setState:(UIGestureRecognizerState)state {
    // UIKit asks the delegate once, as the recognizer would leave Possible; NO fails it.
    if (_state == UIGestureRecognizerStatePossible
        && (state == UIGestureRecognizerStateBegan || state == UIGestureRecognizerStateEnded)
        && [_delegate respondsToSelector:@selector(gestureRecognizerShouldBegin:)]
        && ![_delegate gestureRecognizerShouldBegin:self])
        state = UIGestureRecognizerStateFailed;
    _state = state;
    _actionsPending = state == UIGestureRecognizerStateBegan || state == UIGestureRecognizerStateChanged
        || state == UIGestureRecognizerStateEnded || state == UIGestureRecognizerStateCancelled;
}

- (void)reset {}

- (BOOL)isEnabled { return _enabled; }

// Disabling a recognizer in the middle of a gesture cancels it, as in UIKit.
- (void)setEnabled:(BOOL)enabled {
    _enabled = enabled;
    if (!enabled && (_state == UIGestureRecognizerStateBegan || _state == UIGestureRecognizerStateChanged)) {
        [self setState:UIGestureRecognizerStateCancelled];
        [self _updateGestureForActiveEvents];
    }
}

- (BOOL)cancelsTouchesInView { return _cancelsTouchesInView; }
- (void)setCancelsTouchesInView:(BOOL)cancels { _cancelsTouchesInView = cancels; }
- (BOOL)delaysTouchesBegan { return _delaysTouchesBegan; }
- (void)setDelaysTouchesBegan:(BOOL)delays { _delaysTouchesBegan = delays; }

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }
- (NSString *)name { return _name; }
- (void)setName:(NSString *)name {
    NSString *copy = [name copy];
    [_name release];
    _name = copy;
}

- (void)_hk_noteTouch:(UITouch *)touch {
    _hk_locationInWindow = [touch locationInView:nil];
    _hk_hasLocation = YES;
}

- (CGPoint)locationInView:(UIView *)view {
    if (_hk_hasLocation) return view != nil ? [view convertPoint:_hk_locationInWindow fromView:nil] : _hk_locationInWindow;
    CGRect bounds = [_view bounds];
    CGPoint center = CGPointMake(bounds.size.width / 2, bounds.size.height / 2);
    return _view != nil ? [_view convertPoint:center toView:view] : CGPointZero;
}

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {}
- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {}
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {}
- (void)touchesCancelled:(NSSet *)touches withEvent:(UIEvent *)event {
    if (_state == UIGestureRecognizerStateBegan || _state == UIGestureRecognizerStateChanged)
        [self setState:UIGestureRecognizerStateCancelled];
    else if (_state == UIGestureRecognizerStatePossible)
        [self setState:UIGestureRecognizerStateFailed];
}

- (void)_updateGestureForActiveEvents {
    [self retain];
    if (_actionsPending) {
        _actionsPending = NO;
        _UIGestureRecognizerSendActions(self);
    }
    _actionsPending = NO;
    if (_state == UIGestureRecognizerStateEnded || _state == UIGestureRecognizerStateCancelled
        || _state == UIGestureRecognizerStateFailed) {
        [self reset];
        _state = UIGestureRecognizerStatePossible;
    }
    [self release];
}

@end
