// Log, business classes, associated objects and runtime helpers shared by the
// reproductions.
#define _GNU_SOURCE
#include <dlfcn.h>
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>
#include <dlfcn.h>
#include <string.h>
#include <stdlib.h>
#include "TPInternal.h"

// MARK: Log

static NSMutableArray *logLines;

void tp_log_line(NSString *line) {
    if (!logLines) logLines = [[NSMutableArray alloc] init];
    @synchronized (logLines) { [logLines addObject:line]; }
}

void tp_log(const char *line) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    tp_log_line([NSString stringWithUTF8String:line]);
    [pool drain];
}

void tp_log_reset(void) {
    if (!logLines) logLines = [[NSMutableArray alloc] init];
    @synchronized (logLines) { [logLines removeAllObjects]; }
}

int tp_log_count(const char *line) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    NSString *wanted = [NSString stringWithUTF8String:line];
    int n = 0;
    @synchronized (logLines) { for (NSString *l in logLines) if ([l isEqualToString:wanted]) n++; }
    [pool drain];
    return n;
}

int tp_log_total(void) { return (int)[logLines count]; }

const char *tp_log_joined(void) {
    static char *buffer;
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    NSString *joined = [logLines componentsJoinedByString:@", "];
    free(buffer);
    buffer = strdup(joined ? [joined UTF8String] : "");
    [pool drain];
    return buffer;
}

// MARK: Associated objects (the GNU runtime has none)

static NSMapTable *associations;   // object address -> NSMutableDictionary

static NSMapTable *associationTable(void) {
    if (!associations)
        associations = [[NSMapTable alloc] initWithKeyOptions:NSPointerFunctionsOpaqueMemory | NSPointerFunctionsOpaquePersonality
                                                 valueOptions:NSPointerFunctionsStrongMemory
                                                     capacity:16];
    return associations;
}

id tp_assoc_get(id object, NSString *key) {
    @synchronized ([NSObject class]) {
        NSMutableDictionary *values = [associationTable() objectForKey:(id)object];
        return [[[values objectForKey:key] retain] autorelease];
    }
}

void tp_assoc_set(id object, NSString *key, id value) {
    @synchronized ([NSObject class]) {
        NSMutableDictionary *values = [associationTable() objectForKey:(id)object];
        if (!values && value) {
            values = [NSMutableDictionary dictionary];
            [associationTable() setObject:values forKey:(id)object];
        }
        if (value) [values setObject:value forKey:key];
        else [values removeObjectForKey:key];
    }
}

void tp_associations_clear(TPObject object) {
    NSMutableDictionary *values = nil;
    @synchronized ([NSObject class]) {
        values = [[associationTable() objectForKey:(id)object] retain];
        [associationTable() removeObjectForKey:(id)object];
    }
    [values release];  // outside the lock: releasing values may run deallocs
}

// MARK: Runtime helpers

/// A class still under construction (objc_allocateClassPair, not yet registered)
/// must not be messaged or have its dispatch table built.
static BOOL isRegistered(Class cls) {
    const char *name = class_getName(cls);
    return class_isMetaClass(cls) ? (Class)objc_getMetaClass(name) == cls : objc_lookUpClass(name) == cls;
}

BOOL tp_add_method(Class cls, SEL sel, IMP imp, const char *types) {
    if (!isRegistered(cls)) return class_addMethod(cls, sel, imp, tp_canonical_types(sel, types));
    tp_prepare_class(cls);
    BOOL added = class_addMethod(cls, sel, imp, tp_canonical_types(sel, types));
    __objc_update_dispatch_table_for_class(cls);
    return added;
}


void tp_prepare_class(Class cls) {
    if (!cls) return;
    class_respondsToSelector(cls, @selector(class));
    class_respondsToSelector(object_getClass((id)cls), @selector(class));
}

