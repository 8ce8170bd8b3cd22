#import <UIKit/UIKit.h>
#include <math.h>

@implementation UITabBarButton

- (id)_hk_initWithItem:(UITabBarItem *)item tabBar:(UITabBar *)tabBar {
    if ((self = [super initWithFrame:CGRectMake(0, 0, 64, 49)])) {
        _tabBar = tabBar;
        _item = item;
        _hkLabel = [[UILabel alloc] initWithFrame:[self bounds]];
        [self addSubview:_hkLabel];
        [self _hk_configureFromItem];
    }
    return self;
}

- (void)dealloc {
    [_hkLabel release];
    [super dealloc];
}

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    [_hkLabel setFrame:[self bounds]];
}

- (UITabBar *)tabBar { return _tabBar; }
- (UITabBarItem *)_hk_item { return _item; }
- (NSString *)_hk_title { return [_hkLabel text]; }

- (void)_hk_configureFromItem {
    [_hkLabel setText:[_item title]];
    [self setEnabled:[_item isEnabled]];
}

@end

static BOOL HKSolariumEnabled;
BOOL _UISolariumEnabled(void) { return HKSolariumEnabled; }
void _hk_setSolariumEnabled(BOOL enabled) { HKSolariumEnabled = enabled; }

// The UIAction's handler (a block capturing the bar and the item, weakly, in UIKit).
@interface HKTabButtonPrimaryAction : NSObject {
    UITabBar *_tabBar; // not retained
    UITabBarItem *_item; // not retained
}
- (id)initWithTabBar:(UITabBar *)tabBar item:(UITabBarItem *)item;
- (void)run:(id)action;
@end

@implementation HKTabButtonPrimaryAction
- (id)initWithTabBar:(UITabBar *)tabBar item:(UITabBarItem *)item {
    if ((self = [super init])) {
        _tabBar = tabBar;
        _item = item;
    }
    return self;
}
- (void)run:(id)action { [_tabBar _didSelectButtonForItem:_item]; }
@end

@implementation _UITabButton
@end

@implementation UITabBar

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _items = [[NSArray alloc] init];
        _buttons = [[NSMutableArray alloc] init];
        _highlightedIndex = -1;
        // UIKitCore: -_installVisualProvider — the floating provider when Liquid Glass is on;
        // it puts its selection gesture on the bar.
        _floating = _UISolariumEnabled();
        if (_floating) {
            _selectionGesture = [[_UIContinuousSelectionGestureRecognizer alloc] initWithTarget:self
                                                                                          action:@selector(handleSelectionGesture:)];
            [self addGestureRecognizer:_selectionGesture];
        }
    }
    return self;
}

- (void)dealloc {
    for (UITabBarItem *item in _items) {
        if ([[item _hk_view] tabBar] == self) [item _hk_setView:nil];
    }
    [_items release];
    [_buttons release];
    [_selectionGesture release];
    [super dealloc];
}

- (BOOL)isLocked { return _locked; }
- (void)setLocked:(BOOL)locked { _locked = locked; }

- (id)delegate { return _delegate; }

// UIKitCore: UITabBar.m -setDelegate: raises for a locked bar.
- (void)setDelegate:(id)delegate {
    if (delegate == _delegate) return;
    if (_locked)
        [NSException raise:NSInternalInconsistencyException
                    format:@"Changing the delegate of a tab bar managed by a tab bar controller is not allowed."];
    _delegate = delegate;
}

- (NSArray *)items { return _items; }
- (void)setItems:(NSArray *)items { [self setItems:items animated:NO]; }

// UIKitCore: UITabBar.m -setItems:animated: raises for a locked bar; the selected item stays
// only if it is still there; a button is made for each item with the tab bar as its target:
// -_buttonDown: (TouchDown), -_buttonUp: (TouchUpInside), -_buttonCancel: (TouchCancel),
// -_sendAction:withEvent: (0x40000000). (iOS 26 also adds -_sendAction:withEvent: for
// PrimaryActionTriggered; not modelled.)
- (void)setItems:(NSArray *)items animated:(BOOL)animated {
    if (_locked)
        [NSException raise:NSInternalInconsistencyException
                    format:@"Directly modifying a tab bar managed by a tab bar controller is not allowed."];
    [self _hk_setItems:items];
}

- (void)_hk_setItems:(NSArray *)items {
    if (items == nil) items = [NSArray array];
    for (UITabBarButton *button in _buttons) {
        [button removeFromSuperview];
        if ([[button _hk_item] _hk_view] == button) [[button _hk_item] _hk_setView:nil];
    }
    [_buttons removeAllObjects];
    NSArray *copy = [items copy];
    [_items release];
    _items = copy;
    if ([_items indexOfObjectIdenticalTo:_selectedItem] == NSNotFound) _selectedItem = nil;
    for (UITabBarItem *item in _items) {
        UITabBarButton *button;
        if (_floating) {
            button = [[_UITabButton alloc] _hk_initWithItem:item tabBar:self];
            HKTabButtonPrimaryAction *run = [[HKTabButtonPrimaryAction alloc] initWithTabBar:self item:item];
            UIAction *action = [UIAction actionWithTitle:[item title] image:nil identifier:nil
                                                 handler:[HKHandler handlerWithTarget:run action:@selector(run:)]];
            [run release];
            [button addAction:action forControlEvents:UIControlEventPrimaryActionTriggered];
        } else {
            button = [[UITabBarButton alloc] _hk_initWithItem:item tabBar:self];
            [button addTarget:self action:@selector(_buttonDown:) forControlEvents:UIControlEventTouchDown];
            [button addTarget:self action:@selector(_buttonUp:) forControlEvents:UIControlEventTouchUpInside];
            [button addTarget:self action:@selector(_buttonCancel:) forControlEvents:UIControlEventTouchCancel];
            [button addTarget:self action:@selector(_sendAction:withEvent:) forControlEvents:HKTabBarButtonSelectionEvent];
        }
        [button setSelected:item == _selectedItem];
        [item _hk_setView:button];
        [_buttons addObject:button];
        [self addSubview:button];
        [button release];
    }
    [self _hk_layout];
}

