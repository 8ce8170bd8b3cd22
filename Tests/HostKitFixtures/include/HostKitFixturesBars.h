// Fixtures for HostKit's Bars part (see HostKitBars.h).
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

// Swizzles the steps of UIKit's bar button, back button and tab paths (on the classes UIKit
// declares them on) to log them before calling the original; off restores them. Entries:
// "touchesBegan <view class>", "touchesEnded <view class>",
// "_sendActionsForEvents 0x<events> <control class> <event>",
// "sendAction:to:forEvent: <action> <target class>",
// "UIApplication sendAction <action> to <target class> from <sender class> <event>",
// "_invoke:forEvent: <sender class> <event>", "_triggerActionForEvent: <event>",
// "_triggerActionForEvent:fallbackSender: <event> <sender|nil>",
// "_buttonDown:", "_buttonUp:", "_sendAction:withEvent: <event>",
// "_adjustButtonSelection:", "_tabBarItemClicked: <item title>",
// "_setSelectedViewControllerAndNotify: <title>", "setSelectedViewController: <title>",
// "__backButtonAction:", "navigationBarContentViewDidTriggerBackAction <back item title>",
// "_sendNavigationPopForBackBarButtonItem: <title>", "navigationBar:shouldPopItem: <title>",
// "popViewControllerAnimated:", "_didSelectButtonForItem: <item title>",
// "_tabBarDidChangeSelectionToItem: <item title>", "handleSelectionGesture: <state>".
// <event> is "event(N touch)" or "nil".
void hkf_bars_record_call_path(bool on);

// A UITabBarControllerDelegate logging "shouldSelect <title>" and "didSelect <title>". +1.
HKObject hkf_tab_delegate_new(void);
// What shouldSelect answers (YES by default).
void hkf_tab_delegate_set_allow(HKObject delegate, bool allow);

// An app-like screen: a view controller logging its lifecycle like
// hkf_lifecycle_controller_new ("<title> viewWillAppear", ...) that sets up, as apps do, its own
// bar button items with itself as target: left "edit" (system Edit, action "edit"), right
// "save" (titled "Save", action "save:"), toolbar "compose" (system Compose, action
// "compose:event:"), a flexible space, "trash" (system Trash, action "trash:"). Actions log
// "<title> <action> <sender class> <event>". +1.
HKObject hkf_bars_app_controller_new(const char *title);
// The controller's item named "edit", "save", "compose" or "trash".
HKObject hkf_bars_app_item(HKObject controller, const char *name);

#ifdef __cplusplus
}
#endif
