#import <UIKit/UIView.h>

// DEVIATION: HostKit has no UIImage class; bar items keep whatever object they are given as
// their image (nil in the tests), unread by HostKit itself.
@class UIImage;

// UIKit: UIBarItem <NSCoding, UIAppearance, UIAccessibilityIdentification>. An abstract model
// object: bars make the views (a _UIButtonBarButton, a UITabBarButton) that show it.
@interface UIBarItem : NSObject {
    NSString *_title;
    id _image;
    NSInteger _tag;
    BOOL _enabled;
    NSString *_accessibilityIdentifier;
    NSString *_accessibilityLabel;
}
- (NSString *)title;
- (void)setTitle:(NSString *)title;
- (UIImage *)image;
- (void)setImage:(UIImage *)image;
- (NSInteger)tag;
- (void)setTag:(NSInteger)tag;
- (BOOL)isEnabled;
- (void)setEnabled:(BOOL)enabled;
// UIAccessibilityIdentification.
- (NSString *)accessibilityIdentifier;
- (void)setAccessibilityIdentifier:(NSString *)identifier;
// UIAccessibility (an informal protocol on NSObject in UIKit): what VoiceOver says; an
// icon's name when it shows no title.
- (NSString *)accessibilityLabel;
- (void)setAccessibilityLabel:(NSString *)label;
@end

@interface UIBarItem (HostKitInternal)
// Tells the bar showing the item that something it shows changed.
- (void)_hk_itemDidChange;
@end
