// UIKitCore: UIDatePicker.mm (method list; older decompilation for _emitValueChanged,
// _emitBeginEditing, _emitEndEditing, _updatePickerDateFromOldDate:animated:),
// _UIDatePickerCalendarView.mm (-initWithFrame:, -_updateSelectedDay:time:animated:notify:),
// UIDatePickerIOSCompactView.mm (the overlay picker's block → the outer _emitValueChanged).
#import <UIKit/UIKit.h>

static const CGFloat HKInlineCalendarHeight = 314; // header + six weeks of 44 point rows
static const CGFloat HKInlineTimeHeight = 44;
static const CGFloat HKCompactHeight = 34;

static NSDateComponents *HKComponents(NSCalendar *calendar, NSDate *date, NSUInteger units) {
    return [calendar components:units fromDate:date];
}

static const NSUInteger HKDayUnits = NSYearCalendarUnit | NSMonthCalendarUnit | NSDayCalendarUnit;
static const NSUInteger HKTimeUnits = NSHourCalendarUnit | NSMinuteCalendarUnit | NSSecondCalendarUnit;

@implementation _UIDatePickerDataModel

- (id)init {
    if ((self = [super init])) {
        _date = [[NSDate date] retain];
        _datePickerMode = UIDatePickerModeDateAndTime;
        _calendar = [[NSCalendar alloc] initWithCalendarIdentifier:NSGregorianCalendar];
    }
    return self;
}

- (void)dealloc {
    [_date release];
    [_calendar release];
    [_timeZone release];
    [super dealloc];
}

- (NSDate *)date { return _date; }
- (void)setDate:(NSDate *)date {
    if (date == nil) return;
    [date retain];
    [_date release];
    _date = date;
}
- (NSDate *)effectiveDate { return _date; }
- (UIDatePickerMode)datePickerMode { return _datePickerMode; }
- (void)setDatePickerMode:(UIDatePickerMode)mode { _datePickerMode = mode; }
- (NSCalendar *)calendar { return _calendar; }
- (void)setCalendar:(NSCalendar *)calendar {
    if (calendar == nil) calendar = [[[NSCalendar alloc] initWithCalendarIdentifier:NSGregorianCalendar] autorelease];
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
- (NSCalendar *)effectiveCalendar {
    [_calendar setTimeZone:_timeZone != nil ? _timeZone : [NSTimeZone defaultTimeZone]];
    return _calendar;
}

@end

@implementation UIDatePicker

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _data = [[_UIDatePickerDataModel alloc] init];
        [self _updatePickerViewIfNecessary];
    }
    return self;
}

- (void)dealloc {
    [_pickerView setDatePicker:nil];
    [_pickerView release];
    [_data release];
    [super dealloc];
}

- (_UIDatePickerDataModel *)hk_data { return _data; }
- (UIView<_UIDatePickerViewComponent> *)hk_pickerView { return _pickerView; }

- (NSDate *)date { return [_data date]; }
- (void)setDate:(NSDate *)date { [self setDate:date animated:NO]; }
- (void)setDate:(NSDate *)date animated:(BOOL)animated {
    NSDate *old = [[[_data date] retain] autorelease];
    [_data setDate:date];
    [self _updatePickerDateFromOldDate:old animated:animated];
}

- (UIDatePickerMode)datePickerMode { return [_data datePickerMode]; }
- (void)setDatePickerMode:(UIDatePickerMode)mode {
    [_data setDatePickerMode:mode];
    [self _updatePickerViewIfNecessary];
    [_pickerView didChangeMode];
}

- (UIDatePickerStyle)preferredDatePickerStyle { return _preferredDatePickerStyle; }
- (void)setPreferredDatePickerStyle:(UIDatePickerStyle)style {
    _preferredDatePickerStyle = style;
    [self _updatePickerViewIfNecessary];
}

- (UIDatePickerStyle)datePickerStyle {
    if (_preferredDatePickerStyle != UIDatePickerStyleAutomatic) return _preferredDatePickerStyle;
    return [_data datePickerMode] == UIDatePickerModeCountDownTimer ? UIDatePickerStyleWheels : UIDatePickerStyleCompact;
}

