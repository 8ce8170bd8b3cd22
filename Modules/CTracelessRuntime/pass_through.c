// Pass-through entry point: a message an object of a built class (a delegate proxy)
// does not handle itself goes on, as the very same call, to the object it stands for.
//
// The entry point saves every argument register, asks tl_pass_through_resolve for the
// object behind the receiver and the IMP a message to it would run now (a message send:
// a method the target gains or changes later is seen on its next call), restores the
// registers with the receiver replaced, and jumps to that IMP. Its frame is gone when
// the IMP runs, so the IMP returns straight to the caller, whatever its return type
// and however many arguments the caller pushed on the stack: one entry point serves
// every signature but those that return through a hidden pointer (which moves the
// receiver to the second register); tl_pass_through_types tells those apart.
//
// No NSInvocation, no method signature, no libffi closure: GNUstep's forwarding builds
// all three on every call, and (GCC's libobjc) never asks -forwardingTargetForSelector:
// before it does.
#include "CTracelessRuntime.h"
#include <stdlib.h>
#include <string.h>

#if defined(__linux__) && defined(__x86_64__) && !defined(__ILP32__) && !defined(__APPLE__)
#define TL_PASS_THROUGH 1
#else
#define TL_PASS_THROUGH 0
#endif

// Where the built class keeps its target: written once, when the class is built,
// before any instance exists (and the same for every later build: one class).
ptrdiff_t tl_pass_through_target_offset = -1;

void tl_pass_through_set_target_offset(ptrdiff_t offset) { __atomic_store_n(&tl_pass_through_target_offset, offset, __ATOMIC_RELEASE); }

void tl_pass_through_set_target(tl_id object, tl_id target) {
    tl_id *slot = tl_pass_through_slot(object);
    if (slot) __atomic_store_n(slot, target, __ATOMIC_RELEASE);
}

// The selector a pass-through object answers YES to itself, and the one it asks its
// target with. Written once, when the class is built, before any instance exists.
static tl_sel marker_selector;
static tl_sel responds_selector;

void tl_pass_through_set_marker(tl_sel marker) {
    __atomic_store_n(&responds_selector, tl_sel_register("respondsToSelector:"), __ATOMIC_RELEASE);
    __atomic_store_n(&marker_selector, marker, __ATOMIC_RELEASE);
}

// UIKit asks a new delegate about every optional method it may send (some thirty for
// a table): each question is one lookup and one send here, in C.
static unsigned char pass_through_responds(tl_id self, tl_sel cmd, tl_sel sel) {
    (void)cmd;
    tl_sel marker = __atomic_load_n(&marker_selector, __ATOMIC_ACQUIRE);
    if (!sel) return 0;
    if (marker && tl_sel_same(sel, marker)) return 1;
    tl_id target = tl_pass_through_target(self);
    tl_sel responds = __atomic_load_n(&responds_selector, __ATOMIC_ACQUIRE);
    if (!target || !responds) return 0;
    tl_imp imp = tl_msg_lookup(target, responds);
    return imp && ((unsigned char (*)(tl_id, tl_sel, tl_sel))imp)(target, responds, sel) ? 1 : 0;
}

tl_imp tl_pass_through_responds_imp(void) { return (tl_imp)pass_through_responds; }

#if defined(__APPLE__)
#include <objc/runtime.h>
bool tl_object_has_method(tl_id object, tl_sel sel) { return object && class_respondsToSelector(object_getClass((id)object), (SEL)sel); }
#else
extern bool class_respondsToSelector(void *cls, void *sel);
bool tl_object_has_method(tl_id object, tl_sel sel) { return object && class_respondsToSelector(*(void **)object, sel); }
#endif

#if TL_PASS_THROUGH
typedef struct {
    tl_imp imp;
    tl_id receiver;
} tl_hop;

extern void tl_pass_through_entry(void) __attribute__((visibility("hidden")));
extern void tl_pass_through_nothing(void) __attribute__((visibility("hidden")));

// Returned in rax:rdx. A target gone (its delegate deallocated): a call that returns
// zero in every return register, as a message to nil does.
__attribute__((visibility("hidden"), used))
tl_hop tl_pass_through_resolve(tl_id self, tl_sel cmd) {
    tl_id target = tl_pass_through_target(self);
    tl_imp imp = target ? tl_msg_lookup(target, cmd) : NULL;
    if (!imp) return (tl_hop){(tl_imp)tl_pass_through_nothing, self};
    return (tl_hop){imp, target};
}

