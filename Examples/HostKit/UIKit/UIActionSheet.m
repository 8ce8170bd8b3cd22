#import <UIKit/UIKit.h>
#include <stdarg.h>

@implementation UIActionSheet

- (id)initWithTitle:(NSString *)title delegate:(id)delegate cancelButtonTitle:(NSString *)cancelButtonTitle
    destructiveButtonTitle:(NSString *)destructiveButtonTitle otherButtonTitles:(NSString *)otherButtonTitles, ... {
    if ((self = [super initWithFrame:CGRectMake(0, 0, 320, 200)])) {
        _title = [title copy];
        _delegate = delegate;
        _buttonTitles = [[NSMutableArray alloc] init];
        _destructiveButtonIndex = destructiveButtonTitle != nil ? [self addButtonWithTitle:destructiveButtonTitle] : -1;
        va_list titles;
        va_start(titles, otherButtonTitles);
        for (NSString *other = otherButtonTitles; other != nil; other = va_arg(titles, NSString *))
            [self addButtonWithTitle:other];
        va_end(titles);
        _pendingCancelTitle = [cancelButtonTitle copy];
        _cancelButtonIndex = -1;
    }
    return self;
}

- (void)dealloc {
    [_title release];
    [_buttonTitles release];
    [_pendingCancelTitle release];
    [super dealloc];
}

- (NSString *)title { return _title; }
- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }

- (NSInteger)addButtonWithTitle:(NSString *)title {
    [_buttonTitles addObject:title != nil ? title : @""];
    return (NSInteger)[_buttonTitles count] - 1;
}

- (NSString *)buttonTitleAtIndex:(NSInteger)buttonIndex {
    [self _placeCancelButton];
    if (buttonIndex < 0 || buttonIndex >= (NSInteger)[_buttonTitles count]) return nil;
    return [_buttonTitles objectAtIndex:buttonIndex];
}

- (NSInteger)numberOfButtons {
    [self _placeCancelButton];
    return (NSInteger)[_buttonTitles count];
}

- (NSInteger)cancelButtonIndex {
    [self _placeCancelButton];
    return _cancelButtonIndex;
}

- (NSInteger)destructiveButtonIndex { return _destructiveButtonIndex; }
- (BOOL)isVisible { return _visible; }

// The cancel button goes after any button added later with addButtonWithTitle:, so it
// is placed once the buttons are looked at.
- (void)_placeCancelButton {
    if (_pendingCancelTitle == nil) return;
    _cancelButtonIndex = [self addButtonWithTitle:_pendingCancelTitle];
    [_pendingCancelTitle release];
    _pendingCancelTitle = nil;
}

- (void)showInView:(UIView *)view {
    if (_visible) return;
    [self _placeCancelButton];
    [self retain];
    if ([_delegate respondsToSelector:@selector(willPresentActionSheet:)]) [_delegate willPresentActionSheet:self];
    _visible = YES;
    if ([_delegate respondsToSelector:@selector(didPresentActionSheet:)]) [_delegate didPresentActionSheet:self];
}

- (void)dismissWithClickedButtonIndex:(NSInteger)buttonIndex animated:(BOOL)animated {
    if (!_visible) return;
    if ([_delegate respondsToSelector:@selector(actionSheet:willDismissWithButtonIndex:)])
        [_delegate actionSheet:self willDismissWithButtonIndex:buttonIndex];
    _visible = NO;
    if ([_delegate respondsToSelector:@selector(actionSheet:didDismissWithButtonIndex:)])
        [_delegate actionSheet:self didDismissWithButtonIndex:buttonIndex];
    [self release];
}

- (void)_buttonClickedAtIndex:(NSInteger)buttonIndex {
    if (!_visible) return;
    [self retain];
    if ([_delegate respondsToSelector:@selector(actionSheet:clickedButtonAtIndex:)])
        [_delegate actionSheet:self clickedButtonAtIndex:buttonIndex];
    [self dismissWithClickedButtonIndex:buttonIndex animated:YES];
    [self release];
}

@end
