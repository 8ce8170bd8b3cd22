// Aspects (steipete/Aspects, Aspects.m at 673e51e), reproduced path for path:
// aspect_add / aspect_remove, aspect_isSelectorAllowedAndTrack (blacklist, dealloc
// position, respondsToSelector, the class-hierarchy tracker), aspect_hookClass
// (`_Aspects_` suffix, class object, statedClass != baseClass -> swizzle in place,
// else dynamic subclass with -class/+class returning the stated class),
// aspect_prepareClassAndHookSelector (alias `aspects__<sel>` + forwarding IMP),
// __ASPECTS_ARE_BEING_CALLED__, aspect_cleanupHookedClassAndSelector.
// Blocks become a C function + context; associated objects are TPCommon's table;
// _objc_msgForward is GNUstep's forwarding closure for the method's types.
#include <string.h>
#include "TPInternal.h"

#define AspectsSubclassSuffix tp_vendored(@"_Aspects_")
#define AspectsMessagePrefix tp_vendored(@"aspects_")
#define AspectsForwardInvocationSelectorName tp_vendored(@"__aspects_forwardInvocation:")
#define AspectPositionFilter 0x07

@class TPAspectIdentifier;
static BOOL aspect_remove(TPAspectIdentifier *aspect, int *error);

// MARK: AspectIdentifier, AspectsContainer, AspectTracker

@interface TPAspectIdentifier : NSObject {
@public
    SEL selector;
    TPAspectAdvice advice;
    void *context;
    id object;          // weak in Aspects
    int options;
}
- (void)invokeWithInstance:(id)instance invocation:(NSInvocation *)invocation;
- (BOOL)remove;
@end

@implementation TPAspectIdentifier
- (void)invokeWithInstance:(id)instance invocation:(NSInvocation *)invocation {
    // -invokeWithInfo: builds the block's invocation from AspectInfo; here the
    // block is a function taking the instance and info.originalInvocation.
    if (advice) advice(context, instance, invocation);
}
- (BOOL)remove { return aspect_remove(self, NULL); }
@end

@interface TPAspectsContainer : NSObject {
@public
    NSArray *beforeAspects, *insteadAspects, *afterAspects;
}
@end

@implementation TPAspectsContainer
- (void)dealloc {
    [beforeAspects release];
    [insteadAspects release];
    [afterAspects release];
    [super dealloc];
}
- (BOOL)hasAspects { return [beforeAspects count] > 0 || [insteadAspects count] > 0 || [afterAspects count] > 0; }
- (void)addAspect:(TPAspectIdentifier *)aspect withOptions:(int)options {
    NSArray **slot = NULL;
    switch (options & AspectPositionFilter) {
        case TPAspectPositionBefore: slot = &beforeAspects; break;
        case TPAspectPositionInstead: slot = &insteadAspects; break;
        default: slot = &afterAspects; break;
    }
    NSArray *updated = [(*slot ?: [NSArray array]) arrayByAddingObject:aspect];
    [*slot release];
    *slot = [updated copy];
}
- (BOOL)removeAspect:(id)aspect {
    NSArray **slots[3] = { &beforeAspects, &insteadAspects, &afterAspects };
    for (int i = 0; i < 3; i++) {
        NSArray *array = *slots[i];
        NSUInteger index = [array indexOfObjectIdenticalTo:aspect];
        if (array && index != NSNotFound) {
            NSMutableArray *updated = [NSMutableArray arrayWithArray:array];
            [updated removeObjectAtIndex:index];
            [array autorelease];
            *slots[i] = [updated copy];
            return YES;
        }
    }
    return NO;
}
@end

@interface TPAspectTracker : NSObject {
@public
    Class trackedClass;
    NSMutableSet *selectorNames;
    NSMutableDictionary *selectorNamesToSubclassTrackers;
}
@end

