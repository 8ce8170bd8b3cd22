#import <UIKit/UIKit.h>

static const CGFloat HKRowHeight = 44;

@implementation UITableView

- (id)initWithFrame:(CGRect)frame { return [self initWithFrame:frame style:UITableViewStylePlain]; }

- (id)initWithFrame:(CGRect)frame style:(UITableViewStyle)style {
    if ((self = [super initWithFrame:frame])) {
        _style = style;
        _rowCounts = [[NSMutableArray alloc] init];
        _cells = [[NSMutableDictionary alloc] init];
        _reusableCells = [[NSMutableDictionary alloc] init];
        _allowsSelection = YES;
        _needsReload = YES;
    }
    return self;
}

- (void)dealloc {
    [_rowCounts release];
    [_cells release];
    [_reusableCells release];
    [_selectedIndexPath release];
    [_swipeActionController release]; // Part C: its swipe handler takes its recognisers off the table
    [super dealloc];
}

- (UITableViewStyle)style { return _style; }

- (void)setDelegate:(id)delegate {
    [super setDelegate:delegate];
    _delegateFlags.willSelect = [delegate respondsToSelector:@selector(tableView:willSelectRowAtIndexPath:)];
    _delegateFlags.didSelect = [delegate respondsToSelector:@selector(tableView:didSelectRowAtIndexPath:)];
    _delegateFlags.didDeselect = [delegate respondsToSelector:@selector(tableView:didDeselectRowAtIndexPath:)];
    [self _configureContextMenuInteractionIfNeeded]; // Part B: UITableView+ContextMenu.m
    // Part C
    _swipeDelegateFlags.accessoryButtonTapped =
        [delegate respondsToSelector:@selector(tableView:accessoryButtonTappedForRowWithIndexPath:)];
    _swipeDelegateFlags.leadingSwipeActions =
        [delegate respondsToSelector:@selector(tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:)];
    _swipeDelegateFlags.trailingSwipeActions =
        [delegate respondsToSelector:@selector(tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:)];
    _swipeDelegateFlags.willBeginEditing = [delegate respondsToSelector:@selector(tableView:willBeginEditingRowAtIndexPath:)];
    _swipeDelegateFlags.didEndEditing = [delegate respondsToSelector:@selector(tableView:didEndEditingRowAtIndexPath:)];
    [self _resetSwipeActionController];
}

- (id)dataSource { return _dataSource; }

- (void)setDataSource:(id)dataSource {
    _dataSource = dataSource;
    _dataSourceFlags.numberOfSections = [dataSource respondsToSelector:@selector(numberOfSectionsInTableView:)];
    _needsReload = YES;
    // Part C
    _swipeDataSourceFlags.canEditRow = [dataSource respondsToSelector:@selector(tableView:canEditRowAtIndexPath:)];
    _swipeDataSourceFlags.commitEditingStyle =
        [dataSource respondsToSelector:@selector(tableView:commitEditingStyle:forRowAtIndexPath:)];
    [self _resetSwipeActionController];
}

- (void)reloadData {
    [_swipeActionController reloadData]; // Part C: a swiped row closes (UISwipeActionController.mm -reloadData)
    _needsReload = NO;
    for (UITableViewCell *cell in [_cells allValues]) {
        [cell removeFromSuperview];
        if ([cell reuseIdentifier] == nil) continue;
        NSMutableArray *pool = [_reusableCells objectForKey:[cell reuseIdentifier]];
        if (pool == nil) {
            pool = [NSMutableArray array];
            [_reusableCells setObject:pool forKey:[cell reuseIdentifier]];
        }
        [pool addObject:cell];
    }
    [_cells removeAllObjects];
    [_rowCounts removeAllObjects];
    [_selectedIndexPath release];
    _selectedIndexPath = nil;
    if (_dataSource == nil) return;

    NSInteger sections = _dataSourceFlags.numberOfSections ? [_dataSource numberOfSectionsInTableView:self] : 1;
    CGFloat y = 0;
    for (NSInteger section = 0; section < sections; section++) {
        NSInteger rows = [_dataSource tableView:self numberOfRowsInSection:section];
        [_rowCounts addObject:[NSNumber numberWithInteger:rows]];
        for (NSInteger row = 0; row < rows; row++) {
            NSIndexPath *indexPath = [NSIndexPath indexPathForRow:row inSection:section];
            UITableViewCell *cell = [_dataSource tableView:self cellForRowAtIndexPath:indexPath];
            if (cell == nil) continue;
            [cell setFrame:CGRectMake(0, y, _frame.size.width, HKRowHeight)];
            y += HKRowHeight;
            [_cells setObject:cell forKey:indexPath];
            [self addSubview:cell];
            [cell layoutSubviews]; // Part C: UIKit's layout pass (content view, accessories)
        }
    }
    [self setContentSize:CGSizeMake(_frame.size.width, y)];
}

