#import <Foundation/Foundation.h>

@class UIView;

// UIKit's UIInteraction protocol: -[UIView addInteraction:] tells the interaction
// willMoveToView: and didMoveToView: around attaching it (Apple docs, UIInteraction).
@protocol UIInteraction <NSObject>
- (UIView *)view;
- (void)willMoveToView:(UIView *)view;
- (void)didMoveToView:(UIView *)view;
@end
