// Business-like Objective-C code for the TargetAction plugin's tests, behind a C
// interface (Swift on Linux cannot import @interface). What the business code does
// goes to one shared log, read as "entry, entry, ...".
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

void taf_log_reset(void);
// The log so far, entries joined by ", ". Valid until the next call.
const char *taf_log(void);

// A view controller of class "TAFCheckoutController" or "TAFCartController" (both
// subclasses of TAFController) with the title given. +1. Its actions log:
//   "tap"                                  (no argument)
//   "tapSender:<sender class>"             (sender)
//   "tapSender:event:<sender class>:<touches|nil>"  (sender, event)
//   "pay:<sender class>", "cancel:<sender class>", "toggle:<sender class>",
//   "dismiss:<sender class>"               (one action for a button and a gesture)
//   "close:<sender class>"                 (then releases the controller: the caller
//                                           gives its +1 up to it)
// and its dealloc logs "dealloc <class>".
HKObject taf_controller_new(const char *class_name, const char *title);
long taf_controller_dealloc_count(void);
// The controller retains `sender` (a control or recognizer) until it deallocates, as an
// outlet would; with `unregister`, its dealloc first removes itself from the sender's
// targets (every action, every event), as tidy business code does.
void taf_controller_keep(HKObject controller, HKObject sender, bool unregister);

// Business code calling its own action method directly (TA4).
void taf_call_action(HKObject target, const char *action, HKObject sender);

// A block-based helper's target, as `-[UIControl bk_addEventHandler:forControlEvents:]`
// (BlocksKit) makes one: an NSObject of class "TAFBlockTarget" holding a "block" (here a
// name) and registered with the action `invoke:`; invoking logs "block <name>". +1: the
// caller keeps it, as the helper's association on the control would.
HKObject taf_block_target_new(const char *name);

// [[UITapGestureRecognizer alloc] init]: no target yet. +1.
HKObject taf_tap_gesture_new_plain(void);
// Number of (target, action) pairs a recognizer holds.
size_t taf_gesture_pair_count(HKObject recognizer);
// Number of (target, action) pairs a control holds. Never messages a target.
size_t taf_control_pair_count(HKObject control);
// Whether a control (or recognizer) has a pair with this target, by address only.
bool taf_has_target(HKObject sender, HKObject target);
// The targets of class TracelessTrackingTarget on a control or recognizer, up to
// `capacity`, into `out`; returns how many there are.
size_t taf_tracking_targets(HKObject sender, HKObject *out, size_t capacity);

// Another party's swizzle of -[UIControl addTarget:action:forControlEvents:]
// (method_setImplementation on UIControl's own method, as a customer's category does):
// logs "party add <action>" and calls what it found. Off puts that back.
void taf_party_swizzle_add_target(bool on);

// The IMP a class runs now for an instance selector.
void *taf_imp(const char *class_name, const char *selector);
/// A UIButton that answers tracelessElementID ("checkout.pay") and
/// tracelessElementProperties (plan "yearly", step 2). +1.
void *taf_annotated_button_new(const char *title);
/// A UIView that answers tracelessIgnored (YES). +1.
void *taf_ignored_panel_new(void);

#ifdef __cplusplus
}
#endif
