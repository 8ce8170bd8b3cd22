#import <UIKit/UIView.h>

@class UIAlertView;

@protocol UIAlertViewDelegate <NSObject>
@optional
- (void)willPresentAlertView:(UIAlertView *)alertView;
- (void)didPresentAlertView:(UIAlertView *)alertView;
// Only when the user taps a button.
- (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex;
- (void)alertView:(UIAlertView *)alertView willDismissWithButtonIndex:(NSInteger)buttonIndex;
- (void)alertView:(UIAlertView *)alertView didDismissWithButtonIndex:(NSInteger)buttonIndex;
@end

// While shown, the alert keeps itself alive (UIKit's alert window owns it), so the
// caller may release it right after -show.
@interface UIAlertView : UIView {
    NSString *_title;
    NSString *_message;
    id _delegate; // not retained
    NSMutableArray *_buttonTitles;
    NSInteger _cancelButtonIndex;
    BOOL _visible;
}
// otherButtonTitles is a nil-terminated list, as in UIKit.
- (id)initWithTitle:(NSString *)title message:(NSString *)message delegate:(id)delegate
  cancelButtonTitle:(NSString *)cancelButtonTitle otherButtonTitles:(NSString *)otherButtonTitles, ...;
- (NSString *)title;
- (NSString *)message;
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (NSInteger)addButtonWithTitle:(NSString *)title;
- (NSString *)buttonTitleAtIndex:(NSInteger)buttonIndex;
- (NSInteger)numberOfButtons;
// -1 when there is no cancel button.
- (NSInteger)cancelButtonIndex;
- (BOOL)isVisible;
- (void)show;
// From code: willDismiss/didDismiss only, no clickedButtonAtIndex:.
- (void)dismissWithClickedButtonIndex:(NSInteger)buttonIndex animated:(BOOL)animated;
@end

@interface UIAlertView (UIKitInternal)
// What a tap on a button does: clicked, then willDismiss, then didDismiss.
- (void)_buttonClickedAtIndex:(NSInteger)buttonIndex;
@end
