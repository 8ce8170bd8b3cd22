#import <UIKit/UIScrollView.h>

@class UIPickerView;

@protocol UIPickerViewDataSource <NSObject>
- (NSInteger)numberOfComponentsInPickerView:(UIPickerView *)pickerView;
- (NSInteger)pickerView:(UIPickerView *)pickerView numberOfRowsInComponent:(NSInteger)component;
@end

@protocol UIPickerViewDelegate <NSObject>
@optional
- (NSString *)pickerView:(UIPickerView *)pickerView titleForRow:(NSInteger)row forComponent:(NSInteger)component;
// A user's choice only: when the wheel the finger moved comes to rest on a row.
- (void)pickerView:(UIPickerView *)pickerView didSelectRow:(NSInteger)row inComponent:(NSInteger)component;
@end

// One wheel (UIKitCore: UIPickerTableView.mm, a UITableView subclass). It is its own
// scroll view delegate: the target of a released drag is moved to the nearest row, and
// when the rows rest (the drag ends without deceleration, or the deceleration ends) it
// tells its picker. The row under the selection bar is the selected one. DEVIATION: a
// scroll view without cells; rows are 32 points, row 0 at offset 0.
@interface UIPickerTableView : UIScrollView <UIScrollViewDelegate> {
    UIPickerView *_pickerView; // weak in UIKit
    NSInteger _numberOfRows;
}
- (id)initWithFrame:(CGRect)frame pickerView:(UIPickerView *)pickerView;
- (NSInteger)numberOfRows;
- (void)hk_setNumberOfRows:(NSInteger)rows;
- (NSInteger)selectionBarRow;
- (void)hk_showRow:(NSInteger)row;
- (void)_scrollingFinished;
@end

// The view holding one wheel (UIKitCore: UIPickerColumnView.mm).
@interface UIPickerColumnView : UIView {
    UIPickerTableView *_table;
}
- (id)initWithFrame:(CGRect)frame pickerView:(UIPickerView *)pickerView;
- (UIPickerTableView *)hk_table;
@end

// UIKitCore: UIPickerView.mm. A column (and its wheel) per component. Every path to the
// delegate's -pickerView:didSelectRow:inComponent: goes through
// -_sendSelectionChangedForComponent:notify:, which tells it only with notify YES: a
// wheel's rest (-[UIPickerTableView _scrollingFinished]) and VoiceOver's move
// (-_selectRow:inComponent:animated:notify: with YES) do; -selectRow:inComponent:
// animated: from code passes NO. DEVIATION: a tap on a row (UIKit: a tap recogniser on
// each of the table's cells) is not modelled; the table has no cells.
@interface UIPickerView : UIView {
    id _dataSource; // weak
    id _delegate;   // weak
    NSMutableArray *_columns;
    BOOL _delegateDidSelect;
}
- (id)dataSource;
- (void)setDataSource:(id)dataSource;
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (void)reloadAllComponents;
- (NSInteger)numberOfComponents;
- (NSInteger)numberOfRowsInComponent:(NSInteger)component;
- (NSInteger)selectedRowInComponent:(NSInteger)component;
- (void)selectRow:(NSInteger)row inComponent:(NSInteger)component animated:(BOOL)animated;
- (void)_selectRow:(NSInteger)row inComponent:(NSInteger)component animated:(BOOL)animated notify:(BOOL)notify;
- (UIPickerTableView *)tableViewForColumn:(NSInteger)column;
- (void)_sendSelectionChangedFromTable:(UIPickerTableView *)table notify:(BOOL)notify;
- (void)_sendSelectionChangedForComponent:(NSInteger)component notify:(BOOL)notify;
@end
