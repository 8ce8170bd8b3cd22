#import <UIKit/UIKit.h>

static const CGFloat HKBarMargin = 8;

@implementation _UIBarContentView
@end

@implementation _UINavigationBarContentView

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _leadingBar = [[_UIButtonBar alloc] init];
        _trailingBar = [[_UIButtonBar alloc] init];
        _titleLabel = [[UILabel alloc] initWithFrame:CGRectZero];
        [self addSubview:[_leadingBar view]];
        [self addSubview:_titleLabel];
        [self addSubview:[_trailingBar view]];
        [self _hk_layout];
    }
    return self;
}

- (void)dealloc {
    [_leadingBar release];
    [_trailingBar release];
    [_backButton release];
    [_backButtonItem release];
    [_titleLabel release];
    [super dealloc];
}

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }

- (_UIButtonBarButton *)_hk_backButton { return [_backButton superview] == self ? _backButton : nil; }
- (_UIButtonBar *)_hk_leadingBar { return _leadingBar; }
- (_UIButtonBar *)_hk_trailingBar { return _trailingBar; }
- (NSString *)_hk_title { return [_titleLabel text]; }

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    [self _hk_layout];
}

// UIKitCore: _UINavigationBarContentView.mm -_setupBackButton… — the back button is made once
// and its target is this view, for PrimaryActionTriggered, action -__backButtonAction:; then
// -_configureBackButton: configures it from the back item.
- (void)_hk_setupBackButton {
    if (_backButtonItem == nil) {
        [_backButton removeFromSuperview];
        return;
    }
    if (_backButton == nil) {
        _backButton = [[_UIButtonBarButton alloc] initWithFrame:CGRectMake(0, 0, 44, 44)];
        [_backButton addTarget:self action:@selector(__backButtonAction:) forControlEvents:UIControlEventPrimaryActionTriggered];
    }
    [_backButton configureBackButtonFromBarItem:_backButtonItem withAppearanceDelegate:nil];
    if ([_backButton superview] != self) [self addSubview:_backButton];
}

- (void)_hk_setTitle:(NSString *)title backButtonItem:(UIBarButtonItem *)backItem
        leadingItems:(NSArray *)leading trailingItems:(NSArray *)trailing {
    [_titleLabel setText:title];
    [backItem retain];
    [_backButtonItem release];
    _backButtonItem = backItem;
    [self _hk_setupBackButton];
    [_leadingBar _hk_setItems:leading];
    [_trailingBar _hk_setItems:trailing];
    [self _hk_layout];
}

- (void)_hk_layout {
    CGRect bounds = [self bounds];
    CGFloat height = bounds.size.height;
    CGFloat x = HKBarMargin;
    if ([_backButton superview] == self) {
        CGFloat width = [_backButton _hk_preferredWidth];
        [_backButton setFrame:CGRectMake(x, 0, width, height)];
        x += width + HKBarMargin;
    }
    CGFloat leadingWidth = [_leadingBar _hk_contentWidth];
    [[_leadingBar view] setFrame:CGRectMake(x, 0, leadingWidth, height)];
    [_leadingBar _hk_layout];
    if (leadingWidth > 0) x += leadingWidth + HKBarMargin;
    CGFloat trailingWidth = [_trailingBar _hk_contentWidth];
    CGFloat trailingX = bounds.size.width - HKBarMargin - trailingWidth;
    [[_trailingBar view] setFrame:CGRectMake(trailingX, 0, trailingWidth, height)];
    [_trailingBar _hk_layout];
    CGFloat titleWidth = trailingX - HKBarMargin - x;
    [_titleLabel setFrame:CGRectMake(x, 0, titleWidth > 0 ? titleWidth : 0, height)];
}

- (void)_itemStandardViewNeedsUpdate:(UIBarButtonItem *)item {
    [self _hk_layout];
}

// UIKitCore: _UINavigationBarContentView.mm -__backButtonAction: — with no back action
// (UIAction), tells its delegate, passing the back button's item.
- (void)__backButtonAction:(id)sender {
    [_delegate navigationBarContentViewDidTriggerBackAction:self fromBackButtonItem:_backButtonItem];
}

@end

@implementation _UINavigationBarVisualProviderModernIOS

- (id)_hk_initWithNavigationBar:(UINavigationBar *)bar {
    if ((self = [super init])) {
        _navigationBar = bar;
        _contentView = [[_UINavigationBarContentView alloc] initWithFrame:[bar bounds]];
        [_contentView setDelegate:self];
        [bar addSubview:_contentView];
    }
    return self;
}

- (void)dealloc {
    [_contentView setDelegate:nil];
    [_contentView release];
    [super dealloc];
}

- (UINavigationBar *)navigationBar { return _navigationBar; }
- (_UINavigationBarContentView *)contentView { return _contentView; }

- (void)_updateContentForTopItem:(UINavigationItem *)topItem backItem:(UINavigationItem *)backItem animated:(BOOL)animated {
    BOOL showsBack = backItem != nil && ![topItem hidesBackButton];
    [_contentView _hk_setTitle:[topItem title]
                backButtonItem:showsBack ? [backItem _effectiveBackBarButtonItem] : nil
                  leadingItems:[topItem leftBarButtonItems]
                 trailingItems:[[[topItem rightBarButtonItems] reverseObjectEnumerator] allObjects]];
}

- (void)_hk_updateIfShowing:(UINavigationItem *)item animated:(BOOL)animated {
    UINavigationItem *top = [_navigationBar topItem];
    if (item == top || item == [_navigationBar backItem])
        [self _updateContentForTopItem:top backItem:[_navigationBar backItem] animated:animated];
}

