#import <UIKit/UIKit.h>

@implementation UINavigationItem

- (id)init { return [self initWithTitle:nil]; }

- (id)initWithTitle:(NSString *)title {
    if ((self = [super init])) {
        _title = [title copy];
        _leftBarButtonItems = [[NSArray alloc] init];
        _rightBarButtonItems = [[NSArray alloc] init];
    }
    return self;
}

- (void)dealloc {
    [_title release];
    [_backButtonTitle release];
    [_backBarButtonItem release];
    [_leftBarButtonItems release];
    [_rightBarButtonItems release];
    [_hkDefaultBackItem release];
    [super dealloc];
}

- (UINavigationBar *)_navigationBar { return _navigationBar; }
- (void)_hk_setNavigationBar:(UINavigationBar *)bar { _navigationBar = bar; }

// The bar's visual provider redraws what changed (UIKitCore: _UINavigationBarVisualProviderModernIOS
// -navigationItemUpdated…:animated:).
- (id)_hk_visualProvider { return [_navigationBar _hk_visualProvider]; }

- (NSString *)title { return _title; }
- (void)setTitle:(NSString *)title {
    NSString *copy = [title copy];
    [_title release];
    _title = copy;
    [[self _hk_visualProvider] navigationItemUpdatedContentLayout:self animated:NO];
}

- (UIBarButtonItem *)leftBarButtonItem { return [_leftBarButtonItems firstObject]; }
- (void)setLeftBarButtonItem:(UIBarButtonItem *)item { [self setLeftBarButtonItem:item animated:NO]; }
- (void)setLeftBarButtonItem:(UIBarButtonItem *)item animated:(BOOL)animated {
    [self setLeftBarButtonItems:item != nil ? [NSArray arrayWithObject:item] : nil animated:animated];
}
- (NSArray *)leftBarButtonItems { return [_leftBarButtonItems count] > 0 ? _leftBarButtonItems : nil; }
- (void)setLeftBarButtonItems:(NSArray *)items { [self setLeftBarButtonItems:items animated:NO]; }
- (void)setLeftBarButtonItems:(NSArray *)items animated:(BOOL)animated {
    NSArray *copy = items != nil ? [items copy] : [[NSArray alloc] init];
    [_leftBarButtonItems release];
    _leftBarButtonItems = copy;
    [[self _hk_visualProvider] navigationItemUpdatedLeftBarButtonItems:self animated:animated];
}

- (UIBarButtonItem *)rightBarButtonItem { return [_rightBarButtonItems firstObject]; }
- (void)setRightBarButtonItem:(UIBarButtonItem *)item { [self setRightBarButtonItem:item animated:NO]; }
- (void)setRightBarButtonItem:(UIBarButtonItem *)item animated:(BOOL)animated {
    [self setRightBarButtonItems:item != nil ? [NSArray arrayWithObject:item] : nil animated:animated];
}
- (NSArray *)rightBarButtonItems { return [_rightBarButtonItems count] > 0 ? _rightBarButtonItems : nil; }
- (void)setRightBarButtonItems:(NSArray *)items { [self setRightBarButtonItems:items animated:NO]; }
- (void)setRightBarButtonItems:(NSArray *)items animated:(BOOL)animated {
    NSArray *copy = items != nil ? [items copy] : [[NSArray alloc] init];
    [_rightBarButtonItems release];
    _rightBarButtonItems = copy;
    [[self _hk_visualProvider] navigationItemUpdatedRightBarButtonItems:self animated:animated];
}

- (UIBarButtonItem *)backBarButtonItem { return _backBarButtonItem; }
- (void)setBackBarButtonItem:(UIBarButtonItem *)item {
    [item retain];
    [_backBarButtonItem release];
    _backBarButtonItem = item;
    [[self _hk_visualProvider] navigationItemUpdatedBackButtonContent:self animated:NO];
}

- (NSString *)backButtonTitle { return _backButtonTitle; }
- (void)setBackButtonTitle:(NSString *)title {
    NSString *copy = [title copy];
    [_backButtonTitle release];
    _backButtonTitle = copy;
    [[self _hk_visualProvider] navigationItemUpdatedBackButtonContent:self animated:NO];
}

- (BOOL)hidesBackButton { return _hidesBackButton; }
- (void)setHidesBackButton:(BOOL)hides { [self setHidesBackButton:hides animated:NO]; }
- (void)setHidesBackButton:(BOOL)hides animated:(BOOL)animated {
    _hidesBackButton = hides;
    [[self _hk_visualProvider] navigationItemUpdatedContentLayout:self animated:animated];
}

- (UIBarButtonItem *)_effectiveBackBarButtonItem {
    if (_backBarButtonItem != nil) return _backBarButtonItem;
    NSString *title = [_backButtonTitle length] > 0 ? _backButtonTitle : ([_title length] > 0 ? _title : @"Back");
    if (_hkDefaultBackItem == nil) {
        _hkDefaultBackItem = [[UIBarButtonItem alloc] initWithTitle:title style:UIBarButtonItemStylePlain target:nil action:NULL];
    } else if (![[_hkDefaultBackItem title] isEqualToString:title]) {
        [_hkDefaultBackItem setTitle:title];
    }
    return _hkDefaultBackItem;
}

@end

@implementation UIViewController (UINavigationControllerItem)

- (UINavigationItem *)navigationItem {
    if (_navigationItem == nil) _navigationItem = [[UINavigationItem alloc] initWithTitle:[self title]];
    return _navigationItem;
}

- (UINavigationItem *)_existingNavigationItem { return _navigationItem; }

- (NSArray *)toolbarItems { return _toolbarItems; }
- (void)setToolbarItems:(NSArray *)items { [self setToolbarItems:items animated:NO]; }
- (void)setToolbarItems:(NSArray *)items animated:(BOOL)animated {
    NSArray *copy = [items copy];
    [_toolbarItems release];
    _toolbarItems = copy;
    UINavigationController *navigation = [self navigationController];
    if ([navigation topViewController] == self) [navigation _hk_updateToolbarItemsAnimated:animated];
}

@end
