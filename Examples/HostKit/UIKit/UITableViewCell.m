#import <UIKit/UIKit.h>

// Widths of HostKit's accessory slots (layout maths UIKit keeps in UITableConstants;
// no hook sees them).
static const CGFloat HKChevronWidth = 30;
static const CGFloat HKInfoButtonWidth = 44;

@implementation UITableViewCell

- (id)initWithFrame:(CGRect)frame {
    return [self initWithStyle:UITableViewCellStyleDefault reuseIdentifier:nil];
}

// UIKitCore: UITableViewCell.mm -initWithStyle:reuseIdentifier: (initWithFrame: {0,0,320,44};
// the content view and the labels come later, on first access).
- (id)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if ((self = [super initWithFrame:CGRectMake(0, 0, 320, 44)])) {
        _reuseIdentifier = [reuseIdentifier copy];
        _cellStyle = style;
        _systemAccessoryViews = [[NSMutableArray alloc] init];
    }
    return self;
}

- (void)dealloc {
    [_reuseIdentifier release];
    [_textLabel release];
    [_contentConfiguration release];
    [_listContentLabel release];
    [_detailTextLabel release];
    [_contentView release];
    [_customAccessoryView release];
    [_customEditingAccessoryView release];
    [_systemAccessoryViews release];
    [super dealloc];
}

- (NSString *)reuseIdentifier { return _reuseIdentifier; }
- (UILabel *)textLabel { return [self _textLabel]; }
- (BOOL)isSelected { return _selected; }
- (void)setSelected:(BOOL)selected { [self setSelected:selected animated:NO]; }
- (void)setSelected:(BOOL)selected animated:(BOOL)animated { _selected = selected; }

- (void)prepareForReuse {
    _selected = NO;
    [_textLabel setText:nil];
    [self _setSwiped:NO]; // UIKitCore: UITableViewCell.mm -prepareForReuse
}

// MARK: Content view and labels

// UIKitCore: UITableViewCell.mm -contentView (creates the default content view lazily).
- (UIView *)contentView {
    if (_contentView == nil) [self _setContentView:[self _createDefaultContentView]];
    return _contentView;
}

- (UIView *)_createDefaultContentView {
    return [[[UITableViewCellContentView alloc] initWithFrame:[self bounds]] autorelease];
}

// UIKitCore: UITableViewCell.mm -_setContentView: (replaces the old one, adds the new as a subview).
- (void)_setContentView:(UIView *)contentView {
    if (contentView == _contentView) return;
    [_contentView removeFromSuperview];
    [_contentView release];
    _contentView = [contentView retain];
    if (contentView != nil) [self addSubview:contentView];
    [self layoutSubviews];
}

// UIKitCore: UITableViewCell.mm -_textLabel (made by the layout manager, added to the content
// view; never once the cell has a content configuration).
- (UILabel *)_textLabel {
    if (_textLabel == nil && _contentConfiguration == nil) {
        UIView *contentView = [self contentView];
        _textLabel = [[UILabel alloc] initWithFrame:[contentView bounds]];
        [contentView addSubview:_textLabel];
    }
    return _textLabel;
}

- (UILabel *)_textLabel:(BOOL)create { return create ? [self _textLabel] : _textLabel; }

- (UIListContentConfiguration *)contentConfiguration { return [[_contentConfiguration copy] autorelease]; }

- (void)setContentConfiguration:(UIListContentConfiguration *)configuration {
    UIListContentConfiguration *copy = [configuration copy];
    [_contentConfiguration release];
    _contentConfiguration = copy;
    // _resetContentViews: the legacy labels go.
    [_textLabel removeFromSuperview];
    [_textLabel release];
    _textLabel = nil;
    if (_listContentLabel == nil) {
        UIView *contentView = [self contentView];
        _listContentLabel = [[UILabel alloc] initWithFrame:[contentView bounds]];
        [contentView addSubview:_listContentLabel];
    }
    [_listContentLabel setText:[copy text]];
}

