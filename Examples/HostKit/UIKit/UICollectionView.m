#import <UIKit/UIKit.h>

static const CGFloat HKItemHeight = 50;

@implementation UICollectionViewLayout
@end
@implementation UICollectionViewFlowLayout
@end

@implementation UICollectionView

- (id)initWithFrame:(CGRect)frame collectionViewLayout:(UICollectionViewLayout *)layout {
    if ((self = [super initWithFrame:frame])) {
        _collectionViewLayout = [layout retain];
        _itemCounts = [[NSMutableArray alloc] init];
        _cells = [[NSMutableDictionary alloc] init];
        _cellClasses = [[NSMutableDictionary alloc] init];
        _reusableCells = [[NSMutableDictionary alloc] init];
        _allowsSelection = YES;
        _needsReload = YES;
    }
    return self;
}

- (void)dealloc {
    [_collectionViewLayout release];
    [_itemCounts release];
    [_cells release];
    [_cellClasses release];
    [_reusableCells release];
    [_selectedIndexPath release];
    [super dealloc];
}

- (UICollectionViewLayout *)collectionViewLayout { return _collectionViewLayout; }

- (void)setDelegate:(id)delegate {
    [super setDelegate:delegate];
    _delegateFlags.shouldSelect =
        [delegate respondsToSelector:@selector(collectionView:shouldSelectItemAtIndexPath:)];
    _delegateFlags.didSelect = [delegate respondsToSelector:@selector(collectionView:didSelectItemAtIndexPath:)];
    _delegateFlags.didDeselect =
        [delegate respondsToSelector:@selector(collectionView:didDeselectItemAtIndexPath:)];
    [self _configureContextMenuInteractionIfNeeded]; // Part B: UICollectionView+ContextMenu.m
}

- (id)dataSource { return _dataSource; }

- (void)setDataSource:(id)dataSource {
    _dataSource = dataSource;
    _dataSourceFlags.numberOfSections =
        [dataSource respondsToSelector:@selector(numberOfSectionsInCollectionView:)];
    _needsReload = YES;
}

- (void)registerClass:(Class)cellClass forCellWithReuseIdentifier:(NSString *)identifier {
    [_cellClasses setObject:NSStringFromClass(cellClass) forKey:identifier];
}

// UIKit throws when nothing is registered for the identifier; so does HostKit.
- (UICollectionViewCell *)dequeueReusableCellWithReuseIdentifier:(NSString *)identifier
                                                     forIndexPath:(NSIndexPath *)indexPath {
    NSMutableArray *pool = [_reusableCells objectForKey:identifier];
    if ([pool count] > 0) {
        UICollectionViewCell *cell = [[[pool lastObject] retain] autorelease];
        [pool removeLastObject];
        [cell prepareForReuse];
        return cell;
    }
    NSString *className = [_cellClasses objectForKey:identifier];
    if (className == nil)
        [NSException raise:NSInternalInconsistencyException
                    format:@"could not dequeue a cell with identifier %@: register a class first", identifier];
    UICollectionViewCell *cell = [[[NSClassFromString(className) alloc] initWithFrame:CGRectMake(0, 0, 100, HKItemHeight)] autorelease];
    [cell _setReuseIdentifier:identifier];
    return cell;
}

