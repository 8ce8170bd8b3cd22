// RxCocoa's message interception (ReactiveX/RxSwift at 5abdfe46):
// RxCocoa/Runtime/_RXObjCRuntime.m (RX_ensure_observing -> ensurePrepared:forObserving:,
// prepareTargetClassForObserving:, ensureHasDynamicFakeSubclass:, the SWIZZLE_*
// macros, ensureSwizzledSelector:, observeByForwardingMessages:, RX_forward_invocation)
// and RxCocoa/Foundation/NSObject+Rx.swift (sentMessage / methodInvoked,
// registerMessageInterceptor, MessageSentProxy).
//
// Where Rx makes an IMP from a block capturing (class, selector, original IMP),
// this file takes one function from a fixed table per captured value set. `dealloc`
// interception (observeWeakly) is not reproduced.
#include <string.h>
#include "TPInternal.h"

#define RX_PREFIX tp_vendored(@"_RX_namespace_")

static NSString *const RxSwizzlingTargetClassKey = @"RxSwizzlingTargetClassKey";
static int rxStrategy = TPRxStrategyAuto;

void tp_rx_set_strategy(int strategy) { rxStrategy = strategy; }

static SEL RX_selector(SEL selector) {
    return NSSelectorFromString([RX_PREFIX stringByAppendingString:NSStringFromSelector(selector)]);
}

/// RX_default_target_implementation() is _objc_msgForward in RxCocoa: the value a
/// subject holds while it is not "active" (the forwarding path never activates it).
static void RX_default_target_marker(void) {}
static IMP RX_default_target_implementation(void) { return (IMP)RX_default_target_marker; }

// MARK: MessageSentProxy (NSObject+Rx.swift) and its subscriptions

@interface TPRxMessageSentProxy : NSObject {
@public
    IMP targetImplementation;
    NSString *selectorName;
    int sentSubscribers;
    int invokedSubscribers;
}
@end

@implementation TPRxMessageSentProxy
- (id)init {
    if ((self = [super init])) targetImplementation = RX_default_target_implementation();
    return self;
}
- (void)dealloc { [selectorName release]; [super dealloc]; }
- (BOOL)isActive { return targetImplementation != RX_default_target_implementation(); }
// PublishSubject.on(.next): one event per subscribed observer.
- (void)messageSentWithArguments:(NSArray *)arguments {
    for (int i = 0; i < sentSubscribers; i++) tp_log_line([@"rx.sent." stringByAppendingString:selectorName]);
}
- (void)methodInvokedWithArguments:(NSArray *)arguments {
    for (int i = 0; i < invokedSubscribers; i++) tp_log_line([@"rx.invoked." stringByAppendingString:selectorName]);
}
@end

@interface TPRxSubscription : NSObject {
@public
    TPRxMessageSentProxy *proxy;
    BOOL invoked;
    BOOL disposed;
}
@end

@implementation TPRxSubscription
- (void)dispose {
    if (disposed) return;
    disposed = YES;
    if (invoked) proxy->invokedSubscribers--;
    else proxy->sentSubscribers--;
}
- (void)dealloc { [self dispose]; [proxy release]; [super dealloc]; }
@end

// MARK: RXObjCRuntime state

static NSRecursiveLock *rxLock;
static NSMutableSet *classesThatSupportObservingByForwarding;          // NSValue(Class)
static NSMutableDictionary *forwardedSelectorsByClass;                 // NSValue(Class) -> set of names
static NSMutableDictionary *dynamicSubclassByRealClass;                // NSValue(Class) -> NSValue(Class)
static NSMutableDictionary *interceptorIMPbySelectorsByClass;          // NSValue(Class) -> name -> NSValue(IMP)
static NSMutableDictionary *optimizedObserversByMethodEncoding;        // encoding -> NSNumber(kind)

#define CLASS_VALUE(c) [NSValue valueWithPointer:(void *)(c)]

static void rx_threading_hazard(Class cls) {
    NSLog(@"There was a problem swizzling on `%@`. You have probably two libraries performing swizzling in runtime.",
          NSStringFromClass(cls));
}

// MARK: Interceptor functions (the SWIZZLE_METHOD blocks)

