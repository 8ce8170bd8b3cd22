#import <UIKit/UIKit.h>

@implementation _UIToolbarContentView

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _buttonBar = [[_UIButtonBar alloc] init];
        [_buttonBar _hk_setFlexible:YES];
        [self addSubview:[_buttonBar view]];
        [self _hk_layout];
    }
    return self;
}

- (void)dealloc {
    [_buttonBar release];
    [super dealloc];
}

- (_UIButtonBar *)_hk_buttonBar { return _buttonBar; }

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    [self _hk_layout];
}

- (void)_hk_layout {
    CGRect bounds = [self bounds];
    [[_buttonBar view] setFrame:CGRectMake(8, 0, bounds.size.width > 16 ? bounds.size.width - 16 : 0, bounds.size.height)];
    [_buttonBar _hk_layout];
}

@end

@implementation UIToolbar

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _contentView = [[_UIToolbarContentView alloc] initWithFrame:[self bounds]];
        [self addSubview:_contentView];
    }
    return self;
}

- (void)dealloc {
    [_items release];
    [_contentView release];
    [super dealloc];
}

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    [_contentView setFrame:[self bounds]];
}

- (NSArray *)items { return _items; }
- (void)setItems:(NSArray *)items { [self setItems:items animated:NO]; }
- (void)setItems:(NSArray *)items animated:(BOOL)animated {
    NSArray *copy = [items copy];
    [_items release];
    _items = copy;
    [[_contentView _hk_buttonBar] _hk_setItems:_items];
    [_contentView _hk_layout];
}

@end
