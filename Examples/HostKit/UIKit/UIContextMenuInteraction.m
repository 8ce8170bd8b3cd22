#import <UIKit/UIKit.h>
#include <objc/message.h>

// An HKHandler standing for a block that returns a value (an action or preview provider).
static id HKHandlerCall(HKHandler *handler, id argument) {
    id target = [handler target];
    SEL action = [handler action];
    if (target == nil || action == NULL) return nil;
    IMP imp = objc_msg_lookup(target, action);
    return ((id (*)(id, SEL, id))imp)(target, action, argument);
}

@implementation UIContextMenuInteraction

// UIKitCore: UIContextMenuInteraction.mm -initWithDelegate: — the delegate is weak; which
// optional methods it has is cached now.
- (id)initWithDelegate:(id)delegate {
    if ((self = [super init])) {
        _delegate = delegate;
        _delegateImplements.willDisplay =
            [delegate respondsToSelector:@selector(contextMenuInteraction:willDisplayMenuForConfiguration:animator:)];
        _delegateImplements.willEndForConfiguration =
            [delegate respondsToSelector:@selector(contextMenuInteraction:willEndForConfiguration:animator:)];
        _delegateImplements.willPerformPreviewAction = [delegate
            respondsToSelector:@selector(contextMenuInteraction:willPerformPreviewActionForMenuWithConfiguration:animator:)];
        _presentationsByIdentifier = [[NSMutableDictionary alloc] init];
        _configurationsByIdentifier = [[NSMutableDictionary alloc] init];
    }
    return self;
}

- (id)init { return [self initWithDelegate:nil]; }

- (void)dealloc {
    [_presentationInteraction release];
    [_presentationsByIdentifier release];
    [_configurationsByIdentifier release];
    [_pendingConfiguration release];
    [_pendingCommitAnimator release];
    [super dealloc];
}

- (id)delegate { return _delegate; }
- (UIView *)view { return _view; }

- (_UIClickPresentationInteraction *)presentationInteraction {
    if (_presentationInteraction == nil)
        _presentationInteraction = [[_UIClickPresentationInteraction alloc] initWithDelegate:self];
    return _presentationInteraction;
}

// UIKitCore: UIContextMenuInteraction.mm -willMoveToView: / -didMoveToView: — the
// presentation interaction follows onto the same view.
- (void)willMoveToView:(UIView *)view {
    if (_presentationInteraction != nil) [[_presentationInteraction view] removeInteraction:_presentationInteraction];
    _view = nil;
}

- (void)didMoveToView:(UIView *)view {
    _view = view;
    if (view != nil) [view addInteraction:[self presentationInteraction]];
}

- (void)setDrivers:(NSArray *)drivers { [[self presentationInteraction] setOverrideDrivers:drivers]; }

- (id)_proxySender { return _proxySender != nil ? _proxySender : self; }
- (void)_setProxySender:(id)sender { _proxySender = sender; }

- (CGPoint)locationInView:(UIView *)view { return [[self presentationInteraction] locationInView:view]; }

// A long press gives the rich appearance (preview and menu); controls' interactions override.
- (UIContextMenuInteractionAppearance)menuAppearance { return UIContextMenuInteractionAppearanceRich; }

- (BOOL)_hasVisibleMenu { return [_presentationsByIdentifier count] != 0; }

// UIKitCore: UIContextMenuInteraction.mm -dismissMenu — cancel with reason 8, then clean up.
- (void)dismissMenu {
    if (![[self presentationInteraction] _isActive]) return;
    NSArray *identifiers = [[[_presentationsByIdentifier allKeys] copy] autorelease];
    if ([identifiers count] == 0) return;
    [[self presentationInteraction] _cancelWithReason:8 alongsideActions:nil completion:nil];
    for (id identifier in identifiers) [self _performCleanupForConfigurationWithIdentifier:identifier];
}

- (void)_presentMenuAtLocation:(CGPoint)location {
    CAPoint3D point = { location.x, location.y, 0 };
    [self _presentMenuAtLocation3D:point];
}

// UIKitCore: UIContextMenuInteraction.mm -_presentMenuAtLocation3D: — when nothing shows,
// ask to begin; if it may, the presentation interaction presents.
- (void)_presentMenuAtLocation3D:(CAPoint3D)location {
    if ([_configurationsByIdentifier count] != 0 || _pendingConfiguration != nil) return;
    [self _interactionShouldBeginAtPoint:location
                              completion:[HKHandler handlerWithTarget:self action:@selector(_hk_presentIfBegun:)]];
}