- (NSCalendar *)calendar { return [_data calendar]; }
- (void)setCalendar:(NSCalendar *)calendar {
    [_data setCalendar:calendar];
    [_pickerView setData:_data];
}
- (NSTimeZone *)timeZone { return [_data timeZone]; }
- (void)setTimeZone:(NSTimeZone *)timeZone {
    [_data setTimeZone:timeZone];
    [_pickerView setData:_data];
}

// DEVIATION: the wheels style in the date mode only (_UIDatePickerView.h); a picker with
// that style in another mode has no picker view.
- (void)_updatePickerViewIfNecessary {
    Class wanted = Nil;
    switch ([self datePickerStyle]) {
    case UIDatePickerStyleInline: wanted = [_UIDatePickerCalendarView class]; break;
    case UIDatePickerStyleCompact: wanted = [_UIDatePickerIOSCompactView class]; break;
    case UIDatePickerStyleWheels:
        if ([_data datePickerMode] == UIDatePickerModeDate) wanted = [_UIDatePickerView class];
        break;
    default: break;
    }
    if (wanted == Nil ? _pickerView == nil : [_pickerView class] == wanted) return;
    UIView<_UIDatePickerViewComponent> *view = wanted != Nil ? [[wanted alloc] initWithFrame:CGRectZero] : nil;
    [self _installPickerView:view updatingSize:YES];
    [view release];
}

- (void)_installPickerView:(UIView<_UIDatePickerViewComponent> *)pickerView updatingSize:(BOOL)updatingSize {
    [_pickerView setDatePicker:nil];
    [_pickerView removeFromSuperview];
    [_pickerView release];
    _pickerView = [pickerView retain];
    if (pickerView == nil) return;
    [pickerView setDatePicker:self];
    [pickerView setData:_data];
    if (updatingSize) {
        CGRect frame = [self frame];
        BOOL inlineStyle = [pickerView isKindOfClass:[_UIDatePickerCalendarView class]];
        BOOL wheels = [pickerView isKindOfClass:[_UIDatePickerView class]];
        frame.size.width = inlineStyle || wheels ? 320 : 200;
        frame.size.height = inlineStyle ? [(_UIDatePickerCalendarView *)pickerView frame].size.height
                            : wheels ? [pickerView frame].size.height : HKCompactHeight;
        [self setFrame:frame];
    }
    [pickerView setFrame:[self bounds]];
    [self addSubview:pickerView];
}

- (void)_updatePickerDateFromOldDate:(NSDate *)oldDate animated:(BOOL)animated {
    _ignoresEmitValueChanged = YES;
    [_pickerView didChangeDateFrom:oldDate animated:animated];
    _ignoresEmitValueChanged = NO;
}

- (void)_emitValueChanged {
    if (!_ignoresEmitValueChanged) [self sendActionsForControlEvents:UIControlEventValueChanged];
}
- (void)_emitBeginEditing { [self sendActionsForControlEvents:UIControlEventEditingDidBegin]; }
- (void)_emitEndEditing { [self sendActionsForControlEvents:UIControlEventEditingDidEnd]; }

@end

@implementation _UIDatePickerCalendarView

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _calendarView = [[UICalendarView alloc] initWithFrame:CGRectMake(0, 0, 320, HKInlineCalendarHeight)];
        _selection = [[UICalendarSelectionSingleDate alloc] initWithDelegate:self];
        [_calendarView setSelectionBehavior:_selection];
        _timeView = [[_UIDatePickerCalendarTimeView alloc] initWithFrame:CGRectZero];
        [_timeView setDelegate:self];
    }
    return self;
}

- (void)dealloc {
    [_timeView setDelegate:nil];
    [_calendarView release];
    [_selection release];
    [_timeView release];
    [_data release];
    [super dealloc];
}

- (UIDatePicker *)datePicker { return _datePicker; }
- (void)setDatePicker:(UIDatePicker *)datePicker { _datePicker = datePicker; }
- (UICalendarView *)hk_calendarView { return _calendarView; }
- (_UIDatePickerCalendarTimeView *)hk_timeView { return _timeView; }

