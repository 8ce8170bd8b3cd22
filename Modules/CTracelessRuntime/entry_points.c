// Entry points made on demand: the same contract as the static trampolines, with no
// fixed number of them. Memory comes in chunks of two equal regions, code then data.
// Every stub in the code region is the same few instructions: they take the address
// of the data slot at the same offset in the data region (so the displacement is one
// constant) into a scratch register that carries no argument, and jump through that
// slot to one common entry. The common entry spills the word arguments into an array
// on its own stack and calls the slot's function with the slot's context.
//
// Because every stub is identical, a code region is written once, whole, while it is
// still only RW, and then made RX for good: making an entry point only fills a data
// slot. No page is ever writable and executable, and no page that has been executable
// is written again, so no other thread can fetch stale instructions.
#define _DEFAULT_SOURCE 1 // MAP_ANONYMOUS under strict -std modes
#include "CTracelessRuntime.h"

#if defined(__linux__) && !defined(__ILP32__) && (defined(__x86_64__) || defined(__aarch64__))
#define TL_ENTRY_POINTS 1
#else
#define TL_ENTRY_POINTS 0
#endif

#if TL_ENTRY_POINTS
#include <pthread.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

// Defined in trampolines.c; read on every call, as the static trampolines do, so an
// entry point made before the dispatcher is installed still reaches it.
extern tl_dispatch_fn tl_made_entry_dispatcher __attribute__((visibility("hidden")));

// Defined in the assembly below. Reached from the stubs with the data slot's address
// in r11 (x86_64) or x9 (aarch64): registers the calling conventions leave as scratch
// at a call and never use for an argument.
extern void tl_entry_common(void) __attribute__((visibility("hidden")));

// The common entry reads `context` at offset 0 and `fn` at offset 8; the stubs jump
// through `common` at offset 16.
typedef struct {
    void *context;
    tl_dispatch_fn fn;
    void (*common)(void);
    void *unused;
} tl_entry_slot;

#define STUB_SIZE 32
_Static_assert(sizeof(tl_entry_slot) == STUB_SIZE, "a code stub and its data slot share one stride");

#if defined(__x86_64__)
// SysV: self=rdi, cmd=rsi, a0..a3=rdx,rcx,r8,r9, a4,a5 at [rsp+8],[rsp+16] on entry.
// Reading a4 and a5 when the caller passed fewer reads its own frame: harmless.
// endbr64 is spelled as bytes for old assemblers; it lets an IBT-enforcing CPU accept
// the stubs' indirect jump, and is a no-op elsewhere.
__asm__(
    ".pushsection .text\n"
    ".p2align 4\n"
    ".globl tl_entry_common\n"
    ".hidden tl_entry_common\n"
    ".type tl_entry_common, %function\n"
    "tl_entry_common:\n"
    ".cfi_startproc\n"
    "  .byte 0xf3, 0x0f, 0x1e, 0xfa\n"
    "  pushq %rbp\n"
    "  .cfi_def_cfa_offset 16\n"
    "  .cfi_offset %rbp, -16\n"
    "  movq %rsp, %rbp\n"
    "  .cfi_def_cfa_register %rbp\n"
    "  subq $48, %rsp\n"              // args[6]; rsp stays 16-byte aligned for the call
    "  movq %rdx, 0(%rsp)\n"
    "  movq %rcx, 8(%rsp)\n"
    "  movq %r8, 16(%rsp)\n"
    "  movq %r9, 24(%rsp)\n"
    "  movq 16(%rbp), %rax\n"
    "  movq %rax, 32(%rsp)\n"
    "  movq 24(%rbp), %rax\n"
    "  movq %rax, 40(%rsp)\n"
    "  movq %rsi, %rdx\n"
    "  movq %rdi, %rsi\n"
    "  movq 0(%r11), %rdi\n"
    "  movq %rsp, %rcx\n"
    "  callq *8(%r11)\n"
    "  leave\n"
    "  .cfi_def_cfa %rsp, 8\n"
    "  ret\n"
    ".cfi_endproc\n"
    ".size tl_entry_common, .-tl_entry_common\n"
    ".popsection\n");

