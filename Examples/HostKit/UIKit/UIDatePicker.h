#import <UIKit/UIControl.h>

@class UIDatePicker;
@class _UIDatePickerDataModel;
@class UICalendarView;
@class UICalendarSelectionSingleDate;
@class UIWindow;
@class UITapGestureRecognizer;

typedef NS_ENUM(NSInteger, UIDatePickerMode) {
    UIDatePickerModeTime = 0,
    UIDatePickerModeDate = 1,
    UIDatePickerModeDateAndTime = 2,
    UIDatePickerModeCountDownTimer = 3,
};

typedef NS_ENUM(NSInteger, UIDatePickerStyle) {
    UIDatePickerStyleAutomatic = 0,
    UIDatePickerStyleWheels = 1,
    UIDatePickerStyleCompact = 2,
    UIDatePickerStyleInline = 3,
};

// What UIDatePicker's style views answer (UIKit's _UIDatePickerViewComponent protocol).
@protocol _UIDatePickerViewComponent <NSObject>
- (void)setDatePicker:(UIDatePicker *)datePicker;
- (void)setData:(_UIDatePickerDataModel *)data;
- (void)didChangeDateFrom:(NSDate *)oldDate animated:(BOOL)animated;
- (void)didChangeMode;
@end

// The picker's model (UIKit: _UIDatePickerDataModel).
@interface _UIDatePickerDataModel : NSObject {
    NSDate *_date;
    UIDatePickerMode _datePickerMode;
    NSCalendar *_calendar;
    NSTimeZone *_timeZone;
}
- (NSDate *)date;
- (void)setDate:(NSDate *)date;
- (NSDate *)effectiveDate;
- (UIDatePickerMode)datePickerMode;
- (void)setDatePickerMode:(UIDatePickerMode)mode;
- (NSCalendar *)calendar;
- (void)setCalendar:(NSCalendar *)calendar;
- (NSTimeZone *)timeZone;
- (void)setTimeZone:(NSTimeZone *)timeZone;
// The calendar set to the time zone.
- (NSCalendar *)effectiveCalendar;
@end

// iOS 14+ styles. A user's change always leaves through -_emitValueChanged →
// sendActionsForControlEvents:ValueChanged (no UIEvent); editing of a time or of the
// compact overlay through -_emitBeginEditing / -_emitEndEditing. Setting the date from
// code sends nothing (-_updatePickerDateFromOldDate:animated: mutes _emitValueChanged).
@interface UIDatePicker : UIControl {
    _UIDatePickerDataModel *_data;
    UIView<_UIDatePickerViewComponent> *_pickerView;
    UIDatePickerStyle _preferredDatePickerStyle;
    BOOL _ignoresEmitValueChanged;
}
- (NSDate *)date;
- (void)setDate:(NSDate *)date;
- (void)setDate:(NSDate *)date animated:(BOOL)animated;
- (UIDatePickerMode)datePickerMode;
- (void)setDatePickerMode:(UIDatePickerMode)mode;
- (UIDatePickerStyle)preferredDatePickerStyle;
- (void)setPreferredDatePickerStyle:(UIDatePickerStyle)style;
// The style in use: .automatic resolves to .compact (.wheels for the count-down timer).
- (UIDatePickerStyle)datePickerStyle;
- (NSCalendar *)calendar;
- (void)setCalendar:(NSCalendar *)calendar;
- (NSTimeZone *)timeZone;
- (void)setTimeZone:(NSTimeZone *)timeZone;
@end

@interface UIDatePicker (UIKitInternal)
- (UIView<_UIDatePickerViewComponent> *)hk_pickerView;
- (_UIDatePickerDataModel *)hk_data;
- (void)_installPickerView:(UIView<_UIDatePickerViewComponent> *)pickerView updatingSize:(BOOL)updatingSize;
- (void)_updatePickerViewIfNecessary;
- (void)_updatePickerDateFromOldDate:(NSDate *)oldDate animated:(BOOL)animated;
- (void)_emitValueChanged;
- (void)_emitBeginEditing;
- (void)_emitEndEditing;
@end

@class _UIDatePickerCalendarTimeView;

