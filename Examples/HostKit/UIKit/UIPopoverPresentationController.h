#import <UIKit/UIPresentationController.h>

@class UIPopoverPresentationController;

// UIPopoverPresentationControllerDelegate's older questions, asked when the delegate does
// not answer the UIAdaptivePresentationControllerDelegate ones (-_fallbackShouldDismiss ...).
@protocol UIPopoverPresentationControllerDelegate <UIAdaptivePresentationControllerDelegate>
@optional
- (BOOL)popoverPresentationControllerShouldDismissPopover:(UIPopoverPresentationController *)controller;
- (void)popoverPresentationControllerWillDismissPopover:(UIPopoverPresentationController *)controller;
- (void)popoverPresentationControllerDidDismissPopover:(UIPopoverPresentationController *)controller;
@end

// The dimming view behind a popover; a tap on it attempts the dismissal.
@interface _UIPopoverDimmingView : UIDimmingView
@end

// A popover as on iPad (or on iPhone with a delegate that keeps it a popover): the presented
// view floats over a _UIPopoverDimmingView; the presenter's view stays.
@interface UIPopoverPresentationController : UIPresentationController <UIDimmingViewDelegate> {
    _UIPopoverDimmingView *_dimmingView;
    UIView *_sourceView; // not retained
    CGRect _sourceRect;
    BOOL _shouldSendDidDismiss;
}
- (UIView *)sourceView;
- (void)setSourceView:(UIView *)view;
- (CGRect)sourceRect;
- (void)setSourceRect:(CGRect)rect;
@end

@interface UIPopoverPresentationController (UIKitInternal)
- (UIView *)dimmingView;
- (BOOL)dimmingViewWasTapped:(UIDimmingView *)view withDismissCompletion:(id)completion;
- (BOOL)_attemptDismissalWithCompletion:(id)completion;
@end
