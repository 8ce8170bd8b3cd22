#import <UIKit/UIViewController.h>
#import <UIKit/UIPresentationController.h>
#import <UIKit/UIInterfaceAction.h>

@class UIAlertController;
@class UITextField;
@class UILabel;
@class HKHandler;
@class _UIAlertControllerInterfaceActionGroupView;

typedef NS_ENUM(NSInteger, UIAlertActionStyle) {
    UIAlertActionStyleDefault = 0,
    UIAlertActionStyleCancel = 1,
    UIAlertActionStyleDestructive = 2,
};

typedef NS_ENUM(NSInteger, UIAlertControllerStyle) {
    UIAlertControllerStyleActionSheet = 0,
    UIAlertControllerStyleAlert = 1,
};

@interface UIAlertAction : NSObject {
    NSString *_title;
    UIAlertActionStyle _style;
    HKHandler *_handler;
    BOOL _enabled;
    UIAlertController *_alertController;   // not retained
    UIInterfaceAction *_interfaceActionRepresentation; // not retained
}
// DEVIATION: UIKit's handler is a block taking the action; here an HKHandler (or nil), called
// with the action as its one object.
+ (instancetype)actionWithTitle:(NSString *)title style:(UIAlertActionStyle)style handler:(HKHandler *)handler;
- (NSString *)title;
- (UIAlertActionStyle)style;
- (BOOL)isEnabled;
- (void)setEnabled:(BOOL)enabled;
- (HKHandler *)handler;
- (void)setHandler:(HKHandler *)handler;
@end

@interface UIAlertAction (UIKitInternal)
- (UIAlertController *)_alertController;
- (void)_setAlertController:(UIAlertController *)controller;
- (UIInterfaceAction *)_interfaceActionRepresentation;
- (void)_setInterfaceActionRepresentation:(UIInterfaceAction *)action;
@end

// Presented as a custom presentation (modalPresentationStyle 4) over the presenter, which
// gets no appearance callbacks. A tap on an action goes through the group view's selection
// recogniser to -_dismissAnimated:triggeringAction:triggeredByPopoverDimmingView:dismissCompletion:,
// and the action's handler runs once the alert is dismissed (-_invokeHandlersForAction:).
@interface UIAlertController : UIViewController {
    NSString *_message;
    UIAlertControllerStyle _preferredStyle;
    UIAlertControllerStyle _resolvedStyle;
    NSMutableArray *_actions;
    UIAlertAction *_cancelAction;
    UIAlertAction *_preferredAction;
    NSMutableArray *_textFields;
    BOOL _actionInvokedOnDismiss;
}
+ (instancetype)alertControllerWithTitle:(NSString *)title message:(NSString *)message
                          preferredStyle:(UIAlertControllerStyle)preferredStyle;
- (void)addAction:(UIAlertAction *)action;
- (NSArray *)actions;
- (UIAlertAction *)preferredAction;
- (void)setPreferredAction:(UIAlertAction *)action;
- (NSString *)message;
- (void)setMessage:(NSString *)message;
- (UIAlertControllerStyle)preferredStyle;
- (NSArray *)textFields;
// DEVIATION: UIKit's configuration handler is a block; here an HKHandler (or nil), called with
// the new text field as its one object. UIKit's _UIAlertControllerTextFieldViewController is
// not modelled: the fields are kept in an array.
- (void)addTextFieldWithConfigurationHandler:(HKHandler *)configurationHandler;
@end

