#import <UIKit/UIPickerView.h>
#import <UIKit/UIDatePicker.h>

// The wheels style (UIKitCore: _UIDatePickerView.mm): a UIPickerView that is its own data
// source and delegate. When a wheel the user moved rests, its row goes into the selected
// date components; then, unless a wheel is still being dragged or decelerating, the date
// is validated (a day past the month's end comes back to its last) and, if it changed,
// the date picker emits ValueChanged. DEVIATION: the date mode's wheels only (month, day,
// year 1900–2100); a picker in another mode shows no wheels.
@interface _UIDatePickerView : UIPickerView <_UIDatePickerViewComponent, UIPickerViewDataSource, UIPickerViewDelegate> {
    UIDatePicker *_datePicker; // weak in UIKit
    _UIDatePickerDataModel *_data;
    NSDateComponents *_selected; // year, month, day under the selection bar
}
- (UIDatePicker *)datePicker;
- (BOOL)_updatedLastSelectedComponentsByValidatingSelectedDateWithLastManipulatedComponent:(NSInteger)component;
@end
