// HostKit's C interface: build a small UIKit-shaped app and drive it like a user.
//
// Plain C so that Swift can import it on Linux (Swift cannot import Objective-C
// interfaces there). The classes themselves are in ../UIKit and ../WebKit; Objective-C
// code imports <UIKit/UIKit.h>.
//
// Objects are Objective-C objects passed as HKObject. Ownership follows Cocoa's rules:
// a function named *_new returns an object you own (+1): release it with hk_release.
// Everything else returns an object you do not own; retain it to keep it. Strings
// returned as const char * live until the enclosing autorelease pool pops
// (hk_pool_push / hk_pool_pop); copy them before that.
//
// Driver functions (hk_tap, hk_select_row, ...) act as a user: they go through
// -[UIApplication sendEvent:] and the same internal steps as UIKit, so a touch carries a
// UIEvent. They return false when a user could not have done it (view not in a visible
// window, hidden, not accepting touches; index out of range; alert not shown).
#pragma once

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef void *HKObject;
typedef void *HKPool;

// MARK: UIKit constants (same raw values as UIKit)

enum {
    HKControlEventTouchDown = 1 << 0,
    HKControlEventTouchDownRepeat = 1 << 1,
    HKControlEventTouchUpInside = 1 << 6,
    HKControlEventTouchUpOutside = 1 << 7,
    HKControlEventTouchCancel = 1 << 8,
    HKControlEventValueChanged = 1 << 12,
    HKControlEventPrimaryActionTriggered = 1 << 13,
    HKControlEventEditingDidBegin = 1 << 16,
    HKControlEventEditingChanged = 1 << 17,
    HKControlEventEditingDidEnd = 1 << 18,
    HKControlEventAllTouchEvents = 0x00000FFF,
    HKControlEventAllEditingEvents = 0x000F0000,
};
static const unsigned long HKControlEventAllEvents = 0xFFFFFFFFUL;

enum {
    HKGestureStatePossible = 0,
    HKGestureStateBegan = 1,
    HKGestureStateChanged = 2,
    HKGestureStateEnded = 3,
    HKGestureStateCancelled = 4,
    HKGestureStateFailed = 5,
};

// MARK: Memory

void hk_retain(HKObject object);
void hk_release(HKObject object);
unsigned long hk_retain_count(HKObject object);
HKPool hk_pool_push(void);
// Pops the pool and every pool pushed after it.
void hk_pool_pop(HKPool pool);
// The object's class name, e.g. "UIButton".
const char *hk_class_name(HKObject object);

// MARK: Application and windows

HKObject hk_application(void);
// The system's lifecycle transitions, as UIKit delivers them: the app delegate's
// callback, then UIKit's notification (UIApplicationDidFinishLaunchingNotification, ...)
// through the default NSNotificationCenter.
// Launch: did finish launching, then did become active.
void hk_application_launch(void);
// Will resign active, then did enter background.
void hk_application_enter_background(void);
// Will enter foreground, then did become active.
void hk_application_enter_foreground(void);
void hk_application_terminate(void);
HKObject hk_key_window(void);
// A 320x568 window, hidden until hk_window_make_key_and_visible.
HKObject hk_window_new(void);
void hk_window_set_root(HKObject window, HKObject controller);
HKObject hk_window_root(HKObject window);
// Shows the window; its root controller appears.
void hk_window_make_key_and_visible(HKObject window);

// MARK: Views

// A view with the given frame.
HKObject hk_view_new(double x, double y, double width, double height);
void hk_view_add_subview(HKObject view, HKObject subview);
void hk_view_set_frame(HKObject view, double x, double y, double width, double height);
void hk_view_remove_from_superview(HKObject view);
HKObject hk_view_superview(HKObject view);
HKObject hk_view_window(HKObject view);
size_t hk_view_subview_count(HKObject view);
// The array -subviews answers (autoreleased): the same one until the subviews change.
HKObject hk_view_subviews(HKObject view);
// The set -[UIEvent allTouches] answers (autoreleased): the same one until the touches change.
HKObject hk_event_all_touches(HKObject event);
void hk_view_set_tag(HKObject view, long tag);
long hk_view_tag(HKObject view);
void hk_view_set_accessibility_identifier(HKObject view, const char *identifier);
void hk_view_set_accessibility_label(HKObject view, const char *label);
const char *hk_view_accessibility_identifier(HKObject view);
void hk_view_set_hidden(HKObject view, bool hidden);
void hk_view_set_user_interaction_enabled(HKObject view, bool enabled);
// The responder after this one: view controller, superview, window, application.
HKObject hk_next_responder(HKObject responder);

