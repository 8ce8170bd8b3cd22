#import <UIKit/UIView.h>

@class UIMenu;
@class UIMenuElement;
@class UIGestureRecognizer;
@class UITapGestureRecognizer;
@class _UIContextMenuView;
@class _UIFulfilledContextMenuConfiguration;

// UIKit's _UIContextMenuContainerView: the full-window view the menu lives in, added to
// the source view's window (no window of its own).
@interface _UIContextMenuContainerView : UIView
@end

// UIKit's preview platter (the source's preview next to the menu); HostKit shows one only
// when the configuration has a preview action. (iOS 17/18 class name; iOS 26 renames the
// base _UIMorphPlatterViewBase.)
@interface _UIMorphingPlatterView : UIView
@end

// UIKit's _UIContextMenuUIController (_UIContextMenuUIController.mm): builds and tears
// down the views of one menu; its delegate is the _UIContextMenuPresentation.
@interface _UIContextMenuUIController : NSObject {
    id _delegate; // not retained
    _UIFulfilledContextMenuConfiguration *_menuConfiguration;
    id _menuStyle;
    _UIContextMenuContainerView *_platterContainerView;
    _UIMorphingPlatterView *_contentPlatterView;
    _UIContextMenuView *_menuView;
    UITapGestureRecognizer *_dismissalTapGestureRecognizer;
    UITapGestureRecognizer *_platterActionTapGestureRecognizer;
    UIView *_sourceView; // not retained
    NSInteger _state;    // 1 presented, 0 not
}
- (id)initWithConfiguration:(_UIFulfilledContextMenuConfiguration *)configuration style:(id)style;
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (_UIFulfilledContextMenuConfiguration *)menuConfiguration;
- (UIView *)platterContainerView;
- (UIView *)contentPlatterView;
- (_UIContextMenuView *)menuView;
- (UITapGestureRecognizer *)dismissalTapGestureRecognizer;
- (void)presentationTransitionWillBegin;
- (void)dismissalTransitionWillBegin;
- (void)dismissalTransitionDidEnd;
- (BOOL)_isPresented;
- (void)_handleDismissalTapGesture:(UIGestureRecognizer *)gesture;
- (void)_handlePlatterActionTapGesture:(UIGestureRecognizer *)gesture;
- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gesture;
- (void)_displayMenu:(UIMenu *)menu updateType:(NSUInteger)type;
// From the menu view (its delegate).
- (void)contextMenuView:(_UIContextMenuView *)view didSelectElement:(UIMenuElement *)element;
- (UIMenu *)contextMenuView:(_UIContextMenuView *)view willDisplayMenu:(UIMenu *)menu;
- (void)didSelectCancelActionInContextMenuView:(_UIContextMenuView *)view;
@end

@interface _UIContextMenuUIController (HostKit)
// Where the menu goes: the view the interaction belongs to (not a UIKit method).
- (void)_hk_setSourceView:(UIView *)view;
@end
