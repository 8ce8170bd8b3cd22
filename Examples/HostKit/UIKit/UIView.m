#import <UIKit/UIKit.h>

@interface UIView (Moving)
- (void)_willMoveFromWindow:(UIWindow *)oldWindow toWindow:(UIWindow *)newWindow;
- (void)_didMoveFromWindow:(UIWindow *)oldWindow toWindow:(UIWindow *)newWindow;
@end

@implementation UIView

- (id)init { return [self initWithFrame:CGRectZero]; }

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super init])) {
        _frame = frame;
        _subviews = [[NSMutableArray alloc] init];
        _gestureRecognizers = [[NSMutableArray alloc] init];
        _userInteractionEnabled = YES;
    }
    return self;
}

- (void)dealloc {
    for (id<UIInteraction> interaction in [[_interactions copy] autorelease]) [self removeInteraction:interaction];
    [_interactions release];
    for (UIView *view in _subviews) view->_superview = nil;
    [_subviews release];
    [_subviewCache release];
    for (UIGestureRecognizer *recognizer in _gestureRecognizers) [recognizer _setView:nil];
    [_gestureRecognizers release];
    [_accessibilityIdentifier release];
    [_accessibilityLabel release];
    [super dealloc];
}

- (UIResponder *)nextResponder {
    return _viewDelegate != nil ? (UIResponder *)_viewDelegate : (UIResponder *)_superview;
}

- (UIWindow *)_responderWindow { return [self window]; }

- (UIViewController *)_viewDelegate { return _viewDelegate; }
- (void)_setViewDelegate:(UIViewController *)controller { _viewDelegate = controller; }

- (CGRect)frame { return _frame; }
- (void)setFrame:(CGRect)frame { _frame = frame; }
- (CGRect)bounds { return CGRectMake(0, 0, _frame.size.width, _frame.size.height); }

- (UIView *)superview { return _superview; }
// UIKitCore: UIView.mm -subviews answers _subviewCache, built from the layer's sublayers
// when there is none and kept until the subviews change: the same array, not a copy, on
// every call in between.
- (NSArray *)subviews {
    if (_subviewCache == nil) _subviewCache = [_subviews copy];
    return [[_subviewCache retain] autorelease];
}

- (void)_invalidateSubviewCache {
    [_subviewCache release];
    _subviewCache = nil;
}
- (UIWindow *)window { return [_superview window]; }

- (void)addSubview:(UIView *)view {
    if (view == nil || view == self) return;
    [view retain];
    if (view->_superview != nil) [view removeFromSuperview];
    UIWindow *oldWindow = [view window];
    UIWindow *newWindow = [self window];
    [view willMoveToSuperview:self];
    if (oldWindow != newWindow) [view _willMoveFromWindow:oldWindow toWindow:newWindow];
    [_subviews addObject:view];
    [self _invalidateSubviewCache];
    view->_superview = self;
    if (oldWindow != newWindow) [view _didMoveFromWindow:oldWindow toWindow:newWindow];
    [view didMoveToSuperview];
    [view release];
}

- (void)removeFromSuperview {
    UIView *superview = _superview;
    if (superview == nil) return;
    [self retain];
    UIWindow *oldWindow = [self window];
    [self willMoveToSuperview:nil];
    if (oldWindow != nil) [self _willMoveFromWindow:oldWindow toWindow:nil];
    _superview = nil;
    [superview->_subviews removeObjectIdenticalTo:self];
    [superview _invalidateSubviewCache];
    if (oldWindow != nil) [self _didMoveFromWindow:oldWindow toWindow:nil];
    [self didMoveToSuperview];
    [self release];
}

// A view leaving a window gives up first responder status; a controller's root view
// tells its controller, which is how a child controller appears when its view is added.
- (void)_willMoveFromWindow:(UIWindow *)oldWindow toWindow:(UIWindow *)newWindow {
    if (oldWindow != nil && [oldWindow _firstResponder] == self) [self resignFirstResponder];
    [self willMoveToWindow:newWindow];
    [_viewDelegate _viewWillMoveToWindow:newWindow];
    for (UIView *view in [self subviews]) [view _willMoveFromWindow:oldWindow toWindow:newWindow];
}

- (void)_didMoveFromWindow:(UIWindow *)oldWindow toWindow:(UIWindow *)newWindow {
    [self didMoveToWindow];
    [_viewDelegate _viewDidMoveToWindow:newWindow];
    for (UIView *view in [self subviews]) [view _didMoveFromWindow:oldWindow toWindow:newWindow];
}

- (void)willMoveToSuperview:(UIView *)newSuperview {}
- (void)didMoveToSuperview {}
- (void)willMoveToWindow:(UIWindow *)newWindow {}
- (void)didMoveToWindow {}

