// HostKit's C interface, Part B: UIAction, UIMenu, button menus and context menus.
// Conventions as in HostKit.h: +1 for *_new, false when a user could not have done it.
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Constants (UIKit's raw values)

enum {
    HKControlEventMenuActionTriggered = 1 << 14,
};

enum {
    HKMenuElementAttributesDisabled = 1 << 0,
    HKMenuElementAttributesDestructive = 1 << 1,
    HKMenuElementAttributesHidden = 1 << 2,
    HKMenuElementAttributesKeepsMenuPresented = 1 << 3,
};

enum {
    HKMenuOptionsDisplayInline = 1 << 0,
    HKMenuOptionsDestructive = 1 << 1,
    HKMenuOptionsSingleSelection = 1 << 5,
};

// Hands a +1 object to the innermost autorelease pool (-autorelease) and returns it.
HKObject hk_autorelease(HKObject object);

// MARK: UIAction

// +[UIAction actionWithTitle:image:nil identifier:handler:]. identifier NULL: UIKit's
// "com.apple.action.dynamic.<UUID>". The handler (an HKHandler) sends `selector` (one
// argument: the UIAction) to `target`, which it retains as a block would. +1.
HKObject hk_action_new(const char *title, const char *identifier, HKObject target, const char *selector);
const char *hk_action_title(HKObject action);
const char *hk_action_identifier(HKObject action);
void hk_action_set_attributes(HKObject action, unsigned long attributes);
unsigned long hk_action_attributes(HKObject action);
// UIAction.sender: the control (or menu's sender) while the handler runs, else NULL.
HKObject hk_action_sender(HKObject action);
// -isEqual: (UIKit: same identifier).
bool hk_object_is_equal(HKObject a, HKObject b);

// MARK: UIAction on controls

// -addAction:forControlEvents: (stores a copy; never addTarget:).
void hk_control_add_action(HKObject control, HKObject action, unsigned long events);
void hk_control_remove_action(HKObject control, HKObject action, unsigned long events);
void hk_control_remove_action_for_identifier(HKObject control, const char *identifier, unsigned long events);
// -actionForIdentifier:forControlEvents: — the stored copy, or NULL.
HKObject hk_control_action_for_identifier(HKObject control, const char *identifier, unsigned long events);
// -[UIControl sendAction:] from code.
void hk_control_send_action(HKObject control, HKObject action);
// -[UIControl performPrimaryAction].
void hk_control_perform_primary_action(HKObject control);
bool hk_control_is_selected(HKObject control);
bool hk_control_is_highlighted(HKObject control);
// +[UIButton buttonWithType:UIButtonTypeSystem primaryAction:], 120 x 44. +1.
HKObject hk_button_new_with_primary_action(HKObject action);
// -[UIButton initWithFrame:primaryAction:] (a custom button), 120 x 44. +1.
HKObject hk_button_new_with_frame_primary_action(HKObject action);
void hk_button_set_changes_selection_as_primary_action(HKObject button, bool changes);
// -[UISegmentedControl initWithFrame:CGRectZero actions:] (iOS 14): a segment per action,
// titled by it; a finger selecting one runs its action, then ValueChanged. +1.
HKObject hk_segmented_new_with_actions(HKObject *actions, long count);
void hk_segmented_insert_action(HKObject segmented, HKObject action, long index);
// -setAction:forSegmentAtIndex: (raises for an identifier another segment has).
void hk_segmented_set_action(HKObject segmented, HKObject action, long index);
HKObject hk_segmented_action(HKObject segmented, long index);

// MARK: UIMenu

// +[UIMenu menuWithTitle:image:nil identifier:options:children:] (identifier NULL: UIKit's
// "com.apple.menu.dynamic.<UUID>"). Children: UIActions and UIMenus. +1.
HKObject hk_menu_new(const char *title, const char *identifier, unsigned long options, const HKObject *children,
                     size_t count);
// The title of any menu element (UIAction or UIMenu).
const char *hk_menu_element_title(HKObject element);
const char *hk_menu_identifier(HKObject menu);
size_t hk_menu_child_count(HKObject menu);
HKObject hk_menu_child(HKObject menu, size_t index);

// MARK: Button menus

// -[UIButton setMenu:] (the button keeps a copy) and -menu.
void hk_button_set_menu(HKObject button, HKObject menu);
HKObject hk_button_menu(HKObject button);
void hk_control_set_shows_menu_as_primary_action(HKObject control, bool shows);
bool hk_control_shows_menu_as_primary_action(HKObject control);
// -[UIControl contextMenuInteraction] (made on first use for controls that have menus).
HKObject hk_control_context_menu_interaction(HKObject control);
bool hk_control_is_context_menu_interaction_enabled(HKObject control);

// MARK: Context menu interactions

// -[UIContextMenuInteraction initWithDelegate:] (the delegate is not retained). +1.
HKObject hk_context_menu_interaction_new(HKObject delegate);
HKObject hk_context_menu_interaction_delegate(HKObject interaction);
// The view of any UIInteraction.
HKObject hk_interaction_view(HKObject interaction);
// -[UIContextMenuInteraction dismissMenu].
void hk_context_menu_dismiss(HKObject interaction);
// -[UIView addInteraction:] / removeInteraction: / interactions.
void hk_view_add_interaction(HKObject view, HKObject interaction);
void hk_view_remove_interaction(HKObject view, HKObject interaction);
size_t hk_view_interaction_count(HKObject view);
HKObject hk_view_interaction(HKObject view, size_t index);
// The UIContextMenuInteraction a UITableView put on itself, or NULL.
HKObject hk_table_context_menu_interaction(HKObject table);
// The UIContextMenuInteraction a UICollectionView put on itself, or NULL.
HKObject hk_collection_context_menu_interaction(HKObject collection);
// A view's gesture recognizers, and a recognizer's -name (NULL when none).
size_t hk_view_gesture_count(HKObject view);
HKObject hk_view_gesture(HKObject view, size_t index);
const char *hk_gesture_name(HKObject recognizer);

// MARK: Driver: what a user does with menus

// A finger held on the view at (x, y) of its bounds past a context menu's click-down
// duration (0.6 s, the touch updating every 0.08 s), then lifted.
bool hk_long_press_at(HKObject view, double x, double y);
// hk_long_press_at the middle of the row's cell.
bool hk_long_press_row(HKObject table, long section, long row);
// hk_long_press_at the middle of the item's cell.
bool hk_long_press_item(HKObject collection, long section, long item);
// The menu on screen (the last one added to a window), if any.
bool hk_menu_is_visible(void);
// The _UIContextMenuContainerView on screen, or NULL.
HKObject hk_menu_container_view(void);
// The elements of the list the menu shows now (a submenu's once opened), in order.
size_t hk_menu_visible_element_count(void);
const char *hk_menu_visible_element_title(size_t index);
// The _UIContextMenuCell showing the element with this title, or NULL.
HKObject hk_menu_element_cell(const char *title);
// A tap on the element's cell: the menu view's selection recogniser picks it.
bool hk_pick_menu_element(const char *title);
// A tap on the menu's container away from the menu and the preview.
bool hk_tap_outside_menu(void);
// A tap on the preview platter (rich menus whose delegate takes preview actions).
bool hk_tap_menu_preview(void);

#ifdef __cplusplus
}
#endif
