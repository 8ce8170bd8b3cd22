#import <UIKit/UIKit.h>

// UIKitCore: UIAlertController.mm, UIAlertAction, _UIAlertControllerPhoneTVMacView.mm,
// _UIAlertControllerActionViewInterfaceAction.mm, _UIAlertControllerPresentationController.mm.
// Visual styles, key commands, text field view controller, layout constraints: not modelled.

@implementation UIAlertAction

+ (instancetype)actionWithTitle:(NSString *)title style:(UIAlertActionStyle)style handler:(HKHandler *)handler {
    UIAlertAction *action = [[[self alloc] init] autorelease];
    action->_title = [title copy];
    action->_style = style;
    action->_handler = [handler retain];
    action->_enabled = YES;
    return action;
}

- (void)dealloc {
    [_title release];
    [_handler release];
    [super dealloc];
}

- (NSString *)title { return _title; }
- (UIAlertActionStyle)style { return _style; }
- (BOOL)isEnabled { return _enabled; }
- (void)setEnabled:(BOOL)enabled {
    _enabled = enabled;
    [_interfaceActionRepresentation setEnabled:enabled];
}
- (HKHandler *)handler { return _handler; }
- (void)setHandler:(HKHandler *)handler {
    [handler retain];
    [_handler release];
    _handler = handler;
}
- (UIAlertController *)_alertController { return _alertController; }
- (void)_setAlertController:(UIAlertController *)controller { _alertController = controller; }
- (UIInterfaceAction *)_interfaceActionRepresentation { return _interfaceActionRepresentation; }
- (void)_setInterfaceActionRepresentation:(UIInterfaceAction *)action { _interfaceActionRepresentation = action; }

- (NSString *)description {
    return [NSString stringWithFormat:@"<%@: %p title=%@ style=%ld>", NSStringFromClass([self class]), self, _title, (long)_style];
}

@end

// DEVIATION: UIKit's -_dismissAnimated:triggeringAction:triggeredByPopoverDimmingView:dismissCompletion:
// builds three blocks; HostKit builds these three HKHandlers in their place.

// The "invoke action block": the action's handlers, once.
@interface HKAlertInvokeActionBlock : HKHandler {
    UIAlertController *_alert;
    UIAlertAction *_alertAction;
}
@end

// The dismissal's completion: the invoke action block, then the caller's completion.
@interface HKAlertDismissCompletion : HKHandler {
    HKHandler *_invokeActionBlock;
    id _completion;
}
@end

// The "dismiss and perform action" block: the presenting controller dismisses the alert.
@interface HKAlertDismissBlock : HKHandler {
    UIAlertController *_alert;
    HKHandler *_dismissCompletion;
    BOOL _animated;
    BOOL _byDimmingView;
}
@end

@interface UIAlertController (HostKitBlocks)
- (void)_hk_runInvokeActionBlockForAction:(UIAlertAction *)action;
@end

@implementation HKAlertInvokeActionBlock
+ (HKAlertInvokeActionBlock *)hk_blockForAlert:(UIAlertController *)alert action:(UIAlertAction *)action {
    HKAlertInvokeActionBlock *block = [[[self alloc] init] autorelease];
    block->_alert = [alert retain];
    block->_alertAction = [action retain];
    return block;
}
- (void)dealloc {
    [_alert release];
    [_alertAction release];
    [super dealloc];
}
- (void)hk_invokeWithObject:(id)first object:(id)second { [_alert _hk_runInvokeActionBlockForAction:_alertAction]; }
@end

@implementation HKAlertDismissCompletion
+ (HKAlertDismissCompletion *)hk_completionWithInvokeActionBlock:(HKHandler *)invoke completion:(id)completion {
    HKAlertDismissCompletion *block = [[[self alloc] init] autorelease];
    block->_invokeActionBlock = [invoke retain];
    block->_completion = [completion retain];
    return block;
}
- (void)dealloc {
    [_invokeActionBlock release];
    [_completion release];
    [super dealloc];
}
- (void)hk_invokeWithObject:(id)first object:(id)second {
    [_invokeActionBlock hk_invokeWithObject:nil object:nil];
    if (_completion != nil) [_completion hk_invokeWithObject:nil object:nil];
}
@end

