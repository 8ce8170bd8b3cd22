#import <UIKit/UIKit.h>

// UIKitCore: UIInterfaceAction.mm, UIInterfaceActionGroupView, UIInterfaceActionSelectionTrackingController.mm.

@implementation UIInterfaceAction

+ (id)actionWithTitle:(NSString *)title type:(NSInteger)type handler:(id)handler {
    UIInterfaceAction *action = [[[self alloc] init] autorelease];
    action->_title = [title copy];
    action->_type = type;
    action->_handler = [handler retain];
    action->_enabled = YES;
    return action;
}

+ (id)actionWithCustomContentView:(UIView *)view handler:(id)handler {
    UIInterfaceAction *action = [[[self alloc] init] autorelease];
    action->_customContentView = [view retain];
    action->_handler = [handler retain];
    action->_enabled = YES;
    return action;
}

- (void)dealloc {
    [_title release];
    [_customContentView release];
    [_handler release];
    [super dealloc];
}

- (NSString *)title { return _title; }
- (void)setTitle:(NSString *)title {
    NSString *copy = [title copy];
    [_title release];
    _title = copy;
}
- (NSInteger)type { return _type; }
- (BOOL)isEnabled { return _enabled; }
- (void)setEnabled:(BOOL)enabled { _enabled = enabled; }
- (UIView *)customContentView { return _customContentView; }
- (id)handler { return _handler; }
- (id)_presentingController { return _presentingController; }
- (void)_setPresentingController:(id)controller { _presentingController = controller; }

// UIKitCore: -[UIInterfaceAction _invokeHandlerWithCompletionBlock:] — the presenting
// controller (the group view) runs the handler.
- (void)_invokeHandlerWithCompletionBlock:(id)completion {
    id presenting = [self _presentingController];
    if (presenting != nil) [presenting interfaceAction:self invokeActionHandler:_handler completion:completion];
}

@end

@implementation UIInterfaceActionGroup

+ (id)actionGroupWithActionsBySection:(NSArray *)sections {
    UIInterfaceActionGroup *group = [[[self alloc] init] autorelease];
    group->_actionsBySection = [sections copy];
    return group;
}

- (void)dealloc {
    [_actionsBySection release];
    [_preferredAction release];
    [super dealloc];
}

- (NSArray *)actionsBySection { return _actionsBySection; }

- (NSArray *)actions {
    NSMutableArray *actions = [NSMutableArray array];
    for (NSArray *section in _actionsBySection) [actions addObjectsFromArray:section];
    return actions;
}

- (UIInterfaceAction *)preferredAction { return _preferredAction; }
- (void)setPreferredAction:(UIInterfaceAction *)action {
    [action retain];
    [_preferredAction release];
    _preferredAction = action;
}

@end

@implementation UIInterfaceActionRepresentationView

- (id)initWithAction:(UIInterfaceAction *)action {
    if ((self = [super initWithFrame:CGRectZero])) _action = [action retain];
    return self;
}

- (void)dealloc {
    [_action release];
    [super dealloc];
}

- (UIInterfaceAction *)action { return _action; }
- (BOOL)isHighlighted { return _highlighted; }
- (void)setHighlighted:(BOOL)highlighted { _highlighted = highlighted; }

@end

@implementation _UIInterfaceActionCustomViewRepresentationView

- (id)initWithAction:(UIInterfaceAction *)action {
    if ((self = [super initWithAction:action])) {
        UIView *content = [action customContentView];
        if (content != nil) [self addSubview:content];
    }
    return self;
}

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    [[_action customContentView] setFrame:[self bounds]];
}

@end

@implementation _UIInterfaceActionRepresentationsSequenceView
@end

@implementation UIInterfaceActionGroupView

- (id)initWithActionGroup:(UIInterfaceActionGroup *)group actionHandlerInvocationDelegate:(id)delegate {
    if ((self = [super initWithFrame:CGRectZero])) {
        _actionHandlerInvocationDelegate = delegate;
        _needsInitialViewLoading = YES;
        _representationViews = [[NSMutableArray alloc] init];
        _hk_rowHeight = 44;
        _actionSequenceView = [[_UIInterfaceActionRepresentationsSequenceView alloc] initWithFrame:CGRectZero];
        [self addSubview:_actionSequenceView];
        [self setActionGroup:group];
    }
    return self;
}

