// The C API's constructors and accessors: thin wrappers over the UIKit-shaped classes.
#import <UIKit/UIKit.h>
#import <WebKit/WebKit.h>
#import "HKListDataSource.h"
#include "HostKit.h"

_Static_assert(HKControlEventTouchUpInside == UIControlEventTouchUpInside, "UIKit raw value");
_Static_assert(HKControlEventValueChanged == UIControlEventValueChanged, "UIKit raw value");
_Static_assert(HKControlEventEditingChanged == UIControlEventEditingChanged, "UIKit raw value");
_Static_assert(HKControlEventPrimaryActionTriggered == UIControlEventPrimaryActionTriggered, "UIKit raw value");
_Static_assert(HKGestureStateEnded == UIGestureRecognizerStateEnded, "UIKit raw value");

#define OBJ(x) ((id)(x))

static NSString *HKString(const char *s) { return s != NULL ? [NSString stringWithUTF8String:s] : nil; }
static const char *HKCString(NSString *s) { return s != nil ? [s UTF8String] : NULL; }
static SEL HKSelector(const char *name) { return name != NULL ? sel_registerName(name) : NULL; }

// MARK: Memory

void hk_retain(HKObject object) { [OBJ(object) retain]; }
void hk_release(HKObject object) { [OBJ(object) release]; }
unsigned long hk_retain_count(HKObject object) { return [OBJ(object) retainCount]; }
HKPool hk_pool_push(void) { return [[NSAutoreleasePool alloc] init]; }
void hk_pool_pop(HKPool pool) { [OBJ(pool) drain]; }
const char *hk_class_name(HKObject object) { return object != NULL ? class_getName(object_getClass(OBJ(object))) : NULL; }

// MARK: Application and windows

HKObject hk_application(void) { return [UIApplication sharedApplication]; }

// Each in its own pool: a notification's userInfo and the strings it makes are autoreleased.
static void HKLifecycle(SEL transition) {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    [[UIApplication sharedApplication] performSelector:transition];
    [pool release];
}
void hk_application_launch(void) { HKLifecycle(@selector(_finishLaunching)); }
void hk_application_enter_background(void) { HKLifecycle(@selector(_enterBackground)); }
void hk_application_enter_foreground(void) { HKLifecycle(@selector(_enterForeground)); }
void hk_application_terminate(void) { HKLifecycle(@selector(_terminate)); }
HKObject hk_key_window(void) { return [[UIApplication sharedApplication] keyWindow]; }
HKObject hk_window_new(void) { return [[UIWindow alloc] initWithFrame:CGRectMake(0, 0, 320, 568)]; }
void hk_window_set_root(HKObject window, HKObject controller) { [OBJ(window) setRootViewController:OBJ(controller)]; }
HKObject hk_window_root(HKObject window) { return [OBJ(window) rootViewController]; }
void hk_window_make_key_and_visible(HKObject window) { [OBJ(window) makeKeyAndVisible]; }

// MARK: Views

HKObject hk_view_new(double x, double y, double width, double height) {
    return [[UIView alloc] initWithFrame:CGRectMake(x, y, width, height)];
}
void hk_view_add_subview(HKObject view, HKObject subview) { [OBJ(view) addSubview:OBJ(subview)]; }
void hk_view_set_frame(HKObject view, double x, double y, double width, double height) {
    [OBJ(view) setFrame:CGRectMake(x, y, width, height)];
}
void hk_view_remove_from_superview(HKObject view) { [OBJ(view) removeFromSuperview]; }
HKObject hk_view_superview(HKObject view) { return [OBJ(view) superview]; }
HKObject hk_view_window(HKObject view) { return [OBJ(view) window]; }
size_t hk_view_subview_count(HKObject view) { return [[OBJ(view) subviews] count]; }
HKObject hk_view_subviews(HKObject view) { return [OBJ(view) subviews]; }
HKObject hk_event_all_touches(HKObject event) { return [(UIEvent *)OBJ(event) allTouches]; }
void hk_view_set_tag(HKObject view, long tag) { [OBJ(view) setTag:tag]; }
long hk_view_tag(HKObject view) { return [OBJ(view) tag]; }
void hk_view_set_accessibility_identifier(HKObject view, const char *identifier) {
    [OBJ(view) setAccessibilityIdentifier:HKString(identifier)];
}
void hk_view_set_accessibility_label(HKObject view, const char *label) { [OBJ(view) setAccessibilityLabel:HKString(label)]; }
const char *hk_view_accessibility_identifier(HKObject view) { return HKCString([OBJ(view) accessibilityIdentifier]); }
void hk_view_set_hidden(HKObject view, bool hidden) { [OBJ(view) setHidden:hidden]; }
void hk_view_set_user_interaction_enabled(HKObject view, bool enabled) { [OBJ(view) setUserInteractionEnabled:enabled]; }
HKObject hk_next_responder(HKObject responder) { return [OBJ(responder) nextResponder]; }

