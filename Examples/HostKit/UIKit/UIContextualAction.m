#import <UIKit/UIKit.h>
#include <objc/message.h>

@implementation UIContextualAction

// UIKitCore: UIContextualAction.mm +contextualActionWithStyle:title:handler: (style, title,
// the style's default background colour, handler).
+ (instancetype)contextualActionWithStyle:(UIContextualActionStyle)style title:(NSString *)title
                                  handler:(HKHandler *)handler {
    UIContextualAction *action = [[[self alloc] init] autorelease];
    action->_style = style;
    [action setTitle:title];
    [action setHandler:handler];
    return action;
}

- (void)dealloc {
    [_title release];
    [_handler release];
    [_preHandler release];
    [_completionHandler release];
    [_backgroundColor release];
    [_image release];
    [super dealloc];
}

- (UIContextualActionStyle)style { return _style; }
- (BOOL)isDestructive { return _style == UIContextualActionStyleDestructive; }

- (NSString *)title { return _title; }
- (void)setTitle:(NSString *)title {
    NSString *copy = [title copy];
    [_title release];
    _title = copy;
}

- (HKHandler *)handler { return _handler; }
- (void)setHandler:(HKHandler *)handler {
    [handler retain];
    [_handler release];
    _handler = handler;
}

- (HKHandler *)preHandler { return _preHandler; }
- (void)setPreHandler:(HKHandler *)preHandler {
    [preHandler retain];
    [_preHandler release];
    _preHandler = preHandler;
}

- (id)backgroundColor { return _backgroundColor; }
- (void)setBackgroundColor:(id)backgroundColor {
    [backgroundColor retain];
    [_backgroundColor release];
    _backgroundColor = backgroundColor;
}

- (id)image { return _image; }
- (void)setImage:(id)image {
    [image retain];
    [_image release];
    _image = image;
}

// UIKitCore: UIContextualAction.mm -executePreHandlerWithView: (preHandler(action, view) if any).
- (void)executePreHandlerWithView:(UIView *)view {
    [_preHandler hk_invokeWithObject:self object:view];
}

// UIKitCore: UIContextualAction.mm -executeHandlerWithView:completionHandler: keeps the
// completion, then calls handler(self, view, ^(BOOL performed){ ... }).
// DEVIATION: the handler is an HKHandler whose selector takes three objects; the block the
// app gets is an HKHandler that runs -_completeWithResult: (most likely what UIKit's
// block body does: it captures only self).
- (void)executeHandlerWithView:(UIView *)view completionHandler:(HKHandler *)completionHandler {
    [completionHandler retain];
    [_completionHandler release];
    _completionHandler = completionHandler;
    HKHandler *completion = [HKHandler handlerWithTarget:self action:@selector(hk_completionCalledWithResult:)];
    id target = [_handler target];
    SEL action = [_handler action];
    if (target == nil || action == NULL) return;
    IMP imp = objc_msg_lookup(target, action);
    ((void (*)(id, SEL, id, id, id))imp)(target, action, self, view, completion);
}

// The app's completion handler (an NSNumber for UIKit's BOOL).
- (void)hk_completionCalledWithResult:(NSNumber *)result {
    [self _completeWithResult:[result boolValue]];
}

// UIKitCore: UIContextualAction.mm -cancel.
- (void)cancel {
    [_completionHandler release];
    _completionHandler = nil;
}

// UIKitCore: UIContextualAction.mm -_completeWithResult: (takes the completion, clears it,
// calls it with the result).
- (void)_completeWithResult:(BOOL)result {
    HKHandler *completion = _completionHandler;
    if (completion == nil) return;
    _completionHandler = nil;
    [completion hk_invokeWithObject:[NSNumber numberWithBool:result] object:nil];
    [completion release];
}

- (NSString *)description {
    return [NSString stringWithFormat:@"<%@: %p; style = %ld; title = %@>", NSStringFromClass([self class]), self,
                                      (long)_style, _title];
}

@end