- (void)navigationItemUpdatedLeftBarButtonItems:(UINavigationItem *)item animated:(BOOL)animated {
    [self _hk_updateIfShowing:item animated:animated];
}
- (void)navigationItemUpdatedRightBarButtonItems:(UINavigationItem *)item animated:(BOOL)animated {
    [self _hk_updateIfShowing:item animated:animated];
}
- (void)navigationItemUpdatedBackButtonContent:(UINavigationItem *)item animated:(BOOL)animated {
    [self _hk_updateIfShowing:item animated:animated];
}
- (void)navigationItemUpdatedContentLayout:(UINavigationItem *)item animated:(BOOL)animated {
    [self _hk_updateIfShowing:item animated:animated];
}

- (void)navigationBarContentViewDidTriggerBackAction:(_UINavigationBarContentView *)contentView
                                  fromBackButtonItem:(UIBarButtonItem *)item {
    [_navigationBar _sendNavigationPopForBackBarButtonItem:item];
}

@end

@implementation UINavigationBar

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _items = [[NSMutableArray alloc] init];
        _visualProvider = [[_UINavigationBarVisualProviderModernIOS alloc] _hk_initWithNavigationBar:self];
    }
    return self;
}

- (void)dealloc {
    for (UINavigationItem *item in _items) {
        if ([item _navigationBar] == self) [item _hk_setNavigationBar:nil];
    }
    [_items release];
    [_visualProvider release];
    [super dealloc];
}

- (_UINavigationBarVisualProviderModernIOS *)_hk_visualProvider { return _visualProvider; }

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    [[_visualProvider contentView] setFrame:[self bounds]];
}

- (BOOL)isLocked { return _locked; }
- (void)setLocked:(BOOL)locked { _locked = locked; }

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate {
    if (_locked && delegate != _delegate)
        [NSException raise:NSInternalInconsistencyException
                    format:@"Cannot manually set the delegate on a UINavigationBar managed by a controller."];
    _delegate = delegate;
}

- (NSArray *)items { return [[_items copy] autorelease]; }
- (UINavigationItem *)topItem { return [_items lastObject]; }
- (UINavigationItem *)backItem {
    NSUInteger count = [_items count];
    return count > 1 ? [_items objectAtIndex:count - 2] : nil;
}

- (void)_hk_update {
    [_visualProvider _updateContentForTopItem:[self topItem] backItem:[self backItem] animated:NO];
}

- (void)_hk_setItems:(NSArray *)items {
    for (UINavigationItem *item in _items) {
        if ([items indexOfObjectIdenticalTo:item] == NSNotFound && [item _navigationBar] == self)
            [item _hk_setNavigationBar:nil];
    }
    [_items setArray:items];
    for (UINavigationItem *item in _items) [item _hk_setNavigationBar:self];
    [self _hk_update];
}

static void HKRejectIfManaged(UINavigationBar *bar, SEL _cmd) {
    if ([bar isLocked])
        [NSException raise:NSInternalInconsistencyException
                    format:@"Cannot call %s directly on a UINavigationBar managed by a controller.", sel_getName(_cmd)];
}

- (void)setItems:(NSArray *)items animated:(BOOL)animated {
    HKRejectIfManaged(self, _cmd);
    [self _hk_setItems:items != nil ? items : [NSArray array]];
}

- (void)pushNavigationItem:(UINavigationItem *)item animated:(BOOL)animated {
    HKRejectIfManaged(self, _cmd);
    if (item == nil) return;
    if ([_delegate respondsToSelector:@selector(navigationBar:shouldPushItem:)] &&
        ![_delegate navigationBar:self shouldPushItem:item])
        return;
    [self _hk_setItems:[[self items] arrayByAddingObject:item]];
    if ([_delegate respondsToSelector:@selector(navigationBar:didPushItem:)]) [_delegate navigationBar:self didPushItem:item];
}

- (UINavigationItem *)_hk_popTopItemAndTell:(BOOL)tell {
    UINavigationItem *top = [[[self topItem] retain] autorelease];
    if (top == nil) return nil;
    NSMutableArray *items = [[[self items] mutableCopy] autorelease];
    [items removeLastObject];
    [self _hk_setItems:items];
    if (tell && [_delegate respondsToSelector:@selector(navigationBar:didPopItem:)]) [_delegate navigationBar:self didPopItem:top];
    return top;
}

- (UINavigationItem *)popNavigationItemAnimated:(BOOL)animated {
    HKRejectIfManaged(self, _cmd);
    if ([_items count] < 2) return nil;
    if ([_delegate respondsToSelector:@selector(navigationBar:shouldPopItem:)] &&
        ![_delegate navigationBar:self shouldPopItem:[self topItem]])
        return nil;
    return [self _hk_popTopItemAndTell:YES];
}

// UIKitCore: UINavigationBar -_sendNavigationPopForBackBarButtonItem: (called by the visual
// providers' back actions). The delegate (a UINavigationController pops its top controller in
// -navigationBar:shouldPopItem:) decides; the bar pops the item itself only when the delegate
// agreed and the item is still on top.
- (void)_sendNavigationPopForBackBarButtonItem:(UIBarButtonItem *)item {
    UINavigationItem *top = [[[self topItem] retain] autorelease];
    if (top == nil || [_items count] < 2) return;
    BOOL shouldPop = YES;
    if ([_delegate respondsToSelector:@selector(navigationBar:shouldPopItem:)])
        shouldPop = [_delegate navigationBar:self shouldPopItem:top];
    if (shouldPop && [self topItem] == top) [self _hk_popTopItemAndTell:YES];
}

@end