Method tp_own_method(Class cls, SEL sel) {
    if (!cls || !sel) return NULL;
    unsigned int count = 0;
    Method *list = class_copyMethodList(cls, &count);
    Method found = NULL;
    const char *name = sel_getName(sel);
    // GCC keeps a class under construction's method names as plain strings.
    BOOL registered = isRegistered(cls);
    for (unsigned int i = 0; i < count && !found; i++) {
        const char *own = registered ? sel_getName(method_getName(list[i])) : (const char *)(void *)method_getName(list[i]);
        if (strcmp(own, name) == 0) found = list[i];
    }
    free(list);
    return found;
}

Method tp_instance_method(Class cls, SEL sel) {
    Method own = tp_own_method(cls, sel);
    return own ? own : class_getInstanceMethod(class_getSuperclass(cls), sel);
}

static bool same_types(const char *a, const char *b) {
    for (;;) {
        while (*a >= '0' && *a <= '9') a++;
        while (*b >= '0' && *b <= '9') b++;
        if (*a != *b) return false;
        if (*a == 0) return true;
        a++;
        b++;
    }
}

const char *tp_canonical_types(SEL sel, const char *types) {
    if (!types || !sel) return types;
    unsigned int count = 0;
    SEL *list = sel_copyTypedSelectorList(sel_getName(sel), &count);
    const char *found = types;
    for (unsigned int i = 0; i < count; i++) {
        const char *existing = sel_getTypeEncoding(list[i]);
        if (existing && same_types(existing, types)) { found = existing; break; }
    }
    free(list);
    return found;
}

IMP tp_replace_method(Class cls, SEL sel, IMP imp, const char *types) {
    if (!isRegistered(cls)) {
        Method own = tp_own_method(cls, sel);
        if (own) return method_setImplementation(own, imp);
        class_addMethod(cls, sel, imp, tp_canonical_types(sel, types));
        return NULL;
    }
    tp_prepare_class(cls);
    tp_prepare_class(class_getSuperclass(cls));
    Method own = tp_own_method(cls, sel);
    IMP previous = NULL;
    if (own) previous = method_setImplementation(own, imp);
    else class_addMethod(cls, sel, imp, tp_canonical_types(sel, types));
    __objc_update_dispatch_table_for_class(cls);
    return previous;
}

static Class definingClass(Class start, Method method) {
    for (Class c = start; c; c = class_getSuperclass(c)) {
        unsigned int count = 0;
        Method *list = class_copyMethodList(c, &count);
        bool found = false;
        for (unsigned int i = 0; i < count && !found; i++) found = list[i] == method;
        free(list);
        if (found) return c;
    }
    return start;
}

IMP tp_method_set_implementation(Class cls, Method method, IMP imp) {
    Class owner = definingClass(cls, method);
    tp_prepare_class(owner);
    IMP previous = method_setImplementation(method, imp);
    __objc_update_dispatch_table_for_class(owner);
    return previous;
}

void tp_method_exchange(Class cls, Method a, Method b) {
    Class ownerA = definingClass(cls, a), ownerB = definingClass(cls, b);
    tp_prepare_class(ownerA);
    tp_prepare_class(ownerB);
    method_exchangeImplementations(a, b);
    __objc_update_dispatch_table_for_class(ownerA);
    if (ownerB != ownerA) __objc_update_dispatch_table_for_class(ownerB);
}

IMP tp_super_lookup(id receiver, Class superclass, SEL sel) {
    struct objc_super sup = { receiver, superclass };
    return objc_msg_lookup_super(&sup, sel);
}

// MARK: Forwarding IMPs

static NSMutableDictionary *forwardImpsByTypes;   // canonical type string -> NSValue(IMP)
static NSMutableSet *knownForwardImps;           // NSValue(IMP)
static NSMutableSet *knownOrdinaryImps;          // NSValue(IMP)