// MARK: Controls

// Action names are selector names: "buy", "buy:", "buy:event:" (0, 1 or 2 arguments).
void hk_control_add_target(HKObject control, HKObject target, const char *action, unsigned long events);
// target NULL: every target; action NULL: every action of the target.
void hk_control_remove_target(HKObject control, HKObject target, const char *action, unsigned long events);
// sendActionsForControlEvents: — programmatic, so the actions get a nil event.
void hk_control_send_actions(HKObject control, unsigned long events);
unsigned long hk_control_all_events(HKObject control);
size_t hk_control_target_count(HKObject control);
void hk_control_set_enabled(HKObject control, bool enabled);
bool hk_control_is_tracking(HKObject control);
// A system button with a title for the normal state.
HKObject hk_button_new(const char *title);
// iOS 15: a button styled by a UIButtonConfiguration whose title is `title` (its state
// table holds none: currentTitle is nil).
HKObject hk_button_new_with_configuration(const char *title);
void hk_button_set_title(HKObject button, const char *title);
const char *hk_button_title(HKObject button);
HKObject hk_switch_new(bool on);
bool hk_switch_is_on(HKObject aSwitch);
// Segments are added one by one with hk_segmented_add_segment.
HKObject hk_segmented_new(void);
void hk_segmented_add_segment(HKObject segmented, const char *title);
long hk_segmented_selected_index(HKObject segmented);
long hk_segmented_number_of_segments(HKObject segmented);
// 200 x 30 points; from code, no ValueChanged.
HKObject hk_slider_new(double minimum, double maximum, double value);
double hk_slider_value(HKObject slider);
void hk_slider_set_continuous(HKObject slider, bool continuous);
// The classic look (UIKit: a track image set, or Liquid Glass off) instead of iOS 26's glass one.
void hk_slider_set_classic_look(HKObject slider, bool classic);
HKObject hk_stepper_new(double minimum, double maximum, double step, double value);
double hk_stepper_value(HKObject stepper);
HKObject hk_text_field_new(const char *placeholder);
const char *hk_text_field_text(HKObject field);
void hk_text_field_set_secure(HKObject field, bool secure);
bool hk_text_field_is_secure(HKObject field);
HKObject hk_label_new(const char *text);

// MARK: Gesture recognizers

// A UITapGestureRecognizer needing `taps` taps, with an action of 0 or 1 argument.
HKObject hk_tap_gesture_new(HKObject target, const char *action, unsigned taps);
HKObject hk_long_press_gesture_new(HKObject target, const char *action, double minimum_duration);
// A UIPanGestureRecognizer with an action of 0 or 1 argument.
HKObject hk_pan_gesture_new(HKObject target, const char *action);
void hk_gesture_add_target(HKObject recognizer, HKObject target, const char *action);
void hk_gesture_remove_target(HKObject recognizer, HKObject target, const char *action);
void hk_view_add_gesture(HKObject view, HKObject recognizer);
void hk_view_remove_gesture(HKObject view, HKObject recognizer);
HKObject hk_gesture_view(HKObject recognizer);
// The view's index-th recognizer (UIKit's own among them), nil past the end.
HKObject hk_view_gesture_at(HKObject view, long index);
int hk_gesture_state(HKObject recognizer);
void hk_gesture_set_enabled(HKObject recognizer, bool enabled);
void hk_gesture_set_cancels_touches_in_view(HKObject recognizer, bool cancels);

// MARK: Lists

// A data source serving one section of titled rows to tables and collection views.
HKObject hk_list_data_source_new(void);
void hk_list_data_source_add(HKObject data_source, const char *title);
HKObject hk_scroll_view_new(void);
// YES by default: a touch reaches the content's view once the scroll view knows it is
// no scroll (at the lift, after 0.15 s, or on a move the view cannot scroll along).
void hk_scroll_view_set_delays_content_touches(HKObject scroll_view, bool delays);
void hk_scroll_view_set_delegate(HKObject scroll_view, HKObject delegate);
HKObject hk_table_new(void);
// Delegates and data sources are not retained, as in UIKit.
void hk_table_set_delegate(HKObject table, HKObject delegate);
HKObject hk_table_delegate(HKObject table);
void hk_table_set_data_source(HKObject table, HKObject data_source);
HKObject hk_table_data_source(HKObject table);
void hk_table_reload(HKObject table);
long hk_table_row_count(HKObject table, long section);
const char *hk_table_cell_text(HKObject table, long section, long row);
// Programmatic selection: the delegate is not told, as in UIKit.
void hk_table_select_row(HKObject table, long section, long row);
void hk_table_deselect_row(HKObject table, long section, long row);
// False when nothing is selected.
bool hk_table_selected_row(HKObject table, long *section, long *row);
HKObject hk_collection_new(void);
void hk_collection_set_delegate(HKObject collection, HKObject delegate);
HKObject hk_collection_delegate(HKObject collection);
void hk_collection_set_data_source(HKObject collection, HKObject data_source);
long hk_collection_item_count(HKObject collection, long section);
const char *hk_collection_cell_text(HKObject collection, long section, long item);
void hk_collection_select_item(HKObject collection, long section, long item);
bool hk_collection_selected_item(HKObject collection, long *section, long *item);

