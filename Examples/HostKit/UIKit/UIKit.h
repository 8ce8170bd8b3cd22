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
#import <UIKit/UIView.h>
#import <UIKit/UIWindow.h>
#import <UIKit/UIControl.h>
#import <UIKit/UILabel.h>
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

// Part B: UIAction, menus and context menus

// Part C: list accessories and swipe actions

// Part D: value controls, scrolling, refresh and text input
#import <UIKit/UIRefreshControl.h>
#import <UIKit/UIPageControl.h>
#import <UIKit/UICalendarView.h>
#import <UIKit/UIDatePicker.h>
#import <UIKit/UITextInput.h>
#import <UIKit/UITextInteraction.h>
#import <UIKit/UITextView.h>
#import <UIKit/UISearchBar.h>

// Part E: presentations, alerts and page view controllers
