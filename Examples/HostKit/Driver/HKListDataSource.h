#import <UIKit/UIKit.h>

// A ready-made data source for the C API: one section of titled rows, for
// UITableView (UITableViewCell textLabel) and UICollectionView (a UILabel in the
// cell's contentView). Not a UIKit class.
@interface HKListDataSource : NSObject <UITableViewDataSource, UICollectionViewDataSource> {
    NSMutableArray *_titles;
    NSMutableDictionary *_accessoryTypes; // Part C: NSNumber(row) -> NSNumber(UITableViewCellAccessoryType)
}
- (void)addTitle:(NSString *)title;
@end

@interface HKListDataSource (PartC)
// The accessory type cellForRowAtIndexPath: gives the row's cell (None by default).
- (void)setAccessoryType:(UITableViewCellAccessoryType)accessoryType forRow:(NSInteger)row;
- (NSUInteger)hk_titleCount;
- (void)hk_removeTitleAtIndex:(NSUInteger)index;
@end

// Part C: a list data source that also commits edits (tableView:commitEditingStyle:forRowAtIndexPath:
// removes the row's title and reloads the table), so swipes offer UIKit's default Delete action.
@interface HKEditableListDataSource : HKListDataSource
@end

// The text a list cell shows, whichever kind of cell it is.
NSString *HKCellText(UIView *cell);