- (void)_reloadDataIfNeeded {
    if (_needsReload) [self reloadData];
}

- (void)didMoveToWindow {
    if ([self window] != nil) [self _reloadDataIfNeeded];
}

- (UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier {
    NSMutableArray *pool = [_reusableCells objectForKey:identifier];
    if ([pool count] == 0) return nil;
    UITableViewCell *cell = [[[pool lastObject] retain] autorelease];
    [pool removeLastObject];
    [cell prepareForReuse];
    return cell;
}

- (NSInteger)numberOfSections {
    [self _reloadDataIfNeeded];
    return (NSInteger)[_rowCounts count];
}

- (NSInteger)numberOfRowsInSection:(NSInteger)section {
    [self _reloadDataIfNeeded];
    if (section < 0 || section >= (NSInteger)[_rowCounts count]) return 0;
    return [[_rowCounts objectAtIndex:section] integerValue];
}

- (UITableViewCell *)cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    [self _reloadDataIfNeeded];
    return indexPath != nil ? [_cells objectForKey:indexPath] : nil;
}

- (NSIndexPath *)indexPathForCell:(UITableViewCell *)cell {
    NSArray *keys = [_cells allKeysForObject:cell];
    return [keys count] > 0 ? [keys objectAtIndex:0] : nil;
}

- (NSArray *)visibleCells {
    [self _reloadDataIfNeeded];
    NSArray *indexPaths = [[_cells allKeys] sortedArrayUsingSelector:@selector(compare:)];
    return [_cells objectsForKeys:indexPaths notFoundMarker:[NSNull null]];
}

- (BOOL)allowsSelection { return _allowsSelection; }
- (void)setAllowsSelection:(BOOL)allowsSelection { _allowsSelection = allowsSelection; }

- (NSIndexPath *)indexPathForSelectedRow { return [[_selectedIndexPath retain] autorelease]; }

- (void)selectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated
              scrollPosition:(UITableViewScrollPosition)scrollPosition {
    if (indexPath == nil) {
        [self _deselectRowAtIndexPath:_selectedIndexPath animated:animated notifyDelegate:NO];
        return;
    }
    [self _selectRowAtIndexPath:indexPath animated:animated scrollPosition:scrollPosition notifyDelegate:NO];
}

- (void)deselectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated {
    [self _deselectRowAtIndexPath:indexPath animated:animated notifyDelegate:NO];
}

- (void)_userSelectRowAtPendingSelectionIndexPath:(NSIndexPath *)indexPath {
    if (!_allowsSelection || indexPath == nil) return;
    [self _selectRowAtIndexPath:indexPath animated:YES scrollPosition:UITableViewScrollPositionNone
                 notifyDelegate:YES];
}

- (void)_selectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated
               scrollPosition:(UITableViewScrollPosition)scrollPosition
               notifyDelegate:(BOOL)notify {
    [self _reloadDataIfNeeded];
    // The delegate may release the table from its callbacks.
    [self retain];
    if (notify && _delegateFlags.willSelect) indexPath = [_delegate tableView:self willSelectRowAtIndexPath:indexPath];
    [indexPath retain];
    if (indexPath != nil && [self cellForRowAtIndexPath:indexPath] != nil) {
        if (_selectedIndexPath != nil && ![_selectedIndexPath isEqual:indexPath])
            [self _deselectRowAtIndexPath:_selectedIndexPath animated:animated notifyDelegate:notify];
        [_selectedIndexPath release];
        _selectedIndexPath = [indexPath retain];
        [[self cellForRowAtIndexPath:indexPath] setSelected:YES animated:animated];
        if (notify && _delegateFlags.didSelect) [_delegate tableView:self didSelectRowAtIndexPath:indexPath];
    }
    [indexPath release];
    [self release];
}

