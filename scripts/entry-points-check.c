// Standalone check of Modules/CTracelessRuntime/entry_points.c, built by
// scripts/check-entry-points.sh for each compiler and architecture it finds (no
// Objective-C runtime needed). Prints each property it checked; exits 1 on failure.
#include "CTracelessRuntime.h"
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <unwind.h>

typedef uintptr_t W;

static int failures;
static int failures_before;
#define CHECK(cond, ...) do { if (!(cond)) { failures++; printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)

// What one call delivered, recorded by the target function into its context.
// Prints a section's line: "ok" when none of its checks failed since the last one.
static void report(const char *format, ...) __attribute__((format(printf, 1, 2)));
static void report(const char *format, ...) {
    va_list list;
    va_start(list, format);
    printf(failures == failures_before ? "ok   " : "FAIL ");
    vprintf(format, list);
    printf("\n");
    va_end(list);
    failures_before = failures;
}

typedef struct {
    W self, cmd, args[TL_MAX_ARITY];
    int calls;
    int aligned;
} record;

static W recording_target(void *context, tl_id self, tl_sel cmd, const uintptr_t *args) {
    record *r = context;
    r->self = (W)self;
    r->cmd = (W)cmd;
    for (int i = 0; i < TL_MAX_ARITY; i++) r->args[i] = args[i];
    r->calls++;
    // The ABI promises a 16-byte aligned stack at every call; the frame address
    // (where the caller's frame pointer is saved) inherits that alignment.
    r->aligned = ((W)__builtin_frame_address(0) & 15) == 0;
    return (W)context ^ 0xf00dfacecafebeefu;
}

// A context's address and the arguments, mixed: lets many entry points be checked
// without a record each.
static W mixing_target(void *context, tl_id self, tl_sel cmd, const uintptr_t *args) {
    return (W)context * 31 + (W)self * 7 + (W)cmd * 3 + args[0] + 5 * args[5];
}

static const W self_word = 0x8000000000001230u, cmd_word = 0xc0ffee0000004560u;

static void check_arities(tl_imp imp, record *r, const char *how) {
    for (unsigned arity = 0; arity <= TL_MAX_ARITY; arity++) {
        W a[TL_MAX_ARITY];
        for (unsigned i = 0; i < TL_MAX_ARITY; i++) a[i] = (W)(0xa1u + i) << 56 | (W)(arity * 16 + i);
        int before = r->calls;
        W result = tl_call_words(imp, (tl_id)self_word, (tl_sel)cmd_word, arity, a);
        CHECK(r->calls == before + 1, "%s arity %u: target called once", how, arity);
        CHECK(result == ((W)r ^ 0xf00dfacecafebeefu), "%s arity %u: result returned", how, arity);
        CHECK(r->self == self_word && r->cmd == cmd_word, "%s arity %u: self and cmd", how, arity);
        for (unsigned i = 0; i < arity; i++) CHECK(r->args[i] == a[i], "%s arity %u: args[%u] = %#lx, want %#lx", how, arity, i, (unsigned long)r->args[i], (unsigned long)a[i]);
        CHECK(r->aligned, "%s arity %u: stack 16-byte aligned in the target", how, arity);
    }
}

static W expected_mix(W context, unsigned arity, const W *a) {
    return context * 31 + self_word * 7 + cmd_word * 3 + (arity > 0 ? a[0] : 0) + (arity > 5 ? 5 * a[5] : 0);
}

// Checks `count` entry points made from `first_context` on; the args past the arity
// are garbage to mixing_target, so only arity 6 (and 1..5 with a[5] unused) is exact.
static int check_many(tl_imp *imps, size_t count, W first_context) {
    int bad = 0;
    for (size_t i = 0; i < count; i++) {
        W a[TL_MAX_ARITY] = {i, ~i, i << 40, 4, 5, (W)0xfedcba9876543210u ^ i};
        if (imps[i] == NULL || tl_call_words(imps[i], (tl_id)self_word, (tl_sel)cmd_word, 6, a) != expected_mix(first_context + i, 6, a)) bad++;
    }
    return bad;
}

static int by_address(const void *x, const void *y) {
    W a = *(const W *)x, b = *(const W *)y;
    return a < b ? -1 : a > b;
}

static int distinct(tl_imp *imps, size_t count) {
    qsort(imps, count, sizeof *imps, by_address);
    for (size_t i = 1; i < count; i++) if (imps[i] == imps[i - 1]) return 0;
    return 1;
}