// SysV: self=rdi, cmd=rsi, integer arguments rdx,rcx,r8,r9, floating-point ones
// xmm0-7, rax = vector registers used by a variadic call, the rest on the stack
// above the return address (left untouched). endbr64 spelled as bytes, as in
// entry_points.c.
__asm__(
    ".pushsection .text\n"
    ".p2align 4\n"
    ".globl tl_pass_through_entry\n"
    ".hidden tl_pass_through_entry\n"
    ".type tl_pass_through_entry, %function\n"
    "tl_pass_through_entry:\n"
    ".cfi_startproc\n"
    "  .byte 0xf3, 0x0f, 0x1e, 0xfa\n"
    "  pushq %rbp\n"
    "  .cfi_def_cfa_offset 16\n"
    "  .cfi_offset %rbp, -16\n"
    "  movq %rsp, %rbp\n"
    "  .cfi_def_cfa_register %rbp\n"
    "  subq $192, %rsp\n"
    "  movq %rsi, 8(%rsp)\n"
    "  movq %rdx, 16(%rsp)\n"
    "  movq %rcx, 24(%rsp)\n"
    "  movq %r8, 32(%rsp)\n"
    "  movq %r9, 40(%rsp)\n"
    "  movq %rax, 48(%rsp)\n"
    "  movaps %xmm0, 64(%rsp)\n"
    "  movaps %xmm1, 80(%rsp)\n"
    "  movaps %xmm2, 96(%rsp)\n"
    "  movaps %xmm3, 112(%rsp)\n"
    "  movaps %xmm4, 128(%rsp)\n"
    "  movaps %xmm5, 144(%rsp)\n"
    "  movaps %xmm6, 160(%rsp)\n"
    "  movaps %xmm7, 176(%rsp)\n"
    "  call tl_pass_through_resolve\n"
    "  movq %rax, %r11\n"
    "  movq %rdx, %rdi\n"
    "  movq 8(%rsp), %rsi\n"
    "  movq 16(%rsp), %rdx\n"
    "  movq 24(%rsp), %rcx\n"
    "  movq 32(%rsp), %r8\n"
    "  movq 40(%rsp), %r9\n"
    "  movq 48(%rsp), %rax\n"
    "  movaps 64(%rsp), %xmm0\n"
    "  movaps 80(%rsp), %xmm1\n"
    "  movaps 96(%rsp), %xmm2\n"
    "  movaps 112(%rsp), %xmm3\n"
    "  movaps 128(%rsp), %xmm4\n"
    "  movaps 144(%rsp), %xmm5\n"
    "  movaps 160(%rsp), %xmm6\n"
    "  movaps 176(%rsp), %xmm7\n"
    "  leave\n"
    "  .cfi_def_cfa %rsp, 8\n"
    "  jmp *%r11\n"
    ".cfi_endproc\n"
    ".size tl_pass_through_entry, .-tl_pass_through_entry\n"
    "\n"
    ".p2align 4\n"
    ".globl tl_pass_through_nothing\n"
    ".hidden tl_pass_through_nothing\n"
    ".type tl_pass_through_nothing, %function\n"
    "tl_pass_through_nothing:\n"
    ".cfi_startproc\n"
    "  .byte 0xf3, 0x0f, 0x1e, 0xfa\n"
    "  xorl %eax, %eax\n"
    "  xorl %edx, %edx\n"
    "  xorps %xmm0, %xmm0\n"
    "  xorps %xmm1, %xmm1\n"
    "  ret\n"
    ".cfi_endproc\n"
    ".size tl_pass_through_nothing, .-tl_pass_through_nothing\n"
    ".popsection\n");

tl_imp tl_pass_through_imp(void) { return (tl_imp)tl_pass_through_entry; }

typedef void *RT_SEL;
extern RT_SEL *sel_copyTypedSelectorList(const char *name, unsigned int *count);
extern const char *sel_getTypeEncoding(RT_SEL sel);
extern const char *sel_getName(RT_SEL sel);
extern int objc_sizeof_type(const char *type);

static const char *skip_qualifiers(const char *type) {
    while (*type && strchr("rnNoORV", *type)) type++;
    return type;
}

// A struct of scalars only, 16 bytes at most: returned in rax/rdx/xmm0/xmm1 (SysV
// classifies each eightbyte). Anything else (nested, a union, a bit field, a long
// double) is left to forwarding rather than classified.
static bool small_scalar_struct(const char *type) {
    const char *fields = strchr(type, '=');
    if (!fields) return false;
    for (const char *field = fields + 1; *field != '}'; field++) {
        if (!*field || !strchr("cCsSiIlLqQBfd@#:*", *field)) return false;
    }
    int size = objc_sizeof_type(type);
    return size > 0 && size <= 16;
}

static bool returns_in_registers(const char *types) {
    const char *type = skip_qualifiers(types);
    switch (*type) {
    case 'v': case 'c': case 'C': case 's': case 'S': case 'i': case 'I': case 'l': case 'L':
    case 'q': case 'Q': case 'B': case '@': case '#': case ':': case '*': case '^': case 'f': case 'd':
        return true;
    case '{':
        return small_scalar_struct(type);
    default:
        return false;
    }
}

// One of the runtime's own spellings of the selector's types (so adding the method
// registers no new typed variant), when every spelling registered for the name
// returns in registers. NULL when the name has no types yet or one of them returns
// through memory: such a selector keeps going through forwarding.
const char *tl_pass_through_types(tl_sel sel) {
    if (!sel) return NULL;
    unsigned int count = 0;
    RT_SEL *list = sel_copyTypedSelectorList(sel_getName((RT_SEL)sel), &count);
    const char *chosen = NULL;
    bool fits = count > 0;
    for (unsigned int i = 0; i < count && fits; i++) {
        const char *types = sel_getTypeEncoding(list[i]);
        if (!types) continue;
        if (!returns_in_registers(types)) fits = false;
        else if (!chosen) chosen = types;
    }
    free(list);
    return fits ? chosen : NULL;
}
#else
// Elsewhere: Apple's runtime asks -forwardingTargetForSelector: before it builds an
// invocation, which is the same hop; other architectures forward as before.
tl_imp tl_pass_through_imp(void) { return NULL; }
const char *tl_pass_through_types(tl_sel sel) { (void)sel; return NULL; }
#endif
