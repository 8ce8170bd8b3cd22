// Runtime shim: one function per need, implemented for Apple's runtime and for
// the GNU runtime (GCC libobjc + GNUstep Base). See the brief's table.
#include "CTracelessRuntime.h"
#include <stdlib.h>
#include <string.h>
#include <stdatomic.h>

#include "runtime_shim.h"

#if !defined(__APPLE__)
// Type encodings equal but for frame offsets ("v@:@@" and "v32@0:8@16@24").
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

// The GNU runtime keeps one selector per (name, type string): a second spelling of
// the same types makes the name ambiguous, and GNUstep then cannot forward it for
// objects without a method signature (a forwardingTargetForSelector: proxy).
// Reuse the spelling the runtime already has.
const char *tl_shim_canonical_types(RT_SEL sel, const char *types) {
    if (!types) return types;
    unsigned int count = 0;
    RT_SEL *list = sel_copyTypedSelectorList(sel_getName(sel), &count);
    const char *found = types;
    for (unsigned int i = 0; i < count; i++) {
        const char *existing = sel_getTypeEncoding(list[i]);
        if (existing && same_types(existing, types)) { found = existing; break; }
    }
    free(list);
    return found;
}
#else
const char *tl_shim_canonical_types(RT_SEL sel, const char *types) { (void)sel; return types; }
#endif

bool tl_runtime_is_gnu(void) {
#if defined(__APPLE__)
    return false;
#else
    return true;
#endif
}

tl_class tl_class_lookup(const char *name) { return (tl_class)objc_lookUpClass(name); }
#if defined(__APPLE__)
tl_class tl_object_get_class(tl_id object) { return object ? (tl_class)object_getClass((RT_ID)object) : NULL; }
#endif  // GNU: inline in the header
tl_class tl_object_set_class(tl_id object, tl_class cls) { return (tl_class)object_setClass((RT_ID)object, C(cls)); }
tl_class tl_class_get_superclass(tl_class cls) { return cls ? (tl_class)class_getSuperclass(C(cls)) : NULL; }
tl_class tl_class_get_metaclass(tl_class cls) { return (tl_class)object_getClass((RT_ID)cls); }
const char *tl_class_get_name(tl_class cls) { return cls ? class_getName(C(cls)) : "nil"; }
bool tl_class_is_metaclass(tl_class cls) { return class_isMetaClass(C(cls)); }
size_t tl_class_get_instance_size(tl_class cls) { return class_getInstanceSize(C(cls)); }

#if !defined(__APPLE__)
extern int objc_thread_add(void);
// GCC's libobjc frees a replaced dispatch-table bucket at once while it believes the
// process has a single thread, and it counts only threads it was told about: pthreads,
// GCD's workers and Swift's Thread are not. A message lookup on one of them while we
// replace a method then reads freed memory. Counting one more thread, once, before the
// first change makes libobjc keep replaced buckets (a few hundred bytes per change, for
// the life of the process) instead of freeing them under a reader.
static void expect_uncounted_threads(void) {
    static atomic_bool counted;
    if (!atomic_exchange(&counted, true)) objc_thread_add();
}
#else
static void expect_uncounted_threads(void) {}
#endif

tl_class tl_class_allocate_pair(tl_class superclass, const char *name, size_t extra) {
    return (tl_class)objc_allocateClassPair(C(superclass), name, extra);
}
void tl_class_register_pair(tl_class cls) {
    expect_uncounted_threads();
    objc_registerClassPair(C(cls));
    tl_class_prepare(cls);
}

void tl_class_prepare(tl_class cls) {
#if !defined(__APPLE__)
    // GCC's libobjc installs a class's dispatch table on its first message. Until
    // then lookups read a table shared by every such class, which
    // method_setImplementation pollutes with whatever it last wrote there: an
    // object moved into a never-messaged class by isa-swizzling would run a
    // stranger's IMP. Asking the class anything installs its table.
    if (!cls) return;
    RT_SEL probe = sel_registerName("class");
    class_respondsToSelector(C(cls), probe);
    class_respondsToSelector(object_getClass((RT_ID)cls), probe);
#else
    (void)cls;
#endif
}

bool tl_class_add_ivar(tl_class cls, const char *name, size_t size, uint8_t alignment_log2, const char *types) {
    return class_addIvar(C(cls), name, size, alignment_log2, types);
}

ptrdiff_t tl_class_ivar_offset(tl_class cls, const char *name) {
    void *ivar = (void *)class_getInstanceVariable(C(cls), name);
    return ivar ? ivar_getOffset(ivar) : -1;
}

const char *tl_class_ivar_type(tl_class cls, const char *name) {
    void *ivar = (void *)class_getInstanceVariable(C(cls), name);
    return ivar ? ivar_getTypeEncoding(ivar) : NULL;
}

