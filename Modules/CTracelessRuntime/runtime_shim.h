// The runtime's declarations for the shim's files: Apple's headers there; on the GNU
// runtime, untyped declarations, so the library needs no Objective-C compiler flags.
#pragma once
#include "CTracelessRuntime.h"
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

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

/// The type spelling the runtime already has for `sel`'s name, if equal to `types`
/// but for frame offsets (the GNU runtime keeps one selector per spelling).
const char *tl_shim_canonical_types(RT_SEL sel, const char *types);