- (void)_hk_presentIfBegun:(NSNumber *)result {
    if ([result integerValue] == 0) [[self presentationInteraction] present];
}

// UIKitCore: UIContextMenuInteraction.mm -_clickPresentationInteraction:shouldBeginWithTouch:completion:.
- (void)_clickPresentationInteraction:(_UIClickPresentationInteraction *)interaction
                 shouldBeginWithTouch:(id)touch
                           completion:(HKHandler *)completion {
    CGPoint location = [self locationInView:_view];
    CAPoint3D point = { location.x, location.y, 0 };
    [self _interactionShouldBeginAtPoint:point completion:completion];
}

// UIKitCore: UIContextMenuInteraction.mm -_interactionShouldBeginAtPoint:completion: — the
// delegate's configuration; a new one is kept by identifier and announced with
// _willBeginWithConfiguration:. No configuration: the interaction does not begin.
- (void)_interactionShouldBeginAtPoint:(CAPoint3D)point completion:(HKHandler *)completion {
    [self retain];
    UIContextMenuConfiguration *configuration = [self _delegate_configurationForMenuAtLocation:CGPointMake(point.x, point.y)];
    if (configuration != nil) {
        id identifier = [configuration identifier];
        BOOL known = [_configurationsByIdentifier objectForKey:identifier] != nil;
        [configuration retain];
        [_pendingConfiguration release];
        _pendingConfiguration = configuration;
        if (!known) {
            [_configurationsByIdentifier setObject:configuration forKey:identifier];
            [self _willBeginWithConfiguration:configuration];
        }
    }
    [completion hk_invokeWithObject:[NSNumber numberWithInteger:configuration != nil ? 0 : 1] object:nil];
    [self release];
}

- (UIContextMenuConfiguration *)_delegate_configurationForMenuAtLocation:(CGPoint)location {
    return [_delegate contextMenuInteraction:self configurationForMenuAtLocation:location];
}

- (void)_willBeginWithConfiguration:(UIContextMenuConfiguration *)configuration {}

// UIKitCore: UIContextMenuInteraction.mm -clickPresentationInteraction:presentationForPresentingViewController:
// — fulfil the pending configuration, tell the delegate the menu will display, make the presentation.
- (id)clickPresentationInteraction:(_UIClickPresentationInteraction *)interaction
    presentationForPresentingViewController:(UIViewController *)controller {
    UIContextMenuConfiguration *pending = [[_pendingConfiguration retain] autorelease];
    if (pending == nil) return nil;
    _UIFulfilledContextMenuConfiguration *fulfilled =
        [self _fulfilledConfigurationForConfiguration:pending atLocation:[self locationInView:_view]];
    if ([fulfilled menu] == nil && [fulfilled previewViewController] == nil) return nil; // not presentable
    [_pendingConfiguration release];
    _pendingConfiguration = nil;
    [self _delegate_contextMenuInteractionWillDisplayForConfiguration:pending];
    _UIContextMenuPresentation *presentation =
        [[[_UIContextMenuPresentation alloc] initWithPresentingViewController:controller configuration:fulfilled
                                                                        style:nil outgoingPresentation:nil] autorelease];
    [presentation setDelegate:self];
    [[presentation uiController] _hk_setSourceView:_view];
    [_presentationsByIdentifier setObject:presentation forKey:[fulfilled identifier]];
    return presentation;
}

