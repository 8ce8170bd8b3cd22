// Sensors Analytics' current delegate hook (sensorsdata/sa-sdk-ios 4.x-5.0.0,
// e65ccb2): SensorsAnalyticsSDK/AutoTrack/AppClick/Cell/UIScrollView+SAAutoTrack.m
// (sensorsdata_setDelegate:), SAScrollViewDelegateProxy.m,
// Core/HookDelegate/SADelegateProxy.m (+proxyDelegate:selectors:,
// +invokeWithTarget:selector:, the -class and KVO overrides),
// SADelegateProxyObject.m, SAClassHelper.m, SAMethodHelper.m.
//
// On setDelegate: the delegate object is isa-swizzled into `<isa>_CN.SENSORSDATA`
// (a subclass of its CURRENT isa, whatever made it), whose methods are copied from
// SAScrollViewDelegateProxy: the selection method tracks ("sdk.didSelect") and then
// calls the selection method of the remembered original isa (objc_msgSendSuper with
// super_class = delegateISA); -class answers the class the delegate reported. When
// the isa is a KVO class, the methods are added to the KVO class itself.
// GNUstep's KVO classes are named `GSKVO<Class>`, Apple's `NSKVONotifying_<Class>`:
// both count as KVO classes here. As with tp_sensors_install, the hook stops
// proxying new delegates after tp_sensors_proxy_uninstall.
#import <UIKit/UIKit.h>
#include "TPInternal.h"

#define kSADelegateClassSensorsSuffix tp_vendored(@"_CN.SENSORSDATA")
static NSString *const kSADelegateClassKVOPrefix = @"KVONotifying_";
static NSString *const kDelegateObjectKey = @"sensorsdata_delegateObject";
static BOOL proxyEnabled;

static BOOL isKVOClass(Class cls) {
    NSString *name = NSStringFromClass(cls);
    return [name rangeOfString:kSADelegateClassKVOPrefix].location != NSNotFound || [name hasPrefix:@"GSKVO"];
}

@interface TPSADelegateProxyObject : NSObject {
@public
    Class delegateISA;
    Class delegateClass;
    Class kvoClass;
    Class delegateProxy;
    NSString *sensorsClassName;
    NSMutableSet *selectors;
}
@end

@implementation TPSADelegateProxyObject
- (id)initWithDelegate:(id)delegate proxy:(Class)proxy {
    if ((self = [super init])) {
        selectors = [NSMutableSet new];
        delegateClass = [delegate class];
        delegateProxy = proxy;
        Class cla = object_getClass(delegate);
        NSString *name = NSStringFromClass(cla);
        if (isKVOClass(cla)) {
            delegateISA = class_getSuperclass(cla);
            kvoClass = cla;
        } else if ([name rangeOfString:kSADelegateClassSensorsSuffix].location != NSNotFound) {
            delegateISA = class_getSuperclass(cla);
            sensorsClassName = [name retain];
        } else {
            delegateISA = cla;
            sensorsClassName = [[name stringByAppendingString:kSADelegateClassSensorsSuffix] retain];
        }
    }
    return self;
}
- (void)dealloc { [selectors release]; [sensorsClassName release]; [super dealloc]; }
- (Class)sensorsClass { return sensorsClassName ? NSClassFromString(sensorsClassName) : Nil; }
- (void)removeKVO {
    kvoClass = Nil;
    [sensorsClassName release];
    sensorsClassName = [[NSStringFromClass(delegateISA) stringByAppendingString:kSADelegateClassSensorsSuffix] retain];
    [selectors removeAllObjects];
}
@end

static TPSADelegateProxyObject *delegateObject(id object) { return tp_assoc_get(object, kDelegateObjectKey); }

/// +[SAMethodHelper addInstanceMethodWithSelector:fromClass:toClass:]
static void addInstanceMethod(SEL selector, Class fromClass, Class toClass) {
    Method method = class_getInstanceMethod(fromClass, selector);
    if (!method) return;
    IMP methodIMP = method_getImplementation(method);
    const char *types = method_getTypeEncoding(method);
    if (!tp_add_method(toClass, selector, methodIMP, types)) {
        if (class_getMethodImplementation(toClass, selector) == methodIMP) return;
        tp_replace_method(toClass, selector, methodIMP, types);
    }
}

