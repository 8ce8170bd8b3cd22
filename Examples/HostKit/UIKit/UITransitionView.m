#import <UIKit/UIKit.h>

@implementation UILayoutContainerView

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    id controller = [self _viewDelegate];
    if ([controller respondsToSelector:@selector(_hk_layoutContainerView)]) [controller _hk_layoutContainerView];
}

@end

@implementation UIViewControllerWrapperView

// The child's view fills it.
- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    for (UIView *view in [self subviews]) [view setFrame:[self bounds]];
}

@end

@implementation UITransitionView

- (BOOL)transition:(int)transition toView:(UIView *)toView {
    UIView *fromView = [[[self subviews] lastObject] retain];
    BOOL done = [self transition:transition fromView:fromView toView:toView removeFromView:YES];
    [fromView release];
    return done;
}

- (BOOL)transition:(int)transition fromView:(UIView *)fromView toView:(UIView *)toView {
    return [self transition:transition fromView:fromView toView:toView removeFromView:YES];
}

- (BOOL)transition:(int)transition fromView:(UIView *)fromView toView:(UIView *)toView removeFromView:(BOOL)removeFromView {
    if (toView == fromView) return NO;
    if (toView != nil) {
        [toView setFrame:[self bounds]];
        [self addSubview:toView];
    }
    if (removeFromView && [fromView superview] == self) [fromView removeFromSuperview];
    return YES;
}

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    for (UIView *view in [self subviews]) [view setFrame:[self bounds]];
}

@end

@implementation UINavigationTransitionView

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    for (UIView *view in [self subviews]) [view setFrame:[self bounds]];
}

@end