// The layout manager makes no detail label for the default style.
- (UILabel *)_detailTextLabel {
    if (_detailTextLabel == nil && _cellStyle != UITableViewCellStyleDefault) {
        UIView *contentView = [self contentView];
        _detailTextLabel = [[UILabel alloc] initWithFrame:[contentView bounds]];
        [contentView addSubview:_detailTextLabel];
    }
    return _detailTextLabel;
}

- (UILabel *)detailTextLabel { return [self _detailTextLabel]; }

// MARK: Table

- (UITableView *)_tableView { return _tableView; }

// UIKitCore: UITableViewCell.mm -willMoveToSuperview: removes the old table as target of
// the accessory controls.
- (void)willMoveToSuperview:(UIView *)newSuperview {
    for (UIView *view in _systemAccessoryViews) {
        if ([view isKindOfClass:[UIControl class]])
            [(UIControl *)view removeTarget:_tableView action:NULL forControlEvents:UIControlEventTouchUpInside];
    }
    [super willMoveToSuperview:newSuperview];
}

// UIKitCore: UITableViewCell.mm -didMoveToSuperview: forgets the old table, then adds the
// table as target of _accessoryButtonAction: (TouchUpInside) to each trailing accessory
// control. (UIKit's class test on the accessory views is elided in the decompilation;
// HostKit takes the system accessory controls, not a custom accessory view.)
- (void)didMoveToSuperview {
    UIView *superview = [self superview];
    _tableView = [superview isKindOfClass:[UITableView class]] ? (UITableView *)superview : nil;
    if (superview != nil && _tableView != nil) {
        for (UIView *view in _systemAccessoryViews) {
            if ([view isKindOfClass:[UIControl class]])
                [(UIControl *)view addTarget:_tableView action:@selector(_accessoryButtonAction:)
                            forControlEvents:UIControlEventTouchUpInside];
        }
    }
    [super didMoveToSuperview];
}

// MARK: Accessories

- (UITableViewCellAccessoryType)accessoryType { return _accessoryType; }

// UIKitCore: UITableViewCell.mm -setAccessoryType: (modern accessories layout:
// -_setNeedsAccessoriesUpdate; the views are rebuilt at the next layout).
- (void)setAccessoryType:(UITableViewCellAccessoryType)accessoryType {
    if (_accessoryType == accessoryType) return;
    _accessoryType = accessoryType;
    [self _setNeedsAccessoriesUpdate];
}

- (UIView *)accessoryView { return _customAccessoryView; }

- (void)setAccessoryView:(UIView *)accessoryView {
    if (accessoryView == _customAccessoryView) return;
    [_customAccessoryView removeFromSuperview];
    [_customAccessoryView release];
    _customAccessoryView = [accessoryView retain];
    [self _setNeedsAccessoriesUpdate];
}

- (UITableViewCellAccessoryType)editingAccessoryType { return _editingAccessoryType; }
- (void)setEditingAccessoryType:(UITableViewCellAccessoryType)editingAccessoryType {
    _editingAccessoryType = editingAccessoryType;
}

- (UIView *)editingAccessoryView { return _customEditingAccessoryView; }
- (void)setEditingAccessoryView:(UIView *)editingAccessoryView {
    [editingAccessoryView retain];
    [_customEditingAccessoryView release];
    _customEditingAccessoryView = editingAccessoryView;
}

// DEVIATION: UIKit marks the accessories dirty and rebuilds them in its next layout pass;
// HostKit has no layout pass, so it rebuilds at once when the cell is in a table (and the
// table lays out cells it places).
- (void)_setNeedsAccessoriesUpdate {
    _needsAccessoriesUpdate = YES;
    if (_tableView != nil) [self layoutSubviews];
}

- (void)_updateAccessoriesIfNeeded {
    if (_needsAccessoriesUpdate) [self _updateAccessories];
}

