#import <UIKit/UIResponder.h>
#import <UIKit/UIGeometry.h>
#import <UIKit/UIInteraction.h>

@class UIWindow;
@class UIViewController;
@class UIGestureRecognizer;

@interface UIView : UIResponder {
    CGRect _frame;
    UIView *_superview;              // not retained: the superview owns its subviews
    NSMutableArray *_subviews;
    NSArray *_subviewCache;          // what -subviews answers until the subviews change
    NSInteger _tag;
    NSString *_accessibilityIdentifier;
    NSString *_accessibilityLabel;
    BOOL _hidden;
    BOOL _userInteractionEnabled;
    NSMutableArray *_gestureRecognizers;
    UIViewController *_viewDelegate; // not retained: the controller owns its view
    NSMutableArray *_interactions;   // id<UIInteraction>, retained (iOS 11+)
}

- (id)initWithFrame:(CGRect)frame;

- (CGRect)frame;
- (void)setFrame:(CGRect)frame;
- (CGRect)bounds;

- (UIView *)superview;
- (NSArray *)subviews;
- (UIWindow *)window;
- (void)addSubview:(UIView *)view;
- (void)removeFromSuperview;
- (BOOL)isDescendantOfView:(UIView *)view;
- (UIView *)viewWithTag:(NSInteger)tag;

// Overridable notifications, sent in UIKit's order around a move.
- (void)willMoveToSuperview:(UIView *)newSuperview;
- (void)didMoveToSuperview;
- (void)willMoveToWindow:(UIWindow *)newWindow;
- (void)didMoveToWindow;

- (NSInteger)tag;
- (void)setTag:(NSInteger)tag;
- (NSString *)accessibilityIdentifier;
- (void)setAccessibilityIdentifier:(NSString *)identifier;
// UIAccessibility (an informal protocol on NSObject in UIKit): what VoiceOver says; an
// icon's name when it shows no title.
- (NSString *)accessibilityLabel;
- (void)setAccessibilityLabel:(NSString *)label;
- (BOOL)isHidden;
- (void)setHidden:(BOOL)hidden;
- (BOOL)isUserInteractionEnabled;
- (void)setUserInteractionEnabled:(BOOL)enabled;

- (NSArray *)gestureRecognizers;
- (void)addGestureRecognizer:(UIGestureRecognizer *)recognizer;
- (void)removeGestureRecognizer:(UIGestureRecognizer *)recognizer;

// Interactions (UIContextMenuInteraction, ...): retained by the view; each is told
// willMoveToView: and didMoveToView: around being attached or detached.
- (NSArray *)interactions;
- (void)addInteraction:(id<UIInteraction>)interaction;
- (void)removeInteraction:(id<UIInteraction>)interaction;

- (CGPoint)convertPoint:(CGPoint)point toView:(UIView *)view;
- (CGPoint)convertPoint:(CGPoint)point fromView:(UIView *)view;
- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event;
- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event;

@end

@interface UIView (UIKitInternal)
// The controller whose root view this is; it becomes the view's next responder.
- (UIViewController *)_viewDelegate;
- (void)_setViewDelegate:(UIViewController *)controller;
// Visible and accepting touches, itself and every ancestor, inside a window.
- (BOOL)_isInteractive;
@end

@interface UIView (HostKitSubviewCache)
// Drops the array -subviews answers (UIKitCore: UIView.mm -_backing_invalidateSubviewCache),
// after any change to the subviews.
- (void)_invalidateSubviewCache;
@end
