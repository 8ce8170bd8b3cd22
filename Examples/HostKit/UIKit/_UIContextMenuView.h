#import <UIKit/UIView.h>
#import <UIKit/UIGestureRecognizer.h>

@class UILabel;
@class UIMenu;
@class UIMenuElement;

// UIKit's _UIContinuousSelectionGestureRecognizer: Began as the finger comes down, Changed
// as it moves, Ended as it lifts (a tap or a drag across the menu both select).
@interface _UIContinuousSelectionGestureRecognizer : UIGestureRecognizer {
    CGFloat _allowableMovement;
}
- (void)setAllowableMovement:(CGFloat)movement;
@end

// One element of a menu on screen. UIKit's cell lives in a UICollectionView inside the
// list view; HostKit lays the cells out directly (DEVIATION: no collection view).
@interface _UIContextMenuCell : UIView {
    UILabel *_titleLabel;
    UIMenuElement *_element;
    BOOL _highlighted;
}
- (UILabel *)_hk_titleLabel;
- (UIMenuElement *)_hk_element;
- (void)_hk_setElement:(UIMenuElement *)element;
- (BOOL)isHighlighted;
- (void)setHighlighted:(BOOL)highlighted;
@end

// UIKit's _UIContextMenuListView: the list of one displayed menu (inline submenus are
// shown in place; other submenus as an element that opens its own list).
@interface _UIContextMenuListView : UIView {
    UIMenu *_displayedMenu;
    NSMutableArray *_elements;
    NSMutableArray *_cells;
    NSIndexPath *_highlightedIndexPath;
}
- (UIMenu *)displayedMenu;
- (void)setDisplayedMenu:(UIMenu *)menu;
- (NSIndexPath *)indexPathForItemAtPoint:(CGPoint)point;
- (UIMenuElement *)elementAtIndexPath:(NSIndexPath *)indexPath;
- (NSIndexPath *)indexPathForElement:(UIMenuElement *)element;
- (_UIContextMenuCell *)cellForElement:(UIMenuElement *)element;
- (NSIndexPath *)highlightedIndexPath;
- (void)highlightItemAtIndexPath:(NSIndexPath *)indexPath;
- (void)unHighlightItemAtIndexPath:(NSIndexPath *)indexPath;
- (NSArray *)_hk_visibleCells;
@end

// UIKit's _UIContextMenuView (_UIContextMenuView.mm): the menu; its selection recogniser
// ("com.apple.UIKit.ContextMenuActionsListSelection") picks elements.
@interface _UIContextMenuView : UIView {
    id _delegate; // not retained
    NSMutableArray *_listViews; // one per displayed menu, the current last
    _UIContinuousSelectionGestureRecognizer *_selectionGestureRecognizer;
}
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (_UIContinuousSelectionGestureRecognizer *)selectionGestureRecognizer;
- (_UIContextMenuListView *)currentListView;
- (_UIContextMenuListView *)rootListView;
- (NSArray *)visibleMenus;
- (void)displayMenu:(UIMenu *)menu updateType:(NSUInteger)type alongsideAnimations:(id)animations;
- (void)_handleSelectionGesture:(UIGestureRecognizer *)gesture;
- (void)_handleSelectionForElement:(UIMenuElement *)element;
- (void)_performActionForElement:(UIMenuElement *)element;
- (void)_setHighlightedIndexPath:(NSIndexPath *)indexPath playFeedback:(BOOL)feedback
                      atLocation:(CGPoint)location allowAutoNavigation:(BOOL)navigation;
- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gesture;
@end
