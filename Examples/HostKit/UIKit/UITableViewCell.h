#import <UIKit/UIView.h>

@class UILabel;
@class UITableView;
@class UIListContentConfiguration;

typedef NS_ENUM(NSInteger, UITableViewCellStyle) {
    UITableViewCellStyleDefault = 0,
    UITableViewCellStyleValue1 = 1,
    UITableViewCellStyleValue2 = 2,
    UITableViewCellStyleSubtitle = 3,
};

// UIKit's raw values.
typedef NS_ENUM(NSInteger, UITableViewCellAccessoryType) {
    UITableViewCellAccessoryNone = 0,
    UITableViewCellAccessoryDisclosureIndicator = 1,
    UITableViewCellAccessoryDetailDisclosureButton = 2,
    UITableViewCellAccessoryCheckmark = 3,
    UITableViewCellAccessoryDetailButton = 4,
};

typedef NS_ENUM(NSInteger, UITableViewCellEditingStyle) {
    UITableViewCellEditingStyleNone = 0,
    UITableViewCellEditingStyleDelete = 1,
    UITableViewCellEditingStyleInsert = 2,
};

@interface UITableViewCell : UIView {
    NSString *_reuseIdentifier;
    UILabel *_textLabel;
    BOOL _selected;
    // Part C: cells as iOS 17/18 build them (UITableViewCell.mm).
    UITableViewCellStyle _cellStyle;
    UIView *_contentView;             // a UITableViewCellContentView, made by the getter
    UILabel *_detailTextLabel;
    UITableViewCellAccessoryType _accessoryType;
    UITableViewCellAccessoryType _editingAccessoryType;
    UIView *_customAccessoryView;
    UIView *_customEditingAccessoryView;
    NSMutableArray *_systemAccessoryViews; // trailing accessories made by _accessoryViewForType:
    UITableView *_tableView;          // not retained (weak in UIKit)
    BOOL _needsAccessoriesUpdate;
    BOOL _swiped;
    UIListContentConfiguration *_contentConfiguration;
    UILabel *_listContentLabel;       // shows the configuration's text (UIListContentView's in UIKit)
}
- (id)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier;
- (NSString *)reuseIdentifier;
- (UILabel *)textLabel;
- (BOOL)isSelected;
- (void)setSelected:(BOOL)selected;
- (void)setSelected:(BOOL)selected animated:(BOOL)animated;
- (void)prepareForReuse;

// Part C
// Created on first access: a UITableViewCellContentView filling the cell up to its accessories.
- (UIView *)contentView;
// nil for UITableViewCellStyleDefault, as in UIKit; a label in the content view otherwise.
- (UILabel *)detailTextLabel;
- (UITableViewCellAccessoryType)accessoryType;
- (void)setAccessoryType:(UITableViewCellAccessoryType)accessoryType;
// A custom accessory view replaces the system one; it gets no accessory action (UIKit
// does not call tableView:accessoryButtonTappedForRowWithIndexPath: for it).
- (UIView *)accessoryView;
- (void)setAccessoryView:(UIView *)accessoryView;
// Stored only: HostKit's tables have no editing mode.
- (UITableViewCellAccessoryType)editingAccessoryType;
- (void)setEditingAccessoryType:(UITableViewCellAccessoryType)editingAccessoryType;
- (UIView *)editingAccessoryView;
- (void)setEditingAccessoryView:(UIView *)editingAccessoryView;
// UIKit lays out the content view and the accessories here; HostKit's table calls it
// after placing the cell (there is no layout pass).
- (void)layoutSubviews;
// iOS 14 (UIKitCore: UITableViewCell.m -_applyContentViewConfiguration:...): the first
// configuration removes the legacy labels for good (_resetContentViews), after which
// -_textLabel makes none; the getter answers a copy, nil for a cell without one.
- (UIListContentConfiguration *)contentConfiguration;
- (void)setContentConfiguration:(UIListContentConfiguration *)configuration;
@end

@interface UITableViewCell (UIKitInternal)
// The table the cell is in (a weak ivar in UIKit).
- (UITableView *)_tableView;
- (UIView *)_createDefaultContentView;
- (void)_setContentView:(UIView *)contentView;
- (UILabel *)_textLabel;
// The text label if it exists, made only when `create` is YES (UIKitCore: UITableViewCell.m
// -_textLabel:, which UIKit's own -text and the accessibility bundle read with NO).
- (UILabel *)_textLabel:(BOOL)create;
- (UILabel *)_detailTextLabel;
- (void)_setNeedsAccessoriesUpdate;
- (void)_updateAccessoriesIfNeeded;
- (void)_updateAccessories;
// The system accessory view for one accessory type: a _UITableCellAccessoryButton for the
// chevron (1) and checkmark (3), a UIButton of type UIButtonTypeInfoLight for the detail
// button (4), each with the table as target of _accessoryButtonAction: (TouchUpInside).
- (id)_accessoryViewForType:(NSInteger)type;
// The system accessory views currently made (UIKit returns a set).
- (NSSet *)_existingSystemAccessoryViews;
- (BOOL)_isSwiped;
- (void)_setSwiped:(BOOL)swiped;
@end
