// Part D's driver and accessors: value controls, scrolling, pull to refresh, text input.
// Every user action goes through -[UIApplication sendEvent:] (HKTouch.h) on the view the
// finger really lands on; what follows is HostKit's UIKit.
#import <UIKit/UIKit.h>
#import "HKTouch.h"
#import <TextInputUI/TUIPredictionView.h>
#include "HostKit.h"
#include <stdlib.h>

#define OBJ(x) ((id)(x))

_Static_assert(HKDatePickerStyleInline == UIDatePickerStyleInline, "UIKit raw value");
_Static_assert(HKDatePickerModeDateAndTime == UIDatePickerModeDateAndTime, "UIKit raw value");

static NSString *HKString(const char *s) { return s != NULL ? [NSString stringWithUTF8String:s] : nil; }
static const char *HKCString(NSString *s) { return s != nil ? [s UTF8String] : NULL; }

static CGPoint HKCenterOf(UIView *view) {
    CGRect bounds = [view bounds];
    return CGPointMake(bounds.size.width / 2, bounds.size.height / 2);
}

// A tap where a finger lands on `point` of `view` (hit testing decides which view gets it).
static bool HKTapInView(UIView *view, CGPoint point) {
    if (![view isKindOfClass:[UIView class]] || ![view _isInteractive]) return false;
    return HKTapAt([view window], [view convertPoint:point toView:nil]);
}

// MARK: Switch

bool hk_tap_switch(HKObject aSwitch) {
    UISwitch *control = OBJ(aSwitch);
    if (![control isKindOfClass:[UISwitch class]]) return false;
    UIView *element = [control visualElement];
    return HKTouchPath(element, HKCenterOf(element), 1, 0.05, NULL, 0, NULL, 0);
}

bool hk_drag_switch(HKObject aSwitch) {
    UISwitch *control = OBJ(aSwitch);
    if (![control isKindOfClass:[UISwitch class]]) return false;
    UIView *element = [control visualElement];
    CGRect bounds = [element bounds];
    CGFloat direction = [control isOn] ? -1 : 1;
    CGPoint start = CGPointMake([control isOn] ? bounds.size.width - 15 : 15, bounds.size.height / 2);
    CGPoint moves[3];
    for (int step = 0; step < 3; step++) moves[step] = CGPointMake(start.x + direction * 15 * (step + 1), start.y);
    return HKTouchPath(element, start, 1, 0.05, moves, 3, NULL, 0);
}

void hk_switch_set_on(HKObject aSwitch, bool on, bool animated) { [OBJ(aSwitch) setOn:on animated:animated]; }
HKObject hk_switch_visual_element(HKObject aSwitch) { return [OBJ(aSwitch) visualElement]; }
HKObject hk_switch_long_press(HKObject aSwitch) { return [[OBJ(aSwitch) visualElement] longPress]; }
HKObject hk_switch_pan(HKObject aSwitch) { return [[OBJ(aSwitch) visualElement] pan]; }

// MARK: Segmented control, stepper

void hk_segmented_set_selected_index(HKObject segmented, long index) { [OBJ(segmented) setSelectedSegmentIndex:index]; }
void hk_segmented_set_momentary(HKObject segmented, bool momentary) { [OBJ(segmented) setMomentary:momentary]; }
HKObject hk_segmented_segment_view(HKObject segmented, long index) { return [OBJ(segmented) _segmentAtIndex:(int)index]; }
const char *hk_segmented_title(HKObject segmented, long index) {
    return HKCString([OBJ(segmented) titleForSegmentAtIndex:(NSUInteger)index]);
}
void hk_stepper_set_continuous(HKObject stepper, bool continuous) { [OBJ(stepper) setContinuous:continuous]; }
void hk_stepper_set_value(HKObject stepper, double value) { [(UIStepper *)OBJ(stepper) setValue:value]; }

// MARK: Page control

