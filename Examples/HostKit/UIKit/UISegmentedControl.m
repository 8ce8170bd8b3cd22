// UIKitCore: UISegmentedControl.mm. The control overrides the touch methods without
// calling UIControl's, so a segmented control sends no TouchDown/TouchUpInside; a change
// of selection made by a finger goes out as ValueChanged through
// sendActionsForControlEvents:, with no UIEvent.
#import <UIKit/UIKit.h>

// UIKit sizes an unsized segmented control to its segments; so does HostKit, so that a
// touch location can name a segment.
static const CGFloat HKSegmentWidth = 80;
static const CGFloat HKSegmentHeight = 32;
// UIKit's style provider's mostlyInsideMargin (value not in the decompilation).
static const CGFloat HKMostlyInsideMargin = 20;

@implementation UISegment

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) _enabled = YES;
    return self;
}

- (void)dealloc {
    [_title release];
    [_action release];
    [super dealloc];
}

- (UIAction *)action { return _action; }
// UIKitCore (UISegment.mm): a copy, unless the action is equal to the one it has.
- (void)setAction:(UIAction *)action {
    if (action == _action || (action != nil && [action isEqual:_action])) return;
    UIAction *copy = [action copy];
    [_action release];
    _action = copy;
}

- (NSString *)title { return _title; }
- (void)setTitle:(NSString *)title {
    NSString *copy = [title copy];
    [_title release];
    _title = copy;
}
- (BOOL)isSelected { return _selected; }
- (void)setSelected:(BOOL)selected { _selected = selected; }
- (BOOL)isHighlighted { return _highlighted; }
- (void)setHighlighted:(BOOL)highlighted { _highlighted = highlighted; }
- (BOOL)isEnabled { return _enabled; }
// UIKit: a disabled segment stops taking touches (-_tapSegmentAtPoint: checks it).
- (void)setEnabled:(BOOL)enabled {
    _enabled = enabled;
    [self setUserInteractionEnabled:enabled];
}

@end

@implementation UISegmentedControl

+ (BOOL)automaticallyNotifiesObserversForKey:(NSString *)key {
    if ([key isEqualToString:@"selectedSegmentIndex"]) return NO;
    return [super automaticallyNotifiesObserversForKey:key];
}

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _segments = [[NSMutableArray alloc] init];
        _selectedSegment = UISegmentedControlNoSegment;
        _highlightedSegment = UISegmentedControlNoSegment;
    }
    return self;
}

- (id)initWithItems:(NSArray *)items {
    if ((self = [self initWithFrame:CGRectMake(0, 0, HKSegmentWidth * [items count], HKSegmentHeight)])) {
        for (NSString *title in items) [self insertSegmentWithTitle:title atIndex:[_segments count] animated:NO];
    }
    return self;
}

- (void)dealloc {
    [_segments release];
    [super dealloc];
}

static void HKLayoutSegments(UISegmentedControl *self, NSArray *segments) {
    NSUInteger count = [segments count];
    CGRect bounds = [self bounds];
    CGFloat width = count > 0 ? bounds.size.width / count : 0;
    for (NSUInteger i = 0; i < count; i++)
        [[segments objectAtIndex:i] setFrame:CGRectMake(width * i, 0, width, bounds.size.height)];
}

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    HKLayoutSegments(self, _segments);
}

- (NSUInteger)numberOfSegments { return [_segments count]; }

- (UISegment *)_segmentAtIndex:(int)index {
    return index >= 0 && (NSUInteger)index < [_segments count] ? [_segments objectAtIndex:index] : nil;
}

- (NSString *)titleForSegmentAtIndex:(NSUInteger)segment { return [[self _segmentAtIndex:(int)segment] title]; }

- (void)setTitle:(NSString *)title forSegmentAtIndex:(NSUInteger)segment {
    if (title != nil) [[self _segmentAtIndex:(int)segment] setTitle:title];
}