typedef struct {
    Class cls;        // the class the interceptor was installed on (captured `class`)
    SEL selector;     // the captured `selector`
    IMP original;     // replacementImplementationGenerator's original; NULL: call super
    IMP thisIMP;
    BOOL used;
} RXSlot;

enum { RXKindVoid0, RXKindVoid1, RXKindVoid2, RXKindVoidIdLong, RXKindForward, RXKindResponds, RXKindSignature, RXKindCount };
static RXSlot rxSlots[RXKindCount][TP_SLOT_COUNT];

static BOOL RX_forward_invocation(id self, NSInvocation *invocation);
static BOOL RX_responds_to_selector(id self, SEL selector);
static NSMethodSignature *RX_method_signature(id self, SEL selector);

static IMP rx_next(RXSlot *slot, id self) {
    if (slot->original) return slot->original;
    return tp_super_lookup(self, class_getSuperclass(slot->cls), slot->selector);
}

static TPRxMessageSentProxy *rx_observer(id self, RXSlot *slot) {
    TPRxMessageSentProxy *observer = tp_assoc_get(self, NSStringFromSelector(RX_selector(slot->selector)));
    return (observer != nil && observer->targetImplementation == slot->thisIMP) ? observer : nil;
}

static id rx_arg(id value) { return value ?: [NSNull null]; }

static void rx_void0(RXSlot *slot, id self) {
    TPRxMessageSentProxy *observer = rx_observer(self, slot);
    [observer messageSentWithArguments:[NSArray array]];
    @try {
        ((void (*)(id, SEL))rx_next(slot, self))(self, slot->selector);
    } @finally {
        [observer methodInvokedWithArguments:[NSArray array]];
    }
}

static void rx_void1(RXSlot *slot, id self, id a) {
    TPRxMessageSentProxy *observer = rx_observer(self, slot);
    [observer messageSentWithArguments:[NSArray arrayWithObject:rx_arg(a)]];
    @try {
        ((void (*)(id, SEL, id))rx_next(slot, self))(self, slot->selector, a);
    } @finally {
        [observer methodInvokedWithArguments:[NSArray arrayWithObject:rx_arg(a)]];
    }
}

static void rx_void2(RXSlot *slot, id self, id a, id b) {
    TPRxMessageSentProxy *observer = rx_observer(self, slot);
    [observer messageSentWithArguments:[NSArray arrayWithObjects:rx_arg(a), rx_arg(b), nil]];
    @try {
        ((void (*)(id, SEL, id, id))rx_next(slot, self))(self, slot->selector, a, b);
    } @finally {
        [observer methodInvokedWithArguments:[NSArray arrayWithObjects:rx_arg(a), rx_arg(b), nil]];
    }
}

static void rx_void_id_long(RXSlot *slot, id self, id a, long b) {
    TPRxMessageSentProxy *observer = rx_observer(self, slot);
    [observer messageSentWithArguments:[NSArray arrayWithObjects:rx_arg(a), [NSNumber numberWithLong:b], nil]];
    @try {
        ((void (*)(id, SEL, id, long))rx_next(slot, self))(self, slot->selector, a, b);
    } @finally {
        [observer methodInvokedWithArguments:[NSArray arrayWithObjects:rx_arg(a), [NSNumber numberWithLong:b], nil]];
    }
}

// FORWARD_BODY, RESPONDS_TO_SELECTOR_BODY, METHOD_SIGNATURE_FOR_SELECTOR_BODY.
static void rx_forward(RXSlot *slot, id self, NSInvocation *invocation) {
    if (RX_forward_invocation(self, invocation)) return;
    ((void (*)(id, SEL, NSInvocation *))rx_next(slot, self))(self, slot->selector, invocation);
}

static BOOL rx_responds(RXSlot *slot, id self, SEL selector) {
    if (RX_responds_to_selector(self, selector)) return YES;
    return ((BOOL (*)(id, SEL, SEL))rx_next(slot, self))(self, slot->selector, selector);
}

static NSMethodSignature *rx_signature(RXSlot *slot, id self, SEL selector) {
    NSMethodSignature *methodSignature = RX_method_signature(self, selector);
    if (methodSignature != nil) return methodSignature;
    return ((NSMethodSignature * (*)(id, SEL, SEL))rx_next(slot, self))(self, slot->selector, selector);
}

