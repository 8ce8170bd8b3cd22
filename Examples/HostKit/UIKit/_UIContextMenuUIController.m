#import <UIKit/UIKit.h>

static const CGFloat HKMenuWidth = 250;
static const CGFloat HKMenuMargin = 8;

@implementation _UIContextMenuContainerView
@end

@implementation _UIMorphingPlatterView
@end

// The block _UIContextMenuUIController hands over as alongside actions when an element is
// picked (UIKit: __63___UIContextMenuUIController_contextMenuView_didSelectElement___block_invoke,
// which captures the delegate, the controller and the element). HostKit's stand-in object.
@interface HKMenuLeafSelection : NSObject {
    _UIContextMenuUIController *_controller;
    id _delegate;
    UIMenuElement *_element;
}
+ (HKHandler *)handlerForController:(_UIContextMenuUIController *)controller delegate:(id)delegate
                            element:(UIMenuElement *)element;
- (void)hk_run:(id)unused;
@end

@implementation HKMenuLeafSelection

+ (HKHandler *)handlerForController:(_UIContextMenuUIController *)controller delegate:(id)delegate
                            element:(UIMenuElement *)element {
    HKMenuLeafSelection *selection = [[[HKMenuLeafSelection alloc] init] autorelease];
    selection->_controller = [controller retain];
    selection->_delegate = [delegate retain];
    selection->_element = [element retain];
    return [HKHandler handlerWithTarget:selection action:@selector(hk_run:)];
}

- (void)dealloc {
    [_controller release];
    [_delegate release];
    [_element release];
    [super dealloc];
}

- (void)hk_run:(id)unused { [_delegate contextMenuUIController:_controller didSelectMenuLeaf:_element]; }

@end

@implementation _UIContextMenuUIController

- (id)initWithConfiguration:(_UIFulfilledContextMenuConfiguration *)configuration style:(id)style {
    if ((self = [super init])) {
        _menuConfiguration = [configuration retain];
        _menuStyle = [style retain];
    }
    return self;
}

- (void)dealloc {
    [_menuView setDelegate:nil];
    [_dismissalTapGestureRecognizer setDelegate:nil];
    [_platterActionTapGestureRecognizer setDelegate:nil];
    [_platterContainerView removeFromSuperview];
    [_menuConfiguration release];
    [_menuStyle release];
    [_platterContainerView release];
    [_contentPlatterView release];
    [_menuView release];
    [_dismissalTapGestureRecognizer release];
    [_platterActionTapGestureRecognizer release];
    [super dealloc];
}

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }
- (_UIFulfilledContextMenuConfiguration *)menuConfiguration { return _menuConfiguration; }
- (_UIContextMenuView *)menuView { return _menuView; }
- (UITapGestureRecognizer *)dismissalTapGestureRecognizer { return _dismissalTapGestureRecognizer; }
- (BOOL)_isPresented { return _state == 1; }
- (void)_hk_setSourceView:(UIView *)view { _sourceView = view; }

- (UIView *)platterContainerView {
    if (_platterContainerView == nil) _platterContainerView = [[_UIContextMenuContainerView alloc] initWithFrame:CGRectZero];
    return _platterContainerView;
}

// UIKitCore: _UIContextMenuUIController.mm -contentPlatterView — with a preview action, a tap
// recogniser ("com.apple.UIKit.ContextMenuPreviewActionTap") on the platter.
- (UIView *)contentPlatterView {
    if (_contentPlatterView == nil && [_menuConfiguration previewAction] != nil) {
        _contentPlatterView = [[_UIMorphingPlatterView alloc] initWithFrame:CGRectZero];
        _platterActionTapGestureRecognizer =
            [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(_handlePlatterActionTapGesture:)];
        [_platterActionTapGestureRecognizer setName:@"com.apple.UIKit.ContextMenuPreviewActionTap"];
        [_platterActionTapGestureRecognizer setDelegate:self];
        [_contentPlatterView addGestureRecognizer:_platterActionTapGestureRecognizer];
    }
    return _contentPlatterView;
}

// Where the menu sits: under the source view when it fits, else above it (HostKit's layout;
// UIKit's _UIContextMenuLayoutArbiter decides).
- (void)_hk_layoutInContainer {
    CGRect container = [_platterContainerView bounds];
    CGRect source = CGRectZero;
    if (_sourceView != nil) {
        CGPoint origin = [_sourceView convertPoint:CGPointZero toView:nil];
        source = CGRectMake(origin.x, origin.y, [_sourceView bounds].size.width, [_sourceView bounds].size.height);
    }
    [_contentPlatterView setFrame:source];
    CGFloat height = [[_menuView currentListView] frame].size.height;
    CGFloat x = MIN(MAX(source.origin.x, HKMenuMargin), container.size.width - HKMenuWidth - HKMenuMargin);
    CGFloat y = source.origin.y + source.size.height + HKMenuMargin;
    if (y + height > container.size.height - HKMenuMargin) y = MAX(source.origin.y - height - HKMenuMargin, HKMenuMargin);
    [_menuView setFrame:CGRectMake(x, y, HKMenuWidth, height)];
}

