// HostKit's C interface, Part E: modal presentations and sheets, alert controllers, page view controllers.
// Conventions as in HostKit.h: +1 for *_new, false when a user could not have done it.
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

// MARK: UIKit constants (same raw values as UIKit)

enum {
    HKModalPresentationFullScreen = 0,
    HKModalPresentationPageSheet = 1,
    HKModalPresentationFormSheet = 2,
    HKModalPresentationCurrentContext = 3,
    HKModalPresentationCustom = 4,
    HKModalPresentationOverFullScreen = 5,
    HKModalPresentationOverCurrentContext = 6,
    HKModalPresentationPopover = 7,
    HKModalPresentationNone = -1,
    HKModalPresentationAutomatic = -2,
};

enum { HKAlertControllerStyleActionSheet = 0, HKAlertControllerStyleAlert = 1 };
enum { HKAlertActionStyleDefault = 0, HKAlertActionStyleCancel = 1, HKAlertActionStyleDestructive = 2 };
enum { HKPageTransitionStylePageCurl = 0, HKPageTransitionStyleScroll = 1 };
enum { HKPageOrientationHorizontal = 0, HKPageOrientationVertical = 1 };

// MARK: Presentations

// modalPresentationStyle (.automatic, -2, until set).
void hk_set_modal_presentation_style(HKObject controller, long style);
long hk_modal_presentation_style(HKObject controller);
// Sets the style, then presents as hk_present does (animated, from the app's code).
bool hk_present_with_style(HKObject presenter, HKObject controller, long style);
// presentingViewController (nil when not presented).
HKObject hk_presenting(HKObject controller);
// The controller's presentationController (made on first access, as in UIKit).
HKObject hk_presentation_controller(HKObject controller);
// presentationController.delegate = delegate (not retained, as in UIKit).
void hk_presentation_controller_set_delegate(HKObject controller, HKObject delegate);
// The presentation controller's presentationStyle.
long hk_presentation_style(HKObject controller);
bool hk_is_being_presented(HKObject controller);
bool hk_is_being_dismissed(HKObject controller);
void hk_set_modal_in_presentation(HKObject controller, bool modal);
bool hk_is_modal_in_presentation(HKObject controller);
// The UITransitionView holding the presentation (nil when not presented).
HKObject hk_presentation_container(HKObject controller);
// The sheet's card, a UIDropShadowView (nil when the controller is not presented as a sheet).
HKObject hk_sheet_card(HKObject controller);

// A finger on the presented sheet 10 points below its top edge drags it down by `distance`
// points in `steps` equal moves (0.08 s each) and lifts. More than half the sheet's height, or a
// fast flick, dismisses it; less is a cancelled swipe. False when the controller is not a sheet.
bool hk_swipe_sheet_down(HKObject controller, double distance, int steps);
// A tap on the dimming view beside a presented popover. False when not a presented popover.
bool hk_tap_outside_popover(HKObject controller);

// MARK: Alert controllers

HKObject hk_alert_controller_new(const char *title, const char *message, long style);
// addAction: of [UIAlertAction actionWithTitle:style:handler:], the handler sending `action`
// (0 or 1 argument: the UIAlertAction) to `target` (retained by the handler, as a block would).
// target NULL: no handler. Returns the action (not owned).
HKObject hk_alert_controller_add_action(HKObject alert, const char *title, long style, HKObject target, const char *action);
size_t hk_alert_controller_action_count(HKObject alert);
HKObject hk_alert_controller_action(HKObject alert, size_t index);
const char *hk_alert_action_title(HKObject action);
long hk_alert_action_style(HKObject action);
bool hk_alert_action_is_enabled(HKObject action);
void hk_alert_action_set_enabled(HKObject action, bool enabled);
void hk_alert_controller_set_preferred_action(HKObject alert, HKObject action);
HKObject hk_alert_controller_preferred_action(HKObject alert);
const char *hk_alert_controller_title(HKObject alert);
const char *hk_alert_controller_message(HKObject alert);
long hk_alert_controller_preferred_style(HKObject alert);
// addTextFieldWithConfigurationHandler: (no handler); false when UIKit raises (action sheet).
bool hk_alert_controller_add_text_field(HKObject alert);
size_t hk_alert_controller_text_field_count(HKObject alert);
// The view a finger lands on for the action (its _UIAlertControllerActionView), and its
// representation view (_UIInterfaceActionCustomViewRepresentationView). NULL when not shown.
HKObject hk_alert_action_view(HKObject alert, HKObject action);
HKObject hk_alert_action_representation_view(HKObject alert, HKObject action);
// The group view holding the action's representation (the selection recogniser's view).
HKObject hk_alert_action_group_view(HKObject alert, HKObject action);
// A finger taps the action (resting 50 ms: the selection recogniser begins, then ends).
bool hk_tap_alert_action(HKObject alert, size_t index);
bool hk_tap_alert_action_titled(HKObject alert, const char *title);
// A tap on the dimming view outside a presented action sheet (or alert).
bool hk_tap_outside_alert(HKObject alert);

// MARK: Page view controllers

HKObject hk_page_view_controller_new(long transition_style, long orientation);
// dataSource / delegate (not retained, as in UIKit).
void hk_page_view_set_data_source(HKObject page_view, HKObject data_source);
void hk_page_view_set_delegate(HKObject page_view, HKObject delegate);
// setViewControllers:@[page] direction:forward animated:NO completion:nil.
void hk_page_view_set_page(HKObject page_view, HKObject page);
// viewControllers.firstObject.
HKObject hk_page_view_current(HKObject page_view);
size_t hk_page_view_child_count(HKObject page_view);
// Its _UIQueuingScrollView (scroll style).
HKObject hk_page_view_scroll_view(HKObject page_view);
// A finger swipes across the page: to the next page (forward) or the previous one. complete:
// 200 points in 4 quick moves (past half the page); otherwise 60 points slowly (a cancelled swipe).
bool hk_page_view_swipe(HKObject page_view, bool forward, bool complete);

// MARK: Views, for hierarchy checks

HKObject hk_view_subview(HKObject view, size_t index);
void hk_view_get_frame(HKObject view, double *x, double *y, double *width, double *height);
// The first view of this class name in the subtree (depth first), or NULL.
HKObject hk_view_find(HKObject view, const char *class_name);
bool hk_is_kind_of_class(HKObject object, const char *class_name);

#ifdef __cplusplus
}
#endif
