// Business-like Objective-C classes for the runtime's tests, reachable from Swift
// through these C functions (Swift on Linux cannot import @interface).
#pragma once
#include <stdint.h>

/// A process-wide log of what fixture methods ran, as "Class.selector" lines.
void rf_log_reset(void);
int rf_log_count(const char *line);
int rf_log_total(void);
/// The `_cmd` name the last `-[RFCounter ping]` saw.
const char *rf_last_cmd(void);

/// Registers the fixture classes (forces +load-time work to have happened).
void rf_load(void);

/// A customer's own swizzle of -[cls ping]: replaces the IMP with one that logs
/// "swizzle.ping" and calls what it found. Returns 1 on success.
int rf_customer_swizzle_ping(void *cls);
/// Puts back what `rf_customer_swizzle_ping` found.
void rf_customer_unswizzle_ping(void *cls);

/// JSPatch-style: replaces -[cls forwardInvocation:] with one that answers
/// `dynamicMethod` (logging "jspatch.dynamicMethod") and passes every other
/// selector to what it found.
void rf_jspatch_install(void *cls);
