#import <UIKit/UIKit.h>
#include <objc/runtime.h>
#include "ModernCaptureFixtures.h"

static NSMutableArray *MCFLog(void) {
    static NSMutableArray *log;
    if (log == nil) log = [[NSMutableArray alloc] init];
    return log;
}

static void MCFAppend(NSString *entry) { [MCFLog() addObject:entry]; }

void mcf_log_reset(void) { [MCFLog() removeAllObjects]; }

const char *mcf_log(void) {
    return [[MCFLog() componentsJoinedByString:@", "] UTF8String];
}

// The business controller every scenario screen is a subclass of.
@interface MCFController : UIViewController
@end

@implementation MCFController
- (void)log:(SEL)action sender:(id)sender {
    MCFAppend([NSString stringWithFormat:@"%s %@", sel_getName(action), sender != nil ? NSStringFromClass([sender class]) : @"nil"]);
}
- (void)pay:(id)sender { [self log:_cmd sender:sender]; }
- (void)share:(id)sender { [self log:_cmd sender:sender]; }
- (void)cancel:(id)sender { [self log:_cmd sender:sender]; }
- (void)sizeTapped:(id)sender { [self log:_cmd sender:sender]; }
- (void)zoom:(id)sender { [self log:_cmd sender:sender]; }
- (void)toggled:(id)sender { [self log:_cmd sender:sender]; }
- (void)changed:(id)sender { [self log:_cmd sender:sender]; }
- (void)refresh:(id)sender { [self log:_cmd sender:sender]; }
- (void)tapped:(id)sender { [self log:_cmd sender:sender]; }
- (void)more:(id)sender { [self log:_cmd sender:sender]; }
// UIAction, UIAlertAction and menu handlers (HKHandler: one argument, the action).
- (void)handled:(id)action {
    NSString *title = [action respondsToSelector:@selector(title)] ? [action title] : nil;
    MCFAppend([NSString stringWithFormat:@"handled: %@", title]);
}
@end

HKObject mcf_controller_new(const char *class_name, const char *title) {
    Class cls = objc_lookUpClass(class_name);
    if (cls == Nil) {
        cls = objc_allocateClassPair([MCFController class], class_name, 0);
        objc_registerClassPair(cls);
    }
    UIViewController *controller = [[cls alloc] init];
    [controller setTitle:[NSString stringWithUTF8String:title]];
    return controller;
}

bool mcf_send_action(const char *action, HKObject target, HKObject sender) {
    return [[UIApplication sharedApplication] sendAction:sel_registerName(action) to:(id)target from:(id)sender forEvent:nil];
}

// The app's wheel (see the header).
@interface MCFWheel : UIControl <UIScrollViewDelegate> {
    UIScrollView *_rows;
    long _row;
}
@end

@implementation MCFWheel

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _rows = [[UIScrollView alloc] initWithFrame:[self bounds]];
        [_rows setContentSize:CGSizeMake(frame.size.width, 44 * 60)];
        [_rows setDelegate:self];
        [self addSubview:_rows];
    }
    return self;
}

- (void)dealloc {
    [_rows setDelegate:nil];
    [_rows release];
    [super dealloc];
}

- (UIScrollView *)rows { return _rows; }
- (long)row { return _row; }

- (void)restedAt:(CGFloat)offset {
    long row = (long)(offset / 44 + 0.5);
    if (row == _row) return;
    _row = row;
    [self sendActionsForControlEvents:UIControlEventValueChanged];
}

- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate {
    if (!decelerate) [self restedAt:[scrollView contentOffset].y];
}

- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView { [self restedAt:[scrollView contentOffset].y]; }

@end

// The app's pan-driven slider (see the header).
@interface MCFPanSlider : UISlider
@end

@implementation MCFPanSlider

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        UIPanGestureRecognizer *pan = [[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(panned:)];
        [self addGestureRecognizer:pan];
        [pan release];
    }
    return self;
}

- (void)panned:(UIPanGestureRecognizer *)pan {
    UIGestureRecognizerState state = [pan state];
    if (state != UIGestureRecognizerStateBegan && state != UIGestureRecognizerStateChanged) return;
    CGFloat width = [self bounds].size.width;
    [self setValue:width > 0 ? [pan locationInView:self].x / width : 0];
    [self sendActionsForControlEvents:UIControlEventValueChanged];
}

@end

