#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <string.h>
#include "RuntimeFixtures.h"

static NSMutableArray *logLines;
static char lastCmd[256];

static void rf_log(NSString *line) {
    if (!logLines) logLines = [[NSMutableArray alloc] init];
    @synchronized (logLines) { [logLines addObject:line]; }
}

void rf_log_reset(void) { @synchronized (logLines) { [logLines removeAllObjects]; } }
int rf_log_total(void) { return (int)[logLines count]; }
int rf_log_count(const char *line) {
    NSString *wanted = [NSString stringWithUTF8String:line];
    int n = 0;
    @synchronized (logLines) {
        for (NSString *l in logLines) if ([l isEqualToString:wanted]) n++;
    }
    return n;
}
const char *rf_last_cmd(void) { return lastCmd; }

/// A plain business class with methods of several signatures.
@interface RFCounter : NSObject {
    NSString *name;
}
- (void)ping;
- (int)add:(int)a to:(int)b;
- (id)echo:(id)value;
- (BOOL)flag:(BOOL)value;
- (double)scale:(double)value;
- (id)initWithScale:(double)value;
- (id)copyScaled:(double)value;
- (NSString *)name;
- (void)setName:(NSString *)value;
@end

@implementation RFCounter
- (void)ping {
    strncpy(lastCmd, sel_getName(_cmd), sizeof(lastCmd) - 1);
    rf_log(@"RFCounter.ping");
}
- (int)add:(int)a to:(int)b { rf_log(@"RFCounter.add"); return a + b; }
- (id)echo:(id)value { rf_log(@"RFCounter.echo"); return value; }
- (BOOL)flag:(BOOL)value { rf_log(@"RFCounter.flag"); return !value; }
- (double)scale:(double)value { rf_log(@"RFCounter.scale"); return value * 2.5; }
- (id)initWithScale:(double)value { return [self init]; }
- (id)copyScaled:(double)value { return [[RFCounter alloc] init]; }
- (NSString *)name { return name; }
- (void)setName:(NSString *)value {
    rf_log(@"RFCounter.setName");
    [value retain];
    [name release];
    name = value;
}
- (void)dealloc {
    rf_log(@"RFCounter.dealloc");
    [name release];
    [super dealloc];
}
@end

/// Overrides and calls super: the inheritance trap.
@interface RFSubCounter : RFCounter
@end
@implementation RFSubCounter
- (void)ping {
    rf_log(@"RFSubCounter.ping");
    [super ping];
}
- (double)scale:(double)value {
    rf_log(@"RFSubCounter.scale");
    return [super scale:value] + 1;
}
@end

/// Inherits everything.
@interface RFLeafCounter : RFSubCounter
@end
@implementation RFLeafCounter
@end

/// Counts KVO notifications.
@interface RFObserver : NSObject
@end
@implementation RFObserver
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
    rf_log([NSString stringWithFormat:@"observe.%@", keyPath]);
}
@end

/// A class with its own forwarding for a selector it never implements.
@interface RFDynamic : RFCounter
@end
@implementation RFDynamic
- (void)forwardInvocation:(NSInvocation *)invocation {
    if (strcmp(sel_getName([invocation selector]), "businessDynamic") == 0) {
        rf_log(@"RFDynamic.businessDynamic");
        return;
    }
    [super forwardInvocation:invocation];
}
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel {
    if (strcmp(sel_getName(sel), "businessDynamic") == 0) return [NSMethodSignature signatureWithObjCTypes:"v@:"];
    return [super methodSignatureForSelector:sel];
}
- (BOOL)respondsToSelector:(SEL)sel {
    if (strcmp(sel_getName(sel), "businessDynamic") == 0) return YES;
    return [super respondsToSelector:sel];
}
@end

void rf_load(void) {
    [RFCounter class]; [RFSubCounter class]; [RFLeafCounter class]; [RFObserver class]; [RFDynamic class];
}

// MARK: A customer's swizzle

/// Apple's class_replaceMethod: replaces the class's own method or adds one.
/// (GCC's version would patch the superclass that defines an inherited method.)
static IMP replaceOwn(Class cls, SEL sel, IMP imp, const char *types) {
    unsigned int count = 0;
    Method *list = class_copyMethodList(cls, &count);
    IMP previous = NULL;
    BOOL found = NO;
    for (unsigned int i = 0; i < count; i++) {
        if (strcmp(sel_getName(method_getName(list[i])), sel_getName(sel)) == 0) {
            previous = method_setImplementation(list[i], imp);
            found = YES;
            break;
        }
    }
    free(list);
    if (!found) class_addMethod(cls, sel, imp, types);
    return previous;
}

static IMP swizzledPingOriginal;
static void customerPing(id self, SEL _cmd) {
    rf_log(@"swizzle.ping");
    ((void (*)(id, SEL))swizzledPingOriginal)(self, _cmd);
}

int rf_customer_swizzle_ping(void *cls) {
    Method m = class_getInstanceMethod((Class)cls, @selector(ping));
    if (!m) return 0;
    swizzledPingOriginal = replaceOwn((Class)cls, @selector(ping), (IMP)customerPing, method_getTypeEncoding(m));
    if (!swizzledPingOriginal) swizzledPingOriginal = method_getImplementation(m);
    return 1;
}

void rf_customer_unswizzle_ping(void *cls) {
    Method m = class_getInstanceMethod((Class)cls, @selector(ping));
    replaceOwn((Class)cls, @selector(ping), swizzledPingOriginal, method_getTypeEncoding(m));
}

// MARK: JSPatch-style forwarding

static IMP jspatchPreviousForward;
static IMP jspatchPreviousSignature;
static void jspatchForward(id self, SEL _cmd, NSInvocation *invocation) {
    if (strcmp(sel_getName([invocation selector]), "dynamicMethod") == 0) {
        rf_log(@"jspatch.dynamicMethod");
        return;
    }
    ((void (*)(id, SEL, NSInvocation *))jspatchPreviousForward)(self, _cmd, invocation);
}
static NSMethodSignature *jspatchSignature(id self, SEL _cmd, SEL sel) {
    if (strcmp(sel_getName(sel), "dynamicMethod") == 0) return [NSMethodSignature signatureWithObjCTypes:"v@:"];
    return ((NSMethodSignature *(*)(id, SEL, SEL))jspatchPreviousSignature)(self, _cmd, sel);
}

void rf_jspatch_install(void *cls) {
    Class c = (Class)cls;
    Method m = class_getInstanceMethod(c, @selector(forwardInvocation:));
    jspatchPreviousForward = replaceOwn(c, @selector(forwardInvocation:), (IMP)jspatchForward, method_getTypeEncoding(m));
    if (!jspatchPreviousForward) jspatchPreviousForward = method_getImplementation(m);
    Method sig = class_getInstanceMethod(c, @selector(methodSignatureForSelector:));
    jspatchPreviousSignature = method_getImplementation(sig);
    replaceOwn(c, @selector(methodSignatureForSelector:), (IMP)jspatchSignature, method_getTypeEncoding(sig));
}
