// UIKit's text input protocols (UITextInputTraits.h, UITextInput.h), as UIKit declares
// them: UITextInput extends UIKeyInput, which extends UITextInputTraits.
#import <Foundation/Foundation.h>
#import <UIKit/UIGeometry.h>

typedef NS_ENUM(NSInteger, UIKeyboardType) {
    UIKeyboardTypeDefault = 0,
    UIKeyboardTypeASCIICapable = 1,
    UIKeyboardTypeNumbersAndPunctuation = 2,
    UIKeyboardTypeURL = 3,
    UIKeyboardTypeNumberPad = 4,
    UIKeyboardTypePhonePad = 5,
    UIKeyboardTypeNamePhonePad = 6,
    UIKeyboardTypeEmailAddress = 7,
    UIKeyboardTypeDecimalPad = 8,
    UIKeyboardTypeTwitter = 9,
    UIKeyboardTypeWebSearch = 10,
};

typedef NS_ENUM(NSInteger, UIReturnKeyType) {
    UIReturnKeyDefault = 0,
    UIReturnKeyGo = 1,
    UIReturnKeyGoogle = 2,
    UIReturnKeyJoin = 3,
    UIReturnKeyNext = 4,
    UIReturnKeyRoute = 5,
    UIReturnKeySearch = 6,
    UIReturnKeySend = 7,
    UIReturnKeyYahoo = 8,
    UIReturnKeyDone = 9,
};

typedef NS_ENUM(NSInteger, UITextStorageDirection) {
    UITextStorageDirectionForward = 0,
    UITextStorageDirectionBackward = 1,
};

typedef NSInteger UITextLayoutDirection;
typedef NSInteger UITextDirection;
typedef NSInteger NSWritingDirection;

@protocol UITextInputTraits <NSObject>
@optional
- (UIKeyboardType)keyboardType;
- (void)setKeyboardType:(UIKeyboardType)type;
- (UIReturnKeyType)returnKeyType;
- (void)setReturnKeyType:(UIReturnKeyType)type;
- (BOOL)isSecureTextEntry;
- (void)setSecureTextEntry:(BOOL)secure;
@end

// What the keyboard calls on the first responder.
@protocol UIKeyInput <UITextInputTraits>
- (BOOL)hasText;
- (void)insertText:(NSString *)text;
- (void)deleteBackward;
@end

// UIKit: abstract; its text views use private subclasses. DEVIATION: HostKit's positions
// are concrete and hold a character offset.
@interface UITextPosition : NSObject {
@public
    NSInteger _hkOffset;
}
@end

@interface UITextRange : NSObject {
@public
    UITextPosition *_start;
    UITextPosition *_end;
}
- (BOOL)isEmpty;
- (UITextPosition *)start;
- (UITextPosition *)end;
@end

@protocol UITextInput;

@protocol UITextInputDelegate <NSObject>
- (void)selectionWillChange:(id <UITextInput>)textInput;
- (void)selectionDidChange:(id <UITextInput>)textInput;
- (void)textWillChange:(id <UITextInput>)textInput;
- (void)textDidChange:(id <UITextInput>)textInput;
@end

@protocol UITextInput <UIKeyInput>
- (NSString *)textInRange:(UITextRange *)range;
- (void)replaceRange:(UITextRange *)range withText:(NSString *)text;
- (UITextRange *)selectedTextRange;
- (void)setSelectedTextRange:(UITextRange *)range;
- (UITextRange *)markedTextRange;
- (NSDictionary *)markedTextStyle;
- (void)setMarkedTextStyle:(NSDictionary *)style;
- (void)setMarkedText:(NSString *)markedText selectedRange:(NSRange)selectedRange;
- (void)unmarkText;
- (UITextPosition *)beginningOfDocument;
- (UITextPosition *)endOfDocument;
- (UITextRange *)textRangeFromPosition:(UITextPosition *)fromPosition toPosition:(UITextPosition *)toPosition;
- (UITextPosition *)positionFromPosition:(UITextPosition *)position offset:(NSInteger)offset;
- (NSComparisonResult)comparePosition:(UITextPosition *)position toPosition:(UITextPosition *)other;
- (NSInteger)offsetFromPosition:(UITextPosition *)from toPosition:(UITextPosition *)toPosition;
- (id <UITextInputDelegate>)inputDelegate;
- (void)setInputDelegate:(id <UITextInputDelegate>)delegate;
- (id)tokenizer;
// DEVIATION: required in UIKit; layout geometry and writing direction are not modelled,
// so HostKit declares them optional and its text views do not implement them.
@optional
- (UITextPosition *)positionFromPosition:(UITextPosition *)position
                             inDirection:(UITextLayoutDirection)direction
                                  offset:(NSInteger)offset;
- (UITextPosition *)positionWithinRange:(UITextRange *)range farthestInDirection:(UITextLayoutDirection)direction;
- (UITextRange *)characterRangeByExtendingPosition:(UITextPosition *)position inDirection:(UITextLayoutDirection)direction;
- (NSWritingDirection)baseWritingDirectionForPosition:(UITextPosition *)position inDirection:(UITextStorageDirection)direction;
- (void)setBaseWritingDirection:(NSWritingDirection)writingDirection forRange:(UITextRange *)range;
- (CGRect)firstRectForRange:(UITextRange *)range;
- (CGRect)caretRectForPosition:(UITextPosition *)position;
- (NSArray *)selectionRectsForRange:(UITextRange *)range;
- (UITextPosition *)closestPositionToPoint:(CGPoint)point;
- (UITextPosition *)closestPositionToPoint:(CGPoint)point withinRange:(UITextRange *)range;
- (UITextRange *)characterRangeAtPoint:(CGPoint)point;
@end

// HostKit's shared plumbing for its text views (C functions, not UIKit API).
UITextPosition *HKTextPosition(NSInteger offset);
NSInteger HKTextOffset(UITextPosition *position);
UITextRange *HKTextRange(NSInteger start, NSInteger end);
NSRange HKTextNSRange(UITextRange *range);