- (void)reloadData {
    _needsReload = NO;
    for (UICollectionViewCell *cell in [_cells allValues]) {
        [cell removeFromSuperview];
        NSMutableArray *pool = [_reusableCells objectForKey:[cell reuseIdentifier]];
        if (pool == nil) {
            pool = [NSMutableArray array];
            [_reusableCells setObject:pool forKey:[cell reuseIdentifier]];
        }
        [pool addObject:cell];
    }
    [_cells removeAllObjects];
    [_itemCounts removeAllObjects];
    [_selectedIndexPath release];
    _selectedIndexPath = nil;
    if (_dataSource == nil) return;

    NSInteger sections = _dataSourceFlags.numberOfSections ? [_dataSource numberOfSectionsInCollectionView:self] : 1;
    CGFloat y = 0;
    for (NSInteger section = 0; section < sections; section++) {
        NSInteger items = [_dataSource collectionView:self numberOfItemsInSection:section];
        [_itemCounts addObject:[NSNumber numberWithInteger:items]];
        for (NSInteger item = 0; item < items; item++) {
            NSIndexPath *indexPath = [NSIndexPath indexPathForItem:item inSection:section];
            UICollectionViewCell *cell = [_dataSource collectionView:self cellForItemAtIndexPath:indexPath];
            if (cell == nil) continue;
            [cell setFrame:CGRectMake(0, y, _frame.size.width, HKItemHeight)];
            y += HKItemHeight;
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

- (NSInteger)numberOfSections {
    [self _reloadDataIfNeeded];
    return (NSInteger)[_itemCounts count];
}

- (NSInteger)numberOfItemsInSection:(NSInteger)section {
    [self _reloadDataIfNeeded];
    if (section < 0 || section >= (NSInteger)[_itemCounts count]) return 0;
    return [[_itemCounts objectAtIndex:section] integerValue];
}

- (UICollectionViewCell *)cellForItemAtIndexPath:(NSIndexPath *)indexPath {
    [self _reloadDataIfNeeded];
    return indexPath != nil ? [_cells objectForKey:indexPath] : nil;
}

- (NSIndexPath *)indexPathForCell:(UICollectionViewCell *)cell {
    NSArray *keys = [_cells allKeysForObject:cell];
    return [keys count] > 0 ? [keys objectAtIndex:0] : nil;
}

- (BOOL)allowsSelection { return _allowsSelection; }
- (void)setAllowsSelection:(BOOL)allowsSelection { _allowsSelection = allowsSelection; }

- (NSArray *)indexPathsForSelectedItems {
    return _selectedIndexPath != nil ? [NSArray arrayWithObject:_selectedIndexPath] : [NSArray array];
}

- (void)selectItemAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated
               scrollPosition:(UICollectionViewScrollPosition)scrollPosition {
    if (indexPath == nil) {
        [self _deselectItemAtIndexPath:_selectedIndexPath animated:animated notifyDelegate:NO];
        return;
    }
    [self _selectItemAtIndexPath:indexPath animated:animated scrollPosition:scrollPosition notifyDelegate:NO];
}

- (void)deselectItemAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated {
    [self _deselectItemAtIndexPath:indexPath animated:animated notifyDelegate:NO];
}

- (void)_userSelectItemAtIndexPath:(NSIndexPath *)indexPath {
    if (!_allowsSelection || indexPath == nil) return;
    [self _selectItemAtIndexPath:indexPath animated:YES scrollPosition:UICollectionViewScrollPositionNone
                  notifyDelegate:YES];
}

- (void)_selectItemAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated
                scrollPosition:(UICollectionViewScrollPosition)scrollPosition
                notifyDelegate:(BOOL)notify {
    [self _reloadDataIfNeeded];
    if ([self cellForItemAtIndexPath:indexPath] == nil) return;
    [self retain];
    [indexPath retain];
    if (!notify || !_delegateFlags.shouldSelect || [_delegate collectionView:self shouldSelectItemAtIndexPath:indexPath]) {
        if (_selectedIndexPath != nil && ![_selectedIndexPath isEqual:indexPath])
            [self _deselectItemAtIndexPath:_selectedIndexPath animated:animated notifyDelegate:notify];
        [_selectedIndexPath release];
        _selectedIndexPath = [indexPath retain];
        [[self cellForItemAtIndexPath:indexPath] setSelected:YES];
        if (notify && _delegateFlags.didSelect) [_delegate collectionView:self didSelectItemAtIndexPath:indexPath];
    }
    [indexPath release];
    [self release];
}

- (void)_deselectItemAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated
                  notifyDelegate:(BOOL)notify {
    if (indexPath == nil || ![_selectedIndexPath isEqual:indexPath]) return;
    [[indexPath retain] autorelease];
    [[self cellForItemAtIndexPath:indexPath] setSelected:NO];
    [_selectedIndexPath release];
    _selectedIndexPath = nil;
    if (notify && _delegateFlags.didDeselect) [_delegate collectionView:self didDeselectItemAtIndexPath:indexPath];
}

- (NSIndexPath *)_indexPathForTouch:(UITouch *)touch {
    for (UIView *view = [touch view]; view != nil && view != self; view = [view superview]) {
        if ([view isKindOfClass:[UICollectionViewCell class]] && [view superview] == self)
            return [self indexPathForCell:(UICollectionViewCell *)view];
    }
    return nil;
}

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    if ([self _indexPathForTouch:[touches anyObject]] == nil) [super touchesBegan:touches withEvent:event];
}

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    NSIndexPath *indexPath = [self _indexPathForTouch:[touches anyObject]];
    if (indexPath == nil) [super touchesEnded:touches withEvent:event];
    else [self _userSelectItemAtIndexPath:indexPath];
}

@end