- (void)dealloc {
    [_actionGroup release];
    [_actionSelectionController release];
    [_actionSequenceView release];
    [_representationViews release];
    [super dealloc];
}

- (UIInterfaceActionGroup *)actionGroup { return _actionGroup; }

- (void)_hk_setRowHeight:(CGFloat)height { _hk_rowHeight = height; }

// One representation view per action, in a column (HostKit's layout: _hk_rowHeight each).
- (void)setActionGroup:(UIInterfaceActionGroup *)group {
    [group retain];
    [_actionGroup release];
    _actionGroup = group;
    for (UIView *view in _representationViews) [view removeFromSuperview];
    [_representationViews removeAllObjects];
    CGFloat width = [self bounds].size.width;
    CGFloat y = 0;
    for (UIInterfaceAction *action in [group actions]) {
        UIInterfaceActionRepresentationView *view =
            [[_UIInterfaceActionCustomViewRepresentationView alloc] initWithAction:action];
        [view setFrame:CGRectMake(0, y, width, _hk_rowHeight)];
        y += _hk_rowHeight;
        [_actionSequenceView addSubview:view];
        [_representationViews addObject:view];
        [view release];
    }
    [_actionSequenceView setFrame:CGRectMake(0, 0, width, y)];
    [_actionSequenceView setContentSize:CGSizeMake(width, y)];
    [self _loadViewsIfNeeded];
    [_actionSelectionController setRepresentationViews:_representationViews];
    [self _setUsAsThePresentingViewControllerForAllActions];
}

- (void)setFrame:(CGRect)frame {
    [super setFrame:frame];
    CGFloat y = 0;
    for (UIView *view in _representationViews) {
        [view setFrame:CGRectMake(0, y, frame.size.width, _hk_rowHeight)];
        y += _hk_rowHeight;
    }
    [_actionSequenceView setFrame:CGRectMake(0, 0, frame.size.width, y)];
}

// UIKitCore: -_loadViewsIfNeeded makes the selection tracking controller with this view as
// the trackable container and the sequence view as the actions' scroll view.
- (void)_loadViewsIfNeeded {
    if (!_needsInitialViewLoading) return;
    _needsInitialViewLoading = NO;
    _actionSelectionController = [[UIInterfaceActionSelectionTrackingController alloc] initWithTrackableContainerView:self
                                                                                                   actionsScrollView:_actionSequenceView];
    [_actionSelectionController setScrubbingEnabled:YES];
}

- (UIInterfaceActionSelectionTrackingController *)actionSelectionController {
    [self _loadViewsIfNeeded];
    return _actionSelectionController;
}

- (void)_setUsAsThePresentingViewControllerForAllActions {
    for (UIInterfaceAction *action in [_actionGroup actions]) [action _setPresentingController:self];
}

// UIKitCore: the group view is each action's presenting controller; it passes the
// invocation to its actionHandlerInvocationDelegate, or (without one) calls the handler itself.
- (void)interfaceAction:(UIInterfaceAction *)action invokeActionHandler:(id)handler completion:(id)completion {
    id delegate = _actionHandlerInvocationDelegate;
    if (delegate != nil) {
        [delegate interfaceAction:action invokeActionHandler:handler completion:completion];
        return;
    }
    // DEVIATION: UIKit's handler block takes (action, &stop); an HKHandler gets the action.
    if (action != nil && handler != nil) [handler hk_invokeWithObject:action object:nil];
    if (completion != nil) [completion hk_invokeWithObject:nil object:nil];
}


@end

@implementation UIInterfaceActionSelectionTrackingController

- (id)initWithTrackableContainerView:(UIView *)view actionsScrollView:(UIScrollView *)scrollView {
    if ((self = [super init])) {
        _trackableContainerView = view;
        [self _initializeSelectionGestureRecognizer];
        _actionsScrollView = scrollView;
        _scrubbingEnabled = YES;
    }
    return self;
}

- (void)dealloc {
    [[_selectionGestureRecognizer view] removeGestureRecognizer:_selectionGestureRecognizer];
    [_selectionGestureRecognizer removeTarget:self action:NULL];
    [_selectionGestureRecognizer release];
    [_representationViews release];
    [super dealloc];
}

