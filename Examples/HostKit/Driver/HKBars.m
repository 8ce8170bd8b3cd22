// Part A's C interface: bar button items, navigation bars, toolbars, tab bars, and the finger
// that taps them (through -[UIApplication sendEvent:] on the view hit testing finds).
#import <UIKit/UIKit.h>
#import "HKTouch.h"
#include "HostKit.h"

_Static_assert(HKBarButtonSystemItemTrash == UIBarButtonSystemItemTrash, "UIKit raw value");
_Static_assert(HKBarButtonStyleDone == UIBarButtonItemStyleDone, "UIKit raw value");

#define OBJ(x) ((id)(x))

static NSString *HKString(const char *s) { return s != NULL ? [NSString stringWithUTF8String:s] : nil; }
static const char *HKCString(NSString *s) { return s != nil ? [s UTF8String] : NULL; }
static SEL HKSelector(const char *name) { return name != NULL ? sel_registerName(name) : NULL; }

static NSArray *HKArray(HKObject *objects, size_t count) {
    NSMutableArray *array = [NSMutableArray array];
    for (size_t i = 0; i < count; i++) {
        if (objects[i] != NULL) [array addObject:OBJ(objects[i])];
    }
    return array;
}

// MARK: Bar button items

HKObject hk_bar_button_item_new(const char *title, HKObject target, const char *action) {
    return [[UIBarButtonItem alloc] initWithTitle:HKString(title) style:UIBarButtonItemStylePlain
                                           target:OBJ(target) action:HKSelector(action)];
}

HKObject hk_bar_button_system_item_new(long system_item, HKObject target, const char *action) {
    return [[UIBarButtonItem alloc] initWithBarButtonSystemItem:system_item target:OBJ(target) action:HKSelector(action)];
}

HKObject hk_bar_button_custom_item_new(HKObject view) { return [[UIBarButtonItem alloc] initWithCustomView:OBJ(view)]; }

const char *hk_bar_item_title(HKObject item) { return HKCString([OBJ(item) title]); }
void hk_bar_item_set_title(HKObject item, const char *title) { [OBJ(item) setTitle:HKString(title)]; }
void hk_bar_item_set_tag(HKObject item, long tag) { [(UIBarItem *)OBJ(item) setTag:tag]; }
long hk_bar_item_tag(HKObject item) { return [(UIBarItem *)OBJ(item) tag]; }
void hk_bar_item_set_accessibility_identifier(HKObject item, const char *identifier) {
    [OBJ(item) setAccessibilityIdentifier:HKString(identifier)];
}
const char *hk_bar_item_accessibility_identifier(HKObject item) { return HKCString([OBJ(item) accessibilityIdentifier]); }
void hk_bar_item_set_enabled(HKObject item, bool enabled) { [(UIBarItem *)OBJ(item) setEnabled:enabled]; }
void hk_bar_item_set_accessibility_label(HKObject item, const char *label) {
    [(UIBarItem *)OBJ(item) setAccessibilityLabel:HKString(label)];
}
long hk_bar_button_item_style(HKObject item) { return [(UIBarButtonItem *)OBJ(item) style]; }
void hk_bar_button_item_set_style(HKObject item, long style) { [(UIBarButtonItem *)OBJ(item) setStyle:style]; }
HKObject hk_bar_button_item_target(HKObject item) { return [(UIBarButtonItem *)OBJ(item) target]; }
const char *hk_bar_button_item_action(HKObject item) {
    SEL action = [(UIBarButtonItem *)OBJ(item) action];
    return action != NULL ? sel_getName(action) : NULL;
}
void hk_bar_button_item_set_target_action(HKObject item, HKObject target, const char *action) {
    [(UIBarButtonItem *)OBJ(item) setTarget:OBJ(target)];
    [(UIBarButtonItem *)OBJ(item) setAction:HKSelector(action)];
}

void hk_bar_button_item_set_primary_action(HKObject item, const char *title, HKObject target, const char *action) {
    UIAction *primary = nil;
    if (target != NULL)
        primary = [UIAction actionWithTitle:HKString(title) image:nil identifier:nil
                                    handler:[HKHandler handlerWithTarget:OBJ(target) action:HKSelector(action)]];
    [(UIBarButtonItem *)OBJ(item) setPrimaryAction:primary];
}

HKObject hk_bar_item_view(HKObject item) {
    id object = OBJ(item);
    if ([object isKindOfClass:[UITabBarItem class]]) return [object _hk_view];
    if ([object isKindOfClass:[UIBarButtonItem class]]) return [object view];
    return NULL;
}

// MARK: Navigation items and bars