// The inline style (UIKitCore: _UIDatePickerCalendarView.mm): a UICalendarView whose
// UICalendarSelectionSingleDate has this view as delegate, and a time view.
@interface _UIDatePickerCalendarView : UIView <_UIDatePickerViewComponent> {
    UIDatePicker *_datePicker; // weak in UIKit
    _UIDatePickerDataModel *_data;
    UICalendarView *_calendarView;
    UICalendarSelectionSingleDate *_selection;
    _UIDatePickerCalendarTimeView *_timeView;
}
- (UIDatePicker *)datePicker;
- (UICalendarView *)hk_calendarView;
- (_UIDatePickerCalendarTimeView *)hk_timeView;
- (void)dateSelection:(UICalendarSelectionSingleDate *)selection didSelectDate:(NSDateComponents *)date;
- (void)_updateSelectedDay:(NSDateComponents *)day animated:(BOOL)animated notify:(BOOL)notify;
- (void)_updateSelectedTime:(NSDateComponents *)time notify:(BOOL)notify;
// DEVIATION: UIKit passes _UIDatePickerCalendarDay / _UIDatePickerCalendarTime objects;
// HostKit passes NSDateComponents.
- (void)_updateSelectedDay:(NSDateComponents *)day time:(NSDateComponents *)time animated:(BOOL)animated notify:(BOOL)notify;
- (BOOL)_shouldUpdateDataForComponents:(NSDateComponents *)components date:(NSDate *)date;
- (void)_updateDataForComponents:(NSDateComponents *)components;
- (void)timeViewDidBeginEditing:(id)timeView;
- (void)timeViewDidEndEditing:(id)timeView;
@end

// The inline style's time row (UIKit: _UIDatePickerCalendarTimeView). A tap begins editing.
@interface _UIDatePickerCalendarTimeView : UIView {
    id _delegate; // the calendar view
    BOOL _editing;
}
- (id)delegate;
- (void)setDelegate:(id)delegate;
@end

@interface _UIDatePickerCalendarTimeView (HostKit)
// DEVIATION: the time is picked on wheels/keys inside the time label in UIKit (not
// modelled); the driver reports the picked time, which reaches the calendar view's
// -_updateSelectedTime:notify:YES as in UIKit; then editing ends.
- (void)hk_userSelectedHour:(NSInteger)hour minute:(NSInteger)minute;
- (void)hk_endEditing;
@end

@class _UIDatePickerOverlayPresentation;
@class _UIDatePickerCompactDateLabel;
@class _UIDatePickerCompactTimeLabel;

// The compact style (UIKit: _UIDatePickerIOSCompactView): a date label that opens an overlay
// with an inner inline UIDatePicker (createDatePickerForCompactDateLabel:), and a time label.
@interface _UIDatePickerIOSCompactView : UIView <_UIDatePickerViewComponent> {
    UIDatePicker *_datePicker; // weak in UIKit
    _UIDatePickerDataModel *_data;
    _UIDatePickerCompactDateLabel *_dateView;
    _UIDatePickerCompactTimeLabel *_timeView;
    _UIDatePickerOverlayPresentation *_presentation;
}
- (UIDatePicker *)datePicker;
- (UIDatePicker *)createDatePickerForCompactDateLabel:(_UIDatePickerCompactDateLabel *)label;
- (void)_updateUI;
- (void)compactTimeLabelDidBeginEditing:(id)label;
- (void)compactTimeLabelDidEndEditing:(id)label;
- (_UIDatePickerOverlayPresentation *)hk_presentation;
- (_UIDatePickerCompactDateLabel *)hk_dateLabel;
- (_UIDatePickerCompactTimeLabel *)hk_timeLabel;
- (void)hk_dateLabelTapped;
- (void)hk_overlayDidDismiss;
- (void)hk_timeLabelSelectedHour:(NSInteger)hour minute:(NSInteger)minute;
- (void)_hk_overlayDatePickerValueChanged:(UIDatePicker *)sender;
@end

// The compact labels take the taps (touch handling in the labels is HostKit's).
@interface _UIDatePickerCompactDateLabel : UIControl
@end

@interface _UIDatePickerCompactTimeLabel : UIControl {
    BOOL _editing;
}
- (void)hk_userSelectedHour:(NSInteger)hour minute:(NSInteger)minute;
- (void)hk_endEditing;
@end

// The overlay that holds the inner picker (UIKit: _UIDatePickerOverlayPresentation). DEVIATION:
// shown as a full-window backdrop view added to the window; a tap on the backdrop dismisses it.
@interface _UIDatePickerOverlayPresentation : NSObject {
    UIView *_backdrop;
    UIDatePicker *_overlayDatePicker;
    _UIDatePickerIOSCompactView *_compactView; // not retained
}
- (BOOL)hk_isPresented;
- (UIDatePicker *)hk_overlayDatePicker;
- (UIView *)hk_backdrop;
- (void)hk_setCompactView:(_UIDatePickerIOSCompactView *)view;
- (void)hk_presentDatePicker:(UIDatePicker *)picker inWindow:(UIWindow *)window;
- (void)hk_backdropTapped:(UITapGestureRecognizer *)tap;
- (void)hk_dismiss;
@end
