#import <UIKit/UIKit.h>

@implementation UITextField

- (void)dealloc {
    [_text release];
    [_placeholder release];
    [super dealloc];
}

- (NSString *)text { return _text != nil ? _text : @""; }
- (void)setText:(NSString *)text {
    NSString *copy = [text copy];
    [_text release];
    _text = copy;
}

- (NSString *)placeholder { return _placeholder; }
- (void)setPlaceholder:(NSString *)placeholder {
    NSString *copy = [placeholder copy];
    [_placeholder release];
    _placeholder = copy;
}

- (BOOL)isSecureTextEntry { return _secureTextEntry; }
- (void)setSecureTextEntry:(BOOL)secure { _secureTextEntry = secure; }

- (BOOL)isEditing { return [self isFirstResponder]; }
- (BOOL)canBecomeFirstResponder { return _enabled; }

- (BOOL)becomeFirstResponder {
    if ([self isFirstResponder]) return YES;
    if (![super becomeFirstResponder]) return NO;
    [self _sendActionsForEvents:UIControlEventEditingDidBegin withEvent:nil];
    return YES;
}

- (BOOL)resignFirstResponder {
    if (![self isFirstResponder]) return [super resignFirstResponder];
    [super resignFirstResponder];
    [self _sendActionsForEvents:UIControlEventEditingDidEnd withEvent:nil];
    return YES;
}

// A tap puts the field into editing, as its tap recognizer does in UIKit.
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    BOOL tracking = _enabled && _tracking;
    [super touchesEnded:touches withEvent:event];
    if (tracking) [self becomeFirstResponder];
}

- (BOOL)hasText { return [_text length] > 0; }

- (void)insertText:(NSString *)text {
    [self setText:[[self text] stringByAppendingString:text]];
    [self _sendActionsForEvents:UIControlEventEditingChanged withEvent:nil];
}

- (void)deleteBackward {
    if (![self hasText]) return;
    [self setText:[_text substringToIndex:[_text length] - 1]];
    [self _sendActionsForEvents:UIControlEventEditingChanged withEvent:nil];
}

@end
