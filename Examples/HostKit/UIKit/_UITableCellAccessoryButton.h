#import <UIKit/UIButton.h>

@class HKHandler;

// UIKit's private button for a cell's chevron (accessory type 1) and checkmark (type 3)
// (UICollectionTableSharedSupport.m, built by -[UITableViewCell _accessoryViewForType:]).
// It is not interactive: its initializer turns user interaction off, so a tap on the
// chevron reaches the cell and selects the row.
@interface _UITableCellAccessoryButton : UIButton {
    NSInteger _accessoryType;
    id _backgroundImageProvider;
}
// DEVIATION: UIKit's backgroundImageProvider is a block returning the image for a tint
// colour; HostKit draws nothing, so it takes any object (or nil) and keeps it.
- (id)initWithFrame:(CGRect)frame backgroundImageProvider:(id)provider accessoryType:(NSInteger)type;
- (NSInteger)accessoryType;
- (id)backgroundImageProvider;
@end
