#import <UIKit/UIKit.h>

static const CGFloat HKCalendarHeaderHeight = 50;
static const CGFloat HKCalendarCellSize = 44;

@implementation UICalendarSelectionSingleDate

- (id)initWithDelegate:(id)delegate {
    if ((self = [super init])) _delegate = delegate;
    return self;
}

- (void)dealloc {
    [_selectedDate release];
    [super dealloc];
}

- (id)delegate { return _delegate; }
- (NSDateComponents *)selectedDate { return _selectedDate; }
- (void)setSelectedDate:(NSDateComponents *)date { [self setSelectedDate:date animated:NO]; }
- (void)setSelectedDate:(NSDateComponents *)date animated:(BOOL)animated {
    NSDateComponents *copy = [date copy];
    [_selectedDate release];
    _selectedDate = copy;
}

@end

// A user's pick (UIKit's internal path from the day cell to the selection is not in the
// index; what follows it is the public protocol's order).
static void HKCalendarUserSelectDate(UICalendarSelectionSingleDate *selection, NSDateComponents *date) {
    id delegate = [selection delegate];
    if ([delegate respondsToSelector:@selector(dateSelection:canSelectDate:)]
        && ![delegate dateSelection:selection canSelectDate:date])
        return;
    [selection setSelectedDate:date animated:YES];
    [delegate dateSelection:selection didSelectDate:date];
}

@implementation UICalendarView

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _calendar = [[NSCalendar alloc] initWithCalendarIdentifier:NSGregorianCalendar];
        _timeZone = [[NSTimeZone defaultTimeZone] retain];
    }
    return self;
}

- (void)dealloc {
    [_calendar release];
    [_timeZone release];
    [_visibleDateComponents release];
    [_selectionBehavior release];
    [super dealloc];
}

- (NSCalendar *)calendar { return _calendar; }
- (void)setCalendar:(NSCalendar *)calendar {
    [calendar retain];
    [_calendar release];
    _calendar = calendar;
}
- (NSTimeZone *)timeZone { return _timeZone; }
- (void)setTimeZone:(NSTimeZone *)timeZone {
    [timeZone retain];
    [_timeZone release];
    _timeZone = timeZone;
}
- (NSDateComponents *)visibleDateComponents { return _visibleDateComponents; }
- (void)setVisibleDateComponents:(NSDateComponents *)components {
    NSDateComponents *copy = [components copy];
    [_visibleDateComponents release];
    _visibleDateComponents = copy;
}
- (id)selectionBehavior { return _selectionBehavior; }
- (void)setSelectionBehavior:(id)selection {
    [selection retain];
    [_selectionBehavior release];
    _selectionBehavior = selection;
}

// The visible month's first day's column and its number of days.
static BOOL HKMonthLayout(UICalendarView *self, NSInteger *firstColumn, NSInteger *days) {
    NSDateComponents *visible = [self visibleDateComponents];
    if (visible == nil) return NO;
    NSCalendar *calendar = [self calendar];
    [calendar setTimeZone:[self timeZone]];
    NSDateComponents *first = [[[NSDateComponents alloc] init] autorelease];
    [first setYear:[visible year]];
    [first setMonth:[visible month]];
    [first setDay:1];
    [first setHour:12];
    NSDate *date = [calendar dateFromComponents:first];
    if (date == nil) return NO;
    NSInteger weekday = [[calendar components:NSWeekdayCalendarUnit fromDate:date] weekday];
    *firstColumn = (weekday - (NSInteger)[calendar firstWeekday] + 7) % 7;
    // GNUstep's -rangeOfUnit:inUnit:forDate: answers an empty range: count the days.
    *days = 28;
    while (*days < 31) {
        [first setDay:*days + 1];
        NSDate *next = [calendar dateFromComponents:first];
        if (next == nil || [[calendar components:NSMonthCalendarUnit fromDate:next] month] != [visible month]) break;
        (*days)++;
    }
    return YES;
}

- (CGRect)hk_frameOfDay:(NSInteger)day {
    NSInteger column = 0, days = 0;
    if (!HKMonthLayout(self, &column, &days) || day < 1 || day > days) return CGRectZero;
    NSInteger index = column + day - 1;
    return CGRectMake((index % 7) * HKCalendarCellSize, HKCalendarHeaderHeight + (index / 7) * HKCalendarCellSize,
                      HKCalendarCellSize, HKCalendarCellSize);
}

// The calendar takes its touches (UIKit: its collection view does).
- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {}
- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {}
- (void)touchesCancelled:(NSSet *)touches withEvent:(UIEvent *)event {}

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    CGPoint point = [[touches anyObject] locationInView:self];
    NSInteger column = 0, days = 0;
    if (point.y < HKCalendarHeaderHeight || !HKMonthLayout(self, &column, &days)) return;
    NSInteger index = (NSInteger)(point.x / HKCalendarCellSize) + 7 * (NSInteger)((point.y - HKCalendarHeaderHeight) / HKCalendarCellSize);
    NSInteger day = index - column + 1;
    if (point.x >= 7 * HKCalendarCellSize || day < 1 || day > days) return;
    NSDateComponents *picked = [[[NSDateComponents alloc] init] autorelease];
    [picked setYear:[_visibleDateComponents year]];
    [picked setMonth:[_visibleDateComponents month]];
    [picked setDay:day];
    if ([_selectionBehavior isKindOfClass:[UICalendarSelectionSingleDate class]])
        HKCalendarUserSelectDate(_selectionBehavior, picked);
}

@end
