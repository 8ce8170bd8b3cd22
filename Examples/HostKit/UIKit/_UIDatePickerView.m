#import <UIKit/UIKit.h>

static const NSInteger HKFirstYear = 1900;
static const NSInteger HKYears = 201;
static const NSUInteger HKDayUnits = NSYearCalendarUnit | NSMonthCalendarUnit | NSDayCalendarUnit;
static const NSUInteger HKDateUnits = HKDayUnits | NSHourCalendarUnit | NSMinuteCalendarUnit | NSSecondCalendarUnit;

// The month's last day: the day of the moment half a day before the next month's first
// (GNUstep's -rangeOfUnit:inUnit:forDate: does not answer it).
static NSInteger HKDaysInMonth(NSCalendar *calendar, NSInteger year, NSInteger month) {
    NSDateComponents *next = [[[NSDateComponents alloc] init] autorelease];
    [next setYear:month == 12 ? year + 1 : year];
    [next setMonth:month == 12 ? 1 : month + 1];
    [next setDay:1];
    NSDate *last = [[calendar dateFromComponents:next] dateByAddingTimeInterval:-12 * 3600];
    return [[calendar components:NSDayCalendarUnit fromDate:last] day];
}

@implementation _UIDatePickerView

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _selected = [[NSDateComponents alloc] init];
        [self setDelegate:self];
        [self setDataSource:self];
    }
    return self;
}

- (void)dealloc {
    [_data release];
    [_selected release];
    [super dealloc];
}

- (UIDatePicker *)datePicker { return _datePicker; }
- (void)setDatePicker:(UIDatePicker *)datePicker { _datePicker = datePicker; }

- (NSInteger)numberOfComponentsInPickerView:(UIPickerView *)pickerView { return 3; }

- (NSInteger)pickerView:(UIPickerView *)pickerView numberOfRowsInComponent:(NSInteger)component {
    return component == 0 ? 12 : component == 1 ? 31 : HKYears;
}

- (NSString *)pickerView:(UIPickerView *)pickerView titleForRow:(NSInteger)row forComponent:(NSInteger)component {
    return [NSString stringWithFormat:@"%ld", (long)(component == 2 ? HKFirstYear + row : row + 1)];
}

// The wheels under the date, without telling anyone.
- (void)_showDate {
    NSDateComponents *day = [[_data effectiveCalendar] components:HKDayUnits fromDate:[_data effectiveDate]];
    [_selected setYear:[day year]];
    [_selected setMonth:[day month]];
    [_selected setDay:[day day]];
    [self selectRow:[day month] - 1 inComponent:0 animated:NO];
    [self selectRow:[day day] - 1 inComponent:1 animated:NO];
    [self selectRow:[day year] - HKFirstYear inComponent:2 animated:NO];
}

- (void)setData:(_UIDatePickerDataModel *)data {
    [data retain];
    [_data release];
    _data = data;
    if (data != nil) [self _showDate];
}

- (void)didChangeMode {}

- (void)didChangeDateFrom:(NSDate *)oldDate animated:(BOOL)animated { [self _showDate]; }

// UIKitCore: -pickerView:didSelectRow:inComponent: — the mode takes the new value, then
// nothing while any wheel still moves.
- (void)pickerView:(UIPickerView *)pickerView didSelectRow:(NSInteger)row inComponent:(NSInteger)component {
    NSInteger before = component == 0 ? [_selected month] : component == 1 ? [_selected day] : [_selected year];
    if (component == 0) [_selected setMonth:row + 1];
    else if (component == 1) [_selected setDay:row + 1];
    else [_selected setYear:HKFirstYear + row];
    NSInteger after = component == 0 ? [_selected month] : component == 1 ? [_selected day] : [_selected year];
    BOOL changed = before != after;
    for (NSInteger column = 0; column < [self numberOfComponents]; column++) {
        UIPickerTableView *table = [self tableViewForColumn:column];
        if ([table isDragging] || [table isDecelerating]) return;
    }
    if ([self _updatedLastSelectedComponentsByValidatingSelectedDateWithLastManipulatedComponent:component] || changed)
        [_datePicker _emitValueChanged];
}

// The date the wheels show, its day brought back within its month; YES when the picker's
// date changed.
- (BOOL)_updatedLastSelectedComponentsByValidatingSelectedDateWithLastManipulatedComponent:(NSInteger)component {
    NSCalendar *calendar = [_data effectiveCalendar];
    NSInteger days = HKDaysInMonth(calendar, [_selected year], [_selected month]);
    if ([_selected day] > days) {
        [_selected setDay:days];
        [self selectRow:days - 1 inComponent:1 animated:YES];
    }
    NSDateComponents *date = [calendar components:HKDateUnits fromDate:[_data effectiveDate]];
    [date setYear:[_selected year]];
    [date setMonth:[_selected month]];
    [date setDay:[_selected day]];
    NSDate *chosen = [calendar dateFromComponents:date];
    if ([chosen isEqualToDate:[_data date]]) return NO;
    [_data setDate:chosen];
    return YES;
}

@end
