// Part E's C interface: presentations, sheets, alert controllers, page view controllers; the
// driver functions are a user's finger through -[UIApplication sendEvent:] (HKTouch.h).
#import <UIKit/UIKit.h>
#import "HKTouch.h"
#include "HostKit.h"

#define OBJ(x) ((id)(x))

_Static_assert(HKModalPresentationAutomatic == UIModalPresentationAutomatic, "UIKit raw value");
_Static_assert(HKModalPresentationPopover == UIModalPresentationPopover, "UIKit raw value");
_Static_assert(HKAlertControllerStyleAlert == UIAlertControllerStyleAlert, "UIKit raw value");
_Static_assert(HKAlertActionStyleCancel == UIAlertActionStyleCancel, "UIKit raw value");
_Static_assert(HKPageTransitionStyleScroll == UIPageViewControllerTransitionStyleScroll, "UIKit raw value");

static NSString *HKString(const char *s) { return s != NULL ? [NSString stringWithUTF8String:s] : nil; }
static const char *HKCString(NSString *s) { return s != nil ? [s UTF8String] : NULL; }

// MARK: Presentations

void hk_set_modal_presentation_style(HKObject controller, long style) { [OBJ(controller) setModalPresentationStyle:style]; }
long hk_modal_presentation_style(HKObject controller) { return [OBJ(controller) modalPresentationStyle]; }

bool hk_present_with_style(HKObject presenter, HKObject controller, long style) {
    if (presenter == NULL || controller == NULL) return false;
    [OBJ(controller) setModalPresentationStyle:style];
    return hk_present(presenter, controller);
}

HKObject hk_presenting(HKObject controller) { return [OBJ(controller) presentingViewController]; }
HKObject hk_presentation_controller(HKObject controller) { return [OBJ(controller) presentationController]; }

void hk_presentation_controller_set_delegate(HKObject controller, HKObject delegate) {
    [[OBJ(controller) presentationController] setDelegate:OBJ(delegate)];
}

long hk_presentation_style(HKObject controller) { return [[OBJ(controller) presentationController] presentationStyle]; }
bool hk_is_being_presented(HKObject controller) { return [OBJ(controller) isBeingPresented]; }
bool hk_is_being_dismissed(HKObject controller) { return [OBJ(controller) isBeingDismissed]; }
void hk_set_modal_in_presentation(HKObject controller, bool modal) { [OBJ(controller) setModalInPresentation:modal]; }
bool hk_is_modal_in_presentation(HKObject controller) { return [OBJ(controller) isModalInPresentation]; }

HKObject hk_presentation_container(HKObject controller) {
    UIViewController *c = OBJ(controller);
    if ([c presentingViewController] == nil) return NULL;
    return [[c presentationController] containerView];
}

HKObject hk_sheet_card(HKObject controller) {
    UIViewController *c = OBJ(controller);
    if ([c presentingViewController] == nil) return NULL;
    UIPresentationController *presentation = [c presentationController];
    if (![presentation isKindOfClass:[UISheetPresentationController class]]) return NULL;
    return [(UISheetPresentationController *)presentation dropShadowView];
}

bool hk_swipe_sheet_down(HKObject controller, double distance, int steps) {
    UIView *card = hk_sheet_card(controller);
    if (card == nil) return false;
    if (steps < 1) steps = 1;
    if (steps > 32) steps = 32;
    UIWindow *window = [card window];
    CGPoint start = [card convertPoint:CGPointMake([card bounds].size.width / 2, 10) toView:nil];
    UIView *view = HKHitView(window, start);
    if (view == nil) return false;
    CGPoint from = [view convertPoint:start fromView:nil];
    CGPoint moves[32];
    for (int step = 0; step < steps; step++) moves[step] = CGPointMake(from.x, from.y + distance * (step + 1) / steps);
    return HKTouchPath(view, from, 1, 0, moves, steps, NULL, 0);
}

bool hk_tap_outside_popover(HKObject controller) {
    UIViewController *c = OBJ(controller);
    UIPresentationController *presentation = [c presentationController];
    if ([c presentingViewController] == nil || ![presentation isKindOfClass:[UIPopoverPresentationController class]]) return false;
    UIView *dimming = [(UIPopoverPresentationController *)presentation dimmingView];
    if (dimming == nil) return false;
    return HKTapAt([dimming window], [dimming convertPoint:CGPointMake(10, 10) toView:nil]);
}

// MARK: Alert controllers

HKObject hk_alert_controller_new(const char *title, const char *message, long style) {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    UIAlertController *alert = [[UIAlertController alertControllerWithTitle:HKString(title) message:HKString(message)
                                                             preferredStyle:style] retain];
    [pool drain];
    return alert;
}