#define RX_SLOT_FUNCTIONS(i)                                                                                        \
    static void rxVoid0_##i(id self, SEL _cmd) { rx_void0(&rxSlots[RXKindVoid0][i], self); }                        \
    static void rxVoid1_##i(id self, SEL _cmd, id a) { rx_void1(&rxSlots[RXKindVoid1][i], self, a); }               \
    static void rxVoid2_##i(id self, SEL _cmd, id a, id b) { rx_void2(&rxSlots[RXKindVoid2][i], self, a, b); }      \
    static void rxVoidIdLong_##i(id self, SEL _cmd, id a, long b) { rx_void_id_long(&rxSlots[RXKindVoidIdLong][i], self, a, b); } \
    static void rxForward_##i(id self, SEL _cmd, NSInvocation *inv) { rx_forward(&rxSlots[RXKindForward][i], self, inv); } \
    static BOOL rxResponds_##i(id self, SEL _cmd, SEL sel) { return rx_responds(&rxSlots[RXKindResponds][i], self, sel); } \
    static NSMethodSignature *rxSignature_##i(id self, SEL _cmd, SEL sel) {                                         \
        return rx_signature(&rxSlots[RXKindSignature][i], self, sel);                                               \
    }
#define RX_SLOT_ROW(i) { (IMP)rxVoid0_##i, (IMP)rxVoid1_##i, (IMP)rxVoid2_##i, (IMP)rxVoidIdLong_##i, (IMP)rxForward_##i, (IMP)rxResponds_##i, (IMP)rxSignature_##i },
#define RX_REPEAT(M) \
    M(0) M(1) M(2) M(3) M(4) M(5) M(6) M(7) M(8) M(9) M(10) M(11) M(12) M(13) M(14) M(15) \
    M(16) M(17) M(18) M(19) M(20) M(21) M(22) M(23) M(24) M(25) M(26) M(27) M(28) M(29) M(30) M(31) \
    M(32) M(33) M(34) M(35) M(36) M(37) M(38) M(39) M(40) M(41) M(42) M(43) M(44) M(45) M(46) M(47) \
    M(48) M(49) M(50) M(51) M(52) M(53) M(54) M(55) M(56) M(57) M(58) M(59) M(60) M(61) M(62) M(63)

RX_REPEAT(RX_SLOT_FUNCTIONS)
static IMP rxSlotFunctions[TP_SLOT_COUNT][RXKindCount] = { RX_REPEAT(RX_SLOT_ROW) };

/// The generator blocks: an IMP bound to (class, selector, original).
static IMP rx_make_imp(int kind, Class cls, SEL selector, IMP original) {
    for (int i = 0; i < TP_SLOT_COUNT; i++) {
        RXSlot *slot = &rxSlots[kind][i];
        if (slot->used) continue;
        slot->used = YES;
        slot->cls = cls;
        slot->selector = selector;
        slot->original = original;
        slot->thisIMP = rxSlotFunctions[i][kind];
        return slot->thisIMP;
    }
    abort();
}

/// imp_removeBlock.
static void rx_free_imp(int kind, IMP imp) {
    for (int i = 0; i < TP_SLOT_COUNT; i++)
        if (rxSlots[kind][i].used && rxSlots[kind][i].thisIMP == imp) memset(&rxSlots[kind][i], 0, sizeof(RXSlot));
}

// MARK: Forwarding helpers

static NSArray *RX_extract_arguments(NSInvocation *invocation) {
    NSMethodSignature *signature = [invocation methodSignature];
    NSUInteger count = [signature numberOfArguments];
    NSMutableArray *arguments = [NSMutableArray array];
    for (NSUInteger index = 2; index < count; index++) {
        const char *type = [signature getArgumentTypeAtIndex:index];
        if (type[0] == 'r') type++;
        if (type[0] == '@' || type[0] == '#') {
            id argument = nil;
            [invocation getArgument:&argument atIndex:index];
            [arguments addObject:argument ?: [NSNull null]];
        } else {
            NSUInteger size = 0;
            NSGetSizeAndAlignment(type, &size, NULL);
            uint8_t data[size > 0 ? size : 1];
            [invocation getArgument:&data atIndex:index];
            [arguments addObject:[NSValue valueWithBytes:&data objCType:type]];
        }
    }
    return arguments;
}

