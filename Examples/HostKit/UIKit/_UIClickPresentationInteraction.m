#import <UIKit/UIKit.h>

NSArray *_UIClickInteractionDefaultDrivers(void) {
    return [NSArray arrayWithObject:[_UILongPressTimeoutClickInteractionDriver class]];
}

// UIKit's -[UIView _viewControllerForAncestor]: the controller of the nearest view up the
// hierarchy that is a controller's root view.
static UIViewController *HKViewControllerForAncestor(UIView *view) {
    for (UIView *v = view; v != nil; v = [v superview]) {
        if ([v _viewDelegate] != nil) return [v _viewDelegate];
    }
    return nil;
}

@implementation _UIRelationshipGestureRecognizer

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event { _hk_hasTouch = YES; }
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event { _hk_hasTouch = NO; }
- (void)touchesCancelled:(NSSet *)touches withEvent:(UIEvent *)event {
    _hk_hasTouch = NO;
    [super touchesCancelled:touches withEvent:event];
}

- (void)_succeed {
    if (_hk_hasTouch && [self state] == UIGestureRecognizerStatePossible) [self setState:UIGestureRecognizerStateEnded];
}

- (void)_fail {
    if (_hk_hasTouch && [self state] == UIGestureRecognizerStatePossible) [self setState:UIGestureRecognizerStateFailed];
}

@end

@implementation _UIClickPresentationInteraction

- (id)initWithDelegate:(id)delegate {
    if ((self = [super init])) {
        _delegate = delegate;
        _currentState = 1;
    }
    return self;
}

- (id)init { return [self initWithDelegate:nil]; }

- (void)dealloc {
    for (id<_UIClickInteractionDriving> driver in _allDrivers) {
        [driver setView:nil];
        [driver setDelegate:nil];
    }
    [_overrideDrivers release];
    [_allDrivers release];
    [_activeDriver release];
    [_exclusionRelationshipGestureRecognizer release];
    [_failureRelationshipGestureRecognizer release];
    [_activePresentation release];
    [_pendingBegin release];
    [super dealloc];
}

- (id)delegate { return _delegate; }
- (UIView *)view { return _view; }
- (NSArray *)allDrivers { return _allDrivers; }
- (id)activeDriver { return _activeDriver; }
- (NSArray *)overrideDrivers { return _overrideDrivers; }
- (_UIRelationshipGestureRecognizer *)exclusionRelationshipGestureRecognizer { return _exclusionRelationshipGestureRecognizer; }
- (_UIRelationshipGestureRecognizer *)failureRelationshipGestureRecognizer { return _failureRelationshipGestureRecognizer; }
- (BOOL)_isActive { return _currentState != 1; }

// UIKitCore: _UIClickPresentationInteraction.mm -setActiveDriver: — the relationship
// recognisers take the driver class's cancelsTouchesInView preference (YES); the driver
// itself stops cancelling.
- (void)setActiveDriver:(id)driver {
    if (_activeDriver == driver) return;
    [driver retain];
    [_activeDriver release];
    _activeDriver = driver;
    if (driver != nil) {
        [_exclusionRelationshipGestureRecognizer setCancelsTouchesInView:YES];
        [_failureRelationshipGestureRecognizer setCancelsTouchesInView:YES];
        [driver setCancelsTouchesInView:NO];
    }
}

// UIKitCore: _UIClickPresentationInteraction.mm -willMoveToView: / -didMoveToView:.
- (void)willMoveToView:(UIView *)view {
    for (id<_UIClickInteractionDriving> driver in _allDrivers) {
        [driver setView:nil];
        [driver setDelegate:nil];
    }
    [[_exclusionRelationshipGestureRecognizer view] removeGestureRecognizer:_exclusionRelationshipGestureRecognizer];
    [[_failureRelationshipGestureRecognizer view] removeGestureRecognizer:_failureRelationshipGestureRecognizer];
    _view = nil;
}