void tp_register_ordinary_imp(void *imp) {
    @synchronized ([NSObject class]) {
        if (!knownOrdinaryImps) knownOrdinaryImps = [[NSMutableSet alloc] init];
        [knownOrdinaryImps addObject:[NSValue valueWithPointer:imp]];
    }
}

void tp_register_forwarding_imp(void *imp) {
    if (!imp) return;
    @synchronized ([NSObject class]) {
        if (!knownForwardImps) knownForwardImps = [[NSMutableSet alloc] init];
        [knownForwardImps addObject:[NSValue valueWithPointer:imp]];
    }
}

IMP tp_forward_imp(SEL sel, const char *types) {
    const char *canonical = tp_canonical_types(sel, types);
    NSString *key = [NSString stringWithUTF8String:canonical];
    @synchronized ([NSObject class]) {
        if (!forwardImpsByTypes) forwardImpsByTypes = [[NSMutableDictionary alloc] init];
        NSValue *cached = [forwardImpsByTypes objectForKey:key];
        if (cached) return (IMP)[cached pointerValue];
        SEL typed = sel_registerTypedName(sel_getName(sel), canonical);
        // GNUstep autoreleases the closure's memory: keep the pool from freeing it.
        [NSAutoreleasePool enableRelease:NO];
        IMP imp = __objc_msg_forward2(nil, typed);
        [NSAutoreleasePool enableRelease:YES];
        [forwardImpsByTypes setObject:[NSValue valueWithPointer:(void *)imp] forKey:key];
        tp_register_forwarding_imp((void *)imp);
        return imp;
    }
}

bool tp_is_forwarding_imp(void *imp) {
    if (!imp) return false;
    @synchronized ([NSObject class]) {
        if ([knownForwardImps containsObject:[NSValue valueWithPointer:imp]]) return true;
        if ([knownOrdinaryImps containsObject:[NSValue valueWithPointer:imp]]) return false;
    }
    // Another library's forwarding closure (GNUstep builds one per call of
    // __objc_msg_forward2): libffi closure code lives outside every loaded image, or
    // in libffi's own trampoline pages. Method IMPs compiled into a program never do.
    Dl_info info;
    if (dladdr(imp, &info) == 0 || info.dli_fname == NULL) return true;
    return strstr(info.dli_fname, "libffi") != NULL;
}

void *tp_unregistered_forwarding_imp(const char *className, const char *selector) {
    Method method = class_getInstanceMethod(objc_lookUpClass(className), sel_registerName(selector));
    if (!method) return NULL;
    SEL typed = sel_registerTypedName(selector, method_getTypeEncoding(method));
    [NSAutoreleasePool enableRelease:NO];
    IMP imp = __objc_msg_forward2(nil, typed);
    [NSAutoreleasePool enableRelease:YES];
    return (void *)imp;
}

const char *tp_forward_invocation_types(void) {
    return method_getTypeEncoding(class_getInstanceMethod([NSObject class], @selector(forwardInvocation:)));
}

// MARK: Inspection

const char *tp_class_name(TPObject object) { return class_getName([(id)object class]); }
const char *tp_isa_name(TPObject object) { return class_getName(object_getClass((id)object)); }

bool tp_is_kind_of(TPObject object, const char *className) {
    Class cls = objc_lookUpClass(className);
    return cls && [(id)object isKindOfClass:cls];
}

bool tp_responds_to(TPObject object, const char *selector) {
    return [(id)object respondsToSelector:sel_registerName(selector)];
}

bool tp_class_has_own_method(const char *className, const char *selector) {
    Class cls = objc_lookUpClass(className);
    return cls && tp_own_method(cls, sel_registerName(selector)) != NULL;
}

void *tp_class_method_imp(const char *className, const char *selector) {
    Class cls = objc_lookUpClass(className);
    return cls ? (void *)class_getMethodImplementation(cls, sel_registerName(selector)) : NULL;
}

// MARK: Business classes