// The modules the mode shows (UIKit: -_updateModuleVisibility), stacked.
static void HKLayoutCalendarView(_UIDatePickerCalendarView *self, UICalendarView *calendar, UIView *time,
                                 UIDatePickerMode mode) {
    [calendar removeFromSuperview];
    [time removeFromSuperview];
    CGFloat y = 0;
    if (mode != UIDatePickerModeTime) {
        [calendar setFrame:CGRectMake(0, 0, 320, HKInlineCalendarHeight)];
        [self addSubview:calendar];
        y += HKInlineCalendarHeight;
    }
    if (mode != UIDatePickerModeDate) {
        [time setFrame:CGRectMake(0, y, 320, HKInlineTimeHeight)];
        [self addSubview:time];
        y += HKInlineTimeHeight;
    }
    [self setFrame:CGRectMake([self frame].origin.x, [self frame].origin.y, 320, y)];
}

- (void)_reloadCalendarView {
    NSCalendar *calendar = [_data effectiveCalendar];
    [_calendarView setCalendar:calendar];
    [_calendarView setTimeZone:[calendar timeZone]];
    NSDateComponents *day = HKComponents(calendar, [_data effectiveDate], HKDayUnits);
    NSDateComponents *month = [[[NSDateComponents alloc] init] autorelease];
    [month setYear:[day year]];
    [month setMonth:[day month]];
    [_calendarView setVisibleDateComponents:month];
    [_selection setSelectedDate:day];
}

- (void)setData:(_UIDatePickerDataModel *)data {
    [data retain];
    [_data release];
    _data = data;
    if (data == nil) return;
    HKLayoutCalendarView(self, _calendarView, _timeView, [data datePickerMode]);
    [self _reloadCalendarView];
}

- (void)didChangeMode { HKLayoutCalendarView(self, _calendarView, _timeView, [_data datePickerMode]); }

- (void)didChangeDateFrom:(NSDate *)oldDate animated:(BOOL)animated { [self _reloadCalendarView]; }

// UICalendarSelectionSingleDateDelegate: a day picked by the user.
- (void)dateSelection:(UICalendarSelectionSingleDate *)selection didSelectDate:(NSDateComponents *)date {
    [self _updateSelectedDay:date animated:YES notify:YES];
}

- (void)_updateSelectedDay:(NSDateComponents *)day animated:(BOOL)animated notify:(BOOL)notify {
    NSDateComponents *time = HKComponents([_data effectiveCalendar], [_data effectiveDate], HKTimeUnits);
    [self _updateSelectedDay:day time:time animated:animated notify:notify];
}

- (void)_updateSelectedTime:(NSDateComponents *)time notify:(BOOL)notify {
    NSDateComponents *day = [_selection selectedDate];
    if (day == nil) day = HKComponents([_data effectiveCalendar], [_data effectiveDate], HKDayUnits);
    [self _updateSelectedDay:day time:time animated:NO notify:notify];
}

- (void)_updateSelectedDay:(NSDateComponents *)day time:(NSDateComponents *)time animated:(BOOL)animated notify:(BOOL)notify {
    NSCalendar *calendar = [_data effectiveCalendar];
    NSDateComponents *components = [[[NSDateComponents alloc] init] autorelease];
    [components setYear:[day year]];
    [components setMonth:[day month]];
    [components setDay:[day day]];
    [components setHour:[time hour]];
    [components setMinute:[time minute]];
    [components setSecond:[time second] == NSUndefinedDateComponent ? 0 : [time second]];
    NSDate *date = [calendar dateFromComponents:components];
    BOOL changed = [self _shouldUpdateDataForComponents:components date:date];
    if (changed) [self _updateDataForComponents:components];
    [_selection setSelectedDate:HKComponents(calendar, [_data effectiveDate], HKDayUnits) animated:animated];
    if (changed && notify) [_datePicker _emitValueChanged];
}

- (BOOL)_shouldUpdateDataForComponents:(NSDateComponents *)components date:(NSDate *)date {
    return date != nil && ![date isEqualToDate:[_data effectiveDate]];
}

- (void)_updateDataForComponents:(NSDateComponents *)components {
    [_data setDate:[[_data effectiveCalendar] dateFromComponents:components]];
}

