#import <UIKit/UIKit.h>

@implementation UIAction

+ (UIAction *)actionWithHandler:(HKHandler *)handler {
    return [self actionWithTitle:@"" image:nil identifier:nil handler:handler];
}

+ (UIAction *)actionWithTitle:(NSString *)title image:(id)image identifier:(NSString *)identifier
                      handler:(HKHandler *)handler {
    UIAction *action = [[[self alloc] init] autorelease];
    action->_title = [title copy];
    action->_identifier = identifier != nil ? [identifier copy] : [[[NSProcessInfo processInfo] globallyUniqueString] copy];
    action->_handler = [handler retain];
    return action;
}

- (void)dealloc {
    [_title release];
    [_identifier release];
    [_handler release];
    [super dealloc];
}

- (NSString *)title { return _title; }
- (void)setTitle:(NSString *)title {
    NSString *copy = [title copy];
    [_title release];
    _title = copy;
}
- (NSString *)identifier { return _identifier; }
- (id)sender { return _sender; }

- (void)performWithSender:(id)sender target:(id)target {
    [self retain];
    id previous = _sender;
    _sender = sender;
    [_handler hk_invokeWithObject:self object:nil];
    _sender = previous;
    [self release];
}

@end
