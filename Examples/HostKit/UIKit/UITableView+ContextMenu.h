#import <UIKit/UITableView.h>

@class UIContextMenuConfiguration;
@class UIContextMenuInteraction;

// UITableViewDelegate's context-menu methods (iOS 13/14).
@interface NSObject (UITableViewContextMenuDelegate)
- (UIContextMenuConfiguration *)tableView:(UITableView *)tableView
    contextMenuConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath
                                        point:(CGPoint)point;
- (void)tableView:(UITableView *)tableView willDisplayContextMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
         animator:(id)animator;
- (void)tableView:(UITableView *)tableView willEndContextMenuInteractionWithConfiguration:(UIContextMenuConfiguration *)configuration
         animator:(id)animator;
- (void)tableView:(UITableView *)tableView
    willPerformPreviewActionForMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
                                            animator:(id)animator;
@end

// UITableView's context menu: the table puts a UIContextMenuInteraction on itself, with
// itself as the interaction's delegate, and asks its own delegate per row.
@interface UITableView (ContextMenu)
- (NSIndexPath *)indexPathForRowAtPoint:(CGPoint)point;
// UIKitCore: UITableView.mm -_configureContextMenuInteractionIfNeeded (HostKit: from
// setDelegate:, when the delegate implements tableView:contextMenuConfigurationForRowAtIndexPath:point:).
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
