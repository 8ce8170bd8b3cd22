#import <UIKit/UIControl.h>
#import <UIKit/UILabel.h>
#import <UIKit/UITextInput.h>

@class UITextField;
@class UITextInteractionAssistant;

extern NSString *const UITextFieldTextDidBeginEditingNotification;
extern NSString *const UITextFieldTextDidEndEditingNotification;
extern NSString *const UITextFieldTextDidChangeNotification;

typedef NS_ENUM(NSInteger, UITextFieldDidEndEditingReason) {
    UITextFieldDidEndEditingReasonCommitted = 0,
};

@protocol UITextFieldDelegate <NSObject>
@optional
- (BOOL)textFieldShouldBeginEditing:(UITextField *)textField;
- (void)textFieldDidBeginEditing:(UITextField *)textField;
- (BOOL)textFieldShouldEndEditing:(UITextField *)textField;
- (void)textFieldDidEndEditing:(UITextField *)textField;
- (void)textFieldDidEndEditing:(UITextField *)textField reason:(UITextFieldDidEndEditingReason)reason;
- (BOOL)textField:(UITextField *)textField shouldChangeCharactersInRange:(NSRange)range replacementString:(NSString *)string;
- (BOOL)textFieldShouldReturn:(UITextField *)textField;
@end

// The label that shows the placeholder (UIKit's UITextFieldLabel); its text is not the
// field's text.
@interface UITextFieldLabel : UILabel
@end

// A control whose editing events come without a UIEvent (sendActionsForControlEvents:).
// A tap reaches it through its text interaction's UITextMultiTapRecognizer, not through
// UIControl tracking (the recognizer cancels the touch: TouchDown, then TouchCancel).
@interface UITextField : UIControl <UITextInput> {
    NSString *_text;
    NSString *_placeholder;
    UITextFieldLabel *_placeholderLabel;
    id _delegate; // not retained
    id _inputDelegate;
    NSRange _selectedRange;
    BOOL _secureTextEntry;
    UIKeyboardType _keyboardType;
    UIReturnKeyType _returnKeyType;
    UITextInteractionAssistant *_interactionAssistant;
    UIView *_inputView;
    UIView *_inputAccessoryView;
}
- (NSString *)text;
// From code: no EditingChanged, as in UIKit.
- (void)setText:(NSString *)text;
- (NSString *)placeholder;
- (void)setPlaceholder:(NSString *)placeholder;
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (BOOL)isEditing;
- (BOOL)isSecureTextEntry;
- (void)setSecureTextEntry:(BOOL)secure;
- (UIKeyboardType)keyboardType;
- (void)setKeyboardType:(UIKeyboardType)type;
- (UIReturnKeyType)returnKeyType;
- (void)setReturnKeyType:(UIReturnKeyType)type;
- (void)setInputView:(UIView *)view;
- (void)setInputAccessoryView:(UIView *)view;
@end

@interface UITextField (UIKitInternal)
- (UITextInteractionAssistant *)interactionAssistant;
- (void)_createInteractionAssistant;
- (BOOL)_delegateShouldBeginEditing;
- (BOOL)_delegateShouldEndEditing;
- (void)_becomeFirstResponder;
- (void)_resignFirstResponder;
- (void)_notifyDidBeginEditing;
- (void)_notifyDidEndEditing;
- (BOOL)_shouldResignOnEditingDidEndOnExit;
- (BOOL)_delegateShouldChangeCharactersInTextStorageRanges:(NSArray *)ranges
                                         replacementString:(NSString *)string
                                             delegateCares:(BOOL *)cares;
// The keyboard asks before each key (a programmatic insertText: does not).
- (BOOL)keyboardInput:(id)input shouldInsertText:(NSString *)text isMarkedText:(BOOL)marked;
- (BOOL)keyboardInputShouldDelete:(id)input;
// DEVIATION: UIKit passes its UIFieldEditor; HostKit has no field editor and passes nil.
- (void)fieldEditorDidChange:(id)fieldEditor;
- (UITextFieldLabel *)hk_placeholderLabel;
@end