HKObject hk_page_control_new(long pages) {
    UIPageControl *control = [[UIPageControl alloc] initWithFrame:CGRectMake(0, 0, 200, 28)];
    [control setNumberOfPages:pages];
    return control;
}
long hk_page_control_number_of_pages(HKObject page_control) { return [OBJ(page_control) numberOfPages]; }
long hk_page_control_current_page(HKObject page_control) { return [OBJ(page_control) currentPage]; }
void hk_page_control_set_current_page(HKObject page_control, long page) { [OBJ(page_control) setCurrentPage:page]; }
HKObject hk_page_control_tap_recognizer(HKObject page_control) {
    id provider = [OBJ(page_control) hk_visualProvider];
    return [provider isKindOfClass:[_UIInteractivePageControlVisualProvider class]] ? [provider tapGestureRecognizer] : NULL;
}

static bool HKTapPageControl(UIPageControl *control, int direction) {
    if (![control isKindOfClass:[UIPageControl class]]) return false;
    CGRect indicator = [[control hk_visualProvider] indicatorFrameForPage:[control currentPage]];
    CGRect bounds = [control bounds];
    CGFloat x = direction > 0 ? indicator.origin.x + indicator.size.width + 4 : indicator.origin.x - 4;
    x = MIN(MAX(x, 1), bounds.size.width - 1);
    return HKTapInView(control, CGPointMake(x, bounds.size.height / 2));
}

bool hk_page_control_tap_next(HKObject page_control) { return HKTapPageControl(OBJ(page_control), 1); }
bool hk_page_control_tap_previous(HKObject page_control) { return HKTapPageControl(OBJ(page_control), -1); }

bool hk_page_control_scrub(HKObject page_control, int to_page) {
    UIPageControl *control = OBJ(page_control);
    if (![control isKindOfClass:[UIPageControl class]] || to_page < 0 || to_page >= [control numberOfPages]) return false;
    _UIPageControlVisualProvider *provider = [control hk_visualProvider];
    CGFloat y = [control bounds].size.height / 2;
    NSInteger current = [control currentPage];
    NSInteger direction = to_page > current ? 1 : -1;
    // Pressed on the current page past the long press's 0.15 s, then on to each page on
    // the way (a move, and so a frame, each), and two more frames at the last.
    CGPoint start = CGPointMake(CGRectGetMidX([provider indicatorFrameForPage:current]), y);
    CGPoint moves[34];
    int count = 0;
    for (NSInteger page = current; page != to_page && count < 32; page += direction)
        moves[count++] = CGPointMake(CGRectGetMidX([provider indicatorFrameForPage:page + direction]), y);
    CGPoint last = count > 0 ? moves[count - 1] : start;
    moves[count++] = last;
    moves[count++] = last;
    return HKTouchPath(control, start, 1, 0.2, moves, count, NULL, 0);
}

// MARK: Date picker

HKObject hk_date_picker_new(int mode, int preferred_style) {
    UIDatePicker *picker = [[UIDatePicker alloc] initWithFrame:CGRectZero];
    [picker setDatePickerMode:mode];
    [picker setPreferredDatePickerStyle:preferred_style];
    return picker;
}

void hk_date_picker_set_time_zone(HKObject picker, const char *name) {
    [OBJ(picker) setTimeZone:name != NULL ? [NSTimeZone timeZoneWithName:HKString(name)] : nil];
}
void hk_date_picker_set_date(HKObject picker, double seconds) {
    [OBJ(picker) setDate:[NSDate dateWithTimeIntervalSince1970:seconds]];
}
double hk_date_picker_date(HKObject picker) { return [[OBJ(picker) date] timeIntervalSince1970]; }

void hk_date_picker_components(HKObject picker, long *year, long *month, long *day, long *hour, long *minute) {
    UIDatePicker *p = OBJ(picker);
    NSUInteger units = NSYearCalendarUnit | NSMonthCalendarUnit | NSDayCalendarUnit | NSHourCalendarUnit | NSMinuteCalendarUnit;
    NSDateComponents *c = [[[p hk_data] effectiveCalendar] components:units fromDate:[p date]];
    if (year != NULL) *year = [c year];
    if (month != NULL) *month = [c month];
    if (day != NULL) *day = [c day];
    if (hour != NULL) *hour = [c hour];
    if (minute != NULL) *minute = [c minute];
}

