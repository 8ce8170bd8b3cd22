// The recursion guard: the (object, selector, class) calls on their way through this
// thread's hooks, so that a call that comes back around (two hookers forwarding to each
// other) is recognised. Beyond its depth frames are counted, not stored: no ceiling.
#include "CTracelessRuntime.h"
#include "thread_local.h"
#include <string.h>

#define TL_GUARD_DEPTH 128
typedef struct { const void *object; const char *sel; const void *cls; } tl_frame;
static _Thread_local TL_TLS tl_frame guard_frames[TL_GUARD_DEPTH];
static _Thread_local TL_TLS unsigned guard_depth;

bool tl_guard_contains(const void *object, const char *sel_name, const void *cls) {
    unsigned n = guard_depth < TL_GUARD_DEPTH ? guard_depth : TL_GUARD_DEPTH;
    for (unsigned i = n; i > 0; i--) {
        tl_frame *f = &guard_frames[i - 1];
        if (f->object == object && f->cls == cls && strcmp(f->sel, sel_name) == 0) return true;
    }
    return false;
}
void tl_guard_push(const void *object, const char *sel_name, const void *cls) {
    if (guard_depth < TL_GUARD_DEPTH) guard_frames[guard_depth] = (tl_frame){object, sel_name, cls};
    guard_depth++;
}
void tl_guard_pop(void) { if (guard_depth > 0) guard_depth--; }