HKObject hk_navigation_item(HKObject controller) { return [OBJ(controller) navigationItem]; }
const char *hk_navigation_item_title(HKObject controller) { return HKCString([[OBJ(controller) navigationItem] title]); }
void hk_set_left_bar_items(HKObject controller, HKObject *items, size_t count) {
    [[OBJ(controller) navigationItem] setLeftBarButtonItems:HKArray(items, count)];
}
void hk_set_right_bar_items(HKObject controller, HKObject *items, size_t count) {
    [[OBJ(controller) navigationItem] setRightBarButtonItems:HKArray(items, count)];
}
size_t hk_left_bar_item_count(HKObject controller) { return [[[OBJ(controller) navigationItem] leftBarButtonItems] count]; }
size_t hk_right_bar_item_count(HKObject controller) { return [[[OBJ(controller) navigationItem] rightBarButtonItems] count]; }
void hk_set_back_button_title(HKObject controller, const char *title) {
    [[OBJ(controller) navigationItem] setBackButtonTitle:HKString(title)];
}
void hk_set_back_bar_button_item(HKObject controller, HKObject item) {
    [[OBJ(controller) navigationItem] setBackBarButtonItem:OBJ(item)];
}

HKObject hk_navigation_bar(HKObject navigation) {
    id nav = OBJ(navigation);
    return [nav isKindOfClass:[UINavigationController class]] ? [nav navigationBar] : NULL;
}
HKObject hk_navigation_bar_top_item(HKObject bar) { return [(UINavigationBar *)OBJ(bar) topItem]; }
size_t hk_navigation_bar_item_count(HKObject bar) { return [[(UINavigationBar *)OBJ(bar) items] count]; }
const char *hk_navigation_bar_title(HKObject bar) {
    return HKCString([[[(UINavigationBar *)OBJ(bar) _hk_visualProvider] contentView] _hk_title]);
}
const char *hk_navigation_bar_back_title(HKObject bar) {
    return HKCString([[[[(UINavigationBar *)OBJ(bar) _hk_visualProvider] contentView] _hk_backButton] _hk_title]);
}
HKObject hk_navigation_back_button(HKObject navigation) {
    UINavigationBar *bar = hk_navigation_bar(navigation);
    return [[[bar _hk_visualProvider] contentView] _hk_backButton];
}

// MARK: Toolbars

void hk_set_toolbar_items(HKObject controller, HKObject *items, size_t count) {
    [OBJ(controller) setToolbarItems:HKArray(items, count)];
}
size_t hk_toolbar_item_count(HKObject controller) { return [[OBJ(controller) toolbarItems] count]; }
void hk_navigation_set_toolbar_hidden(HKObject navigation, bool hidden) { [OBJ(navigation) setToolbarHidden:hidden animated:YES]; }
bool hk_navigation_toolbar_hidden(HKObject navigation) { return [OBJ(navigation) isToolbarHidden]; }
HKObject hk_navigation_toolbar(HKObject navigation) { return [OBJ(navigation) toolbar]; }
HKObject hk_toolbar_new(void) { return [[UIToolbar alloc] initWithFrame:CGRectMake(0, 0, 320, 44)]; }
void hk_toolbar_set_items(HKObject toolbar, HKObject *items, size_t count) { [OBJ(toolbar) setItems:HKArray(items, count)]; }
size_t hk_toolbar_items_count(HKObject toolbar) { return [[OBJ(toolbar) items] count]; }

// MARK: Tab bars