- (void)_deselectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated
                 notifyDelegate:(BOOL)notify {
    if (indexPath == nil || ![_selectedIndexPath isEqual:indexPath]) return;
    [[indexPath retain] autorelease];
    [[self cellForRowAtIndexPath:indexPath] setSelected:NO animated:animated];
    [_selectedIndexPath release];
    _selectedIndexPath = nil;
    if (notify && _delegateFlags.didDeselect) [_delegate tableView:self didDeselectRowAtIndexPath:indexPath];
}

// A touch that began in one of the cells selects that cell's row when it ends.
- (NSIndexPath *)_indexPathForTouch:(UITouch *)touch {
    for (UIView *view = [touch view]; view != nil && view != self; view = [view superview]) {
        if ([view isKindOfClass:[UITableViewCell class]] && [view superview] == self)
            return [self indexPathForCell:(UITableViewCell *)view];
    }
    return nil;
}

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    if ([self _indexPathForTouch:[touches anyObject]] == nil) [super touchesBegan:touches withEvent:event];
}

// UIKitCore (26.1): -touchesEnded:withEvent: leaves the selection for after the transaction
// commits ([UIApp _performBlockAfterCATransactionCommits:^{ … }]), once the touch's event
// returned.
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    NSIndexPath *indexPath = [self _indexPathForTouch:[touches anyObject]];
    if (indexPath == nil) {
        [super touchesEnded:touches withEvent:event];
        return;
    }
    [[UIApplication sharedApplication]
        _performBlockAfterCATransactionCommits:[HKHandler handlerWithTarget:self
                                                                    action:@selector(_userSelectRowAtPendingSelectionIndexPath:)
                                                                    object:indexPath]];
}

@end

// MARK: Part C: accessory buttons and swipe actions

@interface HKTableDeleteActionTarget : NSObject {
    UITableView *_tableView; // not retained
    NSIndexPath *_indexPath;
}
@end

// The default Delete action's handler (UIKit's is a block made by
// -_contextualActionForDeletingRowAtIndexPath:performsFirstActionWithFullSwipe:).
@implementation HKTableDeleteActionTarget

- (id)initWithTableView:(UITableView *)tableView indexPath:(NSIndexPath *)indexPath {
    if ((self = [super init])) {
        _tableView = tableView;
        _indexPath = [indexPath copy];
    }
    return self;
}

- (void)dealloc {
    [_indexPath release];
    [super dealloc];
}

- (void)swipeAction:(UIContextualAction *)action sourceView:(UIView *)sourceView completion:(HKHandler *)completion {
    [_tableView _animateDeletionOfRowAtIndexPath:_indexPath];
    [completion hk_invokeWithObject:[NSNumber numberWithBool:YES] object:nil];
}

@end

@implementation UITableView (UIKitPartC)

- (NSIndexPath *)indexPathForRowAtPoint:(CGPoint)point {
    [self _reloadDataIfNeeded];
    for (NSIndexPath *indexPath in _cells) {
        UITableViewCell *cell = [_cells objectForKey:indexPath];
        CGRect frame = [cell frame];
        if (point.y >= frame.origin.y && point.y < frame.origin.y + frame.size.height) return indexPath;
    }
    return nil;
}

// UIKitCore: UITableView.mm -_accessoryButtonAction: (target of the detail button, added by
// -[UITableViewCell _accessoryViewForType:]). The body was not read (UITableView.mm is ~950k
// characters); as -[UICollectionViewTableCell _accessoryButtonAction:] does for its layout:
// the row of the sender's cell, then the delegate's accessoryButtonTappedForRowWithIndexPath:
// when it answered respondsToSelector: as it was set.
- (void)_accessoryButtonAction:(id)sender {
    UIView *view = [sender isKindOfClass:[UIView class]] ? (UIView *)sender : nil;
    while (view != nil && ![view isKindOfClass:[UITableViewCell class]]) view = [view superview];
    NSIndexPath *indexPath = view != nil ? [self indexPathForCell:(UITableViewCell *)view] : nil;
    if (indexPath == nil) return;
    if (_swipeDelegateFlags.accessoryButtonTapped)
        [_delegate tableView:self accessoryButtonTappedForRowWithIndexPath:indexPath];
}