- (id)initWithFrame:(CGRect)frame actions:(NSArray *)actions {
    if ((self = [self initWithFrame:frame])) {
        // UIKit: through an ordered set, so an action given twice makes one segment.
        NSMutableArray *distinct = [NSMutableArray array];
        for (UIAction *action in actions)
            if ([distinct indexOfObject:action] == NSNotFound) [distinct addObject:action];
        for (UIAction *action in distinct) [self _insertSegment:[_segments count] withInfo:action animated:NO];
    }
    return self;
}

- (void)insertSegmentWithTitle:(NSString *)title atIndex:(NSUInteger)segment animated:(BOOL)animated {
    if (title == nil) return;
    [self _insertSegment:segment withInfo:title animated:animated];
}

// UIKitCore (26.1): an action whose identifier a segment at this index has updates it; at
// another index, the new segment goes in and the old one comes out.
- (void)insertSegmentWithAction:(UIAction *)action atIndex:(NSUInteger)segment animated:(BOOL)animated {
    NSInteger existing = [self segmentIndexForActionIdentifier:[action identifier]];
    if (existing == (NSInteger)segment) {
        [self _setAction:action forSegmentAtIndex:segment];
        return;
    }
    [self _insertSegment:segment withInfo:action animated:animated];
    if (existing != NSNotFound) [self removeSegmentAtIndex:existing <= (NSInteger)segment ? existing : existing + 1 animated:animated];
}

- (void)setAction:(UIAction *)action forSegmentAtIndex:(NSUInteger)segment {
    NSInteger existing = [self segmentIndexForActionIdentifier:[action identifier]];
    if (existing != NSNotFound && existing != (NSInteger)segment)
        [NSException raise:NSInternalInconsistencyException
                    format:@"Attempting to set the action of segment at index %lu with an action whose identifier is the same "
                           @"as the segment at index %ld. Identifiers are required to be unique.",
                           (unsigned long)segment, (long)existing];
    [self _setAction:action forSegmentAtIndex:segment];
}

- (UIAction *)actionForSegmentAtIndex:(NSUInteger)segment {
    return segment < [_segments count] ? [(UISegment *)[_segments objectAtIndex:segment] action] : nil;
}

- (NSInteger)segmentIndexForActionIdentifier:(NSString *)identifier {
    for (NSUInteger i = 0; i < [_segments count]; i++) {
        UIAction *action = [(UISegment *)[_segments objectAtIndex:i] action];
        if (action != nil && [[action identifier] isEqualToString:identifier]) return (NSInteger)i;
    }
    return NSNotFound;
}

// UIKitCore: the segment shows the action's image, else its title.
- (void)_setAction:(UIAction *)action forSegmentAtIndex:(NSUInteger)index {
    UISegment *view = [self _segmentAtIndex:(int)index];
    [view setAction:action];
    [view setTitle:[action image] != nil ? nil : [action title]];
}

- (void)_insertSegment:(NSUInteger)segment withInfo:(id)info animated:(BOOL)animated {
    UISegment *view = [[UISegment alloc] initWithFrame:CGRectZero];
    if ([info isKindOfClass:[UIAction class]]) {
        UIAction *action = info;
        [view setAction:action];
        [view setTitle:[action image] != nil ? nil : [action title]];
    } else {
        [view setTitle:info];
    }
    NSUInteger index = MIN(segment, [_segments count]);
    [_segments insertObject:view atIndex:index];
    if (_selectedSegment != UISegmentedControlNoSegment && (NSUInteger)_selectedSegment >= index) _selectedSegment++;
    [self addSubview:view];
    [view release];
    CGRect frame = [self frame];
    if (frame.size.width < HKSegmentWidth * [_segments count]) {
        frame.size.width = HKSegmentWidth * [_segments count];
        frame.size.height = HKSegmentHeight;
    }
    [self setFrame:frame];
}