// Deallocations of business delegates, by the class they answer to (-class), kept
// apart from the log so that a deallocation never shows in a test's log.
static NSCountedSet *deallocated;

int tp_dealloc_count(const char *className) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    int n = 0;
    if (deallocated) @synchronized (deallocated) { n = (int)[deallocated countForObject:[NSString stringWithUTF8String:className]]; }
    [pool drain];
    return n;
}

/// Clears its associated objects when it goes, as objc_destructInstance does, and
/// counts its deallocation.
@interface TPCounted : NSObject
@end
@implementation TPCounted
- (void)dealloc {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    if (!deallocated) deallocated = [[NSCountedSet alloc] init];
    @synchronized (deallocated) { [deallocated addObject:NSStringFromClass([self class])]; }
    [pool drain];
    tp_associations_clear(self);
    [super dealloc];
}
@end

// One business delegate class per library under test where the library changes the
// class for good (Sensors exchanges methods, JSPatch and Rx never undo), so tests do
// not see each other's hooks. Each logs "<Class>.didSelect" etc.
#define TP_BUSINESS_DELEGATE(Name)                                                                          \
    @interface Name : TPCounted {                                                                           \
        NSString *name;                                                                                     \
    }                                                                                                       \
    @end                                                                                                    \
    @implementation Name                                                                                    \
    - (void)dealloc { [name release]; [super dealloc]; }                                                    \
    - (NSString *)name { return name; }                                                                     \
    - (void)setName:(NSString *)value {                                                                     \
        [value retain];                                                                                     \
        [name release];                                                                                     \
        name = value;                                                                                       \
    }                                                                                                       \
    - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {           \
        tp_log_line(@#Name ".didSelect");                                                                   \
    }                                                                                                       \
    - (void)collectionView:(UICollectionView *)collectionView didSelectItemAtIndexPath:(NSIndexPath *)path { \
        tp_log_line(@#Name ".didSelectItem");                                                               \
    }                                                                                                       \
    - (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate {           \
        tp_log_line(@#Name ".didEndDragging");                                                              \
    }                                                                                                       \
    @end

TP_BUSINESS_DELEGATE(TPBusinessDelegate)
TP_BUSINESS_DELEGATE(TPAspectsDelegate)
TP_BUSINESS_DELEGATE(TPRxDelegate)
TP_BUSINESS_DELEGATE(TPRxForwardingDelegate)
TP_BUSINESS_DELEGATE(TPRxKVODelegate)
TP_BUSINESS_DELEGATE(TPSensorsDelegate)
TP_BUSINESS_DELEGATE(TPSensorsProxyDelegate)
TP_BUSINESS_DELEGATE(TPJSPatchDelegate)
TP_BUSINESS_DELEGATE(TPMixDelegate)

@interface TPBaseDelegate : TPCounted
@end
@implementation TPBaseDelegate
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    tp_log_line(@"TPBaseDelegate.didSelect");
}
@end

@interface TPSubDelegate : TPBaseDelegate
@end
@implementation TPSubDelegate
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    tp_log_line(@"TPSubDelegate.didSelect");
    [super tableView:tableView didSelectRowAtIndexPath:indexPath];
}
@end

/// A second, unrelated business delegate class.
@interface TPOtherDelegate : TPCounted
@end
@implementation TPOtherDelegate
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    tp_log_line(@"TPOtherDelegate.didSelect");
}
@end

@interface TPKVOObserver : NSObject
@end
@implementation TPKVOObserver
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
    tp_log_line([NSString stringWithFormat:@"observe.%@", keyPath]);
}
@end

