#import <UIKit/UIKit.h>

static const CGFloat HKMenuRowHeight = 44;

@implementation _UIContinuousSelectionGestureRecognizer

- (void)setAllowableMovement:(CGFloat)movement { _allowableMovement = movement; }

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    if ([self state] == UIGestureRecognizerStatePossible) [self setState:UIGestureRecognizerStateBegan];
}

- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {
    UIGestureRecognizerState state = [self state];
    if (state == UIGestureRecognizerStateBegan || state == UIGestureRecognizerStateChanged)
        [self setState:UIGestureRecognizerStateChanged];
}

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    UIGestureRecognizerState state = [self state];
    if (state == UIGestureRecognizerStateBegan || state == UIGestureRecognizerStateChanged)
        [self setState:UIGestureRecognizerStateEnded];
}

@end

@implementation _UIContextMenuCell

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _titleLabel = [[UILabel alloc] initWithFrame:[self bounds]];
        [self addSubview:_titleLabel];
    }
    return self;
}

- (void)dealloc {
    [_titleLabel release];
    [_element release];
    [super dealloc];
}

- (UILabel *)_hk_titleLabel { return _titleLabel; }
- (UIMenuElement *)_hk_element { return _element; }
- (void)_hk_setElement:(UIMenuElement *)element {
    [element retain];
    [_element release];
    _element = element;
    [_titleLabel setText:[element title]];
}
- (BOOL)isHighlighted { return _highlighted; }
- (void)setHighlighted:(BOOL)highlighted { _highlighted = highlighted; }

@end

@implementation _UIContextMenuListView

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _elements = [[NSMutableArray alloc] init];
        _cells = [[NSMutableArray alloc] init];
    }
    return self;
}

- (void)dealloc {
    [_displayedMenu release];
    [_elements release];
    [_cells release];
    [_highlightedIndexPath release];
    [super dealloc];
}

- (UIMenu *)displayedMenu { return _displayedMenu; }

static BOOL HKElementIsHidden(UIMenuElement *element) {
    return [element isKindOfClass:[UIAction class]] && ([(UIAction *)element attributes] & UIMenuElementAttributesHidden) != 0;
}

// The elements of the menu, an inline submenu's children in its place; one cell each.
- (void)setDisplayedMenu:(UIMenu *)menu {
    [menu retain];
    [_displayedMenu release];
    _displayedMenu = menu;
    for (UIView *cell in _cells) [cell removeFromSuperview];
    [_cells removeAllObjects];
    [_elements removeAllObjects];
    for (UIMenuElement *child in [menu children]) {
        if ([child isKindOfClass:[UIMenu class]] && ([(UIMenu *)child options] & UIMenuOptionsDisplayInline) != 0) {
            for (UIMenuElement *inner in [(UIMenu *)child children])
                if (!HKElementIsHidden(inner)) [_elements addObject:inner];
        } else if (!HKElementIsHidden(child)) {
            [_elements addObject:child];
        }
    }
    CGFloat width = [self frame].size.width;
    for (NSUInteger i = 0; i < [_elements count]; i++) {
        _UIContextMenuCell *cell = [[_UIContextMenuCell alloc] initWithFrame:CGRectMake(0, i * HKMenuRowHeight, width, HKMenuRowHeight)];
        [cell _hk_setElement:[_elements objectAtIndex:i]];
        [self addSubview:cell];
        [_cells addObject:cell];
        [cell release];
    }
    CGRect frame = [self frame];
    frame.size.height = [_elements count] * HKMenuRowHeight;
    [self setFrame:frame];
}

- (NSArray *)_hk_visibleCells { return [[_cells copy] autorelease]; }

- (NSIndexPath *)indexPathForItemAtPoint:(CGPoint)point {
    for (NSUInteger i = 0; i < [_cells count]; i++) {
        if (CGRectContainsPoint([[_cells objectAtIndex:i] frame], point)) return [NSIndexPath indexPathForItem:i inSection:0];
    }
    return nil;
}

- (UIMenuElement *)elementAtIndexPath:(NSIndexPath *)indexPath {
    if (indexPath == nil || [indexPath item] < 0 || [indexPath item] >= (NSInteger)[_elements count]) return nil;
    return [_elements objectAtIndex:[indexPath item]];
}

- (NSIndexPath *)indexPathForElement:(UIMenuElement *)element {
    NSUInteger index = [_elements indexOfObjectIdenticalTo:element];
    return index != NSNotFound ? [NSIndexPath indexPathForItem:index inSection:0] : nil;
}

- (_UIContextMenuCell *)cellForElement:(UIMenuElement *)element {
    NSUInteger index = [_elements indexOfObjectIdenticalTo:element];
    return index != NSNotFound ? [_cells objectAtIndex:index] : nil;
}

- (NSIndexPath *)highlightedIndexPath { return _highlightedIndexPath; }

- (void)highlightItemAtIndexPath:(NSIndexPath *)indexPath {
    [indexPath retain];
    [_highlightedIndexPath release];
    _highlightedIndexPath = indexPath;
    if (indexPath != nil && [indexPath item] < (NSInteger)[_cells count])
        [[_cells objectAtIndex:[indexPath item]] setHighlighted:YES];
}

- (void)unHighlightItemAtIndexPath:(NSIndexPath *)indexPath {
    if (indexPath != nil && [indexPath item] < (NSInteger)[_cells count])
        [[_cells objectAtIndex:[indexPath item]] setHighlighted:NO];
    if ([_highlightedIndexPath isEqual:indexPath]) {
        [_highlightedIndexPath release];
        _highlightedIndexPath = nil;
    }
}