// MARK: Controls

void hk_control_add_target(HKObject control, HKObject target, const char *action, unsigned long events) {
    [OBJ(control) addTarget:OBJ(target) action:HKSelector(action) forControlEvents:events];
}
void hk_control_remove_target(HKObject control, HKObject target, const char *action, unsigned long events) {
    [OBJ(control) removeTarget:OBJ(target) action:HKSelector(action) forControlEvents:events];
}
void hk_control_send_actions(HKObject control, unsigned long events) { [OBJ(control) sendActionsForControlEvents:events]; }
bool hk_control_is_tracking(HKObject control) { return [(UIControl *)OBJ(control) isTracking]; }
unsigned long hk_control_all_events(HKObject control) { return [OBJ(control) allControlEvents]; }
size_t hk_control_target_count(HKObject control) { return [[OBJ(control) allTargets] count]; }
void hk_control_set_enabled(HKObject control, bool enabled) { [OBJ(control) setEnabled:enabled]; }

HKObject hk_button_new_with_configuration(const char *title) {
    UIButtonConfiguration *configuration = [UIButtonConfiguration filledButtonConfiguration];
    [configuration setTitle:HKString(title)];
    UIButton *button = [[UIButton buttonWithConfiguration:configuration primaryAction:nil] retain];
    [button setFrame:CGRectMake(0, 0, 120, 44)];
    return button;
}

HKObject hk_button_new(const char *title) {
    UIButton *button = [[UIButton buttonWithType:UIButtonTypeSystem] retain];
    [button setFrame:CGRectMake(0, 0, 120, 44)];
    [button setTitle:HKString(title) forState:UIControlStateNormal];
    return button;
}
void hk_button_set_title(HKObject button, const char *title) {
    [OBJ(button) setTitle:HKString(title) forState:UIControlStateNormal];
}
const char *hk_button_title(HKObject button) { return HKCString([OBJ(button) currentTitle]); }

HKObject hk_switch_new(bool on) {
    UISwitch *s = [[UISwitch alloc] initWithFrame:CGRectMake(0, 0, 51, 31)];
    [s setOn:on];
    return s;
}
bool hk_switch_is_on(HKObject aSwitch) { return [OBJ(aSwitch) isOn]; }

HKObject hk_segmented_new(void) { return [[UISegmentedControl alloc] initWithItems:[NSArray array]]; }
void hk_segmented_add_segment(HKObject segmented, const char *title) {
    UISegmentedControl *control = OBJ(segmented);
    [control insertSegmentWithTitle:HKString(title) atIndex:[control numberOfSegments] animated:NO];
}
long hk_segmented_selected_index(HKObject segmented) { return [OBJ(segmented) selectedSegmentIndex]; }
long hk_segmented_number_of_segments(HKObject segmented) { return (long)[OBJ(segmented) numberOfSegments]; }

HKObject hk_slider_new(double minimum, double maximum, double value) {
    UISlider *slider = [[UISlider alloc] initWithFrame:CGRectMake(0, 0, 200, 30)];
    [slider setMinimumValue:minimum];
    [slider setMaximumValue:maximum];
    [slider setValue:value];
    return slider;
}
double hk_slider_value(HKObject slider) { return [(UISlider *)OBJ(slider) value]; }
void hk_slider_set_continuous(HKObject slider, bool continuous) { [OBJ(slider) setContinuous:continuous]; }

HKObject hk_stepper_new(double minimum, double maximum, double step, double value) {
    UIStepper *stepper = [[UIStepper alloc] initWithFrame:CGRectMake(0, 0, 94, 29)];
    [stepper setMinimumValue:minimum];
    [stepper setMaximumValue:maximum];
    [stepper setStepValue:step];
    [stepper setValue:value];
    return stepper;
}
double hk_stepper_value(HKObject stepper) { return [(UIStepper *)OBJ(stepper) value]; }

HKObject hk_text_field_new(const char *placeholder) {
    UITextField *field = [[UITextField alloc] initWithFrame:CGRectMake(0, 0, 200, 34)];
    [field setPlaceholder:HKString(placeholder)];
    return field;
}
const char *hk_text_field_text(HKObject field) { return HKCString([OBJ(field) text]); }
void hk_text_field_set_secure(HKObject field, bool secure) { [OBJ(field) setSecureTextEntry:secure]; }
bool hk_text_field_is_secure(HKObject field) { return [OBJ(field) isSecureTextEntry]; }

