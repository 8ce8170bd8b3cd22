// Umbrella header, imported as <UIKit/UIKit.h> like the real framework.
// Methods whose names start with an underscore are UIKit's private ones: HostKit takes
// the same internal call paths (crash logs and stack traces show them) so that a hook
// installed on them here would find them on iOS too.
#import <Foundation/Foundation.h>
#import <UIKit/UIGeometry.h>
#import <UIKit/NSIndexPath+UIKitAdditions.h>
#import <UIKit/UIResponder.h>
#import <UIKit/UIEvent.h>
#import <UIKit/UIApplication.h>
#import <UIKit/UIDevice.h>
#import <UIKit/UIScreen.h>
#import <UIKit/UIView.h>
#import <UIKit/UIWindow.h>
#import <UIKit/UIControl.h>
#import <UIKit/UILabel.h>
#import <UIKit/UIButtonConfiguration.h>
#import <UIKit/UIButton.h>
#import <UIKit/UISwitch.h>
#import <UIKit/UISegmentedControl.h>
#import <UIKit/UISlider.h>
#import <UIKit/UIStepper.h>
#import <UIKit/UITextField.h>
#import <UIKit/UIGestureRecognizer.h>
#import <UIKit/UITapGestureRecognizer.h>
#import <UIKit/UILongPressGestureRecognizer.h>
#import <UIKit/UIPanGestureRecognizer.h>
#import <UIKit/HKHandler.h>
#import <UIKit/UIScrollView.h>
#import <UIKit/UITableView.h>
#import <UIKit/UIListContentConfiguration.h>
#import <UIKit/UITableViewCell.h>
#import <UIKit/UICollectionView.h>
#import <UIKit/UICollectionViewCell.h>
#import <UIKit/UIWebView.h>
#import <UIKit/UIAlertView.h>
#import <UIKit/UIActionSheet.h>
#import <UIKit/UIViewController.h>
#import <UIKit/UINavigationController.h>

// Modern UIKit, one part per block (each part imports its own headers below its line).

// Part A: bars and tabs
#import <UIKit/UIBarItem.h>
#import <UIKit/UIAction.h>
#import <UIKit/UIBarButtonItem.h>
#import <UIKit/_UIButtonBarButton.h>
#import <UIKit/_UIButtonBar.h>
#import <UIKit/UINavigationItem.h>
#import <UIKit/UINavigationBar.h>
#import <UIKit/UIToolbar.h>
#import <UIKit/UITransitionView.h>
#import <UIKit/UITabBarItem.h>
#import <UIKit/UITabBar.h>
#import <UIKit/UITabBarController.h>

// Part B: UIAction, menus and context menus
#import <UIKit/UIMenuElement.h>
#import <UIKit/UIAction.h>
#import <UIKit/UIMenu.h>
#import <UIKit/UIContextMenuConfiguration.h>
#import <UIKit/UIContextMenuInteraction.h>
#import <UIKit/_UIClickPresentationInteraction.h>
#import <UIKit/_UITouchDownClickInteractionDriver.h>
#import <UIKit/_UILongPressClickInteractionDriver.h>
#import <UIKit/_UIContextMenuPresentation.h>
#import <UIKit/_UIContextMenuUIController.h>
#import <UIKit/_UIContextMenuView.h>
#import <UIKit/UITableView+ContextMenu.h>
#import <UIKit/UICollectionView+ContextMenu.h>

// Part C: list accessories and swipe actions
#import <UIKit/UITableViewCellContentView.h>
#import <UIKit/_UITableCellAccessoryButton.h>
#import <UIKit/UIContextualAction.h>
#import <UIKit/UISwipeActionsConfiguration.h>
#import <UIKit/UISwipeActionController.h>
#import <UIKit/_UISwipeHandler.h>
#import <UIKit/_UISwipeActionPanGestureRecognizer.h>
#import <UIKit/_UISwipeDismissalGestureRecognizer.h>
#import <UIKit/UISwipeOccurrence.h>
#import <UIKit/UISwipeActionPullView.h>
#import <UIKit/UISwipeActionButton.h>
#import <UIKit/UISwipeActionStandardButton.h>

// Part D: value controls, scrolling, refresh and text input
#import <UIKit/UIRefreshControl.h>
#import <UIKit/UIPageControl.h>
#import <UIKit/UICalendarView.h>
#import <UIKit/UIDatePicker.h>
#import <UIKit/UIPickerView.h>
#import <UIKit/_UIDatePickerView.h>
#import <UIKit/UITextInput.h>
#import <UIKit/UITextInteraction.h>
#import <UIKit/UITextView.h>
#import <UIKit/UISearchBar.h>

// Part E: presentations, alerts and page view controllers
#import <UIKit/UIPresentationController.h>
#import <UIKit/UISheetPresentationController.h>
#import <UIKit/UIPopoverPresentationController.h>
#import <UIKit/UIInterfaceAction.h>
#import <UIKit/UIAlertController.h>
#import <UIKit/UIPageViewController.h>
#import <UIKit/UIRemoteKeyboardWindow.h>
#import <UIKit/UIKeyboardLayoutStar.h>
