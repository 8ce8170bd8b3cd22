#import <Foundation/Foundation.h>

@class UIView;
@class HKHandler;

typedef NS_ENUM(NSInteger, UIContextualActionStyle) {
    UIContextualActionStyleNormal = 0,
    UIContextualActionStyleDestructive = 1,
};

// A swipe action of a table row (iOS 11+). The handler runs when the user taps the
// action's button or full-swipes the row, with the action, the button (source view) and
// a completion the app calls with whether it performed the action.
//
// DEVIATION: UIKit's handler is a block (action, sourceView, completionHandler) and the
// completion handler a block (BOOL). HostKit takes an HKHandler whose selector takes the
// three objects, e.g. -swipeAction:sourceView:completion:, and hands it an HKHandler as the
// completion: the app calls [completion hk_invokeWithObject:@YES object:nil] (an NSNumber
// for UIKit's BOOL), which runs what UIKit's completion block runs
// (-[UIContextualAction _completeWithResult:]).
@interface UIContextualAction : NSObject {
    UIContextualActionStyle _style;
    NSString *_title;
    HKHandler *_handler;
    HKHandler *_preHandler;
    HKHandler *_completionHandler; // UIKit's internal completion, set while the handler runs
    id _backgroundColor;
    id _image;
}
+ (instancetype)contextualActionWithStyle:(UIContextualActionStyle)style title:(NSString *)title
                                  handler:(HKHandler *)handler;
- (UIContextualActionStyle)style;
- (NSString *)title;
- (void)setTitle:(NSString *)title;
- (HKHandler *)handler;
// HostKit has no UIColor or UIImage: any object, nil by default.
- (id)backgroundColor;
- (void)setBackgroundColor:(id)backgroundColor;
- (id)image;
- (void)setImage:(id)image;
@end

@interface UIContextualAction (UIKitInternal)
- (void)setHandler:(HKHandler *)handler;
- (BOOL)isDestructive;
// UIKitCore: UIContextualAction.mm. The pre-handler (private, optional) runs first with
// (action, view); then the handler with (action, view, completion).
- (HKHandler *)preHandler;
- (void)setPreHandler:(HKHandler *)preHandler;
- (void)executePreHandlerWithView:(UIView *)view;
- (void)executeHandlerWithView:(UIView *)view completionHandler:(HKHandler *)completionHandler;
// Forgets the pending completion (the row closed before the app completed).
- (void)cancel;
// What the app's completion runs: UIKit's internal completion with the result, once.
- (void)_completeWithResult:(BOOL)result;
@end