// Inferred from the compact time label's callbacks (→ _emitBeginEditing / _emitEndEditing).
- (void)timeViewDidBeginEditing:(id)timeView { [_datePicker _emitBeginEditing]; }
- (void)timeViewDidEndEditing:(id)timeView { [_datePicker _emitEndEditing]; }

@end

@implementation _UIDatePickerCalendarTimeView

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }

// The time row takes its touches (they do not travel on to the date picker).
- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {}
- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {}
- (void)touchesCancelled:(NSSet *)touches withEvent:(UIEvent *)event {}

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    if (_editing) return;
    _editing = YES;
    [_delegate timeViewDidBeginEditing:self];
}

- (void)hk_userSelectedHour:(NSInteger)hour minute:(NSInteger)minute {
    NSDateComponents *time = [[[NSDateComponents alloc] init] autorelease];
    [time setHour:hour];
    [time setMinute:minute];
    [time setSecond:0];
    [_delegate _updateSelectedTime:time notify:YES];
}

- (void)hk_endEditing {
    if (!_editing) return;
    _editing = NO;
    [_delegate timeViewDidEndEditing:self];
}

@end

@implementation _UIDatePickerCompactDateLabel

// The compact view opens its overlay on a tap (HostKit routes the tap here).
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    BOOL tracking = _enabled && _tracking;
    [super touchesEnded:touches withEvent:event];
    if (tracking && [self isTouchInside]) [(_UIDatePickerIOSCompactView *)[self superview] hk_dateLabelTapped];
}

@end

@implementation _UIDatePickerCompactTimeLabel

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    BOOL tracking = _enabled && _tracking;
    [super touchesEnded:touches withEvent:event];
    if (!tracking || _editing) return;
    _editing = YES;
    [(_UIDatePickerIOSCompactView *)[self superview] compactTimeLabelDidBeginEditing:self];
}

- (void)hk_userSelectedHour:(NSInteger)hour minute:(NSInteger)minute {
    [(_UIDatePickerIOSCompactView *)[self superview] hk_timeLabelSelectedHour:hour minute:minute];
}

- (void)hk_endEditing {
    if (!_editing) return;
    _editing = NO;
    [(_UIDatePickerIOSCompactView *)[self superview] compactTimeLabelDidEndEditing:self];
}

@end

@implementation _UIDatePickerIOSCompactView

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _dateView = [[_UIDatePickerCompactDateLabel alloc] initWithFrame:CGRectMake(0, 0, 110, HKCompactHeight)];
        _timeView = [[_UIDatePickerCompactTimeLabel alloc] initWithFrame:CGRectMake(120, 0, 80, HKCompactHeight)];
        _presentation = [[_UIDatePickerOverlayPresentation alloc] init];
        [_presentation hk_setCompactView:self];
    }
    return self;
}

- (void)dealloc {
    [_presentation hk_dismiss];
    [_presentation hk_setCompactView:nil];
    [_presentation release];
    [_dateView release];
    [_timeView release];
    [_data release];
    [super dealloc];
}

- (UIDatePicker *)datePicker { return _datePicker; }
- (void)setDatePicker:(UIDatePicker *)datePicker { _datePicker = datePicker; }
- (_UIDatePickerOverlayPresentation *)hk_presentation { return _presentation; }
- (_UIDatePickerCompactDateLabel *)hk_dateLabel { return _dateView; }
- (_UIDatePickerCompactTimeLabel *)hk_timeLabel { return _timeView; }

- (void)didChangeMode {
    [_dateView removeFromSuperview];
    [_timeView removeFromSuperview];
    UIDatePickerMode mode = [_data datePickerMode];
    if (mode != UIDatePickerModeTime) [self addSubview:_dateView];
    if (mode != UIDatePickerModeDate) [self addSubview:_timeView];
}

- (void)setData:(_UIDatePickerDataModel *)data {
    [data retain];
    [_data release];
    _data = data;
    if (data != nil) [self didChangeMode];
}

- (void)didChangeDateFrom:(NSDate *)oldDate animated:(BOOL)animated { [self _updateUI]; }

// Label texts (not modelled: HostKit draws nothing).
- (void)_updateUI {}