static BOOL RX_forward_invocation(id self, NSInvocation *invocation) {
    SEL originalSelector = RX_selector([invocation selector]);
    TPRxMessageSentProxy *messageSentObserver = tp_assoc_get(self, NSStringFromSelector(originalSelector));
    if (messageSentObserver != nil) [messageSentObserver messageSentWithArguments:RX_extract_arguments(invocation)];
    if ([self respondsToSelector:originalSelector]) {
        [invocation setSelector:originalSelector];
        [invocation invokeWithTarget:self];
        if (messageSentObserver != nil) [messageSentObserver methodInvokedWithArguments:RX_extract_arguments(invocation)];
        return YES;
    }
    return NO;
}

static BOOL RX_responds_to_selector(id self, SEL selector) {
    Class class = object_getClass(self);
    if (class == nil) return NO;
    return class_getInstanceMethod(class, selector) != NULL;
}

static NSMethodSignature *RX_method_signature(id self, SEL selector) {
    Class class = object_getClass(self);
    if (class == nil) return nil;
    Method method = class_getInstanceMethod(class, selector);
    if (method == NULL) return NULL;
    const char *encoding = method_getTypeEncoding(method);
    if (encoding == NULL) return NULL;
    return [NSMethodSignature signatureWithObjCTypes:encoding];
}

// MARK: ensureSwizzledSelector:ofClass:...

static IMP interceptorImplementationForSelector(SEL selector, Class class) {
    NSDictionary *bySelector = [interceptorIMPbySelectorsByClass objectForKey:CLASS_VALUE(class)];
    return (IMP)[[bySelector objectForKey:NSStringFromSelector(selector)] pointerValue];
}

static void registerInterceptedSelector(SEL selector, IMP implementation, Class class) {
    NSMutableDictionary *bySelector = [interceptorIMPbySelectorsByClass objectForKey:CLASS_VALUE(class)];
    if (!bySelector) {
        bySelector = [NSMutableDictionary dictionary];
        [interceptorIMPbySelectorsByClass setObject:bySelector forKey:CLASS_VALUE(class)];
    }
    [bySelector setObject:[NSValue valueWithPointer:(void *)implementation] forKey:NSStringFromSelector(selector)];
}

/// `kind` < 0: the `class` swizzle (CLASS_BODY returns actAs before calling anything).
static BOOL ensureSwizzledSelector(SEL selector, Class class, int kind, Class actAs, int *error) {
    if (interceptorImplementationForSelector(selector, class) != NULL) return YES;

    Method existingMethod = tp_instance_method(class, selector);
    if (existingMethod == NULL) [NSException raise:@"RX Invalid Operator" format:@"Method doesn't exist"];
    const char *encoding = method_getTypeEncoding(existingMethod);

    IMP newImplementation = kind < 0 ? tp_class_returning_imp(actAs) : rx_make_imp(kind, class, selector, NULL);
    if (tp_add_method(class, selector, newImplementation, encoding)) {
        registerInterceptedSelector(selector, newImplementation, class);   // new method added, job done
        return YES;
    }
    if (kind >= 0) rx_free_imp(kind, newImplementation);

    // The method already exists on the class itself.
    IMP originalImplementation = method_getImplementation(existingMethod);
    IMP replacement = kind < 0 ? tp_class_returning_imp(actAs) : rx_make_imp(kind, class, selector, originalImplementation);
    IMP originalImplementationAfterChange = tp_method_set_implementation(class, existingMethod, replacement);
    registerInterceptedSelector(selector, replacement, class);
    if (originalImplementationAfterChange != originalImplementation) {
        rx_threading_hazard(class);
        if (error) *error = TPRxErrorUnknown;
        return NO;
    }
    return YES;
}

// MARK: Optimized observers (SWIZZLE_OBSERVE_METHOD_DEFINITIONS)

