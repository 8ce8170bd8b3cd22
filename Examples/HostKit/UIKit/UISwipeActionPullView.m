#import <UIKit/UIKit.h>
#include <math.h>

@implementation UISwipeActionPullView

// UIKitCore: UISwipeActionPullView.mm -initWithFrame:cellEdge:style:.
- (id)initWithFrame:(CGRect)frame cellEdge:(NSUInteger)cellEdge style:(NSUInteger)style {
    if ((self = [super initWithFrame:frame])) {
        _cellEdge = cellEdge;
        _style = style;
    }
    return self;
}

- (void)dealloc {
    [_actions release];
    [_buttons release];
    [_pressedButton release];
    [super dealloc];
}

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }
- (NSUInteger)cellEdge { return _cellEdge; }
- (NSInteger)state { return _state; }
- (void)setState:(NSInteger)state { _state = state; }
- (BOOL)hasActions { return [_actions count] > 0; }
- (NSUInteger)_swipeActionCount { return [_actions count]; }

// UIKitCore: UISwipeActionPullView.mm -configureWithSwipeActions: (the actions reversed;
// the buttons are rebuilt at the next layout).
- (void)configureWithSwipeActions:(NSArray *)actions {
    NSArray *reversed = [[actions reverseObjectEnumerator] allObjects];
    [reversed retain];
    [_actions release];
    _actions = reversed;
    [self setState:0];
    _swipeActionsDidChange = YES;
}

// UIKitCore: UISwipeActionPullView.mm -primarySwipeAction (the last of the reversed actions:
// the configuration's first).
- (UIContextualAction *)primarySwipeAction {
    NSUInteger count = [self _swipeActionCount];
    return count > 0 ? [_actions objectAtIndex:count - 1] : nil;
}

- (BOOL)primaryActionIsDestructive { return [[self primarySwipeAction] isDestructive]; }

// UIKitCore: UISwipeActionPullView.mm -_directionalMultiplier (-1 on the right edge).
- (CGFloat)_directionalMultiplier { return _cellEdge == HKPullViewCellEdgeRight ? -1 : 1; }

// UIKitCore: UISwipeActionPullView.mm -_buttonClass (UISwipeActionStandardButton for the styles HostKit has).
- (Class)_buttonClass { return [UISwipeActionStandardButton class]; }

// UIKitCore: UISwipeActionPullView.mm -openThreshold (after a layout: the buttons' widths,
// signed by the edge).
- (CGFloat)openThreshold {
    [self layoutSubviews];
    if (_openThreshold == 0 && [self hasActions]) {
        CGFloat width = 0;
        for (UISwipeActionStandardButton *button in _buttons) width += [button buttonWidth];
        _openThreshold = width * [self _directionalMultiplier];
    }
    return _openThreshold;
}

// UIKitCore: UISwipeActionPullView.mm -confirmationThreshold (the delegate's distance, signed).
- (CGFloat)confirmationThreshold {
    if (_confirmationThreshold == 0 && [self hasActions])
        _confirmationThreshold = [self _directionalMultiplier]
            * [_delegate confirmationDistanceForPrimaryActionInSwipeActionPullView:self];
    return _confirmationThreshold;
}

// UIKitCore: UISwipeActionPullView.mm -layoutSubviews (rebuilds the buttons when the actions
// changed, then gives each its action's title).
- (void)layoutSubviews {
    if (!_swipeActionsDidChange) return;
    _swipeActionsDidChange = NO;
    _openThreshold = 0;
    _confirmationThreshold = 0;
    [self _rebuildButtons];
    NSUInteger index = 0;
    for (UISwipeActionStandardButton *button in _buttons) {
        UIContextualAction *action = [_actions objectAtIndex:index++];
        [button setTitle:[action title] forState:UIControlStateNormal];
    }
    [self moveToOffset:_currentOffset extraOffset:0 animator:nil usingSpringWithStiffness:0 initialVelocity:0];
}

