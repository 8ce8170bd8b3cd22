// HostKit's C interface, Part B: actions, menus and context menus (see HostKitMenus.h).
#import <UIKit/UIKit.h>
#import "HKTouch.h"
#include "HostKit.h"
#include <string.h>

#define OBJ(x) ((id)(x))

static NSString *HKString(const char *string) { return string != NULL ? [NSString stringWithUTF8String:string] : nil; }
static const char *HKCString(NSString *string) { return string != nil ? [string UTF8String] : NULL; }

HKObject hk_autorelease(HKObject object) { return [OBJ(object) autorelease]; }

// MARK: UIAction

HKObject hk_action_new(const char *title, const char *identifier, HKObject target, const char *selector) {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    HKHandler *handler = selector != NULL ? [HKHandler handlerWithTarget:OBJ(target) action:sel_registerName(selector)] : nil;
    UIAction *action = [[UIAction actionWithTitle:HKString(title) image:nil identifier:HKString(identifier)
                                          handler:handler] retain];
    [pool drain];
    return action;
}

const char *hk_action_title(HKObject action) { return hk_menu_element_title(action); }
const char *hk_action_identifier(HKObject action) { return HKCString([(UIAction *)OBJ(action) identifier]); }
void hk_action_set_attributes(HKObject action, unsigned long attributes) { [(UIAction *)OBJ(action) setAttributes:attributes]; }
unsigned long hk_action_attributes(HKObject action) { return [(UIAction *)OBJ(action) attributes]; }
HKObject hk_action_sender(HKObject action) { return [(UIAction *)OBJ(action) sender]; }
bool hk_object_is_equal(HKObject a, HKObject b) { return [OBJ(a) isEqual:OBJ(b)]; }

// MARK: UIAction on controls

void hk_control_add_action(HKObject control, HKObject action, unsigned long events) {
    [(UIControl *)OBJ(control) addAction:OBJ(action) forControlEvents:events];
}

void hk_control_remove_action(HKObject control, HKObject action, unsigned long events) {
    [(UIControl *)OBJ(control) removeAction:OBJ(action) forControlEvents:events];
}

void hk_control_remove_action_for_identifier(HKObject control, const char *identifier, unsigned long events) {
    [(UIControl *)OBJ(control) removeActionForIdentifier:HKString(identifier) forControlEvents:events];
}

HKObject hk_control_action_for_identifier(HKObject control, const char *identifier, unsigned long events) {
    return [(UIControl *)OBJ(control) actionForIdentifier:HKString(identifier) forControlEvents:events];
}

void hk_control_send_action(HKObject control, HKObject action) { [(UIControl *)OBJ(control) sendAction:OBJ(action)]; }
void hk_control_perform_primary_action(HKObject control) { [(UIControl *)OBJ(control) performPrimaryAction]; }
bool hk_control_is_selected(HKObject control) { return [(UIControl *)OBJ(control) isSelected]; }
bool hk_control_is_highlighted(HKObject control) { return [(UIControl *)OBJ(control) isHighlighted]; }

HKObject hk_button_new_with_primary_action(HKObject action) {
    UIButton *button = [[UIButton buttonWithType:UIButtonTypeSystem primaryAction:OBJ(action)] retain];
    [button setFrame:CGRectMake(20, 100, 120, 44)];
    return button;
}

HKObject hk_button_new_with_frame_primary_action(HKObject action) {
    return [[UIButton alloc] initWithFrame:CGRectMake(20, 100, 120, 44) primaryAction:OBJ(action)];
}

void hk_button_set_changes_selection_as_primary_action(HKObject button, bool changes) {
    [(UIButton *)OBJ(button) setChangesSelectionAsPrimaryAction:changes];
}

HKObject hk_segmented_new_with_actions(HKObject *actions, long count) {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    NSMutableArray *list = [NSMutableArray array];
    for (long i = 0; i < count; i++) [list addObject:OBJ(actions[i])];
    UISegmentedControl *control = [[UISegmentedControl alloc] initWithFrame:CGRectZero actions:list];
    [pool drain];
    return control;
}

void hk_segmented_insert_action(HKObject segmented, HKObject action, long index) {
    [(UISegmentedControl *)OBJ(segmented) insertSegmentWithAction:OBJ(action) atIndex:(NSUInteger)index animated:NO];
}

void hk_segmented_set_action(HKObject segmented, HKObject action, long index) {
    [(UISegmentedControl *)OBJ(segmented) setAction:OBJ(action) forSegmentAtIndex:(NSUInteger)index];
}

HKObject hk_segmented_action(HKObject segmented, long index) {
    return [(UISegmentedControl *)OBJ(segmented) actionForSegmentAtIndex:(NSUInteger)index];
}

// MARK: UIMenu

