// UIKitCore: UITextField.mm (-_createInteractionAssistant, -_becomeFirstResponder →
// -_notifyDidBeginEditing: textFieldDidBecomeFirstResponder:, textFieldDidBeginEditing:,
// UITextFieldTextDidBeginEditingNotification). Inferred where UIKit's bodies are not in
// the index: EditingDidBegin/EditingDidEnd right after the notify step, EditingChanged
// and the change notification in -fieldEditorDidChange:, the return key's handling.
#import <UIKit/UIKit.h>

NSString *const UITextFieldTextDidBeginEditingNotification = @"UITextFieldTextDidBeginEditingNotification";
NSString *const UITextFieldTextDidEndEditingNotification = @"UITextFieldTextDidEndEditingNotification";
NSString *const UITextFieldTextDidChangeNotification = @"UITextFieldTextDidChangeNotification";

@implementation UITextFieldLabel
@end

@implementation UITextField

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _placeholderLabel = [[UITextFieldLabel alloc] initWithFrame:[self bounds]];
        [self addSubview:_placeholderLabel];
        [self _createInteractionAssistant];
        [_interactionAssistant setGestureRecognizers];
    }
    return self;
}

- (void)dealloc {
    [_interactionAssistant clearGestureRecognizers:NO];
    [_interactionAssistant release];
    [_placeholderLabel release];
    [_inputView release];
    [_inputAccessoryView release];
    [_text release];
    [_placeholder release];
    [super dealloc];
}

- (void)_createInteractionAssistant {
    if (_interactionAssistant == nil) _interactionAssistant = [[UITextInteractionAssistant alloc] initWithView:self];
}

- (UITextInteractionAssistant *)interactionAssistant { return _interactionAssistant; }

- (UIView *)inputView { return _inputView; }
- (void)setInputView:(UIView *)view {
    [view retain];
    [_inputView release];
    _inputView = view;
}
- (UIView *)inputAccessoryView { return _inputAccessoryView; }
- (void)setInputAccessoryView:(UIView *)view {
    [view retain];
    [_inputAccessoryView release];
    _inputAccessoryView = view;
}
- (UITextFieldLabel *)hk_placeholderLabel { return _placeholderLabel; }

static void HKUpdatePlaceholder(UITextField *self) {
    UITextFieldLabel *label = [self hk_placeholderLabel];
    [label setText:[self placeholder]];
    [label setHidden:[self hasText]];
}

- (NSString *)text { return _text != nil ? _text : @""; }
- (void)setText:(NSString *)text {
    NSString *copy = [text copy];
    [_text release];
    _text = copy;
    _selectedRange = NSMakeRange([_text length], 0);
    HKUpdatePlaceholder(self);
}

- (NSString *)placeholder { return _placeholder; }
- (void)setPlaceholder:(NSString *)placeholder {
    NSString *copy = [placeholder copy];
    [_placeholder release];
    _placeholder = copy;
    HKUpdatePlaceholder(self);
}

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }

- (BOOL)isSecureTextEntry { return _secureTextEntry; }
- (void)setSecureTextEntry:(BOOL)secure { _secureTextEntry = secure; }
- (UIKeyboardType)keyboardType { return _keyboardType; }
- (void)setKeyboardType:(UIKeyboardType)type { _keyboardType = type; }
- (UIReturnKeyType)returnKeyType { return _returnKeyType; }
- (void)setReturnKeyType:(UIReturnKeyType)type { _returnKeyType = type; }

- (BOOL)isEditing { return [self isFirstResponder]; }
- (BOOL)canBecomeFirstResponder { return _enabled; }

// MARK: Editing (UITextField.mm)

- (BOOL)_delegateShouldBeginEditing {
    if ([_delegate respondsToSelector:@selector(textFieldShouldBeginEditing:)])
        return [_delegate textFieldShouldBeginEditing:self];
    return YES;
}

- (BOOL)_delegateShouldEndEditing {
    if ([_delegate respondsToSelector:@selector(textFieldShouldEndEditing:)])
        return [_delegate textFieldShouldEndEditing:self];
    return YES;
}

