#import <UIKit/UIKit.h>

static UIContextMenuInteraction *HKCollectionContextMenuInteraction(UICollectionView *collection) {
    for (id interaction in [collection interactions]) {
        if ([interaction isMemberOfClass:[UIContextMenuInteraction class]] && [interaction delegate] == collection)
            return interaction;
    }
    return nil;
}

static BOOL HKWantsItemContextMenu(id delegate) {
    return [delegate respondsToSelector:@selector(collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:)]
        || [delegate respondsToSelector:@selector(collectionView:contextMenuConfigurationForItemAtIndexPath:point:)];
}

@implementation UICollectionView (ContextMenu)

- (NSIndexPath *)indexPathForItemAtPoint:(CGPoint)point {
    for (NSInteger section = 0; section < [self numberOfSections]; section++) {
        for (NSInteger item = 0; item < [self numberOfItemsInSection:section]; item++) {
            NSIndexPath *indexPath = [NSIndexPath indexPathForItem:item inSection:section];
            UICollectionViewCell *cell = [self cellForItemAtIndexPath:indexPath];
            if (cell != nil && CGRectContainsPoint([cell frame], point)) return indexPath;
        }
    }
    return nil;
}

// UIKit's -[UICollectionView _configureContextMenuInteractionIfNeeded] (runtime headers);
// HostKit calls it from setDelegate:.
- (void)_configureContextMenuInteractionIfNeeded {
    BOOL wanted = HKWantsItemContextMenu([self delegate]);
    UIContextMenuInteraction *existing = HKCollectionContextMenuInteraction(self);
    if (wanted && existing == nil) {
        UIContextMenuInteraction *interaction = [[UIContextMenuInteraction alloc] initWithDelegate:self];
        [self addInteraction:interaction];
        [interaction release];
    } else if (!wanted && existing != nil) {
        [self removeInteraction:existing];
    }
}

- (UIContextMenuConfiguration *)contextMenuInteraction:(UIContextMenuInteraction *)interaction
                        configurationForMenuAtLocation:(CGPoint)location {
    NSIndexPath *indexPath = [self indexPathForItemAtPoint:location];
    id delegate = [self delegate];
    if (indexPath == nil) return nil;
    if ([delegate respondsToSelector:@selector(collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:)])
        return [delegate collectionView:self contextMenuConfigurationForItemsAtIndexPaths:[NSArray arrayWithObject:indexPath]
                                  point:location];
    if ([delegate respondsToSelector:@selector(collectionView:contextMenuConfigurationForItemAtIndexPath:point:)])
        return [delegate collectionView:self contextMenuConfigurationForItemAtIndexPath:indexPath point:location];
    return nil;
}

- (void)contextMenuInteraction:(UIContextMenuInteraction *)interaction
    willDisplayMenuForConfiguration:(UIContextMenuConfiguration *)configuration
                           animator:(id)animator {
    id delegate = [self delegate];
    if ([delegate respondsToSelector:@selector(collectionView:willDisplayContextMenuWithConfiguration:animator:)])
        [delegate collectionView:self willDisplayContextMenuWithConfiguration:configuration animator:animator];
}

- (void)contextMenuInteraction:(UIContextMenuInteraction *)interaction
       willEndForConfiguration:(UIContextMenuConfiguration *)configuration
                      animator:(id)animator {
    id delegate = [self delegate];
    if ([delegate respondsToSelector:@selector(collectionView:willEndContextMenuInteractionWithConfiguration:animator:)])
        [delegate collectionView:self willEndContextMenuInteractionWithConfiguration:configuration animator:animator];
}

- (void)contextMenuInteraction:(UIContextMenuInteraction *)interaction
    willPerformPreviewActionForMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
                                            animator:(id)animator {
    id delegate = [self delegate];
    if ([delegate respondsToSelector:@selector(collectionView:willPerformPreviewActionForMenuWithConfiguration:animator:)])
        [delegate collectionView:self willPerformPreviewActionForMenuWithConfiguration:configuration animator:animator];
}

@end