@implementation TPAspectTracker
- (id)initWithTrackedClass:(Class)cls {
    if ((self = [super init])) {
        trackedClass = cls;
        selectorNames = [NSMutableSet new];
        selectorNamesToSubclassTrackers = [NSMutableDictionary new];
    }
    return self;
}
- (void)dealloc { [selectorNames release]; [selectorNamesToSubclassTrackers release]; [super dealloc]; }
- (BOOL)subclassHasHookedSelectorName:(NSString *)name { return [selectorNamesToSubclassTrackers objectForKey:name] != nil; }
- (void)addSubclassTracker:(TPAspectTracker *)tracker hookingSelectorName:(NSString *)name {
    NSMutableSet *set = [selectorNamesToSubclassTrackers objectForKey:name];
    if (!set) {
        set = [NSMutableSet set];
        [selectorNamesToSubclassTrackers setObject:set forKey:name];
    }
    [set addObject:tracker];
}
- (void)removeSubclassTracker:(TPAspectTracker *)tracker hookingSelectorName:(NSString *)name {
    NSMutableSet *set = [selectorNamesToSubclassTrackers objectForKey:name];
    [set removeObject:tracker];
    if ([set count] == 0) [selectorNamesToSubclassTrackers removeObjectForKey:name];
}
@end

// MARK: Helpers

static NSRecursiveLock *aspectLock;   // OSSpinLock in Aspects

static SEL aspect_aliasForSelector(SEL selector) {
    return NSSelectorFromString([AspectsMessagePrefix stringByAppendingFormat:@"_%@", NSStringFromSelector(selector)]);
}

static BOOL aspect_isMsgForwardIMP(IMP imp) { return tp_is_forwarding_imp((void *)imp); }

// MARK: Containers (associated objects keyed by the alias selector)

static TPAspectsContainer *aspect_getContainerForObject(id self, SEL selector) {
    NSString *key = NSStringFromSelector(aspect_aliasForSelector(selector));
    TPAspectsContainer *container = tp_assoc_get(self, key);
    if (!container) {
        container = [[TPAspectsContainer new] autorelease];
        tp_assoc_set(self, key, container);
    }
    return container;
}

static TPAspectsContainer *aspect_getContainerForClass(Class klass, SEL selector) {
    TPAspectsContainer *classContainer = nil;
    NSString *key = NSStringFromSelector(selector);
    do {
        classContainer = tp_assoc_get((id)klass, key);
        if ([classContainer hasAspects]) break;
    } while ((klass = class_getSuperclass(klass)));
    return classContainer;
}

static void aspect_destroyContainerForObject(id self, SEL selector) {
    tp_assoc_set(self, NSStringFromSelector(aspect_aliasForSelector(selector)), nil);
}

// MARK: Swizzling forwardInvocation:

static void __ASPECTS_ARE_BEING_CALLED__(id self, SEL selector, NSInvocation *invocation);

static void aspect_swizzleForwardInvocation(Class klass) {
    const char *types = tp_forward_invocation_types();
    // If there is no method, replace will act like class_addMethod.
    IMP originalImplementation = tp_replace_method(klass, @selector(forwardInvocation:), (IMP)__ASPECTS_ARE_BEING_CALLED__, types);
    if (originalImplementation)
        tp_add_method(klass, NSSelectorFromString(AspectsForwardInvocationSelectorName), originalImplementation, types);
}

static void aspect_undoSwizzleForwardInvocation(Class klass) {
    Method originalMethod = class_getInstanceMethod(klass, NSSelectorFromString(AspectsForwardInvocationSelectorName));
    Method objectMethod = class_getInstanceMethod([NSObject class], @selector(forwardInvocation:));
    // There is no class_removeMethod: restore the original, or NSObject's.
    IMP originalImplementation = method_getImplementation(originalMethod ?: objectMethod);
    tp_replace_method(klass, @selector(forwardInvocation:), originalImplementation, tp_forward_invocation_types());
}

