// RxCocoa's target-action observers (ReactiveX/RxSwift at 5abdfe46):
// RxCocoa/Common/RxTarget.swift (retains itself from init until dispose),
// RxCocoa/Common/ControlTarget.swift (addTarget:action:forControlEvents: with
// `eventHandler:`; dispose removes it) and RxCocoa/iOS/UIGestureRecognizer+Rx.swift
// (GestureTarget<Recognizer>: addTarget:action: with `eventHandler:`).
// The classes carry the Swift runtime names the Objective-C runtime sees:
// `_TtC7RxCocoa8RxTarget`, `_TtC7RxCocoa13ControlTarget` and, GestureTarget being
// generic, one class per recognizer class: `_TtGC7RxCocoa13GestureTargetCSo<n><Name>_`
// (e.g. `_TtGC7RxCocoa13GestureTargetCSo22UITapGestureRecognizer_`).
#import <UIKit/UIKit.h>
#include "TPInternal.h"

static int liveTargets;

@interface _TtC7RxCocoa8RxTarget : NSObject {
    id retainSelf;
}
- (void)dispose;
@end

@implementation _TtC7RxCocoa8RxTarget
- (id)init {
    if ((self = [super init])) {
        retainSelf = [self retain];
        liveTargets++;
    }
    return self;
}
- (void)dispose {
    id me = retainSelf;
    retainSelf = nil;
    [me release];
}
- (void)dealloc {
    liveTargets--;
    [super dealloc];
}
@end

@interface _TtC7RxCocoa13ControlTarget : _TtC7RxCocoa8RxTarget {
    SEL selector;
    UIControl *control;          // weak
    UIControlEvents controlEvents;
    TPRxTargetCallback callback;
    void *context;
}
@end

@implementation _TtC7RxCocoa13ControlTarget
- (id)initWithControl:(UIControl *)aControl events:(UIControlEvents)events callback:(TPRxTargetCallback)cb context:(void *)ctx {
    selector = @selector(eventHandler:);
    control = aControl;
    controlEvents = events;
    callback = cb;
    context = ctx;
    if ((self = [super init])) {
        [control addTarget:self action:selector forControlEvents:controlEvents];
        if ([self methodForSelector:selector] == NULL) [NSException raise:@"RxCocoa" format:@"Can't find method"];
    }
    return self;
}
- (void)eventHandler:(UIControl *)sender {
    if (callback && control) callback(context, control);
}
- (void)dispose {
    [self retain];   // the disposable's closure holds the target during dispose
    [super dispose];
    [control removeTarget:self action:selector forControlEvents:controlEvents];
    callback = NULL;
    [self release];
}
@end

static void logControlEvent(void *context, TPObject sender) { tp_log_line(@"rx.control.event"); }
static void logGestureEvent(void *context, TPObject sender) { tp_log_line(@"rx.gesture.event"); }

TPObject tp_rx_control_target_new(TPObject control, unsigned long events, TPRxTargetCallback callback, void *context) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    _TtC7RxCocoa13ControlTarget *target = [[_TtC7RxCocoa13ControlTarget alloc] initWithControl:(UIControl *)control
                                                                                        events:events
                                                                                      callback:callback ?: logControlEvent
                                                                                       context:context];
    [target release];   // Observable.create's closure lets go; the target keeps itself
    [pool drain];
    return target;
}

// MARK: GestureTarget<Recognizer>

/// Instance variables of every GestureTarget specialisation.
typedef struct {
    SEL selector;
    UIGestureRecognizer *gestureRecognizer;   // weak
    TPRxTargetCallback callback;
    void *context;
} GestureTargetState;

static GestureTargetState *gestureState(id target) {
    Ivar ivar = class_getInstanceVariable(object_getClass(target), "state");
    return (GestureTargetState *)((char *)target + ivar_getOffset(ivar));
}

static void gestureEventHandler(id self, SEL _cmd, UIGestureRecognizer *sender) {
    GestureTargetState *state = gestureState(self);
    if (state->callback && state->gestureRecognizer) state->callback(state->context, state->gestureRecognizer);
}

static void gestureDispose(id self, SEL _cmd) {
    [self retain];
    GestureTargetState *state = gestureState(self);
    struct objc_super sup = { self, objc_lookUpClass("_TtC7RxCocoa8RxTarget") };
    ((void (*)(id, SEL))objc_msg_lookup_super(&sup, _cmd))(self, _cmd);
    [state->gestureRecognizer removeTarget:self action:state->selector];
    state->callback = NULL;
    [self release];
}

static Class gestureTargetClass(Class recognizerClass) {
    const char *recognizer = class_getName(recognizerClass);
    NSString *name = [NSString stringWithFormat:@"_TtGC7RxCocoa13GestureTargetCSo%lu%s_", (unsigned long)strlen(recognizer), recognizer];
    Class cls = objc_lookUpClass([name UTF8String]);
    if (cls) return cls;
    cls = objc_allocateClassPair(objc_lookUpClass("_TtC7RxCocoa8RxTarget"), [name UTF8String], 0);
    char ivarType[32];
    snprintf(ivarType, sizeof(ivarType), "[%zuC]", sizeof(GestureTargetState));
    class_addIvar(cls, "state", sizeof(GestureTargetState), 3, ivarType);
    Method handler = class_getInstanceMethod([_TtC7RxCocoa13ControlTarget class], @selector(eventHandler:));
    class_addMethod(cls, @selector(eventHandler:), (IMP)gestureEventHandler, method_getTypeEncoding(handler));
    Method dispose = class_getInstanceMethod([_TtC7RxCocoa8RxTarget class], @selector(dispose));
    class_addMethod(cls, @selector(dispose), (IMP)gestureDispose, method_getTypeEncoding(dispose));
    objc_registerClassPair(cls);
    tp_prepare_class(cls);
    return cls;
}

TPObject tp_rx_gesture_target_new(TPObject recognizer, TPRxTargetCallback callback, void *context) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    UIGestureRecognizer *gesture = (UIGestureRecognizer *)recognizer;
    Class cls = gestureTargetClass(object_getClass(gesture));
    id target = [cls alloc];
    GestureTargetState *state = gestureState(target);
    state->selector = @selector(eventHandler:);
    state->gestureRecognizer = gesture;
    state->callback = callback ?: logGestureEvent;
    state->context = context;
    target = [target init];   // RxTarget.init: retains itself
    [gesture addTarget:target action:state->selector];
    if ([target methodForSelector:state->selector] == NULL) [NSException raise:@"RxCocoa" format:@"Can't find method"];
    [target release];
    [pool drain];
    return target;
}

void tp_rx_target_dispose(TPObject target) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    [(id)target dispose];
    [pool drain];
}

int tp_rx_live_targets(void) { return liveTargets; }