@end

@implementation _UIContextMenuView

// UIKitCore: _UIContextMenuView.mm -initWithFrame: — the selection recogniser, target self,
// action _handleSelectionGesture:, delegate self. (UIKit also adds a selection-delay
// recogniser, press-only tap recognisers and a hover recogniser: not modelled, they never
// act on a finger's tap.)
- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _listViews = [[NSMutableArray alloc] init];
        _selectionGestureRecognizer =
            [[_UIContinuousSelectionGestureRecognizer alloc] initWithTarget:self action:@selector(_handleSelectionGesture:)];
        [_selectionGestureRecognizer setName:@"com.apple.UIKit.ContextMenuActionsListSelection"];
        [_selectionGestureRecognizer setDelegate:self];
        [self addGestureRecognizer:_selectionGestureRecognizer];
    }
    return self;
}

- (void)dealloc {
    [_selectionGestureRecognizer setDelegate:nil];
    [_selectionGestureRecognizer release];
    [_listViews release];
    [super dealloc];
}

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }
- (_UIContinuousSelectionGestureRecognizer *)selectionGestureRecognizer { return _selectionGestureRecognizer; }
- (_UIContextMenuListView *)currentListView { return [_listViews lastObject]; }
- (_UIContextMenuListView *)rootListView { return [_listViews count] > 0 ? [_listViews objectAtIndex:0] : nil; }

- (NSArray *)visibleMenus {
    NSMutableArray *menus = [NSMutableArray array];
    for (_UIContextMenuListView *list in _listViews) [menus addObject:[list displayedMenu]];
    return menus;
}

// UIKitCore: _UIContextMenuView.mm -_displayMenu:inPlaceOfMenu:updateType:alongsideAnimations:
// — the delegate prepares the menu (contextMenuView:willDisplayMenu:); 0 shows the root
// list, 1 opens a submenu's list over the current one (iPhone's stacked hierarchy), 3
// replaces the current list's menu.
- (void)displayMenu:(UIMenu *)menu updateType:(NSUInteger)type alongsideAnimations:(id)animations {
    UIMenu *displayed = [_delegate contextMenuView:self willDisplayMenu:menu];
    if (displayed == nil) displayed = menu;
    if (type == 3 && [_listViews count] > 0) {
        [[self currentListView] setDisplayedMenu:displayed];
    } else {
        if (type == 0) {
            for (UIView *list in _listViews) [list removeFromSuperview];
            [_listViews removeAllObjects];
        }
        _UIContextMenuListView *list =
            [[_UIContextMenuListView alloc] initWithFrame:CGRectMake(0, 0, [self bounds].size.width, 0)];
        [list setDisplayedMenu:displayed];
        [self addSubview:list];
        [_listViews addObject:list];
        [list release];
    }
    CGRect frame = [self frame];
    frame.size.height = [[self currentListView] frame].size.height;
    [self setFrame:frame];
}

- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gesture { return YES; }

// UIKitCore: _UIContextMenuView.mm -_handleSelectionGesture: — while the finger is down the
// element under it is highlighted; when it lifts on a highlighted element, that element is
// selected.
- (void)_handleSelectionGesture:(UIGestureRecognizer *)gesture {
    [self retain];
    _UIContextMenuListView *list = [[[self currentListView] retain] autorelease];
    NSIndexPath *indexPath = [list indexPathForItemAtPoint:[gesture locationInView:list]];
    UIGestureRecognizerState state = [gesture state];
    NSIndexPath *highlighted = [[[list highlightedIndexPath] retain] autorelease];
    BOOL select = NO;
    if (state > UIGestureRecognizerStateChanged) {
        if (highlighted != nil && state == UIGestureRecognizerStateEnded) select = YES;
        else indexPath = nil;
    }
    if (list == [self currentListView])
        [self _setHighlightedIndexPath:indexPath playFeedback:state != UIGestureRecognizerStateBegan
                            atLocation:[gesture locationInView:list] allowAutoNavigation:NO];
    if (select) [self _handleSelectionForElement:[list elementAtIndexPath:highlighted]];
    [self release];
}

- (void)_setHighlightedIndexPath:(NSIndexPath *)indexPath playFeedback:(BOOL)feedback
                      atLocation:(CGPoint)location allowAutoNavigation:(BOOL)navigation {
    _UIContextMenuListView *list = [self currentListView];
    NSIndexPath *current = [list highlightedIndexPath];
    if (indexPath == current || [indexPath isEqual:current]) return;
    if (current != nil) [list unHighlightItemAtIndexPath:current];
    UIMenuElement *element = indexPath != nil ? [list elementAtIndexPath:indexPath] : nil;
    if ([element _canBeHighlighted]) [list highlightItemAtIndexPath:indexPath];
}

// UIKitCore: _UIContextMenuView.mm -_handleSelectionForElement: → _performActionForElement:.
- (void)_handleSelectionForElement:(UIMenuElement *)element {
    if (element == nil || ![element _canBeHighlighted]) return;
    [self _performActionForElement:element];
}

// UIKitCore: _UIContextMenuView.mm -_performActionForElement: → the delegate (UI controller).
- (void)_performActionForElement:(UIMenuElement *)element {
    [_delegate contextMenuView:self didSelectElement:element];
}

@end
