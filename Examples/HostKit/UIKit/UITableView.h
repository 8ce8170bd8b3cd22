#import <UIKit/UIScrollView.h>

@class UITableView;
@class UITableViewCell;

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
@end

@protocol UITableViewDelegate <UIScrollViewDelegate>
@optional
// Return another index path to redirect the selection, or nil to cancel it.
- (NSIndexPath *)tableView:(UITableView *)tableView willSelectRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableView:(UITableView *)tableView didDeselectRowAtIndexPath:(NSIndexPath *)indexPath;
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