- (UIView *)trackableContainerView { return _trackableContainerView; }
- (UIScrollView *)actionsScrollView { return _actionsScrollView; }
- (UILongPressGestureRecognizer *)selectionGestureRecognizer { return _selectionGestureRecognizer; }
- (NSArray *)representationViews { return _representationViews; }
- (void)setRepresentationViews:(NSArray *)views {
    NSArray *copy = [views copy];
    [_representationViews release];
    _representationViews = copy;
}
- (BOOL)scrubbingEnabled { return _scrubbingEnabled; }
- (void)setScrubbingEnabled:(BOOL)enabled { _scrubbingEnabled = enabled; }

// UIKitCore: a UILongPressGestureRecognizer with minimumPressDuration 0, cancelsTouchesInView NO,
// named "UIInterfaceAction.selection" (HostKit's recognisers have no name), on the container.
- (void)_initializeSelectionGestureRecognizer {
    _selectionGestureRecognizer = [[UILongPressGestureRecognizer alloc] initWithTarget:self
                                                                                 action:@selector(_handleActionSelectionGestureRecognizer:)];
    [_selectionGestureRecognizer setMinimumPressDuration:0];
    [_selectionGestureRecognizer setCancelsTouchesInView:NO];
    [_trackableContainerView addGestureRecognizer:_selectionGestureRecognizer];
}

- (BOOL)_isPresentedAndVisible { return [_trackableContainerView window] != nil; }

- (NSArray *)_allActionViewsIncludingCooperatingActionViews {
    return _representationViews != nil ? _representationViews : [NSArray array];
}

// UIKitCore: where the recogniser's touch is now.
static CGPoint HKSelectionLocation(UIInterfaceActionSelectionTrackingController *self, UIGestureRecognizer *recognizer) {
    return [recognizer locationInView:[self trackableContainerView]];
}

- (id)_actionViewAtCurrentLocationForGestureRecognizer:(UIGestureRecognizer *)recognizer {
    CGPoint location = HKSelectionLocation(self, recognizer);
    for (UIView *view in _representationViews) {
        CGPoint local = [view convertPoint:location fromView:_trackableContainerView];
        if ([view pointInside:local withEvent:nil]) return view;
    }
    return nil;
}

- (id)_actionViewIncludingCooperatingActionViewsAtCurrentLocationForGestureRecognizer:(UIGestureRecognizer *)recognizer {
    return [self _actionViewAtCurrentLocationForGestureRecognizer:recognizer];
}

- (void)deselectAllActions {
    for (UIInterfaceActionRepresentationView *view in [self _allActionViewsIncludingCooperatingActionViews]) [view setHighlighted:NO];
}

- (void)_clearSystemProvidedGestureRecognizer {}

// UIKitCore: -_handleActionSelectionGestureRecognizer: — Began/Changed highlight the action
// view under the finger (and unhighlight the others); Ended on a highlighted, enabled action
// invokes it; Cancelled unhighlights.
- (void)_handleActionSelectionGestureRecognizer:(UIGestureRecognizer *)recognizer {
    if (![self _isPresentedAndVisible]) return;
    UIInterfaceActionRepresentationView *actionView =
        [self _actionViewIncludingCooperatingActionViewsAtCurrentLocationForGestureRecognizer:recognizer];
    UIInterfaceAction *action = [actionView action];
    BOOL enabled = [action isEnabled];
    switch ([recognizer state]) {
    case UIGestureRecognizerStateBegan:
    case UIGestureRecognizerStateChanged:
        for (UIInterfaceActionRepresentationView *view in [self _allActionViewsIncludingCooperatingActionViews]) {
            if (view != actionView) [view setHighlighted:NO];
        }
        if (enabled) [actionView setHighlighted:YES];
        break;
    case UIGestureRecognizerStateEnded: {
        if (!enabled) break;
        BOOL highlighted = [actionView isHighlighted];
        [self deselectAllActions];
        [self _clearSystemProvidedGestureRecognizer];
        if (highlighted) [self _invokeHandlerForInterfaceAction:action];
        break;
    }
    case UIGestureRecognizerStateCancelled:
        [self deselectAllActions];
        [self _clearSystemProvidedGestureRecognizer];
        break;
    default: break;
    }
}

// UIKitCore: -[UIInterfaceAction _invokeHandlerWithCompletionBlock:] with an empty block.
- (void)_invokeHandlerForInterfaceAction:(UIInterfaceAction *)action {
    [action _invokeHandlerWithCompletionBlock:nil];
}

@end
