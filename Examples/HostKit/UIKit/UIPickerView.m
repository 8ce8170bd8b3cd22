#import <UIKit/UIKit.h>
#include <math.h>

// UIKit's iPhone picker size and HostKit's row height.
static const CGFloat HKPickerWidth = 320;
static const CGFloat HKPickerHeight = 216;
static const CGFloat HKPickerRowHeight = 32;

@implementation UIPickerTableView

- (id)initWithFrame:(CGRect)frame pickerView:(UIPickerView *)pickerView {
    if ((self = [super initWithFrame:frame])) {
        _pickerView = pickerView;
        [self setDelegate:self];
    }
    return self;
}

- (NSInteger)numberOfRows { return _numberOfRows; }

- (void)hk_setNumberOfRows:(NSInteger)rows {
    _numberOfRows = rows;
    CGRect bounds = [self bounds];
    // Room for the last row to reach the selection bar (row r rests at offset r * height).
    [self setContentSize:CGSizeMake(bounds.size.width, (rows > 0 ? rows - 1 : 0) * HKPickerRowHeight + bounds.size.height)];
}

- (NSInteger)selectionBarRow {
    NSInteger row = (NSInteger)floor([self contentOffset].y / HKPickerRowHeight + 0.5);
    if (row < 0) row = 0;
    if (row >= _numberOfRows) row = _numberOfRows - 1;
    return row;
}

- (void)hk_showRow:(NSInteger)row { [self setContentOffset:CGPointMake(0, row * HKPickerRowHeight)]; }

// UIKitCore: the target offset of a released drag is rewritten to the nearest row.
- (void)scrollViewWillEndDragging:(UIScrollView *)scrollView
                     withVelocity:(CGPoint)velocity
              targetContentOffset:(inout CGPoint *)targetContentOffset {
    CGFloat row = floor(targetContentOffset->y / HKPickerRowHeight + 0.5);
    if (row < 0) row = 0;
    if (row > _numberOfRows - 1) row = _numberOfRows - 1;
    targetContentOffset->y = row * HKPickerRowHeight;
}

// UIKitCore: only when the rows rest without decelerating.
- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate {
    if (!decelerate) [self _scrollingFinished];
}

- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView { [self _scrollingFinished]; }

- (void)_scrollingFinished { [_pickerView _sendSelectionChangedFromTable:self notify:YES]; }

@end

@implementation UIPickerColumnView

- (id)initWithFrame:(CGRect)frame pickerView:(UIPickerView *)pickerView {
    if ((self = [super initWithFrame:frame])) {
        _table = [[UIPickerTableView alloc] initWithFrame:[self bounds] pickerView:pickerView];
        [self addSubview:_table];
    }
    return self;
}

- (void)dealloc {
    [_table setDelegate:nil];
    [_table release];
    [super dealloc];
}

- (UIPickerTableView *)hk_table { return _table; }

@end

@implementation UIPickerView

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:CGRectMake(frame.origin.x, frame.origin.y, HKPickerWidth, HKPickerHeight)]))
        _columns = [[NSMutableArray alloc] init];
    return self;
}

- (void)dealloc {
    [_columns release];
    [super dealloc];
}

- (id)dataSource { return _dataSource; }
- (void)setDataSource:(id)dataSource {
    _dataSource = dataSource;
    [self reloadAllComponents];
}

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate {
    _delegate = delegate;
    _delegateDidSelect = [delegate respondsToSelector:@selector(pickerView:didSelectRow:inComponent:)];
}

// Columns share the width; each keeps its wheel's position where it can.
- (void)reloadAllComponents {
    NSInteger count = [_dataSource numberOfComponentsInPickerView:self];
    for (UIPickerColumnView *column in _columns) [column removeFromSuperview];
    [_columns removeAllObjects];
    CGRect bounds = [self bounds];
    CGFloat width = count > 0 ? bounds.size.width / count : 0;
    for (NSInteger component = 0; component < count; component++) {
        UIPickerColumnView *column = [[UIPickerColumnView alloc] initWithFrame:CGRectMake(width * component, 0, width, bounds.size.height)
                                                                    pickerView:self];
        [[column hk_table] hk_setNumberOfRows:[_dataSource pickerView:self numberOfRowsInComponent:component]];
        [_columns addObject:column];
        [self addSubview:column];
        [column release];
    }
}

- (NSInteger)numberOfComponents { return (NSInteger)[_columns count]; }

- (UIPickerTableView *)tableViewForColumn:(NSInteger)column {
    return column >= 0 && (NSUInteger)column < [_columns count] ? [[_columns objectAtIndex:column] hk_table] : nil;
}

- (NSInteger)numberOfRowsInComponent:(NSInteger)component { return [[self tableViewForColumn:component] numberOfRows]; }

- (NSInteger)selectedRowInComponent:(NSInteger)component {
    UIPickerTableView *table = [self tableViewForColumn:component];
    return table != nil ? [table selectionBarRow] : -1;
}

// UIKitCore: from code, through the same step as VoiceOver's move (which notifies),
// with NO: the wheel moves and the delegate is not told.
- (void)selectRow:(NSInteger)row inComponent:(NSInteger)component animated:(BOOL)animated {
    [self _selectRow:row inComponent:component animated:animated notify:NO];
}

// UIKitCore: the table moves to the row, then the picker is told at once unless the
// table will tell it when its animation ends. DEVIATION: never animated, so at once.
- (void)_selectRow:(NSInteger)row inComponent:(NSInteger)component animated:(BOOL)animated notify:(BOOL)notify {
    UIPickerTableView *table = [self tableViewForColumn:component];
    if (table == nil) return;
    [table hk_showRow:row];
    [self _sendSelectionChangedFromTable:table notify:notify];
}

- (void)_sendSelectionChangedFromTable:(UIPickerTableView *)table notify:(BOOL)notify {
    for (NSUInteger component = 0; component < [_columns count]; component++) {
        if ([[_columns objectAtIndex:component] hk_table] == table) {
            [self _sendSelectionChangedForComponent:(NSInteger)component notify:notify];
            return;
        }
    }
}

- (void)_sendSelectionChangedForComponent:(NSInteger)component notify:(BOOL)notify {
    if (_delegateDidSelect && notify)
        [_delegate pickerView:self didSelectRow:[self selectedRowInComponent:component] inComponent:component];
}

@end
