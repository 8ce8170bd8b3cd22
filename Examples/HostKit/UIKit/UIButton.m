#import <UIKit/UIKit.h>

@implementation UIButton

+ (id)buttonWithType:(UIButtonType)type {
    UIButton *button = [[[self alloc] initWithFrame:CGRectZero] autorelease];
    button->_buttonType = type;
    return button;
}

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _titles = [[NSMutableDictionary alloc] init];
        _titleLabel = [[UILabel alloc] initWithFrame:[self bounds]];
        [self addSubview:_titleLabel];
    }
    return self;
}

- (void)dealloc {
    [_configuration release];
    [_menu release];
    [_titles release];
    [_titleLabel release];
    [super dealloc];
}

// UIKitCore: UIButton.mm +buttonWithType:primaryAction:.
+ (id)buttonWithType:(UIButtonType)type primaryAction:(UIAction *)primaryAction {
    UIButton *button = [self buttonWithType:type];
    if (primaryAction != nil) [button _commonInitForPrimaryAction:primaryAction];
    return button;
}

// UIKitCore: UIButton.mm -initWithFrame:primaryAction: → UIControl's.
- (id)initWithFrame:(CGRect)frame primaryAction:(UIAction *)primaryAction {
    return [super initWithFrame:frame primaryAction:primaryAction];
}

// UIKitCore: UIButton.mm -_commonInitForPrimaryAction: — super adds the action for
// PrimaryActionTriggered; a custom or system button takes the action's title.
- (void)_commonInitForPrimaryAction:(UIAction *)action {
    [super _commonInitForPrimaryAction:action];
    if ([self buttonType] <= UIButtonTypeSystem) {
        NSString *title = [action title];
        if ([title length] > 0) [self setTitle:title forState:UIControlStateNormal];
    }
}

- (UIControlEvents)_controlEventsForActionTriggered { return UIControlEventTouchUpInside; }

- (UIMenu *)menu { return _menu; }

// UIKitCore: UIButton.mm -setMenu: — the interaction first, then a copy of the menu, then
// _updateContextMenuEnabled (setContextMenuInteractionEnabled: menu != nil).
- (void)setMenu:(UIMenu *)menu {
    if (_menu == menu) return;
    [self contextMenuInteraction];
    UIMenu *copy = [menu copy];
    [_menu release];
    _menu = copy;
    [self _updateContextMenuEnabled];
}

- (void)_updateContextMenuEnabled { [self setContextMenuInteractionEnabled:_menu != nil]; }

- (BOOL)changesSelectionAsPrimaryAction { return _changesSelectionAsPrimaryAction; }
- (void)setChangesSelectionAsPrimaryAction:(BOOL)changes { _changesSelectionAsPrimaryAction = changes; }

// UIKitCore: UIButton.mm -_isToggleButton.
- (BOOL)_isToggleButton {
    if (!_changesSelectionAsPrimaryAction) return NO;
    return _menu == nil || ![self showsMenuAsPrimaryAction];
}

// UIKitCore: UIButton.mm -_sendActionsForEvents:withEvent: — a toggle button flips its
// selection first, then UIControl sends.
- (void)_sendActionsForEvents:(UIControlEvents)events withEvent:(UIEvent *)event {
    if ([self _isToggleButton] && ([self _controlEventsForActionTriggered] & events) != 0)
        [self setSelected:![self isSelected]];
    [super _sendActionsForEvents:events withEvent:event];
}

// UIKitCore: UIButton.mm -contextMenuInteraction:configurationForMenuAtLocation: (through
// its visual provider): a configuration whose action provider answers the button's menu.
- (UIContextMenuConfiguration *)contextMenuInteraction:(UIContextMenuInteraction *)interaction
                        configurationForMenuAtLocation:(CGPoint)location {
    if (_menu == nil) return nil;
    // DEVIATION: the provider is a block capturing the menu in UIKit.
    HKHandler *provider = [HKHandler handlerWithTarget:_menu action:@selector(_hk_menuForSuggestedActions:)];
    return [UIContextMenuConfiguration configurationWithIdentifier:nil previewProvider:nil actionProvider:provider];
}

- (UIButtonType)buttonType { return _buttonType; }
- (UILabel *)titleLabel { return _titleLabel; }

- (void)setTitle:(NSString *)title forState:(UIControlState)state {
    NSNumber *key = [NSNumber numberWithUnsignedInteger:state];
    if (title != nil) [_titles setObject:[[title copy] autorelease] forKey:key];
    else [_titles removeObjectForKey:key];
    [_titleLabel setText:[self currentTitle]];
}

- (NSString *)titleForState:(UIControlState)state {
    NSString *title = [_titles objectForKey:[NSNumber numberWithUnsignedInteger:state]];
    if (title == nil) title = [_titles objectForKey:[NSNumber numberWithUnsignedInteger:UIControlStateNormal]];
    return title;
}

- (NSString *)currentTitle { return [self titleForState:[self state]]; }

// UIKitCore: UIButton.m +buttonWithConfiguration:primaryAction: (a system button).
+ (id)buttonWithConfiguration:(UIButtonConfiguration *)configuration primaryAction:(UIAction *)primaryAction {
    UIButton *button = [self buttonWithType:UIButtonTypeSystem primaryAction:primaryAction];
    [button setConfiguration:configuration];
    return button;
}

// UIKitCore: UIButton.m -configuration answers [[_configuration _apiValue] copy].
- (UIButtonConfiguration *)configuration { return [[_configuration copy] autorelease]; }

// The label shows the configuration's title (UIKit resolves it into the title label's
// attributed text); the state table is left as it was.
- (void)setConfiguration:(UIButtonConfiguration *)configuration {
    UIButtonConfiguration *copy = [configuration copy];
    [_configuration release];
    _configuration = copy;
    NSString *shown = [copy title] != nil ? [copy title] : [[copy attributedTitle] string];
    [_titleLabel setText:shown != nil ? shown : [self currentTitle]];
}

- (void)setHighlighted:(BOOL)highlighted {
    [super setHighlighted:highlighted];
    [_titleLabel setText:[self currentTitle]];
}

- (void)setSelected:(BOOL)selected {
    [super setSelected:selected];
    [_titleLabel setText:[self currentTitle]];
}

- (void)setEnabled:(BOOL)enabled {
    [super setEnabled:enabled];
    [_titleLabel setText:[self currentTitle]];
}

@end
