#import <UIKit/UIKit.h>

@implementation _UIFulfilledContextMenuConfiguration

- (void)dealloc {
    [_identifier release];
    [_menu release];
    [_previewAction release];
    [_previewViewController release];
    [super dealloc];
}

- (id)identifier { return _identifier; }
- (void)setIdentifier:(id)identifier {
    [identifier retain];
    [_identifier release];
    _identifier = identifier;
}
- (UIMenu *)menu { return _menu; }
- (void)setMenu:(UIMenu *)menu {
    [menu retain];
    [_menu release];
    _menu = menu;
}
- (id)firstResponderTarget { return _firstResponderTarget; }
- (void)setFirstResponderTarget:(id)target { _firstResponderTarget = target; }
- (UIAction *)previewAction { return _previewAction; }
- (void)setPreviewAction:(UIAction *)action {
    [action retain];
    [_previewAction release];
    _previewAction = action;
}
- (UIViewController *)previewViewController { return _previewViewController; }
- (void)setPreviewViewController:(UIViewController *)controller {
    [controller retain];
    [_previewViewController release];
    _previewViewController = controller;
}

@end

@implementation _UIContextMenuAnimator

+ (id)animatorWithViewController:(UIViewController *)controller {
    _UIContextMenuAnimator *animator = [[[self alloc] init] autorelease];
    animator->_previewViewController = [controller retain];
    return animator;
}

- (void)dealloc {
    [_previewViewController release];
    [super dealloc];
}

- (UIViewController *)previewViewController { return _previewViewController; }
- (NSInteger)preferredCommitStyle { return _preferredCommitStyle; }
- (void)setPreferredCommitStyle:(NSInteger)style { _preferredCommitStyle = style; }

@end

@implementation _UIContextMenuPresentation

// UIKitCore: _UIContextMenuPresentation.mm -initWithPresentingViewController:configuration:style:outgoingPresentation:
// — a _UIContextMenuUIController for the configuration, with this presentation as its delegate.
- (id)initWithPresentingViewController:(UIViewController *)controller
                         configuration:(_UIFulfilledContextMenuConfiguration *)configuration
                                 style:(id)style
                  outgoingPresentation:(_UIContextMenuPresentation *)outgoing {
    if ((self = [super init])) {
        _uiController = [[_UIContextMenuUIController alloc] initWithConfiguration:configuration style:style];
        [_uiController setDelegate:self];
    }
    return self;
}

- (void)dealloc {
    [_uiController setDelegate:nil];
    [_uiController release];
    [super dealloc];
}

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }
- (_UIContextMenuUIController *)uiController { return _uiController; }
- (_UIFulfilledContextMenuConfiguration *)menuConfiguration { return [_uiController menuConfiguration]; }
- (NSArray *)visibleMenus { return [[_uiController menuView] visibleMenus]; }

// UIKitCore: _UIContextMenuPresentation.mm -prepareToPresent → presentationTransitionWillBegin.
- (void)prepareToPresent { [_uiController presentationTransitionWillBegin]; }
- (void)present {}
// UIKitCore: _UIContextMenuPresentation.mm -prepareToDismiss → dismissalTransitionWillBegin;
// -dismiss runs the disappearance transition (no animation here), at whose end the views go.
- (void)prepareToDismiss { [_uiController dismissalTransitionWillBegin]; }
- (void)dismiss { [_uiController dismissalTransitionDidEnd]; }

- (void)requestMenuDismissal {
    [_delegate contextMenuPresentation:self didRequestDismissalWithReason:5 alongsideActions:nil completion:nil];
}

// UIKitCore: _UIContextMenuPresentation.mm — each UI controller message goes on to the delegate.
- (void)contextMenuUIController:(_UIContextMenuUIController *)controller didSelectMenuLeaf:(UIMenuElement *)leaf {
    [_delegate contextMenuPresentation:self didSelectMenuLeaf:leaf];
}

- (void)contextMenuUIController:(_UIContextMenuUIController *)controller
    didRequestDismissalWithReason:(NSUInteger)reason
                 alongsideActions:(HKHandler *)actions
                       completion:(HKHandler *)completion {
    [_delegate contextMenuPresentation:self didRequestDismissalWithReason:reason alongsideActions:actions
                            completion:completion];
}

- (UIMenu *)contextMenuUIController:(_UIContextMenuUIController *)controller willDisplayMenu:(UIMenu *)menu {
    return [_delegate contextMenuPresentation:self willDisplayMenu:menu];
}

@end
