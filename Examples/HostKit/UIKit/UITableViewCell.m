#import <UIKit/UIKit.h>

@implementation UITableViewCell

- (id)initWithFrame:(CGRect)frame {
    return [self initWithStyle:UITableViewCellStyleDefault reuseIdentifier:nil];
}

- (id)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if ((self = [super initWithFrame:CGRectMake(0, 0, 320, 44)])) {
        _reuseIdentifier = [reuseIdentifier copy];
        _textLabel = [[UILabel alloc] initWithFrame:[self bounds]];
        [self addSubview:_textLabel];
    }
    return self;
}

- (void)dealloc {
    [_reuseIdentifier release];
    [_textLabel release];
    [super dealloc];
}

- (NSString *)reuseIdentifier { return _reuseIdentifier; }
- (UILabel *)textLabel { return _textLabel; }
- (BOOL)isSelected { return _selected; }
- (void)setSelected:(BOOL)selected { [self setSelected:selected animated:NO]; }
- (void)setSelected:(BOOL)selected animated:(BOOL)animated { _selected = selected; }

- (void)prepareForReuse {
    _selected = NO;
    [_textLabel setText:nil];
}

@end
