#import <UIKit/UICollectionView.h>

@class UIContextMenuConfiguration;
@class UIContextMenuInteraction;

// UICollectionViewDelegate's context-menu methods: iOS 16's multi-item one first, else the
// iOS 13 single-item one (deprecated in 16, still called when it is the one implemented).
@interface NSObject (UICollectionViewContextMenuDelegate)
- (UIContextMenuConfiguration *)collectionView:(UICollectionView *)collectionView
    contextMenuConfigurationForItemsAtIndexPaths:(NSArray *)indexPaths
                                           point:(CGPoint)point;
- (UIContextMenuConfiguration *)collectionView:(UICollectionView *)collectionView
    contextMenuConfigurationForItemAtIndexPath:(NSIndexPath *)indexPath
                                         point:(CGPoint)point;
- (void)collectionView:(UICollectionView *)collectionView
    willDisplayContextMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
                                   animator:(id)animator;
- (void)collectionView:(UICollectionView *)collectionView
    willEndContextMenuInteractionWithConfiguration:(UIContextMenuConfiguration *)configuration
                                          animator:(id)animator;
- (void)collectionView:(UICollectionView *)collectionView
    willPerformPreviewActionForMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
                                            animator:(id)animator;
@end

// UICollectionView's context menu, as the table's: a UIContextMenuInteraction on the
// collection view with the collection view as its delegate.
@interface UICollectionView (ContextMenu)
- (NSIndexPath *)indexPathForItemAtPoint:(CGPoint)point;
- (void)_configureContextMenuInteractionIfNeeded;
- (UIContextMenuConfiguration *)contextMenuInteraction:(UIContextMenuInteraction *)interaction
                        configurationForMenuAtLocation:(CGPoint)location;
- (void)contextMenuInteraction:(UIContextMenuInteraction *)interaction
    willDisplayMenuForConfiguration:(UIContextMenuConfiguration *)configuration
                           animator:(id)animator;
- (void)contextMenuInteraction:(UIContextMenuInteraction *)interaction
       willEndForConfiguration:(UIContextMenuConfiguration *)configuration
                      animator:(id)animator;
- (void)contextMenuInteraction:(UIContextMenuInteraction *)interaction
    willPerformPreviewActionForMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
                                            animator:(id)animator;
@end
