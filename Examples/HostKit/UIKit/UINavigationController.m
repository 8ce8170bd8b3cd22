#import <UIKit/UIKit.h>

@implementation UINavigationController

- (id)initWithRootViewController:(UIViewController *)rootViewController {
    if ((self = [super init])) {
        [self addChildViewController:rootViewController];
        [rootViewController didMoveToParentViewController:self];
    }
    return self;
}

- (void)loadView {
    [super loadView];
    [self _showView:[[self topViewController] view]];
}

- (void)_showView:(UIView *)view {
    [view setFrame:[_view bounds]];
    [_view addSubview:view];
}

- (NSArray *)viewControllers { return [self childViewControllers]; }
- (UIViewController *)topViewController { return [_childViewControllers lastObject]; }

- (UIViewController *)visibleViewController {
    UIViewController *presented = [self presentedViewController];
    return presented != nil ? presented : [self topViewController];
}

// Both sides of the transition are told before either finishes, as UIKit does.
- (void)_transitionFrom:(UIViewController *)from to:(UIViewController *)to animated:(BOOL)animated {
    BOOL visible = [self _isAppearedOrAppearing];
    if (visible) {
        [from beginAppearanceTransition:NO animated:animated];
        [to beginAppearanceTransition:YES animated:animated];
    }
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

@end
