// Thread marks: a UIKit step that only a user's action takes marks its view on this
// thread; the delegate callback it leads to consumes the mark once. Beyond the depth,
// pushes are counted and not stored: no ceiling, the deepest marks are simply unseen.
#include "CTracelessRuntime.h"
#include "thread_local.h"

#define TL_MARK_DEPTH 64
typedef struct { const void *subject; unsigned kind; bool consumed; } tl_mark;
static _Thread_local TL_TLS tl_mark marks[TL_MARK_DEPTH];
static _Thread_local TL_TLS unsigned mark_depth;

void tl_mark_push(const void *subject, unsigned kind) {
    if (mark_depth < TL_MARK_DEPTH) marks[mark_depth] = (tl_mark){subject, kind, false};
    mark_depth++;
}
bool tl_mark_pop(void) {
    if (mark_depth == 0) return false;
    mark_depth--;
    return true;
}
bool tl_mark_consume(const void *subject, unsigned kind) {
    unsigned n = mark_depth < TL_MARK_DEPTH ? mark_depth : TL_MARK_DEPTH;
    for (unsigned i = n; i > 0; i--) {
        tl_mark *m = &marks[i - 1];
        if (m->subject == subject && m->kind == kind) {
            if (m->consumed) return false;
            m->consumed = true;
            return true;
        }
    }
    return false;
}
