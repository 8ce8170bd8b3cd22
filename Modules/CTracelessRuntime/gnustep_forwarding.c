// GNUstep's forwarding and NSInvocation, made safe for hooks (GNU runtime only).
//
// Calling an IMP with an invocation (tl_gnustep_invoke_imp): GNUstep's
// GSFFIInvokeWithTargetAndImp is only the call; the rest of what -invokeWithTarget:
// does is done here, and libffi's habit of repointing the argument array is undone.
//
// Forwarding entry points (tl_forwarding_entry_make): GNUstep's forwarding closure
// is built for one forwarded call. Its callback copies the caller's arguments into
// the closure's own frame and hands that frame to the NSInvocation; installed as a
// method it serves every call, so two calls in flight at once (a nested call of the
// same signature, another thread) share one frame, and the later one overwrites the
// arguments of the earlier one before its original runs. It also reaches the hook
// only through -forwardInvocation:, where a recursive call of the same selector on
// the same object cannot be told from a super call. Our entry points keep GNUstep's
// closure (its ffi types and frame layout, which NSInvocation then calls the
// original with) with a callback of our own: every call gets a frame of its own,
// copied from the closure's, and goes straight to the hook's context.
#include "CTracelessRuntime.h"

#if !defined(__APPLE__)
#include <stdlib.h>
#include <string.h>

// GNUstep's call frame is an ffi_cif followed by pointers into the same buffer: its
// layout needs libffi's header. Without it, hooks forward through GNUstep's own
// closures and -forwardInvocation: (HookTable's fallback).
#if defined(__has_include)
#if __has_include(<ffi.h>)
#include <ffi.h>
#define TL_GNUSTEP_FRAMES 1
#endif
#endif

typedef void *RT_ID;
typedef void *RT_SEL;
extern RT_ID objc_lookUpClass(const char *name);
extern RT_SEL sel_registerName(const char *name);
extern void *objc_msg_lookup(RT_ID receiver, RT_SEL sel);
// GNUstep Base (Source/GSFFIInvocation.m, Source/cifframe.m).
extern void GSFFIInvokeWithTargetAndImp(RT_ID invocation, RT_ID target, void *imp);
extern void cifframe_set_arg(void *frame, int index, void *buffer, int size);

static RT_SEL sel(const char *name) { return sel_registerName(name); }

// Sends a message with no argument returning a word.
static void *send0(RT_ID receiver, const char *name) {
    RT_SEL s = sel(name);
    return ((void *(*)(RT_ID, RT_SEL))objc_msg_lookup(receiver, s))(receiver, s);
}

static void send_word(RT_ID receiver, const char *name, void *word) {
    RT_SEL s = sel(name);
    ((void (*)(RT_ID, RT_SEL, void *))objc_msg_lookup(receiver, s))(receiver, s, word);
}

static unsigned char *ivar(RT_ID object, const char *name) {
    ptrdiff_t offset = tl_class_ivar_offset(tl_object_get_class((tl_id)object), name);
    return offset >= 0 ? (unsigned char *)object + offset : NULL;
}

// A type encoding without its qualifiers (const, in, out, ...).
static const char *unqualified(const char *type) {
    while (type && *type && strchr("rnNoORV", *type)) type++;
    return type ? type : "";
}

#if TL_GNUSTEP_FRAMES
// GNUstep Base's call frame (Source/cifframe.h).
typedef struct {
    ffi_cif cif;
    int nargs;
    ffi_type **arg_types;
    void **values;
} gs_cifframe;
#endif

