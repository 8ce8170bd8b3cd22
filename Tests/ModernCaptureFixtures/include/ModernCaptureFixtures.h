// An app's business code for the modern-capture scenarios (UI1–UI16), behind a C interface.
// What the business code does goes to one log, read as "entry, entry, ...".
#pragma once

#include <stdbool.h>
#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

void mcf_log_reset(void);
// The log so far, entries joined by ", ". Valid until the next call.
const char *mcf_log(void);

// A view controller of class `class_name` (made at runtime the first time, a subclass of
// MCFController) titled `title`. +1. Its actions log "<action> <SenderClass>":
//   pay:, share:, cancel:, sizeTapped:, toggled:, changed:, refresh:, tapped:, more:
// and as a UIAction / UIAlertAction / menu handler, "handled: <action title>".
HKObject mcf_controller_new(const char *class_name, const char *title);

// Code sending an action: -[UIApplication sendAction:to:from:forEvent:] with no event.
bool mcf_send_action(const char *action, HKObject target, HKObject sender);

// An app's wheel (a UIControl of its own, 100 x 200, in the manner of a picker): a
// scroll view of rows 44 pt high inside it; when the rows come to rest after the finger
// (the end of the drag, or of the deceleration a flick started) on another row, the
// wheel sends ValueChanged with sendActionsForControlEvents:. +1.
HKObject mcf_wheel_new(void);
HKObject mcf_wheel_scroll_view(HKObject wheel);
long mcf_wheel_row(HKObject wheel);

// An app's slider (a UISlider of its own, 200 x 30, from 0 to 1, with a track image of
// its own: UIKit's classic look) that its own pan
// recogniser drives: the pan takes the touch from UIControl's tracking, and each change
// sets the value where the finger is and sends ValueChanged with
// sendActionsForControlEvents:, the control no longer tracking. +1.
HKObject mcf_pan_slider_new(void);

// An app's own UIGestureRecognizer subclass, named UIAppPressRecognizer (a name that
// starts like UIKit's), recognising at the lift. +1.
HKObject mcf_press_recognizer_new(HKObject target, const char *action);

// An app's picker rows: the data source and delegate of a UIPickerView of two
// components, 20 cities ("Amsterdam" ... "Tunis") and 20 stays ("1 nights" ... "20
// nights"). The delegate titles its rows with pickerView:titleForRow:forComponent:, or,
// when `attributed`, with pickerView:attributedTitleForRow:forComponent: only; its
// pickerView:didSelectRow:inComponent: logs "picked: <title>". +1.
HKObject mcf_picker_rows_new(bool attributed);
// The business code calling its own pickerView:didSelectRow:inComponent:.
void mcf_picker_rows_select(HKObject rows, HKObject picker, long row, long component);

#ifdef __cplusplus
}
#endif
