#import <UIKit/UIKit.h>

@implementation UIButtonConfiguration

+ (instancetype)plainButtonConfiguration { return [[[self alloc] init] autorelease]; }
+ (instancetype)filledButtonConfiguration { return [[[self alloc] init] autorelease]; }

- (void)dealloc {
    [_title release];
    [_attributedTitle release];
    [super dealloc];
}

- (id)copyWithZone:(NSZone *)zone {
    UIButtonConfiguration *copy = [[[self class] allocWithZone:zone] init];
    copy->_title = [_title copy];
    copy->_attributedTitle = [_attributedTitle copy];
    return copy;
}

- (NSString *)title { return _title; }

- (void)setTitle:(NSString *)title {
    NSString *copy = [title copy];
    [_title release];
    _title = copy;
}

- (NSAttributedString *)attributedTitle { return _attributedTitle; }

- (void)setAttributedTitle:(NSAttributedString *)attributedTitle {
    NSAttributedString *copy = [attributedTitle copy];
    [_attributedTitle release];
    _attributedTitle = copy;
}

@end
