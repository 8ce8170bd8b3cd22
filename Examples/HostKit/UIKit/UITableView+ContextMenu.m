#import <UIKit/UIKit.h>

// UIKit keeps the interaction in an ivar; HostKit finds it among the table's interactions
// (no ivar, so that UITableView's layout is left alone).
static UIContextMenuInteraction *HKTableContextMenuInteraction(UITableView *table) {
    for (id interaction in [table interactions]) {
        if ([interaction isMemberOfClass:[UIContextMenuInteraction class]] && [interaction delegate] == table)
            return interaction;
    }
    return nil;
}

@implementation UITableView (ContextMenu)

- (NSIndexPath *)indexPathForRowAtPoint:(CGPoint)point {
    for (UITableViewCell *cell in [self visibleCells]) {
        if (![cell isKindOfClass:[UITableViewCell class]]) continue;
        if (CGRectContainsPoint([cell frame], point)) return [self indexPathForCell:cell];
    }
    return nil;
}

- (void)_configureContextMenuInteractionIfNeeded {
    BOOL wanted = [[self delegate] respondsToSelector:@selector(tableView:contextMenuConfigurationForRowAtIndexPath:point:)];
    UIContextMenuInteraction *existing = HKTableContextMenuInteraction(self);
    if (wanted && existing == nil) {
        UIContextMenuInteraction *interaction = [[UIContextMenuInteraction alloc] initWithDelegate:self];
        [self addInteraction:interaction];
        [interaction release];
    } else if (!wanted && existing != nil) {
        [self removeInteraction:existing];
    }
}

// UIKit: the row at the location, then the delegate (point in the table's coordinates).
- (UIContextMenuConfiguration *)contextMenuInteraction:(UIContextMenuInteraction *)interaction
                        configurationForMenuAtLocation:(CGPoint)location {
    NSIndexPath *indexPath = [self indexPathForRowAtPoint:location];
    id delegate = [self delegate];
    if (indexPath == nil || ![delegate respondsToSelector:@selector(tableView:contextMenuConfigurationForRowAtIndexPath:point:)])
        return nil;
    return [delegate tableView:self contextMenuConfigurationForRowAtIndexPath:indexPath point:location];
}

- (void)contextMenuInteraction:(UIContextMenuInteraction *)interaction
    willDisplayMenuForConfiguration:(UIContextMenuConfiguration *)configuration
                           animator:(id)animator {
    id delegate = [self delegate];
    if ([delegate respondsToSelector:@selector(tableView:willDisplayContextMenuWithConfiguration:animator:)])
        [delegate tableView:self willDisplayContextMenuWithConfiguration:configuration animator:animator];
}

- (void)contextMenuInteraction:(UIContextMenuInteraction *)interaction
       willEndForConfiguration:(UIContextMenuConfiguration *)configuration
                      animator:(id)animator {
    id delegate = [self delegate];
    if ([delegate respondsToSelector:@selector(tableView:willEndContextMenuInteractionWithConfiguration:animator:)])
        [delegate tableView:self willEndContextMenuInteractionWithConfiguration:configuration animator:animator];
}

- (void)contextMenuInteraction:(UIContextMenuInteraction *)interaction
    willPerformPreviewActionForMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
                                            animator:(id)animator {
    id delegate = [self delegate];
    if ([delegate respondsToSelector:@selector(tableView:willPerformPreviewActionForMenuWithConfiguration:animator:)])
        [delegate tableView:self willPerformPreviewActionForMenuWithConfiguration:configuration animator:animator];
}

@end