static void proxyDelegate(id delegate, NSSet *selectors);

/// SAScrollViewDelegateProxy (methods copied into the delegate's classes; `super`
/// in them is NSObject, as in the SDK's categories).
@interface SAScrollViewDelegateProxy : NSObject
@end

static NSMutableDictionary *delegateHashTables;   // scroll view -> targets in flight

@implementation SAScrollViewDelegateProxy
+ (void)invokeWithTarget:(id)target selector:(SEL)selector first:(id)arg1 second:(id)arg2 {
    Class originalClass = delegateObject(target)->delegateISA;
    struct objc_super targetSuper = { target, originalClass };
    @try {
        ((void (*)(id, SEL, id, id))objc_msg_lookup_super(&targetSuper, selector))(target, selector, arg1, arg2);
    } @catch (NSException *exception) {
    }
}
+ (void)trackEventWithTarget:(id)target scrollView:(UIScrollView *)scrollView line:(NSString *)line {
    // target != delegate: a forwarded message, already tracked.
    if (target != [(id)scrollView delegate]) return;
    if (proxyEnabled) tp_log_line(line);
}
static BOOL enterHashTable(id scrollView, id target) {
    if (!delegateHashTables) delegateHashTables = [NSMutableDictionary new];
    NSValue *key = [NSValue valueWithPointer:scrollView];
    NSMutableSet *table = [delegateHashTables objectForKey:key];
    if (!table) {
        table = [NSMutableSet set];
        [delegateHashTables setObject:table forKey:key];
    }
    NSValue *me = [NSValue valueWithPointer:target];
    if ([table containsObject:me]) return NO;
    [table addObject:me];
    return YES;
}
static void leaveHashTable(id scrollView) {
    [[delegateHashTables objectForKey:[NSValue valueWithPointer:scrollView]] removeAllObjects];
}
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    if (!enterHashTable(tableView, self)) return;   // guard against loops
    [SAScrollViewDelegateProxy trackEventWithTarget:self scrollView:(UIScrollView *)tableView line:@"sdk.didSelect"];
    [SAScrollViewDelegateProxy invokeWithTarget:self selector:@selector(tableView:didSelectRowAtIndexPath:) first:tableView second:indexPath];
    leaveHashTable(tableView);
}
- (void)collectionView:(UICollectionView *)collectionView didSelectItemAtIndexPath:(NSIndexPath *)indexPath {
    if (!enterHashTable(collectionView, self)) return;
    [SAScrollViewDelegateProxy trackEventWithTarget:self scrollView:(UIScrollView *)collectionView line:@"sdk.didSelectItem"];
    [SAScrollViewDelegateProxy invokeWithTarget:self selector:@selector(collectionView:didSelectItemAtIndexPath:) first:collectionView second:indexPath];
    leaveHashTable(collectionView);
}
// SADelegateProxy (Class)
- (Class)class {
    TPSADelegateProxyObject *object = delegateObject(self);
    if (object && object->delegateClass) return object->delegateClass;
    return [super class];
}
// SADelegateProxy (KVO)
- (void)addObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath options:(NSKeyValueObservingOptions)options context:(void *)context {
    [super addObserver:observer forKeyPath:keyPath options:options context:context];
    if (delegateObject(self)) {
        // KVO's subclass answers -class with the Sensors class: override it again.
        Method method = class_getInstanceMethod([SAScrollViewDelegateProxy class], @selector(class));
        tp_replace_method(object_getClass(self), @selector(class), method_getImplementation(method), method_getTypeEncoding(method));
    }
}
- (void)removeObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath {
    BOOL oldClassIsKVO = isKVOClass(object_getClass(self));
    [super removeObserver:observer forKeyPath:keyPath];
    BOOL newClassIsKVO = isKVOClass(object_getClass(self));
    if (oldClassIsKVO && !newClassIsKVO) {
        TPSADelegateProxyObject *object = delegateObject(self);
        NSSet *selectors = [[object->selectors copy] autorelease];
        [object removeKVO];
        proxyDelegate(self, selectors);
    }
}
@end