HKObject hk_alert_controller_add_action(HKObject alert, const char *title, long style, HKObject target, const char *action) {
    HKHandler *handler = target != NULL && action != NULL
        ? [HKHandler handlerWithTarget:OBJ(target) action:sel_registerName(action)] : nil;
    UIAlertAction *alertAction = [UIAlertAction actionWithTitle:HKString(title) style:style handler:handler];
    [OBJ(alert) addAction:alertAction];
    return alertAction;
}

size_t hk_alert_controller_action_count(HKObject alert) { return [[OBJ(alert) actions] count]; }
HKObject hk_alert_controller_action(HKObject alert, size_t index) {
    NSArray *actions = [OBJ(alert) actions];
    return index < [actions count] ? [actions objectAtIndex:index] : NULL;
}
const char *hk_alert_action_title(HKObject action) { return HKCString([OBJ(action) title]); }
long hk_alert_action_style(HKObject action) { return [OBJ(action) style]; }
bool hk_alert_action_is_enabled(HKObject action) { return [OBJ(action) isEnabled]; }
void hk_alert_action_set_enabled(HKObject action, bool enabled) { [OBJ(action) setEnabled:enabled]; }
void hk_alert_controller_set_preferred_action(HKObject alert, HKObject action) { [OBJ(alert) setPreferredAction:OBJ(action)]; }
HKObject hk_alert_controller_preferred_action(HKObject alert) { return [OBJ(alert) preferredAction]; }
const char *hk_alert_controller_title(HKObject alert) { return HKCString([OBJ(alert) title]); }
const char *hk_alert_controller_message(HKObject alert) { return HKCString([OBJ(alert) message]); }
long hk_alert_controller_preferred_style(HKObject alert) { return [OBJ(alert) preferredStyle]; }

bool hk_alert_controller_add_text_field(HKObject alert) {
    @try {
        [OBJ(alert) addTextFieldWithConfigurationHandler:nil];
        return true;
    } @catch (NSException *exception) {
        return false;
    }
}

size_t hk_alert_controller_text_field_count(HKObject alert) { return [[OBJ(alert) textFields] count]; }

static UIInterfaceActionRepresentationView *HKRepresentation(UIAlertController *alert, UIAlertAction *action) {
    if (![alert isKindOfClass:[UIAlertController class]] || ![alert isViewLoaded]) return nil;
    _UIAlertControllerPhoneTVMacView *view = (_UIAlertControllerPhoneTVMacView *)[alert view];
    NSMutableArray *groups = [NSMutableArray array];
    if ([view _mainInterfaceActionsGroupView] != nil) [groups addObject:[view _mainInterfaceActionsGroupView]];
    if ([view _discreteCancelActionGroupView] != nil) [groups addObject:[view _discreteCancelActionGroupView]];
    for (UIInterfaceActionGroupView *group in groups) {
        for (UIInterfaceActionRepresentationView *representation in [[group actionSelectionController] representationViews]) {
            UIInterfaceAction *interfaceAction = [representation action];
            if ([interfaceAction isKindOfClass:[_UIAlertControllerActionViewInterfaceAction class]]
                && [(_UIAlertControllerActionViewInterfaceAction *)interfaceAction underlyingAlertAction] == action)
                return representation;
        }
    }
    return nil;
}

HKObject hk_alert_action_representation_view(HKObject alert, HKObject action) { return HKRepresentation(OBJ(alert), OBJ(action)); }

HKObject hk_alert_action_view(HKObject alert, HKObject action) {
    return [[HKRepresentation(OBJ(alert), OBJ(action)) action] customContentView];
}

HKObject hk_alert_action_group_view(HKObject alert, HKObject action) {
    UIView *view = HKRepresentation(OBJ(alert), OBJ(action));
    while (view != nil && ![view isKindOfClass:[UIInterfaceActionGroupView class]]) view = [view superview];
    return view;
}

// The finger rests 50 ms before lifting: UIKit's selection recogniser (minimumPressDuration 0)
// begins at once; HostKit's long press begins on the next touch update.
static bool HKTapAlertActionView(UIView *view) {
    if (view == nil || [view window] == nil) return false;
    CGRect bounds = [view bounds];
    return HKTouchPath(view, CGPointMake(bounds.size.width / 2, bounds.size.height / 2), 1, 0.05, NULL, 0, NULL, 0);
}

bool hk_tap_alert_action(HKObject alert, size_t index) {
    UIAlertAction *action = hk_alert_controller_action(alert, index);
    return action != nil && HKTapAlertActionView(hk_alert_action_view(alert, action));
}

