// Part C's driver: cells, accessory buttons and swipe actions, as a user's finger.
#import <UIKit/UIKit.h>
#import "HKTouch.h"
#import "HKListDataSource.h"
#include "HostKit.h"

#define OBJ(x) ((id)(x))

void hk_list_data_source_set_accessory(HKObject data_source, long row, int accessory_type) {
    [(HKListDataSource *)OBJ(data_source) setAccessoryType:(UITableViewCellAccessoryType)accessory_type forRow:row];
}

HKObject hk_editable_list_data_source_new(void) { return [[HKEditableListDataSource alloc] init]; }

static UITableViewCell *HKCell(HKObject table, long section, long row) {
    UITableView *tableView = OBJ(table);
    if (![tableView isKindOfClass:[UITableView class]]) return nil;
    return [tableView cellForRowAtIndexPath:[NSIndexPath indexPathForRow:row inSection:section]];
}

HKObject hk_table_cell(HKObject table, long section, long row) { return HKCell(table, section, row); }
HKObject hk_table_cell_content_view(HKObject cell) { return [(UITableViewCell *)OBJ(cell) contentView]; }
HKObject hk_table_cell_text_label(HKObject cell) { return [(UITableViewCell *)OBJ(cell) textLabel]; }
HKObject hk_table_cell_existing_text_label(HKObject cell) { return [(UITableViewCell *)OBJ(cell) _textLabel:NO]; }
void hk_list_data_source_set_cell_kind(HKObject data_source, int kind) { [(HKListDataSource *)OBJ(data_source) hk_setCellKind:kind]; }
int hk_table_cell_accessory_type(HKObject cell) { return (int)[(UITableViewCell *)OBJ(cell) accessoryType]; }
void hk_table_cell_set_accessory_type(HKObject cell, int accessory_type) {
    [(UITableViewCell *)OBJ(cell) setAccessoryType:(UITableViewCellAccessoryType)accessory_type];
}
HKObject hk_table_cell_accessory_view(HKObject cell) { return [(UITableViewCell *)OBJ(cell) accessoryView]; }
void hk_table_cell_set_accessory_view(HKObject cell, HKObject view) {
    [(UITableViewCell *)OBJ(cell) setAccessoryView:OBJ(view)];
}

// The cell's system accessory views, leading to trailing (by frame).
static NSArray *HKAccessories(UITableViewCell *cell) {
    NSMutableArray *views = [NSMutableArray array];
    NSSet *accessories = [cell _existingSystemAccessoryViews];
    for (UIView *view in [cell subviews]) {
        if ([accessories containsObject:view]) [views addObject:view];
    }
    return views;
}

size_t hk_table_cell_accessory_count(HKObject cell) { return [HKAccessories(OBJ(cell)) count]; }
HKObject hk_table_cell_accessory(HKObject cell, size_t index) {
    NSArray *views = HKAccessories(OBJ(cell));
    return index < [views count] ? [views objectAtIndex:index] : NULL;
}

double hk_table_cell_offset(HKObject table, long section, long row) {
    return [HKCell(table, section, row) frame].origin.x;
}

static CGPoint HKCenterInWindow(UIView *view) {
    CGRect bounds = [view bounds];
    return [view convertPoint:CGPointMake(bounds.size.width / 2, bounds.size.height / 2) toView:nil];
}

bool hk_tap_view_center(HKObject view) {
    UIView *target = OBJ(view);
    if (![target isKindOfClass:[UIView class]] || [target window] == nil) return false;
    return HKTapAt([target window], HKCenterInWindow(target));
}

bool hk_tap_accessory_button(HKObject table, long section, long row) {
    UITableViewCell *cell = HKCell(table, section, row);
    for (UIView *view in HKAccessories(cell)) {
        if ([view isKindOfClass:[UIButton class]] && ![view isKindOfClass:[_UITableCellAccessoryButton class]])
            return hk_tap_view_center(view);
    }
    return false;
}

