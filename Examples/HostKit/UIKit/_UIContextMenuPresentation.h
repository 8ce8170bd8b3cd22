#import <Foundation/Foundation.h>

@class UIMenu;
@class UIMenuElement;
@class UIAction;
@class UIViewController;
@class HKHandler;
@class _UIContextMenuUIController;

// UIKit's _UIFulfilledContextMenuConfiguration: what a UIContextMenuConfiguration became
// once asked (the menu from the action provider, the preview action, ...).
@interface _UIFulfilledContextMenuConfiguration : NSObject {
    id _identifier;
    UIMenu *_menu;
    id _firstResponderTarget; // not retained
    UIAction *_previewAction;
    UIViewController *_previewViewController;
}
- (id)identifier;
- (void)setIdentifier:(id)identifier;
- (UIMenu *)menu;
- (void)setMenu:(UIMenu *)menu;
- (id)firstResponderTarget;
- (void)setFirstResponderTarget:(id)target;
- (UIAction *)previewAction;
- (void)setPreviewAction:(UIAction *)action;
- (UIViewController *)previewViewController;
- (void)setPreviewViewController:(UIViewController *)controller;
@end

// UIKit's _UIContextMenuAnimator: the animator handed to the delegate's willDisplay,
// willEnd and willPerformPreviewAction. DEVIATION: no blocks, so no addAnimations: /
// addCompletion: (UIContextMenuInteractionAnimating).
@interface _UIContextMenuAnimator : NSObject {
    UIViewController *_previewViewController;
    NSInteger _preferredCommitStyle;
}
+ (id)animatorWithViewController:(UIViewController *)controller;
- (UIViewController *)previewViewController;
- (NSInteger)preferredCommitStyle;
- (void)setPreferredCommitStyle:(NSInteger)style;
@end

// UIKit's _UIContextMenuPresentation (_UIContextMenuPresentation.mm): one menu on screen,
// between the UIContextMenuInteraction (its delegate) and its _UIContextMenuUIController.
// DEVIATION: in UIKit it is a _UIClickPresentation whose view controller
// (_UIContextMenuActionsOnlyViewController or the preview controller) is presented with
// -presentViewController:animated:completion:; HostKit does not present a controller.
@interface _UIContextMenuPresentation : NSObject {
    id _delegate; // not retained
    _UIContextMenuUIController *_uiController;
}
- (id)initWithPresentingViewController:(UIViewController *)controller
                         configuration:(_UIFulfilledContextMenuConfiguration *)configuration
                                 style:(id)style
                  outgoingPresentation:(_UIContextMenuPresentation *)outgoing;
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (_UIContextMenuUIController *)uiController;
- (_UIFulfilledContextMenuConfiguration *)menuConfiguration;
- (NSArray *)visibleMenus;
- (void)prepareToPresent;
- (void)present;
- (void)prepareToDismiss;
- (void)dismiss;
- (void)requestMenuDismissal;
// From the UI controller (its delegate).
- (void)contextMenuUIController:(_UIContextMenuUIController *)controller didSelectMenuLeaf:(UIMenuElement *)leaf;
- (void)contextMenuUIController:(_UIContextMenuUIController *)controller
    didRequestDismissalWithReason:(NSUInteger)reason
                 alongsideActions:(HKHandler *)actions
                       completion:(HKHandler *)completion;
- (UIMenu *)contextMenuUIController:(_UIContextMenuUIController *)controller willDisplayMenu:(UIMenu *)menu;
@end
