// Fixtures for HostKit's Presentations part (see HostKitPresentations.h).
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

// A presentation controller delegate logging "shouldDismiss <title>", "willDismiss <title>",
// "didDismiss <title>", "didAttemptToDismiss <title>" (<title>: the presented controller's).
// should_dismiss: -1 the delegate has no presentationControllerShouldDismiss:, 0 it answers NO,
// 1 YES. +1.
HKObject hkf_presentation_delegate_new(int should_dismiss);

// A UIAlertController subclass logging "<title> viewWillAppear" etc. +1.
HKObject hkf_alert_controller_new(const char *title, const char *message, long style);

// A target for alert actions: "alertAction:" logs "handler <action title> presenting=<title|nil>
// presented=<title|nil> alertWindow=<yes|no>" — the alert's presentingViewController, the
// presenter's presentedViewController and whether the alert's view is still in a window, as the
// handler runs. The alert and the presenter are not retained. +1.
HKObject hkf_alert_handler_new(HKObject alert, HKObject presenter);

// A page view controller data source over `count` lifecycle controllers titled P0, P1, ...
// (they log as hkf_lifecycle_controller_new's do), answering nil past the ends. +1.
HKObject hkf_page_data_source_new(int count);
HKObject hkf_page_data_source_page(HKObject data_source, int index);
// A page view controller delegate logging "willTransition <titles>" and
// "didFinish finished=<0|1> previous=<titles> completed=<0|1>". +1.
HKObject hkf_page_delegate_new(void);

// A view controller logging "<title> viewWillAppear presenting=<title|nil> beingPresented=<0|1>
// beingDismissed=<0|1>" (and the other three callbacks): what UIKit answers then. +1.
HKObject hkf_presentation_probe_new(const char *title);

// Swizzles the steps of the alert, sheet and page paths to log "Class selector" (the selection
// recogniser's step also logs the recogniser's state) before calling the original; off restores.
void hkf_record_presentation_path(bool on);

#ifdef __cplusplus
}
#endif