// -invokeWithTarget: around GSFFIInvokeWithTargetAndImp: `self` and `_cmd` go into
// the frame the call reads. The invocation owns one reference to an object return
// value (it releases it when the value is set again and when it is deallocated), so
// the object the call returns is retained, and one set before (by a hook) released:
// without that, every object a forwarded method returned was released once too
// often, under the caller that still held it. The forwarding callbacks copy only a
// valid return value back to the caller. (Little-endian: the ffi return buffer
// needs no decoding.)
__attribute__((visibility("hidden")))
bool tl_gnustep_invoke_imp(tl_id invocation, tl_id target, tl_sel cmd, tl_imp imp) {
    unsigned char *valid = ivar(invocation, "_validReturn");
    void **retval = (void **)ivar(invocation, "_retval");
    void **cframe = (void **)ivar(invocation, "_cframe");
    if (!valid || !retval || !cframe || !*cframe) return false;
    RT_ID signature = send0(invocation, "methodSignature");
    bool returns_object = signature && *unqualified(send0(signature, "methodReturnType")) == '@';
    cifframe_set_arg(*cframe, 0, &target, sizeof(target));
    cifframe_set_arg(*cframe, 1, &cmd, sizeof(cmd));
    if (returns_object && *valid && *retval) {
        RT_ID *value = (RT_ID *)*retval;
        if (*value) send0(*value, "release");
        *value = NULL;
    }
    *valid = 0;
#if TL_GNUSTEP_FRAMES
    // libffi (x86_64) passes a struct over 16 bytes from a copy on its own stack and
    // points the caller's argument array at that copy: after the call the frame
    // would point into a dead stack frame, and a CGRect read by an after hook, or
    // passed to a second call, would be garbage. Put the pointers back.
    gs_cifframe *frame = *cframe;
    int count = frame->nargs;
    void *fixed[16];
    void **saved = count <= 16 ? fixed : malloc(sizeof(void *) * (size_t)count);
    if (saved) memcpy(saved, frame->values, sizeof(void *) * (size_t)count);
    GSFFIInvokeWithTargetAndImp(invocation, target, imp);
    if (saved) memcpy(frame->values, saved, sizeof(void *) * (size_t)count);
    if (saved && saved != fixed) free(saved);
#else
    GSFFIInvokeWithTargetAndImp(invocation, target, imp);
#endif
    if (returns_object && *retval) {
        RT_ID *value = (RT_ID *)*retval;
        if (*value) send0(*value, "retain");
    }
    *valid = 1;
    return true;
}

#if TL_GNUSTEP_FRAMES
extern RT_ID cifframe_closure(RT_ID signature, void (*callback)(ffi_cif *, void *, void **, void *));
extern int cifframe_encode_arg(const char *type, void *buffer);

struct tl_forwarding_entry_s {
    void *context;          // atomic: replaced when the method is hooked again
    RT_ID signature;        // NSMethodSignature, kept
    RT_ID closure;          // GSCodeBuffer, kept: the entry point lives as long as the process
    tl_imp imp;
    const char *return_type;
    size_t return_length;
};

static tl_forward_fn dispatcher;
void tl_forwarding_set_dispatcher(tl_forward_fn fn) { dispatcher = fn; }

// The closure's frame is never handed to an invocation (every call copies it), so its
// first value slot, `self`'s, is free to carry the entry the closure belongs to.
static struct tl_forwarding_entry_s **entry_slot(gs_cifframe *frame) {
    return (struct tl_forwarding_entry_s **)frame->values[0];
}

// A copy of the closure's frame for one call: the same types, value slots of its own.
static RT_ID frame_for_call(RT_ID template_data) {
    RT_ID copy = send0(template_data, "mutableCopy");
    gs_cifframe *from = send0(template_data, "mutableBytes");
    gs_cifframe *to = send0(copy, "mutableBytes");
    ptrdiff_t shift = (char *)to - (char *)from;
    to->arg_types = (ffi_type **)((char *)from->arg_types + shift);
    to->values = (void **)((char *)from->values + shift);
    for (int i = 0; i < from->nargs; i++) to->values[i] = (char *)from->values[i] + shift;
    return copy;
}

