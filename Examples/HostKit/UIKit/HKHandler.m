#import <UIKit/UIKit.h>
#include <objc/message.h>
#include <string.h>

@implementation HKHandler

+ (HKHandler *)handlerWithTarget:(id)target action:(SEL)action {
    HKHandler *handler = [[[HKHandler alloc] init] autorelease];
    handler->_target = [target retain];
    handler->_action = action;
    return handler;
}

+ (HKHandler *)handlerWithTarget:(id)target action:(SEL)action object:(id)object {
    HKHandler *handler = [self handlerWithTarget:target action:action];
    handler->_object = [object retain];
    return handler;
}

- (void)dealloc {
    [_object release];
    [_target release];
    [super dealloc];
}

- (id)target { return _target; }
- (SEL)action { return _action; }

- (void)hk_invokeWithObject:(id)first object:(id)second {
    if (_target == nil || _action == NULL) return;
    IMP imp = objc_msg_lookup(_target, _action);
    ((void (*)(id, SEL, id, id))imp)(_target, _action, first != nil ? first : _object, second);
}

@end
