#import <UIKit/UIWindow.h>

// UIKitCore 26.1: the system keyboard runs in the app's process, in a window of its own
// (+[_UIRemoteKeyboards enabled], the default): UIRemoteKeyboardWindow ->
// UITextEffectsWindow -> UIAutoRotatingWindow -> UIApplicationRotationFollowingWindow ->
// UIWindow, all private. Its touches come through the app's -[UIApplication sendEvent:]
// like any other. It hosts UIKit's keyboard (UIKeyboardLayoutStar), the prediction bar,
// and the first responder's own input view and input accessory view.
@interface UIApplicationRotationFollowingWindow : UIWindow
@end

@interface UIAutoRotatingWindow : UIApplicationRotationFollowingWindow
@end

@interface UITextEffectsWindow : UIAutoRotatingWindow
@end

@interface UIRemoteKeyboardWindow : UITextEffectsWindow
@end