@implementation HKAlertDismissBlock
+ (HKAlertDismissBlock *)hk_blockForAlert:(UIAlertController *)alert animated:(BOOL)animated
                            byDimmingView:(BOOL)byDimmingView completion:(HKHandler *)completion {
    HKAlertDismissBlock *block = [[[self alloc] init] autorelease];
    block->_alert = [alert retain];
    block->_dismissCompletion = [completion retain];
    block->_animated = animated;
    block->_byDimmingView = byDimmingView;
    return block;
}
- (void)dealloc {
    [_alert release];
    [_dismissCompletion release];
    [super dealloc];
}
// UIKitCore: __103-[UIAlertController _dismissAnimated:...]_block_invoke_3.
- (void)hk_invokeWithObject:(id)first object:(id)second {
    UIViewController *presenting = [_alert presentingViewController];
    if (presenting != nil && !_byDimmingView) {
        [_alert _postWillBeginSystemProvidedDismissalOfAlertController];
        [presenting dismissViewControllerAnimated:_animated completion:_dismissCompletion];
        [_alert _postDidBeginSystemProvidedDismissalOfAlertController];
    } else if (_byDimmingView) {
        [_dismissCompletion hk_invokeWithObject:nil object:nil];
    } else {
        NSLog(@"Attempt to dismiss %@ with unknown presenter, action will not be performed.", _alert);
    }
}
@end

@implementation UIAlertController

- (id)init {
    if ((self = [super init])) {
        _actions = [[NSMutableArray alloc] init];
        _textFields = [[NSMutableArray alloc] init];
        [self _updateModalPresentationStyle];
    }
    return self;
}

- (void)dealloc {
    for (UIAlertAction *action in _actions) [action _setAlertController:nil];
    [[self _alertControllerView] setAlertController:nil];
    [_actions release];
    [_cancelAction release];
    [_preferredAction release];
    [_textFields release];
    [_message release];
    [super dealloc];
}

+ (instancetype)alertControllerWithTitle:(NSString *)title message:(NSString *)message
                          preferredStyle:(UIAlertControllerStyle)preferredStyle {
    UIAlertController *controller = [[[self alloc] init] autorelease];
    [controller setTitle:title];
    [controller setMessage:message];
    [controller setPreferredStyle:preferredStyle];
    return controller;
}

- (void)addAction:(UIAlertAction *)action {
    if ([action style] == UIAlertActionStyleCancel) {
        if (_cancelAction != nil)
            [NSException raise:NSInternalInconsistencyException
                        format:@"UIAlertController can only have one action with a style of UIAlertActionStyleCancel"];
        [self setCancelAction:action];
    }
    [_actions addObject:action];
    [action _setAlertController:self];
    [[self _alertControllerView] _actionsChanged];
}

- (NSArray *)actions { return [[_actions copy] autorelease]; }
- (UIAlertAction *)cancelAction { return _cancelAction; }
- (void)setCancelAction:(UIAlertAction *)action {
    [action retain];
    [_cancelAction release];
    _cancelAction = action;
}

- (UIAlertAction *)preferredAction { return _preferredAction; }
- (void)setPreferredAction:(UIAlertAction *)action {
    if (action == _preferredAction) return;
    if (action != nil && ![_actions containsObject:action])
        [NSException raise:NSInternalInconsistencyException
                    format:@"The -preferredAction of an alert controller must be contained in the -actions array or be nil."];
    [action retain];
    [_preferredAction release];
    _preferredAction = action;
}

