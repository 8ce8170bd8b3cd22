#import <UIKit/UIKit.h>

@implementation UIBarItem

- (id)init {
    if ((self = [super init])) _enabled = YES;
    return self;
}

- (void)dealloc {
    [_title release];
    [_image release];
    [_accessibilityIdentifier release];
    [_accessibilityLabel release];
    [super dealloc];
}

- (NSString *)title { return _title; }
- (void)setTitle:(NSString *)title {
    NSString *copy = [title copy];
    [_title release];
    _title = copy;
    [self _hk_itemDidChange];
}

- (UIImage *)image { return _image; }
- (void)setImage:(UIImage *)image {
    [image retain];
    [_image release];
    _image = image;
    [self _hk_itemDidChange];
}

- (NSInteger)tag { return _tag; }
- (void)setTag:(NSInteger)tag { _tag = tag; }

- (BOOL)isEnabled { return _enabled; }
- (void)setEnabled:(BOOL)enabled {
    _enabled = enabled;
    [self _hk_itemDidChange];
}

- (NSString *)accessibilityLabel { return _accessibilityLabel; }
- (void)setAccessibilityLabel:(NSString *)label {
    NSString *copy = [label copy];
    [_accessibilityLabel release];
    _accessibilityLabel = copy;
}

- (NSString *)accessibilityIdentifier { return _accessibilityIdentifier; }
- (void)setAccessibilityIdentifier:(NSString *)identifier {
    NSString *copy = [identifier copy];
    [_accessibilityIdentifier release];
    _accessibilityIdentifier = copy;
}

- (void)_hk_itemDidChange {}

@end
