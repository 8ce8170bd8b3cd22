#import <UIKit/UIView.h>

@interface UILabel : UIView {
    NSString *_text;
}
- (NSString *)text;
- (void)setText:(NSString *)text;
@end