- (NSString *)message { return _message; }
- (void)setMessage:(NSString *)message {
    if (message == _message || [message isEqual:_message]) return;
    NSString *copy = [message copy];
    [_message release];
    _message = copy;
    [[self _alertControllerView] _setMessage:message];
}

- (void)setTitle:(NSString *)title {
    [super setTitle:title];
    [[self _alertControllerView] _setTitle:title];
}

- (UIAlertControllerStyle)preferredStyle { return _preferredStyle; }
- (void)setPreferredStyle:(UIAlertControllerStyle)style {
    _preferredStyle = style;
    _resolvedStyle = style;
    [self _updateModalPresentationStyle];
}
- (UIAlertControllerStyle)_resolvedStyle { return _resolvedStyle; }

- (NSArray *)textFields { return [[_textFields copy] autorelease]; }

- (void)addTextFieldWithConfigurationHandler:(HKHandler *)configurationHandler {
    if ([self preferredStyle] != UIAlertControllerStyleAlert)
        [NSException raise:NSInternalInconsistencyException
                    format:@"Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"];
    UITextField *field = [[UITextField alloc] initWithFrame:CGRectMake(0, 0, 238, 24)];
    [_textFields addObject:field];
    [field release];
    if (configurationHandler != nil) [configurationHandler hk_invokeWithObject:field object:nil];
}

// UIKitCore: -_modalPresentationStyleForResolvedStyle — custom (4) for an alert and, on
// iPhone without the iOS 26 design, for an action sheet; setModalPresentationStyle: ignores its
// argument and stores that.
- (NSInteger)_modalPresentationStyleForResolvedStyle { return UIModalPresentationCustom; }
- (void)_updateModalPresentationStyle { [self setModalPresentationStyle:[self _modalPresentationStyleForResolvedStyle]]; }
- (void)setModalPresentationStyle:(UIModalPresentationStyle)style {
    [super setModalPresentationStyle:[self _modalPresentationStyleForResolvedStyle]];
}

- (UIPresentationController *)_presentationControllerForPresentedController:(UIViewController *)presented
                                                       presentingController:(UIViewController *)presenting
                                                           sourceController:(UIViewController *)source {
    Class cls = [self _resolvedStyle] == UIAlertControllerStyleAlert ? [_UIAlertControllerAlertPresentationController class]
                                                                     : [_UIAlertControllerActionSheetCompactPresentationController class];
    return [[[cls alloc] initWithPresentedViewController:presented presentingViewController:presenting] autorelease];
}

- (id)platformStyleViewForAlertController:(UIAlertController *)controller inIdiom:(NSInteger)idiom {
    return [[[_UIAlertControllerPhoneTVMacView alloc] initWithFrame:CGRectMake(0, 0, 320, 568)] autorelease];
}

- (void)loadView {
    _UIAlertControllerPhoneTVMacView *view = [self platformStyleViewForAlertController:self inIdiom:0];
    [view setAlertController:self];
    [self setView:view];
    [view _setTitle:[self title]];
    [view _setMessage:[self message]];
    [view _actionsChanged];
}

- (id)_alertControllerView { return [self isViewLoaded] ? [self view] : nil; }

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    if ([self title] == nil && [self message] == nil && [_actions count] == 0)
        [NSException raise:NSInternalInconsistencyException format:@"UIAlertController must have a title, a message or an action to display"];
    _actionInvokedOnDismiss = NO;
}

- (void)viewDidDisappear:(BOOL)animated {
    [[self _alertControllerView] deselectAllActions];
    [super viewDidDisappear:animated];
}

// MARK: Dismissal

- (BOOL)_canDismissWithGestureRecognizer { return [self _resolvedStyle] == UIAlertControllerStyleActionSheet; }

- (id)_dismissGestureRecognizer {
    return [[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(_attemptAnimatedDismissWithGestureRecognizer:)] autorelease];
}

- (void)_attemptAnimatedDismissWithGestureRecognizer:(UIGestureRecognizer *)recognizer {
    if ([recognizer state] == UIGestureRecognizerStateEnded && [self _canDismissWithGestureRecognizer])
        [self _dismissWithCancelOrEmptyAction];
}

