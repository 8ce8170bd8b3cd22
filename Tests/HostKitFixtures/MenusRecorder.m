// A handler target and context-menu delegate for HostKit's Menus part.
#import "FixtureLog.h"
#include "HostKitFixtures.h"

@interface HKFMenuRecorder : NSObject {
  @public
    UIMenu *_menu;
    UIAction *_lastAction;
    id _lastSender;
    CGPoint _lastPoint;
}
@end

@implementation HKFMenuRecorder

- (void)dealloc {
    [_menu release];
    [_lastAction release];
    [_lastSender release];
    HKFNoteDealloc();
    [super dealloc];
}

- (void)handlerFired:(UIAction *)action {
    id sender = [action sender];
    HKFLog(@"handler %@ sender %@", [action title], sender != nil ? NSStringFromClass([sender class]) : @"nil");
    [action retain];
    [_lastAction release];
    _lastAction = action;
    [sender retain];
    [_lastSender release];
    _lastSender = sender;
}

- (UIMenu *)provideMenu:(NSArray *)suggestedActions {
    HKFLog(@"actionProvider");
    return _menu;
}

- (UIContextMenuConfiguration *)hkf_configuration {
    if (_menu == nil) return nil;
    HKHandler *provider = [HKHandler handlerWithTarget:self action:@selector(provideMenu:)];
    return [UIContextMenuConfiguration configurationWithIdentifier:nil previewProvider:nil actionProvider:provider];
}

- (UIContextMenuConfiguration *)contextMenuInteraction:(id)interaction configurationForMenuAtLocation:(CGPoint)location {
    HKFLog(@"configurationForMenuAtLocation");
    return [self hkf_configuration];
}

- (void)contextMenuInteraction:(id)interaction willDisplayMenuForConfiguration:(UIContextMenuConfiguration *)configuration
                      animator:(id)animator {
    HKFLog(@"willDisplayMenu");
}

- (void)contextMenuInteraction:(id)interaction willEndForConfiguration:(UIContextMenuConfiguration *)configuration
                      animator:(id)animator {
    HKFLog(@"willEnd");
}

- (void)contextMenuInteraction:(id)interaction
    willPerformPreviewActionForMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
                                            animator:(id)animator {
    HKFLog(@"willPerformPreviewAction");
}

- (UIContextMenuConfiguration *)tableView:(UITableView *)tableView
    contextMenuConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath
                                        point:(CGPoint)point {
    HKFLog(@"contextMenuConfiguration %@", HKFIndexPath(indexPath));
    _lastPoint = point;
    return [self hkf_configuration];
}

- (void)tableView:(UITableView *)tableView willDisplayContextMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
         animator:(id)animator {
    HKFLog(@"table willDisplayContextMenu");
}

- (void)tableView:(UITableView *)tableView willEndContextMenuInteractionWithConfiguration:(UIContextMenuConfiguration *)configuration
         animator:(id)animator {
    HKFLog(@"table willEndContextMenu");
}

- (void)tableView:(UITableView *)tableView
    willPerformPreviewActionForMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
                                            animator:(id)animator {
    HKFLog(@"table willPerformPreviewAction");
}

- (UIContextMenuConfiguration *)collectionView:(UICollectionView *)collectionView
    contextMenuConfigurationForItemAtIndexPath:(NSIndexPath *)indexPath
                                         point:(CGPoint)point {
    HKFLog(@"itemContextMenuConfiguration %@", HKFIndexPath(indexPath));
    return [self hkf_configuration];
}

- (void)collectionView:(UICollectionView *)collectionView
    willEndContextMenuInteractionWithConfiguration:(UIContextMenuConfiguration *)configuration
                                          animator:(id)animator {
    HKFLog(@"collection willEndContextMenu");
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    HKFLog(@"didSelect %@", HKFIndexPath(indexPath));
}

@end

HKObject hkf_menu_recorder_new(void) { return [[HKFMenuRecorder alloc] init]; }

void hkf_menu_recorder_set_menu(HKObject recorder, HKObject menu) {
    HKFMenuRecorder *r = (HKFMenuRecorder *)recorder;
    [(id)menu retain];
    [r->_menu release];
    r->_menu = (UIMenu *)menu;
}

HKObject hkf_menu_recorder_last_action(HKObject recorder) { return ((HKFMenuRecorder *)recorder)->_lastAction; }
HKObject hkf_menu_recorder_last_sender(HKObject recorder) { return ((HKFMenuRecorder *)recorder)->_lastSender; }
double hkf_menu_recorder_last_point_y(HKObject recorder) { return ((HKFMenuRecorder *)recorder)->_lastPoint.y; }
