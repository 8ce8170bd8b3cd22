#import <UIKit/UIKit.h>

// HostKit's frames (a 320x568 window): a 20 point status area, the bar, the toolbar at the
// bottom when shown, the content in between.
static const CGFloat HKStatusAreaHeight = 20;
static const CGFloat HKNavigationBarHeight = 44;
static const CGFloat HKToolbarHeight = 44;

@implementation UINavigationController

- (id)initWithRootViewController:(UIViewController *)rootViewController {
    if ((self = [super init])) {
        [self addChildViewController:rootViewController];
        [rootViewController didMoveToParentViewController:self];
    }
    return self;
}

- (void)dealloc {
    [_navigationBar setLocked:NO];
    [_navigationBar setDelegate:nil];
    [_navigationBar release];
    [_toolbar release];
    [_hkTransitionView release];
    [super dealloc];
}

- (void)loadView {
    UILayoutContainerView *view = [[UILayoutContainerView alloc] initWithFrame:CGRectMake(0, 0, 320, 568)];
    [self setView:view];
    [view release];
    _hkTransitionView = [[UINavigationTransitionView alloc] initWithFrame:CGRectZero];
    [_view addSubview:_hkTransitionView];
    [_view addSubview:[self navigationBar]];
    [_view addSubview:[self toolbar]];
    [self _hk_layoutContainerView];
    [self _showView:[[self topViewController] view]];
}

- (void)_hk_layoutContainerView {
    if (_view == nil) return;
    CGRect bounds = [_view bounds];
    CGFloat top = HKStatusAreaHeight + HKNavigationBarHeight;
    CGFloat bottom = bounds.size.height;
    [[self navigationBar] setFrame:CGRectMake(0, HKStatusAreaHeight, bounds.size.width, HKNavigationBarHeight)];
    [[self toolbar] setHidden:!_hkToolbarShown];
    if (_hkToolbarShown) {
        bottom -= HKToolbarHeight;
        [[self toolbar] setFrame:CGRectMake(0, bottom, bounds.size.width, HKToolbarHeight)];
    }
    [_hkTransitionView setFrame:CGRectMake(0, top, bounds.size.width, bottom > top ? bottom - top : 0)];
}

// The top controller's view goes in a fresh wrapper in the transition view (replacing the
// previous wrapper).
- (void)_showView:(UIView *)view {
    UIViewControllerWrapperView *wrapper = [[UIViewControllerWrapperView alloc] initWithFrame:[_hkTransitionView bounds]];
    [view setFrame:[wrapper bounds]];
    [wrapper addSubview:view];
    for (UIView *old in [_hkTransitionView subviews]) [old removeFromSuperview];
    [_hkTransitionView addSubview:wrapper];
    [wrapper release];
}

- (NSArray *)viewControllers { return [self childViewControllers]; }
- (UIViewController *)topViewController { return [_childViewControllers lastObject]; }

- (UIViewController *)visibleViewController {
    UIViewController *presented = [self presentedViewController];
    return presented != nil ? presented : [self topViewController];
}

- (UINavigationBar *)navigationBar {
    if (_navigationBar == nil) {
        _navigationBar = [[UINavigationBar alloc] initWithFrame:CGRectMake(0, HKStatusAreaHeight, 320, HKNavigationBarHeight)];
        [_navigationBar setDelegate:self];
        [_navigationBar setLocked:YES];
        [self _hk_showBarsFor:[self topViewController] animated:NO];
    }
    return _navigationBar;
}

- (UIToolbar *)toolbar {
    if (_toolbar == nil) {
        _toolbar = [[UIToolbar alloc] initWithFrame:CGRectMake(0, 568 - HKToolbarHeight, 320, HKToolbarHeight)];
        [_toolbar setHidden:YES];
        [_toolbar setItems:[[self topViewController] toolbarItems]];
    }
    return _toolbar;
}