- (BOOL)_wantsSwipes {
    return _swipeDelegateFlags.leadingSwipeActions || _swipeDelegateFlags.trailingSwipeActions
        || _swipeDataSourceFlags.commitEditingStyle;
}

// UITableView.mm has -_resetSwipeActionController and -_wantsSwipes (bodies not read):
// HostKit keeps a UISwipeActionController (style 0) exactly while the delegate or data
// source offers swipe actions, so other tables get no swipe recogniser.
- (void)_resetSwipeActionController {
    if ([self _wantsSwipes]) {
        if (_swipeActionController == nil)
            _swipeActionController = [[UISwipeActionController alloc] initWithSwipeActionHost:self style:0];
    } else if (_swipeActionController != nil) {
        [_swipeActionController resetSwipedItemAnimated:NO completion:nil];
        [_swipeActionController release];
        _swipeActionController = nil;
    }
}

- (UISwipeActionController *)_swipeActionController { return _swipeActionController; }

- (BOOL)_canEditRowAtIndexPath:(NSIndexPath *)indexPath {
    if (!_swipeDataSourceFlags.canEditRow) return YES;
    return [_dataSource tableView:self canEditRowAtIndexPath:indexPath];
}

// The default trailing action: destructive "Delete", when the data source commits edits.
- (UIContextualAction *)_contextualActionForDeletingRowAtIndexPath:(NSIndexPath *)indexPath
                                  performsFirstActionWithFullSwipe:(BOOL *)performsFirstActionWithFullSwipe {
    if (!_swipeDataSourceFlags.commitEditingStyle || ![self _canEditRowAtIndexPath:indexPath]) return nil;
    HKTableDeleteActionTarget *target = [[[HKTableDeleteActionTarget alloc] initWithTableView:self
                                                                                     indexPath:indexPath] autorelease];
    HKHandler *handler = [HKHandler handlerWithTarget:target action:@selector(swipeAction:sourceView:completion:)];
    if (performsFirstActionWithFullSwipe != NULL) *performsFirstActionWithFullSwipe = YES;
    return [UIContextualAction contextualActionWithStyle:UIContextualActionStyleDestructive title:@"Delete"
                                                  handler:handler];
}

// UITableView.mm -_trailingSwipeConfigurationAtIndexPath:fromRemoveButton: (body not read):
// the delegate's configuration; nil, or no such delegate method, gives the default actions.
- (UISwipeActionsConfiguration *)_trailingSwipeConfigurationAtIndexPath:(NSIndexPath *)indexPath
                                                       fromRemoveButton:(BOOL)fromRemoveButton {
    if (_swipeDelegateFlags.trailingSwipeActions) {
        UISwipeActionsConfiguration *configuration =
            [_delegate tableView:self trailingSwipeActionsConfigurationForRowAtIndexPath:indexPath];
        if (configuration != nil) return configuration;
    }
    BOOL fullSwipe = YES;
    UIContextualAction *deleteAction = [self _contextualActionForDeletingRowAtIndexPath:indexPath
                                                       performsFirstActionWithFullSwipe:&fullSwipe];
    if (deleteAction == nil) return nil;
    UISwipeActionsConfiguration *configuration =
        [UISwipeActionsConfiguration configurationWithActions:[NSArray arrayWithObject:deleteAction]];
    [configuration setPerformsFirstActionWithFullSwipe:fullSwipe];
    return configuration;
}

