/* Preloaded by scripts/memcheck.sh into the test process under valgrind.
 *
 * XCTest on Linux runs tests with no autorelease pool on the main thread, so
 * GNUstep Base keeps every object autoreleased there ("autorelease called
 * without pool") and valgrind reports each one as definitely lost, with
 * whatever stack allocated it -- often through Traceless frames, although
 * the object was released correctly for an app, which always has a pool.
 *
 * So this opens one pool before the tests run and drains it at exit, as an
 * app's run loop would; and, inside it, one pool per test, drained when the
 * test ends: what a test autoreleased is released before the next one starts,
 * as a run loop's turn would release it, so a pointer left dangling to an
 * autoreleased object is used (and reported) in the test that left it, not
 * masked until exit. XCTest offers no hook outside the test classes, so the
 * test's boundaries are read from XCTest's own lines on stdout ("Test Case
 * '...' started" / "passed" / "failed" / "skipped"), which it writes on the
 * main thread around setUp and tearDown. Then a block still unreachable at
 * exit is a real leak (a retain with no release). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <objc/objc.h>
#include <objc/message.h>
#include <objc/runtime.h>

static id pool;
static id testPool;

static id send0(id receiver, const char *name)
{
    SEL sel = sel_registerName(name);
    IMP imp = objc_msg_lookup(receiver, sel);
    return imp ? imp(receiver, sel) : (id)0;
}

static id newPool(void)
{
    Class cls = objc_getClass("NSAutoreleasePool");
    return cls ? send0((id)cls, "new") : (id)0;
}

__attribute__((constructor)) static void memcheck_pool_open(void)
{
    pool = newPool();
}

__attribute__((destructor)) static void memcheck_pool_drain(void)
{
    if (testPool) {
        id p = testPool;
        testPool = 0;
        send0(p, "drain");
    }
    if (pool) {
        id p = pool;
        pool = 0;
        send0(p, "drain");
    }
}

static int has(const char *text, size_t length, const char *needle)
{
    return memmem(text, length, needle, strlen(needle)) != NULL;
}

/* XCTest's progress lines, as Swift's print writes them to stdout. */
size_t fwrite(const void *data, size_t size, size_t count, FILE *stream)
{
    static size_t (*real)(const void *, size_t, size_t, FILE *);
    if (!real)
        real = (size_t (*)(const void *, size_t, size_t, FILE *))dlsym(RTLD_NEXT, "fwrite");
    size_t length = size * count;
    const char *text = data;
    int isTestLine = stream == stdout && length > 12 && strncmp(text, "Test Case '", 11) == 0;
    if (isTestLine && pool && (has(text, length, "' passed (") || has(text, length, "' failed (")
                               || has(text, length, "' skipped ("))) {
        id p = testPool;
        testPool = 0;
        if (p) {
            send0(p, "drain");
            if (getenv("MEMCHECK_POOL_DEBUG"))
                fputs("memcheck-pool: drained the test's pool\n", stderr);
        }
    }
    size_t written = real(data, size, count, stream);
    if (isTestLine && pool && !testPool && has(text, length, "' started at "))
        testPool = newPool();
    return written;
}