HKObject hk_label_new(const char *text) {
    UILabel *label = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 200, 21)];
    [label setText:HKString(text)];
    return label;
}

// MARK: Gesture recognizers

HKObject hk_tap_gesture_new(HKObject target, const char *action, unsigned taps) {
    UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:OBJ(target) action:HKSelector(action)];
    [tap setNumberOfTapsRequired:taps];
    return tap;
}
HKObject hk_pan_gesture_new(HKObject target, const char *action) {
    return [[UIPanGestureRecognizer alloc] initWithTarget:OBJ(target) action:HKSelector(action)];
}
HKObject hk_long_press_gesture_new(HKObject target, const char *action, double minimum_duration) {
    UILongPressGestureRecognizer *press =
        [[UILongPressGestureRecognizer alloc] initWithTarget:OBJ(target) action:HKSelector(action)];
    [press setMinimumPressDuration:minimum_duration];
    return press;
}
void hk_gesture_add_target(HKObject recognizer, HKObject target, const char *action) {
    [OBJ(recognizer) addTarget:OBJ(target) action:HKSelector(action)];
}
void hk_gesture_remove_target(HKObject recognizer, HKObject target, const char *action) {
    [OBJ(recognizer) removeTarget:OBJ(target) action:HKSelector(action)];
}
void hk_view_add_gesture(HKObject view, HKObject recognizer) { [OBJ(view) addGestureRecognizer:OBJ(recognizer)]; }
void hk_view_remove_gesture(HKObject view, HKObject recognizer) { [OBJ(view) removeGestureRecognizer:OBJ(recognizer)]; }
HKObject hk_gesture_view(HKObject recognizer) { return [OBJ(recognizer) view]; }
HKObject hk_view_gesture_at(HKObject view, long index) {
    NSArray *recognizers = [OBJ(view) gestureRecognizers];
    return index >= 0 && index < (long)[recognizers count] ? [recognizers objectAtIndex:index] : nil;
}
void hk_scroll_view_set_delays_content_touches(HKObject scroll_view, bool delays) {
    [OBJ(scroll_view) setDelaysContentTouches:delays];
}
int hk_gesture_state(HKObject recognizer) { return (int)[OBJ(recognizer) state]; }
void hk_gesture_set_enabled(HKObject recognizer, bool enabled) { [OBJ(recognizer) setEnabled:enabled]; }
void hk_gesture_set_cancels_touches_in_view(HKObject recognizer, bool cancels) {
    [OBJ(recognizer) setCancelsTouchesInView:cancels];
}

// MARK: Lists

HKObject hk_list_data_source_new(void) { return [[HKListDataSource alloc] init]; }
void hk_list_data_source_add(HKObject data_source, const char *title) { [OBJ(data_source) addTitle:HKString(title)]; }

// Content taller than the view, as an app sets it, so that a finger can scroll it.
HKObject hk_scroll_view_new(void) {
    UIScrollView *scrollView = [[UIScrollView alloc] initWithFrame:CGRectMake(0, 0, 320, 400)];
    [scrollView setContentSize:CGSizeMake(320, 1200)];
    return scrollView;
}
void hk_scroll_view_set_delegate(HKObject scroll_view, HKObject delegate) { [OBJ(scroll_view) setDelegate:OBJ(delegate)]; }

HKObject hk_table_new(void) {
    return [[UITableView alloc] initWithFrame:CGRectMake(0, 0, 320, 400) style:UITableViewStylePlain];
}
void hk_table_set_delegate(HKObject table, HKObject delegate) { [OBJ(table) setDelegate:OBJ(delegate)]; }
HKObject hk_table_delegate(HKObject table) { return [OBJ(table) delegate]; }
void hk_table_set_data_source(HKObject table, HKObject data_source) { [OBJ(table) setDataSource:OBJ(data_source)]; }
HKObject hk_table_data_source(HKObject table) { return [OBJ(table) dataSource]; }
void hk_table_reload(HKObject table) { [OBJ(table) reloadData]; }
long hk_table_row_count(HKObject table, long section) { return [OBJ(table) numberOfRowsInSection:section]; }
const char *hk_table_cell_text(HKObject table, long section, long row) {
    UITableView *t = OBJ(table);
    return HKCString(HKCellText([t cellForRowAtIndexPath:[NSIndexPath indexPathForRow:row inSection:section]]));
}
void hk_table_select_row(HKObject table, long section, long row) {
    [OBJ(table) selectRowAtIndexPath:[NSIndexPath indexPathForRow:row inSection:section]
                            animated:NO
                      scrollPosition:UITableViewScrollPositionNone];
}
void hk_table_deselect_row(HKObject table, long section, long row) {
    [OBJ(table) deselectRowAtIndexPath:[NSIndexPath indexPathForRow:row inSection:section] animated:NO];
}
bool hk_table_selected_row(HKObject table, long *section, long *row) {
    NSIndexPath *selected = [OBJ(table) indexPathForSelectedRow];
    if (selected == nil) return false;
    if (section != NULL) *section = [selected section];
    if (row != NULL) *row = [selected row];
    return true;
}

