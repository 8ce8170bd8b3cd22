#import <UIKit/UIKit.h>

// The presentation controller class UIKit uses for a style (UIKitCore: the
// UIPresentationController subclasses per style; .automatic is a page sheet on iPhone).
static Class HKPresentationControllerClass(UIModalPresentationStyle style) {
    switch (style) {
    case UIModalPresentationFullScreen: return NSClassFromString(@"_UIFullscreenPresentationController");
    case UIModalPresentationFormSheet: return NSClassFromString(@"_UIFormSheetPresentationController");
    case UIModalPresentationCurrentContext: return NSClassFromString(@"_UICurrentContextPresentationController");
    case UIModalPresentationOverFullScreen: return NSClassFromString(@"_UIOverFullscreenPresentationController");
    case UIModalPresentationOverCurrentContext: return NSClassFromString(@"_UIOverCurrentContextPresentationController");
    case UIModalPresentationPopover: return [UIPopoverPresentationController class];
    case UIModalPresentationCustom: return [UIPresentationController class];
    default: return NSClassFromString(@"_UIPageSheetPresentationController");
    }
}

enum {
    HKDisappeared = 0,
    HKAppearing = 1,
    HKAppeared = 2,
    HKDisappearing = 3,
};

@implementation UIViewController

- (id)init {
    if ((self = [super init])) _childViewControllers = [[NSMutableArray alloc] init];
    return self;
}

- (void)dealloc {
    for (UIViewController *child in _childViewControllers) child->_parentViewController = nil;
    [_childViewControllers release];
    if (_presentedViewController != nil) _presentedViewController->_presentingViewController = nil;
    [_presentedViewController release];
    [_presentationController release];
    [_view _setViewDelegate:nil];
    [_view release];
    [_title release];
    [_navigationItem release];
    [_toolbarItems release];
    [_tabBarItem release];
    [super dealloc];
}

- (UIView *)view {
    if (_view == nil) {
        [self loadView];
        [self viewDidLoad];
    }
    return _view;
}

- (void)setView:(UIView *)view {
    if (view == _view) return;
    [_view _setViewDelegate:nil];
    [_view release];
    _view = [view retain];
    [_view _setViewDelegate:self];
}

- (BOOL)isViewLoaded { return _view != nil; }

- (void)loadView {
    UIView *view = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 568)];
    [self setView:view];
    [view release];
}

- (void)viewDidLoad {}

- (NSString *)title { return _title; }
- (void)setTitle:(NSString *)title {
    NSString *copy = [title copy];
    [_title release];
    _title = copy;
    // Apple's docs (UIViewController.title): a valid navigation item or tab bar item takes the new title.
    [_navigationItem setTitle:title];
    [_tabBarItem setTitle:title];
}

- (void)viewWillAppear:(BOOL)animated {}
- (void)viewDidAppear:(BOOL)animated {}
- (void)viewWillDisappear:(BOOL)animated {}
- (void)viewDidDisappear:(BOOL)animated {}

- (UIResponder *)nextResponder {
    if ([_view superview] != nil) return [_view superview];
    if (_parentViewController != nil) return _parentViewController;
    return _presentingViewController;
}

- (UIWindow *)_responderWindow { return [_view window]; }

- (BOOL)shouldAutomaticallyForwardAppearanceMethods { return YES; }

- (BOOL)_isAppearedOrAppearing { return _appearState == HKAppeared || _appearState == HKAppearing; }

// Children shown inside this controller's view follow it.
- (NSArray *)_childrenInView {
    NSMutableArray *children = [NSMutableArray array];
    if (![self shouldAutomaticallyForwardAppearanceMethods] || [self _hk_managesChildAppearance] || _view == nil)
        return children;
    for (UIViewController *child in _childViewControllers) {
        if ([child isViewLoaded] && [[child view] isDescendantOfView:_view]) [children addObject:child];
    }
    return children;
}

- (void)beginAppearanceTransition:(BOOL)isAppearing animated:(BOOL)animated {
    if (isAppearing) {
        if (_appearState == HKAppeared || _appearState == HKAppearing) return;
        [self view];
        _appearState = HKAppearing;
        _appearanceAnimated = animated;
        [self viewWillAppear:animated];
    } else {
        if (_appearState == HKDisappeared || _appearState == HKDisappearing) return;
        _appearState = HKDisappearing;
        _appearanceAnimated = animated;
        [self viewWillDisappear:animated];
    }
    for (UIViewController *child in [self _childrenInView]) [child beginAppearanceTransition:isAppearing animated:animated];
}