- (void)removeSegmentAtIndex:(NSUInteger)segment animated:(BOOL)animated {
    UISegment *view = [self _segmentAtIndex:(int)segment];
    if (view == nil) return;
    [view removeFromSuperview];
    [_segments removeObjectAtIndex:segment];
    if (_selectedSegment == (NSInteger)segment) _selectedSegment = UISegmentedControlNoSegment;
    else if (_selectedSegment > (NSInteger)segment) _selectedSegment--;
    HKLayoutSegments(self, _segments);
}

- (void)removeAllSegments {
    for (UISegment *view in _segments) [view removeFromSuperview];
    [_segments removeAllObjects];
    _selectedSegment = UISegmentedControlNoSegment;
    _highlightedSegment = UISegmentedControlNoSegment;
}

- (void)setEnabled:(BOOL)enabled forSegmentAtIndex:(NSUInteger)segment {
    [[self _segmentAtIndex:(int)segment] setEnabled:enabled];
    if (!enabled && _selectedSegment == (NSInteger)segment) [self setSelectedSegmentIndex:UISegmentedControlNoSegment];
}

- (BOOL)isEnabledForSegmentAtIndex:(NSUInteger)segment { return [[self _segmentAtIndex:(int)segment] isEnabled]; }

- (NSInteger)selectedSegmentIndex { return _selectedSegment; }

// From code: the same path with notify NO, so no action.
- (void)setSelectedSegmentIndex:(NSInteger)index {
    if (index == UISegmentedControlNoSegment) [self _clearSelectedSegment];
    else [self _setSelectedSegmentIndex:index notify:NO animate:NO];
}

- (BOOL)isMomentary { return _momentary; }
- (void)setMomentary:(BOOL)momentary { _momentary = momentary; }
- (void)_setAlwaysEmitValueChanged:(BOOL)always { _alwaysEmitValueChanged = always; }

// Inferred: a momentary control does not track (it selects at touch down and clears).
- (BOOL)shouldTrack { return [super shouldTrack] && !_momentary; }

- (BOOL)pointMostlyInside:(CGPoint)point withEvent:(UIEvent *)event {
    CGRect b = [self bounds];
    CGRect inset = CGRectMake(b.origin.x - HKMostlyInsideMargin, b.origin.y - HKMostlyInsideMargin,
                              b.size.width + 2 * HKMostlyInsideMargin, b.size.height + 2 * HKMostlyInsideMargin);
    return CGRectContainsPoint(inset, point);
}

- (int)_closestSegmentIndexAtPoint:(CGPoint)point {
    int closest = -1;
    CGFloat best = 1e9;
    for (NSUInteger i = 0; i < [_segments count]; i++) {
        CGRect frame = [[_segments objectAtIndex:i] frame];
        if (CGRectContainsPoint(frame, point)) return (int)i;
        CGFloat center = frame.origin.x + frame.size.width / 2;
        CGFloat distance = point.x > center ? point.x - center : center - point.x;
        if (distance < best) {
            best = distance;
            closest = (int)i;
        }
    }
    return closest;
}

- (void)_highlightSegment:(NSInteger)segment {
    if (_highlightedSegment == segment) return;
    [[self _segmentAtIndex:(int)_highlightedSegment] setHighlighted:NO];
    _highlightedSegment = segment;
    [[self _segmentAtIndex:(int)segment] setHighlighted:YES];
}

- (void)_tapSegmentAtPoint:(CGPoint)point touchDown:(BOOL)down {
    int index = [self _closestSegmentIndexAtPoint:point];
    if (index < 0) return;
    if (![[_segments objectAtIndex:index] isUserInteractionEnabled]) {
        _trackingTouch = NO;
        return;
    }
    if (_trackingTouch) {
        [self _highlightSegment:index];
    } else {
        [self _setSelectedSegmentIndex:index notify:YES animate:YES];
        // UIKit: momentary → performSelector:@selector(_clearSelectedSegment) afterDelay:0.2
        // (DEVIATION: HostKit clears it when the finger lifts; no run loop).
    }
}