@interface TPAlertDelegate : TPCounted
@end
@implementation TPAlertDelegate
- (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex {
    tp_log_line([NSString stringWithFormat:@"TPAlertDelegate.clicked.%ld", (long)buttonIndex]);
}
@end

/// Sensors walks to the topmost class defining the selector: a pair of its own.
@interface TPSensorsBaseDelegate : TPCounted
@end
@implementation TPSensorsBaseDelegate
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    tp_log_line(@"TPSensorsBaseDelegate.didSelect");
}
@end
@interface TPSensorsSubDelegate : TPSensorsBaseDelegate
@end
@implementation TPSensorsSubDelegate
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    tp_log_line(@"TPSensorsSubDelegate.didSelect");
    [super tableView:tableView didSelectRowAtIndexPath:indexPath];
}
@end

/// Implements the table selection itself and answers the collection selection only
/// through its own -forwardInvocation: (logs "TPForwardingDelegate.forwarded").
@interface TPForwardingDelegate : TPCounted
@end
@implementation TPForwardingDelegate
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    tp_log_line(@"TPForwardingDelegate.didSelect");
}
- (BOOL)respondsToSelector:(SEL)sel {
    return [super respondsToSelector:sel] || sel_isEqual(sel, @selector(collectionView:didSelectItemAtIndexPath:));
}
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel {
    NSMethodSignature *own = [super methodSignatureForSelector:sel];
    if (!own && sel_isEqual(sel, @selector(collectionView:didSelectItemAtIndexPath:)))
        own = [TPBusinessDelegate instanceMethodSignatureForSelector:sel];
    return own;
}
- (void)forwardInvocation:(NSInvocation *)invocation {
    if (sel_isEqual([invocation selector], @selector(collectionView:didSelectItemAtIndexPath:))) tp_log_line(@"TPForwardingDelegate.forwarded");
    else [super forwardInvocation:invocation];
}
@end

const char *tp_make_subclass(const char *baseName, const char *name) {
    Class existing = objc_lookUpClass(name);
    if (existing) return class_getName(existing);
    Class base = objc_lookUpClass(baseName);
    if (!base) return NULL;
    Class cls = objc_allocateClassPair(base, name, 0);
    objc_registerClassPair(cls);
    tp_prepare_class(cls);
    return class_getName(cls);
}

TPObject tp_new(const char *className) {
    Class cls = objc_lookUpClass(className);
    return cls ? [[cls alloc] init] : NULL;
}

void tp_call_did_select_row(TPObject delegate, TPObject table, long section, long row) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    [(id)delegate tableView:(id)table didSelectRowAtIndexPath:[NSIndexPath indexPathForRow:row inSection:section]];
    [pool drain];
}

void tp_call_did_end_dragging(TPObject delegate, TPObject scrollView, bool decelerate) {
    [(id)delegate scrollViewDidEndDragging:(id)scrollView willDecelerate:decelerate ? YES : NO];
}

void tp_kvo_observe(TPObject object, TPObject observer, const char *keyPath) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    [(id)object addObserver:(id)observer forKeyPath:[NSString stringWithUTF8String:keyPath] options:0 context:NULL];
    [pool drain];
}

void tp_kvo_unobserve(TPObject object, TPObject observer, const char *keyPath) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    [(id)object removeObserver:(id)observer forKeyPath:[NSString stringWithUTF8String:keyPath]];
    [pool drain];
}

void tp_set_name(TPObject object, const char *name) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    [(id)object setName:[NSString stringWithUTF8String:name]];
    [pool drain];
}

// MARK: Per-value IMPs without blocks