// MARK: Web views

HKObject hk_web_view_new(void);
// UIWebView's delegate is assign (not retained).
void hk_web_view_set_delegate(HKObject web_view, HKObject delegate);
HKObject hk_wk_web_view_new(void);
void hk_wk_web_view_set_navigation_delegate(HKObject web_view, HKObject delegate);
// The URL of the last started load (UIWebView) or committed navigation (WKWebView).
const char *hk_web_view_url(HKObject web_view);
// A WKWebViewConfiguration with its own WKUserContentController. +1.
HKObject hk_wk_configuration_new(void);
// -[WKWebView initWithFrame:configuration:]. +1.
HKObject hk_wk_web_view_new_with_configuration(HKObject configuration);
// The user content controller of a WKWebView or of a WKWebViewConfiguration.
HKObject hk_wk_user_content_controller(HKObject web_view_or_configuration);
// addUserScript: of a new WKUserScript (document start when at_document_start).
void hk_wk_add_user_script(HKObject controller, const char *source, bool at_document_start, bool main_frame_only);
size_t hk_wk_user_script_count(HKObject controller);
const char *hk_wk_user_script_source(HKObject controller, size_t index);
// addScriptMessageHandler:name:; false when WebKit raised (a handler has that name).
bool hk_wk_add_script_message_handler(HKObject controller, HKObject handler, const char *name);
// addScriptMessageHandler:contentWorld:name: (addScriptMessageHandlerWithReply:… when
// with_reply) in the world named "page", "defaultClient" or any other name
// (worldWithName:); false when WebKit raised (that world has a handler of that name).
bool hk_wk_add_script_message_handler_in_world(HKObject controller, HKObject handler, const char *world, const char *name,
                                               bool with_reply);
void hk_wk_remove_script_message_handler(HKObject controller, const char *name);
// Whether pages see window.webkit.messageHandlers.<name> (WebKit has no such getter).
bool hk_wk_has_script_message_handler(HKObject controller, const char *name);

// MARK: Alerts

// Buttons: the cancel button (if any) at index 0, then hk_alert_add_button in order.
HKObject hk_alert_new(const char *title, const char *message, HKObject delegate, const char *cancel_title);
long hk_alert_add_button(HKObject alert, const char *title);
long hk_alert_button_count(HKObject alert);
const char *hk_alert_button_title(HKObject alert, long index);
// The alert keeps itself alive while shown.
void hk_alert_show(HKObject alert);
bool hk_alert_is_visible(HKObject alert);
// Programmatic dismissal: willDismiss/didDismiss only.
void hk_alert_dismiss(HKObject alert, long index);
// Buttons: destructive (if any) first, then hk_action_sheet_add_button, cancel last.
HKObject hk_action_sheet_new(const char *title, HKObject delegate, const char *cancel_title,
                             const char *destructive_title);
long hk_action_sheet_add_button(HKObject sheet, const char *title);
void hk_action_sheet_show_in_view(HKObject sheet, HKObject view);
bool hk_action_sheet_is_visible(HKObject sheet);

// MARK: View controllers

HKObject hk_view_controller_new(const char *title);
const char *hk_view_controller_title(HKObject controller);
// Loads the view on first access.
HKObject hk_view_controller_view(HKObject controller);
// The controller's navigation item if made already (asking for it makes one).
HKObject hk_view_controller_existing_navigation_item(HKObject controller);
HKObject hk_navigation_controller_new(HKObject root);
HKObject hk_navigation_top(HKObject navigation);
size_t hk_navigation_depth(HKObject navigation);
// Containment: add the child and show its view in the parent's view, or take it out.
void hk_add_child(HKObject parent, HKObject child);
void hk_remove_child(HKObject child);
HKObject hk_presented(HKObject controller);

// MARK: Driver: what a user does

