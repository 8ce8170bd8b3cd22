#import <UIKit/UIControl.h>

enum { UISegmentedControlNoSegment = -1 };

@interface UISegmentedControl : UIControl {
    NSMutableArray *_titles;
    NSInteger _selectedSegmentIndex;
    BOOL _momentary;
}
// Titles (NSString); segments share the width equally.
- (id)initWithItems:(NSArray *)items;
- (NSUInteger)numberOfSegments;
- (NSString *)titleForSegmentAtIndex:(NSUInteger)segment;
- (void)setTitle:(NSString *)title forSegmentAtIndex:(NSUInteger)segment;
- (void)insertSegmentWithTitle:(NSString *)title atIndex:(NSUInteger)segment animated:(BOOL)animated;
- (void)removeAllSegments;
// From code: no ValueChanged.
- (NSInteger)selectedSegmentIndex;
- (void)setSelectedSegmentIndex:(NSInteger)index;
- (BOOL)isMomentary;
- (void)setMomentary:(BOOL)momentary;
@end

@interface UISegmentedControl (UIKitInternal)
- (NSInteger)_segmentIndexAtPoint:(CGPoint)point;
// The centre of a segment in the control's coordinates, where a finger would land.
- (CGPoint)_centerOfSegmentAtIndex:(NSUInteger)segment;
@end
