#import <UIKit/UIView.h>

@class UICalendarView;
@class UICalendarSelectionSingleDate;

@protocol UICalendarSelectionSingleDateDelegate <NSObject>
- (void)dateSelection:(UICalendarSelectionSingleDate *)selection didSelectDate:(NSDateComponents *)dateComponents;
@optional
- (BOOL)dateSelection:(UICalendarSelectionSingleDate *)selection canSelectDate:(NSDateComponents *)dateComponents;
@end

// iOS 16+ (public). A user's pick asks the delegate dateSelection:canSelectDate:, then tells
// it dateSelection:didSelectDate:; setSelectedDate: from code tells nobody.
@interface UICalendarSelectionSingleDate : NSObject {
    id _delegate; // weak in UIKit
    NSDateComponents *_selectedDate;
}
- (id)initWithDelegate:(id)delegate;
- (id)delegate;
- (NSDateComponents *)selectedDate;
- (void)setSelectedDate:(NSDateComponents *)date;
- (void)setSelectedDate:(NSDateComponents *)date animated:(BOOL)animated;
@end

// iOS 16+ (public). DEVIATION: UIKit lays the month out in an internal collection view
// whose cells a finger lands on; HostKit's calendar view maps the touch to a day of the
// visible month itself (a 7-column grid under a 50 point header, 44 point cells). From the
// selection object on, the messages are UIKit's.
@interface UICalendarView : UIView {
    NSCalendar *_calendar;
    NSTimeZone *_timeZone;
    NSDateComponents *_visibleDateComponents;
    id _selectionBehavior;
}
- (NSCalendar *)calendar;
- (void)setCalendar:(NSCalendar *)calendar;
- (NSTimeZone *)timeZone;
- (void)setTimeZone:(NSTimeZone *)timeZone;
- (NSDateComponents *)visibleDateComponents;
- (void)setVisibleDateComponents:(NSDateComponents *)components;
- (id)selectionBehavior;
- (void)setSelectionBehavior:(id)selection;
@end

@interface UICalendarView (HostKit)
// Where the cell of `day` (of the visible month) is, in the calendar view; a zero rect
// when the month has no such day.
- (CGRect)hk_frameOfDay:(NSInteger)day;
@end
