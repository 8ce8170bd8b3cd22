#import <UIKit/UIKit.h>

// A ready-made data source for the C API: one section of titled rows, for
// UITableView (UITableViewCell textLabel) and UICollectionView (a UILabel in the
// cell's contentView). Not a UIKit class.
@interface HKListDataSource : NSObject <UITableViewDataSource, UICollectionViewDataSource> {
    NSMutableArray *_titles;
    NSMutableDictionary *_accessoryTypes; // Part C: NSNumber(row) -> NSNumber(UITableViewCellAccessoryType)
    int _cellKind;                        // how a table cell shows its title (hk_list_data_source_set_cell_kind)
}
- (void)addTitle:(NSString *)title;
@end

@interface HKListDataSource (PartC)
// The accessory type cellForRowAtIndexPath: gives the row's cell (None by default).
- (void)setAccessoryType:(UITableViewCellAccessoryType)accessoryType forRow:(NSInteger)row;
- (NSUInteger)hk_titleCount;
// 0: the cell's textLabel; 1: an app's own label in the content view (the textLabel never
// made); 2: a UIListContentConfiguration (iOS 14).
- (void)hk_setCellKind:(int)kind;
- (void)hk_removeTitleAtIndex:(NSUInteger)index;
@end

// Part C: a list data source that also commits edits (tableView:commitEditingStyle:forRowAtIndexPath:
// removes the row's title and reloads the table), so swipes offer UIKit's default Delete action.
@interface HKEditableListDataSource : HKListDataSource
@end

// The text a list cell shows, whichever kind of cell it is.
NSString *HKCellText(UIView *cell);