// UIKitCore: UIContextMenuInteraction.mm -_fulfilledConfigurationForConfiguration:atLocation:
// — the action provider gets the suggested actions (none in HostKit: no responder-chain
// menu system); a rich menu gets the preview controller and, when the delegate wants to
// hear about it, a preview action.
- (id)_fulfilledConfigurationForConfiguration:(UIContextMenuConfiguration *)configuration atLocation:(CGPoint)location {
    _UIFulfilledContextMenuConfiguration *fulfilled = [[[_UIFulfilledContextMenuConfiguration alloc] init] autorelease];
    [fulfilled setIdentifier:[configuration identifier]];
    [fulfilled setFirstResponderTarget:_view];
    HKHandler *actionProvider = [configuration actionProvider];
    if (actionProvider != nil) {
        id menu = HKHandlerCall(actionProvider, [NSArray array]);
        if ([menu isKindOfClass:[UIMenu class]]) [fulfilled setMenu:menu];
    }
    if ([self menuAppearance] == UIContextMenuInteractionAppearanceRich) {
        HKHandler *previewProvider = [configuration previewProvider];
        if (previewProvider != nil) [fulfilled setPreviewViewController:HKHandlerCall(previewProvider, nil)];
        if (_delegateImplements.willPerformPreviewAction) {
            // UIKit: a UIAction whose block sends _contextMenuPresentationPreviewWasTapped: with its sender.
            HKHandler *handler = [HKHandler handlerWithTarget:self action:@selector(_hk_previewActionPerformed:)];
            [fulfilled setPreviewAction:[UIAction actionWithHandler:handler]];
        }
    }
    return fulfilled;
}

- (void)_hk_previewActionPerformed:(UIAction *)action {
    [self _contextMenuPresentationPreviewWasTapped:[action sender]];
}

- (id)_delegate_contextMenuInteractionWillDisplayForConfiguration:(UIContextMenuConfiguration *)configuration {
    _UIContextMenuAnimator *animator = [_UIContextMenuAnimator animatorWithViewController:nil];
    if (_delegateImplements.willDisplay)
        [_delegate contextMenuInteraction:self willDisplayMenuForConfiguration:configuration animator:animator];
    return animator;
}

- (UIMenu *)contextMenuPresentation:(_UIContextMenuPresentation *)presentation willDisplayMenu:(UIMenu *)menu {
    return menu;
}

// UIKitCore: UIContextMenuInteraction.mm -contextMenuPresentation:didSelectMenuLeaf: — the
// leaf performs with the proxy sender (the control, or this interaction). UICommands
// would resolve a target first; a UIAction has none.
- (void)contextMenuPresentation:(_UIContextMenuPresentation *)presentation didSelectMenuLeaf:(UIMenuElement *)leaf {
    id sender = [self _proxySender];
    if ([leaf respondsToSelector:@selector(performWithSender:target:)]) [(UIAction *)leaf performWithSender:sender target:nil];
}

// UIKitCore: UIContextMenuInteraction.mm -contextMenuPresentation:didRequestDismissalWithReason:alongsideActions:completion:
// — the presentation interaction ends (reason mapped as UIKit maps it), then clean up.
- (void)contextMenuPresentation:(_UIContextMenuPresentation *)presentation
    didRequestDismissalWithReason:(NSUInteger)reason
                 alongsideActions:(HKHandler *)actions
                       completion:(HKHandler *)completion {
    if (![[self presentationInteraction] _isActive]) return;
    [self retain];
    id identifier = [[[[presentation menuConfiguration] identifier] retain] autorelease];
    NSUInteger mapped = 0;
    BOOL cleanUp = YES;
    switch (reason) {
    case 0: mapped = 3; break;
    case 1: mapped = 5; break;
    case 2: mapped = 6; break;
    case 3: mapped = 7; break;
    case 6: mapped = 2; cleanUp = NO; break;
    default: mapped = 0; break;
    }
    [[self presentationInteraction] _cancelWithReason:mapped alongsideActions:actions completion:completion];
    if (cleanUp) [self _performCleanupForConfigurationWithIdentifier:identifier];
    [self release];
}

// UIKitCore: UIContextMenuInteraction.mm -_clickPresentationInteractionEnded:forPresentation:reason:
// — the delegate hears willEnd for the configuration that was showing (or pending).
- (void)_clickPresentationInteractionEnded:(_UIClickPresentationInteraction *)interaction
                           forPresentation:(_UIContextMenuPresentation *)presentation
                                    reason:(NSUInteger)reason {
    UIContextMenuConfiguration *configuration = nil;
    if (presentation != nil) {
        configuration = [_configurationsByIdentifier objectForKey:[[presentation menuConfiguration] identifier]];
    } else if (_pendingConfiguration != nil) {
        configuration = [[_pendingConfiguration retain] autorelease];
        [_pendingConfiguration release];
        _pendingConfiguration = nil;
    } else {
        return;
    }
    [[configuration retain] autorelease];
    [self _delegate_contextMenuInteractionWillEndForConfiguration:configuration presentation:presentation];
    if (presentation == nil) [self _performCleanupForConfigurationWithIdentifier:[configuration identifier]];
}