// UIKitCore: the cancel action (nil when there is none: the tap then does nothing).
- (void)_dismissWithCancelOrEmptyAction {
    [self _dismissAnimated:YES triggeringAction:[self cancelAction]];
}

- (void)_dismissWithAction:(UIAlertAction *)action { [self _dismissAnimated:YES triggeringAction:action]; }

- (void)_dismissWithAction:(UIAlertAction *)action dismissCompletion:(id)completion {
    [self _dismissAnimated:YES triggeringAction:action triggeredByPopoverDimmingView:NO dismissCompletion:completion];
}

// UIKitCore: forwards with no dimming view and no completion.
- (void)_dismissAnimated:(BOOL)animated triggeringAction:(UIAlertAction *)action {
    [self _dismissAnimated:animated triggeringAction:action triggeredByPopoverDimmingView:NO dismissCompletion:nil];
}

- (void)_dismissAnimated:(BOOL)animated triggeringAction:(UIAlertAction *)action
    triggeredByPopoverDimmingView:(BOOL)byDimmingView dismissCompletion:(id)completion {
    [self retain];
    HKAlertInvokeActionBlock *invoke = [HKAlertInvokeActionBlock hk_blockForAlert:self action:action];
    if (byDimmingView || action != nil) {
        // (UIKit asks the action's shouldDismissHandler first; public actions have none.)
        HKAlertDismissCompletion *dismissCompletion = [HKAlertDismissCompletion hk_completionWithInvokeActionBlock:invoke
                                                                                                     completion:completion];
        HKAlertDismissBlock *dismiss = [HKAlertDismissBlock hk_blockForAlert:self animated:animated
                                                               byDimmingView:byDimmingView completion:dismissCompletion];
        [self _performAction:action invokeActionBlock:invoke dismissAndPerformActionIfNotAlreadyPerformed:dismiss];
    } else {
        if (completion != nil) [completion hk_invokeWithObject:nil object:nil];
        _actionInvokedOnDismiss = NO;
    }
    [self release];
}

// UIKitCore: with no coordinated action performing delegate, the dismiss block runs.
- (void)_performAction:(UIAlertAction *)action invokeActionBlock:(id)invokeBlock
    dismissAndPerformActionIfNotAlreadyPerformed:(id)dismissBlock {
    if (dismissBlock != nil) [dismissBlock hk_invokeWithObject:nil object:nil];
    else if (invokeBlock != nil) [invokeBlock hk_invokeWithObject:nil object:nil];
}

- (void)_postWillBeginSystemProvidedDismissalOfAlertController {}
- (void)_postDidBeginSystemProvidedDismissalOfAlertController {}

- (void)_hk_runInvokeActionBlockForAction:(UIAlertAction *)action {
    if (_actionInvokedOnDismiss) return;
    _actionInvokedOnDismiss = YES;
    [self _invokeHandlersForAction:action];
}

// UIKitCore: -_invokeHandlersForAction: calls the action's handler block with the action.
- (void)_invokeHandlersForAction:(UIAlertAction *)action {
    HKHandler *handler = [action handler];
    if (handler != nil) [handler hk_invokeWithObject:action object:nil];
}

@end

@implementation _UIAlertControllerActionView

- (void)dealloc {
    [_action release];
    [_label release];
    [super dealloc];
}

- (UIAlertAction *)action { return _action; }

- (void)setAction:(UIAlertAction *)action {
    [action retain];
    [_action release];
    _action = action;
    if (_label == nil) {
        _label = [[UILabel alloc] initWithFrame:[self bounds]];
        [self addSubview:_label];
    }
    [_label setText:[action title]];
}

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    [_label setFrame:[self bounds]];
}

@end

@implementation _UIAlertControllerActionViewInterfaceAction

