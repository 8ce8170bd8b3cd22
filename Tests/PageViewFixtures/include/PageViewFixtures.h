// Business-like view controllers for the PageView tests, behind a C interface.
// Each override logs "<Class> viewDidAppear" / "<Class> viewDidDisappear" so a test can
// check that business code still runs exactly once per call.
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

void pvf_log_reset(void);
// The log so far, entries joined by ", ". Valid until the next call.
const char *pvf_log(void);
// How many fixture controllers have been deallocated since the process started.
long pvf_dealloc_count(void);

// PVFBaseController: UIViewController; overrides both callbacks and calls super. +1.
HKObject pvf_base_controller_new(const char *title);
// PVFSubController: PVFBaseController; overrides and calls super. +1.
HKObject pvf_sub_controller_new(const char *title);
// PVFGrandSubController: PVFSubController; overrides and calls super. +1.
HKObject pvf_grand_sub_controller_new(const char *title);
// PVFDoubleSuperController: calls [super viewDidAppear:] twice. +1.
HKObject pvf_double_super_controller_new(const char *title);
// PVFNoSuperController: overrides viewDidAppear: without calling super (breaks UIKit's rule). +1.
HKObject pvf_no_super_controller_new(const char *title);
// PVFCustomContainer: the app's own container (a plain UIViewController subclass that
// hosts children with hk_add_child). +1.
HKObject pvf_custom_container_new(const char *title);

// PVFNamedController: answers tracelessScreenName ("checkout") and
// tracelessScreenProperties (campaign "spring", cart_items 3, and two entries that
// must be left out: a "$"-key and a non-scalar value). +1.
HKObject pvf_named_controller_new(const char *title);

// Sends viewDidAppear: as the app's own code would (not an appearance).
void pvf_send_view_did_appear(HKObject controller);

#ifdef __cplusplus
}
#endif
