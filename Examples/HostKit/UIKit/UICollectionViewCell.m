#import <UIKit/UIKit.h>

@implementation UICollectionReusableView

- (void)dealloc {
    [_reuseIdentifier release];
    [super dealloc];
}

- (NSString *)reuseIdentifier { return _reuseIdentifier; }

- (void)_setReuseIdentifier:(NSString *)identifier {
    NSString *copy = [identifier copy];
    [_reuseIdentifier release];
    _reuseIdentifier = copy;
}

- (void)prepareForReuse {}

@end

@implementation UICollectionViewCell

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _contentView = [[UIView alloc] initWithFrame:[self bounds]];
        [_contentView setUserInteractionEnabled:NO];
        [self addSubview:_contentView];
    }
    return self;
}

- (void)dealloc {
    [_contentView release];
    [super dealloc];
}

- (UIView *)contentView { return _contentView; }
- (BOOL)isSelected { return _selected; }
- (void)setSelected:(BOOL)selected { _selected = selected; }

- (void)prepareForReuse {
    [super prepareForReuse];
    _selected = NO;
}

@end
