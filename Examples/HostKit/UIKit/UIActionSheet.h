#import <UIKit/UIView.h>

@class UIActionSheet;

@protocol UIActionSheetDelegate <NSObject>
@optional
- (void)willPresentActionSheet:(UIActionSheet *)actionSheet;
- (void)didPresentActionSheet:(UIActionSheet *)actionSheet;
// Only when the user taps a button.
- (void)actionSheet:(UIActionSheet *)actionSheet clickedButtonAtIndex:(NSInteger)buttonIndex;
- (void)actionSheet:(UIActionSheet *)actionSheet willDismissWithButtonIndex:(NSInteger)buttonIndex;
- (void)actionSheet:(UIActionSheet *)actionSheet didDismissWithButtonIndex:(NSInteger)buttonIndex;
@end

// Buttons in UIKit's order: destructive first, then the others, cancel last. Keeps
// itself alive while shown, like UIAlertView.
@interface UIActionSheet : UIView {
    NSString *_title;
    id _delegate; // not retained
    NSMutableArray *_buttonTitles;
    NSString *_pendingCancelTitle;
    NSInteger _cancelButtonIndex;
    NSInteger _destructiveButtonIndex;
    BOOL _visible;
}
// otherButtonTitles is a nil-terminated list, as in UIKit.
- (id)initWithTitle:(NSString *)title delegate:(id)delegate cancelButtonTitle:(NSString *)cancelButtonTitle
    destructiveButtonTitle:(NSString *)destructiveButtonTitle otherButtonTitles:(NSString *)otherButtonTitles, ...;
- (NSString *)title;
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (NSInteger)addButtonWithTitle:(NSString *)title;
- (NSString *)buttonTitleAtIndex:(NSInteger)buttonIndex;
- (NSInteger)numberOfButtons;
- (NSInteger)cancelButtonIndex;
- (NSInteger)destructiveButtonIndex;
- (BOOL)isVisible;
- (void)showInView:(UIView *)view;
// From code: willDismiss/didDismiss only.
- (void)dismissWithClickedButtonIndex:(NSInteger)buttonIndex animated:(BOOL)animated;
@end

@interface UIActionSheet (UIKitInternal)
- (void)_buttonClickedAtIndex:(NSInteger)buttonIndex;
@end
