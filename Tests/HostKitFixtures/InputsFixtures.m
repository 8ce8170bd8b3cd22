// App-like objects for the Inputs part's tests: a control target for every event, a
// text/scroll delegate, a custom UIKeyInput view and a placeholder text view.
#import "FixtureLog.h"
#include "HostKitFixtures.h"

static NSString *HKFEventWord(UIEvent *event) { return event != nil ? @"event" : @"nil"; }

@interface HKFInputTarget : NSObject
@end

@implementation HKFInputTarget

- (void)dealloc {
    HKFNoteDealloc();
    [super dealloc];
}

- (void)log:(NSString *)name sender:(id)sender event:(UIEvent *)event {
    HKFLog(@"%@ %@ %@", name, NSStringFromClass([sender class]), HKFEventWord(event));
}

- (void)touchDown:(id)sender event:(UIEvent *)event { [self log:@"touchDown" sender:sender event:event]; }
- (void)touchUpInside:(id)sender event:(UIEvent *)event { [self log:@"touchUpInside" sender:sender event:event]; }
- (void)touchCancel:(id)sender event:(UIEvent *)event { [self log:@"touchCancel" sender:sender event:event]; }
- (void)valueChanged:(id)sender event:(UIEvent *)event { [self log:@"valueChanged" sender:sender event:event]; }
- (void)editingDidBegin:(id)sender event:(UIEvent *)event { [self log:@"editingDidBegin" sender:sender event:event]; }
- (void)editingChanged:(id)sender event:(UIEvent *)event { [self log:@"editingChanged" sender:sender event:event]; }
- (void)editingDidEnd:(id)sender event:(UIEvent *)event { [self log:@"editingDidEnd" sender:sender event:event]; }
- (void)didEndOnExit:(id)sender event:(UIEvent *)event { [self log:@"didEndOnExit" sender:sender event:event]; }

@end

HKObject hkf_input_target_new(void) { return [[HKFInputTarget alloc] init]; }

void hkf_input_target_attach(HKObject target, HKObject control) {
    UIControl *c = (UIControl *)control;
    id t = (id)target;
    [c addTarget:t action:@selector(touchDown:event:) forControlEvents:UIControlEventTouchDown];
    [c addTarget:t action:@selector(touchUpInside:event:) forControlEvents:UIControlEventTouchUpInside];
    [c addTarget:t action:@selector(touchCancel:event:) forControlEvents:UIControlEventTouchCancel];
    [c addTarget:t action:@selector(valueChanged:event:) forControlEvents:UIControlEventValueChanged];
    [c addTarget:t action:@selector(editingDidBegin:event:) forControlEvents:UIControlEventEditingDidBegin];
    [c addTarget:t action:@selector(editingChanged:event:) forControlEvents:UIControlEventEditingChanged];
    [c addTarget:t action:@selector(editingDidEnd:event:) forControlEvents:UIControlEventEditingDidEnd];
    [c addTarget:t action:@selector(didEndOnExit:event:) forControlEvents:UIControlEventEditingDidEndOnExit];
}

@interface HKFInputDelegate : NSObject <UITextFieldDelegate, UITextViewDelegate, UISearchBarDelegate> {
    BOOL _refuse;
}
- (void)setRefuse:(BOOL)refuse;
@end

@implementation HKFInputDelegate

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
    HKFNoteDealloc();
    [super dealloc];
}

- (void)setRefuse:(BOOL)refuse { _refuse = refuse; }

- (void)observe:(id)object {
    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
    NSArray *names = [NSArray arrayWithObjects:UITextFieldTextDidBeginEditingNotification, UITextFieldTextDidChangeNotification,
                                               UITextFieldTextDidEndEditingNotification, UITextViewTextDidBeginEditingNotification,
                                               UITextViewTextDidChangeNotification, UITextViewTextDidEndEditingNotification, nil];
    for (NSString *name in names) [center addObserver:self selector:@selector(noted:) name:name object:object];
}

- (void)noted:(NSNotification *)notification { HKFLog(@"notification %@", [notification name]); }

// UITextFieldDelegate
- (BOOL)textFieldShouldBeginEditing:(UITextField *)textField {
    HKFLog(@"shouldBegin");
    return YES;
}
- (void)textFieldDidBeginEditing:(UITextField *)textField { HKFLog(@"didBegin"); }
- (BOOL)textField:(UITextField *)textField shouldChangeCharactersInRange:(NSRange)range replacementString:(NSString *)string {
    HKFLog(@"shouldChange %lu,%lu '%@'", (unsigned long)range.location, (unsigned long)range.length, string);
    return !_refuse;
}
- (BOOL)textFieldShouldReturn:(UITextField *)textField {
    HKFLog(@"shouldReturn");
    return YES;
}
- (BOOL)textFieldShouldEndEditing:(UITextField *)textField {
    HKFLog(@"shouldEnd");
    return YES;
}
- (void)textFieldDidEndEditing:(UITextField *)textField { HKFLog(@"didEnd"); }

// UITextViewDelegate
- (BOOL)textViewShouldBeginEditing:(UITextView *)textView {
    HKFLog(@"shouldBegin");
    return YES;
}
- (void)textViewDidBeginEditing:(UITextView *)textView { HKFLog(@"didBegin"); }
- (BOOL)textView:(UITextView *)textView shouldChangeTextInRange:(NSRange)range replacementText:(NSString *)text {
    HKFLog(@"shouldChange %lu,%lu '%@'", (unsigned long)range.location, (unsigned long)range.length, text);
    return !_refuse;
}
- (void)textViewDidChange:(UITextView *)textView { HKFLog(@"didChange '%@'", [textView text]); }
- (void)textViewDidEndEditing:(UITextView *)textView { HKFLog(@"didEnd"); }