int hk_date_picker_mode(HKObject picker) { return (int)[OBJ(picker) datePickerMode]; }
void hk_date_picker_set_mode(HKObject picker, int mode) { [OBJ(picker) setDatePickerMode:mode]; }
int hk_date_picker_preferred_style(HKObject picker) { return (int)[OBJ(picker) preferredDatePickerStyle]; }
void hk_date_picker_set_preferred_style(HKObject picker, int style) { [OBJ(picker) setPreferredDatePickerStyle:style]; }
int hk_date_picker_style(HKObject picker) { return (int)[OBJ(picker) datePickerStyle]; }

static _UIDatePickerIOSCompactView *HKCompactView(UIDatePicker *picker) {
    id view = [picker hk_pickerView];
    return [view isKindOfClass:[_UIDatePickerIOSCompactView class]] ? view : nil;
}

static _UIDatePickerCalendarView *HKCalendarView(UIDatePicker *picker) {
    id view = [picker hk_pickerView];
    return [view isKindOfClass:[_UIDatePickerCalendarView class]] ? view : nil;
}

bool hk_date_picker_overlay_is_presented(HKObject picker) {
    return [[HKCompactView(OBJ(picker)) hk_presentation] hk_isPresented];
}

HKObject hk_date_picker_overlay_picker(HKObject picker) {
    _UIDatePickerOverlayPresentation *presentation = [HKCompactView(OBJ(picker)) hk_presentation];
    return [presentation hk_isPresented] ? [presentation hk_overlayDatePicker] : NULL;
}

bool hk_date_picker_pick_day(HKObject picker, long day) {
    UIDatePicker *p = OBJ(picker);
    if (![p isKindOfClass:[UIDatePicker class]]) return false;
    _UIDatePickerCalendarView *calendarView = HKCalendarView(p);
    if (calendarView != nil) {
        UICalendarView *calendar = [calendarView hk_calendarView];
        CGRect frame = [calendar hk_frameOfDay:day];
        if (frame.size.width <= 0 || [calendar superview] == nil) return false;
        return HKTapInView(calendar, CGPointMake(frame.origin.x + frame.size.width / 2, frame.origin.y + frame.size.height / 2));
    }
    _UIDatePickerIOSCompactView *compact = HKCompactView(p);
    if (compact == nil) return false;
    if (![[compact hk_presentation] hk_isPresented]) {
        UIView *label = [compact hk_dateLabel];
        if ([label superview] == nil || !HKTapInView(label, HKCenterOf(label))) return false;
    }
    UIDatePicker *inner = [[compact hk_presentation] hk_overlayDatePicker];
    return inner != nil && hk_date_picker_pick_day(inner, day);
}

HKObject hk_date_picker_wheel(HKObject picker, long wheel) {
    UIDatePicker *p = OBJ(picker);
    if (![p isKindOfClass:[UIDatePicker class]] || ![[p hk_pickerView] isKindOfClass:[_UIDatePickerView class]]) return NULL;
    return [(_UIDatePickerView *)[p hk_pickerView] tableViewForColumn:wheel];
}

static bool HKFlickWheel(UIPickerTableView *table, double distance) {
    if (table == nil) return false;
    CGPoint start = HKCenterOf(table);
    CGPoint moves[2] = { CGPointMake(start.x, start.y - distance / 2), CGPointMake(start.x, start.y - distance) };
    return HKTouchPath(table, start, 1, 0, moves, 2, NULL, 0);
}

bool hk_date_picker_flick_wheel(HKObject picker, long wheel, double distance) {
    return HKFlickWheel(hk_date_picker_wheel(picker, wheel), distance);
}