- (id)_delegate_contextMenuInteractionWillEndForConfiguration:(UIContextMenuConfiguration *)configuration
                                                 presentation:(_UIContextMenuPresentation *)presentation {
    id animator = [[(_pendingCommitAnimator != nil ? _pendingCommitAnimator
                                                   : [_UIContextMenuAnimator animatorWithViewController:nil]) retain] autorelease];
    [_pendingCommitAnimator release];
    _pendingCommitAnimator = nil;
    if (_delegateImplements.willEndForConfiguration)
        [_delegate contextMenuInteraction:self willEndForConfiguration:configuration animator:animator];
    return animator;
}

- (void)_performCleanupForConfigurationWithIdentifier:(id)identifier {
    if (identifier == nil) return;
    [_presentationsByIdentifier removeObjectForKey:identifier];
    [_configurationsByIdentifier removeObjectForKey:identifier];
}

// UIKitCore: UIContextMenuInteraction.mm -_contextMenuPresentationPreviewWasTapped: — the
// delegate hears willPerformPreviewAction with a commit animator, then the menu ends.
- (void)_contextMenuPresentationPreviewWasTapped:(_UIContextMenuPresentation *)presentation {
    if (!_delegateImplements.willPerformPreviewAction) return;
    [self retain];
    _UIFulfilledContextMenuConfiguration *fulfilled = [presentation menuConfiguration];
    _UIContextMenuAnimator *animator = [_UIContextMenuAnimator animatorWithViewController:[fulfilled previewViewController]];
    [animator retain];
    [_pendingCommitAnimator release];
    _pendingCommitAnimator = animator;
    id identifier = [[[fulfilled identifier] retain] autorelease];
    UIContextMenuConfiguration *configuration = [[[_configurationsByIdentifier objectForKey:identifier] retain] autorelease];
    [self _delegate_tappedPreviewForConfiguration:configuration withAnimator:animator];
    [[self presentationInteraction] _cancelWithReason:3 alongsideActions:nil completion:nil];
    [self _performCleanupForConfigurationWithIdentifier:identifier];
    [self release];
}

- (void)_delegate_tappedPreviewForConfiguration:(UIContextMenuConfiguration *)configuration withAnimator:(id)animator {
    if (_delegateImplements.willPerformPreviewAction)
        [_delegate contextMenuInteraction:self willPerformPreviewActionForMenuWithConfiguration:configuration
                                 animator:animator];
}

@end

@implementation _UIVariableGestureContextMenuInteraction

- (BOOL)_presentOnTouchDown { return _presentOnTouchDown; }

// UIKitCore: _UIVariableGestureContextMenuInteraction.mm -_setPresentOnTouchDown: — new drivers.
- (void)_setPresentOnTouchDown:(BOOL)down {
    if (_presentOnTouchDown == down) return;
    _presentOnTouchDown = down;
    [self setDrivers:[self _interactionDrivers]];
}

// UIKitCore: _UIVariableGestureContextMenuInteraction.mm -_interactionDrivers — a touch-down
// driver for a menu that is the primary action, a long-press one otherwise. (UIKit adds a
// second, keyboard/press driver to each list: not modelled.)
- (NSArray *)_interactionDrivers {
    id driver = _presentOnTouchDown ? (id)[[_UITouchDownClickInteractionDriver alloc] init]
                                    : (id)[[_UILongPressClickInteractionDriver alloc] init];
    NSArray *drivers = [NSArray arrayWithObject:driver];
    [driver release];
    return drivers;
}

- (void)didMoveToView:(UIView *)view {
    [self setDrivers:[self _interactionDrivers]];
    [super didMoveToView:view];
}

// Controls' menus are compact (no preview).
- (UIContextMenuInteractionAppearance)menuAppearance { return UIContextMenuInteractionAppearanceCompact; }

// UIKitCore: _UIVariableGestureContextMenuInteraction.mm -_willBeginWithConfiguration: — the
// delegate (the control) hears it: MenuActionTriggered.
- (void)_willBeginWithConfiguration:(UIContextMenuConfiguration *)configuration {
    [super _willBeginWithConfiguration:configuration];
    id delegate = [self delegate];
    if ([delegate respondsToSelector:@selector(_contextMenuInteraction:willBeginWithConfiguration:)])
        [delegate _contextMenuInteraction:self willBeginWithConfiguration:configuration];
}

@end