HKObject hk_tab_bar_controller_new(HKObject *controllers, size_t count) {
    UITabBarController *controller = [[UITabBarController alloc] init];
    [controller setViewControllers:HKArray(controllers, count)];
    return controller;
}
void hk_tab_bar_controller_set_controllers(HKObject tab_bar_controller, HKObject *controllers, size_t count) {
    [OBJ(tab_bar_controller) setViewControllers:HKArray(controllers, count) animated:NO];
}
size_t hk_tab_bar_controller_count(HKObject tab_bar_controller) { return [[OBJ(tab_bar_controller) viewControllers] count]; }
void hk_tab_bar_controller_set_delegate(HKObject tab_bar_controller, HKObject delegate) {
    [OBJ(tab_bar_controller) setDelegate:OBJ(delegate)];
}
HKObject hk_tab_bar_controller_delegate(HKObject tab_bar_controller) { return [OBJ(tab_bar_controller) delegate]; }
HKObject hk_tab_bar(HKObject tab_bar_controller) { return [OBJ(tab_bar_controller) tabBar]; }
long hk_tab_selected_index(HKObject tab_bar_controller) { return (long)[OBJ(tab_bar_controller) selectedIndex]; }
HKObject hk_tab_selected_controller(HKObject tab_bar_controller) { return [OBJ(tab_bar_controller) selectedViewController]; }
void hk_tab_set_selected_index(HKObject tab_bar_controller, long index) {
    [(UITabBarController *)OBJ(tab_bar_controller) setSelectedIndex:(NSUInteger)index];
}
void hk_set_tab_bar_item(HKObject controller, const char *title, const char *identifier) {
    UITabBarItem *item = [OBJ(controller) tabBarItem];
    if (title != NULL) [item setTitle:HKString(title)];
    if (identifier != NULL) [item setAccessibilityIdentifier:HKString(identifier)];
}
HKObject hk_tab_bar_item(HKObject controller) { return [OBJ(controller) tabBarItem]; }
HKObject hk_tab_bar_controller_of(HKObject controller) { return [OBJ(controller) tabBarController]; }
HKObject hk_navigation_controller_of(HKObject controller) { return [OBJ(controller) navigationController]; }
size_t hk_tab_bar_item_count(HKObject tab_bar) { return [[OBJ(tab_bar) items] count]; }
HKObject hk_tab_bar_selected_item(HKObject tab_bar) { return [OBJ(tab_bar) selectedItem]; }
HKObject hk_tab_bar_button(HKObject tab_bar, long index) {
    NSArray *items = [OBJ(tab_bar) items];
    if (index < 0 || index >= (long)[items count]) return NULL;
    return [(UITabBar *)OBJ(tab_bar) _hk_buttonForItem:[items objectAtIndex:index]];
}

// MARK: Views

bool hk_view_frame_in_window(HKObject view, double *x, double *y, double *width, double *height) {
    UIView *v = OBJ(view);
    if (![v isKindOfClass:[UIView class]] || [v window] == nil) return false;
    CGPoint origin = [v convertPoint:CGPointZero toView:nil];
    CGRect bounds = [v bounds];
    if (x != NULL) *x = origin.x;
    if (y != NULL) *y = origin.y;
    if (width != NULL) *width = bounds.size.width;
    if (height != NULL) *height = bounds.size.height;
    return true;
}

HKObject hk_hit_view_at(double x, double y) {
    return HKHitView([[UIApplication sharedApplication] keyWindow], CGPointMake(x, y));
}

// MARK: Driver

// The finger goes where the view's middle is on screen; the tap counts only if hit testing
// finds this view (or a view inside it) there, as a user sees it.
static bool HKTapShownView(UIView *view) {
    if (![view isKindOfClass:[UIView class]] || ![view _isInteractive]) return false;
    UIWindow *window = [view window];
    CGRect bounds = [view bounds];
    CGPoint center = [view convertPoint:CGPointMake(bounds.size.width / 2, bounds.size.height / 2) toView:nil];
    UIView *hit = HKHitView(window, center);
    if (hit == nil || ![hit isDescendantOfView:view]) return false;
    return HKTouchPath(hit, [hit convertPoint:center fromView:nil], 1, 0, NULL, 0, NULL, 0);
}

bool hk_tap_bar_button_item(HKObject item) {
    UIBarButtonItem *barItem = OBJ(item);
    if (![barItem isKindOfClass:[UIBarButtonItem class]]) return false;
    return HKTapShownView([barItem view]);
}

bool hk_tap_back_button(HKObject navigation) {
    return HKTapShownView(hk_navigation_back_button(navigation));
}

void hk_set_liquid_glass(bool on) { _hk_setSolariumEnabled(on); }

bool hk_drag_tab(HKObject tab_bar_controller, long from, long to) {
    UITabBarController *controller = OBJ(tab_bar_controller);
    if (![controller isKindOfClass:[UITabBarController class]]) return false;
    UIView *start = hk_tab_bar_button([controller tabBar], from), *end = hk_tab_bar_button([controller tabBar], to);
    if (start == nil || end == nil || [start window] == nil) return false;
    CGRect bounds = [start bounds];
    CGPoint first = CGPointMake(bounds.size.width / 2, bounds.size.height / 2);
    CGPoint last = [end convertPoint:CGPointMake([end bounds].size.width / 2, [end bounds].size.height / 2) toView:start];
    CGPoint moves[4];
    for (int step = 0; step < 4; step++)
        moves[step] = CGPointMake(first.x + (last.x - first.x) * (step + 1) / 4, first.y + (last.y - first.y) * (step + 1) / 4);
    return HKTouchPath(start, first, 1, 0, moves, 4, NULL, 0);
}

bool hk_tap_tab(HKObject tab_bar_controller, long index) {
    UITabBarController *controller = OBJ(tab_bar_controller);
    if (![controller isKindOfClass:[UITabBarController class]]) return false;
    return HKTapShownView(hk_tab_bar_button([controller tabBar], index));
}