- (void)didMoveToView:(UIView *)view {
    _view = view;
    if (view == nil) return;
    [self _refreshAllDrivers];
    if (_exclusionRelationshipGestureRecognizer == nil) {
        _exclusionRelationshipGestureRecognizer = [[_UIRelationshipGestureRecognizer alloc] init];
        [_exclusionRelationshipGestureRecognizer setName:@"com.apple.UIKit.clickPresentationExclusion"];
        [_exclusionRelationshipGestureRecognizer setDelegate:self];
    }
    if (_failureRelationshipGestureRecognizer == nil) {
        _failureRelationshipGestureRecognizer = [[_UIRelationshipGestureRecognizer alloc] init];
        [_failureRelationshipGestureRecognizer setName:@"com.apple.UIKit.clickPresentationFailure"];
        [_failureRelationshipGestureRecognizer setDelegate:self];
    }
    [view addGestureRecognizer:_exclusionRelationshipGestureRecognizer];
    [view addGestureRecognizer:_failureRelationshipGestureRecognizer];
}

// UIKitCore: _UIClickPresentationInteraction.mm -_refreshAllDrivers — the old drivers let
// go of the view; the override drivers (or the idiom's defaults) take it.
- (void)_refreshAllDrivers {
    for (id<_UIClickInteractionDriving> driver in _allDrivers) {
        [driver setView:nil];
        [driver setDelegate:nil];
    }
    if (_view == nil) return;
    NSArray *drivers = _overrideDrivers;
    if (drivers == nil) {
        NSMutableArray *made = [NSMutableArray array];
        for (Class driverClass in _UIClickInteractionDefaultDrivers()) {
            id driver = [[driverClass alloc] init];
            [made addObject:driver];
            [driver release];
        }
        drivers = made;
    }
    [drivers retain];
    [_allDrivers release];
    _allDrivers = drivers;
    for (id<_UIClickInteractionDriving> driver in _allDrivers) {
        [driver setView:_view];
        [driver setDelegate:self];
        [driver setAllowableMovement:10];
    }
}

- (void)setOverrideDrivers:(NSArray *)drivers {
    if (drivers == _overrideDrivers || [drivers isEqual:_overrideDrivers]) return;
    [drivers retain];
    [_overrideDrivers release];
    _overrideDrivers = drivers;
    [self _refreshAllDrivers];
}

- (CGPoint)locationInView:(UIView *)view {
    if (_activeDriver != nil) {
        CGPoint inView = [_activeDriver locationInCoordinateSpace:_view];
        return view == _view || view == nil ? (view == nil ? [_view convertPoint:inView toView:nil] : inView)
                                            : [_view convertPoint:inView toView:view];
    }
    CGRect b = [_view bounds];
    CGPoint center = CGPointMake(b.origin.x + b.size.width / 2, b.origin.y + b.size.height / 2);
    return view == _view ? center : [_view convertPoint:center toView:view];
}

// UIKitCore: _UIClickPresentationInteraction.mm -clickDriver:shouldBegin: — the delegate
// (UIContextMenuInteraction) decides with _clickPresentationInteraction:shouldBeginWithTouch:completion:.
- (void)clickDriver:(id)driver shouldBegin:(HKHandler *)begin {
    if (_currentState != 1) {
        [begin hk_invokeWithObject:[NSNumber numberWithInteger:1] object:nil];
        return;
    }
    [self retain];
    [self setActiveDriver:driver];
    _currentState = 2;
    [begin retain];
    [_pendingBegin release];
    _pendingBegin = begin;
    id touch = nil; // UIKit passes the driver's touch; HostKit's interaction does not use it
    [_delegate _clickPresentationInteraction:self shouldBeginWithTouch:touch
                                  completion:[HKHandler handlerWithTarget:self action:@selector(_hk_shouldBegin:)]];
    [self release];
}

- (void)_hk_shouldBegin:(NSNumber *)result {
    HKHandler *begin = [_pendingBegin autorelease];
    _pendingBegin = nil;
    if ([result integerValue] != 0) {
        _currentState = 1;
        [_exclusionRelationshipGestureRecognizer _fail];
        [_failureRelationshipGestureRecognizer _fail];
        [self setActiveDriver:nil];
    }
    [begin hk_invokeWithObject:result object:nil];
}