bool hk_date_picker_pick_time(HKObject picker, long hour, long minute) {
    UIDatePicker *p = OBJ(picker);
    if (![p isKindOfClass:[UIDatePicker class]]) return false;
    _UIDatePickerCalendarView *calendarView = HKCalendarView(p);
    if (calendarView != nil) {
        _UIDatePickerCalendarTimeView *timeView = [calendarView hk_timeView];
        if ([timeView superview] == nil || !HKTapInView(timeView, HKCenterOf(timeView))) return false;
        [timeView hk_userSelectedHour:hour minute:minute];
        [timeView hk_endEditing];
        return true;
    }
    _UIDatePickerIOSCompactView *compact = HKCompactView(p);
    _UIDatePickerCompactTimeLabel *label = [compact hk_timeLabel];
    if (label == nil || [label superview] == nil || !HKTapInView(label, HKCenterOf(label))) return false;
    [label hk_userSelectedHour:hour minute:minute];
    [label hk_endEditing];
    return true;
}

bool hk_date_picker_dismiss_overlay(HKObject picker) {
    _UIDatePickerOverlayPresentation *presentation = [HKCompactView(OBJ(picker)) hk_presentation];
    if (![presentation hk_isPresented]) return false;
    UIView *backdrop = [presentation hk_backdrop];
    return HKTapInView(backdrop, CGPointMake([backdrop bounds].size.width / 2, 40));
}

// MARK: Scroll views

HKObject hk_scroll_view_pan_gesture(HKObject scroll_view) { return [OBJ(scroll_view) panGestureRecognizer]; }
void hk_scroll_view_set_content_size(HKObject scroll_view, double width, double height) {
    [OBJ(scroll_view) setContentSize:CGSizeMake(width, height)];
}
double hk_scroll_view_content_offset_y(HKObject scroll_view) { return [OBJ(scroll_view) contentOffset].y; }
void hk_scroll_view_set_content_offset_y(HKObject scroll_view, double y) {
    UIScrollView *s = OBJ(scroll_view);
    [s setContentOffset:CGPointMake([s contentOffset].x, y)];
}
double hk_scroll_view_adjusted_inset_top(HKObject scroll_view) { return [OBJ(scroll_view) adjustedContentInset].top; }
bool hk_scroll_view_is_tracking(HKObject scroll_view) { return [OBJ(scroll_view) isTracking]; }
bool hk_scroll_view_is_dragging(HKObject scroll_view) { return [OBJ(scroll_view) isDragging]; }
bool hk_scroll_view_is_decelerating(HKObject scroll_view) { return [OBJ(scroll_view) isDecelerating]; }

// A finger on the scroll view's middle, moving by `fingerDy` in `steps` moves; it rests
// (a move to where it already is) before lifting unless it flings.
static bool HKScrollFinger(UIScrollView *scrollView, double fingerDy, int steps, bool fling) {
    if (![scrollView isKindOfClass:[UIScrollView class]] || ![scrollView _isInteractive]) return false;
    UIWindow *window = [scrollView window];
    CGPoint start = [scrollView convertPoint:HKCenterOf(scrollView) toView:nil];
    UIView *hit = HKHitView(window, start);
    if (hit == nil || ![hit isDescendantOfView:scrollView]) return false;
    if (steps < 1) steps = 1;
    if (steps > 60) steps = 60;
    CGPoint *moves = calloc((size_t)steps + 1, sizeof(CGPoint));
    CGPoint local = [hit convertPoint:start fromView:nil];
    for (int step = 0; step < steps; step++)
        moves[step] = CGPointMake(local.x, local.y + fingerDy * (step + 1) / steps);
    int count = steps;
    if (!fling) moves[count++] = moves[steps - 1];
    bool touched = HKTouchPath(hit, local, 1, 0, moves, count, NULL, 0);
    free(moves);
    return touched;
}

bool hk_scroll_pan(HKObject scroll_view, double dy, int steps, bool fling) {
    return HKScrollFinger(OBJ(scroll_view), -dy, steps, fling);
}

