#import <UIKit/UIKit.h>

@implementation UIMenuElement

- (id)init { return [self initWithTitle:@"" image:nil imageName:nil]; }

- (id)initWithTitle:(NSString *)title image:(id)image imageName:(NSString *)imageName {
    if ((self = [super init])) {
        _title = [(title != nil ? title : @"") copy];
        _image = [image retain];
    }
    return self;
}

- (void)dealloc {
    [_title release];
    [_image release];
    [_subtitle release];
    [_accessibilityIdentifier release];
    [super dealloc];
}

- (id)copyWithZone:(NSZone *)zone {
    UIMenuElement *copy = [[[self class] allocWithZone:zone] initWithTitle:_title image:_image imageName:nil];
    [copy setSubtitle:_subtitle];
    [copy setAccessibilityIdentifier:_accessibilityIdentifier];
    return copy;
}

- (NSString *)title { return _title; }
- (id)image { return _image; }
- (NSString *)subtitle { return _subtitle; }
- (NSString *)accessibilityIdentifier { return _accessibilityIdentifier; }

- (void)setSubtitle:(NSString *)subtitle {
    NSString *copy = [subtitle copy];
    [_subtitle release];
    _subtitle = copy;
}

- (void)setAccessibilityIdentifier:(NSString *)identifier {
    NSString *copy = [identifier copy];
    [_accessibilityIdentifier release];
    _accessibilityIdentifier = copy;
}

- (void)_setTitle:(NSString *)title {
    NSString *copy = [(title != nil ? title : @"") copy];
    [_title release];
    _title = copy;
}

- (void)_setImage:(id)image {
    [image retain];
    [_image release];
    _image = image;
}

- (BOOL)_isLeaf { return YES; }
- (BOOL)_canBeHighlighted { return YES; }

@end
