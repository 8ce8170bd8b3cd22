#import <UIKit/UIKit.h>
#include <stdarg.h>

@implementation UIAlertView

- (id)initWithTitle:(NSString *)title message:(NSString *)message delegate:(id)delegate
  cancelButtonTitle:(NSString *)cancelButtonTitle otherButtonTitles:(NSString *)otherButtonTitles, ... {
    if ((self = [super initWithFrame:CGRectMake(0, 0, 270, 140)])) {
        _title = [title copy];
        _message = [message copy];
        _delegate = delegate;
        _buttonTitles = [[NSMutableArray alloc] init];
        _cancelButtonIndex = cancelButtonTitle != nil ? [self addButtonWithTitle:cancelButtonTitle] : -1;
        va_list titles;
        va_start(titles, otherButtonTitles);
        for (NSString *other = otherButtonTitles; other != nil; other = va_arg(titles, NSString *))
            [self addButtonWithTitle:other];
        va_end(titles);
    }
    return self;
}

- (void)dealloc {
    [_title release];
    [_message release];
    [_buttonTitles release];
    [super dealloc];
}

- (NSString *)title { return _title; }
- (NSString *)message { return _message; }
- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }

- (NSInteger)addButtonWithTitle:(NSString *)title {
    [_buttonTitles addObject:title != nil ? title : @""];
    return (NSInteger)[_buttonTitles count] - 1;
}

- (NSString *)buttonTitleAtIndex:(NSInteger)buttonIndex {
    if (buttonIndex < 0 || buttonIndex >= (NSInteger)[_buttonTitles count]) return nil;
    return [_buttonTitles objectAtIndex:buttonIndex];
}

- (NSInteger)numberOfButtons { return (NSInteger)[_buttonTitles count]; }
- (NSInteger)cancelButtonIndex { return _cancelButtonIndex; }
- (BOOL)isVisible { return _visible; }

- (void)show {
    if (_visible) return;
    [self retain];
    if ([_delegate respondsToSelector:@selector(willPresentAlertView:)]) [_delegate willPresentAlertView:self];
    _visible = YES;
    if ([_delegate respondsToSelector:@selector(didPresentAlertView:)]) [_delegate didPresentAlertView:self];
}

- (void)dismissWithClickedButtonIndex:(NSInteger)buttonIndex animated:(BOOL)animated {
    if (!_visible) return;
    if ([_delegate respondsToSelector:@selector(alertView:willDismissWithButtonIndex:)])
        [_delegate alertView:self willDismissWithButtonIndex:buttonIndex];
    _visible = NO;
    if ([_delegate respondsToSelector:@selector(alertView:didDismissWithButtonIndex:)])
        [_delegate alertView:self didDismissWithButtonIndex:buttonIndex];
    [self release];
}

- (void)_buttonClickedAtIndex:(NSInteger)buttonIndex {
    if (!_visible) return;
    [self retain];
    if ([_delegate respondsToSelector:@selector(alertView:clickedButtonAtIndex:)])
        [_delegate alertView:self clickedButtonAtIndex:buttonIndex];
    [self dismissWithClickedButtonIndex:buttonIndex animated:YES];
    [self release];
}

@end