// UIKitCore: UITableViewCell.mm -_updateAccessories / -_trailingAccessoriesForType:view:editing:style:
// (a custom view replaces the system ones; DetailDisclosureButton = info button + chevron).
- (void)_updateAccessories {
    _needsAccessoriesUpdate = NO;
    for (UIView *view in _systemAccessoryViews) {
        if ([view isKindOfClass:[UIControl class]])
            [(UIControl *)view removeTarget:_tableView action:NULL forControlEvents:UIControlEventTouchUpInside];
        [view removeFromSuperview];
    }
    [_systemAccessoryViews removeAllObjects];
    if (_customAccessoryView != nil) {
        if ([_customAccessoryView superview] != self) [self addSubview:_customAccessoryView];
    } else {
        switch (_accessoryType) {
        case UITableViewCellAccessoryDisclosureIndicator:
            [_systemAccessoryViews addObject:[self _accessoryViewForType:1]];
            break;
        case UITableViewCellAccessoryDetailDisclosureButton:
            [_systemAccessoryViews addObject:[self _accessoryViewForType:4]];
            [_systemAccessoryViews addObject:[self _accessoryViewForType:1]];
            break;
        case UITableViewCellAccessoryCheckmark:
            [_systemAccessoryViews addObject:[self _accessoryViewForType:3]];
            break;
        case UITableViewCellAccessoryDetailButton:
            [_systemAccessoryViews addObject:[self _accessoryViewForType:4]];
            break;
        default:
            break;
        }
        for (UIView *view in _systemAccessoryViews) [self addSubview:view];
    }
}

// UIKitCore: UITableViewCell.mm -_accessoryViewForType: — types 1 and 3:
// -[_UITableCellAccessoryButton initWithFrame:backgroundImageProvider:accessoryType:];
// type 4: +[UIButton buttonWithType:UIButtonTypeInfoLight]; then, when the cell has a
// table, addTarget:tableView action:@selector(_accessoryButtonAction:) forControlEvents:64.
- (id)_accessoryViewForType:(NSInteger)type {
    UIControl *view = nil;
    if (type == 1 || type == 3) {
        view = [[[_UITableCellAccessoryButton alloc] initWithFrame:CGRectZero backgroundImageProvider:nil
                                                     accessoryType:type] autorelease];
    } else if (type == 4) {
        view = [UIButton buttonWithType:UIButtonTypeInfoLight];
    }
    UITableView *tableView = [self _tableView];
    if (tableView != nil)
        [view addTarget:tableView action:@selector(_accessoryButtonAction:) forControlEvents:UIControlEventTouchUpInside];
    return view;
}

- (NSSet *)_existingSystemAccessoryViews { return [NSSet setWithArray:_systemAccessoryViews]; }

// Accessories at the trailing edge, the content view in the rest (UITableViewCellLayoutManager's
// job in UIKit; simplified maths).
- (void)layoutSubviews {
    [self _updateAccessoriesIfNeeded];
    CGRect bounds = [self bounds];
    CGFloat x = bounds.size.width;
    if (_customAccessoryView != nil && [_customAccessoryView superview] == self) {
        CGRect frame = [_customAccessoryView frame];
        x -= frame.size.width;
        frame.origin = CGPointMake(x, (bounds.size.height - frame.size.height) / 2);
        [_customAccessoryView setFrame:frame];
    }
    for (UIView *view in [_systemAccessoryViews reverseObjectEnumerator]) {
        CGFloat width = [view isKindOfClass:[_UITableCellAccessoryButton class]] ? HKChevronWidth : HKInfoButtonWidth;
        x -= width;
        [view setFrame:CGRectMake(x, 0, width, bounds.size.height)];
    }
    if (_contentView != nil) {
        [_contentView setFrame:CGRectMake(0, 0, x, bounds.size.height)];
        CGRect labelFrame = CGRectMake(0, 0, x, bounds.size.height);
        [_textLabel setFrame:labelFrame];
        [_detailTextLabel setFrame:labelFrame];
    }
}

// MARK: Swipe state (UITableViewCell.mm -_setSwiped:, read by UICellConfigurationState)

- (BOOL)_isSwiped { return _swiped; }
- (void)_setSwiped:(BOOL)swiped { _swiped = swiped; }

@end