- (BOOL)isDescendantOfView:(UIView *)view {
    for (UIView *v = self; v != nil; v = v->_superview) {
        if (v == view) return YES;
    }
    return NO;
}

- (UIView *)viewWithTag:(NSInteger)tag {
    if (_tag == tag) return self;
    for (UIView *view in _subviews) {
        UIView *found = [view viewWithTag:tag];
        if (found != nil) return found;
    }
    return nil;
}

- (NSInteger)tag { return _tag; }
- (void)setTag:(NSInteger)tag { _tag = tag; }

- (NSString *)accessibilityLabel { return _accessibilityLabel; }
- (void)setAccessibilityLabel:(NSString *)label {
    NSString *copy = [label copy];
    [_accessibilityLabel release];
    _accessibilityLabel = copy;
}

- (NSString *)accessibilityIdentifier { return _accessibilityIdentifier; }
- (void)setAccessibilityIdentifier:(NSString *)identifier {
    NSString *copy = [identifier copy];
    [_accessibilityIdentifier release];
    _accessibilityIdentifier = copy;
}

- (BOOL)isHidden { return _hidden; }
- (void)setHidden:(BOOL)hidden { _hidden = hidden; }
- (BOOL)isUserInteractionEnabled { return _userInteractionEnabled; }
- (void)setUserInteractionEnabled:(BOOL)enabled { _userInteractionEnabled = enabled; }

- (BOOL)_isInteractive {
    if ([self window] == nil) return NO;
    for (UIView *v = self; v != nil; v = v->_superview) {
        if (v->_hidden || !v->_userInteractionEnabled) return NO;
    }
    return YES;
}

- (NSArray *)gestureRecognizers { return [[_gestureRecognizers copy] autorelease]; }

- (void)addGestureRecognizer:(UIGestureRecognizer *)recognizer {
    if (recognizer == nil || [recognizer view] == self) return;
    [recognizer retain];
    [[recognizer view] removeGestureRecognizer:recognizer];
    [_gestureRecognizers addObject:recognizer];
    [recognizer _setView:self];
    [recognizer release];
}

- (void)removeGestureRecognizer:(UIGestureRecognizer *)recognizer {
    if ([recognizer view] != self) return;
    [recognizer _setView:nil];
    [_gestureRecognizers removeObjectIdenticalTo:recognizer];
}

- (NSArray *)interactions { return _interactions != nil ? [[_interactions copy] autorelease] : [NSArray array]; }

- (void)addInteraction:(id<UIInteraction>)interaction {
    if (interaction == nil) return;
    if (_interactions == nil) _interactions = [[NSMutableArray alloc] init];
    if ([_interactions indexOfObjectIdenticalTo:interaction] != NSNotFound) return;
    [interaction retain];
    [[interaction view] removeInteraction:interaction];
    [interaction willMoveToView:self];
    [_interactions addObject:interaction];
    [interaction didMoveToView:self];
    [interaction release];
}

- (void)removeInteraction:(id<UIInteraction>)interaction {
    if (interaction == nil || [_interactions indexOfObjectIdenticalTo:interaction] == NSNotFound) return;
    [interaction retain];
    [interaction willMoveToView:nil];
    [_interactions removeObjectIdenticalTo:interaction];
    [interaction didMoveToView:nil];
    [interaction release];
}

// Frames only (no bounds origin, no transforms): enough for hit testing and segments.
- (CGPoint)_convertPointToWindow:(CGPoint)point {
    for (UIView *v = self; v != nil && ![v isKindOfClass:[UIWindow class]]; v = v->_superview) {
        point.x += v->_frame.origin.x;
        point.y += v->_frame.origin.y;
    }
    return point;
}

- (CGPoint)convertPoint:(CGPoint)point toView:(UIView *)view {
    CGPoint inWindow = [self _convertPointToWindow:point];
    if (view == nil) return inWindow;
    CGPoint origin = [view _convertPointToWindow:CGPointZero];
    return CGPointMake(inWindow.x - origin.x, inWindow.y - origin.y);
}

- (CGPoint)convertPoint:(CGPoint)point fromView:(UIView *)view {
    CGPoint inWindow = view != nil ? [view _convertPointToWindow:point] : point;
    CGPoint origin = [self _convertPointToWindow:CGPointZero];
    return CGPointMake(inWindow.x - origin.x, inWindow.y - origin.y);
}

- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {
    return CGRectContainsPoint([self bounds], point);
}

- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {
    if (_hidden || !_userInteractionEnabled || ![self pointInside:point withEvent:event]) return nil;
    for (UIView *view in [_subviews reverseObjectEnumerator]) {
        CGPoint local = CGPointMake(point.x - view->_frame.origin.x, point.y - view->_frame.origin.y);
        UIView *hit = [view hitTest:local withEvent:event];
        if (hit != nil) return hit;
    }
    return self;
}

@end
