// HostKit's C interface, Part D: value controls, scrolling, pull to refresh, text input.
// Conventions as in HostKit.h: +1 for *_new, false when a user could not have done it.
//
// What a finger does here reaches the control through UIKit's own recognizers and
// internal views (the switch's visual element, a segment view, the page control's tap
// recognizer, the scroll view's pan recognizer, the text interaction's multi-tap
// recognizer); the actions that follow come without a UIEvent, as on iOS
// (facts/inputs.md).
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Switch

// A tap on the switch's visual element (the finger rests 50 ms: its 10 ms long press
// recognises): ValueChanged, then TouchUpInside, both without a UIEvent.
bool hk_tap_switch(HKObject aSwitch);
// The thumb dragged to the other side (long press and pan): ValueChanged once, no TouchUpInside.
bool hk_drag_switch(HKObject aSwitch);
// From code (setOn:animated:): no action.
void hk_switch_set_on(HKObject aSwitch, bool on, bool animated);
// UIKit's UISwitchModernVisualElement inside the switch, and its two recognizers.
HKObject hk_switch_visual_element(HKObject aSwitch);
HKObject hk_switch_long_press(HKObject aSwitch);
HKObject hk_switch_pan(HKObject aSwitch);

// MARK: Segmented control, stepper

// From code: no action.
void hk_segmented_set_selected_index(HKObject segmented, long index);
void hk_segmented_set_momentary(HKObject segmented, bool momentary);
// The segment's view (UIKit's UISegment), where a finger lands.
HKObject hk_segmented_segment_view(HKObject segmented, long index);
const char *hk_segmented_title(HKObject segmented, long index);
void hk_stepper_set_continuous(HKObject stepper, bool continuous);
// From code: no action.
void hk_stepper_set_value(HKObject stepper, double value);

// MARK: Page control (iOS 14+)

// A 200 x 28 point page control.
HKObject hk_page_control_new(long pages);
long hk_page_control_number_of_pages(HKObject page_control);
long hk_page_control_current_page(HKObject page_control);
// From code: no action.
void hk_page_control_set_current_page(HKObject page_control, long page);
// A tap after (before) the current page's indicator: the provider's tap recognizer moves
// one page on (back) and the control sends ValueChanged without a UIEvent.
bool hk_page_control_tap_next(HKObject page_control);
bool hk_page_control_tap_previous(HKObject page_control);
// Presses the current page's indicator past 0.15 s and drags along to `to_page`: UIKit's
// scrub, the page moved one at a time by a display link, a ValueChanged each.
bool hk_page_control_scrub(HKObject page_control, int to_page);
// The UITapGestureRecognizer UIKit's visual provider puts on the control.
HKObject hk_page_control_tap_recognizer(HKObject page_control);

// MARK: Date picker (iOS 14+ styles)

enum {
    HKDatePickerModeTime = 0,
    HKDatePickerModeDate = 1,
    HKDatePickerModeDateAndTime = 2,
    HKDatePickerModeCountDownTimer = 3,
};
enum {
    HKDatePickerStyleAutomatic = 0,
    HKDatePickerStyleWheels = 1,
    HKDatePickerStyleCompact = 2,
    HKDatePickerStyleInline = 3,
};

HKObject hk_date_picker_new(int mode, int preferred_style);
// By name ("UTC", "Europe/Paris"); NULL: the system's.
void hk_date_picker_set_time_zone(HKObject picker, const char *name);
// Seconds since 1970. From code: no action.
void hk_date_picker_set_date(HKObject picker, double seconds);
double hk_date_picker_date(HKObject picker);
// The date in the picker's calendar and time zone (any pointer may be NULL).
void hk_date_picker_components(HKObject picker, long *year, long *month, long *day, long *hour, long *minute);
int hk_date_picker_mode(HKObject picker);
void hk_date_picker_set_mode(HKObject picker, int mode);
int hk_date_picker_preferred_style(HKObject picker);
void hk_date_picker_set_preferred_style(HKObject picker, int style);
// The style in use (automatic resolves to compact, or wheels for the count-down timer).
int hk_date_picker_style(HKObject picker);
// A day of the displayed month. Inline: a tap on the calendar's day. Compact: a tap on the
// date label opens the overlay (EditingDidBegin) if it is closed, then a tap on the day in
// the overlay's inline picker. False for the wheels style.
bool hk_date_picker_pick_day(HKObject picker, long day);
// A tap on the time (EditingDidBegin), the time picked, editing ends (EditingDidEnd).
bool hk_date_picker_pick_time(HKObject picker, long hour, long minute);
// Compact: whether the overlay is up, its inner picker, a tap beside it (EditingDidEnd).
bool hk_date_picker_overlay_is_presented(HKObject picker);
HKObject hk_date_picker_overlay_picker(HKObject picker);
bool hk_date_picker_dismiss_overlay(HKObject picker);
// Wheels (the date mode): wheel 0 month, 1 day, 2 year. A finger drags the wheel by
// `distance` points (up: later rows) in two quick moves and lifts; the wheel decelerates
// onto a row (see hk_hold_frames). False for another style.
bool hk_date_picker_flick_wheel(HKObject picker, long wheel, double distance);
// The wheel's scroll view (UIPickerTableView), NULL for another style.
HKObject hk_date_picker_wheel(HKObject picker, long wheel);

// MARK: Picker (UIPickerView)

