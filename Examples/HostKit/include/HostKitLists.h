// HostKit's C interface, Part C: table cells, accessory buttons and swipe actions.
// Conventions as in HostKit.h: +1 for *_new, false when a user could not have done it.
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

// UITableViewCellAccessoryType (UIKit's raw values).
enum {
    HKAccessoryNone = 0,
    HKAccessoryDisclosureIndicator = 1,
    HKAccessoryDetailDisclosureButton = 2,
    HKAccessoryCheckmark = 3,
    HKAccessoryDetailButton = 4,
};

// MARK: Data sources (what an app's data source does)

// The list data source's cellForRowAtIndexPath: sets this accessory type on the row's cell.
void hk_list_data_source_set_accessory(HKObject data_source, long row, int accessory_type);
// A list data source that also implements tableView:commitEditingStyle:forRowAtIndexPath:
// (Delete removes the row and reloads the table): swipes then offer UIKit's default
// "Delete" action when the delegate gives no trailing configuration. +1.
HKObject hk_editable_list_data_source_new(void);

// MARK: Cells

HKObject hk_table_cell(HKObject table, long section, long row);
// cell.contentView (a UITableViewCellContentView) and cell.textLabel (inside it).
HKObject hk_table_cell_content_view(HKObject cell);
HKObject hk_table_cell_text_label(HKObject cell);
// The cell's text label if UIKit made it already (-_textLabel:NO): reading it makes none.
HKObject hk_table_cell_existing_text_label(HKObject cell);
// How the data source's table cells show their titles: 0 the textLabel, 1 a label of the
// app's own in the content view, 2 a UIListContentConfiguration.
void hk_list_data_source_set_cell_kind(HKObject data_source, int kind);
int hk_table_cell_accessory_type(HKObject cell);
void hk_table_cell_set_accessory_type(HKObject cell, int accessory_type);
// cell.accessoryView (a custom view; NULL for the system accessories).
HKObject hk_table_cell_accessory_view(HKObject cell);
void hk_table_cell_set_accessory_view(HKObject cell, HKObject view);
// The system accessory views the cell shows, leading to trailing: the detail button (a
// UIButton) and/or the chevron or checkmark (a non-interactive _UITableCellAccessoryButton).
size_t hk_table_cell_accessory_count(HKObject cell);
HKObject hk_table_cell_accessory(HKObject cell, size_t index);
// The cell's x offset in the table (non-zero while the row is swiped).
double hk_table_cell_offset(HKObject table, long section, long row);

// MARK: Driver: what a user does

// A finger taps the row's detail (info) button: false when the row has none.
bool hk_tap_accessory_button(HKObject table, long section, long row);
// A finger lands on the centre of the view and lifts; the touch goes to whatever view hit
// testing finds there (a non-interactive chevron passes it to the cell).
bool hk_tap_view_center(HKObject view);
// A finger lands on the middle of the row's cell, moves horizontally by dx (negative:
// left, reveals the trailing actions) in `steps` equal moves and lifts.
bool hk_swipe_row(HKObject table, long section, long row, double dx, int steps);
// A swipe across most of the row (past UIKit's full-swipe threshold), trailing (left) or leading.
bool hk_full_swipe_row(HKObject table, long section, long row, bool trailing);
// The revealed actions of the swiped row, left to right (0 when none is revealed).
size_t hk_table_swipe_action_count(HKObject table);
const char *hk_table_swipe_action_title(HKObject table, size_t index);
// The action's button (a UISwipeActionStandardButton).
HKObject hk_table_swipe_action_button(HKObject table, size_t index);
// Taps the revealed action with this title (on its UISwipeActionStandardButton).
bool hk_tap_swipe_action(HKObject table, const char *title);
// The row whose actions are revealed (UISwipeActionController's swipedIndexPath).
bool hk_table_swiped_row(HKObject table, long *section, long *row);

#ifdef __cplusplus
}
#endif
