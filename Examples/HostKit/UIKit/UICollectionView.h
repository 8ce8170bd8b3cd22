#import <UIKit/UIScrollView.h>

@class UICollectionView;
@class UICollectionViewCell;

typedef NS_OPTIONS(NSUInteger, UICollectionViewScrollPosition) {
    UICollectionViewScrollPositionNone = 0,
    UICollectionViewScrollPositionTop = 1 << 0,
    UICollectionViewScrollPositionCenteredVertically = 1 << 1,
    UICollectionViewScrollPositionBottom = 1 << 2,
};

// Layout is not modelled: items are stacked. The class exists for UIKit's initializer.
@interface UICollectionViewLayout : NSObject
@end
@interface UICollectionViewFlowLayout : UICollectionViewLayout
@end

@protocol UICollectionViewDataSource <NSObject>
- (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section;
// Must return a cell from dequeueReusableCellWithReuseIdentifier:forIndexPath:.
- (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath;
@optional
- (NSInteger)numberOfSectionsInCollectionView:(UICollectionView *)collectionView;
@end

@protocol UICollectionViewDelegate <UIScrollViewDelegate>
@optional
- (BOOL)collectionView:(UICollectionView *)collectionView shouldSelectItemAtIndexPath:(NSIndexPath *)indexPath;
- (void)collectionView:(UICollectionView *)collectionView didSelectItemAtIndexPath:(NSIndexPath *)indexPath;
- (void)collectionView:(UICollectionView *)collectionView didDeselectItemAtIndexPath:(NSIndexPath *)indexPath;
@end

@interface UICollectionView : UIScrollView {
    UICollectionViewLayout *_collectionViewLayout;
    id _dataSource; // not retained
    NSMutableArray *_itemCounts;
    NSMutableDictionary *_cells;         // NSIndexPath -> cell
    NSMutableDictionary *_cellClasses;   // identifier -> class name
    NSMutableDictionary *_reusableCells; // identifier -> NSMutableArray
    NSIndexPath *_selectedIndexPath;
    BOOL _needsReload;
    BOOL _allowsSelection;
    // Cached when the delegate / data source is set (see UIScrollView).
    struct {
        unsigned int shouldSelect : 1;
        unsigned int didSelect : 1;
        unsigned int didDeselect : 1;
    } _delegateFlags;
    struct {
        unsigned int numberOfSections : 1;
    } _dataSourceFlags;
}

- (id)initWithFrame:(CGRect)frame collectionViewLayout:(UICollectionViewLayout *)layout;
- (UICollectionViewLayout *)collectionViewLayout;

- (id)dataSource;
- (void)setDataSource:(id)dataSource;

- (void)registerClass:(Class)cellClass forCellWithReuseIdentifier:(NSString *)identifier;
- (UICollectionViewCell *)dequeueReusableCellWithReuseIdentifier:(NSString *)identifier
                                                     forIndexPath:(NSIndexPath *)indexPath;

// Lazy like UITableView's.
- (void)reloadData;
- (NSInteger)numberOfSections;
- (NSInteger)numberOfItemsInSection:(NSInteger)section;
- (UICollectionViewCell *)cellForItemAtIndexPath:(NSIndexPath *)indexPath;
- (NSIndexPath *)indexPathForCell:(UICollectionViewCell *)cell;

- (BOOL)allowsSelection;
- (void)setAllowsSelection:(BOOL)allowsSelection;
- (NSArray *)indexPathsForSelectedItems;
// From code: the delegate is not told, as in UIKit.
- (void)selectItemAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated
               scrollPosition:(UICollectionViewScrollPosition)scrollPosition;
- (void)deselectItemAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated;

@end

@interface UICollectionView (UIKitInternal)
- (void)_userSelectItemAtIndexPath:(NSIndexPath *)indexPath;
// With notifyDelegate: shouldSelect (NO cancels), deselection of the previous item
// (didDeselect), then didSelect.
- (void)_selectItemAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated
                scrollPosition:(UICollectionViewScrollPosition)scrollPosition
                notifyDelegate:(BOOL)notify;
- (void)_deselectItemAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated
                  notifyDelegate:(BOOL)notify;
- (void)_reloadDataIfNeeded;
@end
