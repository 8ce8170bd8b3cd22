// Runtime shim: one function per need, implemented for Apple's runtime and for
// the GNU runtime (GCC libobjc + GNUstep Base). See the brief's table.
#include "CTracelessRuntime.h"
#include <stdlib.h>
#include <string.h>
#include <stdatomic.h>

#if defined(__APPLE__)
#include <objc/runtime.h>
#include <objc/message.h>
#define RT_ID id
#define RT_SEL SEL
#define RT_CLASS Class
#define RT_METHOD Method
#define RT_IMP IMP
#else
// GNU runtime: declared here with untyped pointers; this file never includes the
// runtime's own headers, so the library needs no Objective-C compiler flags.
typedef void *RT_ID;
typedef void *RT_SEL;
typedef void *RT_CLASS;
typedef void *RT_METHOD;
typedef void *RT_IMP;
typedef void *RT_IVAR;
extern RT_CLASS objc_lookUpClass(const char *name);
extern RT_CLASS objc_getMetaClass(const char *name);
// Inline in GCC's header: the isa is the object's first word.
static inline RT_CLASS object_getClass(RT_ID object) { return object ? *(RT_CLASS *)object : NULL; }
extern RT_CLASS object_setClass(RT_ID object, RT_CLASS cls);
extern RT_CLASS class_getSuperclass(RT_CLASS cls);
extern const char *class_getName(RT_CLASS cls);
extern bool class_isMetaClass(RT_CLASS cls);
extern size_t class_getInstanceSize(RT_CLASS cls);
extern RT_CLASS objc_allocateClassPair(RT_CLASS superclass, const char *name, size_t extra);
extern void objc_registerClassPair(RT_CLASS cls);
extern bool class_addIvar(RT_CLASS cls, const char *name, size_t size, uint8_t alignment, const char *types);
extern RT_IVAR class_getInstanceVariable(RT_CLASS cls, const char *name);
extern ptrdiff_t ivar_getOffset(RT_IVAR ivar);
extern const char *ivar_getTypeEncoding(RT_IVAR ivar);
extern int objc_getClassList(RT_CLASS *buffer, int count);
extern RT_SEL sel_registerName(const char *name);
extern RT_SEL sel_registerTypedName(const char *name, const char *types);
extern const char *sel_getName(RT_SEL sel);
extern RT_METHOD class_getInstanceMethod(RT_CLASS cls, RT_SEL sel);
extern RT_IMP class_getMethodImplementation(RT_CLASS cls, RT_SEL sel);
extern bool class_respondsToSelector(RT_CLASS cls, RT_SEL sel);
extern RT_IMP method_getImplementation(RT_METHOD method);
extern RT_IMP method_setImplementation(RT_METHOD method, RT_IMP imp);
extern const char *method_getTypeEncoding(RT_METHOD method);
extern RT_SEL method_getName(RT_METHOD method);
extern bool class_addMethod(RT_CLASS cls, RT_SEL sel, RT_IMP imp, const char *types);
extern RT_IMP class_replaceMethod(RT_CLASS cls, RT_SEL sel, RT_IMP imp, const char *types);
extern RT_METHOD *class_copyMethodList(RT_CLASS cls, unsigned int *count);
extern RT_IMP objc_msg_lookup(RT_ID receiver, RT_SEL sel);
struct tl_gnu_super { RT_ID self; RT_CLASS super_class; };
extern RT_IMP objc_msg_lookup_super(struct tl_gnu_super *super, RT_SEL sel);
extern RT_SEL *sel_copyTypedSelectorList(const char *name, unsigned int *count);
extern const char *sel_getTypeEncoding(RT_SEL sel);
extern void __objc_update_dispatch_table_for_class(RT_CLASS cls);
// GNUstep Base sets this to its libffi-based forwarder at load time.
extern RT_IMP (*__objc_msg_forward2)(RT_ID receiver, RT_SEL sel);
#endif

#define C(x) ((RT_CLASS)(x))

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
static const char *canonical_types(RT_SEL sel, const char *types) {
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
static const char *canonical_types(RT_SEL sel, const char *types) { (void)sel; return types; }
#endif

bool tl_runtime_is_gnu(void) {
#if defined(__APPLE__)
    return false;
#else
    return true;
#endif
}

tl_class tl_class_lookup(const char *name) { return (tl_class)objc_lookUpClass(name); }
tl_class tl_object_get_class(tl_id object) { return object ? (tl_class)object_getClass((RT_ID)object) : NULL; }
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
    return class_addMethod(C(cls), (RT_SEL)sel, (RT_IMP)imp, canonical_types((RT_SEL)sel, types));
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
    else class_addMethod(C(cls), (RT_SEL)sel, (RT_IMP)imp, canonical_types((RT_SEL)sel, types));
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

tl_imp tl_msg_lookup(tl_id receiver, tl_sel sel) {
#if defined(__APPLE__)
    return (tl_imp)class_getMethodImplementation(object_getClass((id)receiver), (SEL)sel);
#else
    return (tl_imp)objc_msg_lookup((RT_ID)receiver, (RT_SEL)sel);
#endif
}

tl_imp tl_forwarding_imp(tl_sel sel, const char *types) {
#if defined(__APPLE__)
#if defined(__x86_64__)
    if (types && types[0] == '{') return (tl_imp)_objc_msgForward_stret;
#endif
    (void)sel;
    return (tl_imp)_objc_msgForward;
#else
    // GNUstep builds the forwarder from the selector's types, so hand it a typed
    // selector: the frame is then decoded with the method's real signature.
    if (!__objc_msg_forward2) return NULL;
    RT_SEL typed = types ? sel_registerTypedName(sel_getName((RT_SEL)sel), canonical_types((RT_SEL)sel, types)) : (RT_SEL)sel;
    // GNUstep builds the closure for one forwarded call and autoreleases its
    // memory. Installed as a method it must live as long as the process: keep the
    // pool from taking it. (Brief and install-time only; the callers cache the
    // result per signature.)
    RT_CLASS pool = objc_lookUpClass("NSAutoreleasePool");
    RT_SEL enable = sel_registerName("enableRelease:");
    void (*setEnabled)(RT_ID, RT_SEL, unsigned char) = (void (*)(RT_ID, RT_SEL, unsigned char))objc_msg_lookup(pool, enable);
    setEnabled(pool, enable, 0);
    RT_IMP imp = __objc_msg_forward2(NULL, typed);
    setEnabled(pool, enable, 1);
    return (tl_imp)imp;
#endif
}

tl_imp tl_forwarder_for(tl_id receiver, tl_sel sel) {
#if defined(__APPLE__)
    (void)receiver; (void)sel;
    return (tl_imp)_objc_msgForward;
#else
    return __objc_msg_forward2 ? (tl_imp)__objc_msg_forward2((RT_ID)receiver, (RT_SEL)sel) : NULL;
#endif
}

bool tl_forwarding_available(void) {
#if defined(__APPLE__)
    return true;
#else
    return __objc_msg_forward2 != NULL;
#endif
}

bool tl_invocation_invoke_imp(tl_id invocation, tl_id target, tl_sel cmd, tl_imp imp) {
#if defined(__APPLE__)
    (void)invocation; (void)target; (void)cmd; (void)imp;
    return false;
#else
    // GNUstep's NSInvocation internals: gnustep_forwarding.c.
    extern bool tl_gnustep_invoke_imp(tl_id invocation, tl_id target, tl_sel cmd, tl_imp imp);
    return tl_gnustep_invoke_imp(invocation, target, cmd, imp);
#endif
}

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
