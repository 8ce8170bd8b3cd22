// Business-like Objective-C classes for HostKit's tests, behind a C interface.
// Everything they observe goes to one shared log, read as "entry, entry, ...".
#pragma once

#include <stdbool.h>
#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

void hkf_log_reset(void);
// The log so far, entries joined by ", ". Valid until the next call.
const char *hkf_log(void);
// How many fixture objects have been deallocated since the process started.
long hkf_dealloc_count(void);

// A target with actions "noArgs", "oneArg:", "twoArgs:event:" (logged as
// "oneArg:<sender class>", "twoArgs:<sender class>:<event(N touch)|nil>") and the gesture
// action "gestureFired:" (logged as "gestureFired:<state>"). +1.
HKObject hkf_recorder_new(void);
HKObject hkf_recorder_last_sender(HKObject recorder);
HKObject hkf_recorder_last_event(HKObject recorder);

// A UIControl subclass of the app's, 100 x 44, whose -beginTrackingWithTouch:withEvent:
// answers `begins` and -continueTrackingWithTouch:withEvent: `continues`; logs each
// control event it sends ("send TouchDown", "send TouchUpInside", ...), and each
// touchesBegan: ("began", or "began late" when it comes in a later event than the touch's
// own, as a scroll view's held touch does). +1.
HKObject hkf_choosy_control_new(bool begins, bool continues);

// Table, collection and scroll delegate: logs "willSelect s.r", "didSelect s.r",
// "didDeselect s.r", "shouldSelect s.i", "didSelectItem s.i", "willBeginDragging",
// "didScroll", "didEndDragging". +1.
HKObject hkf_list_delegate_new(void);
enum { HKFSelectAllow = 0, HKFSelectCancel = 1, HKFSelectNextRow = 2 };
// willSelect returns the row, nil, or the next row; shouldSelect YES, NO, YES.
void hkf_list_delegate_set_mode(HKObject delegate, int mode);

// An instance of a fresh class with no delegate methods at all. +1.
HKObject hkf_bare_delegate_new(void);
// Adds tableView:didSelectRowAtIndexPath: to the object's class (logs "late didSelect s.r").
void hkf_add_did_select_method(HKObject object);

// Swizzles the steps of UIKit's tap, gesture and selection paths to log
// "Class selector" before calling the original; off restores them.
void hkf_record_call_path(bool on);

// A view controller logging "<title> viewWillAppear" etc., "<title> willMoveToParent
// <title|nil>", "<title> didMoveToParent <title|nil>", and handling the responder-chain
// action "chainAction:" ("<title> chainAction"). +1.
HKObject hkf_lifecycle_controller_new(const char *title);

// UIAlertView/UIActionSheet delegate: "willPresent", "didPresent", "clicked N",
// "willDismiss N", "didDismiss N". +1.
HKObject hkf_alert_delegate_new(void);

// UIWebView delegate ("shouldStart <url> type N", "didStart", "didFinish", "didFail N")
// and WKNavigationDelegate ("decidePolicy <url> type N", "didStartProvisional",
// "didFailProvisional N", "didCommit", "didFinish", "didFail N"). +1.
HKObject hkf_web_delegate_new(void);
enum { HKFWebAllow = 0, HKFWebCancel = 1, HKFWebDefer = 2 };
// Defer (WKWebView only) keeps the decision handler until hkf_web_delegate_decide.
void hkf_web_delegate_set_policy(HKObject delegate, int policy);
void hkf_web_delegate_decide(HKObject delegate, bool allow);
// A WKScriptMessageHandler logging "message <name> <body> from <host>[ (subframe)]". +1.
HKObject hkf_script_message_handler_new(void);

// Touch count of a UIEvent.
long hkf_event_touch_count(HKObject event);
// Calls -[UIApplication sendAction:to:from:forEvent:] with a nil target.
bool hkf_send_nil_targeted_action(const char *action, HKObject sender);

#ifdef __cplusplus
}
#endif
#include "HostKitFixturesBars.h"
#include "HostKitFixturesMenus.h"
#include "HostKitFixturesLists.h"
#include "HostKitFixturesInputs.h"
#include "HostKitFixturesPresentations.h"