bool hk_pull_down(HKObject scroll_view, double points) {
    int steps = (int)((points + 19) / 20);
    return HKScrollFinger(OBJ(scroll_view), points, steps, false);
}

// MARK: Refresh control

HKObject hk_refresh_control_new(void) { return [[UIRefreshControl alloc] init]; }
void hk_scroll_view_set_refresh_control(HKObject scroll_view, HKObject refresh_control) {
    [OBJ(scroll_view) setRefreshControl:OBJ(refresh_control)];
}
HKObject hk_scroll_view_refresh_control(HKObject scroll_view) { return [OBJ(scroll_view) refreshControl]; }
bool hk_refresh_control_is_refreshing(HKObject refresh_control) { return [OBJ(refresh_control) isRefreshing]; }
void hk_refresh_control_begin_refreshing(HKObject refresh_control) { [OBJ(refresh_control) beginRefreshing]; }
void hk_refresh_control_end_refreshing(HKObject refresh_control) { [OBJ(refresh_control) endRefreshing]; }

// MARK: Text input

void hk_text_field_set_delegate(HKObject field, HKObject delegate) { [OBJ(field) setDelegate:OBJ(delegate)]; }
const char *hk_text_field_placeholder(HKObject field) { return HKCString([OBJ(field) placeholder]); }
HKObject hk_text_field_placeholder_label(HKObject field) { return [OBJ(field) hk_placeholderLabel]; }
void hk_text_field_set_text(HKObject field, const char *text) { [OBJ(field) setText:HKString(text)]; }

HKObject hk_text_view_new(const char *text) {
    UITextView *view = [[UITextView alloc] initWithFrame:CGRectMake(0, 0, 320, 200)];
    [view setText:HKString(text)];
    return view;
}
void hk_text_view_set_delegate(HKObject text_view, HKObject delegate) { [OBJ(text_view) setDelegate:OBJ(delegate)]; }
const char *hk_text_view_text(HKObject text_view) { return HKCString([OBJ(text_view) text]); }
void hk_text_view_set_text(HKObject text_view, const char *text) { [OBJ(text_view) setText:HKString(text)]; }
void hk_text_view_set_editable(HKObject text_view, bool editable) { [OBJ(text_view) setEditable:editable]; }

HKObject hk_search_bar_new(const char *placeholder) {
    UISearchBar *bar = [[UISearchBar alloc] initWithFrame:CGRectMake(0, 0, 320, 56)];
    [bar setPlaceholder:HKString(placeholder)];
    return bar;
}
void hk_search_bar_set_delegate(HKObject search_bar, HKObject delegate) { [OBJ(search_bar) setDelegate:OBJ(delegate)]; }
HKObject hk_search_bar_text_field(HKObject search_bar) { return [OBJ(search_bar) searchTextField]; }
const char *hk_search_bar_text(HKObject search_bar) { return HKCString([OBJ(search_bar) text]); }

// GCC's runtime fixes a Protocol object up only when a class adopting it loads; an
// @protocol() expression in a file where no class adopts it gives an object the runtime
// does not know (conformsToProtocol: answers NO). The registered protocol, by name, is right.
static Protocol *HKProtocolNamed(const char *name) { return objc_getProtocol(name); }

// The view that takes the text: a search bar's is its search field.
static UIView *HKTextInputView(id object) {
    if ([object isKindOfClass:[UISearchBar class]]) return [object searchTextField];
    return [object isKindOfClass:[UIView class]] ? object : nil;
}

static UITextInteractionAssistant *HKAssistant(UIView *view) {
    if ([view isKindOfClass:[UITextField class]] || [view isKindOfClass:[UITextView class]])
        return [(id)view interactionAssistant];
    return nil;
}

HKObject hk_text_tap_recognizer(HKObject text_input) {
    return [HKAssistant(HKTextInputView(OBJ(text_input))) hk_singleTapRecognizer];
}

