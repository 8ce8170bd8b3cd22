// Associated objects (Apple's runtime only; GNU has none) and calling an IMP with
// word-sized arguments.
#include "runtime_shim.h"

bool tl_associations_supported(void) {
#if defined(__APPLE__)
    return true;
#else
    return false;
#endif
}

void tl_set_associated(tl_id object, const void *key, tl_id value, bool retain) {
#if defined(__APPLE__)
    objc_setAssociatedObject((id)object, key, (id)value,
                             retain ? OBJC_ASSOCIATION_RETAIN_NONATOMIC : OBJC_ASSOCIATION_ASSIGN);
#else
    (void)object; (void)key; (void)value; (void)retain;
#endif
}

tl_id tl_get_associated(tl_id object, const void *key) {
#if defined(__APPLE__)
    return (tl_id)objc_getAssociatedObject((id)object, key);
#else
    (void)object; (void)key;
    return NULL;
#endif
}

uintptr_t tl_call_words(tl_imp imp, tl_id self, tl_sel cmd, unsigned arity, const uintptr_t *a) {
    typedef uintptr_t W;
    switch (arity) {
    case 0: return ((W (*)(tl_id, tl_sel))imp)(self, cmd);
    case 1: return ((W (*)(tl_id, tl_sel, W))imp)(self, cmd, a[0]);
    case 2: return ((W (*)(tl_id, tl_sel, W, W))imp)(self, cmd, a[0], a[1]);
    case 3: return ((W (*)(tl_id, tl_sel, W, W, W))imp)(self, cmd, a[0], a[1], a[2]);
    case 4: return ((W (*)(tl_id, tl_sel, W, W, W, W))imp)(self, cmd, a[0], a[1], a[2], a[3]);
    case 5: return ((W (*)(tl_id, tl_sel, W, W, W, W, W))imp)(self, cmd, a[0], a[1], a[2], a[3], a[4]);
    case 6: return ((W (*)(tl_id, tl_sel, W, W, W, W, W, W))imp)(self, cmd, a[0], a[1], a[2], a[3], a[4], a[5]);
    default: return 0;
    }
}