static void write_stub(unsigned char *code, size_t region) {
    // lea (region - 7)(%rip), %r11 ; jmp *16(%r11) ; int3 padding
    int32_t disp = (int32_t)(region - 7);
    unsigned char stub[11] = {0x4c, 0x8d, 0x1d, 0, 0, 0, 0, 0x41, 0xff, 0x63, 0x10};
    memcpy(stub + 3, &disp, 4);
    memset(code, 0xcc, STUB_SIZE);
    memcpy(code, stub, sizeof stub);
}
#elif defined(__aarch64__)
// AAPCS64: self=x0, cmd=x1, a0..a5=x2..x7. x8 (indirect result) and x16/x17 (which
// veneers and PLT stubs may clobber) are left alone. `bti jc` (hint #38) lets a
// BTI-guarded image accept the stubs' `br x10`; it is a no-op elsewhere.
__asm__(
    ".pushsection .text\n"
    ".p2align 4\n"
    ".globl tl_entry_common\n"
    ".hidden tl_entry_common\n"
    ".type tl_entry_common, %function\n"
    "tl_entry_common:\n"
    ".cfi_startproc\n"
    "  hint #38\n"
    "  stp x29, x30, [sp, #-64]!\n"   // frame record + args[6], 16-byte aligned
    "  .cfi_def_cfa_offset 64\n"
    "  .cfi_offset x29, -64\n"
    "  .cfi_offset x30, -56\n"
    "  mov x29, sp\n"
    "  stp x2, x3, [sp, #16]\n"
    "  stp x4, x5, [sp, #32]\n"
    "  stp x6, x7, [sp, #48]\n"
    "  mov x2, x1\n"
    "  mov x1, x0\n"
    "  ldp x0, x10, [x9]\n"
    "  add x3, sp, #16\n"
    "  blr x10\n"
    "  ldp x29, x30, [sp], #64\n"
    "  .cfi_def_cfa_offset 0\n"
    "  .cfi_restore x29\n"
    "  .cfi_restore x30\n"
    "  ret\n"
    ".cfi_endproc\n"
    ".size tl_entry_common, .-tl_entry_common\n"
    ".popsection\n");

static void write_stub(unsigned char *code, size_t region) {
    // adr x9, #region ; ldr x10, [x9, #16] ; br x10 ; brk #0 padding
    uint32_t imm = (uint32_t)region;
    uint32_t adr = ((imm & 3) << 29) | (0x10u << 24) | (((imm >> 2) & 0x7ffff) << 5) | 9;
    uint32_t stub[STUB_SIZE / 4] = {adr, 0xf940092a, 0xd61f0140, 0xd4200000,
                                    0xd4200000, 0xd4200000, 0xd4200000, 0xd4200000};
    memcpy(code, stub, sizeof stub);
}
#endif

static uintptr_t through_dispatcher(void *context, tl_id self, tl_sel cmd, const uintptr_t *args) {
    return tl_made_entry_dispatcher(context, self, cmd, args);
}

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static size_t region_size;     // bytes of code, and of data, per chunk; set once
static unsigned char *chunk;   // code region of the chunk being filled
static size_t next_stub;       // its first unused stub

// 64 KiB regions keep the number of mappings low (each chunk is two), and stay far
// inside the reach of both stubs' PC-relative addressing (aarch64 adr: 1 MiB).
static bool set_up_region_size(void) {
    if (region_size) return true;
    long page = sysconf(_SC_PAGESIZE);
    if (page <= 0 || page > (1 << 19) || (page & (page - 1))) return false;
    region_size = (size_t)page > 65536 ? (size_t)page : 65536;
    return true;
}

static bool add_chunk(void) {
    if (!set_up_region_size()) return false;
    void *memory = mmap(NULL, 2 * region_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) return false;
    unsigned char *code = memory;
    for (size_t offset = 0; offset < region_size; offset += STUB_SIZE) write_stub(code + offset, region_size);
    __builtin___clear_cache((char *)code, (char *)code + region_size);
    if (mprotect(code, region_size, PROT_READ | PROT_EXEC) != 0) {
        munmap(memory, 2 * region_size);
        return false;
    }
    chunk = code;
    next_stub = 0;
    return true;
}

bool tl_entry_points_available(void) {
    pthread_mutex_lock(&lock);
    bool ok = chunk != NULL || add_chunk();
    pthread_mutex_unlock(&lock);
    return ok;
}

tl_imp tl_entry_point_make_with_target(void *context, tl_dispatch_fn fn) {
    if (fn == NULL) return NULL;
    pthread_mutex_lock(&lock);
    unsigned char *code = NULL;
    if ((chunk != NULL && next_stub < region_size / STUB_SIZE) || add_chunk()) {
        code = chunk + next_stub++ * STUB_SIZE;
        tl_entry_slot *slot = (tl_entry_slot *)(code + region_size);
        slot->context = context;
        slot->fn = fn;
        slot->common = tl_entry_common;
    }
    pthread_mutex_unlock(&lock);
    return code;
}

tl_imp tl_entry_point_make(void *context) { return tl_entry_point_make_with_target(context, through_dispatcher); }

void tl_entry_point_set_context(tl_imp entry, void *context) {
    if (entry == NULL) return;
    tl_entry_slot *slot = (tl_entry_slot *)((unsigned char *)entry + region_size);
    __atomic_store_n(&slot->context, context, __ATOMIC_RELEASE);
}

#else
// Elsewhere callers fall back to the static trampolines. On Apple platforms
// imp_implementationWithBlock would give IMPs on demand, but its blocks never see the
// caller's _cmd, which the dispatcher needs; and iOS refuses executable mappings.
bool tl_entry_points_available(void) { return false; }
tl_imp tl_entry_point_make_with_target(void *context, tl_dispatch_fn fn) { (void)context; (void)fn; return NULL; }
tl_imp tl_entry_point_make(void *context) { (void)context; return NULL; }
void tl_entry_point_set_context(tl_imp entry, void *context) { (void)entry; (void)context; }
#endif
