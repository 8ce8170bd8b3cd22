// The side table's -dealloc entry point on the root classes (GNU runtime, which has no
// associated objects). Every object of the process passes through it when it goes,
// and almost none has anything in the table: the table's filter is read here, and
// only an object it may hold calls into Swift. The original then runs under
// `dealloc`, whatever selector reached us (a method exchanger calls us under its own).
#include "CTracelessRuntime.h"

#define TL_DEALLOC_ROOTS 4

static const unsigned char *gate_filter;
static void (*gate_host)(tl_id);
static tl_sel gate_selector;
static tl_imp gate_originals[TL_DEALLOC_ROOTS];
static unsigned gate_roots;

#define GATE(N)                                                                        \
    static void gate_##N(tl_id self, tl_sel cmd) {                                     \
        (void)cmd;                                                                     \
        const unsigned char *filter = __atomic_load_n(&gate_filter, __ATOMIC_ACQUIRE); \
        if (filter && tl_atomic_load_uchar(filter + tl_side_table_slot(self)) != 0)    \
            gate_host(self);                                                           \
        tl_imp original = __atomic_load_n(&gate_originals[N], __ATOMIC_ACQUIRE);       \
        ((void (*)(tl_id, tl_sel))original)(self, gate_selector);                      \
    }
GATE(0) GATE(1) GATE(2) GATE(3)
static void (*const gates[TL_DEALLOC_ROOTS])(tl_id, tl_sel) = {gate_0, gate_1, gate_2, gate_3};

bool tl_dealloc_gate_install(tl_class cls, const unsigned char *filter, void (*host)(tl_id)) {
    if (!cls || !filter || !host || gate_roots >= TL_DEALLOC_ROOTS) return false;
    tl_sel selector = tl_sel_register("dealloc");
    tl_method method = tl_class_get_own_method(cls, selector);
    tl_imp current = method ? tl_method_get_implementation(method) : NULL;
    if (!current) return false;
    unsigned index = gate_roots++;
    // Everything a gate reads is in place before the gate is.
    gate_selector = selector;
    gate_host = host;
    __atomic_store_n(&gate_originals[index], current, __ATOMIC_RELEASE);
    __atomic_store_n(&gate_filter, filter, __ATOMIC_RELEASE);
    tl_imp previous = tl_class_replace_method(cls, selector, (tl_imp)gates[index], "v@:");
    // Changed between our read and our install: the one we replaced is the original.
    if (previous && previous != current) __atomic_store_n(&gate_originals[index], previous, __ATOMIC_RELEASE);
    return true;
}
