// UIKitCore: UITextView.mm (-_updateSelectableInteractions creates the interaction
// assistant; -_notifyDidBeginEditing: textViewDidBeginEditing: then
// UITextViewTextDidBeginEditingNotification). The change callback's name is inferred.
#import <UIKit/UIKit.h>

NSString *const UITextViewTextDidBeginEditingNotification = @"UITextViewTextDidBeginEditingNotification";
NSString *const UITextViewTextDidEndEditingNotification = @"UITextViewTextDidEndEditingNotification";
NSString *const UITextViewTextDidChangeNotification = @"UITextViewTextDidChangeNotification";

@implementation UITextView

- (id)initWithFrame:(CGRect)frame { return [self initWithFrame:frame textContainer:nil]; }

- (id)initWithFrame:(CGRect)frame textContainer:(id)textContainer {
    if ((self = [super initWithFrame:frame])) {
        _editable = YES;
        _selectable = YES;
        [self _updateSelectableInteractions];
    }
    return self;
}

- (void)dealloc {
    [_interactionAssistant clearGestureRecognizers:NO];
    [_interactionAssistant release];
    [_text release];
    [super dealloc];
}

- (UITextInteractionAssistant *)interactionAssistant { return _interactionAssistant; }

- (void)_updateSelectableInteractions {
    [_interactionAssistant clearGestureRecognizers:NO];
    [_interactionAssistant release];
    _interactionAssistant = nil;
    if (!_selectable && !_editable) return;
    _interactionAssistant = [[UITextInteractionAssistant alloc] initWithView:self];
    [_interactionAssistant setGestureRecognizers];
}

- (NSString *)text { return _text != nil ? _text : @""; }
- (void)setText:(NSString *)text {
    NSString *copy = [text copy];
    [_text release];
    _text = copy;
    _selectedRange = NSMakeRange([_text length], 0);
}

- (BOOL)isEditable { return _editable; }
- (void)setEditable:(BOOL)editable {
    _editable = editable;
    [self _updateSelectableInteractions];
}
- (BOOL)isSelectable { return _selectable; }
- (void)setSelectable:(BOOL)selectable {
    _selectable = selectable;
    [self _updateSelectableInteractions];
}
- (BOOL)isEditing { return [self isFirstResponder]; }
- (NSRange)selectedRange { return _selectedRange; }
- (BOOL)isSecureTextEntry { return _secureTextEntry; }
- (void)setSecureTextEntry:(BOOL)secure { _secureTextEntry = secure; }
- (UIKeyboardType)keyboardType { return _keyboardType; }
- (void)setKeyboardType:(UIKeyboardType)type { _keyboardType = type; }
- (UIReturnKeyType)returnKeyType { return _returnKeyType; }
- (void)setReturnKeyType:(UIReturnKeyType)type { _returnKeyType = type; }

- (BOOL)canBecomeFirstResponder { return _editable || _selectable; }

- (BOOL)becomeFirstResponder {
    if ([self isFirstResponder]) return YES;
    if (![self canBecomeFirstResponder] || [self _responderWindow] == nil) return NO;
    if (_editable && [_delegate respondsToSelector:@selector(textViewShouldBeginEditing:)]
        && ![_delegate textViewShouldBeginEditing:self])
        return NO;
    if (![super becomeFirstResponder]) return NO;
    if (_editable) [self _notifyDidBeginEditing];
    return YES;
}

- (void)_notifyDidBeginEditing {
    if ([_delegate respondsToSelector:@selector(textViewDidBeginEditing:)]) [_delegate textViewDidBeginEditing:self];
    [[NSNotificationCenter defaultCenter] postNotificationName:UITextViewTextDidBeginEditingNotification object:self];
}

- (BOOL)resignFirstResponder {
    if (![self isFirstResponder]) return [super resignFirstResponder];
    if (_editable && [_delegate respondsToSelector:@selector(textViewShouldEndEditing:)]
        && ![_delegate textViewShouldEndEditing:self])
        return NO;
    [super resignFirstResponder];
    if (_editable) [self _notifyDidEndEditing];
    return YES;
}

- (void)_notifyDidEndEditing {
    if ([_delegate respondsToSelector:@selector(textViewDidEndEditing:)]) [_delegate textViewDidEndEditing:self];
    [[NSNotificationCenter defaultCenter] postNotificationName:UITextViewTextDidEndEditingNotification object:self];
}

- (BOOL)keyboardInput:(id)input shouldInsertText:(NSString *)text isMarkedText:(BOOL)marked {
    if (!_editable) return NO;
    if (![_delegate respondsToSelector:@selector(textView:shouldChangeTextInRange:replacementText:)]) return YES;
    return [_delegate textView:self shouldChangeTextInRange:_selectedRange replacementText:text];
}

- (BOOL)keyboardInputShouldDelete:(id)input {
    if (!_editable) return NO;
    if (![self hasText] || ![_delegate respondsToSelector:@selector(textView:shouldChangeTextInRange:replacementText:)])
        return YES;
    NSRange range = _selectedRange.length > 0 ? _selectedRange : NSMakeRange(_selectedRange.location - 1, 1);
    return [_delegate textView:self shouldChangeTextInRange:range replacementText:@""];
}

- (void)textInputDidChange:(id)textInput {
    [self retain];
    if ([_delegate respondsToSelector:@selector(textViewDidChange:)]) [_delegate textViewDidChange:self];
    [[NSNotificationCenter defaultCenter] postNotificationName:UITextViewTextDidChangeNotification object:self];
    [self release];
}

static void HKReplaceTextViewCharacters(UITextView *self, NSRange range, NSString *text) {
    NSString *old = [self text];
    if (NSMaxRange(range) > [old length]) range = NSMakeRange([old length], 0);
    NSUInteger caret = range.location + [text length];
    // Typing edits the text storage; it does not go through -setText: (an app's override).
    NSString *edited = [[old stringByReplacingCharactersInRange:range withString:text] copy];
    [self->_text release];
    self->_text = edited;
    self->_selectedRange = NSMakeRange(caret, 0);
    [self textInputDidChange:nil];
}

// MARK: UIKeyInput

- (BOOL)hasText { return [_text length] > 0; }
- (void)insertText:(NSString *)text {
    if (_editable) HKReplaceTextViewCharacters(self, _selectedRange, text);
}
- (void)deleteBackward {
    if (!_editable || (_selectedRange.location == 0 && _selectedRange.length == 0)) return;
    NSRange range = _selectedRange.length > 0 ? _selectedRange : NSMakeRange(_selectedRange.location - 1, 1);
    HKReplaceTextViewCharacters(self, range, @"");
}

// MARK: UITextInput (the text model; geometry is not modelled)

- (NSString *)textInRange:(UITextRange *)range {
    NSRange r = HKTextNSRange(range);
    return NSMaxRange(r) <= [[self text] length] ? [[self text] substringWithRange:r] : nil;
}
- (void)replaceRange:(UITextRange *)range withText:(NSString *)text {
    HKReplaceTextViewCharacters(self, HKTextNSRange(range), text);
}
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
