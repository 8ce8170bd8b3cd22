#import <UIKit/UIKit.h>

@implementation UIListContentConfiguration

+ (instancetype)cellConfiguration { return [[[self alloc] init] autorelease]; }
+ (instancetype)subtitleCellConfiguration { return [[[self alloc] init] autorelease]; }

- (void)dealloc {
    [_text release];
    [_secondaryText release];
    [super dealloc];
}

- (id)copyWithZone:(NSZone *)zone {
    UIListContentConfiguration *copy = [[[self class] allocWithZone:zone] init];
    copy->_text = [_text copy];
    copy->_secondaryText = [_secondaryText copy];
    return copy;
}

- (NSString *)text { return _text; }

- (void)setText:(NSString *)text {
    NSString *copy = [text copy];
    [_text release];
    _text = copy;
}

- (NSString *)secondaryText { return _secondaryText; }

- (void)setSecondaryText:(NSString *)secondaryText {
    NSString *copy = [secondaryText copy];
    [_secondaryText release];
    _secondaryText = copy;
}

@end
