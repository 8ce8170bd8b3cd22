// Objective-C targets and third-party-style hooks that the benchmarks measure.
#pragma once
#include <stdint.h>

/// Calls `-tick:` on `object` `count` times through the runtime's message lookup,
/// as compiled Objective-C would. Returns the object's tick count.
long bm_call_tick(void *object, long count);
/// A new instance of the named fixture class (+1).
void *bm_new(const char *className);
void bm_release(void *object);
/// The classic method_exchangeImplementations swizzle of -tick: (a tracking
/// prefix that calls through).
void bm_install_plain_swizzle(const char *className);
/// Aspects' design: -tick: goes to the forwarder, -forwardInvocation: runs the
/// hook and then the original through an aliased selector and NSInvocation.
void bm_install_aspects_style(const char *className);
/// Number of times the benchmark hooks ran (so the optimizer keeps them).
long bm_hook_count(void);
