#import <UIKit/UIKit.h>

static const CGFloat HKTabBarHeight = 49;

@implementation UITabBarController

- (id)init {
    if ((self = [super init])) {
        _viewControllers = [[NSArray alloc] init];
        _tabBar = [[UITabBar alloc] initWithFrame:CGRectMake(0, 568 - HKTabBarHeight, 320, HKTabBarHeight)];
        [_tabBar setDelegate:self];
        [_tabBar setLocked:YES];
    }
    return self;
}

- (void)dealloc {
    for (UIViewController *controller in _viewControllers) [[controller tabBarItem] _hk_setTarget:nil action:NULL];
    [_tabBar setLocked:NO];
    [_tabBar setDelegate:nil];
    [_tabBar release];
    [_viewControllers release];
    [_transitionView release];
    [super dealloc];
}

- (UITabBar *)tabBar { return _tabBar; }
- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }

- (void)loadView {
    UILayoutContainerView *view = [[UILayoutContainerView alloc] initWithFrame:CGRectMake(0, 0, 320, 568)];
    [self setView:view];
    [view release];
    _transitionView = [[UITransitionView alloc] initWithFrame:CGRectZero];
    [_view addSubview:_transitionView];
    [_view addSubview:_tabBar];
    [self _hk_layoutContainerView];
    if (_selectedViewController != nil)
        [_transitionView transition:0 toView:[self _wrapperViewForViewController:_selectedViewController]];
}

- (void)_hk_layoutContainerView {
    if (_view == nil) return;
    CGRect bounds = [_view bounds];
    CGFloat top = bounds.size.height > HKTabBarHeight ? bounds.size.height - HKTabBarHeight : 0;
    [_tabBar setFrame:CGRectMake(0, top, bounds.size.width, HKTabBarHeight)];
    [_transitionView setFrame:CGRectMake(0, 0, bounds.size.width, top)];
}

- (UIView *)_wrapperViewForViewController:(UIViewController *)viewController {
    UIView *view = [viewController view];
    if ([[view superview] isKindOfClass:[UIViewControllerWrapperView class]]) return [view superview];
    UIViewControllerWrapperView *wrapper =
        [[[UIViewControllerWrapperView alloc] initWithFrame:[_transitionView bounds]] autorelease];
    [view setFrame:[wrapper bounds]];
    [wrapper addSubview:view];
    return wrapper;
}

- (NSArray *)viewControllers { return _viewControllers; }
- (void)setViewControllers:(NSArray *)viewControllers { [self setViewControllers:viewControllers animated:NO]; }

// The old children leave (the shown one disappears when visible), the new ones join; the
// previous selection stays if it is still there, else the first one is selected.
- (void)setViewControllers:(NSArray *)viewControllers animated:(BOOL)animated {
    if (viewControllers == nil) viewControllers = [NSArray array];
    NSArray *old = [[_viewControllers retain] autorelease];
    UIViewController *previous = _selectedViewController;
    BOOL visible = [self _isAppearedOrAppearing];
    BOOL keepSelection = previous != nil && [viewControllers indexOfObjectIdenticalTo:previous] != NSNotFound;
    if (!keepSelection && previous != nil) {
        if (visible) [previous beginAppearanceTransition:NO animated:animated];
        [[[previous view] superview] removeFromSuperview];
        [[previous view] removeFromSuperview];
        if (visible) [previous endAppearanceTransition];
        _selectedViewController = nil;
    }
    for (UIViewController *controller in old) {
        if ([viewControllers indexOfObjectIdenticalTo:controller] != NSNotFound) continue;
        [[controller tabBarItem] _hk_setTarget:nil action:NULL];
        [controller willMoveToParentViewController:nil];
        [controller removeFromParentViewController];
    }
    NSArray *copy = [viewControllers copy];
    [_viewControllers release];
    _viewControllers = copy;
    for (UIViewController *controller in _viewControllers) {
        if ([controller parentViewController] == self) continue;
        [self addChildViewController:controller];
        [controller didMoveToParentViewController:self];
    }
    [self _hk_rebuildTabBarItems];
    if (_selectedViewController == nil && [_viewControllers count] > 0) {
        UIViewController *first = [_viewControllers objectAtIndex:0];
        if ([self isViewLoaded]) {
            [self transitionFromViewController:nil toViewController:first transition:0 shouldSetSelected:YES];
        } else {
            _selectedViewController = first;
            [self _setSelectedTabBarItem:[first tabBarItem]];
        }
    }
}

- (void)_hk_rebuildTabBarItems {
    NSMutableArray *items = [NSMutableArray array];
    for (UIViewController *controller in _viewControllers) {
        UITabBarItem *item = [controller tabBarItem];
        [item _hk_setTarget:self action:@selector(_tabBarItemClicked:)];
        [items addObject:item];
    }
    BOOL locked = [_tabBar isLocked];
    [_tabBar setLocked:NO];
    [_tabBar setItems:items animated:NO];
    [_tabBar setSelectedItem:[_selectedViewController tabBarItem]];
    [_tabBar setLocked:locked];
}

