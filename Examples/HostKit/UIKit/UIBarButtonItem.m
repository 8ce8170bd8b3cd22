#import <UIKit/UIKit.h>

// UIKitCore: BarButtonItemTitleForSystemItem (UIBarButtonItem.mm -resolvedTitle). Items shown
// as a glyph have no title in UIKit; HostKit shows their names.
static NSString *HKSystemItemTitle(UIBarButtonSystemItem item) {
    static NSString *titles[] = {
        @"Done", @"Cancel", @"Edit", @"Save", @"Add", nil, nil, @"Compose", @"Reply", @"Action",
        @"Organize", @"Bookmarks", @"Search", @"Refresh", @"Stop", @"Camera", @"Trash", @"Play",
        @"Pause", @"Rewind", @"Fast Forward", @"Undo", @"Redo", @"Page Curl", @"Close",
    };
    if (item < 0 || item > UIBarButtonSystemItemClose) return nil;
    return titles[item];
}

@implementation UIBarButtonItem

// UIKitCore: UIBarButtonItem.mm -init (enabled).
- (id)init {
    if ((self = [super init])) _enabled = YES;
    return self;
}

- (id)initWithTitle:(NSString *)title style:(UIBarButtonItemStyle)style target:(id)target action:(SEL)action {
    if ((self = [self init])) {
        _title = [title copy];
        _style = style;
        _target = target;
        _action = action;
    }
    return self;
}

- (id)initWithImage:(UIImage *)image style:(UIBarButtonItemStyle)style target:(id)target action:(SEL)action {
    if ((self = [self init])) {
        _image = [(id)image retain];
        _style = style;
        _target = target;
        _action = action;
    }
    return self;
}

- (id)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem target:(id)target action:(SEL)action {
    if ((self = [self init])) {
        _isSystemItem = YES;
        _systemItem = systemItem;
        _target = target;
        _action = action;
    }
    return self;
}

- (id)initWithCustomView:(UIView *)customView {
    if ((self = [self init])) _customView = [customView retain];
    return self;
}

- (id)initWithPrimaryAction:(UIAction *)primaryAction {
    if ((self = [self init])) {
        _primaryAction = [primaryAction retain];
        _title = [[primaryAction title] copy];
    }
    return self;
}

- (id)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem primaryAction:(UIAction *)primaryAction {
    if ((self = [self initWithBarButtonSystemItem:systemItem target:nil action:NULL]))
        _primaryAction = [primaryAction retain];
    return self;
}

- (void)dealloc {
    [_customView release];
    [_primaryAction release];
    [(id)_menu release];
    [_view release];
    [super dealloc];
}

- (id)target { return _target; }
- (void)setTarget:(id)target { _target = target; }

// UIKitCore: UIBarButtonItem.mm -action answers 0 when a primaryAction is set.
- (SEL)action { return _primaryAction != nil ? NULL : _action; }
- (void)setAction:(SEL)action { _action = action; }

- (UIBarButtonItemStyle)style { return _style; }
- (void)setStyle:(UIBarButtonItemStyle)style {
    _style = style;
    [self _hk_itemDidChange];
}

- (CGFloat)width { return _width; }
- (void)setWidth:(CGFloat)width {
    _width = width;
    [self _hk_itemDidChange];
}

- (UIView *)customView { return _customView; }
- (void)setCustomView:(UIView *)customView {
    if (customView == _customView) return;
    [customView retain];
    [_customView release];
    _customView = customView;
    [self _hk_itemDidChange];
}

- (UIAction *)primaryAction { return _primaryAction; }
- (void)setPrimaryAction:(UIAction *)primaryAction {
    [primaryAction retain];
    [_primaryAction release];
    _primaryAction = primaryAction;
    if (primaryAction != nil && !_isSystemItem) {
        NSString *copy = [[primaryAction title] copy];
        [_title release];
        _title = copy;
    }
    [self _hk_itemDidChange];
}

- (UIMenu *)menu { return _menu; }
- (void)setMenu:(UIMenu *)menu {
    [(id)menu retain];
    [(id)_menu release];
    _menu = menu;
}

// UIKitCore: UIBarButtonItem.mm -title answers nil for a system item.
- (NSString *)title { return _isSystemItem ? nil : _title; }

- (BOOL)isSystemItem { return _isSystemItem; }
- (UIBarButtonSystemItem)systemItem { return _systemItem; }
- (BOOL)isSpaceItem {
    return _isSystemItem && (_systemItem == UIBarButtonSystemItemFlexibleSpace || _systemItem == UIBarButtonSystemItemFixedSpace);
}
- (BOOL)isCustomViewItem { return _customView != nil; }

- (NSString *)resolvedTitle { return _isSystemItem ? HKSystemItemTitle(_systemItem) : _title; }

- (UIView *)view { return _view; }
- (void)setView:(UIView *)view {
    [view retain];
    [_view release];
    _view = view;
}

- (void)_hk_setOwner:(id)owner { _hkOwner = owner; }
- (id)_hk_owner { return _hkOwner; }

- (void)_hk_itemDidChange {
    if ([_hkOwner respondsToSelector:@selector(_itemStandardViewNeedsUpdate:)])
        [_hkOwner _itemStandardViewNeedsUpdate:self];
}

// UIKitCore: UIBarButtonItem.mm -_triggerActionForEvent: calls
// -_triggerActionForEvent:fallbackSender: with no fallback sender (iOS 18/26; in iOS 16/17 stack
// traces -_triggerActionForEvent: itself sends the action).
- (void)_triggerActionForEvent:(UIEvent *)event {
    [self _triggerActionForEvent:event fallbackSender:nil];
}

// UIKitCore: UIBarButtonItem.mm -_triggerActionForEvent:fallbackSender: — a primary action is
// performed (no sendAction); otherwise the action goes through -[UIApplication
// sendAction:to:from:forEvent:] with the item as sender and the touch's event.
// DEVIATION: with no target and no window UIKit asks UIApp -_unswizzledTargetInChainForAction:sender:
// with the fallback sender; HostKit passes nil and lets sendAction: walk the responder chain.
- (void)_triggerActionForEvent:(UIEvent *)event fallbackSender:(id)sender {
    if (_primaryAction != nil) {
        [_primaryAction performWithSender:self target:nil];
    } else if (_action != NULL) {
        [[UIApplication sharedApplication] sendAction:_action to:_target from:self forEvent:event];
    }
}

// UIKitCore: runs the item's auto-validation block, if any; HostKit items have none.
- (void)_executeValidationHandler {}

@end
