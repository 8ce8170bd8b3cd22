#import <Foundation/Foundation.h>

@class UIEvent;
@class UIWindow;
@class UIView;

@interface UIResponder : NSObject

- (UIResponder *)nextResponder;

- (BOOL)canBecomeFirstResponder;
- (BOOL)becomeFirstResponder;
- (BOOL)canResignFirstResponder;
- (BOOL)resignFirstResponder;
- (BOOL)isFirstResponder;

// Unhandled touches travel up the responder chain, as in UIKit.
- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event;
- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event;
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event;
- (void)touchesCancelled:(NSSet *)touches withEvent:(UIEvent *)event;

// The views the keyboard's window shows for this responder while it is first
// responder: its own keyboard (nil: UIKit's) and a bar above it. Nil here.
- (UIView *)inputView;
- (UIView *)inputAccessoryView;

- (BOOL)canPerformAction:(SEL)action withSender:(id)sender;
- (id)targetForAction:(SEL)action withSender:(id)sender;

@end

@interface UIResponder (UIKitInternal)
// The window whose first responder this responder can become; nil when offscreen.
- (UIWindow *)_responderWindow;
@end