static void aspect_hookedGetClass(Class class, Class statedClass) {
    Method method = tp_instance_method(class, @selector(class));
    tp_replace_method(class, @selector(class), tp_class_returning_imp(statedClass), method_getTypeEncoding(method));
}

static NSMutableSet *swizzledClasses;

static Class aspect_swizzleClassInPlace(Class klass) {
    NSString *className = NSStringFromClass(klass);
    @synchronized ([NSObject class]) {
        if (!swizzledClasses) swizzledClasses = [NSMutableSet new];
        if (![swizzledClasses containsObject:className]) {
            aspect_swizzleForwardInvocation(klass);
            [swizzledClasses addObject:className];
        }
    }
    return klass;
}

static void aspect_undoSwizzleClassInPlace(Class klass) {
    NSString *className = NSStringFromClass(klass);
    @synchronized ([NSObject class]) {
        if ([swizzledClasses containsObject:className]) {
            aspect_undoSwizzleForwardInvocation(klass);
            [swizzledClasses removeObject:className];
        }
    }
}

// MARK: Hook class

static Class aspect_hookClass(id self, int *error) {
    Class statedClass = [self class];
    Class baseClass = object_getClass(self);
    NSString *className = NSStringFromClass(baseClass);

    if ([className hasSuffix:AspectsSubclassSuffix]) {
        return baseClass;                                   // already subclassed
    } else if (class_isMetaClass(baseClass)) {
        return aspect_swizzleClassInPlace((Class)self);     // a class object
    } else if (statedClass != baseClass) {
        return aspect_swizzleClassInPlace(baseClass);       // probably KVO'ed: swizzle in place
    }

    // Default case: a dynamic subclass.
    const char *subclassName = [[className stringByAppendingString:AspectsSubclassSuffix] UTF8String];
    Class subclass = objc_lookUpClass(subclassName);
    if (subclass == nil) {
        subclass = objc_allocateClassPair(baseClass, subclassName, 0);
        if (subclass == nil) {
            if (error) *error = TPAspectErrorFailedToAllocateClassPair;
            return nil;
        }
        aspect_swizzleForwardInvocation(subclass);
        aspect_hookedGetClass(subclass, statedClass);
        aspect_hookedGetClass(object_getClass((id)subclass), statedClass);
        objc_registerClassPair(subclass);
        tp_prepare_class(subclass);
    }
    object_setClass(self, subclass);
    return subclass;
}

static void aspect_prepareClassAndHookSelector(id self, SEL selector, int *error) {
    Class klass = aspect_hookClass(self, error);
    Method targetMethod = class_getInstanceMethod(klass, selector);
    IMP targetMethodIMP = method_getImplementation(targetMethod);
    if (!aspect_isMsgForwardIMP(targetMethodIMP)) {
        // An alias for the existing implementation, if not already copied.
        const char *typeEncoding = method_getTypeEncoding(targetMethod);
        SEL aliasSelector = aspect_aliasForSelector(selector);
        if (![klass instancesRespondToSelector:aliasSelector])
            tp_add_method(klass, aliasSelector, method_getImplementation(targetMethod), typeEncoding);
        // forwardInvocation: is the hook.
        tp_replace_method(klass, selector, tp_forward_imp(selector, typeEncoding), typeEncoding);
    }
}

// MARK: Selector blacklist and class-hierarchy tracking

static NSMutableDictionary *swizzledClassesDict;   // class name -> TPAspectTracker

