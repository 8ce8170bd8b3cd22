import Foundation
import HostKit
import HostKitFixtures
import ModernCaptureFixtures
import TestSupport
import Traceless
import TracelessDelegateProxy
import TracelessPageView
import TracelessRuntime
import TracelessTargetAction
import XCTest

/// The scenarios of a modern UIKit app (UI1–UI16), each run once per DelegateProxy
/// strategy (``inBothStrategies(_:)``), each run in an app of its own: a key window, the
/// TargetAction, DelegateProxy and PageView plugins, a recording sink.
class ModernCaptureTestCase: XCTestCase {
    private(set) var strategy: DelegateProxyPlugin.Strategy = .proxy
    private(set) var registry: TracelessRegistry?
    private(set) var sink = RecordingSink()
    private var owned: [HKObject] = []
    private var window: HKObject?
    private var framesHeld = false

    /// Runs `body` in a new app for each strategy; the registry is stopped and every
    /// object the body owned released before the next one.
    func inBothStrategies(_ body: () throws -> Void) rethrows {
        for strategy in DelegateProxyPlugin.Strategy.allCases {
            self.strategy = strategy
            sink = RecordingSink()
            let pool = hk_pool_push()
            mcf_log_reset()
            hkf_log_reset()
            defer {
                if framesHeld {
                    hk_run_frames()
                    hk_hold_frames(false)
                    framesHeld = false
                }
                registry?.stop()
                registry = nil
                for object in owned.reversed() { hk_release(object) }
                owned.removeAll()
                if let window { hk_release(window) }
                window = nil
                hk_pool_pop(pool)
            }
            try body()
        }
    }

    /// Starts Traceless with TargetAction (these options), DelegateProxy (this run's
    /// strategy) and PageView.
    func start(_ options: [String: String] = [:]) throws {
        var configuration = TracelessConfiguration()
        configuration.pluginOptions["traceless.target-action"] = options
        let registry = TracelessRegistry(
            plugins: [TargetActionPlugin(), DelegateProxyPlugin(strategy: strategy), PageViewPlugin()],
            configuration: configuration, sink: sink)
        try registry.start()
        self.registry = registry
    }

    /// Holds HostKit's frames until the run ends (or `hk_run_frames`): a deceleration then
    /// goes on after the finger, as it does for seconds on a device.
    func holdFrames() {
        hk_hold_frames(true)
        framesHeld = true
    }

    /// Keeps a +1 object until the run ends.
    @discardableResult
    func own(_ object: HKObject?) -> HKObject? {
        if let object { owned.append(object) }
        return object
    }

    /// A key, visible window showing `root`.
    func show(root: HKObject?) {
        let window = hk_window_new()
        hk_window_set_root(window, root)
        hk_window_make_key_and_visible(window)
        self.window = window
    }

    /// Adds a +1 view to `controller`'s view (which keeps it).
    @discardableResult
    func add(_ view: HKObject?, to controller: HKObject?) -> HKObject? {
        hk_view_add_subview(hk_view_controller_view(controller), view)
        hk_release(view)
        return view
    }

    /// A business screen of its own class.
    func screen(_ className: String, _ title: String) -> HKObject? {
        own(mcf_controller_new(className, title))
    }

    /// `page` shown, with a scroll view over the whole of it whose content scrolls down
    /// `height` points: the list most screens are.
    func scrollingList(on page: HKObject?, height: Double) -> HKObject? {
        show(root: page)
        let list = add(hk_scroll_view_new(), to: page)
        hk_view_set_frame(list, 0, 0, 320, 480)
        hk_scroll_view_set_content_size(list, 320, height)
        return list
    }

    var interactions: [Interaction] { sink.all }

    /// The interactions of these kinds (page views and leaves are left out otherwise).
    func reported(_ kinds: Interaction.Kind...) -> [Interaction] {
        interactions.filter { kinds.contains($0.kind) }
    }

    /// Everything reported that is not a page view or leave: what the user's taps gave.
    var taps: [Interaction] { interactions.filter { $0.kind != .pageAppear && $0.kind != .pageDisappear } }

    /// What the business code logged.
    var log: [String] {
        let joined = String(cString: mcf_log())
        return joined.isEmpty ? [] : joined.components(separatedBy: ", ")
    }

    /// What HostKit's fixtures logged.
    var fixtureLog: [String] {
        let joined = String(cString: hkf_log())
        return joined.isEmpty ? [] : joined.components(separatedBy: ", ")
    }

    /// The page views and leaves, as "view <screen class>" / "leave <screen class>".
    var pages: [String] {
        interactions.compactMap { interaction in
            switch interaction.kind {
            case .pageAppear: "view \(interaction.screen?.controllerClass ?? "-")"
            case .pageDisappear: "leave \(interaction.screen?.controllerClass ?? "-")"
            default: nil
            }
        }
    }

    /// No key names a private UIKit class (`_UI…`, or a `UI…` class that is not public).
    func assertNoPrivateClassNames(_ interactions: [Interaction], file: StaticString = #filePath, line: UInt = #line) {
        for interaction in interactions {
            let strings = [interaction.elementKey, interaction.element?.className, interaction.element?.type, interaction.gesture?.recognizerClass]
            for case let string? in strings {
                let names = string.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
                for name in names where name.hasPrefix("_UI") || (name.hasPrefix("UI") && !UIKitClassesPublicNames.contains(name) && name.first?.isUppercase == true && name.count > 3) {
                    XCTFail("private UIKit class \(name) in \(string) (\(strategy))", file: file, line: line)
                }
            }
        }
    }
}

/// The public UIKit class names the scenarios' keys may contain.
let UIKitClassesPublicNames: Set<String> = [
    "UIView", "UIButton", "UIControl", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl",
    "UIDatePicker", "UIPickerView", "UIRefreshControl", "UITextField", "UITextView", "UISearchBar", "UISearchTextField", "UILabel",
    "UIScrollView", "UITableView", "UITableViewCell", "UICollectionView", "UICollectionViewCell", "UIBarButtonItem",
    "UITabBarItem", "UIAlertAction", "UIAction", "UIContextualAction", "UITapGestureRecognizer",
    "UILongPressGestureRecognizer", "UIPanGestureRecognizer", "UINavigationBar", "UIToolbar", "UITabBar",
    "UIImageView", "UIStackView", "UIWindow", "UIViewController", "UINavigationController", "UITabBarController",
    "UIPageViewController", "UIAlertController",
]
