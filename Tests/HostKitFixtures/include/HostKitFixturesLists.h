// Fixtures for HostKit's Lists part (see HostKitLists.h).
#pragma once

#include <stdbool.h>
#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

// A table delegate with the accessory and swipe callbacks. Logs "didSelect s.r",
// "accessory s.r", "trailingConfig s.r", "leadingConfig s.r", "willBeginEditing s.r",
// "didEndEditing s.r"; its actions' handlers log "handler <title> s.r <source view class>". +1.
HKObject hkf_lists_delegate_new(void);
// The trailing (leading) configuration's actions: titles separated by ',', the first one
// the primary; a title starting with '!' is destructive ("!Delete" → "Delete"). NULL: the
// delegate returns nil. Default trailing "Archive,!Delete", leading "Pin".
void hkf_lists_delegate_set_trailing(HKObject delegate, const char *titles);
void hkf_lists_delegate_set_leading(HKObject delegate, const char *titles);
void hkf_lists_delegate_set_full_swipe(HKObject delegate, bool performs_first_action);
enum { HKFCompleteYes = 0, HKFCompleteNo = 1, HKFCompleteLater = 2 };
// What the handlers do with their completion: call it with YES, with NO, or keep it.
void hkf_lists_delegate_set_completion(HKObject delegate, int mode);
// Calls the completion kept by HKFCompleteLater; false when none is kept.
bool hkf_lists_delegate_complete(HKObject delegate, bool performed);
// The action (UIContextualAction) the last handler ran with, and its source view.
HKObject hkf_lists_delegate_last_action(HKObject delegate);
HKObject hkf_lists_delegate_last_source_view(HKObject delegate);

// The control's first action (selector name) for the target and TouchUpInside; "" if none.
const char *hkf_lists_control_action(HKObject control, HKObject target);

// How many of the view's gesture recognisers are the swipe handler's
// (_UISwipeActionPanGestureRecognizer, _UISwipeDismissalGestureRecognizer).
long hkf_lists_swipe_recognizer_count(HKObject view);

// Adds tableView:accessoryButtonTappedForRowWithIndexPath: to the object's class (logs
// "late accessory s.r"), after the delegate was set.
void hkf_add_accessory_method(HKObject object);

// Replaces the steps of the accessory and swipe paths to log "Class selector" (and
// "UISwipeOccurrence _transitionToState: N") before calling the original; off restores them.
void hkf_record_list_paths(bool on);

#ifdef __cplusplus
}
#endif