- (UIDatePicker *)createDatePickerForCompactDateLabel:(_UIDatePickerCompactDateLabel *)label {
    UIDatePicker *picker = [[[UIDatePicker alloc] initWithFrame:CGRectZero] autorelease];
    [picker setDatePickerMode:UIDatePickerModeDate];
    [picker setPreferredDatePickerStyle:UIDatePickerStyleInline];
    [picker setCalendar:[_data calendar]];
    [picker setTimeZone:[_data timeZone]];
    [picker setDate:[_data effectiveDate]];
    // DEVIATION: UIKit adds a UIAction (a block) for ValueChanged; HostKit has no blocks
    // and adds a target-action pair with the compact view as target.
    [picker addTarget:self action:@selector(_hk_overlayDatePickerValueChanged:) forControlEvents:UIControlEventValueChanged];
    return picker;
}

// What UIKit's block does (UIDatePickerIOSCompactView.mm): the outer picker takes the date
// and emits its own ValueChanged.
- (void)_hk_overlayDatePickerValueChanged:(UIDatePicker *)sender {
    [_data setDate:[sender date]];
    [self _updateUI];
    [_datePicker _emitValueChanged];
}

// Inferred: the overlay opening begins editing, its dismissal ends it.
- (void)hk_dateLabelTapped {
    if ([_presentation hk_isPresented]) return;
    [_presentation hk_presentDatePicker:[self createDatePickerForCompactDateLabel:_dateView] inWindow:[self window]];
    [_datePicker _emitBeginEditing];
}

- (void)hk_overlayDidDismiss { [_datePicker _emitEndEditing]; }

- (void)compactTimeLabelDidBeginEditing:(id)label { [_datePicker _emitBeginEditing]; }

- (void)compactTimeLabelDidEndEditing:(id)label {
    [self _updateUI];
    [_datePicker _emitEndEditing];
}

- (void)hk_timeLabelSelectedHour:(NSInteger)hour minute:(NSInteger)minute {
    NSCalendar *calendar = [_data effectiveCalendar];
    NSDateComponents *components = HKComponents(calendar, [_data effectiveDate], HKDayUnits | HKTimeUnits);
    [components setHour:hour];
    [components setMinute:minute];
    [components setSecond:0];
    NSDate *date = [calendar dateFromComponents:components];
    if (date == nil || [date isEqualToDate:[_data effectiveDate]]) return;
    [_data setDate:date];
    [self _updateUI];
    [_datePicker _emitValueChanged];
}

@end

@implementation _UIDatePickerOverlayPresentation

- (void)dealloc {
    [_backdrop release];
    [_overlayDatePicker release];
    [super dealloc];
}

- (void)hk_setCompactView:(_UIDatePickerIOSCompactView *)view { _compactView = view; }
- (BOOL)hk_isPresented { return [_backdrop superview] != nil; }
- (UIDatePicker *)hk_overlayDatePicker { return _overlayDatePicker; }
- (UIView *)hk_backdrop { return _backdrop; }

- (void)hk_presentDatePicker:(UIDatePicker *)picker inWindow:(UIWindow *)window {
    if (window == nil || [self hk_isPresented]) return;
    [_backdrop release];
    [_overlayDatePicker release];
    _overlayDatePicker = [picker retain];
    _backdrop = [[UIView alloc] initWithFrame:[window bounds]];
    UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(hk_backdropTapped:)];
    [tap setCancelsTouchesInView:NO];
    [_backdrop addGestureRecognizer:tap];
    [tap release];
    CGRect frame = [picker frame];
    [picker setFrame:CGRectMake(0, 100, frame.size.width, frame.size.height)];
    [_backdrop addSubview:picker];
    [window addSubview:_backdrop];
}

- (void)hk_backdropTapped:(UITapGestureRecognizer *)tap {
    if (CGRectContainsPoint([_overlayDatePicker frame], [tap locationInView:_backdrop])) return;
    [self hk_dismiss];
}

- (void)hk_dismiss {
    if (![self hk_isPresented]) return;
    [self retain];
    [_backdrop removeFromSuperview];
    [_compactView hk_overlayDidDismiss];
    [self release];
}

@end
