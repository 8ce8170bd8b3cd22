#import <UIKit/UIKit.h>

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
    if (![self shouldAutomaticallyForwardAppearanceMethods] || _view == nil) return children;
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

- (UIViewController *)presentedViewController {
    UIViewController *root = [self _outermostController];
    return root->_presentedViewController;
}

- (UIViewController *)presentingViewController {
    UIViewController *root = [self _outermostController];
    return root->_presentingViewController;
}

static void HKRejectCompletion(id completion) {
    if (completion != nil)
        [NSException raise:NSInvalidArgumentException
                    format:@"HostKit has no blocks: pass nil as the completion"];
}

- (void)presentViewController:(UIViewController *)controller animated:(BOOL)animated completion:(id)completion {
    HKRejectCompletion(completion);
    UIViewController *presenter = [self _outermostController];
    if (controller == nil || presenter->_presentedViewController != nil || controller->_presentingViewController != nil) {
        NSLog(@"Warning: attempt to present %@ on %@ which is already presenting", controller, presenter);
        return;
    }
    UIView *presenterView = [presenter view];
    UIView *container = [presenterView superview];
    presenter->_presentedViewController = [controller retain];
    controller->_presentingViewController = presenter;
    presenter->_presentingViewSuperview = container;

    BOOL visible = presenter->_appearState == HKAppeared;
    if (visible) {
        [presenter beginAppearanceTransition:NO animated:animated];
        [controller beginAppearanceTransition:YES animated:animated];
    }
    [[controller view] setFrame:[presenterView frame]];
    [container addSubview:[controller view]];
    if (visible) [controller endAppearanceTransition];
    [presenterView removeFromSuperview];
    if (visible) [presenter endAppearanceTransition];
}

- (void)dismissViewControllerAnimated:(BOOL)animated completion:(id)completion {
    HKRejectCompletion(completion);
    UIViewController *root = [self _outermostController];
    UIViewController *presenter = root->_presentedViewController != nil ? root : root->_presentingViewController;
    if (presenter == nil) return;
    UIViewController *presented = presenter->_presentedViewController;
    [presented->_presentedViewController dismissViewControllerAnimated:NO completion:nil];

    BOOL visible = presented->_appearState == HKAppeared;
    if (visible) {
        [presented beginAppearanceTransition:NO animated:animated];
        [presenter beginAppearanceTransition:YES animated:animated];
    }
    UIView *container = presenter->_presentingViewSuperview;
    [container addSubview:[presenter view]];
    if (visible) [presenter endAppearanceTransition];
    [[presented view] removeFromSuperview];
    if (visible) [presented endAppearanceTransition];

    presenter->_presentedViewController = nil;
    presenter->_presentingViewSuperview = nil;
    presented->_presentingViewController = nil;
    [presented release];
}

@end
