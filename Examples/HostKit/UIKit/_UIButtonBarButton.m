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

// DEVIATION: on iOS 14+ -[UIControl _sendActionsForEvents:withEvent:] sends
// PrimaryActionTriggered after TouchUpInside by calling itself with the same UIEvent (public
// stack traces of a bar button tap show it twice, nested). HostKit's UIControl (another part's
// file) does not do it yet, so this button does it through super, once: if UIControl starts
// doing it, the nested call comes through here and is not repeated.
- (void)_sendActionsForEvents:(UIControlEvents)events withEvent:(UIEvent *)event {
    BOOL upInside = (events & UIControlEventTouchUpInside) != 0;
    if (upInside) _hkSentPrimaryAction = NO;
    if ((events & UIControlEventPrimaryActionTriggered) != 0) _hkSentPrimaryAction = YES;
    [self retain];
    [super _sendActionsForEvents:events withEvent:event];
    if (upInside && !_hkSentPrimaryAction) {
        _hkSentPrimaryAction = YES;
        [super _sendActionsForEvents:UIControlEventPrimaryActionTriggered withEvent:event];
    }
    [self release];
}

@end