+ (id)actionWithAlertControllerActionView:(_UIAlertControllerActionView *)view {
    _UIAlertControllerActionViewInterfaceAction *action = [self actionWithCustomContentView:view handler:nil];
    [action _initializeStateFromUnderlyingAlertAction];
    return action;
}

- (void)dealloc {
    if ([_underlyingAlertAction _interfaceActionRepresentation] == self)
        [_underlyingAlertAction _setInterfaceActionRepresentation:nil];
    [_underlyingAlertAction release];
    [super dealloc];
}

- (_UIAlertControllerActionView *)alertControllerActionView { return (_UIAlertControllerActionView *)[self customContentView]; }
- (UIAlertAction *)underlyingAlertAction { return _underlyingAlertAction; }

- (void)_initializeStateFromUnderlyingAlertAction {
    UIAlertAction *action = [[self alertControllerActionView] action];
    [action retain];
    [_underlyingAlertAction release];
    _underlyingAlertAction = action;
    [action _setInterfaceActionRepresentation:self];
    [self setEnabled:[action isEnabled]];
    [self setTitle:[action title]];
}

- (NSInteger)type {
    UIAlertActionStyle style = [_underlyingAlertAction style];
    return style == UIAlertActionStyleCancel ? 1 : (style == UIAlertActionStyleDestructive ? 2 : 0);
}

@end

@implementation _UIAlertControllerInterfaceActionGroupView

- (id)initWithAlertController:(UIAlertController *)controller actionGroup:(UIInterfaceActionGroup *)group
    actionHandlerInvocationDelegate:(id)delegate {
    if ((self = [super initWithActionGroup:group actionHandlerInvocationDelegate:delegate])) _alertController = controller;
    return self;
}

- (UIAlertController *)alertController { return _alertController; }

@end

// Layout (HostKit's; UIKit's comes from the visual style): an alert is 270 points wide, centred,
// 44-point rows; an action sheet is 304 wide at the bottom, 57-point rows, its cancel action
// in a separate group 8 points below the others.
static const CGFloat HKAlertWidth = 270, HKAlertRow = 44, HKAlertHeader = 60;
static const CGFloat HKSheetWidth = 304, HKSheetRow = 57, HKSheetHeader = 44, HKSheetGap = 8;

@implementation _UIAlertControllerPhoneTVMacView

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _contentView = [[UIView alloc] initWithFrame:CGRectZero];
        [self addSubview:_contentView];
        _titleLabel = [[UILabel alloc] initWithFrame:CGRectZero];
        _messageLabel = [[UILabel alloc] initWithFrame:CGRectZero];
        [_contentView addSubview:_titleLabel];
        [_contentView addSubview:_messageLabel];
    }
    return self;
}

- (void)dealloc {
    [_contentView release];
    [_titleLabel release];
    [_messageLabel release];
    [_mainInterfaceActionsGroupView release];
    [_discreteCancelActionGroupView release];
    [super dealloc];
}

- (UIAlertController *)alertController { return _alertController; }
- (void)setAlertController:(UIAlertController *)controller { _alertController = controller; }
- (UIView *)_contentView { return _contentView; }
- (UIView *)_dimmingView { return nil; }
- (_UIAlertControllerInterfaceActionGroupView *)_mainInterfaceActionsGroupView { return _mainInterfaceActionsGroupView; }
- (_UIAlertControllerInterfaceActionGroupView *)_discreteCancelActionGroupView { return _discreteCancelActionGroupView; }
- (void)_setTitle:(NSString *)title { [_titleLabel setText:title]; }
- (void)_setMessage:(NSString *)message { [_messageLabel setText:message]; }

- (void)deselectAllActions {
    [[_mainInterfaceActionsGroupView actionSelectionController] deselectAllActions];
    [[_discreteCancelActionGroupView actionSelectionController] deselectAllActions];
}

