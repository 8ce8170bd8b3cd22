#import <UIKit/UIView.h>

@class UIScrollView;

@protocol UIScrollViewDelegate <NSObject>
@optional
- (void)scrollViewDidScroll:(UIScrollView *)scrollView;
- (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView;
- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate;
- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;
@end

@interface UIScrollView : UIView {
    id _delegate; // not retained
    CGPoint _contentOffset;
    CGSize _contentSize;
    BOOL _dragging;
    // Which optional methods the delegate answered when it was set. UIKit asks
    // respondsToSelector: only then, so a method added to the delegate's class later
    // is not called until the delegate is set again (RxCocoa's reset() relies on it).
    struct {
        unsigned int didScroll : 1;
        unsigned int willBeginDragging : 1;
        unsigned int didEndDragging : 1;
        unsigned int didEndDecelerating : 1;
    } _scrollViewFlags;
}
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (CGPoint)contentOffset;
// Tells the delegate scrollViewDidScroll:, whoever moves the content.
- (void)setContentOffset:(CGPoint)offset;
- (void)setContentOffset:(CGPoint)offset animated:(BOOL)animated;
- (CGSize)contentSize;
- (void)setContentSize:(CGSize)size;
- (BOOL)isDragging;
@end

@interface UIScrollView (UIKitInternal)
// The pan handler's steps in UIKit; the driver's drag takes them in order.
- (void)_scrollViewWillBeginDragging;
- (void)_scrollViewDidEndDraggingWithDeceleration:(BOOL)decelerate;
@end
