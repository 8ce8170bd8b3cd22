#import <UIKit/UIKit.h>

@implementation UIMenu

// UIKitCore: UIMenu.mm +menuWithTitle:children: → -initWithTitle:image:imageName:identifier:options:children:.
+ (UIMenu *)menuWithTitle:(NSString *)title children:(NSArray *)children {
    return [[[UIMenu alloc] initWithTitle:title image:nil imageName:nil identifier:nil options:0 children:children] autorelease];
}

+ (UIMenu *)menuWithTitle:(NSString *)title image:(id)image identifier:(NSString *)identifier
                  options:(UIMenuOptions)options children:(NSArray *)children {
    return [[[UIMenu alloc] initWithTitle:title image:image imageName:nil identifier:identifier options:options
                                 children:children] autorelease];
}

+ (UIMenu *)menuWithChildren:(NSArray *)children { return [self menuWithTitle:@"" children:children]; }

- (id)initWithTitle:(NSString *)title image:(id)image imageName:(NSString *)imageName identifier:(NSString *)identifier
            options:(UIMenuOptions)options children:(NSArray *)children {
    if ((self = [super initWithTitle:title image:image imageName:imageName])) {
        // UIKitCore: UIMenu.mm — no identifier: "com.apple.menu.dynamic.<UUID>".
        _identifier = identifier != nil
            ? [identifier copy]
            : [[NSString alloc] initWithFormat:@"com.apple.menu.dynamic.%@", [[NSUUID UUID] UUIDString]];
        _options = options;
        _children = [(children != nil ? children : [NSArray array]) copy];
    }
    return self;
}

- (void)dealloc {
    [_identifier release];
    [_children release];
    [super dealloc];
}

// A copy keeps the identifier and shares the children (NSArray copy, as -initWithMenu:...).
- (id)copyWithZone:(NSZone *)zone {
    UIMenu *copy = [[UIMenu allocWithZone:zone] initWithTitle:[self title] image:[self image] imageName:nil
                                                    identifier:_identifier options:_options children:_children];
    [copy setSubtitle:[self subtitle]];
    [copy setAccessibilityIdentifier:[self accessibilityIdentifier]];
    return copy;
}

- (BOOL)isEqual:(id)other {
    return [other isKindOfClass:[UIMenu class]] && [_identifier isEqualToString:[(UIMenu *)other identifier]];
}

- (NSUInteger)hash { return [_identifier hash]; }

- (NSString *)identifier { return _identifier; }
- (UIMenuOptions)options { return _options; }
- (NSArray *)children { return _children; }
- (BOOL)_isLeaf { return NO; }

- (UIMenu *)menuByReplacingChildren:(NSArray *)newChildren {
    return [[[UIMenu alloc] initWithTitle:[self title] image:[self image] imageName:nil identifier:_identifier
                                  options:_options children:newChildren] autorelease];
}

- (NSString *)description {
    return [NSString stringWithFormat:@"<%@: %p; title = %@; identifier = %@; children = %lu>",
                     NSStringFromClass([self class]), self, [self title], _identifier, (unsigned long)[_children count]];
}

@end

@implementation UIMenu (HostKit)
- (UIMenu *)_hk_menuForSuggestedActions:(NSArray *)suggestedActions { return self; }
@end