HKObject hk_collection_new(void) {
    UICollectionViewFlowLayout *layout = [[[UICollectionViewFlowLayout alloc] init] autorelease];
    return [[UICollectionView alloc] initWithFrame:CGRectMake(0, 0, 320, 400) collectionViewLayout:layout];
}
void hk_collection_set_delegate(HKObject collection, HKObject delegate) { [OBJ(collection) setDelegate:OBJ(delegate)]; }
HKObject hk_collection_delegate(HKObject collection) { return [OBJ(collection) delegate]; }
void hk_collection_set_data_source(HKObject collection, HKObject data_source) {
    [OBJ(collection) setDataSource:OBJ(data_source)];
}
long hk_collection_item_count(HKObject collection, long section) { return [OBJ(collection) numberOfItemsInSection:section]; }
const char *hk_collection_cell_text(HKObject collection, long section, long item) {
    UICollectionView *c = OBJ(collection);
    return HKCString(HKCellText([c cellForItemAtIndexPath:[NSIndexPath indexPathForItem:item inSection:section]]));
}
void hk_collection_select_item(HKObject collection, long section, long item) {
    [OBJ(collection) selectItemAtIndexPath:[NSIndexPath indexPathForItem:item inSection:section]
                                  animated:NO
                            scrollPosition:UICollectionViewScrollPositionNone];
}
bool hk_collection_selected_item(HKObject collection, long *section, long *item) {
    NSIndexPath *selected = [[OBJ(collection) indexPathsForSelectedItems] lastObject];
    if (selected == nil) return false;
    if (section != NULL) *section = [selected section];
    if (item != NULL) *item = [selected item];
    return true;
}

// MARK: Web views

HKObject hk_web_view_new(void) { return [[UIWebView alloc] initWithFrame:CGRectMake(0, 0, 320, 480)]; }
void hk_web_view_set_delegate(HKObject web_view, HKObject delegate) { [OBJ(web_view) setDelegate:OBJ(delegate)]; }
HKObject hk_wk_web_view_new(void) { return [[WKWebView alloc] initWithFrame:CGRectMake(0, 0, 320, 480)]; }
void hk_wk_web_view_set_navigation_delegate(HKObject web_view, HKObject delegate) {
    [OBJ(web_view) setNavigationDelegate:OBJ(delegate)];
}
const char *hk_web_view_url(HKObject web_view) {
    id view = OBJ(web_view);
    NSURL *url = [view isKindOfClass:[WKWebView class]] ? [view URL] : [[view request] URL];
    return HKCString([url absoluteString]);
}
HKObject hk_wk_configuration_new(void) { return [[WKWebViewConfiguration alloc] init]; }
HKObject hk_wk_web_view_new_with_configuration(HKObject configuration) {
    return [[WKWebView alloc] initWithFrame:CGRectMake(0, 0, 320, 480) configuration:OBJ(configuration)];
}
HKObject hk_wk_user_content_controller(HKObject web_view_or_configuration) {
    id object = OBJ(web_view_or_configuration);
    if ([object isKindOfClass:[WKWebView class]]) object = [object configuration];
    return [object userContentController];
}
void hk_wk_add_user_script(HKObject controller, const char *source, bool at_document_start, bool main_frame_only) {
    WKUserScript *script = [[WKUserScript alloc]
          initWithSource:HKString(source)
           injectionTime:at_document_start ? WKUserScriptInjectionTimeAtDocumentStart : WKUserScriptInjectionTimeAtDocumentEnd
        forMainFrameOnly:main_frame_only];
    [OBJ(controller) addUserScript:script];
    [script release];
}
size_t hk_wk_user_script_count(HKObject controller) { return [[OBJ(controller) userScripts] count]; }
const char *hk_wk_user_script_source(HKObject controller, size_t index) {
    NSArray *scripts = [OBJ(controller) userScripts];
    return index < [scripts count] ? HKCString([[scripts objectAtIndex:index] source]) : NULL;
}
bool hk_wk_add_script_message_handler(HKObject controller, HKObject handler, const char *name) {
    @try {
        [OBJ(controller) addScriptMessageHandler:OBJ(handler) name:HKString(name)];
    } @catch (NSException *exception) {
        return false;
    }
    return true;
}
bool hk_wk_add_script_message_handler_in_world(HKObject controller, HKObject handler, const char *world, const char *name,
                                               bool with_reply) {
    WKContentWorld *contentWorld = strcmp(world, "page") == 0 ? [WKContentWorld pageWorld]
        : strcmp(world, "defaultClient") == 0 ? [WKContentWorld defaultClientWorld]
        : [WKContentWorld worldWithName:HKString(world)];
    @try {
        if (with_reply)
            [OBJ(controller) addScriptMessageHandlerWithReply:OBJ(handler) contentWorld:contentWorld name:HKString(name)];
        else
            [OBJ(controller) addScriptMessageHandler:OBJ(handler) contentWorld:contentWorld name:HKString(name)];
    } @catch (NSException *exception) {
        return false;
    }
    return true;
}
void hk_wk_remove_script_message_handler(HKObject controller, const char *name) {
    [OBJ(controller) removeScriptMessageHandlerForName:HKString(name)];
}
bool hk_wk_has_script_message_handler(HKObject controller, const char *name) {
    return [OBJ(controller) _handlerNamed:HKString(name)] != nil;
}