bool hk_tap_alert_action_titled(HKObject alert, const char *title) {
    if (title == NULL) return false;
    NSString *name = HKString(title);
    for (UIAlertAction *action in [OBJ(alert) actions]) {
        if ([[action title] isEqualToString:name]) return HKTapAlertActionView(hk_alert_action_view(alert, action));
    }
    return false;
}

bool hk_tap_outside_alert(HKObject alert) {
    UIAlertController *controller = OBJ(alert);
    if (![controller isKindOfClass:[UIAlertController class]] || [controller presentingViewController] == nil) return false;
    UIPresentationController *presentation = [controller presentationController];
    if (![presentation isKindOfClass:[_UIAlertControllerPresentationController class]]) return false;
    UIView *dimming = [(_UIAlertControllerPresentationController *)presentation _dimmingView];
    if (dimming == nil) return false;
    return HKTapAt([dimming window], [dimming convertPoint:CGPointMake(10, 10) toView:nil]);
}

// MARK: Page view controllers

HKObject hk_page_view_controller_new(long transition_style, long orientation) {
    return [[UIPageViewController alloc] initWithTransitionStyle:transition_style navigationOrientation:orientation options:nil];
}

void hk_page_view_set_data_source(HKObject page_view, HKObject data_source) { [OBJ(page_view) setDataSource:OBJ(data_source)]; }
void hk_page_view_set_delegate(HKObject page_view, HKObject delegate) { [OBJ(page_view) setDelegate:OBJ(delegate)]; }

void hk_page_view_set_page(HKObject page_view, HKObject page) {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    [OBJ(page_view) setViewControllers:[NSArray arrayWithObject:OBJ(page)]
                             direction:UIPageViewControllerNavigationDirectionForward
                              animated:NO
                            completion:nil];
    [pool drain];
}

HKObject hk_page_view_current(HKObject page_view) {
    NSArray *controllers = [OBJ(page_view) viewControllers];
    return [controllers count] > 0 ? [controllers objectAtIndex:0] : NULL;
}

size_t hk_page_view_child_count(HKObject page_view) { return [[OBJ(page_view) childViewControllers] count]; }
HKObject hk_page_view_scroll_view(HKObject page_view) { return [OBJ(page_view) _scrollView]; }

bool hk_page_view_swipe(HKObject page_view, bool forward, bool complete) {
    UIPageViewController *controller = OBJ(page_view);
    if (![controller isKindOfClass:[UIPageViewController class]]) return false;
    _UIQueuingScrollView *scrollView = [controller _scrollView];
    if (scrollView == nil || [scrollView window] == nil) return false;
    BOOL vertical = [controller navigationOrientation] == UIPageViewControllerNavigationOrientationVertical;
    CGRect bounds = [scrollView bounds];
    CGPoint center = CGPointMake(bounds.size.width / 2, bounds.size.height / 2);
    UIView *view = HKHitView([scrollView window], [scrollView convertPoint:center toView:nil]);
    if (view == nil || ![view isDescendantOfView:scrollView]) return false;
    CGPoint from = [view convertPoint:center fromView:scrollView];
    double distance = (complete ? 200 : 60) * (forward ? -1 : 1);
    CGPoint moves[4];
    for (int step = 0; step < 4; step++) {
        double d = distance * (step + 1) / 4;
        moves[step] = vertical ? CGPointMake(from.x, from.y + d) : CGPointMake(from.x + d, from.y);
    }
    // 0.08 s a move: 200 points go at 625 points/s (a flick), 60 points at 190 (not one).
    return HKTouchPath(view, from, 1, 0, moves, 4, NULL, 0);
}

// MARK: Views

HKObject hk_view_subview(HKObject view, size_t index) {
    NSArray *subviews = [OBJ(view) subviews];
    return index < [subviews count] ? [subviews objectAtIndex:index] : NULL;
}

void hk_view_get_frame(HKObject view, double *x, double *y, double *width, double *height) {
    CGRect frame = [OBJ(view) frame];
    if (x) *x = frame.origin.x;
    if (y) *y = frame.origin.y;
    if (width) *width = frame.size.width;
    if (height) *height = frame.size.height;
}

static UIView *HKFind(UIView *view, Class cls) {
    if ([view isKindOfClass:cls]) return view;
    for (UIView *subview in [view subviews]) {
        UIView *found = HKFind(subview, cls);
        if (found != nil) return found;
    }
    return nil;
}

HKObject hk_view_find(HKObject view, const char *class_name) {
    Class cls = class_name != NULL ? objc_getClass(class_name) : Nil;
    return cls != Nil ? HKFind(OBJ(view), cls) : NULL;
}

bool hk_is_kind_of_class(HKObject object, const char *class_name) {
    Class cls = class_name != NULL ? objc_getClass(class_name) : Nil;
    return cls != Nil && [OBJ(object) isKindOfClass:cls];
}