bool hk_tap_text(HKObject text_input) {
    UIView *view = HKTextInputView(OBJ(text_input));
    UITextMultiTapRecognizer *tap = (UITextMultiTapRecognizer *)[HKAssistant(view) hk_singleTapRecognizer];
    if (tap == nil || !HKTapInView(view, HKCenterOf(view))) return false;
    // The user does not tap again: UIKit's 0.35 s tap interval runs out.
    HKAdvanceClock(0.4);
    [tap hk_tapIntervalElapsed];
    return true;
}

// What the keyboard does for one key: ask (when the responder takes the question), then type.
static void HKKeyboardInsert(id responder, NSString *key) {
    if ([responder respondsToSelector:@selector(keyboardInput:shouldInsertText:isMarkedText:)]
        && ![responder keyboardInput:responder shouldInsertText:key isMarkedText:NO])
        return;
    [responder insertText:key];
}

static id HKFocusedKeyInput(HKObject text_input) {
    UIView *view = HKTextInputView(OBJ(text_input));
    if (view == nil || ![view conformsToProtocol:HKProtocolNamed("UIKeyInput")]) return nil;
    if (![view isFirstResponder]) {
        if (HKAssistant(view) != nil) hk_tap_text(view);
        else HKTapInView(view, HKCenterOf(view)); // a custom key input view takes its own taps
    }
    return [view isFirstResponder] ? view : nil;
}

bool hk_type(HKObject text_input, const char *text) {
    if (text == NULL) return false;
    id input = HKFocusedKeyInput(text_input);
    if (input == nil) return false;
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    NSString *string = [NSString stringWithUTF8String:text];
    NSUInteger i = 0;
    while (i < [string length]) {
        NSRange character = [string rangeOfComposedCharacterSequenceAtIndex:i];
        HKKeyboardInsert(input, [string substringWithRange:character]);
        i = NSMaxRange(character);
    }
    [pool drain];
    return true;
}

bool hk_press_return(HKObject text_input) { return hk_type(text_input, "\n"); }

// MARK: The keyboard

static const CGFloat HKKeyboardHeight = 300;
static const CGFloat HKPredictionBarHeight = 44;
static const CGFloat HKAccessoryHeight = 44;

HKObject hk_keyboard_show(HKObject text_input) {
    id input = HKFocusedKeyInput(text_input);
    if (input == nil) return NULL;
    CGRect screen = [[UIScreen mainScreen] bounds];
    UIView *accessory = [input inputAccessoryView];
    UIView *own = [input inputView];
    CGFloat height = HKKeyboardHeight + (accessory != nil ? HKAccessoryHeight : 0);
    UIRemoteKeyboardWindow *window = [[UIRemoteKeyboardWindow alloc]
        initWithFrame:CGRectMake(0, screen.size.height - height, screen.size.width, height)];
    CGFloat top = 0;
    if (accessory != nil) {
        [accessory setFrame:CGRectMake(0, 0, screen.size.width, HKAccessoryHeight)];
        [window addSubview:accessory];
        top = HKAccessoryHeight;
    }
    if (own != nil) {
        [own setFrame:CGRectMake(0, top, screen.size.width, HKKeyboardHeight)];
        [window addSubview:own];
    } else {
        TUIPredictionView *predictions = [[TUIPredictionView alloc]
            initWithFrame:CGRectMake(0, top, screen.size.width, HKPredictionBarHeight)];
        UIKeyboardLayoutStar *keys = [[UIKeyboardLayoutStar alloc]
            initWithFrame:CGRectMake(0, top + HKPredictionBarHeight, screen.size.width, HKKeyboardHeight - HKPredictionBarHeight)];
        [keys setInputDelegate:input];
        [keys setPredictionView:predictions];
        [predictions setDelegate:keys];
        [window addSubview:predictions];
        [window addSubview:keys];
        [predictions release];
        [keys release];
    }
    // Shown, not key: the app's window stays key while the user types.
    [window setHidden:NO];
    return window;
}

