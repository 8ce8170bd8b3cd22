#import <UIKit/UIView.h>

// UIKit's private class for a table cell's contentView (UITableViewCell.mm
// -_createDefaultContentView: [[UITableViewCellContentView alloc] initWithFrame:bounds]).
// It holds the cell's labels; touches on it go up the responder chain to the cell.
@interface UITableViewCellContentView : UIView
@end