HKObject hk_menu_new(const char *title, const char *identifier, unsigned long options, const HKObject *children,
                     size_t count) {
    NSMutableArray *array = [[NSMutableArray alloc] init];
    for (size_t i = 0; i < count; i++)
        if (children[i] != NULL) [array addObject:OBJ(children[i])];
    UIMenu *menu = [[UIMenu alloc] initWithTitle:HKString(title) image:nil imageName:nil identifier:HKString(identifier)
                                         options:options children:array];
    [array release];
    return menu;
}

const char *hk_menu_element_title(HKObject element) { return HKCString([(UIMenuElement *)OBJ(element) title]); }
const char *hk_menu_identifier(HKObject menu) { return HKCString([(UIMenu *)OBJ(menu) identifier]); }
size_t hk_menu_child_count(HKObject menu) { return [[(UIMenu *)OBJ(menu) children] count]; }

HKObject hk_menu_child(HKObject menu, size_t index) {
    NSArray *children = [(UIMenu *)OBJ(menu) children];
    return index < [children count] ? [children objectAtIndex:index] : NULL;
}

// MARK: Button menus

void hk_button_set_menu(HKObject button, HKObject menu) { [(UIButton *)OBJ(button) setMenu:OBJ(menu)]; }
HKObject hk_button_menu(HKObject button) { return [(UIButton *)OBJ(button) menu]; }

void hk_control_set_shows_menu_as_primary_action(HKObject control, bool shows) {
    [(UIControl *)OBJ(control) setShowsMenuAsPrimaryAction:shows];
}

bool hk_control_shows_menu_as_primary_action(HKObject control) { return [(UIControl *)OBJ(control) showsMenuAsPrimaryAction]; }
HKObject hk_control_context_menu_interaction(HKObject control) { return [(UIControl *)OBJ(control) contextMenuInteraction]; }

bool hk_control_is_context_menu_interaction_enabled(HKObject control) {
    return [(UIControl *)OBJ(control) isContextMenuInteractionEnabled];
}

// MARK: Context menu interactions

HKObject hk_context_menu_interaction_new(HKObject delegate) {
    return [[UIContextMenuInteraction alloc] initWithDelegate:OBJ(delegate)];
}

HKObject hk_context_menu_interaction_delegate(HKObject interaction) { return [(UIContextMenuInteraction *)OBJ(interaction) delegate]; }
HKObject hk_interaction_view(HKObject interaction) { return [(id<UIInteraction>)OBJ(interaction) view]; }
void hk_context_menu_dismiss(HKObject interaction) { [(UIContextMenuInteraction *)OBJ(interaction) dismissMenu]; }
void hk_view_add_interaction(HKObject view, HKObject interaction) { [(UIView *)OBJ(view) addInteraction:OBJ(interaction)]; }
void hk_view_remove_interaction(HKObject view, HKObject interaction) { [(UIView *)OBJ(view) removeInteraction:OBJ(interaction)]; }
size_t hk_view_interaction_count(HKObject view) { return [[(UIView *)OBJ(view) interactions] count]; }

HKObject hk_view_interaction(HKObject view, size_t index) {
    NSArray *interactions = [(UIView *)OBJ(view) interactions];
    return index < [interactions count] ? [interactions objectAtIndex:index] : NULL;
}

HKObject hk_table_context_menu_interaction(HKObject table) {
    for (id interaction in [(UIView *)OBJ(table) interactions]) {
        if ([interaction isMemberOfClass:[UIContextMenuInteraction class]] && [interaction delegate] == OBJ(table))
            return interaction;
    }
    return NULL;
}

HKObject hk_collection_context_menu_interaction(HKObject collection) {
    for (id interaction in [(UIView *)OBJ(collection) interactions]) {
        if ([interaction isMemberOfClass:[UIContextMenuInteraction class]] && [interaction delegate] == OBJ(collection))
            return interaction;
    }
    return NULL;
}

size_t hk_view_gesture_count(HKObject view) { return [[(UIView *)OBJ(view) gestureRecognizers] count]; }

HKObject hk_view_gesture(HKObject view, size_t index) {
    NSArray *recognizers = [(UIView *)OBJ(view) gestureRecognizers];
    return index < [recognizers count] ? [recognizers objectAtIndex:index] : NULL;
}

const char *hk_gesture_name(HKObject recognizer) { return HKCString([(UIGestureRecognizer *)OBJ(recognizer) name]); }

// MARK: Driver

bool hk_long_press_at(HKObject view, double x, double y) {
    // The finger rests: the touch updates every 0.08 s (HostKit's event clock) after the
    // first 0.2 s, so the touch-duration recogniser begins, then changes past 0.4 s.
    CGPoint point = CGPointMake(x, y);
    CGPoint moves[4] = { point, point, point, point };
    return HKTouchPath(OBJ(view), point, 1, 0.2, moves, 4, NULL, 0);
}

