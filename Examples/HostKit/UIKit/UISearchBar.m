// UIKitCore: _UISearchBarVisualProviderIOS.mm (targets on the search field: the search
// bar, for EditingDidBegin, EditingChanged, EditingDidEnd, EditingDidEndOnExit),
// UISearchTextField.mm. Inferred: the delegate calls in the four target methods, the search
// bar being the field's delegate, a search field not resigning on the search key.
#import <UIKit/UIKit.h>

// A search bar's default height (UIKit's minimal-style bar).
static const CGFloat HKSearchBarHeight = 56;

@implementation UISearchTextField

- (UISearchBar *)hk_searchBar { return _searchBar; }
- (void)hk_setSearchBar:(UISearchBar *)searchBar { _searchBar = searchBar; }

// The keyboard's search key does not dismiss it (apps resign in searchBarSearchButtonClicked:).
- (BOOL)_shouldResignOnEditingDidEndOnExit { return NO; }

@end

@implementation _UISearchBarSearchContainerView
@end

@implementation _UISearchBarVisualProviderIOS

- (id)hk_initWithSearchBar:(UISearchBar *)searchBar {
    if ((self = [super init])) {
        _searchBar = searchBar;
        CGRect bounds = [searchBar bounds];
        _searchFieldContainerView = [[_UISearchBarSearchContainerView alloc] initWithFrame:bounds];
        _searchField = [[UISearchTextField alloc] initWithFrame:CGRectMake(8, 10, bounds.size.width - 16, 36)];
        [_searchField hk_setSearchBar:searchBar];
        [_searchField setDelegate:searchBar];
        [_searchField setReturnKeyType:UIReturnKeySearch];
        [_searchField addTarget:searchBar action:@selector(_searchFieldBeginEditing) forControlEvents:UIControlEventEditingDidBegin];
        [_searchField addTarget:searchBar action:@selector(_searchFieldEditingChanged) forControlEvents:UIControlEventEditingChanged];
        [_searchField addTarget:searchBar action:@selector(_searchFieldEndEditing) forControlEvents:UIControlEventEditingDidEnd];
        [_searchField addTarget:searchBar action:@selector(_searchFieldReturnPressed)
               forControlEvents:UIControlEventEditingDidEndOnExit];
        [_searchFieldContainerView addSubview:_searchField];
        [searchBar addSubview:_searchFieldContainerView];
    }
    return self;
}

- (void)dealloc {
    [_searchField setDelegate:nil];
    [_searchField hk_setSearchBar:nil];
    [_searchField release];
    [_searchFieldContainerView release];
    [super dealloc];
}

- (UISearchTextField *)searchField { return _searchField; }

@end

@implementation UISearchBar

- (id)initWithFrame:(CGRect)frame {
    if (frame.size.height <= 0) frame.size.height = HKSearchBarHeight;
    if (frame.size.width <= 0) frame.size.width = 320;
    if ((self = [super initWithFrame:frame])) _visualProvider = [[_UISearchBarVisualProviderIOS alloc] hk_initWithSearchBar:self];
    return self;
}

- (void)dealloc {
    [_visualProvider release];
    [super dealloc];
}

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }
- (UISearchTextField *)searchField { return [_visualProvider searchField]; }
- (UISearchTextField *)searchTextField { return [self searchField]; }
- (NSString *)text { return [[self searchField] text]; }
- (void)setText:(NSString *)text { [[self searchField] setText:text]; }
- (NSString *)placeholder { return [[self searchField] placeholder]; }
- (void)setPlaceholder:(NSString *)placeholder { [[self searchField] setPlaceholder:placeholder]; }

- (void)_searchFieldBeginEditing {
    if ([_delegate respondsToSelector:@selector(searchBarTextDidBeginEditing:)]) [_delegate searchBarTextDidBeginEditing:self];
}

- (void)_searchFieldEditingChanged {
    if ([_delegate respondsToSelector:@selector(searchBar:textDidChange:)]) [_delegate searchBar:self textDidChange:[self text]];
}

- (void)_searchFieldEndEditing {
    if ([_delegate respondsToSelector:@selector(searchBarTextDidEndEditing:)]) [_delegate searchBarTextDidEndEditing:self];
}

- (void)_searchFieldReturnPressed {
    if ([_delegate respondsToSelector:@selector(searchBarSearchButtonClicked:)]) [_delegate searchBarSearchButtonClicked:self];
}

// MARK: UITextFieldDelegate (the search bar is its field's delegate)

- (BOOL)textFieldShouldBeginEditing:(UITextField *)textField {
    if ([_delegate respondsToSelector:@selector(searchBarShouldBeginEditing:)]) return [_delegate searchBarShouldBeginEditing:self];
    return YES;
}

- (BOOL)textFieldShouldEndEditing:(UITextField *)textField {
    if ([_delegate respondsToSelector:@selector(searchBarShouldEndEditing:)]) return [_delegate searchBarShouldEndEditing:self];
    return YES;
}

- (BOOL)textField:(UITextField *)textField shouldChangeCharactersInRange:(NSRange)range replacementString:(NSString *)string {
    if ([_delegate respondsToSelector:@selector(searchBar:shouldChangeTextInRange:replacementText:)])
        return [_delegate searchBar:self shouldChangeTextInRange:range replacementText:string];
    return YES;
}

@end