@interface UIAlertController (UIKitInternal)
- (void)setPreferredStyle:(UIAlertControllerStyle)style;
- (UIAlertControllerStyle)_resolvedStyle;
- (UIAlertAction *)cancelAction;
- (void)setCancelAction:(UIAlertAction *)action;
- (id)_alertControllerView;
- (NSInteger)_modalPresentationStyleForResolvedStyle;
- (void)_updateModalPresentationStyle;
- (id)platformStyleViewForAlertController:(UIAlertController *)controller inIdiom:(NSInteger)idiom;
- (BOOL)_canDismissWithGestureRecognizer;
- (id)_dismissGestureRecognizer;
- (void)_attemptAnimatedDismissWithGestureRecognizer:(UIGestureRecognizer *)recognizer;
- (void)_dismissWithCancelOrEmptyAction;
- (void)_dismissWithAction:(UIAlertAction *)action;
- (void)_dismissWithAction:(UIAlertAction *)action dismissCompletion:(id)completion;
- (void)_dismissAnimated:(BOOL)animated triggeringAction:(UIAlertAction *)action;
- (void)_dismissAnimated:(BOOL)animated triggeringAction:(UIAlertAction *)action
    triggeredByPopoverDimmingView:(BOOL)byDimmingView dismissCompletion:(id)completion;
- (void)_performAction:(UIAlertAction *)action invokeActionBlock:(id)invokeBlock
    dismissAndPerformActionIfNotAlreadyPerformed:(id)dismissBlock;
- (void)_postWillBeginSystemProvidedDismissalOfAlertController;
- (void)_postDidBeginSystemProvidedDismissalOfAlertController;
- (void)_invokeHandlersForAction:(UIAlertAction *)action;
@end

// The alert's view (UIKit: a _UIAlertControllerView for the phone, TV and Mac idioms).
@interface _UIAlertControllerPhoneTVMacView : UIView <_UIInterfaceActionPresenting> {
    UIAlertController *_alertController; // not retained
    UIView *_contentView;
    UILabel *_titleLabel;
    UILabel *_messageLabel;
    _UIAlertControllerInterfaceActionGroupView *_mainInterfaceActionsGroupView;
    _UIAlertControllerInterfaceActionGroupView *_discreteCancelActionGroupView;
}
- (UIAlertController *)alertController;
- (void)setAlertController:(UIAlertController *)controller;
- (UIView *)_contentView;
- (UIView *)_dimmingView;
- (void)_actionsChanged;
- (void)_setTitle:(NSString *)title;
- (void)_setMessage:(NSString *)message;
- (_UIAlertControllerInterfaceActionGroupView *)_mainInterfaceActionsGroupView;
- (_UIAlertControllerInterfaceActionGroupView *)_discreteCancelActionGroupView;
- (void)deselectAllActions;
@end

@interface _UIAlertControllerPhoneTVMacView (HostKit)
// HostKit's layout (UIKit's comes from constraints and the visual style).
- (void)_hk_layoutInContainerOfSize:(CGSize)size;
@end

// An action's content (holds its title label) inside its representation view.
@interface _UIAlertControllerActionView : UIView {
    UIAlertAction *_action;
    UILabel *_label;
}
- (UIAlertAction *)action;
- (void)setAction:(UIAlertAction *)action;
@end

@interface _UIAlertControllerActionViewInterfaceAction : UIInterfaceAction {
    UIAlertAction *_underlyingAlertAction;
}
+ (id)actionWithAlertControllerActionView:(_UIAlertControllerActionView *)view;
- (_UIAlertControllerActionView *)alertControllerActionView;
- (UIAlertAction *)underlyingAlertAction;
- (void)_initializeStateFromUnderlyingAlertAction;
@end

@interface _UIAlertControllerInterfaceActionGroupView : UIInterfaceActionGroupView {
    UIAlertController *_alertController; // not retained
}
- (id)initWithAlertController:(UIAlertController *)controller actionGroup:(UIInterfaceActionGroup *)group
    actionHandlerInvocationDelegate:(id)delegate;
- (UIAlertController *)alertController;
@end

// The alert's presentation controllers (their delegate is themselves).
@interface _UIAlertControllerPresentationController : UIPresentationController {
    UIView *_dimmingView;
}
- (UIView *)_dimmingView;
- (void)_prepareDimmingViewIfNecessary;
- (id)_presentedAlertController;
@end
@interface _UIAlertControllerAlertPresentationController : _UIAlertControllerPresentationController
@end
@interface _UIAlertControllerActionSheetCompactPresentationController : _UIAlertControllerPresentationController
@end
