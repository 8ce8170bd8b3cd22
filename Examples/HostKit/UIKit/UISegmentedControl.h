#import <UIKit/UIControl.h>

enum { UISegmentedControlNoSegment = -1 };

// One segment's view (UIKit: UISegment, a UIImageView subclass; DEVIATION: a UIView here,
// HostKit has no UIImageView). A finger lands on it; its touches travel up the responder
// chain to the segmented control.
@interface UISegment : UIView {
    NSString *_title;
    BOOL _selected;
    BOOL _highlighted;
    BOOL _enabled;
}
- (NSString *)title;
- (void)setTitle:(NSString *)title;
- (BOOL)isSelected;
- (void)setSelected:(BOOL)selected;
- (BOOL)isHighlighted;
- (void)setHighlighted:(BOOL)highlighted;
- (BOOL)isEnabled;
- (void)setEnabled:(BOOL)enabled;
@end

@interface UISegmentedControl : UIControl {
    NSMutableArray *_segments; // UISegment
    NSInteger _selectedSegment;
    NSInteger _highlightedSegment;
    BOOL _momentary;
    BOOL _trackingTouch;            // UIKit's flag 0x10: a touch is being tracked
    BOOL _alwaysEmitValueChanged;   // UIKit's flag 0x4
}
// Titles (NSString); segments share the width equally.
- (id)initWithItems:(NSArray *)items;
- (NSUInteger)numberOfSegments;
- (NSString *)titleForSegmentAtIndex:(NSUInteger)segment;
- (void)setTitle:(NSString *)title forSegmentAtIndex:(NSUInteger)segment;
- (void)insertSegmentWithTitle:(NSString *)title atIndex:(NSUInteger)segment animated:(BOOL)animated;
- (void)removeSegmentAtIndex:(NSUInteger)segment animated:(BOOL)animated;
- (void)removeAllSegments;
- (void)setEnabled:(BOOL)enabled forSegmentAtIndex:(NSUInteger)segment;
- (BOOL)isEnabledForSegmentAtIndex:(NSUInteger)segment;
// From code: no ValueChanged.
- (NSInteger)selectedSegmentIndex;
- (void)setSelectedSegmentIndex:(NSInteger)index;
- (BOOL)isMomentary;
- (void)setMomentary:(BOOL)momentary;
@end

@interface UISegmentedControl (UIKitInternal)
- (UISegment *)_segmentAtIndex:(int)index;
- (int)_closestSegmentIndexAtPoint:(CGPoint)point;
- (BOOL)shouldTrack;
- (BOOL)pointMostlyInside:(CGPoint)point withEvent:(UIEvent *)event;
- (void)_tapSegmentAtPoint:(CGPoint)point touchDown:(BOOL)down;
- (void)_highlightSegment:(NSInteger)segment;
- (void)_setSelectedSegmentIndex:(NSInteger)index notify:(BOOL)notify animate:(BOOL)animate;
- (void)_clearSelectedSegment;
- (void)_setAlwaysEmitValueChanged:(BOOL)always;
// Where a user's change becomes ValueChanged: _emitValueChanged → (after the CA
// transaction commits) _sendValueChanged → sendActionsForControlEvents: (no UIEvent).
- (void)_emitValueChanged;
- (void)_sendValueChanged;
@end