static NSArray *HKInterfaceActions(NSArray *alertActions) {
    NSMutableArray *actions = [NSMutableArray array];
    for (UIAlertAction *alertAction in alertActions) {
        _UIAlertControllerActionView *view = [[_UIAlertControllerActionView alloc] initWithFrame:CGRectZero];
        [view setAction:alertAction];
        [actions addObject:[_UIAlertControllerActionViewInterfaceAction actionWithAlertControllerActionView:view]];
        [view release];
    }
    return actions;
}

// UIKitCore: -_actionsChanged → -_reloadInterfaceActionViewRepresentations: one
// UIInterfaceActionGroup per group view, the cancel action apart in an action sheet.
- (void)_actionsChanged {
    UIAlertController *alert = _alertController;
    BOOL sheet = [alert _resolvedStyle] == UIAlertControllerStyleActionSheet;
    UIAlertAction *cancel = [alert cancelAction];
    NSMutableArray *main = [NSMutableArray arrayWithArray:[alert actions]];
    if (cancel != nil) {
        [main removeObject:cancel];
        if (!sheet) [main addObject:cancel];
    }
    if (_mainInterfaceActionsGroupView == nil) {
        UIInterfaceActionGroup *empty = [UIInterfaceActionGroup actionGroupWithActionsBySection:[NSArray array]];
        _mainInterfaceActionsGroupView = [[_UIAlertControllerInterfaceActionGroupView alloc] initWithAlertController:alert
                                                                                                          actionGroup:empty
                                                                                      actionHandlerInvocationDelegate:self];
        [_contentView addSubview:_mainInterfaceActionsGroupView];
    }
    CGFloat row = sheet ? HKSheetRow : HKAlertRow;
    [_mainInterfaceActionsGroupView _hk_setRowHeight:row];
    [_mainInterfaceActionsGroupView setActionGroup:[UIInterfaceActionGroup actionGroupWithActionsBySection:
                                                                               [NSArray arrayWithObject:HKInterfaceActions(main)]]];
    if (sheet && cancel != nil) {
        if (_discreteCancelActionGroupView == nil) {
            UIInterfaceActionGroup *empty = [UIInterfaceActionGroup actionGroupWithActionsBySection:[NSArray array]];
            _discreteCancelActionGroupView = [[_UIAlertControllerInterfaceActionGroupView alloc] initWithAlertController:alert
                                                                                                              actionGroup:empty
                                                                                          actionHandlerInvocationDelegate:self];
            [self addSubview:_discreteCancelActionGroupView];
        }
        [_discreteCancelActionGroupView _hk_setRowHeight:row];
        [_discreteCancelActionGroupView setActionGroup:[UIInterfaceActionGroup actionGroupWithActionsBySection:
                                                                                   [NSArray arrayWithObject:HKInterfaceActions([NSArray arrayWithObject:cancel])]]];
    }
    [self _hk_layoutInContainerOfSize:[[self superview] bounds].size];
}

// HostKit's layout for a container of this size (the whole window when presented).
- (void)_hk_layoutInContainerOfSize:(CGSize)size {
    if (size.width <= 0) size = CGSizeMake(320, 568);
    UIAlertController *alert = _alertController;
    BOOL sheet = [alert _resolvedStyle] == UIAlertControllerStyleActionSheet;
    BOOL header = [alert title] != nil || [alert message] != nil;
    CGFloat width = sheet ? HKSheetWidth : HKAlertWidth;
    CGFloat row = sheet ? HKSheetRow : HKAlertRow;
    CGFloat headerHeight = header ? (sheet ? HKSheetHeader : HKAlertHeader) : 0;
    NSUInteger mainCount = [[[_mainInterfaceActionsGroupView actionGroup] actions] count];
    CGFloat contentHeight = headerHeight + mainCount * row;
    CGFloat height = contentHeight;
    BOOL discrete = sheet && [alert cancelAction] != nil && _discreteCancelActionGroupView != nil;
    if (discrete) height += HKSheetGap + row;
    [_titleLabel setFrame:CGRectMake(0, 0, width, headerHeight / 2)];
    [_messageLabel setFrame:CGRectMake(0, headerHeight / 2, width, headerHeight / 2)];
    [_contentView setFrame:CGRectMake(0, 0, width, contentHeight)];
    [_mainInterfaceActionsGroupView setFrame:CGRectMake(0, headerHeight, width, mainCount * row)];
    if (discrete) [_discreteCancelActionGroupView setFrame:CGRectMake(0, contentHeight + HKSheetGap, width, row)];
    CGFloat x = (size.width - width) / 2;
    CGFloat y = sheet ? size.height - HKSheetGap - height : (size.height - height) / 2;
    [self setFrame:CGRectMake(x, y, width, height)];
}

