#import <UIKit/UIKit.h>

@implementation UIAction

// UIKitCore: UIAction.mm +actionWithTitle:image:identifier:handler: → the designated
// initializer with no discoverability title, attributes 0, state 0.
+ (UIAction *)actionWithTitle:(NSString *)title image:(id)image identifier:(NSString *)identifier
                      handler:(HKHandler *)handler {
    return [[[self alloc] initWithTitle:title image:image identifier:identifier discoverabilityTitle:nil
                             attributes:0 state:UIMenuElementStateOff handler:handler] autorelease];
}

+ (UIAction *)actionWithHandler:(HKHandler *)handler {
    return [[[self alloc] initWithTitle:@"" image:nil identifier:nil discoverabilityTitle:nil attributes:0
                                  state:UIMenuElementStateOff handler:handler] autorelease];
}

- (id)initWithTitle:(NSString *)title image:(id)image identifier:(NSString *)identifier
    discoverabilityTitle:(NSString *)discoverabilityTitle attributes:(UIMenuElementAttributes)attributes
                   state:(UIMenuElementState)state handler:(HKHandler *)handler {
    if ((self = [super initWithTitle:title image:image imageName:nil])) {
        // UIKitCore: UIAction.mm — no identifier: a fresh "com.apple.action.dynamic.<UUID>".
        _identifier = identifier != nil
            ? [identifier copy]
            : [[NSString alloc] initWithFormat:@"com.apple.action.dynamic.%@", [[NSUUID UUID] UUIDString]];
        _discoverabilityTitle = [discoverabilityTitle copy];
        _attributes = attributes;
        _state = state;
        _handler = [handler retain];
    }
    return self;
}

- (void)dealloc {
    [_identifier release];
    [_discoverabilityTitle release];
    [_handler release];
    [super dealloc];
}

// UIKitCore: UIAction.mm -copyWithZone: → -initWithAction: (same identifier, handler, ...).
- (id)copyWithZone:(NSZone *)zone {
    UIAction *copy = [[UIAction allocWithZone:zone] initWithTitle:[self title] image:[self image]
                                                       identifier:_identifier
                                             discoverabilityTitle:_discoverabilityTitle
                                                       attributes:_attributes state:_state handler:_handler];
    [copy setSubtitle:[self subtitle]];
    [copy setAccessibilityIdentifier:[self accessibilityIdentifier]];
    return copy;
}

// UIKitCore: UIAction.mm -isEqual: — two actions are equal when their identifiers are.
- (BOOL)isEqual:(id)other {
    return [other isKindOfClass:[UIAction class]] && [_identifier isEqualToString:[(UIAction *)other identifier]];
}

- (NSUInteger)hash { return [_identifier hash]; }

- (void)setTitle:(NSString *)title { [self _setTitle:title]; }
- (void)setImage:(id)image { [self _setImage:image]; }
- (NSString *)identifier { return _identifier; }
- (NSString *)discoverabilityTitle { return _discoverabilityTitle; }
- (void)setDiscoverabilityTitle:(NSString *)discoverabilityTitle {
    NSString *copy = [discoverabilityTitle copy];
    [_discoverabilityTitle release];
    _discoverabilityTitle = copy;
}
- (UIMenuElementAttributes)attributes { return _attributes; }
- (void)setAttributes:(UIMenuElementAttributes)attributes { _attributes = attributes; }
- (UIMenuElementState)state { return _state; }
- (void)setState:(UIMenuElementState)state { _state = state; }
- (id)sender { return _sender; }
- (HKHandler *)handler { return _handler; }
- (BOOL)keepsMenuPresented { return (_attributes & UIMenuElementAttributesKeepsMenuPresented) != 0; }
- (BOOL)_canBeHighlighted { return (_attributes & UIMenuElementAttributesDisabled) == 0; }

// UIKitCore: UIAction.mm -performWithSender:target: — with a handler: store the sender,
// call the handler with the action, clear the sender. The target is unused by UIAction.
- (void)performWithSender:(id)sender target:(id)target {
    if (_handler == nil) return;
    [self retain];
    [sender retain];
    [_sender release];
    _sender = sender;
    [_handler hk_invokeWithObject:self object:nil];
    [_sender release];
    _sender = nil;
    [self release];
}

- (NSString *)description {
    return [NSString stringWithFormat:@"<%@: %p; title = %@; identifier = %@>", NSStringFromClass([self class]), self,
                     [self title], _identifier];
}

@end
