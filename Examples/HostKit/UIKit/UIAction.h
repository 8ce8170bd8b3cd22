#import <UIKit/UIMenuElement.h>

@class HKHandler;

typedef NS_OPTIONS(NSUInteger, UIMenuElementAttributes) {
    UIMenuElementAttributesDisabled = 1 << 0,
    UIMenuElementAttributesDestructive = 1 << 1,
    UIMenuElementAttributesHidden = 1 << 2,
    UIMenuElementAttributesKeepsMenuPresented = 1 << 3,
};

typedef NS_ENUM(NSInteger, UIMenuElementState) {
    UIMenuElementStateOff = 0,
    UIMenuElementStateOn = 1,
    UIMenuElementStateMixed = 2,
};

// UIKit's UIAction (iOS 13+), as UIAction.mm builds and runs it.
// DEVIATION: the handler is a block in UIKit; here an HKHandler whose target receives its
// selector with the action as the one argument (see HKHandler.h).
@interface UIAction : UIMenuElement {
    NSString *_identifier;
    NSString *_discoverabilityTitle;
    UIMenuElementAttributes _attributes;
    UIMenuElementState _state;
    HKHandler *_handler;
    id _sender; // set only while the handler runs (performWithSender:target:)
}
// identifier nil: UIKit makes "com.apple.action.dynamic.<UUID>".
+ (UIAction *)actionWithTitle:(NSString *)title image:(id)image identifier:(NSString *)identifier
                      handler:(HKHandler *)handler;
+ (UIAction *)actionWithHandler:(HKHandler *)handler;
- (id)initWithTitle:(NSString *)title image:(id)image identifier:(NSString *)identifier
    discoverabilityTitle:(NSString *)discoverabilityTitle attributes:(UIMenuElementAttributes)attributes
                   state:(UIMenuElementState)state handler:(HKHandler *)handler;

- (void)setTitle:(NSString *)title;
- (void)setImage:(id)image;
- (NSString *)identifier;
- (NSString *)discoverabilityTitle;
- (void)setDiscoverabilityTitle:(NSString *)discoverabilityTitle;
- (UIMenuElementAttributes)attributes;
- (void)setAttributes:(UIMenuElementAttributes)attributes;
- (UIMenuElementState)state;
- (void)setState:(UIMenuElementState)state;
// The control (or menu's proxy sender) that is performing the action; nil outside the handler.
- (id)sender;
- (HKHandler *)handler;
- (BOOL)keepsMenuPresented;

// Runs the handler with the sender set (UIKit: UIAction.mm -performWithSender:target:).
// UIControl's sendAction: and a context menu's selection both end here.
- (void)performWithSender:(id)sender target:(id)target;
@end