// MARK: Alerts

HKObject hk_alert_new(const char *title, const char *message, HKObject delegate, const char *cancel_title) {
    return [[UIAlertView alloc] initWithTitle:HKString(title)
                                      message:HKString(message)
                                     delegate:OBJ(delegate)
                            cancelButtonTitle:HKString(cancel_title)
                            otherButtonTitles:nil];
}
long hk_alert_add_button(HKObject alert, const char *title) { return [OBJ(alert) addButtonWithTitle:HKString(title)]; }
long hk_alert_button_count(HKObject alert) { return [OBJ(alert) numberOfButtons]; }
const char *hk_alert_button_title(HKObject alert, long index) { return HKCString([OBJ(alert) buttonTitleAtIndex:index]); }
void hk_alert_show(HKObject alert) { [OBJ(alert) show]; }
bool hk_alert_is_visible(HKObject alert) { return [OBJ(alert) isVisible]; }
void hk_alert_dismiss(HKObject alert, long index) { [OBJ(alert) dismissWithClickedButtonIndex:index animated:YES]; }

HKObject hk_action_sheet_new(const char *title, HKObject delegate, const char *cancel_title,
                             const char *destructive_title) {
    return [[UIActionSheet alloc] initWithTitle:HKString(title)
                                       delegate:OBJ(delegate)
                              cancelButtonTitle:HKString(cancel_title)
                         destructiveButtonTitle:HKString(destructive_title)
                              otherButtonTitles:nil];
}
long hk_action_sheet_add_button(HKObject sheet, const char *title) { return [OBJ(sheet) addButtonWithTitle:HKString(title)]; }
void hk_action_sheet_show_in_view(HKObject sheet, HKObject view) { [OBJ(sheet) showInView:OBJ(view)]; }
bool hk_action_sheet_is_visible(HKObject sheet) { return [OBJ(sheet) isVisible]; }

// MARK: View controllers

HKObject hk_view_controller_new(const char *title) {
    UIViewController *controller = [[UIViewController alloc] init];
    [controller setTitle:HKString(title)];
    return controller;
}
const char *hk_view_controller_title(HKObject controller) { return HKCString([OBJ(controller) title]); }
HKObject hk_view_controller_view(HKObject controller) { return [OBJ(controller) view]; }
HKObject hk_view_controller_existing_navigation_item(HKObject controller) {
    return [(UIViewController *)OBJ(controller) _existingNavigationItem];
}
HKObject hk_navigation_controller_new(HKObject root) {
    return [[UINavigationController alloc] initWithRootViewController:OBJ(root)];
}
HKObject hk_navigation_top(HKObject navigation) { return [OBJ(navigation) topViewController]; }
size_t hk_navigation_depth(HKObject navigation) { return [[OBJ(navigation) viewControllers] count]; }

void hk_add_child(HKObject parent, HKObject child) {
    UIViewController *p = OBJ(parent), *c = OBJ(child);
    [p addChildViewController:c];
    [[p view] addSubview:[c view]];
    [c didMoveToParentViewController:p];
}

void hk_remove_child(HKObject child) {
    UIViewController *c = OBJ(child);
    [c willMoveToParentViewController:nil];
    [[c view] removeFromSuperview];
    [c removeFromParentViewController];
}

HKObject hk_presented(HKObject controller) { return [OBJ(controller) presentedViewController]; }