bool hk_long_press_row(HKObject table, long section, long row) {
    UITableView *tableView = OBJ(table);
    if (![tableView isKindOfClass:[UITableView class]]) return false;
    UITableViewCell *cell = [tableView cellForRowAtIndexPath:[NSIndexPath indexPathForRow:row inSection:section]];
    if (cell == nil) return false;
    CGRect b = [cell bounds];
    return hk_long_press_at(cell, b.size.width / 2, b.size.height / 2);
}

bool hk_long_press_item(HKObject collection, long section, long item) {
    UICollectionView *collectionView = OBJ(collection);
    if (![collectionView isKindOfClass:[UICollectionView class]]) return false;
    UICollectionViewCell *cell = [collectionView cellForItemAtIndexPath:[NSIndexPath indexPathForItem:item inSection:section]];
    if (cell == nil) return false;
    CGRect b = [cell bounds];
    return hk_long_press_at(cell, b.size.width / 2, b.size.height / 2);
}

static _UIContextMenuContainerView *HKVisibleContainer(void) {
    NSArray *windows = [[UIApplication sharedApplication] windows];
    for (UIWindow *window in [windows reverseObjectEnumerator]) {
        if ([window isHidden]) continue;
        for (UIView *view in [[window subviews] reverseObjectEnumerator]) {
            if ([view isKindOfClass:[_UIContextMenuContainerView class]]) return (_UIContextMenuContainerView *)view;
        }
    }
    return nil;
}

static _UIContextMenuView *HKVisibleMenuView(void) {
    for (UIView *view in [HKVisibleContainer() subviews]) {
        if ([view isKindOfClass:[_UIContextMenuView class]]) return (_UIContextMenuView *)view;
    }
    return nil;
}

static _UIMorphingPlatterView *HKVisiblePlatter(void) {
    for (UIView *view in [HKVisibleContainer() subviews]) {
        if ([view isKindOfClass:[_UIMorphingPlatterView class]]) return (_UIMorphingPlatterView *)view;
    }
    return nil;
}

bool hk_menu_is_visible(void) { return HKVisibleContainer() != nil; }
HKObject hk_menu_container_view(void) { return HKVisibleContainer(); }

size_t hk_menu_visible_element_count(void) { return [[[HKVisibleMenuView() currentListView] _hk_visibleCells] count]; }

const char *hk_menu_visible_element_title(size_t index) {
    NSArray *cells = [[HKVisibleMenuView() currentListView] _hk_visibleCells];
    return index < [cells count] ? HKCString([[[cells objectAtIndex:index] _hk_element] title]) : NULL;
}

HKObject hk_menu_element_cell(const char *title) {
    if (title == NULL) return NULL;
    NSString *wanted = [NSString stringWithUTF8String:title];
    for (_UIContextMenuCell *cell in [[HKVisibleMenuView() currentListView] _hk_visibleCells]) {
        if ([[[cell _hk_element] title] isEqualToString:wanted]) return cell;
    }
    return NULL;
}

static CGPoint HKCenter(UIView *view) {
    CGRect b = [view bounds];
    return CGPointMake(b.size.width / 2, b.size.height / 2);
}

bool hk_pick_menu_element(const char *title) {
    UIView *cell = hk_menu_element_cell(title);
    return cell != nil && HKTouchPath(cell, HKCenter(cell), 1, 0, NULL, 0, NULL, 0);
}

static BOOL HKPointIsIn(CGPoint point, UIView *view, UIView *container) {
    if (view == nil) return NO;
    return CGRectContainsPoint([view bounds], [view convertPoint:point fromView:container]);
}

bool hk_tap_outside_menu(void) {
    _UIContextMenuContainerView *container = HKVisibleContainer();
    if (container == nil) return false;
    UIView *menu = HKVisibleMenuView(), *platter = HKVisiblePlatter();
    CGRect b = [container bounds];
    for (CGFloat y = 10; y < b.size.height; y += 40) {
        for (CGFloat x = 10; x < b.size.width; x += 40) {
            CGPoint point = CGPointMake(x, y);
            if (HKPointIsIn(point, menu, container) || HKPointIsIn(point, platter, container)) continue;
            if (HKHitView([container window], [container convertPoint:point toView:nil]) != container) continue;
            return HKTouchPath(container, point, 1, 0, NULL, 0, NULL, 0);
        }
    }
    return false;
}

bool hk_tap_menu_preview(void) {
    UIView *platter = HKVisiblePlatter();
    return platter != nil && HKTouchPath(platter, HKCenter(platter), 1, 0, NULL, 0, NULL, 0);
}
