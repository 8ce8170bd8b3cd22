// UIKitCore 26.1: UIRemoteKeyboardWindow.mm, UITextEffectsWindow.mm, UIAutoRotatingWindow.mm
// (the classes only: HostKit models no rotation and no text effects).
#import <UIKit/UIKit.h>

@implementation UIApplicationRotationFollowingWindow
@end

@implementation UIAutoRotatingWindow
@end

@implementation UITextEffectsWindow
@end

@implementation UIRemoteKeyboardWindow
@end