@interface TPRxExamples : NSObject
@end
@implementation TPRxExamples
+ (void)example_void {}
+ (void)example_void_id:(id)id_0 {}
+ (void)example_void_id:(id)id_0 _id:(id)id_1 {}
+ (void)example_void_id:(id)id_0 _long:(long)long_1 {}
@end

static void registerOptimizedObservers(void) {
    if (optimizedObserversByMethodEncoding) return;
    optimizedObserversByMethodEncoding = [NSMutableDictionary new];
    const char *names[] = { "example_void", "example_void_id:", "example_void_id:_id:", "example_void_id:_long:" };
    int kinds[] = { RXKindVoid0, RXKindVoid1, RXKindVoid2, RXKindVoidIdLong };
    for (int i = 0; i < 4; i++) {
        Method example = class_getClassMethod([TPRxExamples class], sel_registerName(names[i]));
        [optimizedObserversByMethodEncoding setObject:[NSNumber numberWithInt:kinds[i]]
                                               forKey:[NSString stringWithUTF8String:method_getTypeEncoding(example)]];
    }
}

// MARK: Dynamic subclass and forwarding

static Class ensureHasDynamicFakeSubclass(Class class, int *error) {
    Class dynamicFakeSubclass = (Class)[[dynamicSubclassByRealClass objectForKey:CLASS_VALUE(class)] pointerValue];
    if (dynamicFakeSubclass != nil) return dynamicFakeSubclass;

    NSString *name = [RX_PREFIX stringByAppendingString:NSStringFromClass(class)];
    dynamicFakeSubclass = objc_allocateClassPair(class, [name UTF8String], 0);
    if (dynamicFakeSubclass == nil) [NSException raise:@"RX Invalid Operator" format:@"Class not generated"];
    if (!ensureSwizzledSelector(@selector(class), dynamicFakeSubclass, -1, class, error)) return nil;
    objc_registerClassPair(dynamicFakeSubclass);
    tp_prepare_class(dynamicFakeSubclass);
    [dynamicSubclassByRealClass setObject:CLASS_VALUE(dynamicFakeSubclass) forKey:CLASS_VALUE(class)];
    return dynamicFakeSubclass;
}

static Class prepareTargetClassForObserving(id target, int *error) {
    Class swizzlingClass = (Class)[tp_assoc_get(target, RxSwizzlingTargetClassKey) pointerValue];
    if (swizzlingClass != nil) return swizzlingClass;

    Class wannaBeClass = [target class];
    // (Toll-free bridged CF objects are refused; there are none here.)

    // The object reports another class than its real one: somebody (KVO, another
    // library) already intercepts its messages. RxCocoa refuses.
    if ([target class] != object_getClass(target)) {
        if (error) *error = TPRxErrorObjectMessagesAlreadyBeingIntercepted;
        return nil;
    }

    Class dynamicFakeSubclass = ensureHasDynamicFakeSubclass(wannaBeClass, error);
    if (dynamicFakeSubclass == nil) return nil;

    Class previousClass = object_setClass(target, dynamicFakeSubclass);
    if (previousClass != wannaBeClass) {
        rx_threading_hazard(wannaBeClass);
        if (error) *error = TPRxErrorThreadingCollisionWithOtherInterceptionMechanism;
        return nil;
    }
    tp_assoc_set(target, RxSwizzlingTargetClassKey, CLASS_VALUE(dynamicFakeSubclass));
    return dynamicFakeSubclass;
}

static BOOL forwardingSelectorForClass(SEL selector, Class class) {
    return [[forwardedSelectorsByClass objectForKey:CLASS_VALUE(class)] containsObject:NSStringFromSelector(selector)];
}

static void registerForwardedSelector(SEL selector, Class class) {
    NSMutableSet *selectors = [forwardedSelectorsByClass objectForKey:CLASS_VALUE(class)];
    if (!selectors) {
        selectors = [NSMutableSet set];
        [forwardedSelectorsByClass setObject:selectors forKey:CLASS_VALUE(class)];
    }
    [selectors addObject:NSStringFromSelector(selector)];
}

