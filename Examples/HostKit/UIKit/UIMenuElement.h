#import <Foundation/Foundation.h>

// UIKit's UIMenuElement (iOS 13+): the common base of UIAction, UIMenu, UICommand.
// HostKit has no images: image is whatever object was given (nil in practice).
@interface UIMenuElement : NSObject <NSCopying> {
    NSString *_title;
    id _image;
    NSString *_subtitle;
    NSString *_accessibilityIdentifier;
}
- (NSString *)title;
- (id)image;
- (NSString *)subtitle;
- (void)setSubtitle:(NSString *)subtitle;
- (NSString *)accessibilityIdentifier;
- (void)setAccessibilityIdentifier:(NSString *)identifier;
@end

@interface UIMenuElement (UIKitInternal)
// UIMenuElement.mm: the designated initializer (imageName unused in HostKit).
- (id)initWithTitle:(NSString *)title image:(id)image imageName:(NSString *)imageName;
- (void)_setTitle:(NSString *)title;
- (void)_setImage:(id)image;
// Leaves (UIAction, UICommand) answer YES; a UIMenu NO (a submenu opens in place).
- (BOOL)_isLeaf;
- (BOOL)_canBeHighlighted;
@end
