#import <UIKit/UIKit.h>

@implementation _UIButtonBarButton

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _hkTitleLabel = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, frame.size.width, frame.size.height)];
        [self addSubview:_hkTitleLabel];
    }
    return self;
}

- (void)dealloc {
    [_hkTitleLabel release];
    [super dealloc];
}

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    [_hkTitleLabel setFrame:CGRectMake(0, 0, frame.size.width, frame.size.height)];
}

- (void)configureFromBarItem:(UIBarButtonItem *)item withAppearanceDelegate:(id)delegate {
    _hkBackButton = NO;
    [_hkTitleLabel setText:[item resolvedTitle]];
    [self setEnabled:[item isEnabled]];
}

- (void)configureBackButtonFromBarItem:(UIBarButtonItem *)item withAppearanceDelegate:(id)delegate {
    _hkBackButton = YES;
    [_hkTitleLabel setText:[item resolvedTitle]];
    [self setEnabled:YES];
}

- (NSString *)_hk_title { return [_hkTitleLabel text]; }
- (BOOL)_hk_isBackButton { return _hkBackButton; }

- (CGFloat)_hk_preferredWidth {
    CGFloat width = 16 + 8 * (CGFloat)[[_hkTitleLabel text] length];
    if (_hkBackButton) width += 12; // the chevron
    if (width < 44) width = 44;
    if (width > 120) width = 120;
    return width;
}

// Its actions are sent as PrimaryActionTriggered after TouchUpInside: UIControl's
// -_sendActionsForEvents:withEvent: nests that send with the same UIEvent for the events
// this answers (public stack traces of a bar button tap show the two sends nested).
- (UIControlEvents)_controlEventsForActionTriggered { return UIControlEventTouchUpInside; }

@end