static BOOL ensureForwardingMethodsAreSwizzled(Class class, int *error) {
    if ([classesThatSupportObservingByForwarding containsObject:CLASS_VALUE(class)]) return YES;
    if (!ensureSwizzledSelector(@selector(forwardInvocation:), class, RXKindForward, nil, error)) return NO;
    if (!ensureSwizzledSelector(@selector(methodSignatureForSelector:), class, RXKindSignature, nil, error)) return NO;
    if (!ensureSwizzledSelector(@selector(respondsToSelector:), class, RXKindResponds, nil, error)) return NO;
    [classesThatSupportObservingByForwarding addObject:CLASS_VALUE(class)];
    return YES;
}

static BOOL observeByForwardingMessages(Class swizzlingImplementorClass, SEL selector, id target, int *error) {
    if (!ensureForwardingMethodsAreSwizzled(swizzlingImplementorClass, error)) return NO;
    if (forwardingSelectorForClass(selector, swizzlingImplementorClass))
        [NSException raise:@"RX Invalid Operator" format:@"Already observing selector for class"];

    SEL rxSelector = RX_selector(selector);
    Method instanceMethod = class_getInstanceMethod(swizzlingImplementorClass, selector);
    const char *methodEncoding = method_getTypeEncoding(instanceMethod);
    IMP implementation = method_getImplementation(instanceMethod);
    if (implementation == NULL) {
        if (error) *error = TPRxErrorSelectorNotImplemented;
        return NO;
    }
    if (!tp_add_method(swizzlingImplementorClass, rxSelector, implementation, methodEncoding)) {
        if (error) *error = TPRxErrorSavingOriginalForwardingMethodFailed;
        return NO;
    }
    IMP forward = tp_forward_imp(selector, methodEncoding);
    if (!tp_add_method(swizzlingImplementorClass, selector, forward, methodEncoding)) {
        if (implementation != tp_method_set_implementation(swizzlingImplementorClass, instanceMethod, forward)) {
            rx_threading_hazard(swizzlingImplementorClass);
            if (error) *error = TPRxErrorReplacingMethodWithForwardingImplementation;
            return NO;
        }
    }
    registerForwardedSelector(selector, swizzlingImplementorClass);
    return YES;
}

/// RX_method_has_supported_return_type: the return type is one of supported_types.
static BOOL rx_supported_return_type(Method method) {
    static const char *supported[] = { "v", "@", "#", "@?", "c", "s", "i", "l", "q", "C", "S", "I", "L", "Q", "f", "d", "B", "r*", "*" };
    NSMethodSignature *signature = [NSMethodSignature signatureWithObjCTypes:method_getTypeEncoding(method)];
    const char *type = [signature methodReturnType];
    for (unsigned i = 0; type && i < sizeof(supported) / sizeof(supported[0]); i++)
        if (strcmp(supported[i], type) == 0) return YES;
    return NO;
}

static IMP ensurePrepared(id target, SEL selector, int *error) {
    Method instanceMethod = class_getInstanceMethod([target class], selector);
    if (instanceMethod == NULL) {
        if (error) *error = TPRxErrorSelectorNotImplemented;
        return NULL;
    }
    const char *name = sel_getName(selector);
    if (!strcmp(name, "class") || !strcmp(name, "forwardingTargetForSelector:") ||
        !strcmp(name, "methodSignatureForSelector:") || !strcmp(name, "respondsToSelector:")) {
        if (error) *error = TPRxErrorObservingPerformanceSensitiveMessages;
        return NULL;
    }

    Class swizzlingImplementorClass = prepareTargetClassForObserving(target, error);
    if (swizzlingImplementorClass == NULL) return NULL;

    registerOptimizedObservers();
    NSNumber *optimizedKind =
        [optimizedObserversByMethodEncoding objectForKey:[NSString stringWithUTF8String:method_getTypeEncoding(instanceMethod)]];
    if (rxStrategy == TPRxStrategyForwarding) optimizedKind = nil;

    if (!rx_supported_return_type(instanceMethod)) {
        if (error) *error = TPRxErrorObservingMessagesWithUnsupportedReturnType;
        return NULL;
    }

    if (optimizedKind != nil) {
        IMP interceptor = interceptorImplementationForSelector(selector, swizzlingImplementorClass);
        if (interceptor != NULL) return interceptor;
        if (!ensureSwizzledSelector(selector, swizzlingImplementorClass, [optimizedKind intValue], nil, error)) return NULL;
        interceptor = interceptorImplementationForSelector(selector, swizzlingImplementorClass);
        if (interceptor != NULL) return interceptor;
    } else {
        if (forwardingSelectorForClass(selector, swizzlingImplementorClass)) return RX_default_target_implementation();
        if (!observeByForwardingMessages(swizzlingImplementorClass, selector, target, error)) return NULL;
        if (forwardingSelectorForClass(selector, swizzlingImplementorClass)) return RX_default_target_implementation();
    }
    if (error) *error = TPRxErrorUnknown;
    return NULL;
}