tl_sel tl_sel_register(const char *name) { return (tl_sel)sel_registerName(name); }
const char *tl_sel_get_name(tl_sel sel) { return sel ? sel_getName((RT_SEL)sel) : ""; }
bool tl_sel_equal(tl_sel a, tl_sel b) {
    if (a == b) return true;
    if (!a || !b) return false;
    return strcmp(sel_getName((RT_SEL)a), sel_getName((RT_SEL)b)) == 0;
}

tl_method tl_class_get_instance_method(tl_class cls, tl_sel sel) {
    return cls ? (tl_method)class_getInstanceMethod(C(cls), (RT_SEL)sel) : NULL;
}

tl_method tl_class_get_own_method(tl_class cls, tl_sel sel) {
    if (!cls) return NULL;
    unsigned int count = 0;
    RT_METHOD *list = class_copyMethodList(C(cls), &count);
    tl_method found = NULL;
    const char *name = sel_getName((RT_SEL)sel);
    for (unsigned int i = 0; i < count && !found; i++) {
        if (strcmp(sel_getName(method_getName(list[i])), name) == 0) found = (tl_method)list[i];
    }
    free(list);
    return found;
}

tl_imp tl_class_get_method_implementation(tl_class cls, tl_sel sel) {
    return (tl_imp)class_getMethodImplementation(C(cls), (RT_SEL)sel);
}
tl_imp tl_super_lookup(tl_id receiver, tl_class cls, tl_sel sel) {
#if defined(__APPLE__)
    (void)receiver;
    return (tl_imp)class_getMethodImplementation(C(cls), (SEL)sel);
#else
    // GCC's class_getMethodImplementation searches method lists; the super lookup
    // reads the dispatch table.
    struct tl_gnu_super super = { (RT_ID)receiver, C(cls) };
    return (tl_imp)objc_msg_lookup_super(&super, (RT_SEL)sel);
#endif
}

tl_imp tl_method_get_implementation(tl_method m) { return (tl_imp)method_getImplementation((RT_METHOD)m); }
const char *tl_method_get_type_encoding(tl_method m) { return method_getTypeEncoding((RT_METHOD)m); }
bool tl_class_add_method(tl_class cls, tl_sel sel, tl_imp imp, const char *types) {
    expect_uncounted_threads();
    tl_class_prepare(cls);
    return class_addMethod(C(cls), (RT_SEL)sel, (RT_IMP)imp, tl_shim_canonical_types((RT_SEL)sel, types));
}
tl_imp tl_class_replace_method(tl_class cls, tl_sel sel, tl_imp imp, const char *types) {
#if defined(__APPLE__)
    return (tl_imp)class_replaceMethod(C(cls), (RT_SEL)sel, (RT_IMP)imp, types);
#else
    // GCC's class_replaceMethod replaces an inherited method in the superclass
    // that defines it; Apple's adds one to the class. Keep Apple's meaning.
    expect_uncounted_threads();
    tl_class_prepare(cls);
    tl_class_prepare(tl_class_get_superclass(cls));
    tl_method own = tl_class_get_own_method(cls, sel);
    tl_imp previous = NULL;
    if (own) previous = (tl_imp)method_setImplementation((RT_METHOD)own, (RT_IMP)imp);
    else class_addMethod(C(cls), (RT_SEL)sel, (RT_IMP)imp, tl_shim_canonical_types((RT_SEL)sel, types));
    // GCC's method_setImplementation updates only the defining class's dispatch
    // table: subclasses that already dispatched keep the old IMP. Rebuild the
    // tables of the class and its subclasses, as adding a method does.
    __objc_update_dispatch_table_for_class(C(cls));
    return previous;
#endif
}

const char **tl_class_copy_method_names(tl_class cls, unsigned int *count) {
    unsigned int n = 0;
    RT_METHOD *list = class_copyMethodList(C(cls), &n);
    const char **names = calloc(n + 1, sizeof(char *));
    for (unsigned int i = 0; i < n; i++) names[i] = sel_getName(method_getName(list[i]));
    free(list);
    *count = n;
    return names;
}

const char *tl_class_get_image_name(tl_class cls) {
#if defined(__APPLE__)
    return cls ? class_getImageName((Class)cls) : NULL;
#else
    // GCC's libobjc does not record which binary registered a class.
    (void)cls;
    return NULL;
#endif
}

tl_class *tl_copy_class_list(unsigned int *count) {
#if defined(__APPLE__)
    return (tl_class *)objc_copyClassList(count);
#else
    // Classes registered between the two calls are left for the next listing.
    int n = objc_getClassList(NULL, 0);
    tl_class *list = calloc((size_t)n + 1, sizeof(tl_class));
    if (!list) { *count = 0; return NULL; }
    n = objc_getClassList((RT_CLASS *)list, n);
    *count = n > 0 ? (unsigned int)n : 0;
    return list;
#endif
}