static BOOL aspect_isSelectorAllowedAndTrack(id self, SEL selector, int options, int *error) {
    static NSSet *disallowedSelectorList;
    if (!disallowedSelectorList)
        disallowedSelectorList = [[NSSet alloc] initWithObjects:@"retain", @"release", @"autorelease", @"forwardInvocation:", nil];

    NSString *selectorName = NSStringFromSelector(selector);
    if ([disallowedSelectorList containsObject:selectorName]) {
        if (error) *error = TPAspectErrorSelectorBlacklisted;
        return NO;
    }
    int position = options & AspectPositionFilter;
    if ([selectorName isEqualToString:@"dealloc"] && position != TPAspectPositionBefore) {
        if (error) *error = TPAspectErrorSelectorDeallocPosition;
        return NO;
    }
    if (![self respondsToSelector:selector] && ![[self class] instancesRespondToSelector:selector]) {
        if (error) *error = TPAspectErrorDoesNotRespondToSelector;
        return NO;
    }

    // Search the class hierarchy if we are modifying a class object.
    if (class_isMetaClass(object_getClass(self))) {
        if (!swizzledClassesDict) swizzledClassesDict = [NSMutableDictionary new];
        Class klass = [self class];
        Class currentClass = [self class];
        TPAspectTracker *tracker = [swizzledClassesDict objectForKey:NSStringFromClass(currentClass)];
        if ([tracker subclassHasHookedSelectorName:selectorName]) {
            if (error) *error = TPAspectErrorSelectorAlreadyHookedInClassHierarchy;
            return NO;
        }
        do {
            tracker = [swizzledClassesDict objectForKey:NSStringFromClass(currentClass)];
            if (tracker && [tracker->selectorNames containsObject:selectorName]) {
                if (klass == currentClass) return YES;   // already modified and topmost
                if (error) *error = TPAspectErrorSelectorAlreadyHookedInClassHierarchy;
                return NO;
            }
        } while ((currentClass = class_getSuperclass(currentClass)));

        currentClass = klass;
        TPAspectTracker *subclassTracker = nil;
        do {
            tracker = [swizzledClassesDict objectForKey:NSStringFromClass(currentClass)];
            if (!tracker) {
                tracker = [[[TPAspectTracker alloc] initWithTrackedClass:currentClass] autorelease];
                [swizzledClassesDict setObject:tracker forKey:NSStringFromClass(currentClass)];
            }
            if (subclassTracker) [tracker addSubclassTracker:subclassTracker hookingSelectorName:selectorName];
            else [tracker->selectorNames addObject:selectorName];
            subclassTracker = tracker;
        } while ((currentClass = class_getSuperclass(currentClass)));
    }
    return YES;
}

static void aspect_deregisterTrackedSelector(id self, SEL selector) {
    if (!class_isMetaClass(object_getClass(self))) return;
    NSString *selectorName = NSStringFromSelector(selector);
    Class currentClass = [self class];
    TPAspectTracker *subclassTracker = nil;
    do {
        TPAspectTracker *tracker = [swizzledClassesDict objectForKey:NSStringFromClass(currentClass)];
        if (subclassTracker) [tracker removeSubclassTracker:subclassTracker hookingSelectorName:selectorName];
        else if (tracker) [tracker->selectorNames removeObject:selectorName];
        // (Aspects' condition: the dictionary is never nil, so an emptied tracker goes.)
        if (tracker && [tracker->selectorNames count] == 0 && tracker->selectorNamesToSubclassTrackers)
            [swizzledClassesDict removeObjectForKey:NSStringFromClass(currentClass)];
        subclassTracker = tracker;
    } while ((currentClass = class_getSuperclass(currentClass)));
}

// MARK: Cleanup