// 320 x 216 at (0, 300). +1.
HKObject hk_picker_new(void);
void hk_picker_set_data_source(HKObject picker, HKObject data_source);
void hk_picker_set_delegate(HKObject picker, HKObject delegate);
HKObject hk_picker_delegate(HKObject picker);
long hk_picker_selected_row(HKObject picker, long component);
// From code (UIKit does not tell the delegate).
void hk_picker_select_row(HKObject picker, long row, long component, bool animated);
// The component's wheel (UIPickerTableView, a scroll view), NULL past the last.
HKObject hk_picker_wheel(HKObject picker, long component);
// A finger flicks the component's wheel by `distance` points (up: later rows), as
// hk_date_picker_flick_wheel; the delegate hears the row when the wheel rests.
bool hk_picker_flick_wheel(HKObject picker, long component, double distance);

// MARK: Scroll views and pull to refresh

// UIKit's UIScrollViewPanGestureRecognizer (target the scroll view, action handlePan:).
HKObject hk_scroll_view_pan_gesture(HKObject scroll_view);
void hk_scroll_view_set_content_size(HKObject scroll_view, double width, double height);
double hk_scroll_view_content_offset_y(HKObject scroll_view);
// From code: scrollViewDidScroll: only.
void hk_scroll_view_set_content_offset_y(HKObject scroll_view, double y);
// The adjusted content inset's top (a refreshing refresh control adds its height).
double hk_scroll_view_adjusted_inset_top(HKObject scroll_view);
bool hk_scroll_view_is_tracking(HKObject scroll_view);
bool hk_scroll_view_is_dragging(HKObject scroll_view);
bool hk_scroll_view_is_decelerating(HKObject scroll_view);
// A finger on the middle of the scroll view moves the content by `dy` points (positive:
// towards the end, the finger going up) in `steps` moves. Without a fling the finger rests
// before it lifts (no deceleration); with one it lifts while moving (deceleration).
bool hk_scroll_pan(HKObject scroll_view, double dy, int steps, bool fling);
// A finger pulls the content down by `points` (20 points a move), rests and lifts.
bool hk_pull_down(HKObject scroll_view, double points);
HKObject hk_refresh_control_new(void);
// UIScrollView's refreshControl (the control becomes its subview).
void hk_scroll_view_set_refresh_control(HKObject scroll_view, HKObject refresh_control);
HKObject hk_scroll_view_refresh_control(HKObject scroll_view);
bool hk_refresh_control_is_refreshing(HKObject refresh_control);
// From code: no action.
void hk_refresh_control_begin_refreshing(HKObject refresh_control);
void hk_refresh_control_end_refreshing(HKObject refresh_control);

// MARK: Text input

void hk_text_field_set_delegate(HKObject field, HKObject delegate);
const char *hk_text_field_placeholder(HKObject field);
// UIKit's placeholder label inside the field (UITextFieldLabel); not the text.
HKObject hk_text_field_placeholder_label(HKObject field);
// From code: no EditingChanged.
void hk_text_field_set_text(HKObject field, const char *text);
// A 320 x 200 editable text view.
HKObject hk_text_view_new(const char *text);
void hk_text_view_set_delegate(HKObject text_view, HKObject delegate);
const char *hk_text_view_text(HKObject text_view);
// From code: no textViewDidChange:.
void hk_text_view_set_text(HKObject text_view, const char *text);
void hk_text_view_set_editable(HKObject text_view, bool editable);
// A 320 x 56 search bar with its UISearchTextField.
HKObject hk_search_bar_new(const char *placeholder);
void hk_search_bar_set_delegate(HKObject search_bar, HKObject delegate);
HKObject hk_search_bar_text_field(HKObject search_bar);
const char *hk_search_bar_text(HKObject search_bar);
// The UITextMultiTapRecognizer of a text field, text view, search field or search bar.
HKObject hk_text_tap_recognizer(HKObject text_input);
// A tap on a text field, text view, search field or search bar: its text interaction's
// recognizer makes it first responder; then the tap interval passes (0.35 s of the event
// clock), which ends the recognizer's gesture.
bool hk_tap_text(HKObject text_input);
// Types as the keyboard does into a text field, text view, search bar / search field, or
// any view adopting UIKeyInput: taps it first when it is not first responder; per
// character keyboardInput:shouldInsertText:isMarkedText: (when it answers it) and then
// insertText:. "\n" is the return key.
bool hk_type(HKObject text_input, const char *text);

// The keyboard, as UIKit 26.1 shows it in the app's process: a UIRemoteKeyboardWindow
// (+1) for `text_input`, focused first as a tap on it does, holding the input's own
// input view (else UIKit's keys, UIKeyboardLayoutStar, under TextInputUI's prediction
// bar) and its input accessory view above. Touches on it go through -[UIApplication
// sendEvent:] like any other.
HKObject hk_keyboard_show(HKObject text_input);
// Taps each key of `keys` (a-z and space) on UIKit's keys, where a finger would.
bool hk_keyboard_tap_keys(HKObject keyboard, const char *keys);
// Taps the prediction bar's first candidate (the word typed so far).
bool hk_keyboard_tap_prediction(HKObject keyboard);
// What the prediction bar's first cell shows; NULL when empty.
const char *hk_keyboard_prediction(HKObject keyboard);
void hk_text_field_set_input_view(HKObject field, HKObject view);
void hk_text_field_set_input_accessory_view(HKObject field, HKObject view);
bool hk_press_return(HKObject text_input);
bool hk_delete_backward(HKObject text_input);
bool hk_is_first_responder(HKObject responder);
// From code.
bool hk_resign_first_responder(HKObject responder);
// -conformsToProtocol: with the protocol of that name ("UITextInput", "UIKeyInput", ...).
bool hk_conforms_to_protocol(HKObject object, const char *protocol_name);

#ifdef __cplusplus
}
#endif
