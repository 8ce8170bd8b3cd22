#import <UIKit/UIScrollView.h>

@class UIInterfaceAction;
@class UIInterfaceActionGroupView;
@class UIInterfaceActionSelectionTrackingController;
@class UILongPressGestureRecognizer;
@class UIGestureRecognizer;

// UIKit's private action-sheet/alert machinery (UIKitCore: UIInterfaceAction.mm,
// UIInterfaceActionGroupView, UIInterfaceActionSelectionTrackingController.mm). The buttons of
// an alert are representation views, not UIControls; ONE long-press recogniser on the group view
// tracks the finger for all of them.

// Who runs an action's handler: the group view, which hands it to its invocation delegate.
@protocol _UIInterfaceActionPresenting <NSObject>
- (void)interfaceAction:(UIInterfaceAction *)action invokeActionHandler:(id)handler completion:(id)completion;
@end

@interface UIInterfaceAction : NSObject {
    NSString *_title;
    NSInteger _type;
    UIView *_customContentView;
    id _handler;
    id _presentingController; // weak: not retained
    BOOL _enabled;
}
+ (id)actionWithTitle:(NSString *)title type:(NSInteger)type handler:(id)handler;
+ (id)actionWithCustomContentView:(UIView *)view handler:(id)handler;
- (NSString *)title;
- (void)setTitle:(NSString *)title;
- (NSInteger)type;
- (BOOL)isEnabled;
- (void)setEnabled:(BOOL)enabled;
- (UIView *)customContentView;
- (id)handler;
- (id)_presentingController;
- (void)_setPresentingController:(id)controller;
// UIKit: -[_presentingController interfaceAction:invokeActionHandler:completion:].
// DEVIATION: the completion block is always nil here (UIKit passes an empty one).
- (void)_invokeHandlerWithCompletionBlock:(id)completion;
@end

@interface UIInterfaceActionGroup : NSObject {
    NSArray *_actionsBySection;
    UIInterfaceAction *_preferredAction;
}
+ (id)actionGroupWithActionsBySection:(NSArray *)sections;
- (NSArray *)actionsBySection;
- (NSArray *)actions;
- (UIInterfaceAction *)preferredAction;
- (void)setPreferredAction:(UIInterfaceAction *)action;
@end

// One action's button (UIKit: UIInterfaceActionRepresentationView, not a UIControl).
@interface UIInterfaceActionRepresentationView : UIView {
    UIInterfaceAction *_action;
    BOOL _highlighted;
}
- (id)initWithAction:(UIInterfaceAction *)action;
- (UIInterfaceAction *)action;
- (BOOL)isHighlighted;
- (void)setHighlighted:(BOOL)highlighted;
@end

// The representation of an action with a custom content view (an alert's action view).
@interface _UIInterfaceActionCustomViewRepresentationView : UIInterfaceActionRepresentationView
@end

// The scrolling column of representation views (the tracking controller's actionsScrollView).
@interface _UIInterfaceActionRepresentationsSequenceView : UIScrollView
@end

@interface UIInterfaceActionGroupView : UIView <_UIInterfaceActionPresenting> {
    UIInterfaceActionGroup *_actionGroup;
    id _actionHandlerInvocationDelegate; // weak: not retained
    UIInterfaceActionSelectionTrackingController *_actionSelectionController;
    _UIInterfaceActionRepresentationsSequenceView *_actionSequenceView;
    NSMutableArray *_representationViews;
    BOOL _needsInitialViewLoading;
    CGFloat _hk_rowHeight;
}
- (id)initWithActionGroup:(UIInterfaceActionGroup *)group actionHandlerInvocationDelegate:(id)delegate;
- (UIInterfaceActionGroup *)actionGroup;
- (void)setActionGroup:(UIInterfaceActionGroup *)group;
- (UIInterfaceActionSelectionTrackingController *)actionSelectionController;
- (void)_loadViewsIfNeeded;
- (void)_setUsAsThePresentingViewControllerForAllActions;
@end

@interface UIInterfaceActionGroupView (HostKit)
- (void)_hk_setRowHeight:(CGFloat)height;
@end

@interface UIInterfaceActionSelectionTrackingController : NSObject {
    UIView *_trackableContainerView;  // weak: not retained
    UIScrollView *_actionsScrollView; // weak: not retained
    UILongPressGestureRecognizer *_selectionGestureRecognizer;
    NSArray *_representationViews;
    BOOL _scrubbingEnabled;
}
- (id)initWithTrackableContainerView:(UIView *)view actionsScrollView:(UIScrollView *)scrollView;
- (UIView *)trackableContainerView;
- (UIScrollView *)actionsScrollView;
- (UILongPressGestureRecognizer *)selectionGestureRecognizer;
- (NSArray *)representationViews;
- (void)setRepresentationViews:(NSArray *)views;
- (BOOL)scrubbingEnabled;
- (void)setScrubbingEnabled:(BOOL)enabled;
- (void)deselectAllActions;
- (void)_initializeSelectionGestureRecognizer;
- (void)_handleActionSelectionGestureRecognizer:(UIGestureRecognizer *)recognizer;
- (BOOL)_isPresentedAndVisible;
- (id)_actionViewAtCurrentLocationForGestureRecognizer:(UIGestureRecognizer *)recognizer;
- (id)_actionViewIncludingCooperatingActionViewsAtCurrentLocationForGestureRecognizer:(UIGestureRecognizer *)recognizer;
- (NSArray *)_allActionViewsIncludingCooperatingActionViews;
- (void)_invokeHandlerForInterfaceAction:(UIInterfaceAction *)action;
- (void)_clearSystemProvidedGestureRecognizer;
@end
