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
    [_titles release];
    [_titleLabel release];
    [super dealloc];
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