// Most likely what UIKit's default Delete handler reaches: the data source's
// tableView:commitEditingStyle:forRowAtIndexPath: with UITableViewCellEditingStyleDelete.
- (void)_animateDeletionOfRowAtIndexPath:(NSIndexPath *)indexPath {
    if (_swipeDataSourceFlags.commitEditingStyle)
        [_dataSource tableView:self commitEditingStyle:UITableViewCellEditingStyleDelete forRowAtIndexPath:indexPath];
}

- (void)_sendWillBeginEditingForIndexPath:(NSIndexPath *)indexPath {
    if (_swipeDelegateFlags.willBeginEditing) [_delegate tableView:self willBeginEditingRowAtIndexPath:indexPath];
}

- (void)_sendDidEndEditingForIndexPath:(NSIndexPath *)indexPath {
    if (_swipeDelegateFlags.didEndEditing) [_delegate tableView:self didEndEditingRowAtIndexPath:indexPath];
}

// MARK: UISwipeActionHost (UITableView.mm declares these; bodies not read)

- (UIScrollView *)itemContainerViewForSwipeActionController:(id)controller { return self; }
- (UIView *)gestureRecognizerViewForSwipeActionController:(id)controller { return self; }
- (NSInteger)layoutDirectionForSwipeActionController:(id)controller { return 0; }

- (NSIndexPath *)swipeActionController:(id)controller indexPathForTouchLocation:(CGPoint)location {
    return [self indexPathForRowAtPoint:location];
}

- (UIView *)swipeActionController:(id)controller viewForItemAtIndexPath:(NSIndexPath *)indexPath {
    return [self cellForRowAtIndexPath:indexPath];
}

- (BOOL)swipeActionController:(id)controller mayBeginSwipeForItemAtIndexPath:(NSIndexPath *)indexPath {
    return [self _canEditRowAtIndexPath:indexPath];
}

- (UISwipeActionsConfiguration *)swipeActionController:(id)controller
          leadingSwipeConfigurationForItemAtIndexPath:(NSIndexPath *)indexPath {
    if (!_swipeDelegateFlags.leadingSwipeActions) return nil;
    return [_delegate tableView:self leadingSwipeActionsConfigurationForRowAtIndexPath:indexPath];
}

- (UISwipeActionsConfiguration *)swipeActionController:(id)controller
         trailingSwipeConfigurationForItemAtIndexPath:(NSIndexPath *)indexPath {
    return [self _trailingSwipeConfigurationAtIndexPath:indexPath fromRemoveButton:NO];
}

// The pull view goes into the table, above the cells.
- (BOOL)swipeActionController:(id)controller insertActionsView:(UIView *)actionsView
           forItemAtIndexPath:(NSIndexPath *)indexPath {
    [self addSubview:actionsView];
    return YES;
}

- (void)swipeActionController:(id)controller cleanupActionsView:(UIView *)actionsView
           forItemAtIndexPath:(NSIndexPath *)indexPath {
    [actionsView removeFromSuperview];
}

- (void)swipeActionController:(id)controller willBeginSwipeForItemAtIndexPath:(NSIndexPath *)indexPath {
    [self _sendWillBeginEditingForIndexPath:indexPath];
}

- (void)swipeActionController:(id)controller didEndSwipeForItemAtIndexPath:(NSIndexPath *)indexPath {
    [self _sendDidEndEditingForIndexPath:indexPath];
}

// Inferred: UITableView does not implement the swipe host's destructive-animation method,
// without which UISwipeOccurrence's perform step does not close the row; the table closes
// it when the action's completion moves the occurrence to triggered (4) or cancelled (5).
- (void)swipeActionController:(id)controller swipeOccurrence:(UISwipeOccurrence *)occurrence
           didChangeStateFrom:(NSInteger)from to:(NSInteger)to {
    if (to == HKSwipeOccurrenceStateTriggered || to == HKSwipeOccurrenceStateCancelled)
        [controller resetSwipedItemAnimated:YES completion:nil];
}

- (void)swipeActionController:(id)controller willPerformAction:(UIContextualAction *)action
                  atIndexPath:(NSIndexPath *)indexPath {}

- (void)swipeActionController:(id)controller didCompleteAnimationOfAction:(UIContextualAction *)action
                     canceled:(BOOL)canceled atIndexPath:(NSIndexPath *)indexPath {}

@end
