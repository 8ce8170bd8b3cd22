#import <UIKit/UIView.h>

// The views containers put their children's views in, with UIKit's class names:
// UILayoutContainerView (a navigation or tab bar controller's own view), UITransitionView (where a
// tab bar controller swaps its selected child), UINavigationTransitionView (where a navigation
// controller shows its top controller) and UIViewControllerWrapperView (around a child's view).

// A container's own view: resizing it lays the container out again.
@interface UILayoutContainerView : UIView
@end

@interface UIViewControllerWrapperView : UIView
@end

// UIKitCore (stack trace of a tab switch): -[UITransitionView transition:toView:] →
// -[UITransitionView transition:fromView:toView:removeFromView:] → addSubview. No animation here.
@interface UITransitionView : UIView
- (BOOL)transition:(int)transition toView:(UIView *)toView;
- (BOOL)transition:(int)transition fromView:(UIView *)fromView toView:(UIView *)toView;
- (BOOL)transition:(int)transition fromView:(UIView *)fromView toView:(UIView *)toView removeFromView:(BOOL)removeFromView;
@end

@interface UINavigationTransitionView : UIView
@end

@interface NSObject (HostKitContainerLayout)
// Sent to a UILayoutContainerView's controller (when it implements it) when the view is resized.
- (void)_hk_layoutContainerView;
@end