- (BOOL)becomeFirstResponder {
    if ([self isFirstResponder]) return YES;
    if (![self canBecomeFirstResponder] || [self _responderWindow] == nil) return NO;
    if (![self _delegateShouldBeginEditing]) return NO;
    if (![super becomeFirstResponder]) return NO;
    [self retain];
    [self _becomeFirstResponder];
    [self sendActionsForControlEvents:UIControlEventEditingDidBegin];
    [self release];
    return YES;
}

// UIKit attaches its field editor here, then notifies.
- (void)_becomeFirstResponder { [self _notifyDidBeginEditing]; }

- (void)_notifyDidBeginEditing {
    if ([_delegate respondsToSelector:@selector(textFieldDidBecomeFirstResponder:)])
        [_delegate performSelector:@selector(textFieldDidBecomeFirstResponder:) withObject:self];
    if ([_delegate respondsToSelector:@selector(textFieldDidBeginEditing:)]) [_delegate textFieldDidBeginEditing:self];
    [[NSNotificationCenter defaultCenter] postNotificationName:UITextFieldTextDidBeginEditingNotification object:self];
}

- (BOOL)resignFirstResponder {
    if (![self isFirstResponder]) return [super resignFirstResponder];
    if (![self _delegateShouldEndEditing]) return NO;
    [self retain];
    [super resignFirstResponder];
    [self _resignFirstResponder];
    [self sendActionsForControlEvents:UIControlEventEditingDidEnd];
    [self release];
    return YES;
}

- (void)_resignFirstResponder { [self _notifyDidEndEditing]; }

- (void)_notifyDidEndEditing {
    if ([_delegate respondsToSelector:@selector(textFieldDidEndEditing:reason:)])
        [_delegate textFieldDidEndEditing:self reason:UITextFieldDidEndEditingReasonCommitted];
    else if ([_delegate respondsToSelector:@selector(textFieldDidEndEditing:)])
        [_delegate textFieldDidEndEditing:self];
    [[NSNotificationCenter defaultCenter] postNotificationName:UITextFieldTextDidEndEditingNotification object:self];
}

// UIKit resigns on the return key when somebody listens for EditingDidEndOnExit.
- (BOOL)_shouldResignOnEditingDidEndOnExit {
    return ([self allControlEvents] & UIControlEventEditingDidEndOnExit) != 0;
}

- (BOOL)_delegateShouldChangeCharactersInTextStorageRanges:(NSArray *)ranges
                                         replacementString:(NSString *)string
                                             delegateCares:(BOOL *)cares {
    SEL check = @selector(textField:shouldChangeCharactersInRange:replacementString:);
    BOOL asks = [_delegate respondsToSelector:check];
    if (cares != NULL) *cares = asks;
    if (!asks) return YES;
    NSRange range = [[ranges lastObject] rangeValue];
    return [_delegate textField:self shouldChangeCharactersInRange:range replacementString:string];
}

// The keyboard's question before it types (UIKit: UIKeyboardImpl → the first responder).
- (BOOL)keyboardInput:(id)input shouldInsertText:(NSString *)text isMarkedText:(BOOL)marked {
    if ([text isEqualToString:@"\n"]) {
        [self retain];
        if ([_delegate respondsToSelector:@selector(textFieldShouldReturn:)]) [_delegate textFieldShouldReturn:self];
        BOOL resign = [self _shouldResignOnEditingDidEndOnExit];
        [self sendActionsForControlEvents:UIControlEventEditingDidEndOnExit];
        if (resign) [self resignFirstResponder];
        [self release];
        return NO;
    }
    NSArray *ranges = [NSArray arrayWithObject:[NSValue valueWithRange:_selectedRange]];
    return [self _delegateShouldChangeCharactersInTextStorageRanges:ranges replacementString:text delegateCares:NULL];
}

- (BOOL)keyboardInputShouldDelete:(id)input {
    if (![self hasText]) return YES;
    NSRange range = _selectedRange.length > 0 ? _selectedRange : NSMakeRange(_selectedRange.location - 1, 1);
    NSArray *ranges = [NSArray arrayWithObject:[NSValue valueWithRange:range]];
    return [self _delegateShouldChangeCharactersInTextStorageRanges:ranges replacementString:@"" delegateCares:NULL];
}

