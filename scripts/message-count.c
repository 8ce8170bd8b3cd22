// Counts the messages a process sends, by receiver class and selector: an
// LD_PRELOAD stand-in for GNU libobjc's objc_msg_lookup that notes each lookup and
// hands it on. Used by scripts/message-count.sh to tell what a tracked tap sends
// beyond an untracked one. Single-threaded counting: a measurement aid, not a tool
// for a running app.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef void *id;
typedef void *SEL;
typedef void *(*IMP)(void);
extern const char *sel_getName(SEL);
extern const char *object_getClassName(id);

#define SLOTS 65536
static struct { const char *selector, *cls; unsigned long count; } table[SLOTS];
static int counting = 1;

static void note(id receiver, SEL selector) {
    const char *name = sel_getName(selector);
    const char *cls = receiver ? object_getClassName(receiver) : "nil";
    uintptr_t slot = ((uintptr_t)name * 31 + (uintptr_t)cls) % SLOTS;
    while (table[slot].selector && (table[slot].selector != name || table[slot].cls != cls)) slot = (slot + 1) % SLOTS;
    table[slot].selector = name;
    table[slot].cls = cls;
    table[slot].count++;
}

IMP objc_msg_lookup(id receiver, SEL selector) {
    static IMP (*next)(id, SEL);
    if (!next) next = (IMP (*)(id, SEL))dlsym(RTLD_NEXT, "objc_msg_lookup");
    // The names are read with messages of their own: not counted.
    if (counting) { counting = 0; note(receiver, selector); counting = 1; }
    return next(receiver, selector);
}

__attribute__((destructor)) static void write_counts(void) {
    const char *path = getenv("MESSAGE_COUNT_OUT");
    FILE *out = path ? fopen(path, "w") : NULL;
    if (!out) return;
    for (int i = 0; i < SLOTS; i++)
        if (table[i].selector) fprintf(out, "%lu\t%s\t%s\n", table[i].count, table[i].cls, table[i].selector);
    fclose(out);
}
