#import <UIKit/UIKit.h>

// UIKit sizes an unsized segmented control to its segments; so does HostKit, so that a
// touch location can name a segment.
static const CGFloat HKSegmentWidth = 80;
static const CGFloat HKSegmentHeight = 32;

@implementation UISegmentedControl

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _titles = [[NSMutableArray alloc] init];
        _selectedSegmentIndex = UISegmentedControlNoSegment;
    }
    return self;
}

- (id)initWithItems:(NSArray *)items {
    CGRect frame = CGRectMake(0, 0, HKSegmentWidth * [items count], HKSegmentHeight);
    if ((self = [self initWithFrame:frame])) [_titles addObjectsFromArray:items];
    return self;
}

- (void)dealloc {
    [_titles release];
    [super dealloc];
}

- (NSUInteger)numberOfSegments { return [_titles count]; }

- (NSString *)titleForSegmentAtIndex:(NSUInteger)segment {
    return segment < [_titles count] ? [_titles objectAtIndex:segment] : nil;
}

- (void)setTitle:(NSString *)title forSegmentAtIndex:(NSUInteger)segment {
    if (segment < [_titles count] && title != nil) [_titles replaceObjectAtIndex:segment withObject:title];
}

- (void)insertSegmentWithTitle:(NSString *)title atIndex:(NSUInteger)segment animated:(BOOL)animated {
    if (title == nil) return;
    [_titles insertObject:title atIndex:MIN(segment, [_titles count])];
    if (_frame.size.width < HKSegmentWidth * [_titles count]) {
        _frame.size.width = HKSegmentWidth * [_titles count];
        _frame.size.height = HKSegmentHeight;
    }
}

- (void)removeAllSegments {
    [_titles removeAllObjects];
    _selectedSegmentIndex = UISegmentedControlNoSegment;
}

- (NSInteger)selectedSegmentIndex { return _selectedSegmentIndex; }
- (void)setSelectedSegmentIndex:(NSInteger)index {
    if (index >= UISegmentedControlNoSegment && index < (NSInteger)[_titles count]) _selectedSegmentIndex = index;
}

- (BOOL)isMomentary { return _momentary; }
- (void)setMomentary:(BOOL)momentary { _momentary = momentary; }

- (NSInteger)_segmentIndexAtPoint:(CGPoint)point {
    NSUInteger count = [_titles count];
    if (count == 0 || !CGRectContainsPoint([self bounds], point)) return UISegmentedControlNoSegment;
    return (NSInteger)(point.x / (_frame.size.width / count));
}

- (CGPoint)_centerOfSegmentAtIndex:(NSUInteger)segment {
    CGFloat width = _frame.size.width / MAX([_titles count], (NSUInteger)1);
    return CGPointMake(width * segment + width / 2, _frame.size.height / 2);
}

// Only a change of segment is a value change; a tap on the selected one is not,
// unless the control is momentary.
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    BOOL tracking = _enabled && _tracking;
    NSInteger index = [self _segmentIndexAtPoint:[[touches anyObject] locationInView:self]];
    [super touchesEnded:touches withEvent:event];
    if (!tracking || index == UISegmentedControlNoSegment) return;
    if (index == _selectedSegmentIndex && !_momentary) return;
    _selectedSegmentIndex = _momentary ? UISegmentedControlNoSegment : index;
    [self _sendActionsForEvents:UIControlEventValueChanged withEvent:event];
}

@end
