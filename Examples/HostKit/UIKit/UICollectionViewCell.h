#import <UIKit/UIView.h>

@interface UICollectionReusableView : UIView {
    NSString *_reuseIdentifier;
}
- (NSString *)reuseIdentifier;
- (void)prepareForReuse;
@end

@interface UICollectionViewCell : UICollectionReusableView {
    UIView *_contentView;
    BOOL _selected;
}
// Put the cell's own subviews (a UILabel for its text) here, as in UIKit.
- (UIView *)contentView;
- (BOOL)isSelected;
- (void)setSelected:(BOOL)selected;
@end

@interface UICollectionReusableView (UIKitInternal)
- (void)_setReuseIdentifier:(NSString *)identifier;
@end
