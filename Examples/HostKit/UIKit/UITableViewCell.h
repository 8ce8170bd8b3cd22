#import <UIKit/UIView.h>

@class UILabel;

typedef NS_ENUM(NSInteger, UITableViewCellStyle) {
    UITableViewCellStyleDefault = 0,
    UITableViewCellStyleValue1 = 1,
    UITableViewCellStyleValue2 = 2,
    UITableViewCellStyleSubtitle = 3,
};

@interface UITableViewCell : UIView {
    NSString *_reuseIdentifier;
    UILabel *_textLabel;
    BOOL _selected;
}
- (id)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier;
- (NSString *)reuseIdentifier;
- (UILabel *)textLabel;
- (BOOL)isSelected;
- (void)setSelected:(BOOL)selected;
- (void)setSelected:(BOOL)selected animated:(BOOL)animated;
- (void)prepareForReuse;
@end
