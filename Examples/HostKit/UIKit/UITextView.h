#import <UIKit/UIScrollView.h>
#import <UIKit/UITextInput.h>

@class UITextView;
@class UITextInteractionAssistant;

extern NSString *const UITextViewTextDidBeginEditingNotification;
extern NSString *const UITextViewTextDidEndEditingNotification;
extern NSString *const UITextViewTextDidChangeNotification;

@protocol UITextViewDelegate <UIScrollViewDelegate>
@optional
- (BOOL)textViewShouldBeginEditing:(UITextView *)textView;
- (BOOL)textViewShouldEndEditing:(UITextView *)textView;
- (void)textViewDidBeginEditing:(UITextView *)textView;
- (void)textViewDidEndEditing:(UITextView *)textView;
- (BOOL)textView:(UITextView *)textView shouldChangeTextInRange:(NSRange)range replacementText:(NSString *)text;
- (void)textViewDidChange:(UITextView *)textView;
@end

// A scroll view, not a control: no control events; its delegate hears about editing. A
// tap reaches it through its text interaction's UITextMultiTapRecognizer (it also has
// UIScrollView's pan recognizer).
@interface UITextView : UIScrollView <UITextInput> {
    NSString *_text;
    NSRange _selectedRange;
    id _inputDelegate;
    BOOL _editable;
    BOOL _selectable;
    BOOL _secureTextEntry;
    UIKeyboardType _keyboardType;
    UIReturnKeyType _returnKeyType;
    UITextInteractionAssistant *_interactionAssistant;
}
- (id)initWithFrame:(CGRect)frame textContainer:(id)textContainer;
- (NSString *)text;
// From code: no textViewDidChange:, as in UIKit.
- (void)setText:(NSString *)text;
- (BOOL)isEditable;
- (void)setEditable:(BOOL)editable;
- (BOOL)isSelectable;
- (void)setSelectable:(BOOL)selectable;
- (BOOL)isEditing;
- (NSRange)selectedRange;
- (UIKeyboardType)keyboardType;
- (void)setKeyboardType:(UIKeyboardType)type;
- (UIReturnKeyType)returnKeyType;
- (void)setReturnKeyType:(UIReturnKeyType)type;
@end

@interface UITextView (UIKitInternal)
- (UITextInteractionAssistant *)interactionAssistant;
- (void)_updateSelectableInteractions;
- (void)_notifyDidBeginEditing;
- (void)_notifyDidEndEditing;
- (BOOL)keyboardInput:(id)input shouldInsertText:(NSString *)text isMarkedText:(BOOL)marked;
- (BOOL)keyboardInputShouldDelete:(id)input;
// Inferred name (UIKit's text input controller's delegate callback): the delegate's
// textViewDidChange: and UITextViewTextDidChangeNotification.
- (void)textInputDidChange:(id)textInput;
@end
