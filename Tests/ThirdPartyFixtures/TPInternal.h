// Shared by the reproductions: the log, an associated-object table (the GNU runtime
// has none), and the Apple-runtime behaviours the real libraries rely on, spelled for
// GCC's libobjc + GNUstep Base.
#pragma once
#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <objc/message.h>
#include "ThirdPartyFixtures.h"

extern void __objc_update_dispatch_table_for_class(Class);
extern IMP (*__objc_msg_forward2)(id receiver, SEL sel);

void tp_log_line(NSString *line);

/// A name a library registers or builds at run time (a class, a selector prefix or
/// suffix), as a vendored copy of it would: `TP_VENDOR_PREFIX` in the environment
/// goes in front (`AspectsContainer` -> `VNDAspectsContainer`, `sa_` -> `VNDsa_`).
/// Traceless must be as safe with a copy it cannot know by name.
NSString *tp_vendored(NSString *name);

/// Asking a class anything installs its dispatch table (GCC installs it on the
/// first message; before that, method_setImplementation can write into a table
/// shared by every such class).
void tp_prepare_class(Class cls);
/// The method `cls` itself defines (not inherited), by selector name.
Method tp_own_method(Class cls, SEL sel);
/// class_getInstanceMethod that also works on a class under construction (GCC's
/// crashes there).
Method tp_instance_method(Class cls, SEL sel);
/// The type spelling the runtime already has for this selector name, if equal.
const char *tp_canonical_types(SEL sel, const char *types);
/// class_addMethod, then refresh dispatch tables (subclasses included).
BOOL tp_add_method(Class cls, SEL sel, IMP imp, const char *types);
/// Apple's class_replaceMethod: replaces the class's own method (returning the
/// old IMP) or ADDS one when the class only inherits it (returning NULL).
IMP tp_replace_method(Class cls, SEL sel, IMP imp, const char *types);
/// method_setImplementation + dispatch-table refresh of the defining class and
/// its subclasses (GCC only refreshes the defining class).
IMP tp_method_set_implementation(Class definingClass, Method method, IMP imp);
/// method_exchangeImplementations + dispatch-table refresh.
void tp_method_exchange(Class cls, Method a, Method b);
/// GNU's `_objc_msgForward`: the GNUstep forwarding closure for the method's
/// types, kept alive for the process and remembered as a forwarding IMP.
IMP tp_forward_imp(SEL sel, const char *types);
/// The types of NSObject's -forwardInvocation: (one spelling for the selector).
const char *tp_forward_invocation_types(void);
/// Messaging helpers (GCC has no objc_msgSend).
#define TP_LOOKUP(receiver, sel) objc_msg_lookup((receiver), (sel))
IMP tp_super_lookup(id receiver, Class superclass, SEL sel);

/// Associated objects, emulated: a table keyed by object address. Values are
/// retained. Cleared by the fixture classes' -dealloc and by tp_associations_clear.
id tp_assoc_get(id object, NSString *key);
void tp_assoc_set(id object, NSString *key, id value);

/// Block-less per-value IMPs come from fixed tables of generated functions.
#define TP_SLOT_COUNT 64
/// An IMP for `-class`/`+class` that returns `value` (one function per value).
IMP tp_class_returning_imp(Class value);
