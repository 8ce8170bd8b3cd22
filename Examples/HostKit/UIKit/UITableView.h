#import <UIKit/UIScrollView.h>
#import <UIKit/UITableViewCell.h>

@class UITableView;
@class UITableViewCell;
@class UISwipeActionsConfiguration;
@class UISwipeActionController;
@class UIContextualAction;

typedef NS_ENUM(NSInteger, UITableViewStyle) {
    UITableViewStylePlain = 0,
    UITableViewStyleGrouped = 1,
    UITableViewStyleInsetGrouped = 2,
};

typedef NS_ENUM(NSInteger, UITableViewScrollPosition) {
    UITableViewScrollPositionNone = 0,
    UITableViewScrollPositionTop = 1,
    UITableViewScrollPositionMiddle = 2,
    UITableViewScrollPositionBottom = 3,
};

@protocol UITableViewDataSource <NSObject>
- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section;
- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath;
@optional
- (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView;
// Part C: with it, a swipe offers the default destructive "Delete" action when the delegate
// gives no trailing configuration.
- (BOOL)tableView:(UITableView *)tableView canEditRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableView:(UITableView *)tableView commitEditingStyle:(UITableViewCellEditingStyle)editingStyle
    forRowAtIndexPath:(NSIndexPath *)indexPath;
@end

@protocol UITableViewDelegate <UIScrollViewDelegate>
@optional
// Return another index path to redirect the selection, or nil to cancel it.
- (NSIndexPath *)tableView:(UITableView *)tableView willSelectRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableView:(UITableView *)tableView didDeselectRowAtIndexPath:(NSIndexPath *)indexPath;
// Part C: the detail (info) button of a DetailButton / DetailDisclosureButton row.
- (void)tableView:(UITableView *)tableView accessoryButtonTappedForRowWithIndexPath:(NSIndexPath *)indexPath;
// Part C: swipe actions (iOS 11+). nil trailing = the default actions; nil leading = none.
- (UISwipeActionsConfiguration *)tableView:(UITableView *)tableView
    leadingSwipeActionsConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath;
- (UISwipeActionsConfiguration *)tableView:(UITableView *)tableView
    trailingSwipeActionsConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath;
// A swipe that reveals a row's actions begins and ends "editing" that row.
- (void)tableView:(UITableView *)tableView willBeginEditingRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableView:(UITableView *)tableView didEndEditingRowAtIndexPath:(NSIndexPath *)indexPath;
@end

@interface UITableView : UIScrollView {
    UITableViewStyle _style;
    id _dataSource; // not retained
    NSMutableArray *_rowCounts;         // NSNumber per section, from the last reload
    NSMutableDictionary *_cells;        // NSIndexPath -> UITableViewCell
    NSMutableDictionary *_reusableCells; // identifier -> NSMutableArray
    NSIndexPath *_selectedIndexPath;
    BOOL _needsReload;
    BOOL _allowsSelection;
    // Cached when the delegate / data source is set (see UIScrollView).
    struct {
        unsigned int willSelect : 1;
        unsigned int didSelect : 1;
        unsigned int didDeselect : 1;
    } _delegateFlags;
    struct {
        unsigned int numberOfSections : 1;
    } _dataSourceFlags;
    // Part C: accessory and swipe callbacks, cached when the delegate / data source is set.
    UISwipeActionController *_swipeActionController;
    struct {
        unsigned int accessoryButtonTapped : 1;
        unsigned int leadingSwipeActions : 1;
        unsigned int trailingSwipeActions : 1;
        unsigned int willBeginEditing : 1;
        unsigned int didEndEditing : 1;
    } _swipeDelegateFlags;
    struct {
        unsigned int canEditRow : 1;
        unsigned int commitEditingStyle : 1;
    } _swipeDataSourceFlags;
}

- (id)initWithFrame:(CGRect)frame style:(UITableViewStyle)style;
- (UITableViewStyle)style;

- (id)dataSource;
- (void)setDataSource:(id)dataSource;

// Asks the data source for counts and cells. Also happens lazily, the first time the
// table is shown or asked about its content, as UIKit's first layout does.
- (void)reloadData;
- (NSInteger)numberOfSections;
- (NSInteger)numberOfRowsInSection:(NSInteger)section;
- (UITableViewCell *)cellForRowAtIndexPath:(NSIndexPath *)indexPath;
- (NSIndexPath *)indexPathForCell:(UITableViewCell *)cell;
- (NSArray *)visibleCells;
- (UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier;

- (BOOL)allowsSelection;
- (void)setAllowsSelection:(BOOL)allowsSelection;
- (NSIndexPath *)indexPathForSelectedRow;
// From code: the delegate is not told, as in UIKit.
- (void)selectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated
              scrollPosition:(UITableViewScrollPosition)scrollPosition;
- (void)deselectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated;

@end

@interface UITableView (UIKitInternal)
// A finger lifted on a cell arrives here (from -touchesEnded:withEvent:).
- (void)_userSelectRowAtPendingSelectionIndexPath:(NSIndexPath *)indexPath;
// With notifyDelegate: willSelect (may redirect or cancel), deselection of the
// previous row (didDeselect), then didSelect.
- (void)_selectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated
               scrollPosition:(UITableViewScrollPosition)scrollPosition
               notifyDelegate:(BOOL)notify;
- (void)_deselectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated
                 notifyDelegate:(BOOL)notify;
- (void)_reloadDataIfNeeded;
@end

// Part C: accessory buttons and swipe actions.
@interface UITableView (UIKitPartC)
// Public: the row whose cell contains the point (table coordinates), or nil.
- (NSIndexPath *)indexPathForRowAtPoint:(CGPoint)point;
// The target/action of a cell's detail button (TouchUpInside): finds the sender's cell and
// tells the delegate tableView:accessoryButtonTappedForRowWithIndexPath:.
- (void)_accessoryButtonAction:(id)sender;
// Whether the delegate or data source offers swipe actions; the swipe action controller
// (and its pan recogniser on the table) exists only then.
- (BOOL)_wantsSwipes;
- (void)_resetSwipeActionController;
- (UISwipeActionController *)_swipeActionController;
// The delegate's trailing configuration, or the default "Delete" one.
- (UISwipeActionsConfiguration *)_trailingSwipeConfigurationAtIndexPath:(NSIndexPath *)indexPath
                                                       fromRemoveButton:(BOOL)fromRemoveButton;
- (UIContextualAction *)_contextualActionForDeletingRowAtIndexPath:(NSIndexPath *)indexPath
                                  performsFirstActionWithFullSwipe:(BOOL *)performsFirstActionWithFullSwipe;
- (BOOL)_canEditRowAtIndexPath:(NSIndexPath *)indexPath;
// The default Delete action's handler runs this: the data source's commitEditingStyle (Delete).
- (void)_animateDeletionOfRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)_sendWillBeginEditingForIndexPath:(NSIndexPath *)indexPath;
- (void)_sendDidEndEditingForIndexPath:(NSIndexPath *)indexPath;
@end
