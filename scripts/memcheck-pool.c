/* Preloaded by scripts/memcheck.sh into the test process under valgrind.
 *
 * XCTest on Linux runs tests with no autorelease pool on the main thread, so
 * GNUstep Base keeps every object autoreleased there ("autorelease called
 * without pool") and valgrind reports each one as definitely lost, with
 * whatever stack allocated it -- often through Traceless frames, although
 * the object was released correctly for an app, which always has a pool.
 * This opens one pool before the tests run and drains it at exit, as an app's
 * run loop would: autoreleased objects are then released, and a block still
 * unreachable after that is a real leak (a retain with no release). */
#include <objc/objc.h>
#include <objc/message.h>
#include <objc/runtime.h>

static id pool;

static id send0(id receiver, const char *name)
{
    SEL sel = sel_registerName(name);
    IMP imp = objc_msg_lookup(receiver, sel);
    return imp ? imp(receiver, sel) : (id)0;
}

__attribute__((constructor)) static void memcheck_pool_open(void)
{
    Class cls = objc_getClass("NSAutoreleasePool");
    if (cls)
        pool = send0((id)cls, "new");
}

__attribute__((destructor)) static void memcheck_pool_drain(void)
{
    if (pool) {
        id p = pool;
        pool = 0;
        send0(p, "drain");
    }
}
