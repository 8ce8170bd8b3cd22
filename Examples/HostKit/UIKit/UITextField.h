#import <UIKit/UIControl.h>

@interface UITextField : UIControl {
    NSString *_text;
    NSString *_placeholder;
    BOOL _secureTextEntry;
}
- (NSString *)text;
// From code: no EditingChanged, as in UIKit.
- (void)setText:(NSString *)text;
- (NSString *)placeholder;
- (void)setPlaceholder:(NSString *)placeholder;
- (BOOL)isSecureTextEntry;
- (void)setSecureTextEntry:(BOOL)secure;
- (BOOL)isEditing;

// UIKeyInput: what the keyboard calls; each edit sends EditingChanged with no event.
- (BOOL)hasText;
- (void)insertText:(NSString *)text;
- (void)deleteBackward;
@end
