#import <Foundation/Foundation.h>

// DEVIATION: UIKit takes a block wherever an action runs code of the app's (UIAction's
// handler, UIAlertAction's handler, UIContextualAction's handler, completion blocks).
// This runtime has no blocks (GCC's libobjc, -fno-blocks), so HostKit takes an HKHandler
// in their place: a target and a selector of 0, 1 or 2 object arguments. Where UIKit
// calls the block, HostKit calls -hk_invokeWithObject:object:. It is not a UIKit class;
// nothing hooks it, and UIKit's own messages around the block are kept as UIKit sends them.
@interface HKHandler : NSObject {
    id _target; // retained, as a block retains what it captures
    SEL _action;
    id _object; // retained, as a block retains what it captures
}
+ (HKHandler *)handlerWithTarget:(id)target action:(SEL)action;
// A block that captured `object` too: it is the action's argument when the block is run
// without one (UIKit's blocks for after the transaction commits take none).
+ (HKHandler *)handlerWithTarget:(id)target action:(SEL)action object:(id)object;
- (id)target;
- (SEL)action;
// Sends the action with as many of the objects as it takes.
- (void)hk_invokeWithObject:(id)first object:(id)second;
@end