// imp_implementationWithBlock(^(id self) { return statedClass; }) as a fixed set of
// functions, each returning the class stored in its slot.
static Class classSlotValues[TP_SLOT_COUNT];
static int classSlotsUsed;
static Class classSlot0(id self, SEL _cmd) { return classSlotValues[0]; }
static Class classSlot1(id self, SEL _cmd) { return classSlotValues[1]; }
static Class classSlot2(id self, SEL _cmd) { return classSlotValues[2]; }
static Class classSlot3(id self, SEL _cmd) { return classSlotValues[3]; }
static Class classSlot4(id self, SEL _cmd) { return classSlotValues[4]; }
static Class classSlot5(id self, SEL _cmd) { return classSlotValues[5]; }
static Class classSlot6(id self, SEL _cmd) { return classSlotValues[6]; }
static Class classSlot7(id self, SEL _cmd) { return classSlotValues[7]; }
static Class classSlot8(id self, SEL _cmd) { return classSlotValues[8]; }
static Class classSlot9(id self, SEL _cmd) { return classSlotValues[9]; }
static Class classSlot10(id self, SEL _cmd) { return classSlotValues[10]; }
static Class classSlot11(id self, SEL _cmd) { return classSlotValues[11]; }
static Class classSlot12(id self, SEL _cmd) { return classSlotValues[12]; }
static Class classSlot13(id self, SEL _cmd) { return classSlotValues[13]; }
static Class classSlot14(id self, SEL _cmd) { return classSlotValues[14]; }
static Class classSlot15(id self, SEL _cmd) { return classSlotValues[15]; }
static Class classSlot16(id self, SEL _cmd) { return classSlotValues[16]; }
static Class classSlot17(id self, SEL _cmd) { return classSlotValues[17]; }
static Class classSlot18(id self, SEL _cmd) { return classSlotValues[18]; }
static Class classSlot19(id self, SEL _cmd) { return classSlotValues[19]; }
static Class classSlot20(id self, SEL _cmd) { return classSlotValues[20]; }
static Class classSlot21(id self, SEL _cmd) { return classSlotValues[21]; }
static Class classSlot22(id self, SEL _cmd) { return classSlotValues[22]; }
static Class classSlot23(id self, SEL _cmd) { return classSlotValues[23]; }
static Class classSlot24(id self, SEL _cmd) { return classSlotValues[24]; }
static Class classSlot25(id self, SEL _cmd) { return classSlotValues[25]; }
static Class classSlot26(id self, SEL _cmd) { return classSlotValues[26]; }
static Class classSlot27(id self, SEL _cmd) { return classSlotValues[27]; }
static Class classSlot28(id self, SEL _cmd) { return classSlotValues[28]; }
static Class classSlot29(id self, SEL _cmd) { return classSlotValues[29]; }
static Class classSlot30(id self, SEL _cmd) { return classSlotValues[30]; }
static Class classSlot31(id self, SEL _cmd) { return classSlotValues[31]; }
static Class classSlot32(id self, SEL _cmd) { return classSlotValues[32]; }
static Class classSlot33(id self, SEL _cmd) { return classSlotValues[33]; }
static Class classSlot34(id self, SEL _cmd) { return classSlotValues[34]; }
static Class classSlot35(id self, SEL _cmd) { return classSlotValues[35]; }
static Class classSlot36(id self, SEL _cmd) { return classSlotValues[36]; }
static Class classSlot37(id self, SEL _cmd) { return classSlotValues[37]; }
static Class classSlot38(id self, SEL _cmd) { return classSlotValues[38]; }
static Class classSlot39(id self, SEL _cmd) { return classSlotValues[39]; }
static Class classSlot40(id self, SEL _cmd) { return classSlotValues[40]; }
static Class classSlot41(id self, SEL _cmd) { return classSlotValues[41]; }
static Class classSlot42(id self, SEL _cmd) { return classSlotValues[42]; }
static Class classSlot43(id self, SEL _cmd) { return classSlotValues[43]; }
static Class classSlot44(id self, SEL _cmd) { return classSlotValues[44]; }
static Class classSlot45(id self, SEL _cmd) { return classSlotValues[45]; }
static Class classSlot46(id self, SEL _cmd) { return classSlotValues[46]; }
static Class classSlot47(id self, SEL _cmd) { return classSlotValues[47]; }
static Class classSlot48(id self, SEL _cmd) { return classSlotValues[48]; }
static Class classSlot49(id self, SEL _cmd) { return classSlotValues[49]; }
static Class classSlot50(id self, SEL _cmd) { return classSlotValues[50]; }
static Class classSlot51(id self, SEL _cmd) { return classSlotValues[51]; }
static Class classSlot52(id self, SEL _cmd) { return classSlotValues[52]; }
static Class classSlot53(id self, SEL _cmd) { return classSlotValues[53]; }
static Class classSlot54(id self, SEL _cmd) { return classSlotValues[54]; }
static Class classSlot55(id self, SEL _cmd) { return classSlotValues[55]; }
static Class classSlot56(id self, SEL _cmd) { return classSlotValues[56]; }
static Class classSlot57(id self, SEL _cmd) { return classSlotValues[57]; }
static Class classSlot58(id self, SEL _cmd) { return classSlotValues[58]; }
static Class classSlot59(id self, SEL _cmd) { return classSlotValues[59]; }
static Class classSlot60(id self, SEL _cmd) { return classSlotValues[60]; }
static Class classSlot61(id self, SEL _cmd) { return classSlotValues[61]; }
static Class classSlot62(id self, SEL _cmd) { return classSlotValues[62]; }
static Class classSlot63(id self, SEL _cmd) { return classSlotValues[63]; }
static IMP classSlotFunctions[TP_SLOT_COUNT] = {(IMP)classSlot0, (IMP)classSlot1, (IMP)classSlot2, (IMP)classSlot3, (IMP)classSlot4, (IMP)classSlot5, (IMP)classSlot6, (IMP)classSlot7, (IMP)classSlot8, (IMP)classSlot9, (IMP)classSlot10, (IMP)classSlot11, (IMP)classSlot12, (IMP)classSlot13, (IMP)classSlot14, (IMP)classSlot15, (IMP)classSlot16, (IMP)classSlot17, (IMP)classSlot18, (IMP)classSlot19, (IMP)classSlot20, (IMP)classSlot21, (IMP)classSlot22, (IMP)classSlot23, (IMP)classSlot24, (IMP)classSlot25, (IMP)classSlot26, (IMP)classSlot27, (IMP)classSlot28, (IMP)classSlot29, (IMP)classSlot30, (IMP)classSlot31, (IMP)classSlot32, (IMP)classSlot33, (IMP)classSlot34, (IMP)classSlot35, (IMP)classSlot36, (IMP)classSlot37, (IMP)classSlot38, (IMP)classSlot39, (IMP)classSlot40, (IMP)classSlot41, (IMP)classSlot42, (IMP)classSlot43, (IMP)classSlot44, (IMP)classSlot45, (IMP)classSlot46, (IMP)classSlot47, (IMP)classSlot48, (IMP)classSlot49, (IMP)classSlot50, (IMP)classSlot51, (IMP)classSlot52, (IMP)classSlot53, (IMP)classSlot54, (IMP)classSlot55, (IMP)classSlot56, (IMP)classSlot57, (IMP)classSlot58, (IMP)classSlot59, (IMP)classSlot60, (IMP)classSlot61, (IMP)classSlot62, (IMP)classSlot63};

IMP tp_class_returning_imp(Class value) {
    @synchronized ([NSObject class]) {
        for (int i = 0; i < classSlotsUsed; i++)
            if (classSlotValues[i] == value) return classSlotFunctions[i];
        if (classSlotsUsed == TP_SLOT_COUNT) abort();
        classSlotValues[classSlotsUsed] = value;
        return classSlotFunctions[classSlotsUsed++];
    }
}

NSString *tp_vendored(NSString *name) {
    // Read once: the prefix of a process never changes.
    static NSString *prefix = nil;
    static BOOL read = NO;
    if (!read) {
        const char *value = getenv("TP_VENDOR_PREFIX");
        prefix = value && *value ? [[NSString alloc] initWithUTF8String:value] : @"";
        read = YES;
    }
    return prefix.length ? [prefix stringByAppendingString:name] : name;
}
