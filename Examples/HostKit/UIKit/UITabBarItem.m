#import <UIKit/UIKit.h>

@implementation UITabBarItem

- (id)initWithTitle:(NSString *)title image:(UIImage *)image tag:(NSInteger)tag {
    if ((self = [self init])) {
        _title = [title copy];
        _image = [(id)image retain];
        _tag = tag;
    }
    return self;
}

- (id)initWithTitle:(NSString *)title image:(UIImage *)image selectedImage:(UIImage *)selectedImage {
    if ((self = [self initWithTitle:title image:image tag:0])) _selectedImage = [(id)selectedImage retain];
    return self;
}

// DEVIATION: UIKit shows a system item's localized title and glyph; HostKit its English name.
- (id)initWithTabBarSystemItem:(UITabBarSystemItem)systemItem tag:(NSInteger)tag {
    static NSString *titles[] = {
        @"More", @"Favorites", @"Featured", @"Top Rated", @"Recents", @"Contacts", @"History",
        @"Bookmarks", @"Search", @"Downloads", @"Most Recent", @"Most Viewed",
    };
    NSString *title = systemItem >= 0 && systemItem <= UITabBarSystemItemMostViewed ? titles[systemItem] : nil;
    return [self initWithTitle:title image:nil tag:tag];
}

- (void)dealloc {
    [_selectedImage release];
    [_badgeValue release];
    [super dealloc];
}

- (UIImage *)selectedImage { return _selectedImage; }
- (void)setSelectedImage:(UIImage *)image {
    [(id)image retain];
    [_selectedImage release];
    _selectedImage = image;
}

- (NSString *)badgeValue { return _badgeValue; }
- (void)setBadgeValue:(NSString *)badgeValue {
    NSString *copy = [badgeValue copy];
    [_badgeValue release];
    _badgeValue = copy;
}

- (id)target { return _target; }
- (SEL)action { return _action; }
- (void)_hk_setTarget:(id)target action:(SEL)action {
    _target = target;
    _action = action;
}

- (UITabBarButton *)_hk_view { return _view; }
- (void)_hk_setView:(UITabBarButton *)view { _view = view; }

- (void)_hk_itemDidChange { [_view _hk_configureFromItem]; }

@end

@implementation UIViewController (UITabBarControllerItem)

- (UITabBarItem *)tabBarItem {
    if (_tabBarItem == nil) _tabBarItem = [[UITabBarItem alloc] initWithTitle:[self title] image:nil tag:0];
    return _tabBarItem;
}

- (void)setTabBarItem:(UITabBarItem *)item {
    if (item == _tabBarItem) return;
    [item retain];
    [_tabBarItem release];
    _tabBarItem = item;
    UITabBarController *tabBarController = [self tabBarController];
    if ([[tabBarController viewControllers] indexOfObjectIdenticalTo:self] != NSNotFound)
        [tabBarController _hk_rebuildTabBarItems];
}

- (UITabBarController *)tabBarController {
    for (UIViewController *c = [self parentViewController]; c != nil; c = [c parentViewController]) {
        if ([c isKindOfClass:[UITabBarController class]]) return (UITabBarController *)c;
    }
    return nil;
}

@end
