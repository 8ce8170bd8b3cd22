#import <Foundation/Foundation.h>

// iOS 15: what a configuration-styled button shows (UIKitCore: UIButtonConfiguration.m).
// A value: the button keeps a copy and its getter answers another. The title a
// configuration holds is the configuration's alone: UIButton's state table
// (setTitle:forState:, titleForState:, currentTitle) does not see it.
@interface UIButtonConfiguration : NSObject <NSCopying> {
    NSString *_title;
    NSAttributedString *_attributedTitle;
}
+ (instancetype)plainButtonConfiguration;
+ (instancetype)filledButtonConfiguration;
- (NSString *)title;
- (void)setTitle:(NSString *)title;
- (NSAttributedString *)attributedTitle;
- (void)setAttributedTitle:(NSAttributedString *)attributedTitle;
@end