- (void)fieldEditorDidChange:(id)fieldEditor {
    [self retain];
    [self sendActionsForControlEvents:UIControlEventEditingChanged];
    [[NSNotificationCenter defaultCenter] postNotificationName:UITextFieldTextDidChangeNotification object:self];
    [self release];
}

static void HKReplaceCharacters(UITextField *self, NSRange range, NSString *text) {
    NSString *old = [self text];
    if (NSMaxRange(range) > [old length]) range = NSMakeRange([old length], 0);
    NSString *new = [old stringByReplacingCharactersInRange:range withString:text];
    NSUInteger caret = range.location + [text length];
    // Typing edits the field editor's text; it does not go through -setText: (an app's override).
    NSString *edited = [new copy];
    [self->_text release];
    self->_text = edited;
    self->_selectedRange = NSMakeRange(caret, 0);
    HKUpdatePlaceholder(self);
    [self fieldEditorDidChange:nil];
}

// MARK: UIKeyInput

- (BOOL)hasText { return [_text length] > 0; }
- (void)insertText:(NSString *)text { HKReplaceCharacters(self, _selectedRange, text); }

- (void)deleteBackward {
    if (![self hasText]) return;
    NSRange range = _selectedRange.length > 0 ? _selectedRange : NSMakeRange(_selectedRange.location - 1, 1);
    if (_selectedRange.location == 0 && _selectedRange.length == 0) return;
    HKReplaceCharacters(self, range, @"");
}

// MARK: UITextInput (the text model; geometry is not modelled)

- (NSString *)textInRange:(UITextRange *)range {
    NSRange r = HKTextNSRange(range);
    return NSMaxRange(r) <= [[self text] length] ? [[self text] substringWithRange:r] : nil;
}
- (void)replaceRange:(UITextRange *)range withText:(NSString *)text { HKReplaceCharacters(self, HKTextNSRange(range), text); }
- (UITextRange *)selectedTextRange { return HKTextRange(_selectedRange.location, NSMaxRange(_selectedRange)); }
- (void)setSelectedTextRange:(UITextRange *)range {
    NSRange r = HKTextNSRange(range);
    if (NSMaxRange(r) <= [[self text] length]) _selectedRange = r;
}
- (UITextRange *)markedTextRange { return nil; }
- (NSDictionary *)markedTextStyle { return nil; }
- (void)setMarkedTextStyle:(NSDictionary *)style {}
- (void)setMarkedText:(NSString *)markedText selectedRange:(NSRange)selectedRange { [self insertText:markedText]; }
- (void)unmarkText {}
- (UITextPosition *)beginningOfDocument { return HKTextPosition(0); }
- (UITextPosition *)endOfDocument { return HKTextPosition([[self text] length]); }
- (UITextRange *)textRangeFromPosition:(UITextPosition *)from toPosition:(UITextPosition *)to {
    return HKTextRange(HKTextOffset(from), HKTextOffset(to));
}
- (UITextPosition *)positionFromPosition:(UITextPosition *)position offset:(NSInteger)offset {
    NSInteger target = HKTextOffset(position) + offset;
    return target >= 0 && target <= (NSInteger)[[self text] length] ? HKTextPosition(target) : nil;
}
- (NSComparisonResult)comparePosition:(UITextPosition *)position toPosition:(UITextPosition *)other {
    NSInteger a = HKTextOffset(position), b = HKTextOffset(other);
    return a < b ? NSOrderedAscending : (a > b ? NSOrderedDescending : NSOrderedSame);
}
- (NSInteger)offsetFromPosition:(UITextPosition *)from toPosition:(UITextPosition *)to {
    return HKTextOffset(to) - HKTextOffset(from);
}
- (id <UITextInputDelegate>)inputDelegate { return _inputDelegate; }
- (void)setInputDelegate:(id <UITextInputDelegate>)delegate { _inputDelegate = delegate; }
- (id)tokenizer { return nil; }

@end
