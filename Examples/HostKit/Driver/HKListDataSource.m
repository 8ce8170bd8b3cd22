#import "HKListDataSource.h"

static NSString *const HKCellIdentifier = @"HKCell";

@implementation HKListDataSource

- (id)init {
    if ((self = [super init])) _titles = [[NSMutableArray alloc] init];
    return self;
}

- (void)dealloc {
    [_titles release];
    [_accessoryTypes release];
    [super dealloc];
}

- (void)addTitle:(NSString *)title { [_titles addObject:title]; }

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return (NSInteger)[_titles count];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    NSString *identifier = [NSString stringWithFormat:@"%@%d", HKCellIdentifier, _cellKind];
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:identifier];
    if (cell == nil) {
        cell = [[[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault
                                       reuseIdentifier:identifier] autorelease];
    }
    NSString *title = [_titles objectAtIndex:[indexPath row]];
    if (_cellKind == 1) {
        UILabel *label = (UILabel *)[[cell contentView] viewWithTag:1];
        if (label == nil) {
            label = [[[UILabel alloc] initWithFrame:[[cell contentView] bounds]] autorelease];
            [label setTag:1];
            [[cell contentView] addSubview:label];
        }
        [label setText:title];
    } else if (_cellKind == 2) {
        UIListContentConfiguration *configuration = [UIListContentConfiguration cellConfiguration];
        [configuration setText:title];
        [cell setContentConfiguration:configuration];
    } else {
        [[cell textLabel] setText:title];
    }
    // Part C
    NSNumber *accessoryType = [_accessoryTypes objectForKey:[NSNumber numberWithInteger:[indexPath row]]];
    [cell setAccessoryType:(UITableViewCellAccessoryType)[accessoryType integerValue]];
    return cell;
}

- (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section {
    return (NSInteger)[_titles count];
}

- (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView
                  cellForItemAtIndexPath:(NSIndexPath *)indexPath {
    [collectionView registerClass:[UICollectionViewCell class] forCellWithReuseIdentifier:HKCellIdentifier];
    UICollectionViewCell *cell = [collectionView dequeueReusableCellWithReuseIdentifier:HKCellIdentifier
                                                                            forIndexPath:indexPath];
    UILabel *label = (UILabel *)[[cell contentView] viewWithTag:1];
    if (label == nil) {
        label = [[[UILabel alloc] initWithFrame:[[cell contentView] bounds]] autorelease];
        [label setTag:1];
        [[cell contentView] addSubview:label];
    }
    [label setText:[_titles objectAtIndex:[indexPath item]]];
    return cell;
}

@end

@implementation HKListDataSource (PartC)

- (void)hk_setCellKind:(int)kind { _cellKind = kind; }

- (void)setAccessoryType:(UITableViewCellAccessoryType)accessoryType forRow:(NSInteger)row {
    if (_accessoryTypes == nil) _accessoryTypes = [[NSMutableDictionary alloc] init];
    [_accessoryTypes setObject:[NSNumber numberWithInteger:accessoryType] forKey:[NSNumber numberWithInteger:row]];
}

- (NSUInteger)hk_titleCount { return [_titles count]; }

- (void)hk_removeTitleAtIndex:(NSUInteger)index {
    if (index < [_titles count]) [_titles removeObjectAtIndex:index];
}

@end

@implementation HKEditableListDataSource

- (void)tableView:(UITableView *)tableView commitEditingStyle:(UITableViewCellEditingStyle)editingStyle
    forRowAtIndexPath:(NSIndexPath *)indexPath {
    if (editingStyle != UITableViewCellEditingStyleDelete) return;
    [self hk_removeTitleAtIndex:(NSUInteger)[indexPath row]];
    [tableView reloadData];
}

@end

NSString *HKCellText(UIView *cell) {
    if ([cell isKindOfClass:[UITableViewCell class]]) {
        UITableViewCell *tableCell = (UITableViewCell *)cell;
        if ([tableCell contentConfiguration] != nil) return [[tableCell contentConfiguration] text];
        if ([tableCell _textLabel:NO] != nil) return [[tableCell _textLabel:NO] text];
    }
    if ([cell isKindOfClass:[UITableViewCell class]] || [cell isKindOfClass:[UICollectionViewCell class]]) {
        for (UIView *view in [[(UICollectionViewCell *)cell contentView] subviews]) {
            if ([view isKindOfClass:[UILabel class]]) return [(UILabel *)view text];
        }
    }
    return nil;
}