- (void)_setSelectedSegmentIndex:(NSInteger)index notify:(BOOL)notify animate:(BOOL)animate {
    if (index < 0 || (NSUInteger)index >= [_segments count] || ![[self _segmentAtIndex:(int)index] isEnabled]) return;
    [self retain];
    [self willChangeValueForKey:@"selectedSegmentIndex"];
    if (_selectedSegment == index) {
        if (_alwaysEmitValueChanged && notify) [self _emitValueChanged];
    } else {
        [[self _segmentAtIndex:(int)_selectedSegment] setSelected:NO];
        _selectedSegment = index;
        [[self _segmentAtIndex:(int)index] setSelected:YES];
        if (notify) [self _emitValueChanged];
    }
    [self didChangeValueForKey:@"selectedSegmentIndex"];
    [self release];
}

- (void)_clearSelectedSegment {
    if (_selectedSegment == UISegmentedControlNoSegment) return;
    [self willChangeValueForKey:@"selectedSegmentIndex"];
    [[self _segmentAtIndex:(int)_selectedSegment] setSelected:NO];
    _selectedSegment = UISegmentedControlNoSegment;
    [self didChangeValueForKey:@"selectedSegmentIndex"];
}

// UIKit (iPhone style provider, selection-indicator styling): after the transaction
// commits, once the touch's event returned.
- (void)_emitValueChanged {
    [[UIApplication sharedApplication]
        _performBlockAfterCATransactionCommits:[HKHandler handlerWithTarget:self action:@selector(_sendValueChanged)]];
}

// The selected segment's UIAction, if it was made with one, through -[UIControl
// sendAction:] (outside any send of control events), then ValueChanged.
- (void)_sendValueChanged {
    UIAction *action = [[self _segmentAtIndex:(int)_selectedSegment] action];
    if (action != nil) [self sendAction:action];
    [self sendActionsForControlEvents:UIControlEventValueChanged];
}

// MARK: Touches (UIKit does not call UIControl's: no tracking, no touch control events)

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    if (!_enabled) {
        [super touchesBegan:touches withEvent:event];
        return;
    }
    _trackingTouch = [self shouldTrack];
    CGPoint point = [[touches anyObject] locationInView:self];
    // UIKitCore 26.1: a touch that lands on the selected segment drags the selection
    // (iOS 26's lens): it follows the finger, inside the control or not, and the lift
    // selects the segment under it, wherever the finger lifts. DEVIATION: UIKit asks
    // its style provider whether selection sliding applies; HostKit's iPhone always does.
    _selectionDragged = _trackingTouch && _selectedSegment != UISegmentedControlNoSegment
        && [self _closestSegmentIndexAtPoint:point] == _selectedSegment;
    [self _tapSegmentAtPoint:point touchDown:YES];
}

- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {
    if (!_enabled) {
        [super touchesMoved:touches withEvent:event];
        return;
    }
    if (!_trackingTouch) return;
    CGPoint point = [[touches anyObject] locationInView:self];
    if (_selectionDragged || [self pointMostlyInside:point withEvent:event]) [self _tapSegmentAtPoint:point touchDown:NO];
    else [[self _segmentAtIndex:(int)_highlightedSegment] setHighlighted:NO];
}

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    if (!_enabled) {
        [super touchesEnded:touches withEvent:event];
        return;
    }
    [self retain];
    if (_trackingTouch) {
        _trackingTouch = NO;
        CGPoint point = [[touches anyObject] locationInView:self];
        if (_selectionDragged || [self pointMostlyInside:point withEvent:event])
            [self _setSelectedSegmentIndex:_highlightedSegment notify:YES animate:YES];
        _selectionDragged = NO;
        [self _highlightSegment:UISegmentedControlNoSegment];
    } else if (_momentary) {
        [self _clearSelectedSegment];
    }
    [self release];
}

- (void)touchesCancelled:(NSSet *)touches withEvent:(UIEvent *)event {
    if (!_enabled) {
        [super touchesCancelled:touches withEvent:event];
        return;
    }
    _trackingTouch = NO;
    _selectionDragged = NO;
    [self _highlightSegment:UISegmentedControlNoSegment];
}

@end
