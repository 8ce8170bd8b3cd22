#import <Foundation/Foundation.h>

@class HKHandler;

// Minimal UIAction for bar button items' primaryAction (iOS 14+), declared by the bars part
// because part B (UIAction, menus) had not landed yet: only what UIBarButtonItem uses.
// DEVIATION: UIKit's UIAction is a UIMenuElement whose handler is a block; HostKit's handler
// is an HKHandler, called with the action (and nothing else) as UIKit calls the block.
@interface UIAction : NSObject {
    NSString *_title;
    NSString *_identifier;
    HKHandler *_handler;
    id _sender;
}
+ (UIAction *)actionWithHandler:(HKHandler *)handler;
+ (UIAction *)actionWithTitle:(NSString *)title image:(id)image identifier:(NSString *)identifier
                      handler:(HKHandler *)handler;
- (NSString *)title;
- (void)setTitle:(NSString *)title;
- (NSString *)identifier;
// While the handler runs: what performed the action (a UIBarButtonItem, a control), else nil.
- (id)sender;
@end

@interface UIAction (UIKitInternal)
// UIKitCore: how UIKit fires an action (UIBarButtonItem.mm -_triggerActionForEvent:fallbackSender:).
- (void)performWithSender:(id)sender target:(id)target;
@end
