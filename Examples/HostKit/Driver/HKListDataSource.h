#import <UIKit/UIKit.h>

// A ready-made data source for the C API: one section of titled rows, for
// UITableView (UITableViewCell textLabel) and UICollectionView (a UILabel in the
// cell's contentView). Not a UIKit class.
@interface HKListDataSource : NSObject <UITableViewDataSource, UICollectionViewDataSource> {
    NSMutableArray *_titles;
}
- (void)addTitle:(NSString *)title;
@end

// The text a list cell shows, whichever kind of cell it is.
NSString *HKCellText(UIView *cell);
