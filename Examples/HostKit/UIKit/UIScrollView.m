#import <UIKit/UIKit.h>

@implementation UIScrollView

- (id)delegate { return _delegate; }

- (void)setDelegate:(id)delegate {
    _delegate = delegate;
    _scrollViewFlags.didScroll = [delegate respondsToSelector:@selector(scrollViewDidScroll:)];
    _scrollViewFlags.willBeginDragging = [delegate respondsToSelector:@selector(scrollViewWillBeginDragging:)];
    _scrollViewFlags.didEndDragging =
        [delegate respondsToSelector:@selector(scrollViewDidEndDragging:willDecelerate:)];
    _scrollViewFlags.didEndDecelerating = [delegate respondsToSelector:@selector(scrollViewDidEndDecelerating:)];
}

- (CGPoint)contentOffset { return _contentOffset; }

- (void)setContentOffset:(CGPoint)offset {
    _contentOffset = offset;
    if (_scrollViewFlags.didScroll) [_delegate scrollViewDidScroll:self];
}

- (void)setContentOffset:(CGPoint)offset animated:(BOOL)animated { [self setContentOffset:offset]; }

- (CGSize)contentSize { return _contentSize; }
- (void)setContentSize:(CGSize)size { _contentSize = size; }
- (BOOL)isDragging { return _dragging; }

- (void)_scrollViewWillBeginDragging {
    _dragging = YES;
    if (_scrollViewFlags.willBeginDragging) [_delegate scrollViewWillBeginDragging:self];
}

- (void)_scrollViewDidEndDraggingWithDeceleration:(BOOL)decelerate {
    _dragging = NO;
    if (_scrollViewFlags.didEndDragging) [_delegate scrollViewDidEndDragging:self willDecelerate:decelerate];
    if (decelerate && _scrollViewFlags.didEndDecelerating) [_delegate scrollViewDidEndDecelerating:self];
}

@end
