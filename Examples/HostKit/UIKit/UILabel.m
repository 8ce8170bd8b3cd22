#import <UIKit/UIKit.h>

@implementation UILabel

// Labels do not take touches in UIKit: a tap on a button's title reaches the button.
- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) _userInteractionEnabled = NO;
    return self;
}

- (void)dealloc {
    [_text release];
    [super dealloc];
}

- (NSString *)text { return _text; }
- (void)setText:(NSString *)text {
    NSString *copy = [text copy];
    [_text release];
    _text = copy;
}

@end