static id HKKeyboardSubview(HKObject keyboard, Class cls) {
    UIView *window = OBJ(keyboard);
    if (![window isKindOfClass:[UIRemoteKeyboardWindow class]]) return nil;
    for (UIView *view in [window subviews])
        if ([view isKindOfClass:cls]) return view;
    return nil;
}

bool hk_keyboard_tap_keys(HKObject keyboard, const char *keys) {
    UIKeyboardLayoutStar *layout = HKKeyboardSubview(keyboard, [UIKeyboardLayoutStar class]);
    if (layout == nil || keys == NULL) return false;
    for (const char *key = keys; *key != 0; key++) {
        CGPoint center;
        NSString *name = [[NSString alloc] initWithBytes:key length:1 encoding:NSUTF8StringEncoding];
        BOOL found = [layout hk_getCenter:&center ofKey:name];
        [name release];
        if (!found || !HKTouchPath(layout, center, 1, 0, NULL, 0, NULL, 0)) return false;
    }
    return true;
}

bool hk_keyboard_tap_prediction(HKObject keyboard) {
    TUIPredictionView *bar = HKKeyboardSubview(keyboard, [TUIPredictionView class]);
    UIView *cell = [[bar cells] firstObject];
    if (cell == nil) return false;
    return HKTouchPath(cell, HKCenterOf(cell), 1, 0, NULL, 0, NULL, 0);
}

const char *hk_keyboard_prediction(HKObject keyboard) {
    TUIPredictionView *bar = HKKeyboardSubview(keyboard, [TUIPredictionView class]);
    return HKCString([[[bar cells] firstObject] candidate]);
}

void hk_text_field_set_input_view(HKObject field, HKObject view) { [(UITextField *)OBJ(field) setInputView:OBJ(view)]; }
void hk_text_field_set_input_accessory_view(HKObject field, HKObject view) {
    [(UITextField *)OBJ(field) setInputAccessoryView:OBJ(view)];
}

bool hk_delete_backward(HKObject text_input) {
    id input = HKFocusedKeyInput(text_input);
    if (input == nil) return false;
    if ([input respondsToSelector:@selector(keyboardInputShouldDelete:)] && ![input keyboardInputShouldDelete:input])
        return true;
    [input deleteBackward];
    return true;
}

bool hk_is_first_responder(HKObject responder) { return [OBJ(responder) isFirstResponder]; }
bool hk_resign_first_responder(HKObject responder) { return [OBJ(responder) resignFirstResponder]; }

bool hk_conforms_to_protocol(HKObject object, const char *protocol_name) {
    if (object == NULL || protocol_name == NULL) return false;
    Protocol *protocol = HKProtocolNamed(protocol_name);
    return protocol != NULL && [OBJ(object) conformsToProtocol:protocol];
}

// MARK: Picker

HKObject hk_picker_new(void) { return [[UIPickerView alloc] initWithFrame:CGRectMake(0, 300, 320, 216)]; }
void hk_picker_set_data_source(HKObject picker, HKObject data_source) { [(UIPickerView *)OBJ(picker) setDataSource:OBJ(data_source)]; }
void hk_picker_set_delegate(HKObject picker, HKObject delegate) { [(UIPickerView *)OBJ(picker) setDelegate:OBJ(delegate)]; }
HKObject hk_picker_delegate(HKObject picker) { return [(UIPickerView *)OBJ(picker) delegate]; }
long hk_picker_selected_row(HKObject picker, long component) { return [(UIPickerView *)OBJ(picker) selectedRowInComponent:component]; }
void hk_picker_select_row(HKObject picker, long row, long component, bool animated) {
    [(UIPickerView *)OBJ(picker) selectRow:row inComponent:component animated:animated];
}
HKObject hk_picker_wheel(HKObject picker, long component) { return [(UIPickerView *)OBJ(picker) tableViewForColumn:component]; }
bool hk_picker_flick_wheel(HKObject picker, long component, double distance) {
    return HKFlickWheel(hk_picker_wheel(picker, component), distance);
}