- (UITabBarItem *)selectedItem { return _selectedItem; }

// UIKitCore: UITabBar.m -setSelectedItem: raises for a locked bar.
- (void)setSelectedItem:(UITabBarItem *)item {
    if (_locked)
        [NSException raise:NSInternalInconsistencyException
                    format:@"Directly modifying a tab bar managed by a tab bar controller is not allowed."];
    if (item != nil && [_items indexOfObjectIdenticalTo:item] == NSNotFound) return;
    if (item == _selectedItem) return;
    _selectedItem = item;
    for (UITabBarButton *button in _buttons) [button setSelected:[button _hk_item] == item];
}

- (void)_didSelectButtonForItem:(UITabBarItem *)item {
    id delegate = _delegate;
    if (delegate != nil && [delegate respondsToSelector:@selector(tabBar:didSelectItem:)])
        [delegate tabBar:self didSelectItem:item];
    if ([delegate isKindOfClass:[UITabBarController class]]) [delegate _tabBarDidChangeSelectionToItem:item];
    else [self setSelectedItem:item];
}

- (NSInteger)_hk_buttonIndexAtPoint:(CGPoint)point {
    for (NSUInteger i = 0; i < [_buttons count]; i++) {
        if (CGRectContainsPoint([[_buttons objectAtIndex:i] frame], point)) return (NSInteger)i;
    }
    return -1;
}

- (void)handleSelectionGesture:(UIGestureRecognizer *)gesture {
    CGPoint location = [gesture locationInView:self];
    NSInteger under = [self _hk_buttonIndexAtPoint:location];
    if (under >= 0) _highlightedIndex = under;
    switch ([gesture state]) {
    case UIGestureRecognizerStateBegan:
        _selectionStart = location;
        _reselectOnLift = YES;
        break;
    case UIGestureRecognizerStateChanged:
        if (fabs(location.x - _selectionStart.x) >= 4 || fabs(location.y - _selectionStart.y) >= 4) _reselectOnLift = NO;
        break;
    case UIGestureRecognizerStateEnded: {
        NSInteger selected = _selectedItem != nil ? (NSInteger)[_items indexOfObjectIdenticalTo:_selectedItem] : -1;
        if (_highlightedIndex < 0 || (NSUInteger)_highlightedIndex >= [_buttons count]) break;
        if (_highlightedIndex == selected && !_reselectOnLift) break;
        [[_buttons objectAtIndex:_highlightedIndex] performPrimaryAction];
        break;
    }
    default: break;
    }
}

- (UITabBarButton *)_hk_buttonForItem:(UITabBarItem *)item {
    for (UITabBarButton *button in _buttons) {
        if ([button _hk_item] == item) return button;
    }
    return nil;
}

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    [self _hk_layout];
}

// Equal widths, left to right.
- (void)_hk_layout {
    CGRect bounds = [self bounds];
    NSUInteger count = [_buttons count];
    if (count == 0) return;
    CGFloat width = bounds.size.width / count;
    for (NSUInteger i = 0; i < count; i++)
        [[_buttons objectAtIndex:i] setFrame:CGRectMake(width * i, 0, width, bounds.size.height)];
}

// UIKitCore: UITabBar.m -_buttonDown: — clears the "selected on touch down" flag; apps linked
// with a current SDK do not select on touch down (older ones schedule -_buttonDownDelayed:).
- (void)_buttonDown:(id)sender {}

// UIKitCore: UITabBar.m -_buttonUp: — selects the button's item (-_adjustButtonSelection:) and
// sends the button's 0x40000000 actions with sendActionsForControlEvents: (no UIEvent), which
// reach -_sendAction:withEvent:.
- (void)_buttonUp:(id)sender {
    [self _adjustButtonSelection:sender];
    [sender sendActionsForControlEvents:HKTabBarButtonSelectionEvent];
    if ([sender isFirstResponder]) [sender resignFirstResponder];
}

- (void)_buttonCancel:(id)sender {}

// UIKitCore: UITabBar.m -_adjustButtonSelection: — unlocks, -setSelectedItem:, relocks.
- (void)_adjustButtonSelection:(id)sender {
    for (UITabBarItem *item in _items) {
        if ([item _hk_view] == sender) {
            BOOL locked = [self isLocked];
            [self setLocked:NO];
            [self setSelectedItem:item];
            [self setLocked:locked];
            return;
        }
    }
}

// UIKitCore: UITabBar.m -_sendAction:withEvent: — for the sender's item: the delegate's
// -tabBar:didSelectItem:, then the item's action from the item through
// -[UIApplication sendAction:to:from:forEvent:] (a UITabBarController's -_tabBarItemClicked:).
- (void)_sendAction:(id)sender withEvent:(UIEvent *)event {
    for (UITabBarItem *item in [[_items copy] autorelease]) {
        if ([item _hk_view] != sender) continue;
        id delegate = _delegate;
        if (delegate != nil && [delegate respondsToSelector:@selector(tabBar:didSelectItem:)])
            [delegate tabBar:self didSelectItem:item];
        if ([item action] != NULL)
            [[UIApplication sharedApplication] sendAction:[item action] to:[item target] from:item forEvent:event];
        return;
    }
}

@end