static void aspect_cleanupHookedClassAndSelector(id self, SEL selector) {
    Class klass = object_getClass(self);
    BOOL isMetaClass = class_isMetaClass(klass);
    if (isMetaClass) klass = (Class)self;

    // Restore the original implementation if the method is marked as forwarded.
    // (As in Aspects: even when other aspects on this selector remain.)
    Method targetMethod = class_getInstanceMethod(klass, selector);
    IMP targetMethodIMP = method_getImplementation(targetMethod);
    if (aspect_isMsgForwardIMP(targetMethodIMP)) {
        const char *typeEncoding = method_getTypeEncoding(targetMethod);
        Method originalMethod = class_getInstanceMethod(klass, aspect_aliasForSelector(selector));
        IMP originalIMP = method_getImplementation(originalMethod);
        tp_replace_method(klass, selector, originalIMP, typeEncoding);
    }

    aspect_deregisterTrackedSelector(self, selector);

    TPAspectsContainer *container = aspect_getContainerForObject(self, selector);
    if (![container hasAspects]) {
        aspect_destroyContainerForObject(self, selector);
        NSString *className = NSStringFromClass(klass);
        if ([className hasSuffix:AspectsSubclassSuffix]) {
            Class originalClass = NSClassFromString([className stringByReplacingOccurrencesOfString:AspectsSubclassSuffix withString:@""]);
            object_setClass(self, originalClass);
        } else {
            // Most likely swizzled in place. Undo that.
            if (isMetaClass) aspect_undoSwizzleClassInPlace((Class)self);
            else if ([self class] != klass) aspect_undoSwizzleClassInPlace(klass);
        }
    }
}

// MARK: add / remove

static id aspect_add(id self, SEL selector, int options, TPAspectAdvice advice, void *context, int *error) {
    if (!aspectLock) aspectLock = [NSRecursiveLock new];
    TPAspectIdentifier *identifier = nil;
    [aspectLock lock];
    if (aspect_isSelectorAllowedAndTrack(self, selector, options, error)) {
        TPAspectsContainer *aspectContainer = aspect_getContainerForObject(self, selector);
        identifier = [[[TPAspectIdentifier alloc] init] autorelease];
        identifier->selector = selector;
        identifier->advice = advice;
        identifier->context = context;
        identifier->object = self;
        identifier->options = options;
        [aspectContainer addAspect:identifier withOptions:options];
        aspect_prepareClassAndHookSelector(self, selector, error);
    }
    [aspectLock unlock];
    return identifier;
}

static BOOL aspect_remove(TPAspectIdentifier *aspect, int *error) {
    BOOL success = NO;
    [aspectLock lock];
    id self = aspect->object;
    if (self) {
        TPAspectsContainer *aspectContainer = aspect_getContainerForObject(self, aspect->selector);
        success = [aspectContainer removeAspect:aspect];
        aspect_cleanupHookedClassAndSelector(self, aspect->selector);
        aspect->object = nil;
        aspect->advice = NULL;
        aspect->selector = NULL;
    } else if (error) {
        *error = TPAspectErrorRemoveObjectAlreadyDeallocated;
    }
    [aspectLock unlock];
    return success;
}

// MARK: The swizzled forwardInvocation:

static NSArray *aspect_invoke(NSArray *aspects, id self, NSInvocation *invocation, NSArray *aspectsToRemove) {
    for (TPAspectIdentifier *aspect in aspects) {
        [aspect invokeWithInstance:self invocation:invocation];
        if (aspect->options & TPAspectOptionAutomaticRemoval)
            aspectsToRemove = [(aspectsToRemove ?: [NSArray array]) arrayByAddingObject:aspect];
    }
    return aspectsToRemove;
}