// UIKitCore: _UIContextMenuUIController.mm -presentationTransitionWillBegin — the container
// goes into the source view's window over everything, the menu view shows the menu, a
// dismissal tap recogniser ("com.apple.UIKit.ContextMenuDismissalTap", delegate self) goes
// on the container; the window becomes key.
- (void)presentationTransitionWillBegin {
    UIWindow *window = [_sourceView window];
    UIView *container = [self platterContainerView];
    [container setFrame:[window bounds]];
    [container setUserInteractionEnabled:YES];
    [window addSubview:container];
    UIMenu *menu = [_menuConfiguration menu];
    if (menu != nil) {
        if (_menuView == nil) {
            _menuView = [[_UIContextMenuView alloc] initWithFrame:CGRectMake(0, 0, HKMenuWidth, 0)];
            [_menuView setDelegate:self];
        }
        [_menuView displayMenu:menu updateType:0 alongsideAnimations:nil];
    }
    UIView *platter = [self contentPlatterView];
    if (platter != nil) [container addSubview:platter];
    if (_menuView != nil) [container addSubview:_menuView];
    [self _hk_layoutInContainer];
    _dismissalTapGestureRecognizer = [[UITapGestureRecognizer alloc] initWithTarget:self
                                                                             action:@selector(_handleDismissalTapGesture:)];
    [_dismissalTapGestureRecognizer setName:@"com.apple.UIKit.ContextMenuDismissalTap"];
    [_dismissalTapGestureRecognizer setDelegate:self];
    [container addGestureRecognizer:_dismissalTapGestureRecognizer];
    _state = 1;
    [window makeKeyWindow];
}

// UIKitCore: _UIContextMenuUIController.mm -dismissalTransitionWillBegin.
- (void)dismissalTransitionWillBegin {
    _state = 0;
    [_platterContainerView setUserInteractionEnabled:NO];
}

// The end of the disappearance transition: the menu's views leave the window.
- (void)dismissalTransitionDidEnd {
    [[_platterContainerView retain] autorelease];
    [_platterContainerView removeFromSuperview];
}

// UIKitCore: _UIContextMenuUIController.mm -gestureRecognizerShouldBegin: — the dismissal tap
// does not begin inside the menu. HostKit also keeps it off the preview platter, where
// UIKit's gesture arbitration lets the platter's own tap win.
- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gesture {
    if (gesture != _dismissalTapGestureRecognizer) return YES;
    if (_menuView != nil && CGRectContainsPoint([_menuView bounds], [gesture locationInView:_menuView])) return NO;
    if (_contentPlatterView != nil && CGRectContainsPoint([_contentPlatterView bounds], [gesture locationInView:_contentPlatterView]))
        return NO;
    return YES;
}

// UIKitCore: _UIContextMenuUIController.mm -_handleDismissalTapGesture:.
- (void)_handleDismissalTapGesture:(UIGestureRecognizer *)gesture {
    if ([self _isPresented] && [gesture state] == UIGestureRecognizerStateEnded)
        [_delegate contextMenuUIController:self didRequestDismissalWithReason:0 alongsideActions:nil completion:nil];
}

// UIKitCore: _UIContextMenuUIController.mm -_handlePlatterActionTapGesture: — the preview
// action performs with the delegate (the presentation) as sender.
- (void)_handlePlatterActionTapGesture:(UIGestureRecognizer *)gesture {
    if ([self _isPresented] && [gesture state] == UIGestureRecognizerStateEnded)
        [[_menuConfiguration previewAction] performWithSender:_delegate target:nil];
}

// UIKitCore: _UIContextMenuUIController.mm -contextMenuView:didSelectElement: — a leaf asks
// for dismissal with its selection as the alongside actions (or runs it at once when it
// keeps the menu presented); a submenu opens in place.
- (void)contextMenuView:(_UIContextMenuView *)view didSelectElement:(UIMenuElement *)element {
    id delegate = _delegate;
    if ([element _isLeaf]) {
        HKHandler *selection = [HKMenuLeafSelection handlerForController:self delegate:delegate element:element];
        if ([element respondsToSelector:@selector(keepsMenuPresented)] && [(UIAction *)element keepsMenuPresented])
            [selection hk_invokeWithObject:nil object:nil];
        else
            [delegate contextMenuUIController:self didRequestDismissalWithReason:1 alongsideActions:selection completion:nil];
    } else {
        [self _displayMenu:(UIMenu *)element updateType:1];
    }
}

- (UIMenu *)contextMenuView:(_UIContextMenuView *)view willDisplayMenu:(UIMenu *)menu {
    return [_delegate contextMenuUIController:self willDisplayMenu:menu];
}

- (void)didSelectCancelActionInContextMenuView:(_UIContextMenuView *)view {
    [_delegate contextMenuUIController:self didRequestDismissalWithReason:0 alongsideActions:nil completion:nil];
}

// UIKitCore: _UIContextMenuUIController.mm -_displayMenu:updateType: → the menu view.
- (void)_displayMenu:(UIMenu *)menu updateType:(NSUInteger)type {
    [_menuView displayMenu:menu updateType:type alongsideAnimations:nil];
    [self _hk_layoutInContainer];
}

@end
