// HostKit's C interface, Part A: navigation bars, toolbars, bar button items, tab bars.
// Conventions as in HostKit.h: +1 for *_new, false when a user could not have done it.
//
// Frames in a 320x568 window: a navigation controller's bar at (0,20,w,44), its content below
// (y 64), its toolbar (when shown) at the bottom (44 points); a tab bar controller's tab bar at
// the bottom (49 points), its content above.
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

// UIKit's raw values.
enum {
    HKBarButtonStylePlain = 0,
    HKBarButtonStyleDone = 2,
};
enum {
    HKBarButtonSystemItemDone = 0,
    HKBarButtonSystemItemCancel = 1,
    HKBarButtonSystemItemEdit = 2,
    HKBarButtonSystemItemSave = 3,
    HKBarButtonSystemItemAdd = 4,
    HKBarButtonSystemItemFlexibleSpace = 5,
    HKBarButtonSystemItemFixedSpace = 6,
    HKBarButtonSystemItemCompose = 7,
    HKBarButtonSystemItemTrash = 16,
};

// MARK: Bar button items

// -initWithTitle:style:target:action: (plain). action: a selector name or NULL. +1.
HKObject hk_bar_button_item_new(const char *title, HKObject target, const char *action);
// -initWithBarButtonSystemItem:target:action:. +1.
HKObject hk_bar_button_system_item_new(long system_item, HKObject target, const char *action);
// -initWithCustomView:. +1.
HKObject hk_bar_button_custom_item_new(HKObject view);
// title (nil for a system item), tag, accessibilityIdentifier, enabled, style, target, action.
const char *hk_bar_item_title(HKObject item);
void hk_bar_item_set_title(HKObject item, const char *title);
void hk_bar_item_set_tag(HKObject item, long tag);
long hk_bar_item_tag(HKObject item);
void hk_bar_item_set_accessibility_identifier(HKObject item, const char *identifier);
const char *hk_bar_item_accessibility_identifier(HKObject item);
void hk_bar_item_set_enabled(HKObject item, bool enabled);
void hk_bar_item_set_accessibility_label(HKObject item, const char *label);
long hk_bar_button_item_style(HKObject item);
void hk_bar_button_item_set_style(HKObject item, long style);
HKObject hk_bar_button_item_target(HKObject item);
// NULL when there is none (or a primaryAction is set).
const char *hk_bar_button_item_action(HKObject item);
void hk_bar_button_item_set_target_action(HKObject item, HKObject target, const char *action);
// A UIAction (its handler sends `action` to `target` with the action as argument) as the
// item's primaryAction; NULL target removes it.
void hk_bar_button_item_set_primary_action(HKObject item, const char *title, HKObject target, const char *action);
// The view a bar shows the item with: its _UIButtonBarButton (or custom view), the UITabBarButton
// of a tab bar item; NULL when no bar shows it.
HKObject hk_bar_item_view(HKObject item);

// MARK: Navigation items and bars

// The controller's navigationItem (made on first access).
HKObject hk_navigation_item(HKObject controller);
const char *hk_navigation_item_title(HKObject controller);
// setLeftBarButtonItems: / setRightBarButtonItems: of the controller's navigationItem.
void hk_set_left_bar_items(HKObject controller, HKObject *items, size_t count);
void hk_set_right_bar_items(HKObject controller, HKObject *items, size_t count);
size_t hk_left_bar_item_count(HKObject controller);
size_t hk_right_bar_item_count(HKObject controller);
void hk_set_back_button_title(HKObject controller, const char *title);
void hk_set_back_bar_button_item(HKObject controller, HKObject item);
// The navigation controller's UINavigationBar.
HKObject hk_navigation_bar(HKObject navigation);
HKObject hk_navigation_bar_top_item(HKObject bar);
size_t hk_navigation_bar_item_count(HKObject bar);
// What the bar shows: its title and its back button's title (NULL when no back button).
const char *hk_navigation_bar_title(HKObject bar);
const char *hk_navigation_bar_back_title(HKObject bar);
// The back button (a _UIButtonBarButton), NULL when none is shown.
HKObject hk_navigation_back_button(HKObject navigation);

// MARK: Toolbars

// setToolbarItems: of the controller.
void hk_set_toolbar_items(HKObject controller, HKObject *items, size_t count);
size_t hk_toolbar_item_count(HKObject controller);
void hk_navigation_set_toolbar_hidden(HKObject navigation, bool hidden);
bool hk_navigation_toolbar_hidden(HKObject navigation);
HKObject hk_navigation_toolbar(HKObject navigation);
// A standalone 320x44 UIToolbar. +1.
HKObject hk_toolbar_new(void);
void hk_toolbar_set_items(HKObject toolbar, HKObject *items, size_t count);
size_t hk_toolbar_items_count(HKObject toolbar);

// MARK: Tab bars

// A UITabBarController with these controllers (the first one selected). +1.
HKObject hk_tab_bar_controller_new(HKObject *controllers, size_t count);
void hk_tab_bar_controller_set_controllers(HKObject tab_bar_controller, HKObject *controllers, size_t count);
size_t hk_tab_bar_controller_count(HKObject tab_bar_controller);
// Not retained, as in UIKit.
void hk_tab_bar_controller_set_delegate(HKObject tab_bar_controller, HKObject delegate);
HKObject hk_tab_bar_controller_delegate(HKObject tab_bar_controller);
HKObject hk_tab_bar(HKObject tab_bar_controller);
// NSNotFound (as long) when nothing is selected.
long hk_tab_selected_index(HKObject tab_bar_controller);
HKObject hk_tab_selected_controller(HKObject tab_bar_controller);
// Programmatic: setSelectedIndex: (no delegate calls, as in UIKit).
void hk_tab_set_selected_index(HKObject tab_bar_controller, long index);
// The controller's tabBarItem: title and accessibility identifier (NULL leaves one as it is).
void hk_set_tab_bar_item(HKObject controller, const char *title, const char *identifier);
HKObject hk_tab_bar_item(HKObject controller);
// tabBarController / navigationController of a controller (NULL when none).
HKObject hk_tab_bar_controller_of(HKObject controller);
HKObject hk_navigation_controller_of(HKObject controller);
// The tab bar's items, selected item, and the UITabBarButton of the item at index.
size_t hk_tab_bar_item_count(HKObject tab_bar);
HKObject hk_tab_bar_selected_item(HKObject tab_bar);
HKObject hk_tab_bar_button(HKObject tab_bar, long index);

// MARK: Views

// The view's frame in its window's coordinates; false when it is in no window.
bool hk_view_frame_in_window(HKObject view, double *x, double *y, double *width, double *height);
// The view hit testing finds at (x, y) of the key window (NULL when none).
HKObject hk_hit_view_at(double x, double y);

// MARK: Driver: what a user does

// A tap on the item's view (its _UIButtonBarButton) where the finger would land: false when no
// bar shows the item, it is hidden, or something else is on top of it.
bool hk_tap_bar_button_item(HKObject item);
// A tap on the navigation bar's back button; false when there is none.
bool hk_tap_back_button(HKObject navigation);
// A tap (touch down and up) on the UITabBarButton of the tab at index.
bool hk_tap_tab(HKObject tab_bar_controller, long index);
// iOS 26's design (Liquid Glass) for the tab bars made from now on: the floating bar, whose
// selection gesture takes the finger (see UITabBar.h). Off by default.
void hk_set_liquid_glass(bool on);
// A finger that lands on tab `from`, slides to tab `to` and lifts there.
bool hk_drag_tab(HKObject tab_bar_controller, long from, long to);

#ifdef __cplusplus
}
#endif