// UIKitCore: _UIClickPresentationInteraction.mm -clickDriver:didPerformEvent: (1 down, 2 up, 3 ended).
- (void)clickDriver:(id)driver didPerformEvent:(NSUInteger)event {
    if (driver != _activeDriver) return;
    switch (event) {
    case 1: [self _driverClickedDown]; break;
    case 2: [self _driverClickedUp]; break;
    case 3: [self _driverEnded]; break;
    }
}

- (void)_driverClickedDown {
    if (_currentState == 2) [self present];
}

- (void)_driverClickedUp {}

// A driver that ends before its click presented anything ends the interaction; a menu
// already on screen stays.
- (void)_driverEnded {
    if (_currentState == 2) [self _cancelWithReason:0 alongsideActions:nil completion:nil];
    else if (_currentState == 4) [self setActiveDriver:nil];
}

- (void)present {
    if (_currentState == 1 || _currentState == 2) [self _performPresentation];
}

// UIKitCore: _UIClickPresentationInteraction.mm -_performPresentation (and the state
// machine behind -present): when the delegate gives a presentation, it presents; the
// relationship recognisers then succeed, cancelling the touch in the view (HostKit's
// reading of the state machine).
- (void)_performPresentation {
    [self retain];
    if ([self _canPerformPresentation]) {
        _currentState = 4;
        [_activePresentation prepareToPresent];
        [_activePresentation present];
        [_exclusionRelationshipGestureRecognizer _succeed];
        [_failureRelationshipGestureRecognizer _succeed];
    } else {
        [self _cancelWithReason:0 alongsideActions:nil completion:nil];
    }
    [self release];
}

// UIKitCore: _UIClickPresentationInteraction.mm -_canPerformPresentation — needs a window and
// a view controller to present from; the delegate makes the presentation.
- (BOOL)_canPerformPresentation {
    if ([_view window] == nil) return NO;
    UIViewController *controller = HKViewControllerForAncestor(_view);
    if (controller == nil) return NO;
    id presentation = [_delegate clickPresentationInteraction:self presentationForPresentingViewController:controller];
    [presentation retain];
    [_activePresentation release];
    _activePresentation = presentation;
    return presentation != nil;
}

// UIKitCore: _UIClickPresentationInteraction.mm -_cancelWithReason:alongsideActions:completion:.
- (void)_cancelWithReason:(NSUInteger)reason alongsideActions:(HKHandler *)actions completion:(HKHandler *)completion {
    InteractionEndingContext context = { self, NO, reason, _activePresentation, actions, completion };
    [self _endInteractionWithContext:&context];
}

// UIKitCore: _UIClickPresentationInteraction.mm -_endInteractionWithContext: — before it
// began, the relationship recognisers fail; otherwise (HostKit's reading of the state
// machine) the delegate hears the end (willEnd), the presentation goes, the alongside
// actions run (a picked element's handler), then the completion.
- (void)_endInteractionWithContext:(const InteractionEndingContext *)context {
    if (_currentState < 2) {
        [_exclusionRelationshipGestureRecognizer _fail];
        return;
    }
    [self retain];
    _UIContextMenuPresentation *presentation = [_activePresentation autorelease];
    _activePresentation = nil;
    HKHandler *actions = [[context->alongsideActions retain] autorelease];
    HKHandler *completion = [[context->completion retain] autorelease];
    InteractionEndingContext ended = *context;
    ended.presentation = presentation;
    _currentState = 1;
    [self setActiveDriver:nil];
    [self _delegate_interactionEndedWithContext:&ended];
    if (presentation != nil) {
        [presentation prepareToDismiss];
        [presentation dismiss];
    }
    [actions hk_invokeWithObject:nil object:nil];
    [completion hk_invokeWithObject:nil object:nil];
    [self release];
}

- (void)_delegate_interactionEndedWithContext:(const InteractionEndingContext *)context {
    [_delegate _clickPresentationInteractionEnded:self forPresentation:context->presentation reason:context->reason];
}

@end
