// <objc/message.h> as Apple documents it, declarations only, for
// scripts/check-apple-branch.sh. With strict dispatch prototypes (the default here) the
// senders take no arguments: a caller must cast them to the method's real type.
#pragma once
#include <objc/objc.h>
#include <objc/runtime.h>

struct objc_super {
    id receiver;
    Class super_class;
};

#if !OBJC_OLD_DISPATCH_PROTOTYPES
void objc_msgSend(void);
void objc_msgSendSuper(void);
void method_invoke(void);
void _objc_msgForward(void);
#if !defined(__arm64__) && !defined(__aarch64__)
void objc_msgSend_stret(void);
void objc_msgSendSuper_stret(void);
void method_invoke_stret(void);
void _objc_msgForward_stret(void);
#endif
#if defined(__x86_64__) || defined(__i386__)
void objc_msgSend_fpret(void);
#endif
#if defined(__x86_64__)
void objc_msgSend_fp2ret(void);
#endif
#else
id objc_msgSend(id self, SEL op, ...);
id objc_msgSendSuper(struct objc_super *super, SEL op, ...);
id method_invoke(id receiver, Method m, ...);
id _objc_msgForward(id receiver, SEL sel, ...);
#if !defined(__arm64__) && !defined(__aarch64__)
void objc_msgSend_stret(id self, SEL op, ...);
void objc_msgSendSuper_stret(struct objc_super *super, SEL op, ...);
void method_invoke_stret(id receiver, Method m, ...);
void _objc_msgForward_stret(id receiver, SEL sel, ...);
#endif
#if defined(__i386__)
double objc_msgSend_fpret(id self, SEL op, ...);
#elif defined(__x86_64__)
long double objc_msgSend_fpret(id self, SEL op, ...);
void objc_msgSend_fp2ret(id self, SEL op, ...);
#endif
#endif