- (void)endAppearanceTransition {
    if (_appearState == HKAppearing) {
        _appearState = HKAppeared;
        [self viewDidAppear:_appearanceAnimated];
    } else if (_appearState == HKDisappearing) {
        _appearState = HKDisappeared;
        [self viewDidDisappear:_appearanceAnimated];
    } else {
        return;
    }
    for (UIViewController *child in [self _childrenInView]) [child endAppearanceTransition];
}

// Only a child's view moving in or out of a visible parent makes it (dis)appear on its
// own; containers and presentation drive the others explicitly, in UIKit's order.
- (void)_viewWillMoveToWindow:(UIWindow *)window {
    if (_parentViewController == nil || _parentViewController->_appearState != HKAppeared) return;
    if ([_parentViewController _hk_managesChildAppearance]) return;
    if (window != nil && _appearState == HKDisappeared) {
        _appearanceFromWindowMove = YES;
        [self beginAppearanceTransition:YES animated:NO];
    } else if (window == nil && _appearState == HKAppeared) {
        _appearanceFromWindowMove = YES;
        [self beginAppearanceTransition:NO animated:NO];
    }
}

- (void)_viewDidMoveToWindow:(UIWindow *)window {
    if (!_appearanceFromWindowMove) return;
    _appearanceFromWindowMove = NO;
    [self endAppearanceTransition];
}

- (UIViewController *)parentViewController { return _parentViewController; }
- (NSArray *)childViewControllers { return [[_childViewControllers copy] autorelease]; }

- (void)addChildViewController:(UIViewController *)child {
    if (child == nil || child->_parentViewController == self) return;
    [child retain];
    [child removeFromParentViewController];
    [child willMoveToParentViewController:self];
    [_childViewControllers addObject:child];
    child->_parentViewController = self;
    [child release];
}

- (void)removeFromParentViewController {
    UIViewController *parent = _parentViewController;
    if (parent == nil) return;
    [self retain];
    _parentViewController = nil;
    [parent->_childViewControllers removeObjectIdenticalTo:self];
    [self didMoveToParentViewController:nil];
    [self release];
}

- (void)willMoveToParentViewController:(UIViewController *)parent {}
- (void)didMoveToParentViewController:(UIViewController *)parent {}

- (UINavigationController *)navigationController {
    for (UIViewController *c = _parentViewController; c != nil; c = c->_parentViewController) {
        if ([c isKindOfClass:[UINavigationController class]]) return (UINavigationController *)c;
    }
    return nil;
}

- (UIViewController *)_outermostController {
    UIViewController *c = self;
    while (c->_parentViewController != nil) c = c->_parentViewController;
    return c;
}

- (UIViewController *)_hk_outermostController { return [self _outermostController]; }

- (BOOL)_hk_managesChildAppearance { return NO; }

- (UIViewController *)presentedViewController {
    UIViewController *root = [self _outermostController];
    return root->_presentedViewController;
}

- (UIViewController *)presentingViewController {
    UIViewController *root = [self _outermostController];
    return root->_presentingViewController;
}

// MARK: Modal presentation (UIKitCore: UIViewController.mm, UIPresentationController.mm)

- (UIModalPresentationStyle)modalPresentationStyle {
    return _hasModalPresentationStyle ? _modalPresentationStyle : UIModalPresentationAutomatic;
}

- (void)setModalPresentationStyle:(UIModalPresentationStyle)style {
    _modalPresentationStyle = style;
    _hasModalPresentationStyle = YES;
    // A presentation controller made for the old style and not used yet is dropped.
    if (_presentationController != nil && _presentingViewController == nil) {
        [_presentationController release];
        _presentationController = nil;
    }
}

- (BOOL)isModalInPresentation { return _modalInPresentation; }
- (void)setModalInPresentation:(BOOL)modalInPresentation { _modalInPresentation = modalInPresentation; }
- (BOOL)isBeingPresented { return _beingPresented; }
- (BOOL)isBeingDismissed { return _beingDismissed; }

- (void)_hk_setBeingPresented:(BOOL)presented beingDismissed:(BOOL)dismissed {
    _beingPresented = presented;
    _beingDismissed = dismissed;
}

// UIKit: the controller's own choice (a transitioning delegate's, UIAlertController's);
// nil lets UIKit pick the class for the modal presentation style.
- (UIPresentationController *)_presentationControllerForPresentedController:(UIViewController *)presented
                                                       presentingController:(UIViewController *)presenting
                                                           sourceController:(UIViewController *)source {
    return nil;
}

