#import <UIKit/UIMenuElement.h>

typedef NS_OPTIONS(NSUInteger, UIMenuOptions) {
    UIMenuOptionsDisplayInline = 1 << 0,
    UIMenuOptionsDestructive = 1 << 1,
    UIMenuOptionsSingleSelection = 1 << 5,
    UIMenuOptionsDisplayAsPalette = 1 << 7,
};

// UIKit's UIMenu (iOS 13+), as UIMenu.mm builds it.
@interface UIMenu : UIMenuElement {
    NSString *_identifier;
    UIMenuOptions _options;
    NSArray *_children;
}
// identifier nil: UIKit makes "com.apple.menu.dynamic.<UUID>". Children are copied.
+ (UIMenu *)menuWithTitle:(NSString *)title children:(NSArray *)children;
+ (UIMenu *)menuWithTitle:(NSString *)title image:(id)image identifier:(NSString *)identifier
                  options:(UIMenuOptions)options children:(NSArray *)children;
+ (UIMenu *)menuWithChildren:(NSArray *)children;
- (id)initWithTitle:(NSString *)title image:(id)image imageName:(NSString *)imageName identifier:(NSString *)identifier
            options:(UIMenuOptions)options children:(NSArray *)children;
- (NSString *)identifier;
- (UIMenuOptions)options;
- (NSArray *)children;
- (UIMenu *)menuByReplacingChildren:(NSArray *)newChildren;
@end

@interface UIMenu (HostKit)
// HostKit's stand-in for the block a UIButton's configuration uses as action provider:
// answers this menu whatever the suggested actions are (not a UIKit method).
- (UIMenu *)_hk_menuForSuggestedActions:(NSArray *)suggestedActions;
@end
