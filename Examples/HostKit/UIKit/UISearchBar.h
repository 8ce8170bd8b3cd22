#import <UIKit/UITextField.h>

@class UISearchBar;
@class _UISearchBarVisualProviderIOS;

@protocol UISearchBarDelegate <NSObject>
@optional
- (BOOL)searchBarShouldBeginEditing:(UISearchBar *)searchBar;
- (void)searchBarTextDidBeginEditing:(UISearchBar *)searchBar;
- (BOOL)searchBarShouldEndEditing:(UISearchBar *)searchBar;
- (void)searchBarTextDidEndEditing:(UISearchBar *)searchBar;
- (void)searchBar:(UISearchBar *)searchBar textDidChange:(NSString *)searchText;
- (BOOL)searchBar:(UISearchBar *)searchBar shouldChangeTextInRange:(NSRange)range replacementText:(NSString *)text;
- (void)searchBarSearchButtonClicked:(UISearchBar *)searchBar;
@end

// iOS 13+: the search bar's field, a UITextField subclass (UIKit: UISearchTextField).
@interface UISearchTextField : UITextField {
    UISearchBar *_searchBar; // weak in UIKit
}
@end

@interface UISearchTextField (UIKitInternal)
- (UISearchBar *)hk_searchBar;
- (void)hk_setSearchBar:(UISearchBar *)searchBar;
@end

// The view that holds the search field (UIKit: _UISearchBarSearchContainerView).
@interface _UISearchBarSearchContainerView : UIView
@end

// UIKitCore: _UISearchBarVisualProviderIOS.mm — creates the field, puts it in the container
// and adds the search bar as the field's target for its four editing events.
@interface _UISearchBarVisualProviderIOS : NSObject {
    UISearchBar *_searchBar; // not retained: the bar owns its provider
    UISearchTextField *_searchField;
    _UISearchBarSearchContainerView *_searchFieldContainerView;
}
- (id)hk_initWithSearchBar:(UISearchBar *)searchBar;
- (UISearchTextField *)searchField;
@end

@interface UISearchBar : UIView <UITextFieldDelegate> {
    id _delegate; // not retained
    _UISearchBarVisualProviderIOS *_visualProvider;
}
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (UISearchTextField *)searchTextField;
- (NSString *)text;
// From code: no searchBar:textDidChange:.
- (void)setText:(NSString *)text;
- (NSString *)placeholder;
- (void)setPlaceholder:(NSString *)placeholder;
@end

@interface UISearchBar (UIKitInternal)
- (UISearchTextField *)searchField;
// The search field's targets (added by the visual provider), all without arguments.
- (void)_searchFieldBeginEditing;
- (void)_searchFieldEditingChanged;
- (void)_searchFieldEndEditing;
- (void)_searchFieldReturnPressed;
@end