// A finger in window coordinates: down on the view hit testing finds at `start`, through
// `moves`, up where it last was; each phase through -[UIApplication sendEvent:] with the
// same UITouch and UIEvent, on the event clock (as HKTouchPath, whose moves are in the
// touched view's coordinates: a swiped cell moves under the finger, so swipes give window
// points).
static bool HKFingerPath(UIWindow *window, CGPoint start, const CGPoint *moves, int count) {
    UIView *view = HKHitView(window, start);
    if (view == nil || ![view _isInteractive]) return false;
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    UITouch *touch = [[UITouch alloc] _initWithView:view locationInWindow:start tapCount:1];
    UIEvent *event = [[UIEvent alloc] _initWithType:UIEventTypeTouches];
    [event _addTouch:touch];
    [touch _setPhase:UITouchPhaseBegan timestamp:HKNow()];
    [event _setTimestamp:HKNow()];
    HKDeliver(event);
    for (int index = 0; index < count; index++) {
        HKAdvanceClock(0.08);
        [touch _setLocationInWindow:moves[index]];
        [touch _setPhase:UITouchPhaseMoved timestamp:HKNow()];
        [event _setTimestamp:HKNow()];
        HKDeliver(event);
    }
    HKAdvanceClock(0.08);
    [touch _setPhase:UITouchPhaseEnded timestamp:HKNow()];
    [event _setTimestamp:HKNow()];
    HKDeliver(event);
    HKAdvanceClock(0.15);
    [event release];
    [touch release];
    [pool drain];
    return true;
}

static bool HKSwipe(UITableViewCell *cell, CGFloat startX, CGFloat dx, int steps) {
    UIWindow *window = [cell window];
    if (cell == nil || window == nil) return false;
    if (steps < 1) steps = 1;
    if (steps > 64) steps = 64;
    CGRect bounds = [cell bounds];
    CGPoint start = [cell convertPoint:CGPointMake(startX, bounds.size.height / 2) toView:nil];
    CGPoint moves[64];
    for (int step = 0; step < steps; step++) moves[step] = CGPointMake(start.x + dx * (step + 1) / steps, start.y);
    return HKFingerPath(window, start, moves, steps);
}

bool hk_swipe_row(HKObject table, long section, long row, double dx, int steps) {
    UITableViewCell *cell = HKCell(table, section, row);
    return HKSwipe(cell, [cell bounds].size.width / 2, dx, steps);
}

bool hk_full_swipe_row(HKObject table, long section, long row, bool trailing) {
    UITableViewCell *cell = HKCell(table, section, row);
    if (cell == nil) return false;
    // From 2 points inside one edge of the row to 2 points inside the other: past UIKit's
    // confirmation threshold (52.5% of the row, or the row's width less 29 or 64 points for
    // a destructive primary action), the finger still on the table.
    CGFloat width = [cell bounds].size.width;
    return HKSwipe(cell, trailing ? width - 2 : 2, trailing ? -(width - 4) : width - 4, 8);
}

// The revealed pull view's buttons, left to right.
static NSArray *HKSwipeButtons(HKObject table) {
    UITableView *tableView = OBJ(table);
    NSMutableArray *buttons = [NSMutableArray array];
    if (![tableView isKindOfClass:[UITableView class]]) return buttons;
    for (UIView *view in [tableView subviews]) {
        if (![view isKindOfClass:[UISwipeActionPullView class]]) continue;
        for (UIView *button in [view subviews]) {
            if (![button isKindOfClass:[UISwipeActionButton class]]) continue;
            CGFloat x = [button convertPoint:CGPointZero toView:nil].x;
            NSUInteger index = 0;
            while (index < [buttons count] && [[buttons objectAtIndex:index] convertPoint:CGPointZero toView:nil].x <= x)
                index++;
            [buttons insertObject:button atIndex:index];
        }
    }
    return buttons;
}

size_t hk_table_swipe_action_count(HKObject table) { return [HKSwipeButtons(table) count]; }

HKObject hk_table_swipe_action_button(HKObject table, size_t index) {
    NSArray *buttons = HKSwipeButtons(table);
    return index < [buttons count] ? [buttons objectAtIndex:index] : NULL;
}

const char *hk_table_swipe_action_title(HKObject table, size_t index) {
    UIButton *button = hk_table_swipe_action_button(table, index);
    return button != nil ? [[button titleForState:UIControlStateNormal] UTF8String] : NULL;
}

bool hk_tap_swipe_action(HKObject table, const char *title) {
    if (title == NULL) return false;
    NSString *wanted = [NSString stringWithUTF8String:title];
    for (UIButton *button in HKSwipeButtons(table)) {
        if ([[button titleForState:UIControlStateNormal] isEqualToString:wanted]) return hk_tap_view_center(button);
    }
    return false;
}

bool hk_table_swiped_row(HKObject table, long *section, long *row) {
    UITableView *tableView = OBJ(table);
    if (![tableView isKindOfClass:[UITableView class]]) return false;
    NSIndexPath *indexPath = [[tableView _swipeActionController] swipedIndexPath];
    if (indexPath == nil) return false;
    if (section != NULL) *section = [indexPath section];
    if (row != NULL) *row = [indexPath row];
    return true;
}