HKObject mcf_pan_slider_new(void) {
    UISlider *slider = [[MCFPanSlider alloc] initWithFrame:CGRectMake(20, 400, 200, 30)];
    // Its own track image (an app that restyles its slider): UIKit's classic look, whose
    // recognisers are not there to move the value too.
    [slider _hk_setUsesClassicLook:YES];
    [slider setMinimumValue:0];
    [slider setMaximumValue:1];
    return slider;
}

HKObject mcf_wheel_new(void) { return [[MCFWheel alloc] initWithFrame:CGRectMake(20, 300, 100, 200)]; }
HKObject mcf_wheel_scroll_view(HKObject wheel) { return [(MCFWheel *)wheel rows]; }
long mcf_wheel_row(HKObject wheel) { return [(MCFWheel *)wheel row]; }

// The app's picker rows (see the header).
@interface MCFPickerRows : NSObject <UIPickerViewDataSource, UIPickerViewDelegate> {
    NSArray *_cities;
    NSArray *_nights;
}
@end

@implementation MCFPickerRows

- (id)init {
    if ((self = [super init])) {
        _cities = [[NSArray alloc] initWithObjects:@"Amsterdam", @"Berlin", @"Cairo", @"Dakar", @"Edinburgh", @"Florence",
            @"Geneva", @"Hanoi", @"Istanbul", @"Jakarta", @"Kyoto", @"Lima", @"Madrid", @"Nairobi", @"Oslo", @"Paris",
            @"Quito", @"Rome", @"Seoul", @"Tunis", nil];
        NSMutableArray *nights = [NSMutableArray array];
        for (int night = 1; night <= 20; night++) [nights addObject:[NSString stringWithFormat:@"%d nights", night]];
        _nights = [nights copy];
    }
    return self;
}

- (void)dealloc {
    [_cities release];
    [_nights release];
    [super dealloc];
}

- (NSString *)hk_titleForRow:(NSInteger)row forComponent:(NSInteger)component {
    NSArray *rows = component == 0 ? _cities : _nights;
    return row >= 0 && (NSUInteger)row < [rows count] ? [rows objectAtIndex:row] : nil;
}

- (NSInteger)numberOfComponentsInPickerView:(UIPickerView *)pickerView { return 2; }
- (NSInteger)pickerView:(UIPickerView *)pickerView numberOfRowsInComponent:(NSInteger)component {
    return (NSInteger)[(component == 0 ? _cities : _nights) count];
}

- (void)pickerView:(UIPickerView *)pickerView didSelectRow:(NSInteger)row inComponent:(NSInteger)component {
    MCFAppend([NSString stringWithFormat:@"picked: %@", [self hk_titleForRow:row forComponent:component]]);
}

@end

@interface MCFPlainPickerRows : MCFPickerRows
@end

@implementation MCFPlainPickerRows
- (NSString *)pickerView:(UIPickerView *)pickerView titleForRow:(NSInteger)row forComponent:(NSInteger)component {
    return [self hk_titleForRow:row forComponent:component];
}
@end

@interface MCFAttributedPickerRows : MCFPickerRows
@end

@implementation MCFAttributedPickerRows
- (NSAttributedString *)pickerView:(UIPickerView *)pickerView attributedTitleForRow:(NSInteger)row forComponent:(NSInteger)component {
    NSString *title = [self hk_titleForRow:row forComponent:component];
    return title != nil ? [[[NSAttributedString alloc] initWithString:title] autorelease] : nil;
}
@end

HKObject mcf_picker_rows_new(bool attributed) {
    return attributed ? [[MCFAttributedPickerRows alloc] init] : [[MCFPlainPickerRows alloc] init];
}

void mcf_picker_rows_select(HKObject rows, HKObject picker, long row, long component) {
    [(MCFPickerRows *)rows pickerView:(UIPickerView *)picker didSelectRow:row inComponent:component];
}

// An app's own recogniser whose class name happens to start like UIKit's: it recognises
// a touch that lifts (no subclass of UIKit's tap recogniser).
@interface UIAppPressRecognizer : UIGestureRecognizer
@end

@implementation UIAppPressRecognizer
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event { [self setState:UIGestureRecognizerStateEnded]; }
@end

HKObject mcf_press_recognizer_new(HKObject target, const char *action) {
    return [[UIAppPressRecognizer alloc] initWithTarget:target action:sel_registerName(action)];
}
