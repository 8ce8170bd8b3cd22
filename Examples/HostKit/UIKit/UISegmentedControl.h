#import <UIKit/UIControl.h>

@class UIAction;

enum { UISegmentedControlNoSegment = -1 };

// One segment's view (UIKit: UISegment, a UIImageView subclass; DEVIATION: a UIView here,
// HostKit has no UIImageView). A finger lands on it; its touches travel up the responder
// chain to the segmented control.
@interface UISegment : UIView {
    NSString *_title;
    UIAction *_action; // the UIAction it was made with (iOS 14), if any
    BOOL _selected;
    BOOL _highlighted;
    BOOL _enabled;
}
- (NSString *)title;
- (void)setTitle:(NSString *)title;
- (UIAction *)action;
- (void)setAction:(UIAction *)action;
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
    BOOL _selectionDragged;         // UIKit's flag 0x1000: the touch began on the selected segment
    BOOL _alwaysEmitValueChanged;   // UIKit's flag 0x4
}
// Titles (NSString); segments share the width equally.
- (id)initWithItems:(NSArray *)items;
// iOS 14: a segment per action (the same action once), titled by it; selecting the segment
// runs the action, then ValueChanged goes out.
- (id)initWithFrame:(CGRect)frame actions:(NSArray *)actions;
- (void)insertSegmentWithAction:(UIAction *)action atIndex:(NSUInteger)segment animated:(BOOL)animated;
// Raises when another segment has an action with the same identifier.
- (void)setAction:(UIAction *)action forSegmentAtIndex:(NSUInteger)segment;
- (UIAction *)actionForSegmentAtIndex:(NSUInteger)segment;
// NSNotFound when no segment's action has it.
- (NSInteger)segmentIndexForActionIdentifier:(NSString *)identifier;
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
// A segment made from its info: a title (NSString) or a UIAction.
- (void)_insertSegment:(NSUInteger)segment withInfo:(id)info animated:(BOOL)animated;
- (void)_setAction:(UIAction *)action forSegmentAtIndex:(NSUInteger)index;
// Where a user's change becomes ValueChanged: _emitValueChanged → (after the CA
// transaction commits) _sendValueChanged → sendActionsForControlEvents: (no UIEvent).
- (void)_emitValueChanged;
- (void)_sendValueChanged;
@end