// UISearchBarDelegate
- (BOOL)searchBarShouldBeginEditing:(UISearchBar *)searchBar {
    HKFLog(@"searchShouldBegin");
    return YES;
}
- (void)searchBarTextDidBeginEditing:(UISearchBar *)searchBar { HKFLog(@"searchDidBegin"); }
- (void)searchBar:(UISearchBar *)searchBar textDidChange:(NSString *)searchText {
    HKFLog(@"searchTextDidChange '%@'", searchText);
}
- (void)searchBarSearchButtonClicked:(UISearchBar *)searchBar { HKFLog(@"searchButton"); }
- (void)searchBarTextDidEndEditing:(UISearchBar *)searchBar { HKFLog(@"searchDidEnd"); }

// UIScrollViewDelegate
- (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView { HKFLog(@"willBeginDragging"); }
- (void)scrollViewDidScroll:(UIScrollView *)scrollView { HKFLog(@"didScroll %.0f", [scrollView contentOffset].y); }
- (void)scrollViewWillEndDragging:(UIScrollView *)scrollView
                     withVelocity:(CGPoint)velocity
              targetContentOffset:(inout CGPoint *)targetContentOffset {
    HKFLog(@"willEndDragging %.2f %.0f", velocity.y, targetContentOffset->y);
}
- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate {
    HKFLog(@"didEndDragging %d", decelerate ? 1 : 0);
}
- (void)scrollViewWillBeginDecelerating:(UIScrollView *)scrollView { HKFLog(@"willBeginDecelerating"); }
- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView { HKFLog(@"didEndDecelerating"); }

@end

HKObject hkf_input_delegate_new(void) { return [[HKFInputDelegate alloc] init]; }
void hkf_input_delegate_refuse_changes(HKObject delegate, bool refuse) { [(HKFInputDelegate *)delegate setRefuse:refuse]; }
void hkf_input_delegate_observe(HKObject delegate, HKObject object) { [(HKFInputDelegate *)delegate observe:(id)object]; }

// A PIN pad style view that takes keys itself (UIKeyInput only).
@interface HKFKeyInputView : UIView <UIKeyInput> {
    NSMutableString *_typed;
}
- (NSString *)typed;
@end

@implementation HKFKeyInputView

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) _typed = [[NSMutableString alloc] init];
    return self;
}

- (void)dealloc {
    [_typed release];
    HKFNoteDealloc();
    [super dealloc];
}

- (NSString *)typed { return _typed; }
- (BOOL)canBecomeFirstResponder { return YES; }
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event { [self becomeFirstResponder]; }
- (BOOL)hasText { return [_typed length] > 0; }
- (void)insertText:(NSString *)text {
    [_typed appendString:text];
    HKFLog(@"keyInput insertText '%@'", text);
}
- (void)deleteBackward {
    if ([_typed length] > 0) [_typed deleteCharactersInRange:NSMakeRange([_typed length] - 1, 1)];
    HKFLog(@"keyInput deleteBackward");
}

@end

HKObject hkf_key_input_view_new(void) { return [[HKFKeyInputView alloc] initWithFrame:CGRectMake(0, 0, 200, 44)]; }
const char *hkf_key_input_view_text(HKObject view) { return [[(HKFKeyInputView *)view typed] UTF8String]; }

// The classic "UITextView with a placeholder" subclass.
@interface HKFPlaceholderTextView : UITextView {
    UILabel *_placeholderLabel;
}
- (UILabel *)placeholderLabel;
@end

@implementation HKFPlaceholderTextView

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _placeholderLabel = [[UILabel alloc] initWithFrame:CGRectMake(5, 8, frame.size.width - 10, 20)];
        [self addSubview:_placeholderLabel];
        [[NSNotificationCenter defaultCenter] addObserver:self
                                                 selector:@selector(textDidChange:)
                                                     name:UITextViewTextDidChangeNotification
                                                   object:self];
    }
    return self;
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
    [_placeholderLabel release];
    HKFNoteDealloc();
    [super dealloc];
}

- (UILabel *)placeholderLabel { return _placeholderLabel; }
- (void)textDidChange:(NSNotification *)notification { [_placeholderLabel setHidden:[self hasText]]; }
- (void)setText:(NSString *)text {
    [super setText:text];
    [_placeholderLabel setHidden:[self hasText]];
}

@end

HKObject hkf_placeholder_text_view_new(const char *placeholder) {
    HKFPlaceholderTextView *view = [[HKFPlaceholderTextView alloc] initWithFrame:CGRectMake(0, 0, 320, 120)];
    [[view placeholderLabel] setText:placeholder != NULL ? [NSString stringWithUTF8String:placeholder] : nil];
    return view;
}
bool hkf_placeholder_text_view_shows_placeholder(HKObject view) {
    return ![[(HKFPlaceholderTextView *)view placeholderLabel] isHidden];
}
const char *hkf_class_name_of_placeholder_label(HKObject view) {
    return class_getName([[(HKFPlaceholderTextView *)view placeholderLabel] class]);
}
