#import <UIKit/UIView.h>

@class UIContextualAction;
@class UISwipeActionButton;

// UIRectEdge values UIKit uses for the pull view's cell edge.
enum { HKPullViewCellEdgeLeft = 2, HKPullViewCellEdgeRight = 8 };

// UIKit's private view of a row's revealed actions (UISwipeActionPullView.mm): one
// UISwipeActionStandardButton per action, each with the pull view as target of
// _tappedButton: (TouchUpInside), _pressedButton: (TouchDown) and _unpressedButton:
// (TouchUpOutside | TouchCancel). Its delegate (not retained) is the UISwipeOccurrence.
@interface UISwipeActionPullView : UIView {
    NSUInteger _cellEdge;
    NSUInteger _style;
    id _delegate;                 // weak in UIKit
    NSArray *_actions;            // the configuration's actions, reversed
    NSMutableArray *_buttons;     // one per action, in _actions' order
    UISwipeActionButton *_pressedButton;
    BOOL _swipeActionsDidChange;
    CGFloat _openThreshold;
    CGFloat _confirmationThreshold;
    CGFloat _currentOffset;
    NSInteger _state;
}
- (id)initWithFrame:(CGRect)frame cellEdge:(NSUInteger)cellEdge style:(NSUInteger)style;
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (NSUInteger)cellEdge;
- (NSInteger)state;
- (void)setState:(NSInteger)state;
- (void)configureWithSwipeActions:(NSArray *)actions;
- (BOOL)hasActions;
- (NSUInteger)_swipeActionCount;
- (UIContextualAction *)primarySwipeAction;
- (BOOL)primaryActionIsDestructive;
- (CGFloat)openThreshold;
- (CGFloat)confirmationThreshold;
- (CGFloat)_directionalMultiplier;
- (Class)_buttonClass;
- (void)layoutSubviews;
- (void)_rebuildButtons;
- (void)moveToOffset:(CGFloat)offset extraOffset:(CGFloat)extraOffset animator:(id)animator
    usingSpringWithStiffness:(CGFloat)stiffness initialVelocity:(CGFloat)velocity;
- (void)_performAction:(UIContextualAction *)action offset:(CGFloat)offset extraOffset:(CGFloat)extraOffset;
- (UIView *)sourceViewForAction:(UIContextualAction *)action;
- (void)freeze;
- (void)resetView;
// Targets of the buttons.
- (void)_tappedButton:(id)button;
- (void)_pressedButton:(id)button;
- (void)_unpressedButton:(id)button;
@end
