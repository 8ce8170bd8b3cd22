#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <objc/message.h>
#include <string.h>
#include "BenchmarkFixtures.h"

extern IMP (*__objc_msg_forward2)(id, SEL);

static long hookCount;
long bm_hook_count(void) { return hookCount; }

/// The business method every benchmark calls: cheap, like a delegate callback
/// whose own work is measured elsewhere.
@interface BMTarget : NSObject {
@public
    long ticks;
}
- (void)tick:(id)argument;
@end
@implementation BMTarget
- (void)tick:(id)argument { ticks++; }
@end

// One subclass per mechanism, so that each benchmark hooks its own class.
@interface BMDirect : BMTarget @end
@implementation BMDirect - (void)tick:(id)argument { ticks++; } @end
@interface BMSwizzled : BMTarget @end
@implementation BMSwizzled - (void)tick:(id)argument { ticks++; } @end
@interface BMTyped : BMTarget @end
@implementation BMTyped - (void)tick:(id)argument { ticks++; } @end
@interface BMForwarded : BMTarget @end
@implementation BMForwarded - (void)tick:(id)argument { ticks++; } @end
@interface BMAspects : BMTarget @end
@implementation BMAspects - (void)tick:(id)argument { ticks++; } @end
@interface BMTableDelegate : BMTarget @end
@implementation BMTableDelegate - (void)tick:(id)argument { ticks++; } @end

long bm_call_tick(void *object, long count) {
    id target = (id)object;
    SEL sel = @selector(tick:);
    // Forwarding autoreleases an NSInvocation per call: give it the pool an app's
    // run loop would.
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    for (long i = 0; i < count; i++) {
        IMP imp = objc_msg_lookup(target, sel);
        ((void (*)(id, SEL, id))imp)(target, sel, nil);
    }
    [pool drain];
    return ((BMTarget *)target)->ticks;
}

void *bm_new(const char *className) { return [objc_lookUpClass(className) new]; }
void bm_release(void *object) { [(id)object release]; }

// MARK: Plain swizzle

static IMP swizzledOriginal;
static void swizzledTick(id self, SEL _cmd, id argument) {
    hookCount++;
    ((void (*)(id, SEL, id))swizzledOriginal)(self, _cmd, argument);
}

void bm_install_plain_swizzle(const char *className) {
    Class cls = objc_lookUpClass(className);
    Method method = class_getInstanceMethod(cls, @selector(tick:));
    swizzledOriginal = method_setImplementation(method, (IMP)swizzledTick);
}

// MARK: Aspects-style

static IMP aspectsPreviousForward;
static void aspectsForwardInvocation(id self, SEL _cmd, NSInvocation *invocation) {
    if (strcmp(sel_getName([invocation selector]), "tick:") != 0) {
        ((void (*)(id, SEL, NSInvocation *))aspectsPreviousForward)(self, _cmd, invocation);
        return;
    }
    hookCount++;  // the "before" block
    [invocation setSelector:sel_registerName("aspects__tick:")];
    [invocation invoke];
}

void bm_install_aspects_style(const char *className) {
    Class cls = objc_lookUpClass(className);
    Method method = class_getInstanceMethod(cls, @selector(tick:));
    const char *types = method_getTypeEncoding(method);
    class_addMethod(cls, sel_registerName("aspects__tick:"), method_getImplementation(method), types);
    SEL typed = sel_registerTypedName("tick:", types);
    // GNUstep autoreleases the closure it builds: keep it for the process.
    [NSAutoreleasePool enableRelease:NO];
    IMP forwarder = __objc_msg_forward2(nil, typed);
    [NSAutoreleasePool enableRelease:YES];
    method_setImplementation(method, forwarder);
    Method forward = class_getInstanceMethod(cls, @selector(forwardInvocation:));
    aspectsPreviousForward = method_getImplementation(forward);
    class_addMethod(cls, @selector(forwardInvocation:), (IMP)aspectsForwardInvocation, method_getTypeEncoding(forward));
}