static void __ASPECTS_ARE_BEING_CALLED__(id self, SEL selector, NSInvocation *invocation) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    SEL originalSelector = [invocation selector];
    SEL aliasSelector = aspect_aliasForSelector(originalSelector);
    [invocation setSelector:aliasSelector];
    TPAspectsContainer *objectContainer = tp_assoc_get(self, NSStringFromSelector(aliasSelector));
    TPAspectsContainer *classContainer = aspect_getContainerForClass(object_getClass(self), aliasSelector);
    NSArray *aspectsToRemove = nil;

    // Before hooks.
    aspectsToRemove = aspect_invoke(classContainer ? classContainer->beforeAspects : nil, self, invocation, aspectsToRemove);
    aspectsToRemove = aspect_invoke(objectContainer ? objectContainer->beforeAspects : nil, self, invocation, aspectsToRemove);

    // Instead hooks.
    BOOL respondsToAlias = YES;
    if ([objectContainer ? objectContainer->insteadAspects : nil count] || [classContainer ? classContainer->insteadAspects : nil count]) {
        aspectsToRemove = aspect_invoke(classContainer ? classContainer->insteadAspects : nil, self, invocation, aspectsToRemove);
        aspectsToRemove = aspect_invoke(objectContainer ? objectContainer->insteadAspects : nil, self, invocation, aspectsToRemove);
    } else {
        Class klass = object_getClass([invocation target]);
        do {
            if ((respondsToAlias = [klass instancesRespondToSelector:aliasSelector])) {
                [invocation invoke];
                break;
            }
        } while (!respondsToAlias && (klass = class_getSuperclass(klass)));
    }

    // After hooks.
    aspectsToRemove = aspect_invoke(classContainer ? classContainer->afterAspects : nil, self, invocation, aspectsToRemove);
    aspectsToRemove = aspect_invoke(objectContainer ? objectContainer->afterAspects : nil, self, invocation, aspectsToRemove);

    // Nothing handled it: the original forwardInvocation: (usually to throw).
    if (!respondsToAlias) {
        [invocation setSelector:originalSelector];
        SEL originalForwardInvocationSEL = NSSelectorFromString(AspectsForwardInvocationSelectorName);
        if ([self respondsToSelector:originalForwardInvocationSEL]) {
            ((void (*)(id, SEL, NSInvocation *))objc_msg_lookup(self, originalForwardInvocationSEL))(self, originalForwardInvocationSEL, invocation);
        } else {
            [self doesNotRecognizeSelector:[invocation selector]];
        }
    }

    [aspectsToRemove makeObjectsPerformSelector:@selector(remove)];
    [pool drain];
}

// MARK: C API

static TPObject hook(id target, const char *selector, int options, TPAspectAdvice advice, void *context, int *error) {
    if (error) *error = TPAspectErrorNone;
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    id token = [aspect_add(target, sel_registerName(selector), options, advice, context, error) retain];
    [pool drain];
    return token;
}

TPObject tp_aspects_hook_object(TPObject object, const char *selector, int options, TPAspectAdvice advice, void *context,
                                int *error) {
    return hook((id)object, selector, options, advice, context, error);
}

TPObject tp_aspects_hook_class(const char *className, const char *selector, int options, TPAspectAdvice advice,
                               void *context, int *error) {
    Class cls = objc_lookUpClass(className);
    if (!cls) {
        if (error) *error = TPAspectErrorDoesNotRespondToSelector;
        return NULL;
    }
    return hook((id)cls, selector, options, advice, context, error);
}

bool tp_aspects_remove(TPObject token) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    BOOL removed = [(TPAspectIdentifier *)token remove];
    [pool drain];
    return removed;
}

void tp_aspects_log_advice(void *context, TPObject instance, TPObject invocation) {
    tp_log_line([NSString stringWithFormat:@"aspects.%s", context ? (const char *)context : ""]);
}

void tp_aspects_log_and_invoke_advice(void *context, TPObject instance, TPObject invocation) {
    tp_aspects_log_advice(context, instance, invocation);
    [(NSInvocation *)invocation invoke];
}

void tp_invocation_invoke(TPObject invocation) { [(NSInvocation *)invocation invoke]; }

const char *tp_invocation_selector(TPObject invocation) { return sel_getName([(NSInvocation *)invocation selector]); }

// Aspects' container class (`AspectsContainer` in Aspects.m) exists from launch in
// an app that links Aspects. The fixtures are linked into every test process, so it
// is registered only on request: by a process playing such an app.
void tp_aspects_load(void) {
    const char *name = tp_vendored(@"AspectsContainer").UTF8String;
    if (objc_lookUpClass(name)) return;
    Class container = objc_allocateClassPair([NSObject class], name, 0);
    objc_registerClassPair(container);
}