// Exceptions (Objective-C's included) unwind through a hooked method's frames: the
// common entry's unwind info must lead past it to the caller.
static _Unwind_Reason_Code count_frame(struct _Unwind_Context *context, void *count) {
    (void)context;
    ++*(int *)count;
    return _URC_NO_REASON;
}

__attribute__((noinline)) static W unwinding_target(void *context, tl_id self, tl_sel cmd, const uintptr_t *args) {
    (void)self, (void)cmd, (void)args;
    int frames = 0;
    _Unwind_Reason_Code end = _Unwind_Backtrace(count_frame, &frames);
    *(int *)context = end == _URC_END_OF_STACK ? frames : -1;
    return 0;
}

#define PER_THREAD 2500
#define THREADS 4
static tl_imp threaded[THREADS * PER_THREAD];

static void *make_and_call(void *arg) {
    size_t t = (size_t)arg;
    tl_imp *mine = threaded + t * PER_THREAD;
    W first = 0x100000 * (t + 1);
    for (size_t i = 0; i < PER_THREAD; i++) mine[i] = tl_entry_point_make_with_target((void *)(first + i), mixing_target);
    return (void *)(size_t)check_many(mine, PER_THREAD, first);
}

int main(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);  // a crash still shows how far it got
    printf("entry points on %s\n",
#if defined(__x86_64__)
           "x86_64"
#elif defined(__aarch64__)
           "aarch64"
#else
           "another architecture"
#endif
    );
    if (!tl_entry_points_available()) {
        printf("FAIL: tl_entry_points_available() is false\n");
        return 1;
    }
    printf("ok   available\n");

    record r = {0};
    tl_imp imp = tl_entry_point_make_with_target(&r, recording_target);
    CHECK(imp != NULL, "make_with_target");
    check_arities(imp, &r, "own target");
    report("own target: arities 0...6 deliver self, cmd and args in order (high bits set), return the result, 16-byte aligned stack");

    CHECK(tl_entry_point_make_with_target(&r, NULL) == NULL, "a NULL target is refused");

    record global = {0}, other = {0};
    tl_imp through_global = tl_entry_point_make(&global);
    tl_trampoline_set_dispatcher(recording_target);  // installed after making: read per call
    check_arities(through_global, &global, "installed dispatcher");
    tl_entry_point_set_context(through_global, &other);
    check_arities(through_global, &other, "after set_context");
    CHECK(global.calls == TL_MAX_ARITY + 1, "old context no longer used");
    // The static trampolines share the dispatcher.
    tl_trampoline_set_context(3, 7, &global);
    W a3[3] = {1, 2, 3};
    tl_call_words(tl_trampoline_imp(3, 7), (tl_id)self_word, (tl_sel)cmd_word, 3, a3);
    CHECK(global.calls == TL_MAX_ARITY + 2 && global.args[2] == 3, "static trampoline still reaches the dispatcher");
    report("installed dispatcher (installed after making), set_context, static trampolines unaffected");

    int direct = 0, through_entry = 0;
    unwinding_target(&direct, NULL, NULL, NULL);
    ((W (*)(tl_id, tl_sel))tl_entry_point_make_with_target(&through_entry, unwinding_target))(NULL, NULL);
    CHECK(direct > 0 && through_entry == direct + 1, "unwinding: %d frames from a direct call, %d through an entry point", direct, through_entry);
    report("unwinding from the target through the entry point reaches the caller (%d frames, one more than a direct call)", through_entry);

    enum { MANY = 20000 };
    static tl_imp many[MANY];
    for (size_t i = 0; i < MANY; i++) many[i] = tl_entry_point_make_with_target((void *)(0x5000 + i), mixing_target);
    int bad = check_many(many, MANY, 0x5000);
    CHECK(bad == 0, "%d of %d entry points wrong", bad, MANY);
    CHECK(distinct(many, MANY), "entry points distinct");
    report("%d entry points: all distinct, all deliver their own context", MANY);

    pthread_t threads[THREADS];
    for (size_t t = 0; t < THREADS; t++) pthread_create(&threads[t], NULL, make_and_call, (void *)t);
    for (size_t t = 0; t < THREADS; t++) {
        void *result;
        pthread_join(threads[t], &result);
        CHECK(result == NULL, "thread %zu: %zu entry points wrong", t, (size_t)result);
    }
    CHECK(distinct(threaded, THREADS * PER_THREAD), "entry points made concurrently distinct");
    report("%d threads x %d entry points made concurrently: all distinct, all work", THREADS, PER_THREAD);

    if (failures) printf("%d check(s) failed\n", failures);
    else printf("all checks passed\n");
    return failures ? 1 : 0;
}
