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
    [super dealloc];
}

- (UITableViewStyle)style { return _style; }

- (void)setDelegate:(id)delegate {
    [super setDelegate:delegate];
    _delegateFlags.willSelect = [delegate respondsToSelector:@selector(tableView:willSelectRowAtIndexPath:)];
    _delegateFlags.didSelect = [delegate respondsToSelector:@selector(tableView:didSelectRowAtIndexPath:)];
    _delegateFlags.didDeselect = [delegate respondsToSelector:@selector(tableView:didDeselectRowAtIndexPath:)];
    [self _configureContextMenuInteractionIfNeeded]; // Part B: UITableView+ContextMenu.m
}

- (id)dataSource { return _dataSource; }

- (void)setDataSource:(id)dataSource {
    _dataSource = dataSource;
    _dataSourceFlags.numberOfSections = [dataSource respondsToSelector:@selector(numberOfSectionsInTableView:)];
    _needsReload = YES;
}

- (void)reloadData {
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

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    NSIndexPath *indexPath = [self _indexPathForTouch:[touches anyObject]];
    if (indexPath == nil) [super touchesEnded:touches withEvent:event];
    else [self _userSelectRowAtPendingSelectionIndexPath:indexPath];
}

@end