- (BOOL)isToolbarHidden { return !_hkToolbarShown; }
- (void)setToolbarHidden:(BOOL)hidden { [self setToolbarHidden:hidden animated:NO]; }
- (void)setToolbarHidden:(BOOL)hidden animated:(BOOL)animated {
    _hkToolbarShown = !hidden;
    [self _hk_layoutContainerView];
}

- (void)_hk_updateToolbarItemsAnimated:(BOOL)animated {
    if (_toolbar != nil) [_toolbar setItems:[[self topViewController] toolbarItems] animated:animated];
}

// The bar shows the items of the controllers up to `top` (the one being shown), and the
// toolbar its toolbarItems.
- (void)_hk_showBarsFor:(UIViewController *)top animated:(BOOL)animated {
    NSUInteger index = [_childViewControllers indexOfObjectIdenticalTo:top];
    NSMutableArray *items = [NSMutableArray array];
    if (index != NSNotFound) {
        for (NSUInteger i = 0; i <= index; i++) [items addObject:[[_childViewControllers objectAtIndex:i] navigationItem]];
    }
    [_navigationBar _hk_setItems:items];
    if (_toolbar != nil) [_toolbar setItems:[top toolbarItems] animated:animated];
}

// Both sides of the transition are told before either finishes, as UIKit does.
- (void)_transitionFrom:(UIViewController *)from to:(UIViewController *)to animated:(BOOL)animated {
    BOOL visible = [self _isAppearedOrAppearing];
    if (visible) {
        [from beginAppearanceTransition:NO animated:animated];
        [to beginAppearanceTransition:YES animated:animated];
    }
    [self _hk_showBarsFor:to animated:animated];
    if ([self isViewLoaded]) {
        [[from view] removeFromSuperview];
        [self _showView:[to view]];
    }
    if (visible) {
        [from endAppearanceTransition];
        [to endAppearanceTransition];
    }
}

- (void)pushViewController:(UIViewController *)controller animated:(BOOL)animated {
    if (controller == nil || [_childViewControllers indexOfObjectIdenticalTo:controller] != NSNotFound) return;
    UIViewController *from = [self topViewController];
    [self addChildViewController:controller];
    [self _transitionFrom:from to:controller animated:animated];
    [controller didMoveToParentViewController:self];
}

- (UIViewController *)popViewControllerAnimated:(BOOL)animated {
    NSUInteger count = [_childViewControllers count];
    if (count < 2) return nil;
    UIViewController *from = [[[_childViewControllers lastObject] retain] autorelease];
    UIViewController *to = [_childViewControllers objectAtIndex:count - 2];
    [from willMoveToParentViewController:nil];
    [self _transitionFrom:from to:to animated:animated];
    [from removeFromParentViewController];
    return from;
}

- (NSArray *)popToRootViewControllerAnimated:(BOOL)animated {
    NSUInteger count = [_childViewControllers count];
    if (count < 2) return nil;
    NSArray *popped = [_childViewControllers subarrayWithRange:NSMakeRange(1, count - 1)];
    UIViewController *from = [popped lastObject];
    UIViewController *root = [_childViewControllers objectAtIndex:0];
    for (UIViewController *c in popped) [c willMoveToParentViewController:nil];
    [self _transitionFrom:from to:root animated:animated];
    for (UIViewController *c in popped) [c removeFromParentViewController];
    return popped;
}

// UINavigationBarDelegate. The back button reaches here through
// -[UINavigationBar _sendNavigationPopForBackBarButtonItem:] with the top item: the navigation
// controller pops its top controller itself (animated) and answers NO so that the bar, already
// updated, does not pop again. (Ambiguous: the decompiled body was not read; apps that override
// this method and call -popViewControllerAnimated: themselves rely on the controller doing the pop.)
- (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item {
    if ([_childViewControllers count] > 1 && [[self topViewController] navigationItem] == item) {
        [self popViewControllerAnimated:YES];
        return NO;
    }
    return YES;
}

@end
