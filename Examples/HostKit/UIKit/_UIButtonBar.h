#import <UIKit/UIView.h>

@class UIBarButtonItem;
@class UIEvent;

// The target of a _UIButtonBarButton for one item: its action -_invoke:forEvent: triggers the
// item (UIKitCore: _UIButtonBarTargetAction.mm). It holds the item strongly.
@interface _UIButtonBarTargetAction : NSObject {
    UIBarButtonItem *_barButtonItem;
}
// Raises, as UIKit's does: use -initWithBarButtonItem:.
- (id)init;
- (id)initWithBarButtonItem:(UIBarButtonItem *)item;
- (UIBarButtonItem *)barButtonItem;
// -_invoke:forEvent:.
- (SEL)proxyAction;
- (void)_invoke:(id)sender forEvent:(UIEvent *)event;
@end

// The view a _UIButtonBar lays its buttons out in, left to right.
// DEVIATION: a UIStackView subclass in UIKit; HostKit has no UIStackView, so a UIView.
@interface _UIButtonBarStackView : UIView
@end

// Not a view: the model of a row of bar button items, shown in its view (a
// _UIButtonBarStackView). Owned by a _UINavigationBarContentView (leading and trailing) or a
// _UIToolbarContentView (UIKitCore: _UIButtonBar.mm).
@interface _UIButtonBar : NSObject {
    _UIButtonBarStackView *_stackView;
    NSArray *_items;
    NSMutableArray *_senderActions; // _UIButtonBarTargetAction, one per item (an NSMapTable in UIKit)
    BOOL _hkFlexible;
}
- (UIView *)view;
// UIKitCore: _UIButtonBar.mm — the target action for an item, made once and kept.
- (_UIButtonBarTargetAction *)_targetActionForBarButtonItem:(UIBarButtonItem *)item;
// UIKitCore: the view shown for an item: its custom view, or a configured _UIButtonBarButton.
- (id)_updatedViewForBarButtonItem:(UIBarButtonItem *)item withView:(UIView *)view;
// A button's first PrimaryActionTriggered target (pointer interaction assistant; nothing here).
- (void)_invalidateAssistant:(id)sender;
// UIKitCore: _UIBarButtonItemViewOwner — an item changed what it shows.
- (void)_itemStandardViewNeedsUpdate:(UIBarButtonItem *)item;
@end

@interface _UIButtonBar (HostKitInternal)
- (NSArray *)_hk_items;
// Shows these items (rebuilding their views) in the order given.
- (void)_hk_setItems:(NSArray *)items;
// Toolbar layout: flexible spaces share what the buttons leave of the stack view's width.
- (void)_hk_setFlexible:(BOOL)flexible;
// The width the items need (navigation bars size the stack views by it).
- (CGFloat)_hk_contentWidth;
- (void)_hk_layout;
@end