// UIKitCore: UISwipeActionPullView.mm -_rebuildButtons (one button per action, targets
// _tappedButton: TouchUpInside (64), _pressedButton: TouchDown (1), _unpressedButton:
// TouchUpOutside | TouchCancel (384)).
- (void)_rebuildButtons {
    NSUInteger count = [self _swipeActionCount];
    if (_buttons != nil && count == [_buttons count]) return;
    if (_buttons != nil) {
        [_buttons makeObjectsPerformSelector:@selector(removeFromSuperview)];
        [_buttons removeAllObjects];
    } else {
        _buttons = [[NSMutableArray alloc] init];
    }
    CGFloat height = [self bounds].size.height;
    for (NSUInteger i = 0; i < count; i++) {
        UISwipeActionStandardButton *button = [[[self _buttonClass] alloc] initWithFrame:CGRectMake(0, 0, 0, height)];
        [button addTarget:self action:@selector(_tappedButton:) forControlEvents:UIControlEventTouchUpInside];
        [button addTarget:self action:@selector(_pressedButton:) forControlEvents:UIControlEventTouchDown];
        [button addTarget:self action:@selector(_unpressedButton:)
            forControlEvents:UIControlEventTouchUpOutside | UIControlEventTouchCancel];
        [_buttons addObject:button];
        [self addSubview:button];
        [button release];
    }
}

// UIKitCore: UISwipeActionPullView.mm -moveToOffset:extraOffset:animator:usingSpringWithStiffness:initialVelocity:
// (the view is as wide as the offset, anchored at its cell edge; the buttons share the
// width, the primary action nearest the edge). Spring maths not modelled.
- (void)moveToOffset:(CGFloat)offset extraOffset:(CGFloat)extraOffset animator:(id)animator
    usingSpringWithStiffness:(CGFloat)stiffness initialVelocity:(CGFloat)velocity {
    _currentOffset = offset;
    CGRect frame = [self frame];
    CGFloat width = fabs(offset);
    if (_cellEdge == HKPullViewCellEdgeRight) frame.origin.x = NSMaxX(frame) - width;
    frame.size.width = width;
    [self setFrame:frame];
    NSUInteger count = [_buttons count];
    if (count == 0) return;
    CGFloat buttonWidth = width / count;
    for (NSUInteger i = 0; i < count; i++) {
        // The buttons are in the reversed actions' order: the last one is the primary.
        NSUInteger slot = _cellEdge == HKPullViewCellEdgeRight ? i : count - 1 - i;
        [[_buttons objectAtIndex:i] setFrame:CGRectMake(slot * buttonWidth, 0, buttonWidth, frame.size.height)];
    }
}

// UIKitCore: UISwipeActionPullView.mm -_performAction:offset:extraOffset: (a destructive
// primary action expands over the row).
- (void)_performAction:(UIContextualAction *)action offset:(CGFloat)offset extraOffset:(CGFloat)extraOffset {
    if (action == [self primarySwipeAction] && [self primaryActionIsDestructive]) {
        [self setState:2];
        [self moveToOffset:offset extraOffset:extraOffset animator:nil usingSpringWithStiffness:1 initialVelocity:0];
    }
}

// UIKitCore: UISwipeActionPullView.mm -sourceViewForAction: (the action's button).
- (UIView *)sourceViewForAction:(UIContextualAction *)action {
    NSUInteger index = [_actions indexOfObjectIdenticalTo:action];
    return index != NSNotFound && index < [_buttons count] ? [_buttons objectAtIndex:index] : nil;
}

- (void)freeze {}

// UIKitCore: UISwipeActionPullView.mm -resetView.
- (void)resetView {
    _currentOffset = 0;
    [self setState:0];
}

// UIKitCore: UISwipeActionPullView.mm -_tappedButton: (the pressed button's action to the
// delegate's swipeActionPullView:tappedAction:).
- (void)_tappedButton:(id)button {
    if (_pressedButton != button) return;
    NSUInteger index = [_buttons indexOfObjectIdenticalTo:button];
    UIContextualAction *action = [_actions objectAtIndex:index];
    [[self retain] autorelease];
    [_delegate swipeActionPullView:self tappedAction:action];
    [_pressedButton release];
    _pressedButton = nil;
}

- (void)_pressedButton:(id)button {
    if (_pressedButton == nil) _pressedButton = [button retain];
}

- (void)_unpressedButton:(id)button {
    if (_pressedButton != button) return;
    [_pressedButton release];
    _pressedButton = nil;
}

- (NSString *)description {
    return [NSString stringWithFormat:@"<%@: %p cellEdge = %@, actions = %@>", NSStringFromClass([self class]), self,
                                      _cellEdge == HKPullViewCellEdgeRight ? @"UIRectEdgeRight" : @"UIRectEdgeLeft",
                                      _actions];
}

@end
