// Apple's Objective-C runtime types and the few functions <objc/objc.h> declares, as
// Apple documents them (Objective-C Runtime reference), for scripts/check-apple-branch.sh:
// the Apple side of Modules/CTracelessRuntime is type-checked against these on Linux.
// Declarations only; nothing links against them.
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// Strict dispatch prototypes (Xcode's "Enable Strict Checking of objc_msgSend Calls",
// on by default): IMP and objc_msgSend take no arguments until cast to the real type.
#ifndef OBJC_OLD_DISPATCH_PROTOTYPES
#define OBJC_OLD_DISPATCH_PROTOTYPES 0
#endif

typedef struct objc_class *Class;
struct objc_object {
    Class isa;
};
typedef struct objc_object *id;
typedef struct objc_selector *SEL;

#if !OBJC_OLD_DISPATCH_PROTOTYPES
typedef void (*IMP)(void);
#else
typedef id (*IMP)(id, SEL, ...);
#endif

// BOOL is C's bool on arm64 (and every iOS device); signed char on Intel Macs.
#if defined(__arm64__) || defined(__aarch64__)
typedef bool BOOL;
#else
typedef signed char BOOL;
#endif
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define Nil ((Class)0)
#define nil ((id)0)

const char *sel_getName(SEL sel);
SEL sel_registerName(const char *str);
const char *object_getClassName(id obj);
BOOL sel_isEqual(SEL lhs, SEL rhs);
