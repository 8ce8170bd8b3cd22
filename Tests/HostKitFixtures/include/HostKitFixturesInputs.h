// Fixtures for HostKit's Inputs part (see HostKitInputs.h).
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

// A target for all of a control's events; each action logs
// "<event> <SenderClass> <event|nil>", event one of touchDown, touchUpInside, touchCancel,
// valueChanged, editingDidBegin, editingChanged, editingDidEnd, didEndOnExit. +1.
HKObject hkf_input_target_new(void);
// Adds the target to `control` for the eight events above (unretained, as UIControl does).
void hkf_input_target_attach(HKObject target, HKObject control);

// A delegate for text fields, text views, search bars and scroll views that logs what it is
// told: "shouldBegin", "didBegin", "shouldChange <loc>,<len> '<text>'", "shouldReturn",
// "shouldEnd", "didEnd", "didChange '<text>'" (text view), "searchShouldBegin",
// "searchDidBegin", "searchTextDidChange '<text>'", "searchButton", "searchDidEnd",
// "willBeginDragging", "didScroll <y>", "willEndDragging <vy> <targetY>",
// "didEndDragging <0|1>", "willBeginDecelerating", "didEndDecelerating",
// and "notification <name>" for UIKit's text notifications of observed objects. +1.
HKObject hkf_input_delegate_new(void);
// Answer NO to shouldChange… (the typed text is refused).
void hkf_input_delegate_refuse_changes(HKObject delegate, bool refuse);
// Log UIKit's text notifications posted by `object` (until the delegate deallocates).
void hkf_input_delegate_observe(HKObject delegate, HKObject object);

// A custom view adopting UIKeyInput (not UITextInput), as apps write: a tap makes it first
// responder (its own touchesEnded:); logs "keyInput insertText '<t>'" and
// "keyInput deleteBackward". 200 x 44. +1.
HKObject hkf_key_input_view_new(void);
const char *hkf_key_input_view_text(HKObject view);

// A UITextView subclass with its own placeholder label, hidden while there is text (it
// observes UITextViewTextDidChangeNotification), as apps write. 320 x 120. +1.
HKObject hkf_placeholder_text_view_new(const char *placeholder);
bool hkf_placeholder_text_view_shows_placeholder(HKObject view);
const char *hkf_class_name_of_placeholder_label(HKObject view);

// Swizzles the steps of this part's UIKit paths (value controls, scroll pan, refresh,
// text interaction) to log "Class selector [details]" before calling the original; off
// restores them. Details: sendAction:to:from:forEvent: logs
// "UIApplication sendAction <action> to <TargetClass> from <SenderClass> <event|nil>";
// sendActionsForControlEvents: logs "UIControl sendActionsForControlEvents: 0x<events> <SenderClass>";
// _sendActionWithGestureRecognizer: logs "UIGestureRecognizerTarget <action> <TargetClass> <RecognizerClass>".
void hkf_record_input_path(bool on);

#ifdef __cplusplus
}
#endif
