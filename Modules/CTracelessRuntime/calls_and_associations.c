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
