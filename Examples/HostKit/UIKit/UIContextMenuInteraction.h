#import <UIKit/UIInteraction.h>
#import <UIKit/UIGeometry.h>

@class UIView;
@class UIViewController;
@class UIMenu;
@class UIMenuElement;
@class UIContextMenuConfiguration;
@class HKHandler;
@class _UIClickPresentationInteraction;
@class _UIContextMenuPresentation;

// QuartzCore's CAPoint3D (UIKit's _presentMenuAtLocation3D: takes one).
#ifndef HK_CAPOINT3D
#define HK_CAPOINT3D
typedef struct CAPoint3D {
    CGFloat x;
    CGFloat y;
    CGFloat z;
} CAPoint3D;
#endif

typedef NS_ENUM(NSInteger, UIContextMenuInteractionAppearance) {
    UIContextMenuInteractionAppearanceUnknown = 0,
    UIContextMenuInteractionAppearanceRich = 1,
    UIContextMenuInteractionAppearanceCompact = 2,
};

// UIContextMenuInteractionDelegate (only the configuration method is required).
@interface NSObject (UIContextMenuInteractionDelegate)
- (UIContextMenuConfiguration *)contextMenuInteraction:(id)interaction configurationForMenuAtLocation:(CGPoint)location;
- (void)contextMenuInteraction:(id)interaction willDisplayMenuForConfiguration:(UIContextMenuConfiguration *)configuration
                      animator:(id)animator;
- (void)contextMenuInteraction:(id)interaction willEndForConfiguration:(UIContextMenuConfiguration *)configuration
                      animator:(id)animator;
- (void)contextMenuInteraction:(id)interaction
    willPerformPreviewActionForMenuWithConfiguration:(UIContextMenuConfiguration *)configuration
                                            animator:(id)animator;
@end

// UIKit's UIContextMenuInteraction (iOS 13+), as UIContextMenuInteraction.mm runs it. It
// shows the menu through a _UIClickPresentationInteraction that it adds to the same view.
@interface UIContextMenuInteraction : NSObject <UIInteraction> {
    id _delegate;         // not retained (weak in UIKit)
    UIView *_view;        // not retained
    id _proxySender;      // not retained (weak in UIKit)
    _UIClickPresentationInteraction *_presentationInteraction;
    NSMutableDictionary *_presentationsByIdentifier;
    NSMutableDictionary *_configurationsByIdentifier;
    UIContextMenuConfiguration *_pendingConfiguration;
    id _pendingCommitAnimator;
    struct {
        unsigned int willDisplay : 1;
        unsigned int willEndForConfiguration : 1;
        unsigned int willPerformPreviewAction : 1;
    } _delegateImplements; // cached at init, as UIKit does
}
- (id)initWithDelegate:(id)delegate;
- (id)delegate;
- (UIView *)view;
- (CGPoint)locationInView:(UIView *)view;
- (UIContextMenuInteractionAppearance)menuAppearance;
// Dismisses a visible menu (the delegate gets willEnd; nothing is performed).
- (void)dismissMenu;
@end

@interface UIContextMenuInteraction (UIKitInternal)
- (_UIClickPresentationInteraction *)presentationInteraction;
- (void)setDrivers:(NSArray *)drivers;
- (id)_proxySender; // the proxy sender, or the interaction itself
- (void)_setProxySender:(id)sender;
- (BOOL)_hasVisibleMenu;
- (void)_presentMenuAtLocation:(CGPoint)location;
- (void)_presentMenuAtLocation3D:(CAPoint3D)location;
// DEVIATION: the completions are blocks in UIKit; HKHandlers here, called with an
// NSNumber (0: go on; anything else: the interaction does not begin).
- (void)_interactionShouldBeginAtPoint:(CAPoint3D)point completion:(HKHandler *)completion;
- (void)_clickPresentationInteraction:(_UIClickPresentationInteraction *)interaction
                 shouldBeginWithTouch:(id)touch
                           completion:(HKHandler *)completion;
- (void)_willBeginWithConfiguration:(UIContextMenuConfiguration *)configuration;
- (id)clickPresentationInteraction:(_UIClickPresentationInteraction *)interaction
    presentationForPresentingViewController:(UIViewController *)controller;
- (void)_clickPresentationInteractionEnded:(_UIClickPresentationInteraction *)interaction
                           forPresentation:(_UIContextMenuPresentation *)presentation
                                    reason:(NSUInteger)reason;
- (void)contextMenuPresentation:(_UIContextMenuPresentation *)presentation didSelectMenuLeaf:(UIMenuElement *)leaf;
- (void)contextMenuPresentation:(_UIContextMenuPresentation *)presentation
    didRequestDismissalWithReason:(NSUInteger)reason
                 alongsideActions:(HKHandler *)actions
                       completion:(HKHandler *)completion;
- (UIMenu *)contextMenuPresentation:(_UIContextMenuPresentation *)presentation willDisplayMenu:(UIMenu *)menu;
- (void)_contextMenuPresentationPreviewWasTapped:(_UIContextMenuPresentation *)presentation;
- (id)_fulfilledConfigurationForConfiguration:(UIContextMenuConfiguration *)configuration atLocation:(CGPoint)location;
- (UIContextMenuConfiguration *)_delegate_configurationForMenuAtLocation:(CGPoint)location;
- (id)_delegate_contextMenuInteractionWillDisplayForConfiguration:(UIContextMenuConfiguration *)configuration;
- (id)_delegate_contextMenuInteractionWillEndForConfiguration:(UIContextMenuConfiguration *)configuration
                                                 presentation:(_UIContextMenuPresentation *)presentation;
- (void)_delegate_tappedPreviewForConfiguration:(UIContextMenuConfiguration *)configuration withAnimator:(id)animator;
- (void)_performCleanupForConfigurationWithIdentifier:(id)identifier;
@end

// UIKit's interaction for controls (UIControl's contextMenuInteraction): compact menus,
// and a touch-down driver when the menu is the primary action.
@interface _UIVariableGestureContextMenuInteraction : UIContextMenuInteraction {
    BOOL _presentOnTouchDown;
}
- (BOOL)_presentOnTouchDown;
- (void)_setPresentOnTouchDown:(BOOL)down;
- (NSArray *)_interactionDrivers;
@end

// Delegate methods UIKit calls on controls (UIControl implements them).
@interface NSObject (UIContextMenuInteractionPrivateDelegate)
- (void)_contextMenuInteraction:(id)interaction willBeginWithConfiguration:(UIContextMenuConfiguration *)configuration;
@end
