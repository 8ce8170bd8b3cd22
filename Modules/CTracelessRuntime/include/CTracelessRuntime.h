// The few runtime entry points Traceless needs, declared with opaque types so that
// the library builds without Objective-C flags on both Apple's runtime and the GNU
// runtime (GCC's libobjc + GNUstep Base). Where the two runtimes differ, the
// difference is resolved in shim.c, but for the few reads every hooked call makes
// (an object's class, a message lookup), which are inline here on the GNU runtime.
#pragma once
#ifdef __cplusplus
extern "C" {
#endif
#include <stdint.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct tl_object_s *tl_id;
typedef struct tl_selector_s *tl_sel;
typedef struct tl_class_s *tl_class;
typedef struct tl_method_s *tl_method;
/// An IMP, as an untyped code pointer; callers cast it to the real signature.
typedef void *tl_imp;

// MARK: Which runtime
bool tl_runtime_is_gnu(void);

// MARK: Classes
tl_class tl_class_lookup(const char *name);
#if defined(__APPLE__)
tl_class tl_object_get_class(tl_id object);
#else
/// Inline on the GNU runtime, where the class is the object's first word (GCC's own
/// object_getClass is an inline read of it): every hooked delegate message and
/// every view a capture reads asks it, and a call would cost as much as the read.
static inline tl_class tl_object_get_class(tl_id object) { return object ? *(tl_class *)object : (tl_class)0; }
#endif
tl_class tl_object_set_class(tl_id object, tl_class cls);
tl_class tl_class_get_superclass(tl_class cls);
tl_class tl_class_get_metaclass(tl_class cls);
const char *tl_class_get_name(tl_class cls);
bool tl_class_is_metaclass(tl_class cls);
size_t tl_class_get_instance_size(tl_class cls);
tl_class tl_class_allocate_pair(tl_class superclass, const char *name, size_t extra);
void tl_class_register_pair(tl_class cls);
/// Makes sure the runtime's dispatch table for `cls` (and its metaclass) is built.
/// GNU only; see shim.c for why it matters.
void tl_class_prepare(tl_class cls);
bool tl_class_add_ivar(tl_class cls, const char *name, size_t size, uint8_t alignment_log2, const char *types);
/// Byte offset of an instance variable, or -1 when the class has none of that name.
ptrdiff_t tl_class_ivar_offset(tl_class cls, const char *name);
// The instance variable's type encoding (searching superclasses), NULL when there is none.
const char *tl_class_ivar_type(tl_class cls, const char *name);

// MARK: Selectors (compared by name: the GNU runtime has typed selectors)
tl_sel tl_sel_register(const char *name);
const char *tl_sel_get_name(tl_sel sel);
bool tl_sel_equal(tl_sel a, tl_sel b);
/// What `tl_sel_same` compares, for a selector known not to be NULL: the selector on
/// Apple's runtime (unique per name); on the GNU runtime's, whose typed selectors of
/// one name share their first word, that word: the name's index in its selector table.
static inline const void *tl_sel_key(tl_sel sel) {
#if defined(__APPLE__)
    return sel;
#else
    return *(void *const *)sel;
#endif
}

/// `tl_sel_equal` without a string compare, for the call path.
static inline bool tl_sel_same(tl_sel a, tl_sel b) {
    return a == b || (a && b && tl_sel_key(a) == tl_sel_key(b));
}

// MARK: Methods
tl_method tl_class_get_instance_method(tl_class cls, tl_sel sel);
/// The method defined by `cls` itself (not inherited), or NULL.
tl_method tl_class_get_own_method(tl_class cls, tl_sel sel);
tl_imp tl_class_get_method_implementation(tl_class cls, tl_sel sel);
/// The IMP `cls` gives `sel` for `receiver` through the dispatch table: the super
/// send a hook makes to reach an inherited original, on every call.
tl_imp tl_super_lookup(tl_id receiver, tl_class cls, tl_sel sel);
tl_imp tl_method_get_implementation(tl_method method);
const char *tl_method_get_type_encoding(tl_method method);
bool tl_class_add_method(tl_class cls, tl_sel sel, tl_imp imp, const char *types);
tl_imp tl_class_replace_method(tl_class cls, tl_sel sel, tl_imp imp, const char *types);
/// Names of the methods a class defines itself; `count` receives the number. Free with `free`.
const char **tl_class_copy_method_names(tl_class cls, unsigned int *count);
/// The path of the binary image that defines `cls` (Apple: `class_getImageName`), or
/// NULL where the runtime does not say (GNU).
const char *tl_class_get_image_name(tl_class cls);
// Every registered class (malloc'd; the caller frees it).
tl_class *tl_copy_class_list(unsigned int *count);

// MARK: Messaging
/// The IMP a message `sel` to `receiver` would run (the forwarder if none).
#if defined(__APPLE__)
tl_imp tl_msg_lookup(tl_id receiver, tl_sel sel);
#else
/// The message send's own lookup, called straight from the hot paths.
extern void *objc_msg_lookup(void *receiver, void *sel);
static inline tl_imp tl_msg_lookup(tl_id receiver, tl_sel sel) { return objc_msg_lookup(receiver, sel); }
#endif
/// The IMP that makes the runtime forward `sel` through `-forwardInvocation:`,
/// for a method whose type encoding is `types`.
tl_imp tl_forwarding_imp(tl_sel sel, const char *types);

/// The forwarding IMP for a message `sel` to `receiver`, built from the selector's
/// own types (the caller's `_cmd`): for calling through to a method the class
/// answers only by forwarding, whatever spellings of its types others registered.
tl_imp tl_forwarder_for(tl_id receiver, tl_sel sel);
/// Whether the runtime can forward messages through `-forwardInvocation:`.
bool tl_forwarding_available(void);
/// Runs `imp` with the arguments an NSInvocation holds, as `-invokeWithTarget:`
/// would with `target` and `cmd` (the invocation then owns the object it returns).
/// Returns false where the runtime offers no such call (Apple: use an alias selector).
bool tl_invocation_invoke_imp(tl_id invocation, tl_id target, tl_sel cmd, tl_imp imp);

// MARK: Associated objects (Apple's runtime only; the GNU runtime has none)
bool tl_associations_supported(void);
void tl_set_associated(tl_id object, const void *key, tl_id value, bool retain);
tl_id tl_get_associated(tl_id object, const void *key);

// MARK: Atomics (hook tables are read without a lock)
static inline void *tl_atomic_load_ptr(void *const *slot) { return __atomic_load_n(slot, __ATOMIC_ACQUIRE); }
static inline void tl_atomic_store_ptr(void **slot, void *value) { __atomic_store_n(slot, value, __ATOMIC_RELEASE); }
static inline long tl_atomic_load_long(const long *slot) { return __atomic_load_n(slot, __ATOMIC_ACQUIRE); }
static inline void tl_atomic_store_long(long *slot, long value) { __atomic_store_n(slot, value, __ATOMIC_RELEASE); }
static inline long tl_atomic_add_long(long *slot, long delta) { return __atomic_add_fetch(slot, delta, __ATOMIC_RELAXED); }
static inline unsigned char tl_atomic_load_uchar(const unsigned char *slot) { return __atomic_load_n(slot, __ATOMIC_ACQUIRE); }
static inline void tl_atomic_store_uchar(unsigned char *slot, unsigned char value) { __atomic_store_n(slot, value, __ATOMIC_RELEASE); }

// MARK: The side table's -dealloc gate (GNU runtime)
/// The side table's filter slot of an object (objects are 16-byte aligned: the low
/// bits carry nothing). 64K slots.
static inline size_t tl_side_table_slot(const void *object) {
    return (size_t)((((uint64_t)(uintptr_t)object >> 4) * 0x9E3779B97F4A7C15ull) >> 48);
}
/// Puts an entry point on `cls`'s own -dealloc that calls `host` first for an object
/// whose slot in `filter` is not zero, then the original. Up to four classes; false
/// when `cls` has no -dealloc of its own or there is no room.
bool tl_dealloc_gate_install(tl_class cls, const unsigned char *filter, void (*host)(tl_id));

// MARK: Trampolines
/// A hooked method's entry point receives its arguments as integer-class words
/// (pointers, integers, BOOL, SEL): both supported ABIs pass those in the same
/// registers whatever their declared C type, so one trampoline per arity serves
/// every such signature. Each trampoline carries a slot index, and so a context.
typedef uintptr_t (*tl_dispatch_fn)(void *context, tl_id self, tl_sel cmd, const uintptr_t *args);
/// What a trampoline's function returns: the call's result, or, in `then`, the
/// implementation the trampoline is to tail-call with the caller's own arguments (the
/// original, when it is all that is left of the call). `value` is ignored when `then`
/// is not NULL.
typedef struct { uintptr_t value; tl_imp then; } tl_trampoline_result;
typedef tl_trampoline_result (*tl_trampoline_fn)(void *context, tl_id self, tl_sel cmd, const uintptr_t *args);
#define TL_MAX_ARITY 6
#define TL_SLOTS_PER_ARITY 512
/// Installs the function every trampoline calls, and the one every entry point made on
/// demand calls (which runs the whole call itself). Call once, before the first slot
/// is used.
void tl_trampoline_set_dispatcher(tl_trampoline_fn fn, tl_dispatch_fn made);
/// The trampoline IMP for (arity, slot); NULL when out of range.
tl_imp tl_trampoline_imp(unsigned arity, unsigned slot);
void tl_trampoline_set_context(unsigned arity, unsigned slot, void *context);

// MARK: Entry points made on demand
/// IMPs like the trampolines above, made one at a time and limited by memory only:
/// for when a hook table outgrows TL_SLOTS_PER_ARITY. One entry point serves every
/// arity 0...TL_MAX_ARITY: called as `uintptr_t f(tl_id self, tl_sel cmd, W a0, ...)`
/// with up to six words, it calls its function with (context, self, cmd, args), where
/// args[i] is the i-th word (args always has TL_MAX_ARITY elements; those past the
/// caller's arity are meaningless), and returns that function's result.
/// Each call returns a new IMP; none is ever freed or handed out twice.
/// Available on x86_64 and aarch64 Linux; elsewhere (Apple included) the makers return
/// NULL and callers fall back to the static trampolines.
///
/// Whether this process can make entry points (supported platform, and the system
/// grants executable memory). Cheap after the first call.
bool tl_entry_points_available(void);
/// An entry point that calls the `made` dispatcher installed with
/// tl_trampoline_set_dispatcher (read on every call, as the trampolines do). NULL when none can be made.
tl_imp tl_entry_point_make(void *context);
/// An entry point that calls `fn` instead of the installed dispatcher: lets tests (and
/// anything else with its own dispatch) use entry points without touching the
/// process-wide dispatcher. NULL when none can be made, or `fn` is NULL.
tl_imp tl_entry_point_make_with_target(void *context, tl_dispatch_fn fn);
/// Replaces the context of an entry point made by the functions above (atomic store,
/// like tl_trampoline_set_context).
void tl_entry_point_set_context(tl_imp entry, void *context);

// MARK: Forwarding entry points (GNU runtime)
/// One hooked method's entry point for a signature the trampolines cannot carry
/// (structs, floating point): called with the method's own signature, it calls the
/// forwarding dispatcher with its context, the receiver, `_cmd` and an NSInvocation
/// that holds the caller's arguments in a frame of its own (no other call shares
/// it), then returns to the caller the value the invocation holds (zero if none).
typedef void (*tl_forward_fn)(void *context, tl_id self, tl_sel cmd, tl_id invocation);
typedef struct tl_forwarding_entry_s *tl_forwarding_entry;
/// Installs the function every forwarding entry point calls. Call once, before the
/// first entry point is made.
void tl_forwarding_set_dispatcher(tl_forward_fn fn);
/// An entry point for methods of type `types`, kept for the life of the process.
/// NULL where this runtime has none (Apple: forward through `_objc_msgForward` and
/// `-forwardInvocation:`), or the types cannot be read.
tl_forwarding_entry tl_forwarding_entry_make(const char *types, void *context);
tl_imp tl_forwarding_entry_imp(tl_forwarding_entry entry);
/// Replaces the entry point's context (atomic store).
void tl_forwarding_entry_set_context(tl_forwarding_entry entry, void *context);

/// Calls `imp` with integer-class words (see above).
/// Inline: every hooked call runs its original through it.
static inline uintptr_t tl_call_words(tl_imp imp, tl_id self, tl_sel cmd, unsigned arity, const uintptr_t *a) {
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
/// `tl_call_words` for up to 4 arguments that stops any exception the method
/// raises: false when it raised (or `arity` is above 4), else true with `*result` set.
bool tl_call_words_guarded(tl_imp imp, tl_id self, tl_sel cmd, unsigned arity, const uintptr_t *args, uintptr_t *result);

/// A point and a rectangle as UIKit's CGPoint and CGRect lay them out (CGFloat is a
/// double on every 64-bit platform Traceless runs on).
typedef struct { double x, y; } tl_point;
typedef struct { double x, y, width, height; } tl_rect;
/// Calls a method returning a CGPoint with one object argument (`-[UITouch
/// locationInView:]`), stopping any exception: false when it raised.
bool tl_call_point_guarded(tl_imp imp, tl_id self, tl_sel cmd, uintptr_t argument, tl_point *result);
/// Calls a method returning a double with no argument (`-[UITouch timestamp]`),
/// stopping any exception: false when it raised.
bool tl_call_double_guarded(tl_imp imp, tl_id self, tl_sel cmd, double *result);
/// Calls a method returning a CGRect with no argument (`-bounds`), stopping any
/// exception: false when it raised.
bool tl_call_rect_guarded(tl_imp imp, tl_id self, tl_sel cmd, tl_rect *result);

// MARK: Pass-through (a proxy's messages that go on to its target as they are)
/// Where instances of the one class that uses pass-through keep their target (an
/// unretained object pointer). Set once, when that class is built.
void tl_pass_through_set_target_offset(ptrdiff_t offset);
/// Read only through the function below (-1 until the class is built).
extern ptrdiff_t tl_pass_through_target_offset;
/// Where an instance keeps its target; NULL for nil or before the class is built.
static inline tl_id *tl_pass_through_slot(tl_id object) {
    ptrdiff_t offset = __atomic_load_n(&tl_pass_through_target_offset, __ATOMIC_ACQUIRE);
    return object && offset >= 0 ? (tl_id *)((char *)object + offset) : (tl_id *)0;
}
/// The target an instance keeps (atomic load; NULL when it has none). Inline: every
/// watched message to a proxy reads it.
static inline tl_id tl_pass_through_target(tl_id object) {
    tl_id *slot = tl_pass_through_slot(object);
    return slot ? __atomic_load_n(slot, __ATOMIC_ACQUIRE) : (tl_id)0;
}
/// Whether `object`'s class has a method for `sel` (inherited or its own; no
/// forwarding, no `-respondsToSelector:` override): one dispatch-table lookup.
bool tl_object_has_method(tl_id object, tl_sel sel);
/// Sets (or clears, with NULL) an instance's target (atomic store).
void tl_pass_through_set_target(tl_id object, tl_id target);
/// The selector a pass-through object answers `-respondsToSelector:` YES to itself
/// (set once, with the class).
void tl_pass_through_set_marker(tl_sel marker);
/// A `-respondsToSelector:` for pass-through objects: YES for the marker, otherwise
/// what the target answers now (NO when it is gone).
tl_imp tl_pass_through_responds_imp(void);
/// An IMP that sends the very call it receives (any arguments) to the receiver's
/// target, looked up on every call, or returns zero when the target is gone. NULL
/// where this platform has none (then forward, or answer -forwardingTargetForSelector:).
tl_imp tl_pass_through_imp(void);
/// The types to add the pass-through IMP with for `sel`: one of the spellings the
/// runtime already has for the name (never a new typed variant). NULL when the IMP
/// cannot carry it (a return through memory, no types known, no IMP).
const char *tl_pass_through_types(tl_sel sel);

// MARK: Thread-local marks: "this view is notifying its delegate for a user action"
void tl_mark_push(const void *subject, unsigned kind);
/// False when there was no mark to pop.
bool tl_mark_pop(void);
/// Consumes the innermost unconsumed mark for (subject, kind) on this thread.
bool tl_mark_consume(const void *subject, unsigned kind);

// MARK: Thread-local recursion guard for the forwarding path
/// A per-thread stack of (object, selector name, class) frames currently executing.
bool tl_guard_contains(const void *object, const char *sel_name, const void *cls);
void tl_guard_push(const void *object, const char *sel_name, const void *cls);
void tl_guard_pop(void);

#ifdef __cplusplus
}
#endif