/// +[SADelegateProxy proxyDelegate:selectors:]
static void proxyDelegate(id delegate, NSSet *selectors) {
    if (class_isMetaClass(object_getClass(delegate)) || [selectors count] == 0) return;
    Class proxyClass = [SAScrollViewDelegateProxy class];
    NSMutableSet *delegateSelectors = [NSMutableSet setWithSet:selectors];

    TPSADelegateProxyObject *object = delegateObject(delegate);
    if (!object) {
        object = [[[TPSADelegateProxyObject alloc] initWithDelegate:delegate proxy:proxyClass] autorelease];
        tp_assoc_set(delegate, kDelegateObjectKey, object);
    }
    [delegateSelectors minusSet:object->selectors];
    if ([delegateSelectors count] == 0) return;

    if ([object sensorsClass]) {
        for (NSString *selector in delegateSelectors) addInstanceMethod(NSSelectorFromString(selector), proxyClass, [object sensorsClass]);
        [object->selectors unionSet:delegateSelectors];
        if (![object_getClass(delegate) isSubclassOfClass:[object sensorsClass]]) object_setClass(delegate, [object sensorsClass]);
        return;
    }

    if (object->kvoClass) {
        if (![object->selectors containsObject:@"removeObserver:forKeyPath:"]) [delegateSelectors addObject:@"removeObserver:forKeyPath:"];
        for (NSString *selector in delegateSelectors) addInstanceMethod(NSSelectorFromString(selector), proxyClass, object->kvoClass);
        [object->selectors unionSet:delegateSelectors];
        return;
    }

    // +[SAClassHelper allocateClassWithObject:className:]
    Class originalClass = object_getClass(delegate);
    if (NSClassFromString(object->sensorsClassName)) return;
    Class sensorsClass = objc_allocateClassPair(originalClass, [object->sensorsClassName UTF8String], 0);
    if (!sensorsClass) return;
    objc_registerClassPair(sensorsClass);
    tp_prepare_class(sensorsClass);

    if (![object->selectors containsObject:@"addObserver:forKeyPath:options:context:"])
        [delegateSelectors addObject:@"addObserver:forKeyPath:options:context:"];
    if (![object->selectors containsObject:@"class"]) [delegateSelectors addObject:@"class"];
    for (NSString *selector in delegateSelectors) addInstanceMethod(NSSelectorFromString(selector), proxyClass, sensorsClass);
    [object->selectors unionSet:delegateSelectors];
    if (object_getClass(delegate) != sensorsClass) object_setClass(delegate, sensorsClass);
}

/// -[UITableView(AutoTrack) sensorsdata_setDelegate:] and UICollectionView's.
static void sensorsdata_setDelegate(id self, SEL _cmd, id delegate) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    SEL selector = NSSelectorFromString(@"sensorsdata_setDelegate:");
    ((void (*)(id, SEL, id))objc_msg_lookup(self, selector))(self, selector, delegate);
    id current = [self delegate];
    if (delegate && current && proxyEnabled) {
        NSString *name = [self isKindOfClass:[UITableView class]] ? @"tableView:didSelectRowAtIndexPath:" : @"collectionView:didSelectItemAtIndexPath:";
        proxyDelegate(current, [NSSet setWithObject:name]);
    }
    [pool drain];
}

void tp_sensors_proxy_install(void) {
    static BOOL once;
    if (!once) {
        once = YES;
        SEL selector = NSSelectorFromString(@"sensorsdata_setDelegate:");
        Class classes[2] = { [UITableView class], [UICollectionView class] };
        for (int i = 0; i < 2; i++) {
            Method setDelegate = class_getInstanceMethod(classes[i], @selector(setDelegate:));
            tp_add_method(classes[i], selector, (IMP)sensorsdata_setDelegate, method_getTypeEncoding(setDelegate));
            tp_method_exchange(classes[i], class_getInstanceMethod(classes[i], @selector(setDelegate:)), class_getInstanceMethod(classes[i], selector));
        }
    }
    proxyEnabled = YES;
}

void tp_sensors_proxy_uninstall(void) { proxyEnabled = NO; }