// UIKitCore: -[_UIAlertControllerPhoneTVMacView interfaceAction:invokeActionHandler:completion:]
// → -[UIAlertController _dismissWithAction:dismissCompletion:] with the underlying UIAlertAction.
- (void)interfaceAction:(UIInterfaceAction *)action invokeActionHandler:(id)handler completion:(id)completion {
    if (![action isKindOfClass:[_UIAlertControllerActionViewInterfaceAction class]])
        [NSException raise:NSInternalInconsistencyException format:@"unexpected class %@ for interface action", [action class]];
    UIAlertAction *alertAction = [(_UIAlertControllerActionViewInterfaceAction *)action underlyingAlertAction];
    [_alertController _dismissWithAction:alertAction dismissCompletion:completion];
}

@end

@implementation _UIAlertControllerPresentationController

- (instancetype)initWithPresentedViewController:(UIViewController *)presented
                       presentingViewController:(UIViewController *)presenting {
    if ((self = [super initWithPresentedViewController:presented presentingViewController:presenting])) [self setDelegate:self];
    return self;
}

- (void)dealloc {
    [_dimmingView release];
    [super dealloc];
}

- (void)setDelegate:(id)delegate {
    if (delegate != self)
        [NSException raise:NSInternalInconsistencyException
                    format:@"The presentation controller of an alert controller presenting as an alert must not have its delegate modified"];
    [super setDelegate:delegate];
}

- (UIModalPresentationStyle)presentationStyle { return UIModalPresentationCustom; }
- (UIView *)_dimmingView { return _dimmingView; }
- (id)_presentedAlertController { return [self presentedViewController]; }

// UIKitCore: -_prepareDimmingViewIfNecessary — the visual style's dimming view at the bottom of
// the container; for an action sheet it carries the alert's dismiss tap recogniser.
- (void)_prepareDimmingViewIfNecessary {
    UIAlertController *alert = [self _presentedAlertController];
    if (_dimmingView != nil || alert == nil) return;
    UIView *container = [self containerView];
    _dimmingView = [[UIView alloc] initWithFrame:[container bounds]];
    [container addSubview:_dimmingView];
    if ([alert _canDismissWithGestureRecognizer]) [_dimmingView addGestureRecognizer:[alert _dismissGestureRecognizer]];
}

// UIKitCore: -presentationTransitionWillBegin adds the alert's view, then the dimming view
// at index 0 (HostKit has no -insertSubview:atIndex:, so the dimming view goes in first).
- (void)presentationTransitionWillBegin {
    UIView *container = [self containerView];
    [self _prepareDimmingViewIfNecessary];
    UIView *presented = [self presentedView];
    [container addSubview:presented];
    [(_UIAlertControllerPhoneTVMacView *)presented _hk_layoutInContainerOfSize:[container bounds].size];
}

- (void)dismissalTransitionDidEnd:(BOOL)completed {
    if (!completed) return;
    [_dimmingView removeFromSuperview];
    [_dimmingView release];
    _dimmingView = nil;
}

@end

@implementation _UIAlertControllerAlertPresentationController
@end

@implementation _UIAlertControllerActionSheetCompactPresentationController
@end
