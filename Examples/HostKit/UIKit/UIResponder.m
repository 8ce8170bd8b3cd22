#import <UIKit/UIKit.h>

@implementation UIResponder

- (UIResponder *)nextResponder { return nil; }

- (UIWindow *)_responderWindow { return nil; }

- (UIView *)inputView { return nil; }
- (UIView *)inputAccessoryView { return nil; }

- (BOOL)canBecomeFirstResponder { return NO; }
- (BOOL)canResignFirstResponder { return YES; }

- (BOOL)becomeFirstResponder {
    UIWindow *window = [self _responderWindow];
    if (window == nil || ![self canBecomeFirstResponder]) return NO;
    UIResponder *current = [window _firstResponder];
    if (current == self) return YES;
    if (current != nil && ![current resignFirstResponder]) return NO;
    [window _setFirstResponder:self];
    return YES;
}

- (BOOL)resignFirstResponder {
    UIWindow *window = [self _responderWindow];
    if ([window _firstResponder] == self) [window _setFirstResponder:nil];
    return YES;
}

- (BOOL)isFirstResponder {
    return [[self _responderWindow] _firstResponder] == self;
}

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    [[self nextResponder] touchesBegan:touches withEvent:event];
}
- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {
    [[self nextResponder] touchesMoved:touches withEvent:event];
}
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    [[self nextResponder] touchesEnded:touches withEvent:event];
}
- (void)touchesCancelled:(NSSet *)touches withEvent:(UIEvent *)event {
    [[self nextResponder] touchesCancelled:touches withEvent:event];
}

- (BOOL)canPerformAction:(SEL)action withSender:(id)sender {
    return [self respondsToSelector:action];
}

- (id)targetForAction:(SEL)action withSender:(id)sender {
    for (UIResponder *r = self; r != nil; r = [r nextResponder]) {
        if ([r canPerformAction:action withSender:sender]) return r;
    }
    return nil;
}

@end
