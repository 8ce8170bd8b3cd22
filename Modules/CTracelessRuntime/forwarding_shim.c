// Message lookup and the runtime's forwarding, for both runtimes.
#include "runtime_shim.h"

#if defined(__APPLE__)
tl_imp tl_msg_lookup(tl_id receiver, tl_sel sel) {
    return (tl_imp)class_getMethodImplementation(object_getClass((id)receiver), (SEL)sel);
}
#endif  // GNU: inline in the header

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
    RT_SEL typed = types ? sel_registerTypedName(sel_getName((RT_SEL)sel), tl_shim_canonical_types((RT_SEL)sel, types)) : (RT_SEL)sel;
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
