#import <Foundation/Foundation.h>

// iOS 14: the content of a list cell that has a content configuration (UIKitCore:
// UIListContentConfiguration.m). A value: a cell's `contentConfiguration` answers a copy.
@interface UIListContentConfiguration : NSObject <NSCopying> {
    NSString *_text;
    NSString *_secondaryText;
}
+ (instancetype)cellConfiguration;
+ (instancetype)subtitleCellConfiguration;
- (NSString *)text;
- (void)setText:(NSString *)text;
- (NSString *)secondaryText;
- (void)setSecondaryText:(NSString *)secondaryText;
@end
