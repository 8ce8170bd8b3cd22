import Foundation
import Synchronization
import TracelessRuntime

/// UIKit's own classes told apart from the app's, and UIKit's private classes mapped
/// to the public ones they stand for.
///
/// What capture reports and keys must be readable and stable across iOS versions, so it
/// never names a private UIKit class (`_UIButtonBarButton`, `UITableViewCellContentView`):
/// those are named by their nearest public ancestor (`UIButton`, `UIView`). And what
/// UIKit wires up for itself (a tab bar's buttons targeting the tab bar, a scroll view's
/// pan, a text view's tap recognisers) is UIKit's plumbing, not an element of the app:
/// a target-action pair whose action is a UIKit method is told apart by where the action
/// is implemented, whatever the target's class is called.
///
/// A class is UIKit's when the runtime says UIKit's binary defines it (Apple's
/// runtime), else when its name has UIKit's prefix (`UI`, `_UI`, then a capital letter;
/// Apple reserves the prefix, and the GNU runtime records no binary).
///
/// ```swift
/// UIKitClasses.presentableName(of: contentView)   // "UIView" for UITableViewCellContentView
/// UIKitClasses.isUIKitWiring(target: tabBar, action: "_buttonUp:")   // true
/// ```
package enum UIKitClasses {
    // Per class: facts about a class never change once it is registered.
    private struct Known {
        var uikit: [UInt: Bool] = [:]
        var presentable: [UInt: ObjCClass] = [:]
        var publicTypes: [UInt: String?] = [:]
    }

    private static let known = Mutex(Known())

    /// Whether UIKit (not the app, not another library) defines `cls`.
    package static func isUIKit(_ cls: ObjCClass) -> Bool {
        let key = cls.objcWord
        if let known = known.withLock({ $0.uikit[key] }) { return known }
        let answer = classify(cls)
        known.withLock { $0.uikit[key] = answer }
        return answer
    }

    private static func classify(_ cls: ObjCClass) -> Bool {
        if let image = cls.imageName {
            return image.contains("/UIKitCore.framework/") || image.contains("/UIKit.framework/")
        }
        return hasUIKitPrefix(cls.name)
    }

    static func hasUIKitPrefix(_ name: String) -> Bool {
        let utf8 = Array(name.utf8.prefix(4))
        let start = utf8.first == UInt8(ascii: "_") ? 1 : 0
        guard utf8.count >= start + 3, utf8[start] == UInt8(ascii: "U"), utf8[start + 1] == UInt8(ascii: "I") else { return false }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(utf8[start + 2])
    }

    /// Whether `cls` is one of UIKit's private classes.
    package static func isPrivateUIKit(_ cls: ObjCClass) -> Bool {
        isUIKit(cls) && !publicClassNames.contains(cls.name)
    }

    /// `cls`, or its nearest ancestor that is not a private UIKit class: the app's own
    /// class stays, a private UIKit class becomes the public class it extends.
    package static func presentableClass(_ cls: ObjCClass) -> ObjCClass {
        let key = cls.objcWord
        if let known = known.withLock({ $0.presentable[key] }) { return known }
        var current = cls
        while isPrivateUIKit(current), let parent = current.superclass { current = parent }
        known.withLock { $0.presentable[key] = current }
        return current
    }

    /// The name capture reports for an object's class: what `-class` answers (never a
    /// runtime subclass of KVO's or ours), with private UIKit classes mapped to public ones.
    package static func presentableName(of object: ObjCObject) -> String {
        presentableClass(object.probedClass).name
    }

    /// The public UIKit class an object is a kind of (`UIButton` for an app's
    /// `PayButton`), nil when it is none (an app's NSObject subclass).
    package static func publicType(of object: ObjCObject) -> String? {
        let start = object.probedClass
        if let known = known.withLock({ $0.publicTypes[start.objcWord] }) { return known }
        var current: ObjCClass? = start
        var found: String?
        while let cls = current {
            if isUIKit(cls), publicClassNames.contains(cls.name) {
                found = cls.name
                break
            }
            current = cls.superclass
        }
        known.withLock { $0.publicTypes[start.objcWord] = .some(found) }
        return found
    }

    /// Whether a target-action pair is UIKit's own wiring: the action runs a method
    /// UIKit implements (a tab bar's `_buttonUp:`, a scroll view's `handlePan:`, a
    /// text interaction's recognisers). A nil target (the responder chain decides) and
    /// an action answered only by forwarding are the app's.
    package static func isUIKitWiring(target: ObjCObject?, action: ObjCSelector) -> Bool {
        guard let target, let owner = target.probedClass.definingClass(of: action) else { return false }
        return isUIKit(owner)
    }

    /// UIKit's public classes that capture meets: views, controls, gesture recognisers,
    /// controllers, bar items, actions (from the iOS SDK's headers).
    package static let publicClassNames: Set<String> = [
        // Views and controls
        "UIView", "UIWindow", "UILabel", "UIImageView", "UIControl", "UIButton", "UISwitch", "UISlider",
        "UIStepper", "UISegmentedControl", "UIPageControl", "UIDatePicker", "UIPickerView", "UIProgressView",
        "UIActivityIndicatorView", "UITextField", "UITextView", "UISearchBar", "UISearchTextField", "UIScrollView",
        "UITableView", "UITableViewCell", "UITableViewHeaderFooterView", "UICollectionView", "UICollectionViewCell",
        "UICollectionReusableView", "UICollectionViewListCell", "UIStackView", "UIVisualEffectView", "UINavigationBar",
        "UIToolbar", "UITabBar", "UIRefreshControl", "UIColorWell", "UIContentUnavailableView", "UIInputView",
        "UIPopoverBackgroundView", "UIAlertView", "UIActionSheet", "UIWebView", "UICalendarView", "UIPasteControl",
        "UIListContentView", "UIEventAttributionView",
        // Gesture recognisers
        "UIGestureRecognizer", "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer",
        "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
        "UIScreenEdgePanGestureRecognizer", "UIHoverGestureRecognizer",
        // Controllers
        "UIViewController", "UINavigationController", "UITabBarController", "UIPageViewController",
        "UISplitViewController", "UITableViewController", "UICollectionViewController", "UIAlertController",
        "UISearchController", "UIActivityViewController", "UIImagePickerController", "UIDocumentPickerViewController",
        "UIDocumentBrowserViewController", "UIReferenceLibraryViewController", "UIInputViewController",
        "UIVideoEditorController", "UIFontPickerViewController", "UIColorPickerViewController", "UICloudSharingController",
        "UIDocumentViewController", "UIPresentationController", "UISheetPresentationController",
        "UIPopoverPresentationController",
        // Items, actions, menus
        "UIBarItem", "UIBarButtonItem", "UIBarButtonItemGroup", "UITabBarItem", "UINavigationItem", "UIAlertAction",
        "UIMenuElement", "UIMenu", "UIAction", "UICommand", "UIKeyCommand", "UIDeferredMenuElement",
        "UIContextualAction", "UISwipeActionsConfiguration", "UIContextMenuInteraction", "UIContextMenuConfiguration",
        // The app's frame
        "UIResponder", "UIApplication", "UIEvent", "UITouch", "UIScene", "UIWindowScene", "UIScreen",
    ]
}
