#import <UIKit/UIBarItem.h>

@class UIAction;
@class UIMenu;
@class UIEvent;

typedef NS_ENUM(NSInteger, UIBarButtonItemStyle) {
    UIBarButtonItemStylePlain = 0,
    UIBarButtonItemStyleBordered = 1,
    UIBarButtonItemStyleDone = 2,
};

typedef NS_ENUM(NSInteger, UIBarButtonSystemItem) {
    UIBarButtonSystemItemDone = 0,
    UIBarButtonSystemItemCancel = 1,
    UIBarButtonSystemItemEdit = 2,
    UIBarButtonSystemItemSave = 3,
    UIBarButtonSystemItemAdd = 4,
    UIBarButtonSystemItemFlexibleSpace = 5,
    UIBarButtonSystemItemFixedSpace = 6,
    UIBarButtonSystemItemCompose = 7,
    UIBarButtonSystemItemReply = 8,
    UIBarButtonSystemItemAction = 9,
    UIBarButtonSystemItemOrganize = 10,
    UIBarButtonSystemItemBookmarks = 11,
    UIBarButtonSystemItemSearch = 12,
    UIBarButtonSystemItemRefresh = 13,
    UIBarButtonSystemItemStop = 14,
    UIBarButtonSystemItemCamera = 15,
    UIBarButtonSystemItemTrash = 16,
    UIBarButtonSystemItemPlay = 17,
    UIBarButtonSystemItemPause = 18,
    UIBarButtonSystemItemRewind = 19,
    UIBarButtonSystemItemFastForward = 20,
    UIBarButtonSystemItemUndo = 21,
    UIBarButtonSystemItemRedo = 22,
    UIBarButtonSystemItemPageCurl = 23,
    UIBarButtonSystemItemClose = 24,
};

// A button in a navigation bar or a toolbar. The bar shows it with a _UIButtonBarButton (a
// UIControl) whose PrimaryActionTriggered target is a _UIButtonBarTargetAction; a tap ends in
// -_triggerActionForEvent:, which sends the item's action with the ITEM as sender
// (UIKitCore: UIBarButtonItem.mm, _UIButtonBarTargetAction.mm).
@interface UIBarButtonItem : UIBarItem {
    id _target; // not retained (weak in UIKit)
    SEL _action;
    UIBarButtonItemStyle _style;
    UIView *_customView;
    BOOL _isSystemItem;
    UIBarButtonSystemItem _systemItem;
    CGFloat _width;
    UIAction *_primaryAction;
    UIMenu *_menu;
    UIView *_view; // the view a bar shows it with (a _UIButtonBarButton or the custom view)
    id _hkOwner;   // not retained: the _UIButtonBar or content view showing it
}

- (id)initWithTitle:(NSString *)title style:(UIBarButtonItemStyle)style target:(id)target action:(SEL)action;
- (id)initWithImage:(UIImage *)image style:(UIBarButtonItemStyle)style target:(id)target action:(SEL)action;
- (id)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem target:(id)target action:(SEL)action;
- (id)initWithCustomView:(UIView *)customView;
// iOS 14+.
- (id)initWithPrimaryAction:(UIAction *)primaryAction;
- (id)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem primaryAction:(UIAction *)primaryAction;

- (id)target;
- (void)setTarget:(id)target;
// NULL while a primaryAction is set, as in UIKit.
- (SEL)action;
- (void)setAction:(SEL)action;
- (UIBarButtonItemStyle)style;
- (void)setStyle:(UIBarButtonItemStyle)style;
- (CGFloat)width;
- (void)setWidth:(CGFloat)width;
- (UIView *)customView;
- (void)setCustomView:(UIView *)customView;
- (UIAction *)primaryAction;
- (void)setPrimaryAction:(UIAction *)primaryAction;
// DEVIATION: stored only; opening a menu is part B's.
- (UIMenu *)menu;
- (void)setMenu:(UIMenu *)menu;
@end

@interface UIBarButtonItem (UIKitInternal)
- (BOOL)isSystemItem;
- (UIBarButtonSystemItem)systemItem;
- (BOOL)isSpaceItem;
- (BOOL)isCustomViewItem;
// The title shown: the system item's title, or the title.
- (NSString *)resolvedTitle;
- (UIView *)view;
- (void)setView:(UIView *)view;
// UIKitCore: UIBarButtonItem.mm.
- (void)_triggerActionForEvent:(UIEvent *)event;
- (void)_triggerActionForEvent:(UIEvent *)event fallbackSender:(id)sender;
- (void)_executeValidationHandler;
@end

@interface UIBarButtonItem (HostKitInternal)
// Who shows the item (a _UIButtonBar or a content view), told when the item changes.
- (void)_hk_setOwner:(id)owner;
- (id)_hk_owner;
@end