// Touch down and up in the middle of the view: on the view the view's own hit test finds
// there (a switch's visual element, a segment), as on iOS; else on the view itself.
bool hk_tap(HKObject view);
// `count` taps in quick succession at the view's centre, counted as UIKit counts them.
bool hk_tap_repeatedly(HKObject view, long count);
// A finger down at the view's centre, resting `seconds` (one touch update then), lifted.
bool hk_press(HKObject view, double seconds);
bool hk_tap_segment(HKObject segmented, long index);
// Finger down on the thumb, four moves towards the value's position, rests there, then
// up (the glass look's value comes to rest there after the lift, once frames run).
bool hk_drag_slider(HKObject slider, double to_value);
// Finger down on the thumb, three quick moves towards the value's position, up at once:
// the glass look's value springs on past it, by the finger's velocity, after the lift.
bool hk_flick_slider(HKObject slider, double to_value);
// Finger down on plus (or minus), held for `ticks` autorepeat ticks, then up.
bool hk_press_stepper(HKObject stepper, bool plus, int ticks);
// Taps the field (through its text interaction's recognizer) if it is not being edited,
// then types one character at a time as the keyboard does (see hk_type).
bool hk_type_text(HKObject field, const char *text);
// Performs the gesture the recognizer waits for on its view: its number of taps, or a
// press held past the minimum duration.
bool hk_recognize_gesture(HKObject recognizer);
// Taps the row's (item's) cell.
bool hk_select_row(HKObject table, long section, long row);
bool hk_select_item(HKObject collection, long section, long item);
// A finger drag through the scroll view's pan recognizer: will begin dragging, three
// scrolls, end dragging without deceleration.
bool hk_drag(HKObject scroll_view);
bool hk_tap_alert_button(HKObject alert, long index);
bool hk_tap_action_sheet_button(HKObject sheet, long index);
// loadRequest: on a UIWebView or WKWebView (navigation type "other").
bool hk_load_url(HKObject web_view, const char *url);
// A tapped link: navigation type LinkClicked / LinkActivated.
bool hk_tap_link(HKObject web_view, const char *url);
// An iframe of the WKWebView's current page loads url; false when no page is loaded.
bool hk_wk_load_frame(HKObject web_view, const char *url);
// The user scripts injected into the first frame of the current page with this URL: how
// many, and the source of each, in the order they ran. 0 when no frame has the URL.
size_t hk_wk_injected_script_count(HKObject web_view, const char *frame_url);
const char *hk_wk_injected_script_source(HKObject web_view, const char *frame_url, size_t index);
// A page's script in a frame with this URL (the main frame or another one) calls
// window.webkit.messageHandlers.<name>.postMessage(body), body being the JavaScript value
// as Foundation objects (NSString, NSNumber, NSDictionary, ...). False when no handler
// has that name: the page gets a TypeError and nothing native runs.
bool hk_wk_post_message(HKObject web_view, const char *name, HKObject body, const char *frame_url, bool main_frame);
// A tap where a finger lands at (x, y) of the key window, on whatever view hit testing
// finds there (a label passes it to its superview, as in UIKit).
bool hk_tap_at(double x, double y);
// A finger that lands on the view at (x, y) of its bounds, moves by (dx, dy) in `steps`
// equal moves, and lifts: a pan for any pan recogniser on the way.
bool hk_pan(HKObject view, double x, double y, double dx, double dy, int steps);
// The same, the finger resting `rest` seconds where it landed before it moves.
bool hk_pan_after_rest(HKObject view, double x, double y, double rest, double dx, double dy, int steps);
// A finger that lands in the middle of the view and is never lifted, as when the system
// stops delivering a touch: its touch (+1, the caller releases it), NULL when the view
// is in no window.
HKObject hk_finger_down(HKObject view);
// The user waits: the event clock (touch timestamps) moves on by `seconds`.
void hk_wait(double seconds);
// The event clock now (what the next touch's timestamp starts from).
double hk_event_clock(void);
// What animates after a finger lifts (a scroll view's deceleration) ends, by default,
// as the event that started it returns. Held: it waits until hk_run_frames, as when it
// takes seconds on a device (a flicked wheel); frames held stay queued until then.
void hk_hold_frames(bool hold);
void hk_run_frames(void);

// Navigation, as the app's own code (a back button, a segue) would do it, animated.
bool hk_push(HKObject navigation, HKObject controller);
bool hk_pop(HKObject navigation);
bool hk_present(HKObject presenter, HKObject controller);
bool hk_dismiss(HKObject controller);

#ifdef __cplusplus
}
#endif

#include "HostKitDemoApp.h"
#include "HostKitBars.h"
#include "HostKitMenus.h"
#include "HostKitLists.h"
#include "HostKitInputs.h"
#include "HostKitPresentations.h"