- (UIViewController *)selectedViewController { return _selectedViewController; }

- (NSUInteger)selectedIndex {
    return _selectedViewController != nil ? [_viewControllers indexOfObjectIdenticalTo:_selectedViewController] : NSNotFound;
}

- (void)setSelectedIndex:(NSUInteger)index {
    if (index >= [_viewControllers count]) return;
    [self setSelectedViewController:[_viewControllers objectAtIndex:index]];
}

// Stack trace of a tab switch: -setSelectedViewController: → -_setSelectedViewController:performUpdates:
// → -transitionFromViewController:toViewController:transition:shouldSetSelected:.
- (void)setSelectedViewController:(UIViewController *)viewController {
    [self _setSelectedViewController:viewController performUpdates:YES];
}

- (void)_setSelectedViewController:(UIViewController *)viewController performUpdates:(BOOL)performUpdates {
    if (viewController == nil || [_viewControllers indexOfObjectIdenticalTo:viewController] == NSNotFound) return;
    if (viewController == _selectedViewController) return;
    if ([self isViewLoaded]) {
        [self transitionFromViewController:_selectedViewController toViewController:viewController transition:0 shouldSetSelected:YES];
    } else {
        _selectedViewController = viewController;
        [self _setSelectedTabBarItem:[viewController tabBarItem]];
    }
}

// The new tab is told first (public logs of a tab switch: new viewWillAppear, old
// viewWillDisappear, old viewDidDisappear, new viewDidAppear); the views swap in the
// UITransitionView.
- (void)transitionFromViewController:(UIViewController *)fromViewController
                    toViewController:(UIViewController *)toViewController
                          transition:(int)transition
                   shouldSetSelected:(BOOL)shouldSetSelected {
    BOOL visible = [self _isAppearedOrAppearing];
    if (visible) {
        [toViewController beginAppearanceTransition:YES animated:NO];
        [fromViewController beginAppearanceTransition:NO animated:NO];
    }
    if (shouldSetSelected) {
        _selectedViewController = toViewController;
        [self _setSelectedTabBarItem:[toViewController tabBarItem]];
    }
    UIView *fromWrapper = [[[fromViewController view] superview] retain];
    [_transitionView transition:transition fromView:fromWrapper toView:[self _wrapperViewForViewController:toViewController]];
    [fromWrapper release];
    if (visible) {
        [fromViewController endAppearanceTransition];
        [toViewController endAppearanceTransition];
    }
}

- (void)_setSelectedTabBarItem:(UITabBarItem *)item {
    BOOL locked = [_tabBar isLocked];
    [_tabBar setLocked:NO];
    [_tabBar setSelectedItem:item];
    [_tabBar setLocked:locked];
}

- (UIViewController *)_viewControllerForTabBarItem:(UITabBarItem *)item {
    for (UIViewController *controller in _viewControllers) {
        if ([controller tabBarItem] == item) return controller;
    }
    return nil;
}

// UIKitCore (26.1) has no -[UITabBarController tabBar:didSelectItem:] (of UITabBarDelegate it
// implements the customizing methods only): the bar asks respondsToSelector: first, so only
// a subclass of the app's that implements it is told.

// A user's tap on a tab (stack trace: -[UITabBar _sendAction:withEvent:] → -[UIApplication
// sendAction:to:from:forEvent:] → here → -_setSelectedViewControllerAndNotify: →
// -setSelectedViewController:). The delegate may refuse (the tab bar then shows the selected
// tab again); a tap on the selected tab of a UINavigationController pops it to its root. The
// decompiled body was not read: the order (shouldSelect, pop to root, select, didSelect) follows
// Apple's docs of UITabBarControllerDelegate.
- (void)_tabBarItemClicked:(id)item {
    UIViewController *controller = [self _viewControllerForTabBarItem:item];
    if (controller == nil) return;
    id delegate = _delegate;
    if ([delegate respondsToSelector:@selector(tabBarController:shouldSelectViewController:)] &&
        ![delegate tabBarController:self shouldSelectViewController:controller]) {
        [self _setSelectedTabBarItem:[_selectedViewController tabBarItem]];
        return;
    }
    if (controller == _selectedViewController && [controller isKindOfClass:[UINavigationController class]])
        [(UINavigationController *)controller popToRootViewControllerAnimated:YES];
    [self _setSelectedViewControllerAndNotify:controller];
}

- (void)_tabBarDidChangeSelectionToItem:(UITabBarItem *)item { [self _tabBarItemClicked:item]; }

- (void)_setSelectedViewControllerAndNotify:(UIViewController *)viewController {
    [self setSelectedViewController:viewController];
    id delegate = _delegate;
    if ([delegate respondsToSelector:@selector(tabBarController:didSelectViewController:)])
        [delegate tabBarController:self didSelectViewController:viewController];
}

@end
