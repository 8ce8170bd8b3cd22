#import <UIKit/UIKit.h>

@implementation _UIButtonBarTargetAction

// UIKitCore: _UIButtonBarTargetAction.mm -init raises "should not be called".
- (id)init {
    [self release];
    [NSException raise:NSInternalInconsistencyException format:@"%s should not be called", "-[_UIButtonBarTargetAction init]"];
    return nil;
}

- (id)initWithBarButtonItem:(UIBarButtonItem *)item {
    if ((self = [super init])) _barButtonItem = [item retain];
    return self;
}

- (void)dealloc {
    [_barButtonItem release];
    [super dealloc];
}

- (UIBarButtonItem *)barButtonItem { return _barButtonItem; }
- (SEL)proxyAction { return @selector(_invoke:forEvent:); }

// UIKitCore: _UIButtonBarTargetAction.mm -_invoke:forEvent: — with no action filter, its block
// sends -_triggerActionForEvent: (the event as received) then -_executeValidationHandler.
- (void)_invoke:(id)sender forEvent:(UIEvent *)event {
    UIBarButtonItem *item = [_barButtonItem retain];
    [item _triggerActionForEvent:event];
    [item _executeValidationHandler];
    [item release];
}

@end

@implementation _UIButtonBarStackView
@end

static const CGFloat HKButtonBarSpacing = 8;

@implementation _UIButtonBar

- (id)init {
    if ((self = [super init])) {
        _stackView = [[_UIButtonBarStackView alloc] initWithFrame:CGRectZero];
        _senderActions = [[NSMutableArray alloc] init];
        _items = [[NSArray alloc] init];
    }
    return self;
}

- (void)dealloc {
    for (UIBarButtonItem *item in _items) {
        if ([item _hk_owner] == self) [item _hk_setOwner:nil];
    }
    [_items release];
    [_senderActions release];
    [_stackView release];
    [super dealloc];
}

- (UIView *)view { return _stackView; }
- (NSArray *)_hk_items { return _items; }
- (void)_hk_setFlexible:(BOOL)flexible { _hkFlexible = flexible; }

- (_UIButtonBarTargetAction *)_targetActionForBarButtonItem:(UIBarButtonItem *)item {
    for (_UIButtonBarTargetAction *targetAction in _senderActions) {
        if ([targetAction barButtonItem] == item) return targetAction;
    }
    _UIButtonBarTargetAction *targetAction = [[_UIButtonBarTargetAction alloc] initWithBarButtonItem:item];
    [_senderActions addObject:targetAction];
    [targetAction release];
    return targetAction;
}

// UIKitCore: _UIButtonBar.mm -_updatedViewForBarButtonItem:withView: and its view updater:
// configure the button from the item, drop its PrimaryActionTriggered targets, then add the
// bar's -_invalidateAssistant: and the item's target action (-_invoke:forEvent:), both for
// PrimaryActionTriggered.
- (id)_updatedViewForBarButtonItem:(UIBarButtonItem *)item withView:(UIView *)view {
    if ([item isCustomViewItem]) return [item customView];
    _UIButtonBarButton *button = [view isKindOfClass:[_UIButtonBarButton class]] ? [[view retain] autorelease] : nil;
    if (button == nil) button = [[[_UIButtonBarButton alloc] initWithFrame:CGRectMake(0, 0, 44, 44)] autorelease];
    [button configureFromBarItem:item withAppearanceDelegate:nil];
    [button removeTarget:nil action:NULL forControlEvents:UIControlEventPrimaryActionTriggered];
    _UIButtonBarTargetAction *targetAction = [self _targetActionForBarButtonItem:item];
    [button addTarget:self action:@selector(_invalidateAssistant:) forControlEvents:UIControlEventPrimaryActionTriggered];
    [button addTarget:targetAction action:[targetAction proxyAction] forControlEvents:UIControlEventPrimaryActionTriggered];
    return button;
}

- (void)_invalidateAssistant:(id)sender {}

- (void)_hk_setItems:(NSArray *)items {
    items = items != nil ? [[items copy] autorelease] : [NSArray array];
    for (UIView *subview in [_stackView subviews]) [subview removeFromSuperview];
    for (UIBarButtonItem *item in _items) {
        if ([items indexOfObjectIdenticalTo:item] == NSNotFound) {
            if ([item _hk_owner] == self) [item _hk_setOwner:nil];
            if ([[item view] isKindOfClass:[_UIButtonBarButton class]])
                [(UIControl *)[item view] removeTarget:nil action:NULL forControlEvents:UIControlEventPrimaryActionTriggered];
            // The target action goes with the item (the map's entry in UIKit).
            for (_UIButtonBarTargetAction *targetAction in [[_senderActions copy] autorelease]) {
                if ([targetAction barButtonItem] == item) [_senderActions removeObjectIdenticalTo:targetAction];
            }
        }
    }
    [_items release];
    _items = [items retain];
    for (UIBarButtonItem *item in _items) {
        [item _hk_setOwner:self];
        if ([item isSpaceItem]) continue;
        UIView *view = [self _updatedViewForBarButtonItem:item withView:[item view]];
        [item setView:view];
        if (view != nil) [_stackView addSubview:view];
    }
    [self _hk_layout];
}

- (void)_itemStandardViewNeedsUpdate:(UIBarButtonItem *)item {
    if ([_items indexOfObjectIdenticalTo:item] == NSNotFound) return;
    [self _hk_setItems:_items];
    // The owner of the stack view may size it by the items.
    UIView *owner = [_stackView superview];
    if ([owner respondsToSelector:@selector(_hk_layout)]) [(id)owner _hk_layout];
}

static CGFloat HKItemWidth(UIBarButtonItem *item) {
    if ([item isSpaceItem]) return [item systemItem] == UIBarButtonSystemItemFixedSpace ? [item width] : 0;
    UIView *view = [item view];
    if ([item isCustomViewItem]) return [view frame].size.width;
    if ([item width] > 0) return [item width];
    return [view isKindOfClass:[_UIButtonBarButton class]] ? [(_UIButtonBarButton *)view _hk_preferredWidth] : 44;
}

- (CGFloat)_hk_contentWidth {
    CGFloat width = 0;
    NSUInteger shown = 0;
    for (UIBarButtonItem *item in _items) {
        width += HKItemWidth(item);
        shown++;
    }
    if (shown > 1) width += HKButtonBarSpacing * (shown - 1);
    return width;
}

// Left to right; a flexible space takes an equal share of what is left (toolbars).
- (void)_hk_layout {
    CGRect bounds = [_stackView bounds];
    NSUInteger flexible = 0;
    for (UIBarButtonItem *item in _items) {
        if ([item isSystemItem] && [item systemItem] == UIBarButtonSystemItemFlexibleSpace) flexible++;
    }
    CGFloat spare = bounds.size.width - [self _hk_contentWidth];
    CGFloat share = (_hkFlexible && flexible > 0 && spare > 0) ? spare / flexible : 0;
    CGFloat x = 0;
    for (UIBarButtonItem *item in _items) {
        CGFloat width = HKItemWidth(item);
        if ([item isSystemItem] && [item systemItem] == UIBarButtonSystemItemFlexibleSpace) width = share;
        if (![item isSpaceItem]) {
            UIView *view = [item view];
            CGFloat height = [item isCustomViewItem] ? [view frame].size.height : bounds.size.height;
            if (height > bounds.size.height || height <= 0) height = bounds.size.height;
            [view setFrame:CGRectMake(x, (bounds.size.height - height) / 2, width, height)];
        }
        x += width + HKButtonBarSpacing;
    }
}

@end