static IMP RX_ensure_observing(id target, SEL selector, int *error) {
    if (!rxLock) {
        rxLock = [NSRecursiveLock new];
        classesThatSupportObservingByForwarding = [NSMutableSet new];
        forwardedSelectorsByClass = [NSMutableDictionary new];
        dynamicSubclassByRealClass = [NSMutableDictionary new];
        interceptorIMPbySelectorsByClass = [NSMutableDictionary new];
    }
    IMP targetImplementation = NULL;
    @synchronized (target) {
        @synchronized ([target class]) {
            [rxLock lock];
            targetImplementation = ensurePrepared(target, selector, error);
            [rxLock unlock];
        }
    }
    return targetImplementation;
}

// MARK: NSObject+Rx.swift

static TPRxMessageSentProxy *registerMessageInterceptor(id base, SEL selector, int *error) {
    NSString *key = NSStringFromSelector(RX_selector(selector));
    TPRxMessageSentProxy *subject = tp_assoc_get(base, key);
    if (!subject) {
        subject = [[TPRxMessageSentProxy new] autorelease];
        subject->selectorName = [NSStringFromSelector(selector) retain];
        tp_assoc_set(base, key, subject);
    }
    if ([subject isActive]) return subject;
    IMP targetImplementation = RX_ensure_observing(base, selector, error);
    if (targetImplementation == NULL) return NULL;
    subject->targetImplementation = targetImplementation;
    return subject;
}

static TPObject subscribe(TPObject object, const char *selector, BOOL invoked, int *error) {
    if (error) *error = TPRxErrorNone;
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    TPRxSubscription *subscription = nil;
    int failure = TPRxErrorNone;
    TPRxMessageSentProxy *proxy = registerMessageInterceptor((id)object, sel_registerName(selector), &failure);
    if (proxy) {
        subscription = [TPRxSubscription new];
        subscription->proxy = [proxy retain];
        subscription->invoked = invoked;
        if (invoked) proxy->invokedSubscribers++;
        else proxy->sentSubscribers++;
    } else if (error) {
        *error = failure ? failure : TPRxErrorUnknown;
    }
    [pool drain];
    return subscription;
}

TPObject tp_rx_sent_message(TPObject object, const char *selector, int *error) {
    return subscribe(object, selector, NO, error);
}

TPObject tp_rx_method_invoked(TPObject object, const char *selector, int *error) {
    return subscribe(object, selector, YES, error);
}

void tp_rx_dispose(TPObject subscription) { [(TPRxSubscription *)subscription dispose]; }

int tp_rx_interception_kind(TPObject object, const char *selector) {
    Class cls = (Class)[tp_assoc_get((id)object, RxSwizzlingTargetClassKey) pointerValue];
    if (!cls) cls = object_getClass((id)object);
    SEL sel = sel_registerName(selector);
    if (interceptorImplementationForSelector(sel, cls)) return 1;
    if (forwardingSelectorForClass(sel, cls)) return 2;
    return 0;
}

// RxCocoa's runtime singleton class (`RXObjCRuntime` in _RXObjCRuntime.m) exists
// from launch in an app that links RxCocoa. The fixtures are linked into every test
// process, so it is registered only on request: by a process playing such an app.
void tp_rx_load(void) {
    const char *name = tp_vendored(@"RXObjCRuntime").UTF8String;
    if (objc_lookUpClass(name)) return;
    Class runtime = objc_allocateClassPair([NSObject class], name, 0);
    objc_registerClassPair(runtime);
}