- (UIPresentationController *)presentationController {
    if (_presentationController == nil) {
        UIPresentationController *controller =
            [self _presentationControllerForPresentedController:self presentingController:nil sourceController:nil];
        if (controller != nil) {
            _presentationController = [controller retain];
        } else {
            Class cls = HKPresentationControllerClass([self modalPresentationStyle]);
            _presentationController = [[cls alloc] initWithPresentedViewController:self presentingViewController:nil];
        }
    }
    return _presentationController;
}

- (UISheetPresentationController *)sheetPresentationController {
    UIPresentationController *controller = [self presentationController];
    return [controller isKindOfClass:[UISheetPresentationController class]] ? (UISheetPresentationController *)controller : nil;
}

- (UIPopoverPresentationController *)popoverPresentationController {
    if ([self modalPresentationStyle] != UIModalPresentationPopover) return nil;
    UIPresentationController *controller = [self presentationController];
    return [controller isKindOfClass:[UIPopoverPresentationController class]] ? (UIPopoverPresentationController *)controller : nil;
}

- (void)_presentationControllerWillDismiss:(UIPresentationController *)presentationController {}
- (void)_presentationControllerDidDismiss:(UIPresentationController *)presentationController {}

// UIKit's -cancelBeginAppearanceTransition (UIPresentationController.mm transitionDidFinish:
// for a cancelled transition): the controller goes back where it was, with the callbacks.
- (void)cancelBeginAppearanceTransition {
    if (_appearState == HKDisappearing) {
        [self beginAppearanceTransition:YES animated:_appearanceAnimated];
        [self endAppearanceTransition];
    } else if (_appearState == HKAppearing) {
        [self beginAppearanceTransition:NO animated:_appearanceAnimated];
        [self endAppearanceTransition];
    }
}

- (void)_hk_setPresentedViewController:(UIViewController *)presented presentingViewController:(UIViewController *)presenting {
    if (presented != nil) {
        presenting->_presentedViewController = [presented retain];
        presented->_presentingViewController = presenting;
    } else if (presenting != nil && presenting->_presentedViewController != nil) {
        UIViewController *old = presenting->_presentedViewController;
        presenting->_presentedViewController = nil;
        old->_presentingViewController = nil;
        [old autorelease];
    }
}

static void HKCheckCompletion(id completion) {
    if (completion != nil && ![completion isKindOfClass:[HKHandler class]])
        [NSException raise:NSInvalidArgumentException
                    format:@"HostKit has no blocks: pass nil or an HKHandler as the completion"];
}

- (void)presentViewController:(UIViewController *)controller animated:(BOOL)animated completion:(id)completion {
    HKCheckCompletion(completion);
    UIViewController *presenter = [self _outermostController];
    if (controller == nil || presenter->_presentedViewController != nil || controller->_presentingViewController != nil) {
        NSLog(@"Warning: attempt to present %@ on %@ which is already presenting", controller, presenter);
        return;
    }
    [self _presentViewController:controller withAnimationController:nil completion:completion];
}

// UIKitCore: UIViewController.mm -_presentViewController:withAnimationController:completion:
// → -[UIPresentationController _presentWithAnimationController:inWindow:interactionController:animated:handoffData:].
// UIKit passes the animated flag through private steps not modelled here; HostKit presents animated.
- (void)_presentViewController:(UIViewController *)controller withAnimationController:(id)animator completion:(id)completion {
    UIViewController *presenter = [self _outermostController];
    UIPresentationController *presentation = [controller presentationController];
    [presentation _setPresentingViewController:presenter];
    [presentation _hk_setCompletion:completion];
    [presentation _presentWithAnimationController:animator
                                         inWindow:[[presenter view] window]
                            interactionController:nil
                                         animated:YES
                                      handoffData:nil];
}

- (void)dismissViewControllerAnimated:(BOOL)animated completion:(id)completion {
    HKCheckCompletion(completion);
    UIViewController *root = [self _outermostController];
    UIViewController *presenter = root->_presentedViewController != nil ? root : root->_presentingViewController;
    if (presenter == nil) return;
    UIViewController *presented = presenter->_presentedViewController;
    if (presented->_beingDismissed) return;
    [presented->_presentedViewController dismissViewControllerAnimated:NO completion:nil];
    // UIKitCore: the presentation controller runs the dismissal; a sheet being dragged
    // supplies its interaction controller (-_preferredInteractionControllerForTransition:animator:).
    UIPresentationController *presentation = presented->_presentationController;
    [presentation _hk_setCompletion:completion];
    [presentation _dismissWithAnimationController:nil
                            interactionController:[presentation _preferredInteractionControllerForTransition:NO animator:nil]
                                         animated:animated
                                      handoffData:nil];
}

@end