static void forwarded_call(ffi_cif *cif, void *ret, void **args, void *user) {
    // The cif is the first member of the closure's frame; `user` is that frame's data.
    struct tl_forwarding_entry_s *entry = *entry_slot((gs_cifframe *)cif);
    RT_ID frame = frame_for_call(user);
    static RT_ID invocation_class;
    if (!invocation_class) invocation_class = objc_lookUpClass("GSFFIInvocation");
    RT_SEL init = sel("initWithCallback:values:frame:signature:");
    RT_ID invocation = send0(invocation_class, "alloc");
    // Copies the arguments into the call's own frame, and keeps the frame.
    invocation = ((RT_ID (*)(RT_ID, RT_SEL, ffi_cif *, void **, RT_ID, RT_ID))objc_msg_lookup(invocation, init))(
        invocation, init, cif, args, frame, entry->signature);
    send0(frame, "release");
    send_word(invocation, "setTarget:", *(void **)args[0]);
    send_word(invocation, "setSelector:", *(void **)args[1]);

    dispatcher(__atomic_load_n(&entry->context, __ATOMIC_ACQUIRE), *(tl_id *)args[0], *(tl_sel *)args[1], (tl_id)invocation);

    if (*entry->return_type != 'v') {
        // No value (an instead hook that did not run the original): zero, as on the
        // typed path, rather than whatever the closure's return buffer held.
        unsigned char *valid = ivar(invocation, "_validReturn");
        if (valid && *valid) send_word(invocation, "getReturnValue:", ret);
        else memset(ret, 0, entry->return_length);
        // libffi wants a return narrower than a register widened to one.
        cifframe_encode_arg(entry->return_type, ret);
    }
    send0(invocation, "release");
}

tl_forwarding_entry tl_forwarding_entry_make(const char *types, void *context) {
    if (!dispatcher || !types) return NULL;
    RT_ID signature_class = objc_lookUpClass("NSMethodSignature");
    RT_SEL with_types = sel("signatureWithObjCTypes:");
    RT_ID signature = ((RT_ID (*)(RT_ID, RT_SEL, const char *))objc_msg_lookup(signature_class, with_types))(
        signature_class, with_types, types);
    if (!signature) return NULL;
    // Both come autoreleased; the entry keeps them for the life of the process.
    RT_ID closure = cifframe_closure(signature, forwarded_call);
    unsigned char *frame_ivar = closure ? ivar(closure, "frame") : NULL;
    if (!frame_ivar || !*(RT_ID *)frame_ivar) return NULL;
    struct tl_forwarding_entry_s *entry = calloc(1, sizeof(*entry));
    if (!entry) return NULL;
    entry->signature = send0(signature, "retain");
    entry->closure = send0(closure, "retain");
    entry->imp = send0(closure, "executable");
    entry->return_type = unqualified(send0(signature, "methodReturnType"));
    entry->return_length = (size_t)send0(signature, "methodReturnLength");
    entry->context = context;
    *entry_slot(send0(*(RT_ID *)frame_ivar, "mutableBytes")) = entry;
    return entry;
}

tl_imp tl_forwarding_entry_imp(tl_forwarding_entry entry) { return entry ? entry->imp : NULL; }

void tl_forwarding_entry_set_context(tl_forwarding_entry entry, void *context) {
    if (entry) __atomic_store_n(&entry->context, context, __ATOMIC_RELEASE);
}
#define TL_FORWARDING_ENTRIES_DEFINED 1
#endif
#endif

#if !defined(TL_FORWARDING_ENTRIES_DEFINED)
void tl_forwarding_set_dispatcher(tl_forward_fn fn) { (void)fn; }
tl_forwarding_entry tl_forwarding_entry_make(const char *types, void *context) { (void)types; (void)context; return NULL; }
tl_imp tl_forwarding_entry_imp(tl_forwarding_entry entry) { (void)entry; return NULL; }
void tl_forwarding_entry_set_context(tl_forwarding_entry entry, void *context) { (void)entry; (void)context; }
#endif
